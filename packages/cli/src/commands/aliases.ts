// Aliases a terminal user types without thinking: `ls` for `list`, `rm` for `delete`, and the singular
// of every plural group (`vps server ls`, `vps dns zone rm`). The singular is derived from the group's
// word by a small rule; the words that look plural but are not are listed.
import type { Command } from 'commander';

export const VERB_ALIASES: Readonly<Record<string, string>> = { list: 'ls', delete: 'rm' };

/** Group words ending in `s` that are not plurals. */
const NOT_PLURAL = new Set(['dns']);

/** `servers` → `server`, `deliveries` → `delivery`; undefined for a word that is not a plural. */
export function singularOf(word: string): string | undefined {
  if (NOT_PLURAL.has(word) || !word.endsWith('s') || word.endsWith('ss')) return undefined;
  return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
}

/** Whether `typed` names the group `word`: the word itself or its singular. */
export const namesGroup = (typed: string, word: string): boolean => typed === word || singularOf(word) === typed;

/** Adds the aliases to the groups (top-level words, and commands with subcommands) and to list/delete. */
export function addAliases(root: Command): void {
  const visit = (command: Command, topLevel: boolean): void => {
    const name = command.name();
    const verb = VERB_ALIASES[name];
    const singular = topLevel || command.commands.length > 0 ? singularOf(name) : undefined;
    const alias = command.commands.length === 0 && verb ? verb : singular;
    if (alias && !command.aliases().includes(alias)) command.alias(alias);
    for (const sub of command.commands) visit(sub, false);
  };
  for (const command of root.commands) visit(command, true);
}
