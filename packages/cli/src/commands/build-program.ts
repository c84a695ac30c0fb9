// The commander tree: one command per entry of the table (grouped by their words), the commands
// of the tool itself (auth, context, actions wait; completion is added by src/completion.ts), and the
// global options. Only the group named on the command line is built with its flags; help and
// completion build them all.
import { Command, Option } from 'commander';
import type { OperationSpec } from '@vps-hosting/api/operations';
import { EXIT_HELP } from '../run/exit-codes.js';
import { VERSION } from '../version.js';
import {
  argumentLabel,
  commandSpecs,
  exampleLine,
  schemaTypes,
  type CommandSpec,
  type FlagSpec,
} from './command-specs.js';

export type Runner = (
  spec: CommandSpec,
  raw: Map<string, string | boolean | string[]>,
  command: Command,
) => Promise<void>;

/** The options every operation command may have besides its parameters and body fields. */
export const TOOL_FLAGS = {
  all: ['dry-run'],
  list: ['limit'],
  waits: ['no-wait', 'timeout'],
  confirm: ['yes'],
} as const;

const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

function flagOption(flag: FlagSpec): Option {
  const types = schemaTypes(flag.schema);
  const isBoolean = types.includes('boolean') && !types.includes('string');
  const isArray = types.includes('array') && !types.includes('string');
  const enumValues = Array.isArray(flag.schema.enum)
    ? ` (${(flag.schema.enum as unknown[]).filter((v) => v !== null).join(', ')})`
    : '';
  const variants = flag.variants ? ` [${flag.variants.join(', ')}]` : '';
  const firstSentence = /^[\s\S]*?\.(?=\s|$)/.exec(flag.description)?.[0] ?? flag.description;
  const description = `${firstSentence.replace(/\s+/g, ' ')}${enumValues}${variants}`;
  const option = new Option(
    `--${flag.flag} ${isBoolean ? '[true|false]' : `<${flag.in === 'header' ? 'key' : flag.name}>`}`,
    description,
  );
  if (isBoolean) option.preset('true');
  if (isArray) option.argParser(collect);
  // Every missing required flag is reported at once before the request (run/validate-flags.ts), not by commander.
  return option;
}

function helpAfter(spec: CommandSpec): string {
  const { operation } = spec;
  const lines = [
    '',
    `API: ${operation.method} ${operation.path} (${operation.operationId})`,
    `Scopes: ${operation.scopes.join(', ') || 'none'}`,
  ];
  if (operation.deprecated)
    lines.push(`Deprecated${operation.sunset ? `; stops working on ${operation.sunset}` : ''}.`);
  lines.push('', 'Example:', `  ${exampleLine(spec)}`);
  return lines.join('\n');
}

function addOperationCommand(parent: Command, spec: CommandSpec, run: Runner): void {
  const { operation } = spec;
  const command = parent.command(spec.words[spec.words.length - 1]!);
  command.description(operation.summary).addHelpText('before', `${operation.description}\n`);
  for (const argument of spec.arguments) {
    const required = argument.in === 'path' || operation.body?.fields.find((f) => f.name === argument.name)?.required;
    const label = argumentLabel(argument);
    command.argument(required ? label : label.replace(/^<(.*)>$/, '[$1]'), argument.description.split('\n')[0]);
  }
  for (const flag of spec.flags) command.addOption(flagOption(flag));
  command.option('--dry-run', 'print the request (token masked) and send nothing');
  if (operation.success.kind === 'list')
    command.option('--limit <n>', 'stop after n items (every page is read by default; --page reads one)');
  if (spec.waits) {
    command.option('--no-wait', 'print the pending action at once instead of waiting for it');
    command.option('--timeout <duration>', 'give up waiting after this long (90s, 5m, 1h; default 30m)');
  }
  if (spec.confirm) command.option('-y, --yes', 'do it without asking (required without a terminal)');
  command.addHelpText('after', helpAfter(spec));
  command.action(async (...args: unknown[]) => {
    const self = args[args.length - 1] as Command;
    const raw = new Map<string, string | boolean | string[]>();
    spec.arguments.forEach((argument, index) => {
      const value = self.processedArgs[index] as string | string[] | undefined;
      if (value !== undefined && !(Array.isArray(value) && value.length === 0)) raw.set(argument.name, value);
    });
    for (const flag of spec.flags) {
      const option = self.options.find((o) => o.long === `--${flag.flag}`)!;
      const value = self.getOptionValue(option.attributeName()) as string | boolean | string[] | undefined;
      if (value !== undefined) raw.set(flag.name, value);
    }
    await run(spec, raw, self);
  });
}

function group(parent: Command, word: string): Command {
  return parent.commands.find((c) => c.name() === word) ?? parent.command(word).description(`${word} commands`);
}

export interface ProgramParts {
  operations: readonly OperationSpec[];
  run: Runner;
  /** Adds the tool's own commands (auth, context, actions wait, completion). */
  addToolCommands(program: Command): void;
  /** The first word of the command line, to build only that group; undefined builds all. */
  only?: string | undefined;
  /** `-o json` was asked for: usage errors too go to stderr as JSON. */
  jsonErrors?: boolean;
}

export function buildProgram(parts: ProgramParts): Command {
  const program = new Command('vps')
    .description('The VPS Hosting Management API from a terminal: vps <noun> <verb> [id-or-name] [flags].')
    .option('-o, --output <format>', 'table, json, yaml or columns=id,name,…', 'table')
    .option('--no-header', 'leave the header row out of tables')
    .option('-q, --quiet', 'print ids only, one per line')
    .option('--context <name>', 'use this context instead of the current one (vps context list)')
    .version(VERSION)
    .exitOverride()
    .configureOutput({
      outputError: (text, write) =>
        write(
          parts.jsonErrors
            ? `${JSON.stringify({ error: 'usage', detail: text.replace(/^error: /, '').trim() }, null, 2)}\n`
            : text,
        ),
    })
    .showHelpAfterError(parts.jsonErrors ? false : '(add --help for usage)')
    .addHelpText(
      'after',
      `\nValues: --flag @path reads a file (JSON for object and array flags, text for strings), --flag - reads\n` +
        `standard input, @@… is a literal leading @.\n` +
        `Credentials, first match wins: --context <name>; VPS_TOKEN (and VPS_API_URL); VPS_CONTEXT or the current\n` +
        `context (vps auth login, vps context), its URL overridden by VPS_API_URL.\n` +
        `Shell completion: vps completion bash|zsh|fish prints the script to source.\n\n${EXIT_HELP}`,
    );
  for (const spec of commandSpecs(parts.operations)) {
    if (parts.only !== undefined && spec.words[0] !== parts.only) {
      group(program, spec.words[0]!);
      continue;
    }
    let parent = program;
    for (const word of spec.words.slice(0, -1)) parent = group(parent, word);
    addOperationCommand(parent, spec, parts.run);
  }
  parts.addToolCommands(program);
  return program;
}
