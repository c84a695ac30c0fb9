// Global setup of the projects that run the sandbox on PostgreSQL: one throwaway cluster for the
// whole run, with a migrated template database; each sandbox of a test gets a fresh copy of it
// (test/support/test-database.ts). The cluster is stopped and removed at the end of the run.
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/store/postgres.js';
import { startPostgresCluster } from '@vps-hosting/sandbox/testing';

export const TEMPLATE_DATABASE = 'sandbox_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster of a PostgreSQL project: its port and the migrated template to copy. */
    postgres: { port: number; template: string } | undefined;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster({ database: TEMPLATE_DATABASE });
  try {
    await (await openPostgres(cluster.url)).close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('postgres', { port: cluster.port, template: TEMPLATE_DATABASE });
  return () => cluster.stop();
}
