// The state machines as the document publishes them: the table in each status schema's description
// (`ServerStatus`, `BackupStatus`, `SnapshotStatus`, `DomainStatus`: state, locked, allowed operations,
// leaves to), the introduction's "State machines" tables (which call enters which state), and the
// table of operations' `x-starts` (which action a call starts on which resource). The
// state-machines family derives every transition and every refusal it checks from these, so a
// change of the document changes the checks (docs/design/actions.md#state-machines).
import type { KitContract, OperationSpec } from '../contract/document.js';

export interface StateRow {
  state: string;
  /** The `Locked` column (servers only): undefined where the table has none. */
  locked?: boolean;
  /** The operations the state allows besides reads, as words ("power on", "create backup"). */
  allowed: string[];
  /** The states it leaves to, in the table's order; `gone` when it ends in a 404. */
  leavesTo: string[];
  /** The introduction's "Entered by" words, when its table has the column. */
  enteredBy: string[];
  /** The action types its `Meaning` names (the action at work in that state). */
  actions: string[];
}

/** The rows of the first Markdown table of a text whose first column is `first` (default `State`). */
export function markdownTable(text: string, first = 'State'): Record<string, string>[] {
  const lines = text.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${first}\\s*\\|`).test(line));
  if (start < 0) return [];
  const cells = (line: string) =>
    line
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim());
  const header = cells(lines[start] as string);
  const rows: Record<string, string>[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const values = cells(line);
    rows.push(Object.fromEntries(header.map((name, index) => [name, values[index] ?? ''])));
  }
  return rows;
}

/** `a, b; c` → ["a", "b", "c"], articles and parentheses dropped, "x a B or C" → ["x b", "x c"]. */
export function operationWords(cell: string): string[] {
  const words: string[] = [];
  const cleaned = cell.replace(/\([^)]*\)/g, ' ').toLowerCase();
  for (const raw of cleaned.split(/[,;]/)) {
    const phrase = raw
      .replace(/\b(a|an|the|from|besides reads)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!phrase || phrase === 'none') continue;
    const [first, ...alternatives] = phrase.split(' or ');
    words.push(first as string);
    const verb = (first as string).split(' ').slice(0, -1).join(' ');
    for (const alternative of alternatives) words.push(verb ? `${verb} ${alternative.trim()}` : alternative.trim());
  }
  return words;
}

export function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([a-z_]+)`/g)].map((match) => match[1] as string);
}

/** A section of the introduction (the document's `info.description`), from its heading to the next. */
export function introductionSection(contract: KitContract, heading: string): string {
  const text = (contract.model.document as { info?: { description?: string } }).info?.description ?? '';
  const start = text.search(new RegExp(`^#{2,3} ${heading}\\s*$`, 'm'));
  if (start < 0) return '';
  const rest = text.slice(start);
  const next = rest.search(/\n#{2,3} /);
  return next < 0 ? rest : rest.slice(0, next);
}

/** The state machine of a status schema, with the introduction's "Entered by" where it has one. */
export function stateMachine(contract: KitContract, schemaName: string, introductionHeading?: string): StateRow[] {
  const schema = (contract.model.document.components as { schemas: Record<string, { description?: string }> }).schemas[
    schemaName
  ];
  const rows = markdownTable(schema?.description ?? '');
  const actionTypes =
    (contract.model.document.components as { schemas: Record<string, { enum?: string[] }> }).schemas.ActionType?.enum ??
    [];
  const intro = introductionHeading ? markdownTable(introductionSection(contract, introductionHeading)) : [];
  return rows.map((row) => {
    const state = codeSpans(row.State ?? '')[0] ?? '';
    const allowedCell = Object.entries(row).find(([name]) => name.startsWith('Allowed'))?.[1] ?? '';
    const leaves = row['Leaves to'] ?? '';
    const spans = codeSpans(leaves.replace(/\([^)]*\)/g, ''));
    const introRow = intro.find((candidate) => codeSpans(candidate.State ?? '')[0] === state);
    return {
      state,
      ...(row.Locked !== undefined ? { locked: row.Locked.trim().toLowerCase() === 'yes' } : {}),
      allowed: operationWords(allowedCell),
      leavesTo: spans.length > 0 ? spans : /\bgone\b|404/.test(leaves) ? ['gone'] : [],
      enteredBy: introRow ? operationWords(introRow['Entered by'] ?? '') : [],
      actions: codeSpans(row.Meaning ?? '').filter((span) => actionTypes.includes(span)),
    };
  });
}

/** The state of a machine its `Meaning` names for an action (`creating` for `create_backup`). */
export function stateOfAction(machine: readonly StateRow[], action: string): StateRow | undefined {
  return machine.find((row) => row.actions.includes(action));
}

/** The words a table uses for an operation: its action's verb ("power on") and verb and resource
 *  ("create backup"); `update` for the PATCH of the resource. */
export function wordsOf(spec: OperationSpec, resourcePath?: string, resource?: string): string[] {
  if (spec.starts) {
    const parts = spec.starts.action.split('_');
    const words = [parts.join(' ')];
    if (parts.length > 1 && parts.at(-1) === resource) words.push(parts.slice(0, -1).join(' '));
    return words;
  }
  if (spec.method === 'PATCH' && spec.path === resourcePath) return ['update'];
  return [];
}

export interface Transition {
  operationId: string;
  spec: OperationSpec;
  /** The settled states it is allowed in. */
  from: string[];
  /** The state the resource is in while its action runs (undefined: it keeps its state). */
  transitional?: string;
  /** Where it ends when its action succeeds (`gone`: 404 afterwards). */
  target?: string;
}

/** The server's transitions: every operation starting an action on a server, with where it leads. */
export function serverTransitions(contract: KitContract, specs: readonly OperationSpec[]): Transition[] {
  const machine = stateMachine(contract, 'ServerStatus', 'Server');
  const serverPath = contract.spec('getServer').path;
  const transitions: Transition[] = [];
  for (const spec of specs) {
    const words = wordsOf(spec, serverPath, 'server');
    if (words.length === 0 || !spec.starts) continue;
    const allows = (row: StateRow) => row.allowed.some((word) => words.includes(word));
    const entered = machine.find((row) => row.locked && row.enteredBy.some((word) => words.includes(word)));
    if (spec.starts.resource !== 'server' && !entered && !machine.some(allows)) continue;
    transitions.push({
      operationId: spec.operationId,
      spec,
      from: machine.filter((row) => !row.locked && allows(row)).map((row) => row.state),
      ...(entered ? { transitional: entered.state, target: entered.leavesTo[0] as string } : {}),
    });
  }
  return transitions;
}

/** Whether the table allows an operation in a state. */
export function allowedIn(
  machine: readonly StateRow[],
  state: string,
  spec: OperationSpec,
  resource: string,
  resourcePath?: string,
): boolean {
  const words = wordsOf(spec, resourcePath, resource);
  return machine.find((row) => row.state === state)?.allowed.some((word) => words.includes(word)) ?? false;
}
