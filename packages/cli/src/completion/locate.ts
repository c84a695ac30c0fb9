// Where the cursor is in the command tree: the command the words typed so far name, and whether the
// word being completed is a command, a flag, a flag's value or an argument. Global flags (`-o`,
// `--context`) are found on every command, as commander parses them.
import type { Argument, Command, Option } from 'commander';

export type Spot =
  | { kind: 'words'; command: Command; argument: Argument | undefined; commands: boolean }
  | { kind: 'flags'; command: Command }
  | { kind: 'value'; command: Command; option: Option; prefix: string };

const takesValue = (option: Option): boolean => option.required || option.optional;

/** The command and its parents, nearest first: their options all apply. */
export function lineage(command: Command): Command[] {
  const chain: Command[] = [];
  for (let c: Command | null = command; c; c = c.parent) chain.push(c);
  return chain;
}

export function findOption(command: Command, flag: string): Option | undefined {
  for (const c of lineage(command)) {
    const option = c.options.find((o) => o.long === flag || o.short === flag);
    if (option) return option;
  }
  return undefined;
}

const isHidden = (command: Command): boolean => (command as unknown as { _hidden?: boolean })._hidden === true;

export function subcommands(command: Command): Command[] {
  return command.commands.filter((c) => !isHidden(c));
}

/** `done` are the words before the one being completed (`current`). */
export function locate(root: Command, done: readonly string[], current: string): Spot {
  let command = root;
  let positionals = 0;
  let pending: Option | undefined;
  let endOfFlags = false;
  for (const word of done) {
    if (pending && !(pending.optional && word.startsWith('-'))) {
      pending = undefined;
      continue;
    }
    pending = undefined;
    if (!endOfFlags && word === '--') endOfFlags = true;
    else if (!endOfFlags && word.startsWith('-') && word !== '-') {
      const option = findOption(command, word.split('=')[0]!);
      if (option && takesValue(option) && !word.includes('=') && !/^-[^-]./.test(word)) pending = option;
    } else {
      const sub =
        positionals === 0
          ? subcommands(command).find((c) => c.name() === word || c.aliases().includes(word))
          : undefined;
      if (sub) command = sub;
      else positionals++;
    }
  }
  if (pending && !(pending.optional && current.startsWith('-'))) {
    return { kind: 'value', command, option: pending, prefix: '' };
  }
  if (!endOfFlags && current.startsWith('-')) {
    const inline = /^(--[^=]+)=/.exec(current);
    const option = inline ? findOption(command, inline[1]!) : undefined;
    if (option && takesValue(option)) return { kind: 'value', command, option, prefix: inline![0] };
    return { kind: 'flags', command };
  }
  const registered = command.registeredArguments;
  const last = registered.at(-1);
  const argument = registered[positionals] ?? (last?.variadic ? last : undefined);
  return { kind: 'words', command, argument, commands: positionals === 0 };
}

/** The words after `vps` that name a command (`['dns', 'records', 'list']`). */
export function commandWords(command: Command): string[] {
  return lineage(command)
    .slice(0, -1)
    .map((c) => c.name())
    .reverse();
}
