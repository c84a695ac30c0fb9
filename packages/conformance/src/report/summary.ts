// The summary printed at the end: a table by area (passed, failed, not exercised), the failures with
// what the contract says, the reasons for what was not exercised, and what the run left behind.
import type { RunReport } from '../index.js';
import type { Outcome } from '../run/types.js';

type Counts = Record<Outcome, number>;

export function countsByArea(report: RunReport): Map<string, Counts> {
  const byArea = new Map<string, Counts>();
  for (const result of report.results) {
    const counts = byArea.get(result.area) ?? { passed: 0, failed: 0, 'not-exercised': 0 };
    counts[result.outcome] += 1;
    byArea.set(result.area, counts);
  }
  return new Map([...byArea].sort(([a], [b]) => a.localeCompare(b)));
}

export function totals(report: RunReport): Counts {
  const total: Counts = { passed: 0, failed: 0, 'not-exercised': 0 };
  for (const result of report.results) total[result.outcome] += 1;
  return total;
}

export function summaryText(report: RunReport): string {
  const lines: string[] = [];
  const rows = [...countsByArea(report)].map(([area, c]) => [
    area,
    String(c.passed),
    String(c.failed),
    String(c['not-exercised']),
  ]);
  const total = totals(report);
  rows.push(['total', String(total.passed), String(total.failed), String(total['not-exercised'])]);
  const header = ['area', 'passed', 'failed', 'not exercised'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  lines.push(line(header), ...rows.map(line));
  const failed = report.results.filter((r) => r.outcome === 'failed');
  if (failed.length > 0) {
    lines.push('', `Failed (${failed.length}):`);
    for (const result of failed) {
      lines.push(`  ✗ ${result.id}: ${result.title}`);
      for (const failure of result.failures.slice(0, 3)) lines.push(`      ${failure.message}`);
      if (result.failures.length > 3) lines.push(`      … and ${result.failures.length - 3} more`);
    }
  }
  const skipped = new Map<string, number>();
  for (const result of report.results.filter((r) => r.outcome === 'not-exercised'))
    skipped.set(result.reason ?? 'unknown', (skipped.get(result.reason ?? 'unknown') ?? 0) + 1);
  if (skipped.size > 0) {
    lines.push('', 'Not exercised:');
    for (const [reason, count] of skipped) lines.push(`  ${count} × ${reason}`);
  }
  if (report.leftovers.length > 0) {
    lines.push(
      '',
      report.kept ? `Kept (--keep), prefix ${report.prefix}:` : `Could not remove (prefix ${report.prefix}):`,
    );
    for (const item of report.leftovers) lines.push(`  ${item}`);
  }
  return lines.join('\n');
}
