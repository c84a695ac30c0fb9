// Command-line flags and environment of `vps-mcp` (node:util parseArgs: no dependency needed).
import { parseArgs } from 'node:util';
import { DEFAULT_WAIT_MS, MAX_WAIT_SECONDS } from './await-action.js';
import { isLoopback, parseHostName } from './host-names.js';
import { ACTIONS_WAIT, DEFAULT_TOOLSETS, TOOLSETS, type Toolset } from './overlay.js';
import { allTools } from './tool-catalog.js';

export const USAGE = `Usage: vps-mcp [options]

An MCP server for the VPS Hosting API. Over stdio (the default) it calls the API with VPS_TOKEN;
over Streamable HTTP (--http) each caller sends its own API token as "Authorization: Bearer …".

Environment:
  VPS_TOKEN              the API token (stdio)
  VPS_API_URL            the API's origin (default: the server URL of the OpenAPI document);
                         point it at the sandbox: http://127.0.0.1:4020

Options:
  --toolsets LIST        comma-separated toolsets, or "all" (default: ${DEFAULT_TOOLSETS.join(',')})
                         one of: ${TOOLSETS.join(', ')}
  --tools LIST           comma-separated tool names: register exactly these (instead of --toolsets)
  --dynamic-toolsets     start with toolsets_list and toolsets_enable only; the agent enables the toolsets
                         it needs (those of --toolsets, default all), announced by tools/list_changed (stdio)
  --read-only            register only the tools that read, none whose answer holds a secret
  --scopes LIST          the token's scopes (servers:read,dns:write,…): hide the tools it cannot use
  --wait-seconds N       how long a tool waits for its action before answering with it and how to
                         go on waiting (${ACTIONS_WAIT.name}) (default ${DEFAULT_WAIT_MS / 1000})
  --http                 serve Streamable HTTP instead of stdio
  --host ADDRESS         HTTP: the address to listen on (default 127.0.0.1)
  --port N               HTTP: the port (default 8765; 0 picks a free one)
  --allowed-origin HOST  HTTP: a browser Origin host name to accept besides localhost (repeatable)
  --allowed-host LIST    HTTP: the Host names (NAME or NAME:PORT) clients reach the server by; only those
                         are served. Required with a --host that is not a loopback address
  -h, --help             this help
  -v, --version          the version
`;

export interface CliOptions {
  toolsets: Toolset[];
  /** `--tools`: exactly these tools. */
  tools?: string[];
  /** `--dynamic-toolsets`: discovery tools first, toolsets registered on demand. */
  dynamicToolsets: boolean;
  readOnly: boolean;
  scopes?: string[];
  waitMs: number;
  http?: { host: string; port: number; allowedOrigins: string[]; allowedHosts: string[] };
  help: boolean;
  version: boolean;
}

/** A mistake in the flags: the message names it, the exit code is 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `--tools`: known tool names only; an unknown one is a usage error that lists the valid ones. */
function toolNames(value: string): string[] {
  const names = list(value);
  const valid = allTools().map((tool) => tool.name);
  const unknown = names.filter((name) => !valid.includes(name));
  if (unknown.length || names.length === 0)
    throw new UsageError(`--tools: unknown ${unknown.join(', ') || '(empty)'}; the tools are ${valid.join(', ')}`);
  return [...new Set(names)];
}

export function parseOptions(argv: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      options: {
        toolsets: { type: 'string' },
        tools: { type: 'string' },
        'dynamic-toolsets': { type: 'boolean' },
        'read-only': { type: 'boolean' },
        scopes: { type: 'string' },
        'wait-seconds': { type: 'string' },
        http: { type: 'boolean' },
        host: { type: 'string' },
        port: { type: 'string' },
        'allowed-origin': { type: 'string', multiple: true },
        'allowed-host': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const named = list(parsed.toolsets);
  const dynamicToolsets = parsed['dynamic-toolsets'] ?? false;
  const toolsets =
    parsed.toolsets === undefined
      ? [...(dynamicToolsets ? TOOLSETS : DEFAULT_TOOLSETS)]
      : named.includes('all')
        ? [...TOOLSETS]
        : named;
  const unknown = toolsets.filter((t) => !(TOOLSETS as readonly string[]).includes(t));
  if (unknown.length || toolsets.length === 0)
    throw new UsageError(
      `--toolsets: unknown ${unknown.join(', ') || '(empty)'}; choose from ${TOOLSETS.join(', ')} or all`,
    );
  const tools = parsed.tools === undefined ? undefined : toolNames(parsed.tools);
  if (tools && (parsed.toolsets !== undefined || dynamicToolsets))
    throw new UsageError('--tools names the tools exactly: leave out --toolsets and --dynamic-toolsets');
  const scopes = parsed.scopes === undefined ? undefined : list(parsed.scopes);
  if (scopes?.some((s) => !/^[a-z]+:(read|write)$/.test(s)))
    throw new UsageError('--scopes: a comma-separated list such as servers:read,dns:write');
  const integer = (flag: string, value: string | undefined, fallback: number, min: number, max: number): number => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${flag}: an integer from ${min} to ${max}`);
    return n;
  };
  const http = parsed.http
    ? {
        host: parsed.host ?? '127.0.0.1',
        port: integer('--port', parsed.port, 8765, 0, 65535),
        allowedOrigins: parsed['allowed-origin'] ?? [],
        allowedHosts: (parsed['allowed-host'] ?? []).flatMap(list),
      }
    : undefined;
  if (
    !http &&
    (parsed.host !== undefined || parsed.port !== undefined || parsed['allowed-origin'] || parsed['allowed-host'])
  )
    throw new UsageError('--host, --port, --allowed-origin and --allowed-host need --http');
  if (http && !isLoopback(http.host) && http.allowedHosts.length === 0)
    throw new UsageError(
      `--host ${http.host} is not a loopback address: name the Host names clients use with --allowed-host ` +
        '(only those are served), and put TLS in front',
    );
  if (http && dynamicToolsets)
    throw new UsageError(
      '--dynamic-toolsets needs one server per connection (stdio): over --http each request gets a fresh server',
    );
  const badHost = http?.allowedHosts.find((name) => parseHostName(name) === undefined);
  if (badHost !== undefined) throw new UsageError(`--allowed-host: not a host name or NAME:PORT: ${badHost}`);
  return {
    toolsets: toolsets as Toolset[],
    ...(tools ? { tools } : {}),
    dynamicToolsets,
    readOnly: parsed['read-only'] ?? false,
    ...(scopes ? { scopes } : {}),
    waitMs: integer('--wait-seconds', parsed['wait-seconds'], DEFAULT_WAIT_MS / 1000, 1, MAX_WAIT_SECONDS) * 1000,
    ...(http ? { http } : {}),
    help: parsed.help ?? false,
    version: parsed.version ?? false,
  };
}
