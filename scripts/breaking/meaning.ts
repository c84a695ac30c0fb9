// Compares what an operation says a call risks (`x-risk`) and starts (`x-starts`)
// (docs/design/operation-meaning.md). The surfaces built on the contract ask before a risky call and
// wait for what it starts, so: a new statement or a new risk is additive (a surface asks or waits
// where it did not); a risk taken back, or a start removed or changed, is breaking (a surface that
// asked or waited stops, or waits for the wrong thing). A summary's wording is documentation.
import { isObject, type JsonObject } from './document.js';
import type { Report } from './findings.js';

export const RISK_KEY = 'x-risk';
export const STARTS_KEY = 'x-starts';

export function compareMeaning(A: JsonObject, B: JsonObject, add: Report): void {
  compareRisks(A[RISK_KEY], B[RISK_KEY], add);
  compareStarts(A[STARTS_KEY], B[STARTS_KEY], add);
}

/** A risk by what a surface acts on: its kind and its condition (the summary is wording). */
function riskKeys(value: unknown): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of Array.isArray(value) ? value : []) {
    if (!isObject(entry)) continue;
    const when = isObject(entry.when) ? ` when ${JSON.stringify(entry.when)}` : '';
    keys.set(`${String(entry.kind)}${when}`, String(entry.kind));
  }
  return keys;
}

function compareRisks(before: unknown, after: unknown, add: Report): void {
  if (after === undefined && before === undefined) return;
  const keysA = riskKeys(before);
  const keysB = riskKeys(after);
  if (before === undefined) {
    add({
      level: 'additive',
      kind: 'risk-declared',
      location: RISK_KEY,
      message: `what a call risks is declared: ${keysB.size === 0 ? 'nothing' : [...keysB.keys()].join('; ')}`,
    });
    return;
  }
  for (const key of keysB.keys())
    if (!keysA.has(key))
      add({
        level: 'additive',
        kind: 'risk-added',
        location: RISK_KEY,
        message: `a call now risks ${key}: surfaces ask first`,
      });
  for (const key of keysA.keys())
    if (!keysB.has(key))
      add({
        level: 'breaking',
        kind: 'risk-removed',
        location: RISK_KEY,
        message: `${key} is taken back: surfaces that asked before such a call stop asking`,
      });
}

function compareStarts(before: unknown, after: unknown, add: Report): void {
  const describe = (value: unknown) => (isObject(value) ? JSON.stringify(value) : String(value));
  if (before === undefined && after === undefined) return;
  if (before === undefined) {
    add({
      level: 'additive',
      kind: 'starts-declared',
      location: STARTS_KEY,
      message: `the call starts ${describe(after)}`,
    });
    return;
  }
  if (after === undefined) {
    add({
      level: 'breaking',
      kind: 'starts-removed',
      location: STARTS_KEY,
      message: `the call no longer says it starts ${describe(before)}: clients waiting for it find nothing to wait for`,
    });
    return;
  }
  if (describe(before) !== describe(after))
    add({
      level: 'breaking',
      kind: 'starts-changed',
      location: STARTS_KEY,
      message: `what the call starts changed from ${describe(before)} to ${describe(after)}: clients wait for the wrong thing`,
    });
}
