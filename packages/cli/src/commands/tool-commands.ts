// The commands of the tool itself, not of the API: auth, contexts, waiting for an action, and
// `servers ssh|ip` (tool-words.ts says which words they are, so main.ts loads this file only then).
import type { Command } from 'commander';
import { UsageError } from '../run/exit-codes.js';
import type { Session } from '../run/session.js';
import { addAuthCommands } from './auth-commands.js';
import { addContextCommands } from './context-commands.js';
import { addServerAccess } from './server-access.js';

export interface ToolRunners {
  session(command: Command): Promise<Session>;
  waitForAction(session: Session, actionId: number, timeout: string | undefined): Promise<void>;
}

export function addToolCommands(program: Command, runners: ToolRunners): void {
  addAuthCommands(program);
  addContextCommands(program);
  const actions =
    program.commands.find((c) => c.name() === 'actions') ?? program.command('actions').description('actions commands');
  actions
    .command('wait <action_id>')
    .description('Wait for an action to finish, showing its progress on stderr, then print it.')
    .option('--timeout <duration>', 'give up after this long (90s, 5m, 1h; default 30m)')
    .addHelpText('after', '\nExample:\n  vps actions wait 9002')
    .action(async (id: string, options: { timeout?: string }, command: Command) => {
      if (!/^\d+$/.test(id)) throw new UsageError(`<action_id> ${id}: expected an integer`);
      await runners.waitForAction(await runners.session(command), Number(id), options.timeout);
    });
  addServerAccess(program, runners.session);
}
