// Waits for what a call started, with the typed client's waitForStarted (a create's action found through
// the actions list), or for an action read before (actions_wait) with waitForAction; their policy
// (docs/design/actions.md#polling): the pause each poll's Retry-After asks for, else 2 s growing by
// half up to 15 s. Sends `notifications/progress` (Action.progress out of 100, the message naming the
// action and the Idempotency-Key) when the client asked for progress, stops at once when the call is
// cancelled, and reports how the wait ended instead of throwing: the caller names the action whatever
// happened.
import type { ServerContext } from '@modelcontextprotocol/server';
import { ActionFailedError, ActionTimeoutError, type VpsClient, waitForAction, waitForStarted } from '@vps-hosting/api';
import type { StartsSpec } from '@vps-hosting/api/operations';
import type { Action } from '@vps-hosting/api/schema';
import type { WaitEnd } from './started-call.js';

/**
 * How long a tool waits for its action by default (ms): well inside the 60 s an MCP client gives a
 * request by default (the SDK's DEFAULT_REQUEST_TIMEOUT_MSEC), so that the tool answers with the action
 * and how to go on waiting before a client that resets no timeout on progress gives up on the call.
 */
export const DEFAULT_WAIT_MS = 45_000;
/** The longest wait a server may be given (--wait-seconds), and so the most actions_wait accepts. */
export const MAX_WAIT_SECONDS = 3600;

export interface WaitOptions {
  /** The first pause (ms) when the API gives no Retry-After; by default the client's (tests shorten it). */
  intervalMs?: number;
  /** The longest wait (ms). */
  timeoutMs: number;
}

/** What to wait for: an action read before, or what a call started (its `starts`, and its result or data). */
export type WaitTarget = { action: Action } | { starts: StartsSpec; answer: unknown };

export interface Waited {
  /** The action as last seen; null when it was never seen (a create's action not found, or not read). */
  action: Action | null;
  end: Exclude<WaitEnd, 'not_waited'>;
  /** The failure of a poll (`poll_failed`). */
  error?: unknown;
}

export async function awaitAction(
  client: VpsClient,
  target: WaitTarget,
  ctx: ServerContext,
  options: WaitOptions,
  /** Named in each progress message, so that a client whose call is cancelled has seen it. */
  idempotencyKey?: string,
): Promise<Waited> {
  const token = ctx.mcpReq._meta?.progressToken;
  const signal = ctx.mcpReq.signal;
  let last: Action | null = null;
  let sent = 0; // 0 % says nothing yet (and the SDK client may already have counted 1 for its own round trip)
  let notifying = Promise.resolve();
  const report = (action: Action): void => {
    last = action;
    // Progress must rise with every notification for one token.
    if (token === undefined || action.progress <= sent) return;
    sent = action.progress;
    const key = idempotencyKey ? `, Idempotency-Key ${idempotencyKey}` : '';
    const params = {
      progressToken: token,
      progress: action.progress,
      total: 100,
      message: `${action.type}: ${action.status} (action ${action.id}${key})`,
    };
    notifying = notifying
      .then(() => ctx.mcpReq.notify({ method: 'notifications/progress', params }))
      .catch(() => undefined);
  };
  try {
    const base = { timeoutMs: options.timeoutMs, signal, onProgress: report };
    const policy = options.intervalMs === undefined ? base : { ...base, intervalMs: options.intervalMs };
    let action: Action;
    if ('action' in target) {
      // waitForStarted reports the state a call answered; waitForAction only the polls'.
      report(target.action);
      action = await waitForAction(client, target.action, policy);
    } else action = await waitForStarted(client, target.starts, target.answer, policy);
    return { action, end: 'finished' };
  } catch (error) {
    if (signal.aborted) return { action: last, end: 'cancelled' };
    if (error instanceof ActionFailedError) return { action: error.action, end: 'action_failed' };
    if (error instanceof ActionTimeoutError) return { action: error.lastSeen ?? last, end: 'timed_out' };
    return { action: last, end: 'poll_failed', error };
  } finally {
    await notifying;
  }
}
