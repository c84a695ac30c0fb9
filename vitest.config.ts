import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './packages/test-support/src/slow-first-sequencer.js';

// The workspaces import one another (`@vps-hosting/api`, `@vps-hosting/http-edge`, `@vps-hosting/sandbox`,
// `@vps-hosting/mock`): in tests each resolves to its sources through the "@vps-hosting/source" export
// condition (as tsconfig.json's customConditions, and `tsx --conditions=@vps-hosting/source` in the npm scripts).
const conditions = ['@vps-hosting/source', ...defaultServerConditions];
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    environment: 'node',
    // Loading the Spectral ruleset (a Rollup bundle of spectral:oas, OWASP and the house rules)
    // takes a few seconds on a slow machine; each test file loads it at most once.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two test files at a time: most files wait on child processes and sockets (servers, npm, a
    // browser), so a second worker overlaps that waiting; Vitest's default (cores - 1) is one worker
    // on the 2-core machines the gate runs on. Every project runs in this one group of two workers.
    maxWorkers: 2,
    // Test files share their worker's modules instead of loading them again for each file: the document,
    // the table, the sandbox and Spectral load once per worker (Vitest's import time 236 s → 60 s in the
    // gate). Each file leaves nothing behind: docs/design/testing.md says what that asks of a test.
    isolate: false,
    // The slowest files start first (a fresh clone has no durations of a previous run to order by).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          // The packed-install tests share one `npm pack` of each package per run, the docs tests one
          // build of the reference site (shared-builds-setup.ts); the files that need the mock with its
          // default options one mock, and those that need empty PostgreSQL databases one cluster, each
          // started when a test first asks for it (docs/design/testing.md, "Servers started once").
          globalSetup: [
            'packages/test-support/src/shared-builds-setup.ts',
            'packages/test-support/src/shared-mock-setup.ts',
            'packages/sandbox/test/support/shared-cluster-setup.ts',
          ],
        },
      },
      {
        // The sandbox's own tests again with its state in PostgreSQL (one throwaway cluster for the
        // run, a fresh database per sandbox: packages/sandbox/test/support/). The SQLite-file tests (the
        // SIGKILL crash test, the clock across a restart) stay in `unit`; PostgreSQL's own are in postgres*.test.ts.
        extends: true,
        test: {
          name: 'sandbox-postgres',
          include: ['packages/sandbox/test/**/*.test.ts'],
          exclude: [
            'packages/sandbox/test/postgres*.test.ts',
            'packages/sandbox/test/crash.test.ts',
            'packages/sandbox/test/clock-restart.test.ts',
            // Its sandboxes are SQLite in memory by design (and its hook test has none): as before it moved here.
            'packages/sandbox/test/deprecation.test.ts',
            // The packed install runs the installed command on SQLite in memory: once, in unit.
            'packages/sandbox/test/packed.test.ts',
            // These start no sandbox on the project's engine: pure code, SQLite named by the test itself
            // (a file or :memory:), or answers given before any transaction. Running them again here
            // repeated the same work on the same engine.
            'packages/sandbox/test/admission.test.ts',
            'packages/sandbox/test/default-tokens.test.ts',
            'packages/sandbox/test/deliveries.test.ts',
            'packages/sandbox/test/error-answers.test.ts',
            'packages/sandbox/test/hosted-options.test.ts',
            'packages/sandbox/test/operation-routes.test.ts',
            'packages/sandbox/test/raw-answers.test.ts',
            'packages/sandbox/test/routes.test.ts',
            'packages/sandbox/test/settling.test.ts',
            'packages/sandbox/test/sqlite-store.test.ts',
            'packages/sandbox/test/sqlite-without-pg.test.ts',
            'packages/sandbox/test/read-snapshots.test.ts',
            'packages/sandbox/test/webhook-delivery-bounds.test.ts',
            'packages/sandbox/test/webhook-targets-policy.test.ts',
            // Each names SQLite in memory itself (--memory, db ':memory:') and is refused before a store opens.
            'packages/sandbox/test/hosted-refusals.test.ts',
            // Prism's proxy in front of the sandbox: once, on SQLite. On PostgreSQL every operation ×
            // status is answered by the conformance kit's full run (packages/conformance/test/full-run.test.ts).
            'packages/sandbox/test/prism-proxy.test.ts',
            '**/node_modules/**',
          ],
          globalSetup: ['packages/sandbox/test/support/postgres-global-setup.ts'],
          // The property tests (fuzz.test.ts, positive-schema.test.ts) draw a quarter of their samples
          // here, the first ones of the same seeds (support/samples.ts): `unit` sends all of them on
          // SQLite, most are refused or answered before any transaction (the same on either engine), and
          // what reaches the store is the same few kinds of write again and again. Every operation is
          // still sent, and positive-schema's sweep sends each body field at each of its bounds (the
          // values PostgreSQL must store as SQLite does) until a resource of the path stores it.
          provide: { propertySamples: 0.25 },
        },
      },
    ],
  },
});
