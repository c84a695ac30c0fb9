// `vps actions wait <id>`: the wait of an action started earlier (or left with Ctrl-C).
import { OPERATIONS } from '@vps-hosting/api/operations';
import { ACTION_READ } from '../commands/overlay.js';
import { formatResult } from '../output/output-format.js';
import { waitWithProgress } from '../wait/wait-with-progress.js';
import { parseDuration, pollIntervalMs } from './execute-operation.js';
import type { Session } from './session.js';

export async function waitForActionCommand(
  session: Session,
  actionId: number,
  timeout: string | undefined,
): Promise<void> {
  const timeoutMs = timeout === undefined ? 30 * 60_000 : parseDuration(timeout);
  const action = await waitWithProgress(session.client(), actionId, { timeoutMs, intervalMs: pollIntervalMs() });
  process.stdout.write(
    await formatResult(action, session.output, {
      list: false,
      schemaName: OPERATIONS.find((o) => o.operationId === ACTION_READ)?.success.schemaName,
    }),
  );
}
