// Where a command's token and base URL come from, first match wins:
//   1. --context <name>: that context's token and URL, whatever the environment says (an environment
//      token never goes to a context's URL);
//   2. VPS_TOKEN (with VPS_API_URL, else the document's production URL: DEFAULT_API_URL of the table);
//   3. the context VPS_CONTEXT names, else the current one (VPS_API_URL still overrides its URL).
// A URL without an http(s) scheme is a usage error naming where it came from.
import { DEFAULT_API_URL } from '@vps-hosting/api/operations';
import { UsageError, EXIT } from '../run/exit-codes.js';
import { readConfig, configPath } from './config-file.js';

export interface Credentials {
  token: string;
  baseUrl: string;
  /** The context they belong to, when one does (not with VPS_TOKEN). */
  context?: string;
  /** Where each came from, for `vps auth status` and error messages: `--context "prod"`, `VPS_TOKEN`, … */
  tokenFrom: string;
  urlFrom: string;
}

const DEFAULT_URL_FROM = "the document's default";

/** The URL as given, when it is an http:// or https:// URL; a usage error naming `from` otherwise. */
export function checkedUrl(url: string, from: string): string {
  let protocol: string | undefined;
  try {
    protocol = new URL(url).protocol;
  } catch {}
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new UsageError(`${from}: "${url}" is not an http:// or https:// URL (such as https://api.example.com)`);
  }
  return url;
}

export function resolveCredentials(contextName: string | undefined, env: NodeJS.ProcessEnv = process.env): Credentials {
  const envToken = env.VPS_TOKEN?.trim();
  const envUrl = env.VPS_API_URL?.trim();
  const config = readConfig();
  const fromEnv = contextName === undefined && env.VPS_CONTEXT?.trim() ? 'VPS_CONTEXT' : undefined;
  const name = contextName ?? env.VPS_CONTEXT?.trim() ?? config.current;
  const context = name ? config.contexts[name] : undefined;
  if (contextName && !context) throw new UsageError(`no context "${contextName}" (vps context list)`);
  const file = configPath();
  if (contextName && context) {
    if (!context.token) throw new UsageError(`context "${contextName}" has no token (vps auth login)`, EXIT.auth);
    const from = `--context "${contextName}" (${file})`;
    return {
      token: context.token,
      baseUrl: context.url ? checkedUrl(context.url, `the URL of ${from}`) : DEFAULT_API_URL,
      context: contextName,
      tokenFrom: from,
      urlFrom: context.url ? from : DEFAULT_URL_FROM,
    };
  }
  if (envToken) {
    return {
      token: envToken,
      baseUrl: envUrl ? checkedUrl(envUrl, 'VPS_API_URL') : DEFAULT_API_URL,
      tokenFrom: 'VPS_TOKEN',
      urlFrom: envUrl ? 'VPS_API_URL' : DEFAULT_URL_FROM,
    };
  }
  if (!context?.token) {
    throw new UsageError(`no token: set VPS_TOKEN, or run "vps auth login" (contexts live in ${file})`, EXIT.auth);
  }
  const from = `context "${name}"${fromEnv ? ' (VPS_CONTEXT)' : ''} (${file})`;
  const url = envUrl || context.url;
  return {
    token: context.token,
    baseUrl: url ? checkedUrl(url, envUrl ? 'VPS_API_URL' : `the URL of ${from}`) : DEFAULT_API_URL,
    context: name!,
    tokenFrom: from,
    urlFrom: envUrl ? 'VPS_API_URL' : context.url ? from : DEFAULT_URL_FROM,
  };
}
