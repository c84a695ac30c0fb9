// A fresh PostgreSQL database for one sandbox of a test, copied from a migrated template database
// of a throwaway cluster (postgres-cluster.ts) or empty, and dropped when the test is done with it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** `postgres://…` of the fresh database, or undefined on SQLite. */
  readonly url: string | undefined;
  readonly engine: 'sqlite' | 'postgres';
  /** Drops the database (PostgreSQL); nothing on SQLite. */
  drop(): Promise<void>;
}

/** Where the template is: the cluster's port on 127.0.0.1 and the template database's name. */
export interface TemplateCluster {
  port: number;
  template: string;
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

/** A fresh empty database of the cluster on 127.0.0.1:`port`. */
export async function emptyDatabase(port: number): Promise<TestDatabase> {
  return createDatabase(port, '');
}

/** A fresh database copied from the cluster's template. */
export async function databaseFromTemplate(cluster: TemplateCluster): Promise<TestDatabase> {
  return createDatabase(cluster.port, ` TEMPLATE ${cluster.template} STRATEGY FILE_COPY`);
}

async function createDatabase(port: number, copyOf: string): Promise<TestDatabase> {
  const name = `sandbox_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(port, (c) => c.query(`CREATE DATABASE ${name}${copyOf}`));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${name}`,
    engine: 'postgres',
    drop: () => admin(port, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
