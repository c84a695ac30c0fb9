// Which of an operation's risks a call runs (docs/design/operation-meaning.md): every risk without a
// condition, and each conditional one whose condition the request body meets. Without a body to
// look at, every risk counts, so a surface that cannot tell asks.
import type { OperationSpec, RiskCondition, RiskKind, RiskSpec } from './operation-table.js';

/**
 * The kinds a surface asks the person about before sending the call. `secret` is not among them:
 * reading a secret changes nothing, so it decides where a call is shown (never to a read-only agent),
 * not whether it is asked.
 */
export const CONFIRMED_RISKS: ReadonlySet<RiskKind> = new Set<RiskKind>(['destructive', 'disruptive', 'paid']);

/** The risks of a call of `operation` with this request body (undefined: not known, so all of them). */
export function risksOfCall(operation: Pick<OperationSpec, 'risks' | 'body'>, body?: unknown): RiskSpec[] {
  return operation.risks.filter((risk) => !risk.when || body === undefined || meets(operation, risk.when, body));
}

/** The risks of this call a surface must confirm first (empty: it goes ahead unasked). */
export function risksToConfirm(operation: Pick<OperationSpec, 'risks' | 'body'>, body?: unknown): RiskSpec[] {
  return risksOfCall(operation, body).filter((risk) => CONFIRMED_RISKS.has(risk.kind));
}

function meets(operation: Pick<OperationSpec, 'body'>, condition: RiskCondition, body: unknown): boolean {
  const sent = isObject(body) ? body[condition.field] : undefined;
  if ('present' in condition) return !isEmpty(sent);
  // Left out, a property counts as its default.
  const value =
    sent === undefined ? operation.body?.fields.find((field) => field.name === condition.field)?.schema.default : sent;
  return value === condition.equals;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isObject(value) && Object.keys(value).length === 0;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
