// The command line of every command a user runs (`npm start`, `npm run mock`, `npm run sandbox`,
// `npm run bench`, `npm run release`): node:util parseArgs, plus
//   --help / -h      the usage and every flag on stdout, exit code 0;
//   anything wrong   one line naming it (an unknown flag, a flag without its value, a value the
//                    command cannot use, a missing or stray argument), then the usage, on stderr,
//                    exit code 2.
import { parseArgs } from 'node:util';

export interface Flag {
  type: 'string' | 'boolean';
  /** One letter: `-p`. */
  short?: string;
  /** What the value stands for in the usage (`N`, `FILE`); string flags only. */
  value?: string;
  /** One line: what the flag does, its default. */
  description: string;
}

/** A positional argument; every one a command declares is required, in this order. */
export interface Argument {
  /** As the usage shows it: `version` is shown `<version>`. */
  name: string;
  description: string;
}

export interface Command<F extends Record<string, Flag> = Record<string, Flag>> {
  /** How a user types it, up to the flags: `npm run sandbox --`. */
  name: string;
  /** What the command does, in a sentence or two. */
  summary: string;
  /** Positional arguments (default: none is accepted). */
  arguments?: Argument[];
  flags: F;
  /** Lines shown after the flags: environment variables, examples. */
  notes?: string[];
}

export type FlagValues<F extends Record<string, Flag>> = {
  [K in keyof F]?: F[K]['type'] extends 'boolean' ? boolean : string;
};

export interface CommandLine<F extends Record<string, Flag>> {
  flags: FlagValues<F>;
  /** The positional arguments, one per declared Argument. */
  args: string[];
}

/** Where a command's messages go and how it ends; the real process unless a test says otherwise. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  exit(code: number): never;
}

const processIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  exit: (code) => process.exit(code),
};

const HELP: Flag = { type: 'boolean', short: 'h', description: 'show this help and exit' };

/** The usage text: the command line, its summary, one line per argument and per flag, the notes. */
export function usage(command: Command): string {
  const flags = { ...command.flags, help: HELP };
  const args = command.arguments ?? [];
  const flagNames = Object.entries(flags).map(([name, flag]) => {
    const long = `--${name}${flag.type === 'string' ? ` ${flag.value ?? 'VALUE'}` : ''}`;
    return flag.short ? `-${flag.short}, ${long}` : `    ${long}`;
  });
  const argNames = args.map((arg) => `<${arg.name}>`);
  const width = Math.max(...flagNames.map((text) => text.length), ...argNames.map((text) => text.length)) + 3;
  const row = (left: string, description: string) => `  ${left.padEnd(width)}${description}`;
  const argRows = args.length ? ['Arguments:', ...args.map((arg, i) => row(argNames[i]!, arg.description)), ''] : [];
  const flagRows = Object.values(flags).map((flag, i) => row(flagNames[i]!, flag.description));
  const notes = command.notes?.length ? ['', ...command.notes] : [];
  const line = [command.name, ...argNames, '[flags]'].join(' ');
  return [`Usage: ${line}`, '', command.summary, '', ...argRows, 'Flags:', ...flagRows, ...notes].join('\n');
}

/** Ends the command for a bad command line: the one line, then the usage, exit code 2. */
export function usageError(command: Command, message: string, io: CliIo = processIo): never {
  io.err(`✖ ${message}`);
  io.err('');
  io.err(usage(command));
  return io.exit(2);
}

/**
 * The flags and arguments of `argv` (default: this process's arguments). `--help` prints the usage
 * and exits 0; an unknown flag, a missing value, a value given to a boolean flag, a missing
 * argument or one too many ends the command through usageError (exit code 2).
 */
export function parseCommandLine<F extends Record<string, Flag>>(
  command: Command<F>,
  argv: readonly string[] = process.argv.slice(2),
  io: CliIo = processIo,
): CommandLine<F> {
  const options = Object.fromEntries(
    Object.entries({ ...command.flags, help: HELP }).map(([name, { type, short }]) => [
      name,
      short ? { type, short } : { type },
    ]),
  );
  // Not strict: every token comes back, so the message can name exactly what is wrong.
  const { values, tokens } = parseArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const declared = command.arguments ?? [];
  const args: string[] = [];
  let problem: string | undefined;
  for (const token of tokens) {
    if (token.kind === 'option' && token.name === 'help') {
      io.out(usage(command));
      return io.exit(0);
    }
    if (problem) continue;
    if (token.kind === 'positional') {
      if (args.length < declared.length) args.push(token.value);
      else problem = `unexpected argument "${token.value}"`;
    }
    if (token.kind !== 'option') continue;
    const flag = command.flags[token.name];
    if (!flag) problem = `unknown flag ${token.rawName}`;
    else if (flag.type === 'string' && token.value === undefined)
      problem = `${token.rawName} needs a value (${flag.value ?? 'VALUE'})`;
    else if (flag.type === 'string' && token.inlineValue === false && token.value.startsWith('-')) {
      problem = `${token.rawName} needs a value (${flag.value ?? 'VALUE'}), not the flag ${token.value}`;
    } else if (flag.type === 'boolean' && token.inlineValue) problem = `${token.rawName} takes no value`;
  }
  if (!problem && args.length < declared.length) problem = `missing <${declared[args.length]!.name}>`;
  if (problem) return usageError(command, problem, io);
  const { help: _help, ...flags } = values;
  return { flags: flags as FlagValues<F>, args };
}

/**
 * A port from a flag's value, else from the environment variable, else the default; 0 means "any
 * free port". Anything else ends the command through usageError.
 */
export function portFlag(
  command: Command,
  flag: string,
  value: string | undefined,
  envName: string,
  fallback: number,
  io: CliIo = processIo,
): number {
  const raw = value ?? process.env[envName];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    return usageError(command, `--${flag} (or ${envName}) must be a port number from 0 to 65535, not "${raw}"`, io);
  }
  return port;
}

/** A number flag (undefined when not given); `check` says what values the command can use. */
export function numberFlag(
  command: Command,
  flag: string,
  value: string | undefined,
  check: { min?: number; integer?: boolean },
  io: CliIo = processIo,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  const ok =
    value.trim() !== '' &&
    Number.isFinite(n) &&
    (check.min === undefined || n >= check.min) &&
    (!check.integer || Number.isInteger(n));
  if (!ok) {
    const what = `${check.integer ? 'an integer' : 'a number'}${check.min !== undefined ? ` ≥ ${check.min}` : ''}`;
    return usageError(command, `--${flag} must be ${what}, not "${value}"`, io);
  }
  return n;
}
