// Tools that start an action wait for it: progress notifications rising to 100 when the client
// asked for them, the pending action (and actions_wait) when the wait runs out, and an
// Idempotency-Key that makes a retried call start nothing new. Cancellation, closed connections and
// the default wait in each era over each transport: waits.test.ts. A reboot
// interrupts a service (the table's risk), so these calls carry `confirm` (this client cannot ask).
// A running action advances on the sandbox's clock, moved by the polls (poll-gate.ts), not in real seconds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FetchLike } from '@vps-hosting/api';
import type { StartedCall } from '../src/started-call.js';
import { connect, startHarness, textOf, type Harness } from './mcp-harness.js';
import { isPoll, steppingPolls } from './poll-gate.js';

/** The action a started call's result names. */
const actionOf = (result: { structuredContent?: unknown }) => (result.structuredContent as StartedCall).action!;

/** Actions of ACTION_SECONDS: they end only as a test moves the sandbox's clock on. */
const ACTION_SECONDS = 3600;

// One sandbox for the file, emptied (its tokens kept) and given the example fleet again before each
// test: each starts from the same state, alone or in any order.
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ actionSeconds: ACTION_SECONDS });
});
beforeEach(async () => {
  await h.admin('POST', 'reset');
  await h.admin('POST', 'fleet', {});
});
afterAll(async () => {
  await h?.close();
});

/** Polls that move the sandbox's clock a third of an action on each. */
const steppingThirds = (harness: Harness) => steppingPolls(harness, ACTION_SECONDS / 3);

async function runningServer(harness: Harness): Promise<number> {
  return (await harness.op('listServers', {}, { query: 'status=running' })).body.data[0].id as number;
}

describe.each(['modern', 'legacy-http', 'legacy-session'] as const)('awaited actions (%s)', (era) => {
  it('sends progress rising to 100 and returns the finished action', async () => {
    // Two polls see it running before the third sees it done.
    const id = await runningServer(h);
    const session = await connect(h, { era, fetch: steppingThirds(h) });
    const progress: { progress: number; total?: number; message?: string }[] = [];
    const result = await session.client.callTool(
      { name: 'servers_power', arguments: { action: 'reboot', server_id: id, confirm: String(id) } },
      { onprogress: (p) => progress.push(p) },
    );
    await session.close();
    expect(result.isError).toBeFalsy();
    const action = actionOf(result);
    expect(action).toMatchObject({ status: 'success', progress: 100 });
    expect(result.structuredContent).toMatchObject({ wait: 'finished', next: null });
    const ours = progress.filter((p) => p.total === 100);
    expect(ours.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < ours.length; i++) expect(ours[i]!.progress).toBeGreaterThan(ours[i - 1]!.progress);
    // Each message names the action and the key, so a client that cancels has seen both.
    const key = (result.structuredContent as StartedCall).idempotency_key;
    expect(ours.at(-1)).toMatchObject({
      progress: 100,
      message: `${action.type}: success (action ${action.id}, Idempotency-Key ${key})`,
    });
    expect(textOf(result)).toMatch(/succeeded at 100%/);
  });

  it('sends no progress to a client that did not ask', async () => {
    // Polls that see it running (each a progress a client that asked would be sent), then done.
    const id = await runningServer(h);
    const polls: number[] = [];
    const stepping = steppingThirds(h);
    const session = await connect(h, {
      era,
      fetch: async (request) => {
        const response = await stepping(request);
        if (isPoll(request)) polls.push(((await response.clone().json()) as { progress: number }).progress);
        return response;
      },
    });
    const notifications: unknown[] = [];
    session.client.setNotificationHandler('notifications/progress', (n) => {
      notifications.push(n);
    });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reboot', server_id: id, confirm: String(id) },
    });
    await session.close();
    expect(result.isError).toBeFalsy();
    expect(polls.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(0);
    expect(polls.at(-1)).toBe(100);
    expect(notifications).toEqual([]);
  });
});

describe('waiting bounded, resumed', () => {
  it('returns the pending action when the wait runs out, and actions_wait picks it up', async () => {
    const id = await runningServer(h);
    const session = await connect(h, { era: 'modern', wait: { timeoutMs: 200 } });
    const started = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reboot', server_id: id, confirm: String(id) },
    });
    expect(started.isError).toBeFalsy();
    const pending = actionOf(started);
    expect(['pending', 'running']).toContain(pending.status);
    expect(textOf(started)).toContain(`actions_wait with action_id ${pending.id}`);
    await h.advance(ACTION_SECONDS);
    const waited = await session.client.callTool({ name: 'actions_wait', arguments: { action_id: pending.id } });
    await session.close();
    expect(waited.structuredContent).toMatchObject({ id: pending.id, status: 'success', progress: 100 });
  });

  it('wait: false returns the action at once', async () => {
    const session = await connect(h, { era: 'modern' });
    const id = await runningServer(h);
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reboot', server_id: id, wait: false, confirm: String(id) },
    });
    await session.close();
    expect(actionOf(result)).toMatchObject({ status: 'pending', progress: 0 });
    expect(textOf(result)).toContain(`actions_wait with action_id ${actionOf(result).id}`);
  });
});

describe('the waiting policy', () => {
  it("polls as the typed client's waitForAction does by default: the first poll 2 s after the start", async () => {
    // docs/design/actions.md#polling: before any Retry-After is known, the client's first pause is 2 s
    // (this server once polled after 1 s of its own).
    const id = await runningServer(h);
    const sent: { at: number; poll: boolean }[] = [];
    const timing: FetchLike = async (request) => {
      sent.push({ at: Date.now(), poll: isPoll(request) });
      return fetch(request);
    };
    const session = await connect(h, {
      era: 'modern',
      fetch: timing,
      // Time for the first poll (at 2 s) and not much more.
      wait: { intervalMs: undefined, timeoutMs: 2100 },
    });
    await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reboot', server_id: id, confirm: String(id) },
    });
    await session.close();
    const start = sent.find((s) => !s.poll)!.at;
    const polls = sent.filter((s) => s.poll);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls[0]!.at - start).toBeGreaterThanOrEqual(1_900);
  });
});

describe('Idempotency-Key on writes', () => {
  it('a retry with the key of the first call starts no second action', async () => {
    const id = await runningServer(h);
    // The ids, not a count: the sandbox may drop old actions of the example fleet meanwhile (retention).
    const reboots = async () =>
      (
        (await h.op('listServerActions', { server_id: id }, { query: 'type=reboot_server&per_page=100' })).body
          .data as { id: number }[]
      ).map((a) => a.id);
    const before = new Set(await reboots());
    // The first call's first poll finds its action done.
    const session = await connect(h, { era: 'modern', fetch: steppingPolls(h, ACTION_SECONDS) });
    const first = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reboot', server_id: id, confirm: String(id) },
    });
    const key = /Idempotency-Key (\S+):/.exec(textOf(first))?.[1];
    expect(key).toBeTruthy();
    const retried = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reboot', server_id: id, idempotency_key: key, confirm: String(id) },
    });
    await session.close();
    expect(actionOf(retried).id).toBe(actionOf(first).id);
    expect((await reboots()).filter((a) => !before.has(a))).toEqual([actionOf(first).id]);
  });
});
