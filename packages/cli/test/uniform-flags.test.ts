// Flags a script passes to every command: each command of the whole tree (the operations and the
// tool's own) parses with `--yes` and `-o json`. Parse only: each command's action is replaced, so
// nothing is sent and no config is read.
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { commandTree } from '../src/main.js';
import { leafCommands } from '../src/commands/uniform-flags.js';

function wordsOf(command: Command): string[] {
  const words: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) words.unshift(c.name());
  return words;
}

/** A value for each required argument: its first choice when it has choices. */
const argumentsOf = (command: Command): string[] =>
  command.registeredArguments.filter((a) => a.required).map((a) => a.argChoices?.[0] ?? '1');

describe('--yes and -o everywhere', () => {
  it('every command accepts --yes and -o json', async () => {
    const tree = await commandTree(undefined, true, false);
    const leaves = leafCommands(tree);
    // The whole tree: the operations' commands and the tool's (auth, context, servers ssh, completion).
    expect(leaves.length).toBeGreaterThan(60);
    const ran: string[] = [];
    for (const leaf of leaves) leaf.action(() => void ran.push(wordsOf(leaf).join(' ')));
    for (const leaf of leaves) {
      const line = [...wordsOf(leaf), ...argumentsOf(leaf), '--yes', '-o', 'json'];
      await expect(tree.parseAsync(line, { from: 'user' }), line.join(' ')).resolves.toBeDefined();
      expect(leaf.opts().yes, line.join(' ')).toBe(true);
      expect(tree.opts().output).toBe('json');
    }
    expect(ran).toEqual(leaves.map((leaf) => wordsOf(leaf).join(' ')));
  });
});
