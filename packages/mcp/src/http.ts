// Streamable HTTP: one endpoint, /mcp, on 127.0.0.1 by default. Before MCP sees a request: the Host
// must be one this server answers to (any loopback name on loopback; with --allowed-host, which a
// non-loopback address needs, exactly those names with their port: host-names.ts) and a browser's
// Origin a local one (DNS-rebinding guards of @modelcontextprotocol/node), and the caller must send
// its API token as a bearer token, which that caller's API calls then use. Each request gets a fresh
// server (createMcpHandler), in either protocol era.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostHeaderValidation, originValidation, toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { hostHeaderValues, isLoopback } from './host-names.js';
import { createVpsMcpServer, type VpsMcpOptions } from './server.js';

export const MCP_PATH = '/mcp';
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

export interface HttpOptions {
  host: string;
  port: number;
  allowedOrigins: string[];
  /** The Host names (NAME or NAME:PORT) served; required off loopback. Empty: any loopback name. */
  allowedHosts?: string[];
}

export interface RunningHttp {
  url: string;
  server: Server;
  close(): Promise<void>;
}

function reject(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

/** The token of `Authorization: Bearer <token>` (the scheme in any case), if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^bearer +(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** A guard answering 403 unless the request's Host is exactly one of `values` (names with their port). */
function exactHostValidation(values: Set<string>): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const host = req.headers.host?.toLowerCase();
    if (host !== undefined && values.has(host)) return true;
    reject(res, 403, `Invalid Host: ${host ?? '(none)'}; this server answers to ${[...values].join(', ')}`);
    return false;
  };
}

export async function serveHttp(options: VpsMcpOptions, http: HttpOptions): Promise<RunningHttp> {
  const bracketed = http.host.includes(':') ? `[${http.host}]` : http.host;
  const allowedHosts = http.allowedHosts ?? [];
  if (!isLoopback(http.host) && allowedHosts.length === 0)
    throw new Error(`${http.host} is not a loopback address: name the Host names to serve (allowedHosts)`);
  let validHost = hostHeaderValidation([...new Set([...LOOPBACK, bracketed])]);
  const validOrigin = originValidation([...new Set([...LOOPBACK, ...http.allowedOrigins])]);
  const handler = createMcpHandler(({ authInfo }) => {
    if (!authInfo) throw new Error('no caller token'); // the bearer check below always sets it
    return createVpsMcpServer(options, authInfo.token);
  });
  const serveMcp = toNodeHandler(handler);
  const server = createServer((req, res) => {
    if (!validHost(req, res) || !validOrigin(req, res)) return; // each answers 403 itself
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    if (path !== MCP_PATH) return reject(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}`);
    const token = bearerToken(req);
    if (!token) {
      return reject(
        res,
        401,
        'Send your VPS API token as "Authorization: Bearer <token>": the server calls the API with it.',
        {
          'www-authenticate': 'Bearer realm="vps-mcp"',
        },
      );
    }
    Object.assign(req, { auth: { token, clientId: 'bearer', scopes: [] } });
    serveMcp(req, res).catch(() => {
      if (!res.headersSent) reject(res, 500, 'Internal error');
      else res.end();
    });
  });
  await new Promise<void>((resolve, fail) => {
    server.once('error', fail);
    server.listen(http.port, http.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (allowedHosts.length) validHost = exactHostValidation(hostHeaderValues(allowedHosts, port));
  return {
    url: `http://${bracketed}:${port}${MCP_PATH}`,
    server,
    close: async () => {
      await handler.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
