// `vps actions wait <id>`: the wait of an action started earlier (with --no-wait, or one whose wait
// ended early: the command a partial failure names). `-o columns=` is checked against the action's
// schema, and --timeout read, before anything is asked of the API.
import { OPERATIONS } from '@vps-hosting/api/operations';
import { ACTION_READ } from '../commands/overlay.js';
import { checkChosenColumns, formatResult } from '../output/output-format.js';
import { followAction } from '../wait/follow-action.js';
import { parseDuration, pollIntervalMs } from './execute-operation.js';
import type { Session } from './session.js';

export async function waitForActionCommand(
  session: Session,
  actionId: number,
  timeout: string | undefined,
): Promise<void> {
  const shape = { list: false, schemaName: OPERATIONS.find((o) => o.operationId === ACTION_READ)?.success.schemaName };
  await checkChosenColumns(session.output, shape);
  const timeoutMs = timeout === undefined ? 30 * 60_000 : parseDuration(timeout);
  const action = await followAction(
    session.client(),
    { actionId, started: false },
    { timeoutMs, intervalMs: pollIntervalMs() },
  );
  process.stdout.write(await formatResult(action, session.output, shape));
}
