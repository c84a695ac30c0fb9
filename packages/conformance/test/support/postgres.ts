// An empty PostgreSQL database in the run's shared cluster (started when a test first asks: the
// `unit` project's global setup), dropped when the file is done.
import { emptyDatabase, type TestDatabase } from '@vps-hosting/sandbox/testing';
import { askOnDemand } from '@vps-hosting/test-support/on-demand';
import { inject } from 'vitest';

export async function postgresDatabase(): Promise<TestDatabase> {
  const { port } = await askOnDemand<{ port: number }>(inject('sharedCluster'), 'the shared PostgreSQL cluster');
  return emptyDatabase(port);
}
