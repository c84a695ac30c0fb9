// Aliases: `ls`, `rm` and singular groups parse to the same command as the words they stand for,
// with only the typed group built (as main.ts builds it), and help shows them. Parse only.
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { singularOf } from '../src/commands/aliases.js';
import { leafCommands } from '../src/commands/uniform-flags.js';
import { commandTree } from '../src/main.js';

function wordsOf(command: Command): string {
  const words: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) words.unshift(c.name());
  return words.join(' ');
}

/** The command `line` runs, the tree built for its first word. */
async function parsedTo(line: string[]): Promise<string> {
  const tree = await commandTree(line[0], true, false);
  let ran = '';
  for (const leaf of leafCommands(tree))
    leaf.action(() => {
      ran = wordsOf(leaf);
    });
  await tree.parseAsync(line, { from: 'user' });
  return ran;
}

describe('aliases', () => {
  it('singular groups, ls and rm parse to the commands they stand for', async () => {
    expect(await parsedTo(['server', 'ls'])).toBe('servers list');
    expect(await parsedTo(['servers', 'list'])).toBe('servers list');
    expect(await parsedTo(['server', 'rm', '1'])).toBe('servers delete');
    expect(await parsedTo(['dns', 'zone', 'ls'])).toBe('dns zones list');
    expect(await parsedTo(['webhook', 'delivery', 'ls', '1'])).toBe('webhooks deliveries list');
    expect(await parsedTo(['context', 'ls'])).toBe('context list');
    expect(await parsedTo(['server', 'ip', '1'])).toBe('servers ip');
  });

  it('every plural group has its singular, shown in help', async () => {
    const tree = await commandTree(undefined, true, false);
    const groups = tree.commands.filter((c) => singularOf(c.name()));
    expect(groups.map((c) => c.name())).toContain('servers');
    for (const group of groups) expect(group.aliases()).toEqual([singularOf(group.name())]);
    expect(tree.helpInformation()).toContain('servers|server');
    expect(singularOf('dns')).toBeUndefined();
    expect(singularOf('deliveries')).toBe('delivery');
  });
});
