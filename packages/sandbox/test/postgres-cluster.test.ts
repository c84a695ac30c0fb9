// The throwaway PostgreSQL cluster of the tests: reachable on its 127.0.0.1 port only, and gone
// (server stopped, folder removed) after stop(), or once the process that started it was killed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '@vps-hosting/sandbox/testing';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('throwaway PostgreSQL cluster', () => {
  const clusters: PostgresCluster[] = [];
  afterAll(async () => {
    for (const c of clusters) await c.stop();
  });

  it('serves its database on 127.0.0.1, listens nowhere else, and is removed by stop()', async () => {
    const cluster = await startPostgresCluster({ database: 'cluster_check' });
    clusters.push(cluster);
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ db: string; addr: string; listen: string; sockets: string }>(
      "SELECT current_database() AS db, host(inet_server_addr()) AS addr, current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets",
    );
    await client.end();
    expect(rows[0]).toEqual({ db: 'cluster_check', addr: '127.0.0.1', listen: '127.0.0.1', sockets: '' });

    const second = await cluster.createDatabase('second');
    const other = new pg.Client({ connectionString: second });
    await other.connect();
    expect((await other.query('SELECT current_database() AS db')).rows[0].db).toBe('second');
    await other.end();

    expect(existsSync(cluster.dir)).toBe(true);
    await cluster.stop();
    expect(existsSync(cluster.dir)).toBe(false);
    const late = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 2_000 });
    await expect(late.connect()).rejects.toThrow();
  });
});

describe('a test process killed without its exit handlers', () => {
  it('leaves no cluster behind: the watchdog stops the server and removes the folder', async () => {
    const script = `import { startPostgresCluster } from './packages/sandbox/src/testing/postgres-cluster.ts';
      const c = await startPostgresCluster(); console.log(JSON.stringify({ dir: c.dir, url: c.url })); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = await new Promise<{ dir: string; url: string }>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(JSON.parse(out));
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
    });
    const client = new pg.Client({ connectionString: started.url });
    await client.connect();
    await client.end();
    child.kill('SIGKILL');
    for (let i = 0; i < 100 && existsSync(started.dir); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(started.dir)).toBe(false);
    const late = new pg.Client({ connectionString: started.url, connectionTimeoutMillis: 2_000 });
    await expect(late.connect()).rejects.toThrow();
  });
});
