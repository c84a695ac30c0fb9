// A SQLite sandbox never loads the PostgreSQL client: a child process starts one (in memory) and
// lists the modules of `pg` in its CommonJS cache (where Node keeps `pg`, a CommonJS package, even
// when imported from ES modules); then it loads the PostgreSQL engine, to show the check sees it.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const PROBE = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const pgModules = () => Object.keys(require.cache).filter((f) => /[\\\\/]node_modules[\\\\/]pg[\\\\/]/.test(f)).length;
const { startSandbox } = await import('@vps-hosting/sandbox');
const sandbox = await startSandbox({ db: ':memory:', port: 0 });
const sqlite = pgModules();
await sandbox.close();
await import('./packages/sandbox/src/store/postgres.ts');
console.log(JSON.stringify({ sqlite, postgres: pgModules() }));
`;

describe('SQLite mode', () => {
  it('does not load pg (the PostgreSQL engine is imported only for a postgres:// URL)', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=@vps-hosting/source', '--import', 'tsx', '--input-type=module', '-e', PROBE],
      { cwd: ROOT },
    );
    const counts = JSON.parse(stdout.trim().split('\n').pop()!) as { sqlite: number; postgres: number };
    expect(counts.sqlite).toBe(0);
    expect(counts.postgres).toBeGreaterThan(0);
  });
});
