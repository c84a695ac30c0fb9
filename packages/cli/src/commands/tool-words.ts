// Which command lines hold a command of the tool itself (tool-commands.ts), known without loading
// it: main.ts loads those commands only for such a line, for help and for completion.
import { namesGroup } from './aliases.js';

/** Group → its tool commands (`*`: every command of the group is the tool's). */
export const TOOL_COMMANDS: Readonly<Record<string, '*' | readonly string[]>> = {
  auth: '*',
  context: '*',
  actions: ['wait'],
  servers: ['ssh', 'ip'],
};

/**
 * Whether a line whose first words are `group` and `verb` needs the tool's commands: all of them
 * when no group is named (help), a group's listing (no verb: its help), or one of them named.
 */
export function needsToolCommands(group: string | undefined, verb: string | undefined): boolean {
  if (group === undefined) return true;
  const key = Object.keys(TOOL_COMMANDS).find((word) => namesGroup(group, word));
  const words = key === undefined ? undefined : TOOL_COMMANDS[key];
  if (words === undefined) return false;
  return words === '*' || verb === undefined || words.includes(verb);
}
