// How long and how often each benchmark measures: the full run of `npm run bench`, and the one
// short round of the smoke test (test/bench/), which only checks that every benchmark still runs.

export interface BenchConfig {
  /** Rounds of every side-by-side measurement (the median is reported). */
  rounds: number;
  /** Seconds of one load round, and of the warm-up before the first (0: no warm-up). */
  loadSeconds: number;
  warmupSeconds: number;
  /** Concurrent connections of the load generator. */
  connections: number;
  sampleIntMs: number;
  /** Cap on the requests of one read round, and of one write round, whatever the duration. */
  maxReads: number;
  maxWrites: number;
  /** Rate limit the sandbox runs with (requests per window and token): raised for the run. */
  sandboxRateLimit: number;
  scale: { small: number; large: number; loadSeconds: number; maxRequests: number };
  clients: { rounds: number; requests: number; warmup: number };
  /** The vps start-up benchmark: rounds, and runs of each command per round (the round's median is kept). */
  cli: { rounds: number; runs: number };
  /** `reuseBuild`: the package as this run built it (dist/, as npm test's build:all leaves it), not rebuilt. */
  typecheck: { rounds: number; reuseBuild: boolean };
  /** npm scripts timed by the pipeline benchmark, and how many times each. */
  pipeline: { rounds: number; steps: string[]; timeoutMs: number };
}

export const FULL: BenchConfig = {
  rounds: 3,
  loadSeconds: 3,
  warmupSeconds: 1,
  connections: 10,
  sampleIntMs: 1000,
  maxReads: 300_000,
  maxWrites: 12_000,
  sandboxRateLimit: 1_000_000_000,
  scale: { small: 100, large: 100_000, loadSeconds: 2, maxRequests: 20_000 },
  clients: { rounds: 5, requests: 1_500, warmup: 1_000 },
  cli: { rounds: 5, runs: 8 },
  typecheck: { rounds: 5, reuseBuild: false },
  pipeline: { rounds: 3, steps: ['lint', 'generate', 'docs'], timeoutMs: 120_000 },
};

export const SMOKE: BenchConfig = {
  rounds: 1,
  // Enough requests for every figure (percentiles, server CPU per request over 10 ms ticks), no more:
  // the smoke test proves that the benchmarks run, on a machine busy with the rest of the suite.
  loadSeconds: 0.25,
  warmupSeconds: 0,
  connections: 4,
  sampleIntMs: 250,
  maxReads: 1_000,
  maxWrites: 200,
  sandboxRateLimit: 1_000_000_000,
  scale: { small: 100, large: 1_000, loadSeconds: 0.25, maxRequests: 200 },
  clients: { rounds: 1, requests: 50, warmup: 10 },
  cli: { rounds: 1, runs: 2 },
  typecheck: { rounds: 1, reuseBuild: true },
  pipeline: { rounds: 1, steps: ['docs'], timeoutMs: 60_000 },
};
