// Global setup of the projects that run the sandbox on PostgreSQL: one throwaway cluster for the
// whole run, with a migrated template database; each sandbox of a test gets a fresh copy of it
// (test/support/test-database.ts). The project that lists this setup (sandbox-postgres) shares the
// one cluster with unit's shared-cluster-setup.ts (the kit's full run on PostgreSQL among its users) when
// a test asks for it: Vitest runs the setups in one process; the cluster is stopped once the last of
// its users is done, and removed.
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../src/store/postgres.js';
import { type PostgresCluster, startPostgresCluster } from '@vps-hosting/sandbox/testing';

export const TEMPLATE_DATABASE = 'sandbox_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The cluster of a PostgreSQL project: its port and the migrated template to copy. */
    postgres: { port: number; template: string } | undefined;
  }
}

/** The run's cluster and how many projects still use it, kept on the process (each project may load
 *  this module anew). */
interface Shared {
  cluster: Promise<PostgresCluster>;
  users: number;
}
const KEY = Symbol.for('vps-hosting.sandbox.test.postgres-cluster');
const holder = globalThis as { [KEY]?: Shared };

async function startCluster(): Promise<PostgresCluster> {
  const cluster = await startPostgresCluster({ database: TEMPLATE_DATABASE });
  try {
    await (await openPostgres(cluster.url)).close();
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** The run's cluster, started if no setup has yet; `release` stops it once its last user releases it. */
export async function acquireCluster(): Promise<{ cluster: PostgresCluster; release(): Promise<void> }> {
  const shared = holder[KEY] ?? { cluster: startCluster(), users: 0 };
  holder[KEY] = shared;
  shared.users++;
  let cluster: PostgresCluster;
  try {
    cluster = await shared.cluster;
  } catch (error) {
    if (--shared.users === 0) delete holder[KEY];
    throw error;
  }
  return {
    cluster,
    async release() {
      if (--shared.users > 0) return;
      delete holder[KEY];
      await cluster.stop();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { cluster, release } = await acquireCluster();
  project.provide('postgres', { port: cluster.port, template: TEMPLATE_DATABASE });
  return release;
}
