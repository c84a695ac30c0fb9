// What a Tab offers at a spot of the tree. From the table of operations: enum values of the schema
// (booleans, arrays' items and oneOf alternatives included); for a value that names a resource, the
// list operation it comes from: server, zone and domain names (the overlay's COMPLETED_NAMES) and
// slugs (`--plan`, `--location`, `--image`: the collection whose item path takes `{plan_slug}`). From
// the tool: output formats (after `-o columns=` and after each comma in it, the columns of the command's
// answer, from its schema as help lists them), and context names from the config file.
import type { Argument, Command, Option } from 'commander';
import { OPERATIONS, type JsonSchema, type OperationSpec } from '@vps-hosting/api/operations';
import { commandSpecs, type CommandSpec } from '../commands/command-specs.js';
import { COMPLETED_NAMES } from '../commands/overlay.js';
import type { OutputFormat } from '../output/output-format.js';
import { commandWords, lineage, subcommands, type Spot } from './locate.js';

export interface Candidate {
  value: string;
  description: string;
}

export type Source =
  | { kind: 'values'; values: Candidate[] }
  /** The `key` of each item of the list operation's first page (read through the cache). */
  | { kind: 'list'; operation: OperationSpec; key: string }
  | { kind: 'contexts' }
  /** The columns of the command's answer not chosen yet, each after `head` (`columns=id,`). */
  | { kind: 'columns'; spec: CommandSpec; head: string; chosen: string[] }
  /** A value of the user's own (a name, a file's `@path`): the shell may offer file names. */
  | { kind: 'free' };

/** `-o` values (and after `columns=`, the columns: columnsAfter). */
const FORMATS = ['table', 'json', 'yaml'] as const satisfies readonly OutputFormat['kind'][];
const COLUMNS_FORMAT = 'columns=';

const plain = (values: readonly string[]): Source => ({
  kind: 'values',
  values: values.map((value) => ({ value, description: '' })),
});

/** The values a schema allows, when it enumerates them (a `not: {const}` value left out). */
export function enumValues(schema: JsonSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.enum)) {
    const excluded = (schema.not as JsonSchema | undefined)?.const;
    return (schema.enum as unknown[]).filter((v) => v !== null && v !== excluded).map(String);
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const values = alternatives.flatMap((alternative) => enumValues(alternative) ?? []);
    return values.length > 0 ? values : undefined;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('boolean')) return ['true', 'false'];
  if (types.includes('array')) return enumValues(schema.items as JsonSchema | undefined);
  return undefined;
}

/**
 * The list operation a value named `name` (a parameter, body field or argument) comes from: the
 * overlay's COMPLETED_NAMES (their items' `name`), else the collection whose item path ends in
 * `{<name>_slug}` (their items' `slug`).
 */
export function listSourceOf(name: string): Source | undefined {
  const named = COMPLETED_NAMES[name];
  const list = named ? OPERATIONS.find((o) => o.operationId === named) : undefined;
  if (list) return { kind: 'list', operation: list, key: 'name' };
  const parameter = name.endsWith('_slug') ? name : `${name}_slug`;
  const member = OPERATIONS.find((o) => o.method === 'GET' && o.path.endsWith(`/{${parameter}}/`));
  const collection = OPERATIONS.find(
    (o) => o.method === 'GET' && o.success.kind === 'list' && `${o.path}{${parameter}}/` === member?.path,
  );
  return collection
    ? { kind: 'list', operation: collection, key: parameter.slice(parameter.lastIndexOf('_') + 1) }
    : undefined;
}

let specs: Map<string, CommandSpec> | undefined;
function specOf(command: Command): CommandSpec | undefined {
  specs ??= new Map(commandSpecs(OPERATIONS).map((spec) => [spec.words.join(' '), spec]));
  return specs.get(commandWords(command).join(' '));
}

function ofNamed(name: string, schema: JsonSchema | undefined): Source {
  const values = enumValues(schema);
  if (values) return plain(values);
  return listSourceOf(name) ?? { kind: 'free' };
}

/** After `-o columns=` or a comma in it: the command's columns (the answer's schema, as its help lists them). */
function columnsAfter(command: Command, typed: string): Source {
  const spec = specOf(command);
  if (!spec || spec.operation.success.kind === 'empty') return plain([]);
  const at = typed.lastIndexOf(',');
  const head = at < 0 ? COLUMNS_FORMAT : typed.slice(0, at + 1);
  return { kind: 'columns', spec, head, chosen: head.slice(COLUMNS_FORMAT.length).split(',') };
}

/** `typed`: the option's value typed so far. */
function forOption(command: Command, option: Option, typed: string): Source {
  if (option.long === '--output')
    return typed.startsWith(COLUMNS_FORMAT) ? columnsAfter(command, typed) : plain(FORMATS);
  if (option.long === '--context' || option.flags.includes('<context>')) return { kind: 'contexts' };
  if (option.argChoices) return plain(option.argChoices);
  const flag = specOf(command)?.flags.find((f) => `--${f.flag}` === option.long);
  return flag ? ofNamed(flag.name, flag.schema) : { kind: 'free' };
}

function forArgument(command: Command, argument: Argument): Source {
  if (argument.argChoices) return plain(argument.argChoices);
  const name = argument.name();
  if (name === 'context') return { kind: 'contexts' };
  return ofNamed(name, specOf(command)?.arguments.find((a) => a.name === name)?.schema);
}

function flagsOf(command: Command, current: string): Candidate[] {
  const flags = lineage(command).flatMap((c) => c.options.filter((o) => !o.hidden));
  const long = flags.filter((o) => o.long).map((o) => ({ value: o.long!, description: o.description }));
  const short = current.startsWith('--')
    ? []
    : flags.filter((o) => o.short).map((o) => ({ value: o.short!, description: o.description }));
  return [...long, { value: '--help', description: 'show help' }, ...short];
}

/** What to offer at the spot (values of several sources, in order). */
export function sourcesAt(spot: Spot, current: string): Source[] {
  if (spot.kind === 'flags') return [{ kind: 'values', values: flagsOf(spot.command, current) }];
  if (spot.kind === 'value') return [forOption(spot.command, spot.option, current.slice(spot.prefix.length))];
  const sources: Source[] = [];
  if (spot.commands) {
    const values = subcommands(spot.command).map((c) => ({ value: c.name(), description: c.description() }));
    if (values.length > 0) sources.push({ kind: 'values', values });
  }
  if (spot.argument) sources.push(forArgument(spot.command, spot.argument));
  return sources;
}
