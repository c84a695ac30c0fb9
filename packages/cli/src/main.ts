// `vps`: parses the command line into a command of the tree, runs it, and turns every failure into
// a message on stderr and the exit code of its kind. `vps complete …` (what a Tab asks) is answered
// before any of that, from the tree of the group being completed (src/completion/).
import { Argument, CommanderError, type Command } from 'commander';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { buildProgram } from './commands/build-program.js';
import { addSelectorFlags, takesManyIds } from './commands/many-ids.js';
import { needsToolCommands } from './commands/tool-words.js';
import { acceptYesEverywhere } from './commands/uniform-flags.js';
import { EXIT, ExitStatus } from './run/exit-codes.js';
import { createSession, type GlobalOptions, type Session } from './run/session.js';

/** The first two words that are not options (the group to build and its verb); no group for help. */
function leadingWords(argv: readonly string[]): [string | undefined, string | undefined] {
  const valued = new Set(['-o', '--output', '--context']);
  const words: string[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    if (valued.has(arg)) i++;
    else if (!arg.startsWith('-')) words.push(arg);
  }
  return words[0] === 'help' ? [undefined, undefined] : [words[0], words[1]];
}

/** Whether errors are asked for as JSON, read before parsing so that a usage error honours it too. */
function wantsJson(argv: readonly string[]): boolean {
  return argv.some(
    (arg, i) =>
      ((arg === '-o' || arg === '--output') && argv[i + 1] === 'json') || arg === '--output=json' || arg === '-ojson',
  );
}

/** The session of the command being run, once made: its credentials name the URL in error messages. */
let current: Session | undefined;
const session = async (command: Command): Promise<Session> =>
  (current = await createSession(command.optsWithGlobals<GlobalOptions>()));

/** The tree with the group `only` built in full (every group when undefined), and the tool's commands when `tools`. */
export async function commandTree(only: string | undefined, tools: boolean, json: boolean): Promise<Command> {
  const toolCommands = tools ? await import('./commands/tool-commands.js') : undefined;
  const root = buildProgram({
    operations: OPERATIONS,
    only,
    jsonErrors: json,
    run: async (spec, raw, command) => {
      const own = await session(command);
      try {
        if (takesManyIds(spec)) await (await import('./run/delete-many.js')).deleteEach(own, spec, raw, command.opts());
        else await (await import('./run/execute-operation.js')).executeOperation(own, spec, raw, command.opts());
      } finally {
        // What completion offers may have changed: the context's cached lists go.
        const credentials = own.resolved();
        if (spec.operation.method !== 'GET' && credentials)
          (await import('./completion/list-cache.js')).forgetLists(credentials);
      }
    },
    runLabels: async (spec, given, change, command) => {
      const { labelsUpdate } = await import('./commands/label-commands.js');
      const { changeLabels } = await import('./run/change-labels.js');
      const own = await session(command);
      await changeLabels(own, spec, labelsUpdate(spec, OPERATIONS)!, given, change, command.opts());
      const credentials = own.resolved();
      if (credentials) (await import('./completion/list-cache.js')).forgetLists(credentials);
    },
    addToolCommands: (tree) =>
      toolCommands?.addToolCommands(tree, {
        session,
        waitForAction: async (s, actionId, timeout) => {
          const { waitForActionCommand } = await import('./run/wait-command.js');
          await waitForActionCommand(s, actionId, timeout);
        },
      }),
  });
  root.option('--debug', 'print each HTTP exchange on stderr (method, URL, status, time, request id; token masked)');
  root
    .command('completion')
    .description('Print the shell completion script: source <(vps completion bash), zsh, or fish.')
    .addArgument(new Argument('<shell>').choices(['bash', 'zsh', 'fish']))
    .action(async (shell: 'bash' | 'zsh' | 'fish') => {
      const { SCRIPTS } = await import('./completion/scripts.js');
      process.stdout.write(SCRIPTS[shell]);
    });
  addSelectorFlags(root, OPERATIONS);
  acceptYesEverywhere(root);
  return root;
}

export async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] === 'complete') {
    const { runComplete } = await import('./completion/run-complete.js');
    return runComplete(argv.slice(1), (group) => commandTree(group, true, false));
  }
  const json = wantsJson(argv);
  const [group, verb] = leadingWords(argv);
  const tree = await commandTree(group, needsToolCommands(group, verb), json);
  try {
    await tree.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof ExitStatus) return error.code;
    // Loaded on failure only (it needs the client's error classes; --help and usage errors do not).
    const { reportError } = await import('./run/report-error.js');
    return reportError(error, json, process.stderr, current?.resolved());
  }
}
