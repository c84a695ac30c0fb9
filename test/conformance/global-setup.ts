// The conformance suite's target. By default: the mock (Prism on generated/openapi.json, behind
// the front of scripts/lib/mock-server.ts) on a free loopback port, started here and stopped at the
// end. With CONFORMANCE_TARGET_URL set, that server instead, and no mock is started
// (CONFORMANCE_TOKEN is then the bearer token to send). At the end, prints the coverage report.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMock, type MockServer } from '../../scripts/lib/mock-server.js';
import { documentFile } from './support/document.js';
import { coverageReport, readCoverage } from './support/report.js';
import type { ConformanceTarget } from './support/target.js';

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
  const coverageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-conformance-'));
  const conformance: ConformanceTarget = {
    baseUrl,
    token: process.env.CONFORMANCE_TOKEN?.trim() || 'conformance-token',
    isMock: mock !== undefined,
    coverageDir,
  };
  project.provide('conformance', conformance);

  return async () => {
    await mock?.stop();
    const description = mock ? `the mock (Prism on ${path.basename(documentFile)})` : baseUrl;
    console.log(coverageReport(readCoverage(coverageDir), description));
    fs.rmSync(coverageDir, { recursive: true, force: true });
  };
}
