// Waits for an action the call started: polls it through the client's waitForAction, sends
// `notifications/progress` (Action.progress out of 100) when the client asked for progress, stops
// when the call is cancelled, and gives the pending action back when the wait runs out.
import type { ServerContext } from '@modelcontextprotocol/server';
import { ActionTimeoutError, waitForAction, type VpsClient } from '@vps-hosting/api';
import type { Action } from '@vps-hosting/api/schema';

export interface WaitOptions {
  /** Between polls (ms). */
  intervalMs: number;
  /** The longest wait (ms). */
  timeoutMs: number;
}

export interface Waited {
  action: Action;
  /** false: still pending or running when the wait ran out. */
  finished: boolean;
}

/** Resolves with the finished action; throws ActionFailedError, a failed poll's VpsApiError, or the cancellation. */
export async function awaitAction(
  client: VpsClient,
  started: Action,
  ctx: ServerContext,
  options: WaitOptions,
): Promise<Waited> {
  const token = ctx.mcpReq._meta?.progressToken;
  let sent = 0; // 0 % says nothing yet (and the SDK client may already have counted 1 for its own round trip)
  let notifying = Promise.resolve();
  const report = (action: Action): void => {
    // Progress must rise with every notification for one token.
    if (token === undefined || action.progress <= sent) return;
    sent = action.progress;
    const params = {
      progressToken: token,
      progress: action.progress,
      total: 100,
      message: `${action.type}: ${action.status}`,
    };
    notifying = notifying
      .then(() => ctx.mcpReq.notify({ method: 'notifications/progress', params }))
      .catch(() => undefined);
  };
  report(started);
  try {
    const action = await waitForAction(client, started, { ...options, signal: ctx.mcpReq.signal, onProgress: report });
    return { action, finished: true };
  } catch (error) {
    if (error instanceof ActionTimeoutError && !ctx.mcpReq.signal.aborted)
      return { action: error.lastSeen ?? started, finished: false };
    throw error;
  } finally {
    await notifying;
  }
}
