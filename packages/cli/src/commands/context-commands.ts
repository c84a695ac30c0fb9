// `vps context …`: named contexts, a token and a base URL each, in the config file. `create` checks
// the token and URL against the API before saving (auth-commands.ts, `--no-verify` skips it).
import type { Command } from 'commander';
import { readConfig, writeConfig } from '../config/config-file.js';
import { checkedUrl } from '../config/credentials.js';
import { readSecret } from '../config/read-secret.js';
import { maskToken } from '../config/mask-token.js';
import { UsageError } from '../run/exit-codes.js';
import type { GlobalOptions } from '../run/session.js';
import { saveContext, verifiedOrRefused } from './auth-commands.js';
import { printedAsData, printRecords } from './print-records.js';

export function addContextCommands(program: Command): void {
  const context = program.command('context').description('named contexts: a token and a base URL each');
  context
    .command('create <context>')
    .description('Create a context; reads its token (not echoed; from stdin when piped) and checks it against the API.')
    .option('--url <url>', 'the API base URL (for example the sandbox, http://127.0.0.1:4020)')
    .option('--use', 'make it the current context')
    .option('--no-verify', 'save without checking the token and URL against the API')
    .action(async (name: string, options: { url?: string; use?: boolean; verify: boolean }, command: Command) => {
      if (readConfig().contexts[name])
        throw new UsageError(`context "${name}" exists; delete it first or use vps auth login --name ${name}`);
      const url = options.url === undefined ? undefined : checkedUrl(options.url, '--url');
      const token = await readSecret(`Token for ${name}: `);
      if (options.verify) await verifiedOrRefused(token, url, command.optsWithGlobals<GlobalOptions>().debug === true);
      saveContext(name, token, url, options.use === true);
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
    .command('current')
    .description('Print the name of the context commands use without --context (VPS_CONTEXT, else the current one).')
    .action(async (_options: unknown, command: Command) => {
      const name = process.env.VPS_CONTEXT?.trim() || readConfig().current;
      if (!name) throw new UsageError('no current context (vps context use <context>, or vps auth login)');
      if (!(await printedAsData(command.optsWithGlobals<GlobalOptions>(), { context: name })))
        process.stdout.write(`${name}\n`);
    });
  context
    .command('list')
    .description('List the contexts (tokens masked); -o json or yaml for scripts.')
    .action(async (_options: unknown, command: Command) => {
      const config = readConfig();
      const records = Object.entries(config.contexts).map(([name, c]) => ({
        current: name === config.current,
        name,
        url: c.url ?? null,
        token: maskToken(c.token),
      }));
      await printRecords(
        command.optsWithGlobals<GlobalOptions>(),
        records,
        ['current', 'name', 'url', 'token'],
        (r) => ({
          ...r,
          current: r.current ? '*' : '',
        }),
      );
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
}
