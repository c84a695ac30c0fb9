// Checks shared by the smoke tests: a benchmark's result is complete and every process it started is gone.
import { expect } from 'vitest';
import { isAlive } from '../../bench/lib/child.js';
import type { BenchmarkResult } from '../../bench/lib/result.js';

export function expectWellFormed(result: BenchmarkResult, expectedRows: number): void {
  expect(result.rows).toHaveLength(expectedRows);
  expect(result.problems ?? []).toEqual([]);
  for (const row of result.rows) {
    for (const side of [row.subject, ...(row.baseline ? [row.baseline] : [])]) {
      expect(side.figures.length, `${row.case} ${side.name}`).toBeGreaterThan(0);
      for (const figure of side.figures) {
        expect(
          Number.isFinite(figure.value.median) && figure.value.median > 0,
          `${row.case} ${side.name} ${figure.label} = ${figure.value.median}`,
        ).toBe(true);
      }
    }
    if (row.ratio)
      expect(Number.isFinite(row.ratio.value.median) && row.ratio.value.median > 0, `${row.case} ratio`).toBe(true);
  }
  for (const pid of result.pids) expect(isAlive(pid), `process ${pid} still running`).toBe(false);
}

/** The smoke test's log: kept quiet, shown only if a test fails. */
export function quietLog(): { log: (line: string) => void; lines: string[] } {
  const lines: string[] = [];
  return { log: (line) => lines.push(line), lines };
}
