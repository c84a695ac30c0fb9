// Global setup of `unit`: the control endpoint of the run's shared mock (shared-mock.ts); the mock
// (Prism behind our front, seconds of CPU to start) starts when a test first asks for it.
import { startMock } from '@vps-hosting/mock';
import type { TestProject } from 'vitest/node';
import { serveOnDemand } from './on-demand.js';
import type { SharedMockState } from './shared-mock.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const control = await serveOnDemand(async () => {
    const mock = await startMock({ port: 0, logLevel: 'silent' });
    return {
      // The supervisor's state now: a test compares Prism's process and restarts before and after.
      describe: async (): Promise<SharedMockState> => ({ url: mock.url, ...(await mock.prism()) }),
      stop: () => mock.stop(),
    };
  });
  project.provide('sharedMock', control.url);
  return () => control.close();
}
