// A fresh PostgreSQL database for one sandbox of a test, copied from a migrated template database
// of a throwaway cluster (postgres-cluster.ts), and dropped when the sandbox closes.
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

/** A fresh database copied from the cluster's template. */
export async function databaseFromTemplate(cluster: TemplateCluster): Promise<TestDatabase> {
  const name = `sandbox_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(cluster.port, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${cluster.template} STRATEGY FILE_COPY`));
  return {
    url: `postgres://postgres@127.0.0.1:${cluster.port}/${name}`,
    engine: 'postgres',
    drop: () =>
      admin(cluster.port, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
