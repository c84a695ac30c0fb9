// `vps`: parses the command line into a command of the tree, runs it, and turns every failure into
// a message on stderr and the exit code of its kind.
import { CommanderError, type Command } from 'commander';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { buildProgram } from './commands/build-program.js';
import { EXIT } from './run/exit-codes.js';
import { createSession, type GlobalOptions, type Session } from './run/session.js';

/** The first word that is not an option: the group to build (all of them for help and completion). */
function firstWord(argv: readonly string[]): string | undefined {
  const valued = new Set(['-o', '--output', '--context']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (valued.has(arg)) i++;
    else if (!arg.startsWith('-')) return ['help', 'complete', 'completion'].includes(arg) ? undefined : arg;
  }
  return undefined;
}

/** Whether errors are asked for as JSON, read before parsing so that a usage error honours it too. */
function wantsJson(argv: readonly string[]): boolean {
  return argv.some(
    (arg, i) =>
      ((arg === '-o' || arg === '--output') && argv[i + 1] === 'json') || arg === '--output=json' || arg === '-ojson',
  );
}

/** The groups that hold the tool's own commands (src/commands/tool-commands.ts), loaded only for them and for help. */
const TOOL_GROUPS = new Set(['auth', 'context', 'actions']);

const session = (command: Command): Promise<Session> => createSession(command.optsWithGlobals<GlobalOptions>());

export async function main(argv: readonly string[]): Promise<number> {
  const json = wantsJson(argv);
  const only = firstWord(argv);
  const tools = only === undefined || TOOL_GROUPS.has(only) ? await import('./commands/tool-commands.js') : undefined;
  const program = buildProgram({
    operations: OPERATIONS,
    only,
    jsonErrors: json,
    run: async (spec, raw, command) => {
      const { executeOperation } = await import('./run/execute-operation.js');
      await executeOperation(await session(command), spec, raw, command.opts());
    },
    addToolCommands: (root) =>
      tools?.addToolCommands(root, {
        session,
        waitForAction: async (s, actionId, timeout) => {
          const { waitForActionCommand } = await import('./run/wait-command.js');
          await waitForActionCommand(s, actionId, timeout);
        },
      }),
  });
  if (argv[0] === 'complete' || argv[0] === 'completion') {
    // Shell completion (loaded only then): the scripts, and the answers the shells ask for.
    const { addCompletion } = await import('./completion.js');
    await addCompletion(program, argv, () => session(program));
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? EXIT.ok : EXIT.usage;
    }
    // Loaded on failure only (it needs the client's error classes; --help and usage errors do not).
    const { reportError } = await import('./run/report-error.js');
    return reportError(error, json);
  }
}
