// The machine, the versions and the commit a run was measured on.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as os from 'node:os';
import { join } from 'node:path';
import { REPO } from './repo.js';

const PACKAGES = [
  'autocannon',
  '@stoplight/prism-cli',
  'fastify',
  'better-sqlite3',
  'openapi-fetch',
  'undici',
  'typescript',
  'tsx',
];

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  sqlite: string;
  packages: Record<string, string>;
  commit: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  const db = new Database(':memory:');
  const sqlite = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  db.close();
  const packages = Object.fromEntries(
    PACKAGES.map((name) => [
      name,
      (JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version,
    ]),
  );
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    sqlite,
    packages,
    commit: commit(),
  };
}

/** The checked-out commit, with "+ changes" when the working tree differs from it (read-only git). */
function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown (no git)';
  }
}
