// The conformance suite's target. By default: the mock (Prism on generated/openapi.json, behind
// the front of packages/mock/src/server.ts) on a free loopback port, started here without waiting
// (support/background-start.ts) and stopped at the end. With CONFORMANCE_TARGET_URL set, that server
// instead, and no mock is started (CONFORMANCE_TOKEN is then the bearer token to send). At the end, prints the coverage report.
// The `conformance-sandbox` project uses sandbox-setup.ts instead, which sets the same switch.
import type { TestProject } from 'vitest/node';
import { freePort, LOOPBACK, startMock, type MockServer } from '@vps-hosting/mock';
import { type BackgroundStart, startInBackground } from './support/background-start.js';
import { documentFile } from './support/document.js';
import { provideTarget } from './support/provide-target.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.CONFORMANCE_TARGET_URL?.trim();
  let mock: BackgroundStart<MockServer> | undefined;
  let baseUrl: string;
  if (external) {
    baseUrl = external.replace(/\/+$/, '');
  } else {
    const port = await freePort();
    // Prism's own verdict on every answer (`sl-violations`, off for the mock's users) is part of the check.
    mock = startInBackground(startMock({ document: documentFile, port, logLevel: 'warn', violations: true }));
    baseUrl = `http://${LOOPBACK}:${port}`;
  }
  const report = provideTarget(project, {
    baseUrl,
    serverUrl: baseUrl,
    token: process.env.CONFORMANCE_TOKEN?.trim() || 'conformance-token',
    isMock: mock !== undefined,
    description: mock ? 'the mock (Prism on openapi.json)' : baseUrl,
  });
  return async () => {
    try {
      await mock?.stop((started) => started.stop());
    } finally {
      report();
    }
  };
}
