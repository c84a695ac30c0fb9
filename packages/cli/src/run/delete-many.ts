// A delete given several ids: every id checked and every name resolved first (nothing is deleted if one
// is malformed or names nothing), one confirmation listing them all with the table's risks, then each
// deleted in turn, each result reported on stderr; the exit code is the first failure's, and the ids
// after a failure are still tried.
import { OPERATIONS } from '@vps-hosting/api/operations';
import type { CommandSpec } from '../commands/command-specs.js';
import { cliTreatment } from '../commands/treatment.js';
import { confirm } from './confirm.js';
import { type CommandOptions, executeOperation } from './execute-operation.js';
import { ExitStatus } from './exit-codes.js';
import { readValueFiles } from './file-values.js';
import { planRequest } from './request-plan.js';
import { resolveNames } from './resolve-names.js';
import type { Session } from './session.js';
import { validateRequest } from './validate-flags.js';

type Raw = ReadonlyMap<string, string | boolean | string[]>;

export async function deleteEach(session: Session, spec: CommandSpec, raw: Raw, options: CommandOptions) {
  const argument = spec.arguments[0]!;
  const given = raw.get(argument.name);
  const ids = Array.isArray(given) ? given : [String(given)];
  const rawOf = (id: string): Raw => new Map([...raw, [argument.name, id]]);
  if (ids.length === 1) return executeOperation(session, spec, rawOf(ids[0]!), options);
  // Checked and names resolved (`web-1` → 42) for all before anything is deleted.
  const targets: { id: string; label: string }[] = [];
  for (const id of ids) {
    const values = await readValueFiles(spec, rawOf(id));
    const plan = planRequest(spec, values.raw, values.parsed);
    validateRequest(spec, plan);
    const resolved = await resolveNames(() => session.client(), plan, OPERATIONS);
    const target = String(plan.path[argument.name]);
    const name = resolved.get(target);
    targets.push({ id: target, label: name ? `${name} (${target})` : target });
  }
  const noun = argument.name.replace(/_(id|name|slug)$/, '');
  if (!options.dryRun) {
    const risks = cliTreatment(spec.operation.operationId, undefined).confirms;
    const all = targets.map((t) => t.label).join(', ');
    if (risks.length > 0) await confirm(`delete ${noun} ${all}`, risks, options.yes === true);
  }
  const { reportError } = await import('./report-error.js');
  let firstFailure: number | undefined;
  for (const { id, label } of targets) {
    try {
      await executeOperation(session, spec, rawOf(id), { ...options, yes: true });
      if (!options.dryRun) process.stderr.write(`Deleted ${noun} ${label}.\n`);
    } catch (error) {
      if (!session.json) process.stderr.write(`${noun} ${label}: `);
      firstFailure ??= reportError(error, session.json, process.stderr, session.resolved());
    }
  }
  if (firstFailure !== undefined) throw new ExitStatus(firstFailure);
}
