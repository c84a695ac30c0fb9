// Streamable HTTP: one endpoint, /mcp, on 127.0.0.1 by default. Before MCP sees a request: the Host
// must be one this server answers to (any loopback name on loopback; with --allowed-host, which a
// non-loopback address needs, exactly those names with their port: host-names.ts) and a browser's
// Origin a local one (DNS-rebinding guards of @modelcontextprotocol/node), and the caller must send
// its API token as a bearer token, which that caller's API calls then use. A 2026-07-28 request gets
// a fresh server (createMcpHandler); a 2025-era client gets a session of its own (legacy-sessions.ts),
// so that in both eras the server can ask the person and a cancellation reaches the call.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostHeaderValidation, originValidation, toNodeHandler } from '@modelcontextprotocol/node';
import {
  type AuthInfo,
  createMcpHandler,
  isJsonContentType,
  isLegacyRequest,
  readRequestBody,
} from '@modelcontextprotocol/server';
import { hostHeaderValues, isLoopback } from './host-names.js';
import { LegacySessions, type SessionLimits } from './legacy-sessions.js';
import { createVpsMcpServer, type VpsMcpOptions } from './server.js';

export const MCP_PATH = '/mcp';
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

export interface HttpOptions {
  host: string;
  port: number;
  allowedOrigins: string[];
  /** The Host names (NAME or NAME:PORT) served; required off loopback. Empty: any loopback name. */
  allowedHosts?: string[];
  /** Bounds of the 2025-era sessions. */
  sessions?: SessionLimits;
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

/** The MCP endpoint as a web-standard handler, for callers whose bearer token has been read. */
export interface VpsMcpHttpHandler {
  fetch(request: Request, token: string): Promise<Response>;
  /** The 2025-era sessions (their count, sweeping). */
  sessions: LegacySessions;
  close(): Promise<void>;
}

function jsonError(status: number, code: number, message: string): Response {
  return Response.json({ jsonrpc: '2.0', error: { code, message }, id: null }, { status });
}

/** Routes each request by its era: 2026-07-28 to a per-request server, 2025 to the caller's session. */
export function createHttpHandler(options: VpsMcpOptions, limits?: SessionLimits): VpsMcpHttpHandler {
  const modern = createMcpHandler(
    ({ authInfo }) => {
      if (!authInfo) throw new Error('no caller token'); // fetch always passes it
      return createVpsMcpServer(options, authInfo.token);
    },
    { legacy: 'reject' },
  );
  const sessions = new LegacySessions((token) => createVpsMcpServer(options, token), limits);
  return {
    sessions,
    async fetch(request, token) {
      const authInfo: AuthInfo = { token, clientId: 'bearer', scopes: [] };
      let body: unknown;
      if (request.method === 'POST') {
        if (!isJsonContentType(request.headers.get('content-type')))
          return jsonError(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
        const read = await readRequestBody(request);
        if (read.tooLarge) return jsonError(413, -32000, 'Payload Too Large');
        try {
          body = JSON.parse(read.text);
        } catch {
          return jsonError(400, -32700, 'Parse error: Invalid JSON');
        }
      }
      if (await isLegacyRequest(request, body)) return sessions.handle(request, body, authInfo);
      return modern.fetch(request, { authInfo, ...(body !== undefined ? { parsedBody: body } : {}) });
    },
    async close() {
      await sessions.close();
      await modern.close();
    },
  };
}

export async function serveHttp(options: VpsMcpOptions, http: HttpOptions): Promise<RunningHttp> {
  const bracketed = http.host.includes(':') ? `[${http.host}]` : http.host;
  const allowedHosts = http.allowedHosts ?? [];
  if (!isLoopback(http.host) && allowedHosts.length === 0)
    throw new Error(`${http.host} is not a loopback address: name the Host names to serve (allowedHosts)`);
  let validHost = hostHeaderValidation([...new Set([...LOOPBACK, bracketed])]);
  const validOrigin = originValidation([...new Set([...LOOPBACK, ...http.allowedOrigins])]);
  const handler = createHttpHandler(options, http.sessions);
  const serveMcp = toNodeHandler({
    // The bearer check below always sets the token.
    fetch: (request, o) => handler.fetch(request, o?.authInfo?.token ?? ''),
  });
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
