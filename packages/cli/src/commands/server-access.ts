// `vps servers ssh <id-or-name> [-- ssh arguments…]` runs `ssh` to the server's public IPv4 address,
// and `vps servers ip <id-or-name>` prints that address (`-6`: the IPv6 one). The server is read by
// id, or by name through the same lookup as every server argument (NAME_LOOKUPS).
import { spawn } from 'node:child_process';
import type { Command } from 'commander';
import type { Server } from '@vps-hosting/api';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { ExitStatus, UsageError } from '../run/exit-codes.js';
import type { RequestPlan } from '../run/request-plan.js';
import type { GlobalOptions, Session } from '../run/session.js';
import { NAME_LOOKUPS } from './overlay.js';
import { printedAsData } from './print-records.js';

/** The argument, named as the API's own server arguments (completion offers server names for it). */
const SERVER = 'server_id';

/**
 * Who ssh logs in as. The document installs a server's `ssh_keys` for `root` (createServer,
 * reinstallServer) and names no other user for any image; an image's own user, once the API gives
 * one, goes here.
 */
const LOGIN_USER = 'root';

type LooseGet = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>;

async function readServer(session: Session, given: string): Promise<Server> {
  const list = OPERATIONS.find((o) => o.operationId === NAME_LOOKUPS[SERVER]);
  const read = OPERATIONS.find((o) => o.method === 'GET' && o.path === `${list?.path}{${SERVER}}/`);
  if (!list || !read) throw new Error(`the table has no operation that reads a server by ${SERVER}`);
  const plan: RequestPlan = {
    path: { [SERVER]: /^\d+$/.test(given) ? Number(given) : given },
    query: {},
    header: {},
    body: undefined,
  };
  const { resolveNames } = await import('../run/resolve-names.js');
  await resolveNames(() => session.client(), plan, OPERATIONS);
  const { data, error } = await (session.client().GET as unknown as LooseGet)(read.path, {
    params: { path: plan.path },
  });
  if (error) throw error;
  return data as Server;
}

function runSsh(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('ssh', args, { stdio: 'inherit' });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new UsageError('ssh is not installed (or not on PATH)', 1) : error),
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
}

export function addServerAccess(program: Command, session: (command: Command) => Promise<Session>): void {
  const servers =
    program.commands.find((c) => c.name() === 'servers') ?? program.command('servers').description('servers commands');
  servers
    .command('ssh')
    .argument(`<${SERVER}>`, 'the server, by id or name')
    .argument('[ssh_args...]', 'arguments for ssh, after --')
    .description(`Open an SSH session to the server's public IPv4 address as ${LOGIN_USER}.`)
    .addHelpText(
      'after',
      '\nExamples:\n  vps servers ssh web-1\n  vps servers ssh web-1 -- -i ~/.ssh/id_ed25519 uptime',
    )
    .action(async (given: string, sshArgs: string[], _options: unknown, command: Command) => {
      const server = await readServer(await session(command), given);
      const code = await runSsh([`${LOGIN_USER}@${server.networks.ipv4.address}`, ...sshArgs]);
      if (code !== 0) throw new ExitStatus(code);
    });
  servers
    .command('ip')
    .argument(`<${SERVER}>`, 'the server, by id or name')
    .option('-6, --ipv6', 'print the IPv6 address instead')
    .description("Print the server's public IPv4 address (-6: its IPv6 address; -o json: both).")
    .addHelpText('after', '\nExamples:\n  vps servers ip web-1\n  ping -6 $(vps servers ip web-1 -6)')
    .action(async (given: string, options: { ipv6?: boolean }, command: Command) => {
      const { id, name, networks } = await readServer(await session(command), given);
      const address = { id, name, ipv4: networks.ipv4.address, ipv6: networks.ipv6.address };
      if (await printedAsData(command.optsWithGlobals<GlobalOptions>(), address)) return;
      process.stdout.write(`${options.ipv6 ? networks.ipv6.address : networks.ipv4.address}\n`);
    });
}
