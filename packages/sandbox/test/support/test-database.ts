// The database a test's sandbox runs on: SQLite (a file the harness makes), or, in the projects that run the
// sandbox on PostgreSQL (their global setup provides `postgres`), a fresh copy of the migrated
// template database (@vps-hosting/sandbox/testing), dropped when the sandbox closes.
import { databaseFromTemplate, type TestDatabase } from '@vps-hosting/sandbox/testing';
import { inject } from 'vitest';

export type { TestDatabase };

/** The engine this test project runs the sandbox on. */
export function testEngine(): 'sqlite' | 'postgres' {
  return inject('postgres') ? 'postgres' : 'sqlite';
}

/** A fresh PostgreSQL database copied from the template of the project's cluster (given by a
 *  global setup as `project.getProvidedContext().postgres`, or read with inject in a test). */
export async function freshPostgresDatabase(cluster = inject('postgres')): Promise<TestDatabase> {
  if (!cluster) throw new Error('this project starts no PostgreSQL cluster (test/support/postgres-global-setup.ts)');
  return databaseFromTemplate(cluster);
}

/** The database for one sandbox of a test, on the project's engine. */
export async function testDatabase(): Promise<TestDatabase> {
  if (testEngine() === 'postgres') return freshPostgresDatabase();
  return { url: undefined, engine: 'sqlite', drop: async () => {} };
}
