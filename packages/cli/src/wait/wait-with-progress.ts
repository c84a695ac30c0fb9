// Waits for an action with the client's waitForAction (its pace: the API's Retry-After, else a
// growing pause; docs/design/actions.md#polling), showing progress on stderr.
import { waitForAction, type Action, type VpsClient } from '@vps-hosting/api';
import { createProgress } from './progress.js';

export interface WaitOptions {
  timeoutMs: number;
  /** The first pause when the API sends no Retry-After; the client's default when undefined. */
  intervalMs: number | undefined;
  signal: AbortSignal;
  /** Called with every state read. */
  onSeen(action: Action): void;
}

export async function waitWithProgress(
  client: VpsClient,
  action: Action | number,
  options: WaitOptions,
): Promise<Action> {
  const progress = createProgress(process.stderr);
  if (typeof action !== 'number') progress.update(action);
  try {
    return await waitForAction(client, action, {
      timeoutMs: options.timeoutMs,
      ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
      signal: options.signal,
      onProgress: (current) => {
        options.onSeen(current);
        progress.update(current);
      },
    });
  } finally {
    progress.stop();
  }
}
