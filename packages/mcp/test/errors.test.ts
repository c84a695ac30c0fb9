// Every failure of an API call is an isError result carrying the problem (status, code, title,
// detail, field errors; when to retry on 429); misuse of the protocol stays a protocol error. Each
// expected problem is the one the sandbox answers to the same request sent directly.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, HEADER } from '@vps-hosting/api';
import { allTools } from '../src/tool-catalog.js';
import { connect, startHarness, textOf, type Era, type Harness } from './mcp-harness.js';

/** The file's sandbox (the example fleet, 20 ms actions): what a test changes in it, no other test reads. */
let shared: Harness;
/** The sandbox of the test: the shared one, or one of its own (options the shared one lacks). */
let h: Harness;
let own: Harness | undefined;
beforeAll(async () => {
  shared = await startHarness({ fleet: true, actionSeconds: 0.02 });
});
beforeEach(() => {
  h = shared;
});
afterEach(async () => {
  await own?.close();
  own = undefined;
});
afterAll(async () => {
  await shared?.close();
});

/** The problem fenced in an error result's text. */
function problemOf(result: { content?: unknown }): Record<string, any> {
  const block = /<api-data>\n([\s\S]*)\n<\/api-data>/.exec(textOf(result))?.[1];
  if (!block) throw new Error(`no data block in: ${textOf(result)}`);
  return JSON.parse(block);
}

/** What the result must carry of the problem the API answered directly. */
function expectSameProblem(
  result: { content?: unknown; isError?: unknown },
  direct: { status: number; body: Record<string, any> },
): void {
  expect(result.isError).toBe(true);
  expect(direct.status).toBeGreaterThanOrEqual(400);
  const problem = problemOf(result);
  expect(problem).toMatchObject({ status: direct.status, code: direct.body.code, title: direct.body.title });
  if (direct.body.errors) expect(problem.errors).toEqual(direct.body.errors);
}

/** The client's retries as many as by default, each after a millisecond rather than its backoff of seconds. */
const QUICK_RETRY = { baseDelayMs: 1, maxDelayMs: 1 };

async function call(era: Era, name: string, args: Record<string, unknown>, token?: string) {
  const session = await connect(h, { era, retry: QUICK_RETRY, ...(token ? { token } : {}) });
  try {
    return await session.client.callTool({ name, arguments: args });
  } finally {
    await session.close();
  }
}

describe.each(['modern', 'legacy-http'] as const)('errors as results (%s)', (era) => {
  it('400 validation_failed: the field errors', async () => {
    const zone = `${era}.errors.example`;
    await h.op('createDnsZone', {}, { body: { name: zone } });
    const body = { type: 'A', name: 'Not A Name!', address: '192.0.2.1' };
    const result = await call(era, 'dns_records_write', { zone_name: zone, body });
    expectSameProblem(result, await h.op('createDnsRecord', { zone_name: zone }, { body }));
    expect(problemOf(result).errors.length).toBeGreaterThan(0);
  });

  it('400 invalid_state, 404 not_found', async () => {
    const running = (await h.op('listServers', {}, { query: 'status=running' })).body.data[0].id;
    const state = await call(era, 'servers_power', { action: 'power_on', server_id: running });
    expectSameProblem(state, await h.op('powerOnServer', { server_id: running }));
    expect(problemOf(state).detail).toContain('running');
    const missing = await call(era, 'servers_get', { server_id: 987654 });
    expectSameProblem(missing, await h.op('getServer', { server_id: 987654 }));
  });

  it('401 for a bad token, 403 insufficient_scope for a read token writing', async () => {
    const unauthorized = await call(era, 'servers_list', {}, 'not-a-token');
    expectSameProblem(unauthorized, await h.op('listServers', {}, { token: 'not-a-token' }));
    const body = { name: 'scoped.example' };
    const forbidden = await call(era, 'dns_zones_create', { body }, h.read);
    expectSameProblem(forbidden, await h.op('createDnsZone', {}, { token: h.read, body }));
    expect(textOf(forbidden)).toContain('lacks the scope');
  });

  it('429 from the sandbox: when to retry', async () => {
    own = h = await startHarness({ rateLimit: 3 });
    const session = await connect(h, { era });
    let result;
    for (let i = 0; i < 5; i++) {
      result = await session.client.callTool({ name: 'dns_zones_list', arguments: {} });
      if (result.isError) break;
    }
    await session.close();
    const direct = await h.op('listDnsZones'); // the same token's window, used up
    expect(direct.headers.get(HEADER.retryAfter)).toBeTruthy();
    expectSameProblem(result!, direct);
    expect(problemOf(result!).retry_after_seconds).toBeGreaterThan(0);
    expect(textOf(result!)).toMatch(/Retry after \d+ seconds/);
  });

  it("500 once the client's retries are spent", async () => {
    // Every attempt of the client's, then the direct request, answers 500.
    await h.admin('POST', 'failures', { internal_errors: DEFAULT_RETRY.maxAttempts + 1 });
    const internal = await call(era, 'dns_zones_list', {});
    expectSameProblem(internal, await h.op('listDnsZones'));
  });

  it('an action that fails', async () => {
    const running = (await h.op('listServers', {}, { query: 'status=running' })).body.data[0].id;
    await h.admin('POST', 'failures', {
      action_type: 'reboot_server',
      code: 'reboot_timeout',
      message: 'The guest ignored the reboot.',
    });
    const failed = await call(era, 'servers_power', { action: 'reboot', server_id: running, confirm: String(running) });
    expect(failed.isError).toBe(true);
    expect(textOf(failed)).toContain('failed');
    expect(problemOf(failed).action).toMatchObject({
      status: 'error',
      error: { code: 'reboot_timeout', message: 'The guest ignored the reboot.' },
    });
  });

  it('an unreachable API: the error names the URL and the cause, not only "fetch failed"', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const apiUrl = `http://127.0.0.1:${port}`;
    const session = await connect(h, { era, apiUrl, retry: QUICK_RETRY });
    try {
      const result = await session.client.callTool({ name: 'servers_get', arguments: { server_id: 42 } });
      expect(result.isError).toBe(true);
      const get = allTools().find((t) => t.name === 'servers_get')!;
      const path = Object.values(get.routes)[0]!.operation.path.replace(/\{[^}]+\}/, '42');
      expect(textOf(result)).toContain(`${apiUrl}${path}`);
      expect(textOf(result)).toMatch(/ECONNREFUSED/);
    } finally {
      await session.close();
    }
  });

  it('protocol misuse stays a protocol error: an unknown tool', async () => {
    const session = await connect(h, { era });
    await expect(session.client.callTool({ name: 'servers_explode', arguments: {} })).rejects.toThrow(
      /servers_explode/,
    );
    await session.close();
  });

  it('arguments the schema refuses never reach the API', async () => {
    const session = await connect(h, { era });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'explode', server_id: 42 },
    });
    await session.close();
    expect(result.isError).toBe(true);
    expect((await h.op('getServer', { server_id: 42 })).body.status).toBe('running');
  });
});

describe('the retry policy', () => {
  it('a server given retry: { maxAttempts: 1 } reports the first 500 and tries no second time', async () => {
    await h.admin('POST', 'failures', { internal_errors: 2 });
    const session = await connect(h, { era: 'modern', retry: { maxAttempts: 1 } });
    const result = await session.client.callTool({ name: 'dns_zones_list', arguments: {} });
    await session.close();
    // The second failure is the direct request's; none is left after it.
    expectSameProblem(result, await h.op('listDnsZones'));
    expect((await h.op('listDnsZones')).status).toBe(200);
  });
});
