// The commands of the tool itself, not of the API: auth, contexts, waiting for an action (tool-words.ts
// says which words they are, so main.ts loads this file only then).
import type { Command } from 'commander';
import { readConfig, writeConfig, configPath } from '../config/config-file.js';
import { readSecret } from '../config/read-secret.js';
import { UsageError } from '../run/exit-codes.js';
import { renderTable } from '../output/table.js';
import type { Session } from '../run/session.js';

export interface ToolRunners {
  session(command: Command): Promise<Session>;
  waitForAction(session: Session, actionId: number, timeout: string | undefined): Promise<void>;
}

const mask = (token: string | undefined): string => (token ? `****${token.slice(-4)}` : '-');

function saveContext(name: string, token: string | undefined, url: string | undefined, makeCurrent: boolean): void {
  const config = readConfig();
  const previous = config.contexts[name] ?? {};
  config.contexts[name] = { ...previous, ...(token ? { token } : {}), ...(url ? { url } : {}) };
  if (makeCurrent || !config.current) config.current = name;
  writeConfig(config);
}

export function addToolCommands(program: Command, runners: ToolRunners): void {
  const auth =
    program.commands.find((c) => c.name() === 'auth') ?? program.command('auth').description('store the API token');
  auth
    .command('login')
    .description('Read a token (not echoed; from stdin when piped) and store it in a context, made current.')
    .option('--name <context>', 'the context to store it in (default: the current one, else "default")')
    .option('--url <url>', 'the API base URL of that context')
    .action(async (options: { name?: string; url?: string }) => {
      const name = options.name ?? readConfig().current ?? 'default';
      const token = await readSecret('API token: ');
      saveContext(name, token, options.url, true);
      process.stderr.write(`Token stored in context "${name}" (${configPath()}).\n`);
    });

  const context = program.command('context').description('named contexts: a token and a base URL each');
  context
    .command('create <context>')
    .description('Create a context; reads its token (not echoed; from stdin when piped).')
    .option('--url <url>', 'the API base URL (for example the sandbox, http://127.0.0.1:4020)')
    .option('--use', 'make it the current context')
    .action(async (name: string, options: { url?: string; use?: boolean }) => {
      if (readConfig().contexts[name])
        throw new UsageError(`context "${name}" exists; delete it first or use vps auth login --name ${name}`);
      const token = await readSecret(`Token for ${name}: `);
      saveContext(name, token, options.url, options.use === true);
      process.stderr.write(`Context "${name}" created.\n`);
    });
  context
    .command('use <context>')
    .description('Make a context the current one.')
    .action((name: string) => {
      const config = readConfig();
      if (!config.contexts[name]) throw new UsageError(`no context "${name}" (vps context list)`);
      writeConfig({ ...config, current: name });
    });
  context
    .command('list')
    .description('List the contexts (tokens masked).')
    .action(() => {
      const config = readConfig();
      const rows = Object.entries(config.contexts).map(([name, c]) => [
        name === config.current ? '*' : '',
        name,
        c.url ?? '-',
        mask(c.token),
      ]);
      process.stdout.write(renderTable(['current', 'name', 'url', 'token'], rows, true));
    });
  context
    .command('delete <context>')
    .description('Delete a context.')
    .action((name: string) => {
      const config = readConfig();
      if (!config.contexts[name]) throw new UsageError(`no context "${name}" (vps context list)`);
      delete config.contexts[name];
      if (config.current === name) delete config.current;
      writeConfig(config);
    });

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
}
