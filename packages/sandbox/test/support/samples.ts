// How many samples a property test of the sandbox draws: all of them, or the share its project provides
// (`propertySamples` in vitest.config.ts: the PostgreSQL project repeats on its engine a part of what
// `unit` already sends on SQLite). fast-check draws them from the same seeds: a share is a prefix.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The share (0 < share ≤ 1) of each property test's samples this project draws; all when absent. */
    propertySamples?: number;
  }
}

/** `full` samples, or the project's share of them (at least one). */
export function samples(full: number): number {
  const share = inject('propertySamples') ?? 1;
  return Math.max(1, Math.round(full * share));
}

/** Whether this project draws every sample (`unit`), rather than a share of them. */
export function drawsAll(): boolean {
  return (inject('propertySamples') ?? 1) >= 1;
}
