// What both global setups do with their target: hand it to the test files (with a fresh folder
// for the coverage records) and, at the end, print the coverage report and remove the folder.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { TestProject } from 'vitest/node';
import { coverageReport, readCoverage } from './report.js';
import type { ConformanceTarget } from './target.js';

export function provideTarget(
  project: TestProject,
  target: Omit<ConformanceTarget, 'coverageDir'> & { description: string },
): () => void {
  const coverageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-conformance-'));
  const { description, ...rest } = target;
  project.provide('conformance', { ...rest, coverageDir });
  return () => {
    console.log(coverageReport(readCoverage(coverageDir), description));
    fs.rmSync(coverageDir, { recursive: true, force: true });
  };
}
