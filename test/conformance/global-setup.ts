// The conformance suite's target. By default: the mock (Prism on generated/openapi.json, behind
// the front of packages/mock/src/server.ts) on a free loopback port, started here and stopped at the
// end. With CONFORMANCE_TARGET_URL set, that server instead, and no mock is started
// (CONFORMANCE_TOKEN is then the bearer token to send). At the end, prints the coverage report.
// The `conformance-sandbox` project uses sandbox-setup.ts instead, which sets the same switch.
import type { TestProject } from 'vitest/node';
import { startMock, type MockServer } from '@vps-hosting/mock';
import { documentFile } from './support/document.js';
import { provideTarget } from './support/provide-target.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.CONFORMANCE_TARGET_URL?.trim();
  let mock: MockServer | undefined;
  let baseUrl: string;
  if (external) {
    baseUrl = external.replace(/\/+$/, '');
  } else {
    mock = await startMock({ document: documentFile, port: 0, logLevel: 'warn' });
    baseUrl = mock.url;
  }
  const report = provideTarget(project, {
    baseUrl,
    serverUrl: baseUrl,
    token: process.env.CONFORMANCE_TOKEN?.trim() || 'conformance-token',
    isMock: mock !== undefined,
    description: mock ? 'the mock (Prism on openapi.json)' : baseUrl,
  });
  return async () => {
    await mock?.stop();
    report();
  };
}
