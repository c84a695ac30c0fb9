// `--flag @path` reads a file, `--flag -` standard input, `@@…` is a literal leading `@` (a lone `@`, the
// DNS apex, stays as it is): for every flag (and body argument) taking a string, an object or an array.
// A string takes the text as is; an object or array parses it as JSON (an array file's items join the
// flag's other values). Every failure is a usage error naming the flag and the path, before any request.
import { readFile } from 'node:fs/promises';
import { schemaTypes, type CommandSpec } from '../commands/command-specs.js';
import { flagValue } from '../commands/flag-values.js';
import type { JsonSchema } from '@vps-hosting/api/operations';
import { UsageError } from './exit-codes.js';

export type RawValue = string | boolean | string[];

export interface ValueSources {
  readFile(path: string): Promise<string>;
  readStdin(): Promise<string>;
}

async function stdinText(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const PROCESS_SOURCES: ValueSources = { readFile: (path) => readFile(path, 'utf8'), readStdin: stdinText };

/** Where a value comes from: a file, standard input, or the command line (a literal `@@` unescaped). */
type Source = { file: string } | { stdin: true } | { literal: string };

function sourceOf(value: string): Source {
  if (value === '-') return { stdin: true };
  if (value.startsWith('@@')) return { literal: value.slice(1) };
  if (value.startsWith('@') && value.length > 1) return { file: value.slice(1) };
  return { literal: value };
}

const takesFiles = (schema: JsonSchema): boolean =>
  schemaTypes(schema).some((t) => t === 'string' || t === 'object' || t === 'array');

/** The file's or stdin's value for a schema: the text for a string, else its JSON. */
function valueOfText(label: string, where: string, schema: JsonSchema, text: string): unknown {
  if (schemaTypes(schema).includes('string')) return text;
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${label} ${where}: not valid JSON (${(error as Error).message})`);
  }
}

/** The values given through files or stdin, parsed; the others stay raw (literal `@@` unescaped) for flagValue. */
export interface ReadValues {
  raw: Map<string, RawValue>;
  parsed: Map<string, unknown>;
}

export async function readValueFiles(
  spec: CommandSpec,
  raw: ReadonlyMap<string, RawValue>,
  sources: ValueSources = PROCESS_SOURCES,
): Promise<ReadValues> {
  const result: ReadValues = { raw: new Map(raw), parsed: new Map() };
  let stdinUsedBy: string | undefined;
  const read = async (label: string, source: { file: string } | { stdin: true }): Promise<string> => {
    if ('stdin' in source) {
      if (stdinUsedBy !== undefined)
        throw new UsageError(`${label} -: standard input is already read by ${stdinUsedBy}`);
      stdinUsedBy = label;
      return sources.readStdin();
    }
    try {
      return await sources.readFile(source.file);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new UsageError(`${label} @${source.file}: cannot read the file (${reason})`);
    }
  };
  const givens = [
    ...spec.flags.map((f) => ({ name: f.name, label: `--${f.flag}`, schema: f.schema })),
    ...spec.arguments
      .filter((a) => a.in === 'body')
      .map((a) => ({ name: a.name, label: `<${a.name}>`, schema: a.schema })),
  ];
  for (const { name, label, schema } of givens) {
    const value = raw.get(name);
    if (value === undefined || typeof value === 'boolean' || !takesFiles(schema)) continue;
    const occurrences = Array.isArray(value) ? value : [value];
    const sourced = occurrences.map(sourceOf);
    if (sourced.every((s) => 'literal' in s)) {
      const literals = sourced.map((s) => (s as { literal: string }).literal);
      result.raw.set(name, Array.isArray(value) ? literals : literals[0]!);
      continue;
    }
    const isArray = schemaTypes(schema).includes('array') && !schemaTypes(schema).includes('string');
    const parts: unknown[] = [];
    for (const source of sourced) {
      if ('literal' in source) {
        if (!isArray) parts.push(flagValue(label, schema, source.literal));
        else parts.push(...(flagValue(label, schema, [source.literal]) as unknown[]));
        continue;
      }
      const where = 'file' in source ? `@${source.file}` : '-';
      const parsed = valueOfText(label, where, schema, await read(label, source));
      if (isArray) parts.push(...(Array.isArray(parsed) ? parsed : [parsed]));
      else parts.push(parsed);
    }
    result.raw.delete(name);
    result.parsed.set(name, isArray ? parts : parts[parts.length - 1]);
  }
  return result;
}
