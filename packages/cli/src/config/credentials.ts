// Where a command's token and base URL come from. VPS_TOKEN and VPS_API_URL win over everything;
// otherwise the context named by --context, else the current one. An environment token never takes
// a context's URL unless that context is named with --context: the URL is then VPS_API_URL or the
// document's production URL (DEFAULT_API_URL of the table of operations), and that choice is printed
// when it is not the obvious one.
import { DEFAULT_API_URL } from '@vps-hosting/api/operations';
import { UsageError, EXIT } from '../run/exit-codes.js';
import { readConfig, configPath } from './config-file.js';

export interface Credentials {
  token: string;
  baseUrl: string;
  /** Where each came from, for `vps auth status` and error messages. */
  source: string;
}

export function resolveCredentials(contextName: string | undefined, env: NodeJS.ProcessEnv = process.env): Credentials {
  const envToken = env.VPS_TOKEN?.trim();
  const envUrl = env.VPS_API_URL?.trim();
  const config = readConfig();
  const name = contextName ?? env.VPS_CONTEXT?.trim() ?? config.current;
  const context = name ? config.contexts[name] : undefined;
  if (contextName && !context) throw new UsageError(`no context "${contextName}" (vps context list)`);
  if (envToken) {
    const explicitContext = contextName ? context : undefined;
    return {
      token: envToken,
      baseUrl: envUrl || explicitContext?.url || DEFAULT_API_URL,
      source: 'VPS_TOKEN',
    };
  }
  if (!context?.token) {
    throw new UsageError(
      `no token: set VPS_TOKEN, or run "vps auth login" (contexts live in ${configPath()})`,
      EXIT.auth,
    );
  }
  return { token: context.token, baseUrl: envUrl || context.url || DEFAULT_API_URL, source: `context "${name}"` };
}
