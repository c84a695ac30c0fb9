// Streamable HTTP on a real loopback port: the SDK's client in both protocol revisions with its
// bearer token, each caller's token used for its own API calls, and the guards before MCP: no token
// (401), a foreign Host or Origin (403, DNS rebinding), another path (404).
import { request } from 'node:http';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainHttpWarning } from '../src/host-names.js';
import { serveHttp, type RunningHttp } from '../src/http.js';
import { parseOptions, UsageError } from '../src/options.js';
import { DEFAULT_TOOLSETS } from '../src/overlay.js';
import { startHarness, textOf, type Harness } from './mcp-harness.js';

let h: Harness;
let mcp: RunningHttp;
let otherAccount: string;

beforeAll(async () => {
  h = await startHarness({ fleet: true });
  otherAccount = (await h.admin('POST', 'tokens', { scopes: 'all' })).token;
  mcp = await serveHttp(
    { apiUrl: h.base, toolsets: DEFAULT_TOOLSETS },
    { host: '127.0.0.1', port: 0, allowedOrigins: [] },
  );
});
afterAll(async () => {
  await mcp?.close();
  await h?.close();
});

async function connectHttp(token: string, mode: 'auto' | 'legacy'): Promise<Client> {
  const client = new Client({ name: 'http-test', version: '1.0.0' }, { versionNegotiation: { mode } });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(mcp.url), { authProvider: { token: async () => token } }),
  );
  return client;
}

/** A raw request with the headers given (Host included), answered with its status and body. */
function raw(
  headers: Record<string, string>,
  path = new URL(mcp.url).pathname,
  to: RunningHttp = mcp,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(to.url);
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(['auto', 'legacy'] as const)('the SDK client over HTTP (%s)', (mode) => {
  it("lists the tools and calls the API with the caller's own token", async () => {
    const fleetOwner = await connectHttp(h.full, mode);
    const stranger = await connectHttp(otherAccount, mode);
    try {
      expect((await fleetOwner.listTools()).tools.length).toBeGreaterThan(10);
      const mine = await fleetOwner.callTool({ name: 'servers_list', arguments: {} });
      const theirs = await stranger.callTool({ name: 'servers_list', arguments: {} });
      const direct = (await h.op('listServers')).body.data.map((s: { id: number }) => s.id);
      expect(direct.length).toBeGreaterThan(0);
      expect((mine.structuredContent as { data: { id: number }[] }).data.map((s) => s.id)).toEqual(direct);
      expect((theirs.structuredContent as { data: unknown[] }).data).toEqual([]);
    } finally {
      await fleetOwner.close();
      await stranger.close();
    }
  });
});

describe('before MCP', () => {
  it('refuses a request without a bearer token: 401 with WWW-Authenticate', async () => {
    const answer = await raw({ host: new URL(mcp.url).host });
    expect(answer.status).toBe(401);
    expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(answer.body).toContain('Authorization: Bearer');
  });

  it('refuses a foreign Host and a foreign Origin (403), even with a token', async () => {
    const auth = { authorization: `Bearer ${h.full}` };
    expect((await raw({ ...auth, host: 'evil.example' })).status).toBe(403);
    expect((await raw({ ...auth, host: new URL(mcp.url).host, origin: 'https://evil.example' })).status).toBe(403);
    const local = await raw({ ...auth, host: new URL(mcp.url).host, origin: 'http://localhost:3000' });
    expect(local.status).toBe(200);
    expect(local.body).toContain('servers_list');
  });

  it('answers 404 off the MCP path', async () => {
    expect((await raw({ host: new URL(mcp.url).host, authorization: `Bearer ${h.full}` }, '/other')).status).toBe(404);
  });

  it("a caller whose token the API refuses gets the API's 401 as a tool error", async () => {
    const client = await connectHttp('not-a-valid-token', 'auto');
    const result = await client.callTool({ name: 'servers_list', arguments: {} });
    await client.close();
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('401');
  });
});

describe('off loopback: --allowed-host', () => {
  it('a non-loopback --host needs --allowed-host (a usage error, nothing bound) and warns that TLS belongs in front', async () => {
    expect(() => parseOptions(['--http', '--host', '0.0.0.0'])).toThrow(UsageError);
    expect(() => parseOptions(['--http', '--host', '0.0.0.0'])).toThrow(/--allowed-host/);
    expect(() => parseOptions(['--allowed-host', 'mcp.example'])).toThrow(/need --http/);
    expect(() => parseOptions(['--http', '--allowed-host', 'not a host'])).toThrow(/--allowed-host/);
    const cli = parseOptions(['--http', '--host', '0.0.0.0', '--allowed-host', 'mcp.example,10.0.0.5:8765']);
    expect(cli.http?.allowedHosts).toEqual(['mcp.example', '10.0.0.5:8765']);
    expect(parseOptions(['--http']).http?.allowedHosts).toEqual([]);
    await expect(
      serveHttp({ apiUrl: h.base, toolsets: DEFAULT_TOOLSETS }, { host: '0.0.0.0', port: 0, allowedOrigins: [] }),
    ).rejects.toThrow(/allowedHosts/);
    expect(plainHttpWarning('0.0.0.0')).toMatch(/TLS/);
    expect(plainHttpWarning('127.0.0.1')).toBeUndefined();
    expect(plainHttpWarning('::1')).toBeUndefined();
  });

  it('serves only the allowed Host names with their port: a spoofed Host 127.0.0.1 is refused', async () => {
    const guarded = await serveHttp(
      { apiUrl: h.base, toolsets: DEFAULT_TOOLSETS },
      { host: '127.0.0.1', port: 0, allowedOrigins: [], allowedHosts: ['mcp.example'] },
    );
    try {
      const port = new URL(guarded.url).port;
      const auth = { authorization: `Bearer ${h.full}` };
      const path = new URL(guarded.url).pathname;
      const named = await raw({ ...auth, host: `mcp.example:${port}` }, path, guarded);
      expect(named.status).toBe(200);
      expect(named.body).toContain('servers_list');
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'mcp.example', `mcp.example:${Number(port) + 1}`]) {
        expect({ host, status: (await raw({ ...auth, host }, path, guarded)).status }).toEqual({ host, status: 403 });
      }
    } finally {
      await guarded.close();
    }
  });
});
