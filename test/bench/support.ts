// Checks shared by the smoke tests: a benchmark's result is complete and every process it started is gone.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** The compiled `vps` (packages/cli/dist/bin.js, the package's bin) that benchmark 9 runs, built once if this
 *  run has not built it (npm test runs build:all first). */
export async function ensureCliBuilt(): Promise<void> {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const npm = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile('npm', args, { cwd: root }, (error) => (error ? reject(error) : resolve()));
    });
  if (!existsSync(`${root}dist/index.js`)) await npm(['run', 'build']);
  if (!existsSync(`${root}packages/cli/dist/bin.js`)) await npm(['run', 'build', '--workspace=@vps-hosting/cli']);
}
