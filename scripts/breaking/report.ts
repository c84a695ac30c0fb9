// The gate's readable report: findings grouped by operation.
import type { Finding, Level } from './findings.js';

const MARK: Record<Level, string> = { breaking: '✖', additive: '+', docs: '·' };

/** The findings of one level as indented lines, grouped by operation; at most `limit` findings. */
export function formatFindings(findings: Finding[], level: Level, limit = Infinity): string[] {
  const selected = findings.filter((finding) => finding.level === level);
  const byOperation = new Map<string, Finding[]>();
  for (const finding of selected.slice(0, limit)) {
    byOperation.set(finding.operation, [...(byOperation.get(finding.operation) ?? []), finding]);
  }
  const lines: string[] = [];
  for (const [operation, list] of byOperation) {
    lines.push(`    ${operation}`);
    for (const finding of list) lines.push(`      ${MARK[level]} ${finding.location}: ${finding.message}`);
  }
  if (selected.length > limit) lines.push(`    … and ${selected.length - limit} more`);
  return lines;
}

export function countByLevel(findings: Finding[]): Record<Level, number> {
  const counts: Record<Level, number> = { breaking: 0, additive: 0, docs: 0 };
  for (const finding of findings) counts[finding.level] += 1;
  return counts;
}
