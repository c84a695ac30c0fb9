// The operation × status coverage of a run: every response the document declares for an operation
// (its status as written: `200`, `404`, `default`), and whether some check received an answer of it
// that conformed (src/contract/shape.ts). An answer's status counts for the declared response the
// document gives it (the status, else `default`). Printed after the summary, in the JSON report and
// in the Markdown one.
import type { KitContract } from '../contract/document.js';
import type { RunReport } from '../index.js';

export interface Coverage {
  /** Every documented `operationId status`, in the document's order. */
  documented: string[];
  /** Those answered by some check, every such answer conforming. */
  exercised: string[];
  /** Documented and answered, but some answer did not conform. */
  nonConforming: string[];
  operations: number;
}

const pair = (operationId: string, status: string) => `${operationId} ${status}`;

export function coverageOf(report: Pick<RunReport, 'coverage'>, contract: KitContract): Coverage {
  const answered = new Map<string, boolean>();
  for (const seen of report.coverage) {
    const operation = contract.operations.find((candidate) => candidate.operationId === seen.operationId);
    if (!operation) continue;
    const response = contract.response(operation, seen.status);
    if (!response) continue;
    const key = pair(seen.operationId, response.status);
    answered.set(key, (answered.get(key) ?? true) && seen.conforming);
  }
  const withId = contract.operations.filter((operation) => operation.operationId);
  const documented = withId.flatMap((operation) =>
    operation.responses.map((response) => pair(operation.operationId as string, response.status)),
  );
  return {
    documented,
    exercised: documented.filter((key) => answered.get(key) === true),
    nonConforming: documented.filter((key) => answered.get(key) === false),
    operations: withId.length,
  };
}

const SHOWN = 30;

/** The coverage lines: `Conformance coverage against <target>`, the numbered statuses, `default`, and what was not exercised. */
export function coverageText(report: Pick<RunReport, 'coverage' | 'target'>, contract: KitContract): string {
  const coverage = coverageOf(report, contract);
  const done = new Set(coverage.exercised);
  const isDefault = (key: string) => key.endsWith(' default');
  const numbered = coverage.documented.filter((key) => !isDefault(key));
  const defaults = coverage.documented.filter(isDefault);
  const numberedDone = numbered.filter((key) => done.has(key)).length;
  const missing = numbered.filter((key) => !done.has(key));
  const percent = numbered.length === 0 ? 0 : (100 * numberedDone) / numbered.length;
  const lines = [
    `Conformance coverage against ${report.target}`,
    `  operations × statuses: ${numberedDone} of ${numbered.length} exercised (${percent.toFixed(1)} %), ${coverage.operations} operations`,
    // `default` is what a gateway or maintenance answers: a mock serves its examples, a server produces it rarely.
    `  default (a gateway's or maintenance's answer): ${defaults.filter((key) => done.has(key)).length} of ${defaults.length}`,
  ];
  if (coverage.nonConforming.length > 0)
    lines.push(
      `  answered but not conforming (${coverage.nonConforming.length}): ${coverage.nonConforming.join(', ')}`,
    );
  if (missing.length > 0)
    lines.push(
      `  not exercised (${missing.length}): ${missing.slice(0, SHOWN).join(', ')}${missing.length > SHOWN ? ', …' : ''}`,
    );
  return lines.join('\n');
}
