// The target of the `conformance-sandbox` project: the stateful sandbox (packages/sandbox/src/http/server.ts),
// in-process on a free loopback port with a SQLite file in a temporary folder (as `npm run sandbox`
// runs it: GETs read on their own connection) and the document's example fleet,
// behind Prism in proxy mode (generated/openapi.yaml), so that every answer the suite reads has
// also been checked by Prism (`sl-violations`). Prism starts without being waited for
// (support/background-start.ts). The suite talks to the proxy; its stateful mode
// (support/stateful.ts) uses the sandbox's admin surface directly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSandbox } from '@vps-hosting/sandbox';
import { databaseFromTemplate } from '@vps-hosting/sandbox/testing';
import { freePort, LOOPBACK, startPrism } from '@vps-hosting/mock';
import { startInBackground } from './support/background-start.js';
import { repoRoot } from './support/document.js';
import { provideTarget } from './support/provide-target.js';

/** Sandbox-clock seconds an action takes: short, so that the journeys' polls see it finish. */
const ACTION_SECONDS = 1;
/**
 * Requests per window and token, raised from the documented 300 because the whole suite shares
 * one token (and, without a valid token, one client address). The 429 case exhausts a token of
 * its own at whatever limit the answers announce.
 */
const RATE_LIMIT = 1_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // In conformance-sandbox-postgres, the sandbox's state is in a fresh PostgreSQL database.
  const postgres = project.getProvidedContext().postgres;
  const database = postgres ? await databaseFromTemplate(postgres) : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'vps-conformance-sandbox-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const sandbox = await startSandbox({
    db: path.join(dir, 'sandbox.db'),
    database: database?.url,
    port: 0,
    fleet: true,
    actionSeconds: ACTION_SECONDS,
    rateLimit: RATE_LIMIT,
  }).catch((error: unknown) => {
    removeDir();
    throw error;
  });
  const port = await freePort();
  const proxy = startInBackground(
    startPrism({
      document: path.join(repoRoot, 'generated', 'openapi.yaml'),
      upstream: sandbox.url,
      port,
      logLevel: 'warn',
    }),
  );
  const report = provideTarget(project, {
    baseUrl: `http://${LOOPBACK}:${port}`,
    serverUrl: sandbox.url,
    token: sandbox.tokens.full,
    isMock: false,
    description: `the sandbox (${database ? 'PostgreSQL' : 'a SQLite file'}, example fleet) behind Prism in proxy mode`,
  });
  return async () => {
    try {
      await proxy.stop((started) => started.stop());
    } finally {
      await sandbox.close();
      removeDir();
      report();
    }
  };
}
