// A delete given several ids, or `--selector` (every item of the resource's list whose labels match,
// all pages read): every id checked and every name resolved first (nothing is deleted if one is
// malformed or names nothing), one confirmation naming them all with the table's risks, then each
// deleted in turn (run/delete-one.ts). Each result: its answer on stdout and a line on stderr; with -q
// the answer's id only and no line; with -o json|yaml one document listing every outcome. The exit code
// is the first failure's, and the ids after a failure are still tried.
import { OPERATIONS } from '@vps-hosting/api/operations';
import type { CommandSpec } from '../commands/command-specs.js';
import { nounOf, selectorSource } from '../commands/many-ids.js';
import { cliTreatment } from '../commands/treatment.js';
import { checkChosenColumns, formatResult, identifier, pick } from '../output/output-format.js';
import { confirm } from './confirm.js';
import { deleteOne } from './delete-one.js';
import { type CommandOptions, executeOperation, parseDuration } from './execute-operation.js';
import { ExitStatus, UsageError } from './exit-codes.js';
import { readValueFiles } from './file-values.js';
import { listAll } from './list-all.js';
import { dryRunDocument, dryRunText, planRequest, type RequestPlan } from './request-plan.js';
import { resolveNames } from './resolve-names.js';
import { schemaProblems } from './schema-check.js';
import type { Session } from './session.js';
import { validateRequest } from './validate-flags.js';

type Raw = ReadonlyMap<string, string | boolean | string[]>;

export interface DeleteOptions extends CommandOptions {
  /** `--selector`: delete what the resource's list finds with this label selector. */
  selector?: string;
}

interface Target {
  /** The value the path takes (an id once a name is resolved). */
  id: unknown;
  /** The name the id was given by, or the listed item's name. */
  name?: string;
  plan: RequestPlan;
}

/** An entry of the -o json|yaml document: `action` (or `result`) when deleted, `error` when failed. */
interface Outcome {
  id: unknown;
  name?: string;
  outcome: 'deleted' | 'accepted' | 'failed' | 'dry_run';
  [answer: string]: unknown;
}

const LIST = { list: true, schemaName: undefined };
const labelOf = (t: Target): string => (t.name !== undefined ? `${t.name} (${t.id})` : String(t.id));
const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
const withId = (raw: Raw, name: string, id: string): Raw => new Map([...raw, [name, id]]);

/** The target of one id: checked against the schema and, given by name, resolved (`web-1` → 42). */
async function targetOf(session: Session, spec: CommandSpec, raw: Raw, id: string, name?: string): Promise<Target> {
  const argument = spec.arguments[0]!;
  const values = await readValueFiles(spec, withId(raw, argument.name, id));
  const plan = planRequest(spec, values.raw, values.parsed);
  validateRequest(spec, plan);
  const resolved = await resolveNames(() => session.client(), plan, OPERATIONS);
  const value = plan.path[argument.name];
  const named = name ?? resolved.get(String(value));
  return { id: value, ...(named !== undefined ? { name: named } : {}), plan };
}

/** What the resource's list finds with the label selector, every page. */
async function selected(session: Session, spec: CommandSpec, raw: Raw, selector: string): Promise<Target[]> {
  const source = selectorSource(spec.operation, OPERATIONS);
  if (!source) throw new UsageError(`--selector: the list of ${nounOf(spec.arguments[0]!.name)}s takes no selector`);
  const problems = schemaProblems(source.parameter.schema, selector, '--selector');
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  const items = await listAll(session.client(), source.list, { [source.parameter.name]: selector });
  const targets: Target[] = [];
  for (const item of items) {
    const name = pick(item, 'name');
    targets.push(await targetOf(session, spec, raw, identifier(item), typeof name === 'string' ? name : undefined));
  }
  return targets;
}

/** Reports a failure on stderr as every command does (in text, after what it was about); returns its code and document. */
async function reported(error: unknown, session: Session, about: string) {
  const { reportError } = await import('./report-error.js');
  let captured = '';
  const write = (text: string): boolean => {
    captured += text;
    return true;
  };
  const capture = { write } as unknown as NodeJS.WritableStream;
  const code = reportError(error, true, capture, session.resolved());
  if (session.json) process.stderr.write(captured);
  else {
    process.stderr.write(`${about}: `);
    reportError(error, false, process.stderr, session.resolved());
  }
  return { code, document: JSON.parse(captured) as unknown };
}

export async function deleteEach(session: Session, spec: CommandSpec, raw: Raw, options: DeleteOptions) {
  const argument = spec.arguments[0]!;
  const noun = nounOf(argument.name);
  const given = raw.get(argument.name);
  const ids = given === undefined ? [] : Array.isArray(given) ? given : [String(given)];
  const { selector } = options;
  if (selector !== undefined && ids.length > 0)
    throw new UsageError(`give ${noun}s by id (or name) or by --selector, not both`);
  if (selector === undefined && ids.length === 0)
    throw new UsageError(`missing <${argument.name}...>: give ${noun}s by id (or name), or --selector`);
  if (selector === undefined && ids.length === 1)
    return executeOperation(session, spec, withId(raw, argument.name, ids[0]!), options);

  const { success } = spec.operation;
  const answered = { list: false, schemaName: success.schemaName };
  await checkChosenColumns(session.output, answered);
  const timeoutMs = options.timeout === undefined ? 30 * 60_000 : parseDuration(options.timeout);
  // Checked and names resolved (or the selector's matches listed) for all before anything is deleted.
  const targets: Target[] = [];
  if (selector !== undefined) targets.push(...(await selected(session, spec, raw, selector)));
  for (const id of ids) targets.push(await targetOf(session, spec, raw, id));
  const { format, quiet } = session.output;
  const documents = format.kind !== 'table' && !quiet;
  if (targets.length === 0) {
    process.stderr.write(`No ${noun} matches --selector ${selector}; nothing deleted.\n`);
    if (documents) process.stdout.write(await formatResult([], session.output, LIST));
    return;
  }
  const all = targets.map(labelOf).join(', ');
  const what =
    selector === undefined ? `${noun} ${all}` : `${counted(targets.length, noun)} (--selector ${selector}): ${all}`;
  if (options.dryRun) {
    if (!documents && !quiet) process.stderr.write(`Would delete ${what}.\n`);
  } else {
    const risks = cliTreatment(spec.operation.operationId, undefined).confirms;
    if (risks.length > 0) await confirm(`delete ${what}`, risks, options.yes === true);
  }
  await deleteTargets(session, spec, targets, { ...options, timeoutMs });
}

/** Each target deleted in turn (its request printed with --dry-run): each result printed, or all in one document. */
async function deleteTargets(
  session: Session,
  spec: CommandSpec,
  targets: readonly Target[],
  options: DeleteOptions & { timeoutMs: number },
): Promise<void> {
  const { success } = spec.operation;
  const answered = { list: false, schemaName: success.schemaName };
  const noun = nounOf(spec.arguments[0]!.name);
  const { format, quiet } = session.output;
  const documents = format.kind !== 'table' && !quiet;
  const outcomes: Outcome[] = [];
  const answerKey = success.kind === 'action' ? 'action' : 'result';
  let firstFailure: number | undefined;
  for (const target of targets) {
    const entry = { id: target.id, ...(target.name !== undefined ? { name: target.name } : {}) };
    if (options.dryRun) {
      const request = dryRunDocument(spec, session.credentials().baseUrl, target.plan);
      if (documents) outcomes.push({ ...entry, outcome: 'dry_run', request });
      else process.stdout.write(dryRunText(request));
      continue;
    }
    try {
      const { answer, goesOn } = await deleteOne(session, spec, target.plan, options);
      if (documents) {
        outcomes.push({
          ...entry,
          outcome: goesOn ? 'accepted' : 'deleted',
          ...(answer !== undefined ? { [answerKey]: answer } : {}),
        });
        continue;
      }
      if (answer !== undefined && success.kind !== 'empty')
        process.stdout.write(await formatResult(answer, session.output, answered));
      if (quiet) continue;
      process.stderr.write(
        goesOn
          ? `Deleting ${noun} ${labelOf(target)}: action ${identifier(answer)} goes on.\n`
          : `Deleted ${noun} ${labelOf(target)}.\n`,
      );
    } catch (error) {
      const { code, document } = await reported(error, session, `${noun} ${labelOf(target)}`);
      firstFailure ??= code;
      if (documents) outcomes.push({ ...entry, outcome: 'failed', error: document });
    }
  }
  if (documents) process.stdout.write(await formatResult(outcomes, session.output, LIST));
  if (firstFailure !== undefined) throw new ExitStatus(firstFailure);
}
