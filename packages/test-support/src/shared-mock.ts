// The run's shared mock (shared-mock-setup.ts starts it when a test first asks): the mock with its
// default options on @vps-hosting/api's document, for the test files that need no other. A file that
// needs other options (unguarded, another document, Prism's output) starts its own.
import { inject } from 'vitest';
import { askOnDemand } from './on-demand.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The control endpoint of the run's shared mock (on-demand.ts). */
    sharedMock: string;
  }
}

/** The shared mock's description as its setup gives it: its URL, and Prism's process and restarts now. */
export interface SharedMockState {
  url: string;
  pid: number;
  restarts: number;
}

export interface SharedMock {
  url: string;
  /** Prism's process id now and its restarts so far, as `MockServer.prism()` answers. */
  prism(): Promise<{ pid: number; restarts: number }>;
}

/** The run's shared mock, started if no test has asked for it yet. It is stopped at the end of the run. */
export async function sharedMock(): Promise<SharedMock> {
  const control = inject('sharedMock');
  const ask = () => askOnDemand<SharedMockState>(control, 'the shared mock');
  const { url } = await ask();
  return {
    url,
    async prism() {
      const { pid, restarts } = await ask();
      return { pid, restarts };
    },
  };
}
