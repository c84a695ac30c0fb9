// Waits for an action with the client's waitForAction, showing progress on stderr. Ctrl-C stops
// the wait (never the action) and says how to resume; a failed or timed-out action is an error.
import { waitForAction, type Action, type VpsClient } from '@vps-hosting/api';
import { createProgress } from './progress.js';

export interface WaitOptions {
  timeoutMs: number;
  intervalMs: number;
}

/** Ctrl-C during a wait: the action goes on; `vps actions wait <id>` resumes. */
export class WaitInterrupted extends Error {
  override readonly name = 'WaitInterrupted';
  constructor(readonly actionId: number) {
    super(`Stopped waiting; action ${actionId} goes on. Resume with: vps actions wait ${actionId}`);
  }
}

export async function waitWithProgress(
  client: VpsClient,
  action: Action | number,
  options: WaitOptions,
): Promise<Action> {
  const actionId = typeof action === 'number' ? action : action.id;
  const progress = createProgress(process.stderr);
  const controller = new AbortController();
  const onInterrupt = (): void => controller.abort(new WaitInterrupted(actionId));
  process.once('SIGINT', onInterrupt);
  if (typeof action !== 'number') progress.update(action);
  try {
    return await waitForAction(client, action, {
      timeoutMs: options.timeoutMs,
      intervalMs: options.intervalMs,
      signal: controller.signal,
      onProgress: (current) => progress.update(current),
    });
  } catch (error) {
    throw controller.signal.aborted ? (controller.signal.reason as Error) : error;
  } finally {
    process.removeListener('SIGINT', onInterrupt);
    progress.stop();
  }
}
