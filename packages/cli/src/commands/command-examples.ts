// The examples of an operation command's help, from the document's examples
// (`@vps-hosting/api/operations/examples`, loaded only when help is shown): one command line per named
// request example, its summary as a comment (the first three), else one line. Path arguments and flags
// take their parameter's example, body flags the request example's values; a list shows its first two
// documented filters besides what it requires. Each value is written as its flag reads it back
// (flag-values.ts: JSON for objects and arrays of objects, `a,b` for plain lists, `k=v,…` for a flat map
// of strings, `@@` for a leading `@`) and shell-quoted. Where the document has none, the value the schema
// decides (command-specs.ts), else a placeholder.
import type { JsonSchema } from '@vps-hosting/api/operations';
import { OPERATION_EXAMPLES, type OperationExamples } from '@vps-hosting/api/operations/examples';
import { argumentLabel, type CommandSpec, exampleValue, schemaTypes } from './command-specs.js';
import { PAGE_PARAMETER, PAGE_SIZE_PARAMETER } from './overlay.js';

export interface HelpExample {
  /** The named request example's summary, when it has one. */
  summary?: string;
  /** The command, shell-quoted (a quoted value may span lines). */
  line: string;
}

/** At most this many named request examples are shown. */
export const MAX_REQUEST_EXAMPLES = 3;
/** A list's optional filters shown, the first documented ones besides its page parameters. */
const SHOWN_FILTERS = 2;
const PAGING: readonly string[] = [PAGE_PARAMETER, PAGE_SIZE_PARAMETER];

/** One shell word: as is when no shell reads anything in it (zsh expands a leading `=`), else single-quoted. */
export function shellWord(text: string): string {
  return /^[\w@%+:,./-][\w@%+=:,./-]*$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A string as the command line gives it: a leading `@` (not the lone `@`, the DNS apex) doubled. */
const literal = (text: string): string => (text.length > 1 && text.startsWith('@') ? `@${text}` : text);

const isPlain = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** `a,b,c`, when the items read back split on commas; else undefined. */
function joined(schema: JsonSchema, items: unknown[]): string | undefined {
  const itemTypes = schemaTypes((schema.items ?? {}) as JsonSchema);
  if (items.length === 0 || itemTypes.includes('object') || !items.every(isPlain)) return undefined;
  const texts = items.map(String);
  if (texts.some((text) => text === '' || text.includes(','))) return undefined;
  return /^[[@-]/.test(texts[0]!) ? undefined : texts.join(',');
}

/** `k=v,k=v`, for an object of strings that reads back so; else undefined. */
function pairs(value: Record<string, unknown>): string | undefined {
  const entries = Object.entries(value);
  const plain = (text: string) => text !== '' && !/[,=]/.test(text);
  if (entries.length === 0 || !entries.every(([k, v]) => plain(k) && typeof v === 'string' && plain(v)))
    return undefined;
  return /^[\s{@]/.test(entries[0]![0]) ? undefined : entries.map(([k, v]) => `${k}=${v}`).join(',');
}

/** A value as the flag of this schema takes it (before shell quoting). */
export function flagText(schema: JsonSchema, value: unknown): string {
  const types = schemaTypes(schema);
  const structured = !types.includes('string');
  if (Array.isArray(value)) return (structured && joined(schema, value)) || JSON.stringify(value);
  if (value !== null && typeof value === 'object')
    return (structured && pairs(value as Record<string, unknown>)) || JSON.stringify(value);
  if (value === null) return 'null';
  return typeof value === 'string' ? literal(value) : String(value);
}

/** Each item of a body array given as the remaining arguments. */
const itemText = (value: unknown): string =>
  typeof value === 'string' ? literal(value) : isPlain(value) ? String(value) : JSON.stringify(value);

/** The command line of one example: `body` is a request example's value, undefined where the document has none. */
function lineOf(
  spec: CommandSpec,
  parameters: OperationExamples['parameters'],
  body?: Record<string, unknown>,
): string {
  const words = ['vps', ...spec.words];
  const decided = (name: string, schema: JsonSchema, documented: unknown): string => {
    if (documented !== undefined) return shellWord(flagText(schema, documented));
    const value = exampleValue(schema);
    return value === undefined ? `<${name}>` : shellWord(value);
  };
  for (const argument of spec.arguments) {
    if (argument.in === 'path') words.push(decided(argument.name, argument.schema, parameters.path?.[argument.name]));
    else if (!body) words.push(argumentLabel(argument));
    else if (Array.isArray(body[argument.name]))
      words.push(...(body[argument.name] as unknown[]).map((item) => shellWord(itemText(item))));
  }
  // Without a documented body, a body told apart by a property (DNS records by type) shows its first variant.
  const discriminator = spec.operation.body?.discriminator;
  const variant = body ? undefined : discriminator?.values[0];
  let filters = 0;
  for (const flag of spec.flags) {
    if (flag.in === 'header') continue;
    if (flag.in === 'body' && body) {
      if (Object.hasOwn(body, flag.name))
        words.push(`--${flag.flag}`, shellWord(flagText(flag.schema, body[flag.name])));
      continue;
    }
    const documented = flag.in === 'query' ? parameters.query?.[flag.name] : undefined;
    if (flag.required) {
      if (variant !== undefined && flag.variants && !flag.variants.includes(variant)) continue;
      const value = flag.name === discriminator?.property && variant !== undefined ? variant : documented;
      words.push(`--${flag.flag}`, decided(flag.name, flag.schema, value));
    } else if (documented !== undefined && !PAGING.includes(flag.name) && filters < SHOWN_FILTERS) {
      filters++;
      words.push(`--${flag.flag}`, shellWord(flagText(flag.schema, documented)));
    }
  }
  return words.join(' ');
}

/** The examples of a command's help: one per named request example (at most three), else one. */
export function helpExamples(
  spec: CommandSpec,
  examples: OperationExamples | undefined = OPERATION_EXAMPLES[spec.operation.operationId],
): HelpExample[] {
  const parameters = examples?.parameters ?? {};
  const requests = (examples?.requests ?? []).filter(
    (request) => request.value !== null && typeof request.value === 'object' && !Array.isArray(request.value),
  );
  if (!spec.operation.body || requests.length === 0) return [{ line: lineOf(spec, parameters) }];
  return requests.slice(0, MAX_REQUEST_EXAMPLES).map((request) => ({
    ...(request.summary ? { summary: request.summary } : {}),
    line: lineOf(spec, parameters, request.value as Record<string, unknown>),
  }));
}

/** The examples as help prints them, indented (a value's own lines are left as they are). */
export function examplesText(examples: readonly HelpExample[]): string {
  const lines = examples.flatMap((example) => [
    ...(example.summary ? [`  # ${example.summary.replace(/\s+/g, ' ')}`] : []),
    `  ${example.line}`,
  ]);
  return [examples.length > 1 ? 'Examples:' : 'Example:', ...lines].join('\n');
}
