// The run's PostgreSQL cluster for the unit files that need empty databases of their own (two
// instances on one database, the engine, the rate windows), started when a test first asks
// (shared-cluster-setup.ts). Each database is new; the file drops those it made when it is done.
import { emptyDatabase, type TestDatabase } from '@vps-hosting/sandbox/testing';
import { askOnDemand } from '@vps-hosting/test-support/on-demand';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The control endpoint of the run's PostgreSQL cluster (test-support's on-demand.ts). */
    sharedCluster: string;
  }
}

export interface SharedClusterState {
  /** The cluster's port on 127.0.0.1 (user postgres, no password). */
  port: number;
}

export interface SharedCluster {
  /** A new empty database; its `postgres://` URL. */
  createDatabase(): Promise<string>;
  /** Drops every database this file made (their connections closed by force). */
  dropDatabases(): Promise<void>;
}

/** The run's cluster, started if no test has asked for it yet. */
export async function sharedCluster(): Promise<SharedCluster> {
  const { port } = await askOnDemand<SharedClusterState>(inject('sharedCluster'), 'the shared PostgreSQL cluster');
  const made: TestDatabase[] = [];
  return {
    async createDatabase() {
      const database = await emptyDatabase(port);
      made.push(database);
      return database.url!;
    },
    async dropDatabases() {
      for (const database of made.splice(0)) await database.drop();
    },
  };
}
