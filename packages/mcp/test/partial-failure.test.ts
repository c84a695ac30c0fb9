// A write is never reported as if nothing happened (docs/design/actions.md): once the API accepted a
// call that starts an action, the result names the action, its last status, the Idempotency-Key and
// what to call next, whether following it then failed for a missing scope or a 429, ran out of time
// or was cancelled; a retry with that key starts nothing new; and a create waits for the action it
// started, found through the actions list.
import type { ServerContext } from '@modelcontextprotocol/server';
import { createVpsClient, type FetchLike } from '@vps-hosting/api';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callTool } from '../src/call-tool.js';
import type { StartedCall } from '../src/started-call.js';
import { servingRoute } from '../src/treatment.js';
import { connect, startHarness, textOf, type Harness } from './mcp-harness.js';
import { answered, isPoll, steppingPolls } from './poll-gate.js';

// One sandbox for the file (actions of an hour: they end only as a test moves its clock on), emptied
// (its tokens kept) before each test; a test that needs other options has a sandbox of its own.
const ACTION_SECONDS = 3600;
let shared: Harness;
let own: Harness | undefined;
let h: Harness;
beforeAll(async () => {
  shared = await startHarness({ actionSeconds: ACTION_SECONDS });
});
beforeEach(async () => {
  await shared.admin('POST', 'reset');
  h = shared;
});
afterEach(async () => {
  await own?.close();
  own = undefined;
});
afterAll(async () => {
  await shared?.close();
});

const operation = (id: string) => OPERATIONS.find((op) => op.operationId === id)!;
/** The path of the operation as a pattern (its parameters any segment). */
const pathPattern = (id: string) => new RegExp(`^${operation(id).path.replace(/\{\w+\}/g, '[^/]+')}$`);

/**
 * The example fleet in the default account of the file's sandbox (or of one of the test's own, given
 * options), and a token of that account with these scopes.
 */
async function fleetWithToken(
  scopes: string[] | 'all',
  options?: Parameters<typeof startHarness>[0],
): Promise<{ harness: Harness; token: string; serverId: number }> {
  if (options) own = await startHarness({ actionSeconds: ACTION_SECONDS, ...options });
  const harness = own ?? shared;
  const { account_id } = await harness.admin('POST', 'fleet', {});
  const { token } = await harness.admin('POST', 'tokens', { scopes, account_id });
  const servers = await harness.op('listServers', {}, { query: 'status=running' });
  return { harness, token: token as string, serverId: servers.body.data[0].id as number };
}

/** Expects a started call's result to name its action and key in the text and the structuredContent. */
function expectNamed(result: { content?: unknown; structuredContent?: unknown }): StartedCall {
  const started = result.structuredContent as StartedCall;
  expect(started.action?.id, textOf(result)).toBeGreaterThan(0);
  expect(started.idempotency_key).toMatch(/\S{8,}/);
  expect(textOf(result)).toContain(`action ${started.action!.id}`);
  expect(textOf(result)).toContain(`Idempotency-Key ${started.idempotency_key}`);
  expect(started.next).toContain(`action_id ${started.action!.id}`);
  return started;
}

/** The ids of the server's reboot actions. */
async function reboots(harness: Harness, serverId: number): Promise<number[]> {
  const query = `type=${operation('rebootServer').starts!.action}&per_page=100`;
  const list = await harness.op('listServerActions', { server_id: serverId }, { query });
  return (list.body.data as { id: number }[]).map((a) => a.id);
}

describe('a started call whose wait fails still names its action and key', () => {
  it('403 following it (no actions:read): the reboot happened; a retry with the key reboots once', async () => {
    const fleet = await fleetWithToken(['servers:read', 'servers:write']);
    h = fleet.harness;
    const before = new Set(await reboots(h, fleet.serverId));
    const session = await connect(h, { era: 'modern', token: fleet.token });
    const args = { action: 'reboot', server_id: fleet.serverId, confirm: String(fleet.serverId) };
    const first = await session.client.callTool({ name: 'servers_power', arguments: args });
    const started = expectNamed(first);
    expect(started).toMatchObject({ wait: 'poll_failed', problem: { status: 403 } });
    expect(textOf(first)).toContain('do not repeat the call');
    const retried = await session.client.callTool({
      name: 'servers_power',
      arguments: { ...args, idempotency_key: started.idempotency_key },
    });
    await session.close();
    expect((retried.structuredContent as StartedCall).action?.id).toBe(started.action!.id);
    expect((await reboots(h, fleet.serverId)).filter((id) => !before.has(id))).toEqual([started.action!.id]);
  });

  it('429 while waiting: the action, when to ask again, and the key', async () => {
    // Two requests a window for the agent's token: the reboot and one poll; the next poll is refused.
    // The polls answered without Retry-After while the action runs: the refused one comes at once.
    const fleet = await fleetWithToken('all', { rateLimit: 2 });
    h = fleet.harness;
    const polled: FetchLike = (request) => (isPoll(request) ? answered(request) : fetch(request));
    const session = await connect(h, { era: 'modern', token: fleet.token, fetch: polled });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reboot', server_id: fleet.serverId, confirm: String(fleet.serverId) },
    });
    await session.close();
    const started = expectNamed(result);
    expect(started).toMatchObject({ wait: 'poll_failed', problem: { status: 429 } });
    expect(started.next).toMatch(/after \d+ seconds/);
  });

  it('the wait runs out: the action still running, actions_wait and the key', async () => {
    const fleet = await fleetWithToken('all');
    h = fleet.harness;
    const session = await connect(h, { era: 'modern', wait: { timeoutMs: 300 } });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reboot', server_id: fleet.serverId, confirm: String(fleet.serverId) },
    });
    await session.close();
    expect(expectNamed(result)).toMatchObject({ wait: 'timed_out', action: { status: 'pending' } });
    expect(textOf(result)).toContain(`actions_wait with action_id`);
  });

  it('cancelled mid-wait: the progress the client saw, and the result, name the action and the key', async () => {
    const fleet = await fleetWithToken('all');
    h = fleet.harness;
    const harness = h;
    const controller = new AbortController();
    const notified: { progress: number; message?: string }[] = [];
    const polls: string[] = [];
    // A tenth of the action in at each poll after the first (answered without Retry-After, so it comes
    // at once): that poll reports progress, then the call is cancelled.
    const counting: FetchLike = async (request) => {
      if (pathPattern('getAction').test(new URL(request.url).pathname)) {
        polls.push(request.url);
        if (polls.length > 1) await harness.advance(360);
        return answered(request);
      }
      // Without the signal: a request aborted mid-flight can leave a connection the sandbox's close waits for.
      const init = { method: request.method, headers: request.headers, body: request.body, duplex: 'half' };
      return fetch(request.url, init as RequestInit);
    };
    const client = createVpsClient({ baseUrl: harness.base, token: harness.full, fetch: counting });
    const ctx = {
      mcpReq: {
        signal: controller.signal,
        _meta: { progressToken: 'p' },
        notify: async (n: { params: { progress: number; message?: string } }) => {
          notified.push(n.params);
          controller.abort('the person clicked Stop');
        },
      },
    };
    const { tool } = servingRoute('rebootServer');
    const result = await callTool(
      tool,
      { action: 'reboot', server_id: fleet.serverId, confirm: String(fleet.serverId) },
      ctx as unknown as ServerContext,
      { client, wait: { intervalMs: 20, timeoutMs: 60_000 }, canElicit: false },
    );
    const started = expectNamed(result as { content?: unknown; structuredContent?: unknown });
    expect(started.wait).toBe('cancelled');
    expect(notified.length).toBeGreaterThan(0);
    expect(polls).toHaveLength(2);
    expect(notified[0]!.message).toContain(`action ${started.action!.id}, Idempotency-Key ${started.idempotency_key}`);
  });
});

describe('a create that starts an action is followed', () => {
  async function createServer(token?: string, fetch?: FetchLike) {
    const harness = h;
    const plan = (await harness.op('listPlans', {}, { query: 'available=true' })).body.data[0];
    const image = (await harness.op('listImages')).body.data[0];
    const body = { name: 'followed', plan: plan.slug, location: plan.locations[0], image: image.slug };
    const session = await connect(harness, { era: 'modern', ...(token ? { token } : {}), ...(fetch ? { fetch } : {}) });
    try {
      return await session.client.callTool({ name: 'servers_create', arguments: { body, confirm: 'followed' } });
    } finally {
      await session.close();
    }
  }

  it('servers_create waits for provisioning and names its action', async () => {
    // The provisioning ends only as the polls move the sandbox's clock on: running only if it was waited for.
    const result = await createServer(undefined, steppingPolls(h, ACTION_SECONDS / 3));
    const started = result.structuredContent as StartedCall & { resource: { id: number } };
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(started).toMatchObject({
      wait: 'finished',
      action: { type: operation('createServer').starts!.action, status: 'success' },
    });
    expect(started.action!.resource.id).toBe(String(started.resource.id));
    expect(textOf(result)).toContain(`action ${started.action!.id}`);
    expect((await h.op('getServer', { server_id: started.resource.id })).body.status).toBe('running');
  });

  it('without actions:read: the new server and the key, and where to see it', async () => {
    const fleet = await fleetWithToken(['servers:read', 'servers:write']);
    h = fleet.harness;
    const result = await createServer(fleet.token);
    const started = result.structuredContent as StartedCall & { resource: { id: number } };
    expect(started).toMatchObject({ action: null, wait: 'poll_failed', problem: { status: 403 } });
    expect(started.idempotency_key).toBeTruthy();
    expect(textOf(result)).toContain(`Idempotency-Key ${started.idempotency_key}`);
    const read = servingRoute('getServer').tool.name;
    expect(started.next).toContain(`${read} with server_id: ${started.resource.id}`);
  });
});
