// The database a test's sandbox runs on: SQLite (a file the harness makes), or, in the projects that run the
// sandbox on PostgreSQL (their global setup provides `postgres`), a fresh copy of the migrated
// template database, dropped when the sandbox closes.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  /** `postgres://…` of the fresh database, or undefined on SQLite. */
  readonly url: string | undefined;
  readonly engine: 'sqlite' | 'postgres';
  /** Drops the database (PostgreSQL); nothing on SQLite. */
  drop(): Promise<void>;
}

/** The engine this test project runs the sandbox on. */
export function testEngine(): 'sqlite' | 'postgres' {
  return inject('postgres') ? 'postgres' : 'sqlite';
}

async function admin<T>(port: number, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database copied from the template of the project's cluster (given by a
 *  global setup as `project.getProvidedContext().postgres`, or read with inject in a test). */
export async function freshPostgresDatabase(cluster = inject('postgres')): Promise<TestDatabase> {
  if (!cluster) throw new Error('this project starts no PostgreSQL cluster (test/support/postgres-global-setup.ts)');
  const name = `sandbox_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(cluster.port, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${cluster.template} STRATEGY FILE_COPY`));
  return {
    url: `postgres://postgres@127.0.0.1:${cluster.port}/${name}`,
    engine: 'postgres',
    drop: () =>
      admin(cluster.port, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** The database for one sandbox of a test, on the project's engine. */
export async function testDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'postgres') return freshPostgresDatabase();
  return { url: undefined, engine: 'sqlite', drop: async () => {} };
}
