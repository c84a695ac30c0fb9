// waitForAction(): poll an action until it reaches `success` or `error`, pausing as the API asks
// (the `Retry-After` of each poll's answer), else backing off from `intervalMs` to `maxIntervalMs`,
// so that a long wait spends a small part of the rate limit (docs/design/actions.md#polling).
import type { Action } from '../../generated/schema.js';
import type { VpsClient } from './client.js';
import { ActionFailedError, ActionTimeoutError } from './errors.js';
import { sleep } from './sleep.js';

export interface WaitForActionOptions {
  /** The first pause in ms when the API gives no `Retry-After` (default 2000); each next one is half as long again. */
  intervalMs?: number;
  /** The longest pause in ms when the API gives no `Retry-After` (default 15000). */
  maxIntervalMs?: number;
  /** Give up after this many ms with an `ActionTimeoutError` (default 600000). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Called with every state read, terminal one included. */
  onProgress?: (action: Action) => void;
}

/**
 * Resolves with the action once it has succeeded; throws `ActionFailedError` when it ends in
 * `error`, `ActionTimeoutError` when time runs out, the `VpsApiError` of a failed poll, or the
 * signal's reason. Given an `Action`, it waits one interval before the first poll; given an id, it
 * polls at once. The deadline is checked between polls.
 */
export async function waitForAction(
  client: VpsClient,
  action: Action | number,
  options: WaitForActionOptions = {},
): Promise<Action> {
  return waitForActionSince(client, action, options, Date.now());
}

/** `waitForAction`, its `timeoutMs` counted from `startedAt` (waitForStarted's search for the action comes first). */
export async function waitForActionSince(
  client: VpsClient,
  action: Action | number,
  options: WaitForActionOptions,
  startedAt: number,
): Promise<Action> {
  const { intervalMs, maxIntervalMs, timeoutMs } = pacing(options);
  const actionId = typeof action === 'number' ? action : action.id;
  const deadline = startedAt + timeoutMs;
  let current = typeof action === 'number' ? undefined : action;
  let pause = intervalMs;
  // Bounded by the deadline; the count bound also covers a clock that does not advance.
  const maxPolls = Math.ceil(timeoutMs / Math.max(Math.min(intervalMs, RETRY_AFTER_FLOOR_MS), 1)) + 2;
  for (let poll = 0; poll <= maxPolls; poll++) {
    if (current?.status === 'success') return current;
    if (current?.status === 'error') throw new ActionFailedError(current);
    const remaining = deadline - Date.now();
    if (remaining <= 0 && (current !== undefined || poll > 0)) break;
    if (current !== undefined) await sleep(Math.min(pause, Math.max(remaining, 0)), options.signal);
    const { data, error, response } = await client.GET('/api/v1/actions/{action_id}/', {
      params: { path: { action_id: actionId } },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (error) throw error;
    current = data;
    options.onProgress?.(current);
    pause = retryAfterMs(response.headers) ?? Math.min(pause * 1.5, maxIntervalMs);
  }
  throw new ActionTimeoutError(actionId, timeoutMs, current);
}

/** The pauses and the time limit of a wait, with their defaults; a TypeError for a value that is no duration. */
export function pacing(options: WaitForActionOptions): {
  intervalMs: number;
  maxIntervalMs: number;
  timeoutMs: number;
} {
  const intervalMs = options.intervalMs ?? 2_000;
  const maxIntervalMs = Math.max(options.maxIntervalMs ?? 15_000, intervalMs);
  const timeoutMs = options.timeoutMs ?? 600_000;
  if (!Number.isFinite(intervalMs) || intervalMs < 0) throw new TypeError('intervalMs must be a finite number >= 0');
  if (!Number.isFinite(maxIntervalMs)) throw new TypeError('maxIntervalMs must be a finite number');
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new TypeError('timeoutMs must be a finite number >= 0');
  return { intervalMs, maxIntervalMs, timeoutMs };
}

/** The shortest pause a `Retry-After` may ask for (a second: the header counts whole seconds). */
const RETRY_AFTER_FLOOR_MS = 1_000;

/** The pause a poll's `Retry-After` asks for, in ms; undefined when it gives none (or no number of seconds). */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value || !/^\d+$/.test(value)) return undefined;
  return Math.max(Number(value) * 1_000, RETRY_AFTER_FLOOR_MS);
}
