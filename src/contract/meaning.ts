// What an operation says a call risks (`x-risk`) and starts (`x-starts`), read from the operation
// object (docs/design/operation-meaning.md). The house rules house-operation-risk and
// house-operation-starts check the shapes in the document; a shape this reader does not know is a
// ContractError, never a silent "no risk".
import type { RiskCondition, RiskKind, RiskSpec, StartsSpec } from '../operation-table.js';
import { isRecord, type JsonObject } from './json.js';
import { ContractError } from './refs.js';

export const RISK_EXTENSION = 'x-risk';
export const STARTS_EXTENSION = 'x-starts';
export const RISK_KINDS: readonly RiskKind[] = ['destructive', 'disruptive', 'paid', 'secret'];

/** The operation's risks; undefined when it declares none (the lint rules require a declaration). */
export function risksOf(node: JsonObject, label: string): RiskSpec[] | undefined {
  const value = node[RISK_EXTENSION];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new ContractError(`${label}: ${RISK_EXTENSION} is not a list`);
  return value.map((entry, index) => {
    const at = `${label}: ${RISK_EXTENSION}[${index}]`;
    if (!isRecord(entry) || !RISK_KINDS.includes(entry.kind as RiskKind) || typeof entry.summary !== 'string')
      throw new ContractError(`${at} is not { kind, summary, when? }`);
    const when = entry.when === undefined ? undefined : conditionOf(entry.when, at);
    return { kind: entry.kind as RiskKind, summary: entry.summary, ...(when ? { when } : {}) };
  });
}

function conditionOf(value: unknown, at: string): RiskCondition {
  if (isRecord(value) && typeof value.field === 'string') {
    if ('equals' in value && !('present' in value)) return { field: value.field, equals: value.equals };
    if (value.present === true && !('equals' in value)) return { field: value.field, present: true };
  }
  throw new ContractError(`${at}.when is not { field, equals } or { field, present: true }`);
}

/** The action the operation starts, if it says it starts one. */
export function startsOf(node: JsonObject, label: string): StartsSpec | undefined {
  const value = node[STARTS_EXTENSION];
  if (value === undefined) return undefined;
  if (
    !isRecord(value) ||
    typeof value.action !== 'string' ||
    typeof value.resource !== 'string' ||
    (value.answer !== 'action' && value.answer !== 'resource')
  )
    throw new ContractError(`${label}: ${STARTS_EXTENSION} is not { action, resource, answer: action | resource }`);
  return { action: value.action, resource: value.resource, answer: value.answer };
}
