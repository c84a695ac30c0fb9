// The commander tree: one command per entry of the table (grouped by their words), the commands
// of the tool itself (auth, context, actions wait; completion is added by src/completion.ts), and the
// global options. Only the group named on the command line is built with its flags; help and
// completion build them all.
import { Command, Option } from 'commander';
import type { OperationSpec } from '@vps-hosting/api/operations';
import { EXIT_HELP } from '../run/exit-codes.js';
import { VERSION } from '../version.js';
import { addAliases, namesGroup } from './aliases.js';
import { takesManyIds } from './many-ids.js';
import { addLabelCommands, type LabelRunner, labelsUpdate } from './label-commands.js';
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

/** The flag each option of an operation command stands for, to write its help only when help is shown. */
const optionFlags = new WeakMap<Option, { spec: CommandSpec; flag: FlagSpec }>();

function flagOption(spec: CommandSpec, flag: FlagSpec): Option {
  const types = schemaTypes(flag.schema);
  const isBoolean = types.includes('boolean') && !types.includes('string');
  const isArray = types.includes('array') && !types.includes('string');
  // Every required flag is checked at once before the request (run/validate-flags.ts), not by commander.
  const option = new Option(
    `--${flag.flag} ${isBoolean ? '[true|false]' : `<${flag.in === 'header' ? 'key' : flag.name}>`}`,
    flag.description,
  );
  if (isBoolean) option.preset('true');
  if (isArray) option.argParser(collect);
  optionFlags.set(option, { spec, flag });
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
  // The document's examples once help is prepared; before that (a tree built without help), the schema's.
  const examples = helpModules ? helpModules.examplesText(helpModules.helpExamples(spec)) : undefined;
  lines.push('', examples ?? `Example:\n  ${exampleLine(spec)}`);
  return lines.join('\n');
}

/** What help needs beyond the tree, loaded only when help is asked for (the columns read the response schemas,
 *  the examples the document's examples). */
let helpModules:
  | {
      shapes: typeof import('../output/response-shape.js');
      flagHelp: typeof import('./help-text.js').flagHelp;
      references: (text: string) => string;
      helpExamples: typeof import('./command-examples.js').helpExamples;
      examplesText: typeof import('./command-examples.js').examplesText;
    }
  | undefined;

/** Loads what help writes with (before any help is printed: the root's preSubcommand hook, `vps help`). */
export async function prepareHelp(operations: readonly OperationSpec[]): Promise<void> {
  if (helpModules) return;
  const [shapes, { commandReferences, flagHelp }, { helpExamples, examplesText }] = await Promise.all([
    import('../output/response-shape.js'),
    import('./help-text.js'),
    import('./command-examples.js'),
  ]);
  helpModules = { shapes, flagHelp, references: commandReferences(operations), helpExamples, examplesText };
}

/** An option's line in help: an operation flag's from the table; never commander's `(preset: "true")`. */
function optionDescription(option: Option): string {
  const owner = optionFlags.get(option);
  if (!owner) return option.description;
  if (helpModules) return helpModules.flagHelp(owner.spec, owner.flag, helpModules.references);
  return (/^[\s\S]*?\.(?=\s|$)/.exec(option.description)?.[0] ?? option.description).replace(/\s+/g, ' ');
}

/** The words after `vps help`, as the command they name. */
function findCommand(program: Command, words: readonly string[]): Command | undefined {
  let command: Command | undefined = program;
  for (const word of words) command = command?.commands.find((c) => c.name() === word || c.aliases().includes(word));
  return command;
}

/** The columns `-o columns=` takes for a command's answer. */
function columnsHelp(spec: CommandSpec): string {
  if (!helpModules || spec.operation.success.kind === 'empty') return '';
  const { shapes } = helpModules;
  const { success } = spec.operation;
  const list = success.kind === 'list';
  const name = list ? success.itemSchemaName : success.schemaName;
  const rows = shapes.rowsOf(name, list);
  const set = shapes.columnsOf(rows?.item ?? shapes.resourceSchema(name));
  if (set.paths.length === 0) return '';
  const defaults = rows ? shapes.defaultColumns(rows) : undefined;
  return [
    '',
    '',
    `Columns (-o columns=a,b): ${shapes.columnsText(set)}`,
    ...(defaults ? [`Default columns: ${defaults.join(',')}`] : []),
  ].join('\n');
}

function addOperationCommand(parent: Command, spec: CommandSpec, run: Runner): void {
  const { operation } = spec;
  const command = parent.command(spec.words[spec.words.length - 1]!);
  command
    .description(operation.summary)
    .addHelpText(
      'before',
      () => `${helpModules ? helpModules.references(operation.description) : operation.description}\n`,
    );
  const many = takesManyIds(spec);
  for (const argument of spec.arguments) {
    const required = argument.in === 'path' || operation.body?.fields.find((f) => f.name === argument.name)?.required;
    // A delete by id takes several ids (run/delete-many.ts).
    const label = many ? `<${argument.name}...>` : argumentLabel(argument);
    command.argument(required ? label : label.replace(/^<(.*)>$/, '[$1]'), argument.description.split('\n')[0]);
  }
  for (const flag of spec.flags) command.addOption(flagOption(spec, flag));
  command.option('--dry-run', 'print the request (token masked) and send nothing');
  if (operation.success.kind === 'list')
    command.option('--limit <n>', 'stop after n items (every page is read by default; --page reads one)');
  if (spec.waits) {
    command.option('--no-wait', 'print the pending action at once instead of waiting for it');
    command.option('--timeout <duration>', 'give up waiting after this long (90s, 5m, 1h; default 30m)');
  }
  if (spec.confirm) command.option('-y, --yes', 'do it without asking (required without a terminal)');
  command.addHelpText('after', () => `${helpAfter(spec)}${columnsHelp(spec)}`);
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
  /** The first word of the command line (a group or its singular), to build only that group; undefined builds all. */
  only?: string | undefined;
  /** Runs `add-label` / `remove-label` (label-commands.ts); without it those commands are not made. */
  runLabels?: LabelRunner;
  /** `-o json` was asked for: usage errors too go to stderr as JSON. */
  jsonErrors?: boolean;
}

export function buildProgram(parts: ProgramParts): Command {
  const specs = commandSpecs(parts.operations);
  // The root claims its options anywhere on the line: a group whose commands take a --version of their
  // own (`vps images list --version 24.04`) gets it, and the tool's version stays at -V there.
  const ownVersion =
    parts.only !== undefined &&
    specs.some((spec) => namesGroup(parts.only!, spec.words[0]!) && spec.flags.some((f) => f.flag === 'version'));
  const program = new Command('vps')
    .description('The VPS Hosting Management API from a terminal: vps <noun> <verb> [id-or-name] [flags].')
    // Inherited by every command made below: the global flags on every page, descriptions as written.
    .configureHelp({ showGlobalOptions: true, optionDescription })
    .option(
      '-o, --output <format>',
      'table (the default), json, yaml or columns=id,name,… (each list says its columns)',
      'table',
    )
    .option('--no-header', 'leave the header row out of tables')
    .option('-q, --quiet', 'print ids only, one per line')
    .option('--context <name>', 'use this context instead of the current one (vps context list)')
    .version(VERSION, ownVersion ? '-V' : '-V, --version')
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
  for (const spec of specs) {
    if (parts.only !== undefined && !namesGroup(parts.only, spec.words[0]!)) {
      group(program, spec.words[0]!);
      continue;
    }
    let parent = program;
    for (const word of spec.words.slice(0, -1)) parent = group(parent, word);
    addOperationCommand(parent, spec, parts.run);
    if (parts.runLabels && labelsUpdate(spec, parts.operations)) addLabelCommands(parent, spec, parts.runLabels);
  }
  program
    .command('help')
    .description('show the help of a command: vps help servers create')
    .argument('[command...]', 'the words of the command')
    .action(async (words: string[]) => {
      await prepareHelp(parts.operations);
      const command = findCommand(program, words);
      if (!command) program.error(`vps help: no command "${words.join(' ')}"`);
      command!.outputHelp();
    });
  // `--help` anywhere (or a group's own `help`): load what help writes with before commander prints it.
  program.hook('preSubcommand', async (root) => {
    if (root.args.some((arg) => arg === '--help' || arg === '-h' || arg === 'help'))
      await prepareHelp(parts.operations);
  });
  parts.addToolCommands(program);
  addAliases(program);
  return program;
}
