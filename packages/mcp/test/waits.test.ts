// A wait an agent survives, in each protocol era over each transport: the default wait ends well
// inside the time an SDK client gives a request; past it the tool answers (not an error) with the
// action and how to go on waiting; progress keeps a client's timeout alive when it resets it on
// progress; and a cancelled call, a closed connection or an ended session stops the polling at once.
// The API is the sandbox behind a fetch that counts the polls of getAction and answers them without
// Retry-After (the pauses are the wait policy's own, shortened); no test waits on a clock of its own.
import { DEFAULT_REQUEST_TIMEOUT_MSEC } from '@modelcontextprotocol/client';
import type { FetchLike } from '@vps-hosting/api';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WAIT_MS } from '../src/await-action.js';
import { parseOptions } from '../src/options.js';
import { ACTIONS_WAIT } from '../src/overlay.js';
import type { StartedCall } from '../src/started-call.js';
import { connect, type Era, startHarness, textOf, type Harness, toolFor } from './mcp-harness.js';
import { answered, holdingPoll, isPoll } from './poll-gate.js';

const ERAS: Era[] = ['legacy-stdio', 'modern-stdio', 'legacy-http', 'modern'];

/** A reboot (it starts an action), confirmed by argument: these clients declare no elicitation. */
const reboot = OPERATIONS.find((op) => op.operationId === 'rebootServer')!;
const { tool, action } = toolFor(reboot.operationId);
const rebootArgs = () => ({ action, server_id: serverId, confirm: String(serverId) });

let h: Harness;
let serverId: number;
beforeAll(async () => {
  // Actions end only when the sandbox's clock is moved on: after each test (the server runs again).
  h = await startHarness({ fleet: true, actionSeconds: 3600 });
  serverId = (await h.op('listServers', {}, { query: 'status=running' })).body.data[0].id;
});
afterEach(async () => {
  await h.advance(3600);
});
afterAll(async () => {
  await h?.close();
});

describe('the default wait', () => {
  it('ends well inside the time an SDK client waits for an answer', () => {
    expect(parseOptions([]).waitMs).toBe(DEFAULT_WAIT_MS);
    expect(DEFAULT_WAIT_MS).toBeLessThanOrEqual(DEFAULT_REQUEST_TIMEOUT_MSEC * 0.75);
  });

  it.each(ERAS)(
    '%s: past it, the action, where it stands and the tool that goes on waiting (not an error)',
    async (era) => {
      const polled: FetchLike = (request) => (isPoll(request) ? answered(request) : fetch(request));
      const session = await connect(h, { era, fetch: polled, wait: { intervalMs: 1, timeoutMs: 30 } });
      const result = await session.client.callTool({ name: tool.name, arguments: rebootArgs() });
      await session.close();
      expect(result.isError, textOf(result)).toBeFalsy();
      const call = result.structuredContent as StartedCall;
      expect(call.wait).toBe('timed_out');
      const { id, status, progress } = call.action!;
      expect(textOf(result)).toContain(`action ${id} (${reboot.starts?.action}) is still ${status} at ${progress}%`);
      expect(call.next).toBe(`call ${ACTIONS_WAIT.name} with action_id ${id}.`);
    },
  );

  it(`${ACTIONS_WAIT.name} waits no longer than the server's wait, whatever timeout_seconds asks`, async () => {
    const polled: FetchLike = (request) => (isPoll(request) ? answered(request) : fetch(request));
    const session = await connect(h, { era: 'modern', fetch: polled, wait: { intervalMs: 1, timeoutMs: 30 } });
    const started = await session.client.callTool({ name: tool.name, arguments: { ...rebootArgs(), wait: false } });
    const { id } = (started.structuredContent as StartedCall).action!;
    const waited = await session.client.callTool({
      name: ACTIONS_WAIT.name,
      arguments: { action_id: id, timeout_seconds: DEFAULT_REQUEST_TIMEOUT_MSEC / 1000 },
    });
    await session.close();
    expect(waited.isError, textOf(waited)).toBeFalsy();
    expect(textOf(waited)).toContain(`Call ${ACTIONS_WAIT.name} with action_id ${id} to keep waiting.`);
  });
});

type Ending = 'cancelled' | 'connection closed' | 'session ended (DELETE)';
const endings: [Era, Ending][] = [
  ...ERAS.flatMap((era) => (['cancelled', 'connection closed'] as const).map((how): [Era, Ending] => [era, how])),
  ['legacy-http', 'session ended (DELETE)'],
];

describe('the polling stops at once', () => {
  it.each(endings)('%s, %s: the poll in flight is aborted and none follows', async (era, how) => {
    const gate = holdingPoll(2);
    const session = await connect(h, { era, fetch: gate.fetch, wait: { intervalMs: 1 } });
    const controller = new AbortController();
    const call = session.client.callTool({ name: tool.name, arguments: rebootArgs() }, { signal: controller.signal });
    call.catch(() => undefined);
    await gate.held;
    if (how === 'cancelled') controller.abort('the person clicked Stop');
    else if (how === 'connection closed') await session.client.close();
    else await session.terminate!();
    await gate.abortedWithin(5_000);
    controller.abort('done');
    await session.close();
    expect(gate.polls).toHaveLength(2);
  });
});

describe('progress', () => {
  it.each(['modern-stdio', 'legacy-http'] as const)(
    '%s: a wait longer than the client timeout survives when the client resets it on progress',
    async (era) => {
      const POLLS = 8;
      const TIMEOUT_MS = 400;
      // Each poll moves the sandbox clock on by an eighth of the action, so progress rises with each,
      // and answers after 100 ms, so that the whole wait outlasts the client's timeout.
      const slow: FetchLike = async (request) => {
        if (!isPoll(request)) return fetch(request);
        await h.advance(3600 / POLLS);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return answered(request);
      };
      const session = await connect(h, { era, fetch: slow, wait: { intervalMs: 1 } });
      const progress: number[] = [];
      const began = Date.now();
      const result = await session.client.callTool(
        { name: tool.name, arguments: rebootArgs() },
        {
          timeout: TIMEOUT_MS,
          resetTimeoutOnProgress: true,
          onprogress: (p) => progress.push(p.progress),
        },
      );
      const took = Date.now() - began;
      await session.close();
      expect(took).toBeGreaterThan(TIMEOUT_MS);
      expect(result.structuredContent).toMatchObject({ wait: 'finished', action: { status: 'success' } });
      expect(progress.length).toBeGreaterThanOrEqual(POLLS - 1);
    },
  );
});
