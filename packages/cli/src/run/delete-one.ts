// One delete of a multi-delete (run/delete-many.ts), asked for already: the request sent, the action it
// started followed (progress on stderr) unless --no-wait, and its answer returned for the caller to print
// or to gather into one document. A delete answers its action (`starts.answer: action`, docs/design/actions.md).
import type { CommandSpec } from '../commands/command-specs.js';
import { cliTreatment } from '../commands/treatment.js';
import { followAction } from '../wait/follow-action.js';
import { type CommandOptions, pollIntervalMs } from './execute-operation.js';
import type { RequestPlan } from './request-plan.js';
import type { Session } from './session.js';

type LooseCall = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>;

export interface Deleted {
  /** What the call answered (its action, followed to its end unless --no-wait), undefined for an empty answer. */
  answer: unknown;
  /** The call started an action that was not waited for (--no-wait): it goes on. */
  goesOn: boolean;
}

/** Whether a delete of this command waits for what it starts (the table's `starts`, unless --no-wait). */
export function waitsFor(spec: CommandSpec, options: CommandOptions): boolean {
  const { operation } = spec;
  const treatment = cliTreatment(operation.operationId, undefined);
  return operation.starts?.answer === 'action' && treatment.waits && options.wait !== false;
}

export async function deleteOne(
  session: Session,
  spec: CommandSpec,
  plan: RequestPlan,
  options: CommandOptions & { timeoutMs: number },
): Promise<Deleted> {
  const { operation } = spec;
  const client = session.client();
  const call = client[operation.method] as unknown as LooseCall;
  const { data, error } = await call(operation.path, {
    params: { path: plan.path, query: plan.query, header: plan.header },
  });
  if (error) throw error;
  const starts = operation.starts?.answer === 'action' && data !== undefined ? operation.starts : undefined;
  if (!starts || !waitsFor(spec, options)) return { answer: data, goesOn: starts !== undefined };
  const follow = { timeoutMs: options.timeoutMs, intervalMs: pollIntervalMs() };
  return { answer: await followAction(client, { starts, answer: data, started: true }, follow), goesOn: false };
}
