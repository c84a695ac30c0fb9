// `vps auth login` (a token read without echo, checked against the API, then stored in a context)
// and `vps auth status` (which context, URL and token a command would use, where each comes from,
// and whether the token works).
import type { Command } from 'commander';
import { DEFAULT_API_URL } from '@vps-hosting/api/operations';
import { configPath, readConfig, writeConfig } from '../config/config-file.js';
import { checkedUrl, resolveCredentials } from '../config/credentials.js';
import { readSecret } from '../config/read-secret.js';
import { maskToken } from '../config/mask-token.js';
import { ExitStatus, UsageError } from '../run/exit-codes.js';
import type { GlobalOptions } from '../run/session.js';
import { printedAsData } from './print-records.js';

export function saveContext(name: string, token: string, url: string | undefined, makeCurrent: boolean): void {
  const config = readConfig();
  const previous = config.contexts[name] ?? {};
  config.contexts[name] = { ...previous, token, ...(url ? { url } : {}) };
  if (makeCurrent || !config.current) config.current = name;
  writeConfig(config);
}

/**
 * Checks the token against the URL it will be used with (without one: VPS_API_URL, else the
 * document's default); refuses to save when it fails.
 */
export async function verifiedOrRefused(token: string, url: string | undefined, debug: boolean): Promise<void> {
  const { checkToken } = await import('../run/check-token.js');
  const envUrl = process.env.VPS_API_URL?.trim();
  const baseUrl = url ?? (envUrl ? checkedUrl(envUrl, 'VPS_API_URL') : DEFAULT_API_URL);
  const check = await checkToken({ token, baseUrl }, debug);
  if (!check.works) throw new UsageError(`not saved: ${check.detail} (--no-verify saves it unchecked)`, check.code);
  process.stderr.write(`Checked against ${baseUrl}: ${check.detail}.\n`);
}

export function addAuthCommands(program: Command): void {
  const auth =
    program.commands.find((c) => c.name() === 'auth') ?? program.command('auth').description('the API token');
  auth
    .command('login')
    .description('Read a token (not echoed; from stdin when piped), check it against the API, store it in a context.')
    .option('--name <context>', 'the context to store it in (default: the current one, else "default")')
    .option('--url <url>', 'the API base URL of that context')
    .option('--no-verify', 'save without checking the token and URL against the API')
    .action(async (options: { name?: string; url?: string; verify: boolean }, command: Command) => {
      const config = readConfig();
      const name = options.name ?? config.current ?? 'default';
      const url = options.url === undefined ? undefined : checkedUrl(options.url, '--url');
      const token = await readSecret('API token: ');
      if (options.verify) {
        const debug = command.optsWithGlobals<GlobalOptions>().debug === true;
        await verifiedOrRefused(token, url ?? config.contexts[name]?.url, debug);
      }
      saveContext(name, token, url, true);
      process.stderr.write(`Token stored in context "${name}" (${configPath()}).\n`);
    });
  auth
    .command('status')
    .description(
      'Show which context, URL and token (masked) commands use, where each comes from, and whether the token works.',
    )
    .action(async (_options: unknown, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const credentials = resolveCredentials(globals.context);
      const { checkToken } = await import('../run/check-token.js');
      const check = await checkToken(credentials, globals.debug === true);
      const status = {
        context: credentials.context ?? null,
        url: credentials.baseUrl,
        url_from: credentials.urlFrom,
        token: maskToken(credentials.token),
        token_from: credentials.tokenFrom,
        token_works: check.works,
        detail: check.detail,
      };
      if (!(await printedAsData(globals, status))) {
        const rows: [string, string][] = [
          ['context', credentials.context ?? '- (no context)'],
          ['url', `${credentials.baseUrl} (from ${credentials.urlFrom})`],
          ['token', `${status.token} (from ${credentials.tokenFrom})`],
          ['works', `${check.works ? 'yes' : 'no'}: ${check.detail}`],
        ];
        process.stdout.write(rows.map(([field, value]) => `${field.padEnd(8)}${value}\n`).join(''));
      }
      if (!check.works) throw new ExitStatus(check.code);
    });
}
