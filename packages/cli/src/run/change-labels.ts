// `add-label` / `remove-label`: one GET of the resource for its labels, the change merged in, then
// the update operation with the whole `labels` object (through executeOperation: validation, dry
// run, output as `update`'s).
import type { OperationSpec } from '@vps-hosting/api/operations';
import { OPERATIONS } from '@vps-hosting/api/operations';
import type { CommandSpec } from '../commands/command-specs.js';
import { LABELS_FIELD, type LabelChange } from '../commands/label-commands.js';
import { type CommandOptions, executeOperation } from './execute-operation.js';
import { resolveNames } from './resolve-names.js';
import type { Session } from './session.js';

type LooseGet = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>;

export async function changeLabels(
  session: Session,
  spec: CommandSpec,
  read: OperationSpec,
  given: string,
  change: LabelChange,
  options: CommandOptions,
): Promise<void> {
  const argument = spec.arguments[0]!.name;
  const plan = { path: { [argument]: /^\d+$/.test(given) ? Number(given) : given }, query: {}, header: {} };
  await resolveNames(() => session.client(), { ...plan, body: undefined }, OPERATIONS);
  const { data, error } = await (session.client().GET as unknown as LooseGet)(read.path, {
    params: { path: plan.path },
  });
  if (error) throw error;
  const labels = { ...((data as Record<string, unknown>)[LABELS_FIELD] as Record<string, string> | undefined) };
  if ('add' in change) Object.assign(labels, change.add);
  else for (const key of change.remove) delete labels[key];
  const raw = new Map([
    [argument, String(plan.path[argument])],
    [LABELS_FIELD, JSON.stringify(labels)],
  ]);
  await executeOperation(session, spec, raw, options);
}
