// The coverage report printed at the end of a run: the documented operation × status pairs, which
// were exercised (answered and conforming) and by which test file, and each file's notes.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { operations } from './document.js';

const MISSING_SHOWN = 30;
/** The test file that asks for every documented response, so its run alone can reach 100 %. */
const COMPLETE_KIND = 'responses';

export interface CoverageRecord {
  /** The test file's subject ("responses", "security", …). */
  kind: string;
  /** `operationId status` pairs answered and conforming. */
  exercised: string[];
  /** Lines for the report: what was sent, what was not applicable and why. */
  notes: string[];
}

/** Every `operationId status` pair the document declares. */
export function documentedPairs(): string[] {
  return operations().flatMap((operation) =>
    operation.responses.map((response) => `${operation.operationId} ${response.status}`),
  );
}

export function readCoverage(dir: string): CoverageRecord[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CoverageRecord);
}

export function coverageReport(records: CoverageRecord[], targetDescription: string): string {
  const documented = documentedPairs();
  const exercised = new Set(records.flatMap((record) => record.exercised));
  const covered = documented.filter((key) => exercised.has(key));
  const missing = documented.filter((key) => !exercised.has(key));
  const percent = documented.length === 0 ? 0 : (100 * covered.length) / documented.length;
  const lines = [
    '',
    `Conformance coverage against ${targetDescription}`,
    `  operations × statuses: ${covered.length} of ${documented.length} exercised (${percent.toFixed(1)} %), ` +
      `${operations().length} operations`,
  ];
  for (const record of records) {
    const own = new Set(record.exercised);
    lines.push(`  ${record.kind}: ${documented.filter((key) => own.has(key)).length} pairs`);
    for (const note of record.notes) lines.push(`    ${note}`);
  }
  if (records.length === 0) lines.push('  (no test file left a coverage record)');
  if (!records.some((record) => record.kind === COMPLETE_KIND)) {
    lines.push(
      `  (${COMPLETE_KIND}.test.ts, which asks for every documented response, did not run: the figure is partial)`,
    );
  } else if (missing.length > 0) {
    const shown = missing.slice(0, MISSING_SHOWN).join(', ');
    lines.push(`  not exercised (${missing.length}): ${shown}${missing.length > MISSING_SHOWN ? ', …' : ''}`);
  }
  return lines.join('\n');
}
