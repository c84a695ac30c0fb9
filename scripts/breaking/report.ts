// The gate's readable report. A change to a shared component shows up in many operations and
// responses: findings with the same message at the same place (the response status aside) are
// printed once, with the statuses and the operations they affect. Changes no rule classifies come
// last, under a line that says what to do about them (`npm run lint` and `npm run release` print it).
import type { Finding, Level } from './findings.js';
import { UNCLASSIFIED, WAY_OUT } from './unclassified.js';

const MARK: Record<Level, string> = { breaking: '✖', additive: '+', docs: '·' };
const STATUS = /^response (\S+) /;

interface Group {
  location: string;
  message: string;
  statuses: string[];
  operations: string[];
  /** A change no rule classifies (counted as breaking until a rule or an acceptance says otherwise). */
  unclassified: boolean;
}

export function groupFindings(findings: Finding[]): Group[] {
  const groups = new Map<string, Group>();
  for (const finding of findings) {
    const status = STATUS.exec(finding.location)?.[1];
    const location = status === undefined ? finding.location : finding.location.replace(STATUS, 'response {status} ');
    const key = `${location}\u0000${finding.message}`;
    const group = groups.get(key) ?? {
      location,
      message: finding.message,
      statuses: [],
      operations: [],
      unclassified: finding.kind === UNCLASSIFIED,
    };
    if (status !== undefined && !group.statuses.includes(status)) group.statuses.push(status);
    if (!group.operations.includes(finding.operation)) group.operations.push(finding.operation);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The findings of one level as indented lines: each distinct change, then the operations it affects. */
export function formatFindings(findings: Finding[], level: Level, limit = Infinity, operationsShown = 3): string[] {
  const all = groupFindings(findings.filter((finding) => finding.level === level));
  const groups = [...all.filter((group) => !group.unclassified), ...all.filter((group) => group.unclassified)];
  const lines: string[] = [];
  for (const group of groups.slice(0, limit)) {
    if (group.unclassified && !groups[groups.indexOf(group) - 1]?.unclassified)
      lines.push(`    ${unclassifiedHeading(groups.filter((other) => other.unclassified).length)}`);
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

function unclassifiedHeading(count: number): string {
  return count === 1
    ? `no rule classifies the change below (counted as breaking): ${WAY_OUT}`
    : `no rule classifies the ${count} changes below (each counted as breaking): for each, ${WAY_OUT}`;
}

export function countByLevel(findings: Finding[]): Record<Level, number> {
  const counts: Record<Level, number> = { breaking: 0, additive: 0, docs: 0 };
  for (const finding of findings) counts[finding.level] += 1;
  return counts;
}
