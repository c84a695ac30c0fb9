// What a tool's description says beyond its operation's first sentences, all from the table of
// operations and the overlay's names: the document's HTTP paths named as the tools that call them
// (`GET /api/v1/locations/` → catalog_locations), which tool supplies each input (a path parameter
// comes from the list of its collection; a field named like one, `plan` for `{plan_slug}`, too), and
// what the tool returns (from the success answer and `x-starts`).
import { type JsonSchema, OPERATIONS, type OperationSpec } from '@vps-hosting/api/operations';
import { OVERLAY } from './overlay.js';

/** The tool that calls an operation, and its `action` value when the tool merges several. */
interface Caller {
  tool: string;
  action?: string;
}

const CALLERS = new Map<string, Caller>();
for (const [tool, overlay] of Object.entries(OVERLAY)) {
  for (const id of [overlay.operation, ...(overlay.pair ?? [])]) if (id) CALLERS.set(id, { tool });
  for (const [action, id] of Object.entries(overlay.action ?? {})) CALLERS.set(id, { tool, action });
}

/** The tool that calls an operation (every operation has one: tool-catalog.ts checks it). */
export const callerOf = (op: OperationSpec): Caller | undefined => CALLERS.get(op.operationId);

const TEMPLATES = OPERATIONS.map((op) => ({
  op,
  pattern: new RegExp(`^${op.path.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The operation a method and a path (a template or a concrete path) name, if any. */
export function operationAt(method: string, path: string): OperationSpec | undefined {
  return TEMPLATES.find(({ op, pattern }) => op.method === method && pattern.test(path))?.op;
}

/** A method and path of the document, with a query, in backticks or not; a bare path is a GET. */
const REFERENCE = /`?(?:\b(GET|POST|PUT|PATCH|DELETE) )?(\/api\/v\d+\/[^\s`?),;]*)(\?[^\s`),;]*)?`?/g;

/** The text with each HTTP path of the document named as the tool that calls it (query as arguments). */
export function namePaths(text: string): string {
  return text.replace(REFERENCE, (whole, method: string | undefined, rawPath: string, query: string | undefined) => {
    const [, path = rawPath, dots = ''] = /^(.*?)(\.*)$/.exec(rawPath) ?? [];
    const op = operationAt(method ?? 'GET', path);
    const caller = op && CALLERS.get(op.operationId);
    if (!caller) return whole;
    const args = [
      ...(caller.action ? [`action=${caller.action}`] : []),
      ...(query && !dots ? query.slice(1).split('&').filter(Boolean) : []),
    ];
    return `${caller.tool}${args.length ? ` (${args.join(', ')})` : ''}${dots}`;
  });
}

/** A path parameter → the list of its collection (`{server_id}` → GET /api/v1/servers/), else the one
 *  list whose path ends with that collection's name (`{backup_id}` → GET …/servers/{server_id}/backups/). */
const LISTS = new Map<string, OperationSpec>();
const lists = OPERATIONS.filter((op) => op.method === 'GET' && op.success.kind === 'list');
for (const op of OPERATIONS) {
  for (const match of op.path.matchAll(/\{([^}]+)\}/g)) {
    const name = match[1] as string;
    const collection = op.path.slice(0, match.index);
    const segment = collection.split('/').filter(Boolean).pop();
    const ending = lists.filter((list) => list.path.endsWith(`/${segment}/`));
    const list = lists.find((l) => l.path === collection) ?? (ending.length === 1 ? ending[0] : undefined);
    if (list && !LISTS.has(name)) LISTS.set(name, list);
  }
}

/** The list operation an argument's value comes from: by the path parameter of that name, or of
 *  that name with `_slug`, `_id` or `_name` (`plan` → `{plan_slug}`), or of its singular (`tlds`). */
export function listOf(argument: string): OperationSpec | undefined {
  const names = [argument, ...(argument.endsWith('s') ? [argument.slice(0, -1)] : [])];
  for (const name of names) {
    for (const key of [name, `${name}_slug`, `${name}_id`, `${name}_name`]) {
      const list = LISTS.get(key);
      if (list) return list;
    }
  }
  return undefined;
}

/** A value that can be a key (a slug, a name, an id), or a list of them: not a flag or an object. */
function holdsKeys(schema: JsonSchema): boolean {
  const type = schema.type === 'array' ? (schema.items as JsonSchema | undefined)?.type : schema.type;
  return type === 'string' || type === 'integer';
}

/** Which tool supplies each input of these operations (path parameters, required query parameters,
 *  top-level body fields), with the list operation it calls; the tool itself left out. */
export function inputSourcesOf(
  self: string,
  ops: readonly OperationSpec[],
): { argument: string; tool: string; list: OperationSpec }[] {
  const found = new Map<string, { tool: string; list: OperationSpec }>();
  for (const op of ops) {
    const args = [
      ...op.parameters.filter((p) => p.in === 'path' || (p.in === 'query' && p.required)).map((p) => p.name),
      ...(op.body?.fields.filter((f) => holdsKeys(f.schema)).map((f) => f.name) ?? []),
    ];
    for (const argument of args) {
      const list = listOf(argument);
      const tool = list && CALLERS.get(list.operationId)?.tool;
      if (list && tool && tool !== self && !found.has(argument)) found.set(argument, { tool, list });
    }
  }
  return [...found].map(([argument, source]) => ({ argument, ...source }));
}

/** The sentence naming where the inputs come from, or undefined. */
export function inputsSentence(self: string, ops: readonly OperationSpec[]): string | undefined {
  const sources = inputSourcesOf(self, ops);
  if (!sources.length) return undefined;
  return `Look up ${sources.map(({ argument, tool }) => `${argument} with ${tool}`).join(', ')}.`;
}

const ACRONYMS = new Set(['dns', 'tld', 'ssh']);
/** A schema's name in words: `DnsZone` → "DNS zone", plural "DNS zones". */
export function noun(schemaName: string, plural = false): string {
  const words = schemaName
    .split(/(?=[A-Z])/)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  const text = words.join(' ');
  if (!plural) return text;
  if (text.endsWith('y')) return `${text.slice(0, -1)}ies`;
  return text.endsWith('s') ? text : `${text}s`;
}

/** What a call of the operation returns, as a short phrase. */
function answerPhrase(op: OperationSpec): string {
  const { kind, schemaName, itemSchemaName } = op.success;
  if (kind === 'list') return `a page of ${noun(itemSchemaName ?? schemaName ?? 'item', true)} (meta.pagination)`;
  if (kind === 'empty' || !schemaName) return 'nothing';
  return `the ${noun(schemaName)}`;
}

/** The sentence saying what the tool returns: its answer, or the action it starts and waits for. */
export function returnsSentence(ops: readonly OperationSpec[], mode: 'single' | 'action' | 'pair'): string {
  const [first, second] = ops;
  if (!first) return '';
  if (mode === 'pair' && second) {
    const key = second.parameters.filter((p) => p.in === 'path' && !first.parameters.some((b) => b.name === p.name));
    const same = answerPhrase(first) === answerPhrase(second);
    const one = answerPhrase(second).replace(/^the /, 'one ');
    return same
      ? `Returns ${answerPhrase(first)}.`
      : `Returns ${answerPhrase(first)}, or ${one} given ${key.map((p) => p.name).join(', ')}.`;
  }
  if (first.starts) {
    const waited = 'waits for it (wait: false returns at once)';
    return first.starts.answer === 'resource'
      ? `Returns ${answerPhrase(first).replace(/^the /, 'the new ')} and the action that makes it; ${waited}.`
      : `Starts an action and ${waited}; returns the action and how the wait ended.`;
  }
  return `Returns ${answerPhrase(first)}.`;
}
