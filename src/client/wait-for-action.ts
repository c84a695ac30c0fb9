// waitForAction(): poll an action until it reaches `success` or `error`.
import type { Action } from '../../generated/schema.js';
import type { VpsClient } from './client.js';
import { ActionFailedError, ActionTimeoutError } from './errors.js';
import { sleep } from './sleep.js';

export interface WaitForActionOptions {
  /** Pause between polls in ms (default 1000; the contract suggests one or two seconds). */
  intervalMs?: number;
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
  const intervalMs = options.intervalMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 600_000;
  if (!Number.isFinite(intervalMs) || intervalMs < 0) throw new TypeError('intervalMs must be a finite number >= 0');
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new TypeError('timeoutMs must be a finite number >= 0');
  const actionId = typeof action === 'number' ? action : action.id;
  const deadline = Date.now() + timeoutMs;
  let current = typeof action === 'number' ? undefined : action;
  // Bounded by the deadline; the count bound also covers a clock that does not advance.
  const maxPolls = Math.ceil(timeoutMs / Math.max(intervalMs, 1)) + 2;
  for (let poll = 0; poll <= maxPolls; poll++) {
    if (current?.status === 'success') return current;
    if (current?.status === 'error') throw new ActionFailedError(current);
    const remaining = deadline - Date.now();
    if (remaining <= 0 && (current !== undefined || poll > 0)) break;
    if (current !== undefined) await sleep(Math.min(intervalMs, Math.max(remaining, 0)), options.signal);
    const { data, error } = await client.GET('/api/v1/actions/{action_id}/', {
      params: { path: { action_id: actionId } },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (error) throw error;
    current = data;
    options.onProgress?.(current);
  }
  throw new ActionTimeoutError(actionId, timeoutMs, current);
}
