// Where a command's token and base URL come from. VPS_TOKEN and VPS_API_URL win over everything;
// otherwise the context named by --context, else the current one. An environment token never takes
// a context's URL unless that context is named with --context: the URL is then VPS_API_URL or the
// document's production URL, and that choice is printed when it is not the obvious one.
import { createRequire } from 'node:module';
import { UsageError, EXIT } from '../run/exit-codes.js';
import { readConfig, configPath } from './config-file.js';

export interface Credentials {
  token: string;
  baseUrl: string;
  /** Where each came from, for `vps auth status` and error messages. */
  source: string;
}

/** The production URL of the document's first server, its variables at their defaults. */
export function documentBaseUrl(): string {
  const require = createRequire(import.meta.url);
  const document = require('@vps-hosting/api/openapi.json') as {
    servers: { url: string; variables?: Record<string, { default: string }> }[];
  };
  const server = document.servers[0]!;
  return server.url.replace(/\{(\w+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? '');
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
      baseUrl: envUrl || explicitContext?.url || documentBaseUrl(),
      source: 'VPS_TOKEN',
    };
  }
  if (!context?.token) {
    throw new UsageError(
      `no token: set VPS_TOKEN, or run "vps auth login" (contexts live in ${configPath()})`,
      EXIT.auth,
    );
  }
  return { token: context.token, baseUrl: envUrl || context.url || documentBaseUrl(), source: `context "${name}"` };
}
