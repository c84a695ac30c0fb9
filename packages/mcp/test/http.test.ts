// Streamable HTTP on a real loopback port: the SDK's client in both protocol revisions with its
// bearer token, each caller's token used for its own API calls, and the guards before MCP: no token
// (401), a foreign Host or Origin (403, DNS rebinding), another path (404). A 2025-era client gets a
// session of its own (Mcp-Session-Id) that only its token reaches, bounded in number and idle time
// and closed on DELETE.
import { request } from 'node:http';
import { Client, LATEST_PROTOCOL_VERSION, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainHttpWarning } from '../src/host-names.js';
import { createHttpHandler, serveHttp, type RunningHttp } from '../src/http.js';
import { parseOptions, UsageError } from '../src/options.js';
import { DEFAULT_TOOLSETS } from '../src/overlay.js';
import { startHarness, textOf, type Harness, toolFor } from './mcp-harness.js';
import { holdingPoll } from './poll-gate.js';

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

/** A 2025-era client's opening request. */
const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

/** A raw `initialize` with the headers given (Host included), answered with its status and body. */
function raw(
  headers: Record<string, string>,
  path = new URL(mcp.url).pathname,
  to: RunningHttp = mcp,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(to.url);
  const body = JSON.stringify(INITIALIZE);
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

describe('a call cancelled over the wire', () => {
  const { tool, action } = toolFor('rebootServer');

  it.each([
    ['legacy', 'cancelled'],
    ['legacy', 'connection closed'],
    ['auto', 'cancelled'],
  ] as const)('%s, %s: its polling stops, the poll in flight aborted', async (mode, how) => {
    const gate = holdingPoll(2);
    const wait = { intervalMs: 1, timeoutMs: 20_000 };
    const served = await serveHttp(
      { apiUrl: h.base, toolsets: DEFAULT_TOOLSETS, fetch: gate.fetch, wait },
      { host: '127.0.0.1', port: 0, allowedOrigins: [] },
    );
    const client = new Client({ name: 'http-test', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(served.url), { authProvider: { token: async () => h.full } }),
    );
    try {
      const serverId = (await h.op('listServers', {}, { query: 'status=running' })).body.data[0].id as number;
      const controller = new AbortController();
      const call = client.callTool(
        { name: tool.name, arguments: { action, server_id: serverId, confirm: String(serverId) } },
        { signal: controller.signal },
      );
      call.catch(() => undefined);
      await gate.held;
      if (how === 'cancelled') controller.abort('the person clicked Stop');
      else await client.close();
      await gate.abortedWithin(5_000);
      expect(gate.polls).toHaveLength(2);
    } finally {
      await client.close();
      await served.close();
      await h.advance(3600); // the reboot ends: the server runs again
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
    expect(local.body).toContain('"serverInfo"');
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
      expect(named.body).toContain('"serverInfo"');
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'mcp.example', `mcp.example:${Number(port) + 1}`]) {
        expect({ host, status: (await raw({ ...auth, host }, path, guarded)).status }).toEqual({ host, status: 403 });
      }
    } finally {
      await guarded.close();
    }
  });
});

describe('2025-era sessions', () => {
  /** A request to a handler in-process, as a 2025-era client sends it after the bearer check. */
  const send = (
    handler: ReturnType<typeof createHttpHandler>,
    token: string,
    message: object | undefined,
    o: { session?: string; method?: string } = {},
  ) =>
    handler.fetch(
      new Request('http://127.0.0.1/mcp', {
        method: o.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(o.session ? { 'mcp-session-id': o.session, 'mcp-protocol-version': LATEST_PROTOCOL_VERSION } : {}),
        },
        ...(message ? { body: JSON.stringify(message) } : {}),
      }),
      token,
    );
  const open = async (handler: ReturnType<typeof createHttpHandler>, token: string) => {
    const answer = await send(handler, token, INITIALIZE);
    await answer.text();
    const session = answer.headers.get('mcp-session-id');
    expect(session).toBeTruthy();
    const initialized = { jsonrpc: '2.0', method: 'notifications/initialized' };
    expect((await send(handler, token, initialized, { session: session! })).status).toBe(202);
    return session!;
  };
  const listTools = { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} };
  const options = { apiUrl: 'http://127.0.0.1:9', toolsets: DEFAULT_TOOLSETS };

  it('only the token that opened a session reaches it; a request without one must initialize', async () => {
    const handler = createHttpHandler(options);
    try {
      const session = await open(handler, 'token-a');
      const mine = await send(handler, 'token-a', listTools, { session });
      expect(mine.status).toBe(200);
      expect(await mine.text()).toContain('servers_list');
      const theirs = await send(handler, 'token-b', listTools, { session });
      expect(theirs.status).toBe(404);
      expect(await theirs.text()).not.toContain('servers_list');
      expect((await send(handler, 'token-a', listTools)).status).toBe(400);
    } finally {
      await handler.close();
    }
  });

  it('closed on DELETE: the session is gone', async () => {
    const handler = createHttpHandler(options);
    try {
      const session = await open(handler, 'token-a');
      expect((await send(handler, 'token-a', undefined, { session, method: 'DELETE' })).status).toBe(200);
      expect(handler.sessions.size).toBe(0);
      expect((await send(handler, 'token-a', listTools, { session })).status).toBe(404);
    } finally {
      await handler.close();
    }
  });

  it('bounded in idle time and in number: the longest idle goes first, none while all are busy', async () => {
    let now = 0;
    const idleMs = 60_000;
    const handler = createHttpHandler(options, { maxSessions: 2, idleMs, now: () => now });
    try {
      const first = await open(handler, 'token-a');
      now += 1;
      const second = await open(handler, 'token-b');
      now += 1;
      const third = await open(handler, 'token-c'); // the third closes the longest idle one
      expect((await send(handler, 'token-a', listTools, { session: first })).status).toBe(404);
      expect(handler.sessions.size).toBe(2);
      // Both open sessions busy (each holds its GET stream): a new one is refused, none is closed.
      const streams = await Promise.all([
        send(handler, 'token-b', undefined, { session: second, method: 'GET' }),
        send(handler, 'token-c', undefined, { session: third, method: 'GET' }),
      ]);
      expect(streams.map((r) => r.status)).toEqual([200, 200]);
      const refused = await send(handler, 'token-d', INITIALIZE);
      expect(refused.status).toBe(503);
      await Promise.all(streams.map((r) => r.body?.cancel()));
      // Idle for the limit: closed at the next request.
      now += idleMs;
      expect((await send(handler, 'token-b', listTools, { session: second })).status).toBe(404);
      expect(handler.sessions.size).toBe(0);
    } finally {
      await handler.close();
    }
  });

  it('sessions opened at the same time count against the bound too', async () => {
    const handler = createHttpHandler(options, { maxSessions: 2 });
    try {
      const answers = await Promise.all(['token-a', 'token-b', 'token-c'].map((t) => send(handler, t, INITIALIZE)));
      await Promise.all(answers.map((a) => a.text()));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 503]);
      expect(handler.sessions.size).toBe(2);
    } finally {
      await handler.close();
    }
  });
});
