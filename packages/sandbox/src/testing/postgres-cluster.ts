// Its home is the sandbox package (`@vps-hosting/sandbox/testing`), the one that runs on PostgreSQL and
// already depends on `pg`: its own tests, the root's conformance setup and the benchmarks reach it
// through that public entry, and so can anyone testing against a sandbox on PostgreSQL.
// A throwaway PostgreSQL cluster for tests and benchmarks: initdb in a temporary folder, a free
// port on 127.0.0.1 only (no Unix socket), pg_ctl start -w, one database; stop() runs
// pg_ctl stop -m fast and removes the folder, and so does the test process when it exits, or a
// watchdog once that process is gone (killed by SIGKILL or a timeout, its exit handlers never ran).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` */
  readonly url: string;
  readonly port: number;
  /** The temporary folder (the data directory is `<dir>/data`, the server log `<dir>/server.log`). */
  readonly dir: string;
  /** Creates another database in the cluster and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (`pg_ctl stop -m fast`) and removes the folder; idempotent. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Name of the database to create (default `sandbox`). */
  database?: string;
  /** Keep fsync and synchronous commit on (benchmarks of durable writes); tests turn them off. */
  durable?: boolean;
}

/** The folder holding initdb and pg_ctl: PATH first, then Debian's /usr/lib/postgresql/<newest>/bin. */
export function postgresBinDir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, run its programs as the `postgres` user. */
function asServerUser(program: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

function run(program: string, args: string[]): void {
  const [command, argv] = asServerUser(program, args);
  execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function serverUserIds(): { uid: number; gid: number } {
  const id = (flag: string): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Waits for the process $1 to end, then stops the server of $2 with the command after $3 and removes $3. */
const WATCHDOG =
  'p=$1; data=$2; dir=$3; shift 3; while kill -0 "$p" 2>/dev/null; do sleep 2; done; "$@" stop -D "$data" -m fast -s >/dev/null 2>&1; rm -rf "$dir"';

const running = new Set<{ stopNow(): void }>();
process.once('exit', () => {
  for (const cluster of running) cluster.stopNow();
});

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed (no initdb on PATH nor in /usr/lib/postgresql/*/bin): apt-get install postgresql',
    );
  const database = options.database ?? 'sandbox';
  const dir = mkdtempSync(join(tmpdir(), 'pg-cluster-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const pgCtl = join(bin, 'pg_ctl');
  let started = false;
  let watchdog: ChildProcess | undefined;
  const stopNow = (): void => {
    if (watchdog?.pid !== undefined && watchdog.exitCode === null) watchdog.kill();
    if (started) spawnSync(...asServerUser(pgCtl, ['stop', '-D', data, '-m', 'fast', '-s']), { stdio: 'ignore' });
    started = false;
    rmSync(dir, { recursive: true, force: true });
    running.delete(handle);
  };
  const handle = { stopNow };
  running.add(handle);
  try {
    if (isRoot) {
      const { uid, gid } = serverUserIds();
      chownSync(dir, uid, gid);
    }
    run(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '-N',
    ]);
    const settings = [
      'listen_addresses=127.0.0.1',
      "unix_socket_directories=''",
      'max_connections=100',
      ...(options.durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
    ];
    // The port is free when picked; another process may take it before the server binds: retry.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const serverOptions = [...settings, `port=${port}`].map((s) => `-c ${s}`).join(' ');
      const [command, argv] = asServerUser(pgCtl, [
        'start',
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-t',
        '60',
        '-s',
        '-o',
        serverOptions,
      ]);
      const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
      if (result.status === 0) break;
      if (attempt === 3) throw new Error(`pg_ctl start failed: ${result.stderr}\n${readLog(log)}`);
    }
    started = true;
    const [stopCommand, stopArgs] = asServerUser(pgCtl, []);
    watchdog = spawn(
      'sh',
      ['-c', WATCHDOG, 'pg-cluster-watchdog', String(process.pid), data, dir, stopCommand, ...stopArgs],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    watchdog.unref();
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(database)}`);
    } finally {
      await admin.end();
    }
    const urlOf = (name: string): string => `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    return {
      url: urlOf(database),
      port,
      dir,
      async createDatabase(name) {
        const client = new pg.Client({ connectionString: urlOf('postgres') });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${quoteIdent(name)}`);
        } finally {
          await client.end();
        }
        return urlOf(name);
      },
      async stop() {
        stopNow();
      },
    };
  } catch (error) {
    stopNow();
    throw error;
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function readLog(file: string): string {
  try {
    return execFileSync('tail', ['-n', '20', file], { encoding: 'utf8' });
  } catch {
    return '';
  }
}
