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
  it('polls every intervalMs until success, reporting each state', async () => {
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
    await vi.advanceTimersByTimeAsync(4_000);
    await expect(done).resolves.toEqual(succeeded());
    expect(seen).toHaveLength(3);
    expect(progress).toEqual([40, 80, 100]);
    expect(new Set(seen.map((s) => s.url))).toEqual(new Set([`${BASE_URL}/api/v1/actions/${pending().id}/`]));
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
