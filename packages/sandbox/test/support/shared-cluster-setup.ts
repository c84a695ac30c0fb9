// Global setup of `unit`: the control endpoint of the run's PostgreSQL cluster for the unit files that
// need empty databases (shared-cluster.ts); the cluster starts when a test first asks for it, or is
// the one postgres-global-setup.ts already started for the PostgreSQL projects.
import { serveOnDemand } from '@vps-hosting/test-support/on-demand';
import type { TestProject } from 'vitest/node';
import { acquireCluster } from './postgres-global-setup.js';
import type { SharedClusterState } from './shared-cluster.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const control = await serveOnDemand(async () => {
    const { cluster, release } = await acquireCluster();
    return { describe: (): SharedClusterState => ({ port: cluster.port }), stop: release };
  });
  project.provide('sharedCluster', control.url);
  return () => control.close();
}
