// Coverage records: each test file leaves what it exercised in the folder the global setup made,
// and the global teardown prints one report for the whole run (report.ts).
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CoverageRecord } from './report.js';
import { target } from './target.js';

export type { CoverageRecord };

/** An `operationId status` pair, the unit of coverage. */
export function pair(operationId: string, status: string | number): string {
  return `${operationId} ${status}`;
}

export function recordCoverage(record: CoverageRecord): void {
  const dir = target().coverageDir;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${record.kind}.json`), JSON.stringify(record));
}
