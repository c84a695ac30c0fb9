// Fail closed: a change to anything a server or a client reads that no rule classifies is a
// breaking finding, `unclassified`, at its location, never additive. A person then teaches the
// gate a rule for it (here, in scripts/breaking/) or accepts it explicitly (accepted.ts).
import { isDocumentation, sameCanonical } from './canonical.js';
import type { JsonObject } from './document.js';
import type { Report } from './findings.js';

export const UNCLASSIFIED = 'unclassified';

/** What to do about one (the report says it above them: the gate's and the release step's). */
export const WAY_OUT =
  'add a rule to scripts/breaking/, or accept it in scripts/breaking/accepted.ts by the operation and location shown';

export function unclassifiedMessage(what: string): string {
  return `${what}: no rule classifies it, so it counts as breaking (fail closed)`;
}

export function keywordList(keys: string[]): string {
  return keys.map((key) => `\`${key}\``).join(', ');
}

/**
 * Compares the keys of two OpenAPI objects (an operation, a parameter, a response, …) that no rule
 * reads: each that differs, `$ref`s followed and documentation aside, is reported unclassified.
 */
export function compareUnread(
  before: JsonObject,
  after: JsonObject,
  A: JsonObject,
  B: JsonObject,
  understood: readonly string[],
  location: string,
  report: Report,
): void {
  const keys = new Set([...Object.keys(A), ...Object.keys(B)]);
  const changed = [...keys].filter(
    (key) =>
      !understood.includes(key) &&
      !key.startsWith('x-') &&
      !isDocumentation(key) &&
      !sameCanonical(before, A[key], after, B[key]),
  );
  if (changed.length > 0)
    report({
      level: 'breaking',
      kind: UNCLASSIFIED,
      location,
      message: unclassifiedMessage(`${keywordList(changed)} changed`),
    });
}
