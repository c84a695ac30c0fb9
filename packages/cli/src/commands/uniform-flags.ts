// Flags a script may pass to any command: `--yes` on every command (a no-op where nothing is asked),
// so that `vps … --yes` never fails on the flag itself. `-o` is a global option already.
import type { Command } from 'commander';

/** The commands that run something: no subcommands of their own. */
export function leafCommands(root: Command): Command[] {
  return root.commands.flatMap((c) => (c.commands.length === 0 ? [c] : leafCommands(c)));
}

/** Adds `-y, --yes` to every leaf that has no such option (the operations that may ask have theirs). */
export function acceptYesEverywhere(root: Command): void {
  for (const command of leafCommands(root)) {
    if (command.options.some((o) => o.long === '--yes')) continue;
    command.option('-y, --yes', 'accepted for scripts; this command asks nothing');
  }
}
