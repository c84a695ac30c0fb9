// The gate's readable report. A change to a shared component shows up in many operations and
// responses: findings with the same message at the same place (the response status aside) are
// printed once, with the statuses and the operations they affect.
import type { Finding, Level } from './findings.js';

const MARK: Record<Level, string> = { breaking: '✖', additive: '+', docs: '·' };
const STATUS = /^response (\S+) /;

interface Group {
  location: string;
  message: string;
  statuses: string[];
  operations: string[];
}

export function groupFindings(findings: Finding[]): Group[] {
  const groups = new Map<string, Group>();
  for (const finding of findings) {
    const status = STATUS.exec(finding.location)?.[1];
    const location = status === undefined ? finding.location : finding.location.replace(STATUS, 'response {status} ');
    const key = `${location}\u0000${finding.message}`;
    const group = groups.get(key) ?? { location, message: finding.message, statuses: [], operations: [] };
    if (status !== undefined && !group.statuses.includes(status)) group.statuses.push(status);
    if (!group.operations.includes(finding.operation)) group.operations.push(finding.operation);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The findings of one level as indented lines: each distinct change, then the operations it affects. */
export function formatFindings(findings: Finding[], level: Level, limit = Infinity, operationsShown = 3): string[] {
  const groups = groupFindings(findings.filter((finding) => finding.level === level));
  const lines: string[] = [];
  for (const group of groups.slice(0, limit)) {
    const statuses = [...group.statuses].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const location = group.location.replace('{status}', statuses.join(', '));
    lines.push(`    ${MARK[level]} ${location}: ${group.message}`);
    const shown = group.operations.slice(0, operationsShown);
    const more = group.operations.length - shown.length;
    lines.push(`        in ${shown.join('; ')}${more > 0 ? `; and ${more} more operations` : ''}`);
  }
  if (groups.length > limit) lines.push(`    … and ${groups.length - limit} more`);
  return lines;
}

export function countByLevel(findings: Finding[]): Record<Level, number> {
  const counts: Record<Level, number> = { breaking: 0, additive: 0, docs: 0 };
  for (const finding of findings) counts[finding.level] += 1;
  return counts;
}
