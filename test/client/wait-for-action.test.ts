// waitForAction(): polling until success or error, with progress, timeout and cancellation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionFailedError, ActionTimeoutError, VpsApiError, waitForAction } from '../../src/index.js';
import type { Action } from '../../src/schema.js';
import { BASE_URL, example, json, scriptedFetch, testClient } from './support.js';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const pending = () => example<Action>('ActionRebootServerPending');
/** The pending reboot at a later stage. */
const stage = (status: Action['status'], progress: number): Action => ({ ...pending(), status, progress });
const succeeded = (): Action => ({ ...example<Action>('ActionRebootServerSuccess'), id: pending().id });

describe('waitForAction', () => {
  it('without Retry-After, backs off from intervalMs (half as long again each time), reporting each state', async () => {
    const { fetch, seen } = scriptedFetch(
      json(200, stage('running', 40)),
      json(200, stage('running', 80)),
      json(200, succeeded()),
    );
    const progress: number[] = [];
    const done = waitForAction(testClient(fetch), pending(), {
      intervalMs: 2_000,
      onProgress: (a) => progress.push(a.progress),
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4_500);
    await expect(done).resolves.toEqual(succeeded());
    expect(seen).toHaveLength(3);
    expect(progress).toEqual([40, 80, 100]);
    expect(new Set(seen.map((s) => s.url))).toEqual(new Set([`${BASE_URL}/api/v1/actions/${pending().id}/`]));
  });

  it("pauses as long as each answer's Retry-After asks, longer or shorter than its own back-off", async () => {
    const { fetch, seen } = scriptedFetch(
      json(200, stage('running', 10), { 'Retry-After': '9' }),
      json(200, stage('running', 60), { 'Retry-After': '2' }),
      json(200, succeeded()),
    );
    const done = waitForAction(testClient(fetch), pending().id, { intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(8_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(done).resolves.toEqual(succeeded());
    expect(seen).toHaveLength(3);
  });

  it('waits for a 60-second action with at most 15 polls, no pause over maxIntervalMs', async () => {
    const start = Date.now();
    const pollTimes: number[] = [];
    const fetch = async () => {
      pollTimes.push(Date.now() - start);
      const done = Date.now() - start >= 60_000;
      return json(200, done ? succeeded() : stage('running', Math.floor((Date.now() - start) / 600)));
    };
    const done = waitForAction(testClient(fetch), pending());
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(done).resolves.toEqual(succeeded());
    expect(pollTimes.length).toBeLessThanOrEqual(15);
    const pauses = pollTimes.slice(1).map((at, index) => at - (pollTimes[index] as number));
    expect(Math.max(...pauses)).toBeLessThanOrEqual(15_000);
    // Done soon after it ended: the last pause is at most the longest one.
    expect(pollTimes.at(-1)).toBeLessThanOrEqual(75_000);
  });

  it('polls at once when given an id, and not at all for a finished action', async () => {
    const { fetch, seen } = scriptedFetch(json(200, succeeded()));
    const client = testClient(fetch);
    await expect(waitForAction(client, pending().id)).resolves.toEqual(succeeded());
    expect(seen).toHaveLength(1);
    await expect(waitForAction(client, succeeded())).resolves.toEqual(succeeded());
    expect(seen).toHaveLength(1);
  });

  it('throws ActionFailedError with the action’s error when it ends in error', async () => {
    const failed = example<Action>('ActionResizeServerError');
    const { fetch } = scriptedFetch(json(200, failed));
    const outcome = waitForAction(testClient(fetch), failed.id);
    await expect(outcome).rejects.toBeInstanceOf(ActionFailedError);
    await expect(outcome).rejects.toMatchObject({ action: failed, actionError: failed.error });
    await expect(outcome).rejects.toThrow(failed.error!.code);
  });

  it('throws ActionTimeoutError, with the last state, when time runs out', async () => {
    const { fetch, seen } = scriptedFetch(...Array.from({ length: 4 }, () => json(200, stage('running', 40))));
    const outcome = waitForAction(testClient(fetch), pending(), { intervalMs: 1_000, timeoutMs: 3_000 });
    const checked = expect(outcome).rejects.toSatisfy(
      (e) => e instanceof ActionTimeoutError && e.timeoutMs === 3_000 && e.lastSeen?.progress === 40,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    await checked;
    expect(seen).toHaveLength(3);
  });

  it('stops when the signal aborts, during a pause', async () => {
    const { fetch, seen } = scriptedFetch(json(200, stage('running', 40)));
    const controller = new AbortController();
    const outcome = waitForAction(testClient(fetch), pending().id, { signal: controller.signal });
    const checked = expect(outcome).rejects.toThrow('shutting down');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('shutting down'));
    await checked;
    expect(seen).toHaveLength(1);
  });

  it('throws the VpsApiError of a failed poll', async () => {
    const { fetch } = scriptedFetch(json(404, example('ProblemNotFound')));
    await expect(waitForAction(testClient(fetch), 4242)).rejects.toBeInstanceOf(VpsApiError);
  });
});
