// Where a command's token and base URL come from, first match wins:
//   1. --context <name>: that context's token and URL, whatever the environment says (an environment
//      token never goes to a context's URL);
//   2. VPS_TOKEN (with VPS_API_URL, else the document's production URL: DEFAULT_API_URL of the table);
//   3. the context VPS_CONTEXT names, else the current one (VPS_API_URL still overrides its URL).
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
  if (contextName && context) {
    if (!context.token) throw new UsageError(`context "${contextName}" has no token (vps auth login)`, EXIT.auth);
    return { token: context.token, baseUrl: context.url || DEFAULT_API_URL, source: `context "${contextName}"` };
  }
  if (envToken) return { token: envToken, baseUrl: envUrl || DEFAULT_API_URL, source: 'VPS_TOKEN' };
  if (!context?.token) {
    throw new UsageError(
      `no token: set VPS_TOKEN, or run "vps auth login" (contexts live in ${configPath()})`,
      EXIT.auth,
    );
  }
  return { token: context.token, baseUrl: envUrl || context.url || DEFAULT_API_URL, source: `context "${name}"` };
}
