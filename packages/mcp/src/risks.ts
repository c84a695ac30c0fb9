// What the table says a call of one operation risks, as this server uses it
// (docs/design/operation-meaning.md): whether some call can need the person's confirmation, whether
// the answer holds a secret (never shown to a read-only agent), and how a prompt words the risks.
import { type OperationSpec, type RiskKind, type RiskSpec, risksToConfirm } from '@vps-hosting/api/operations';

/** Some call of the operation needs confirmation (with the body unknown, every conditional risk counts). */
export function mayAsk(operation: OperationSpec): boolean {
  return risksToConfirm(operation).length > 0;
}

/** A call's answer can hold a credential. */
export function revealsSecret(operation: OperationSpec): boolean {
  return operation.risks.some((risk) => risk.kind === 'secret');
}

/** How a tool description names each kind a person is asked about. */
const DOES: Partial<Record<RiskKind, string>> = {
  destructive: 'destroys data',
  disruptive: 'interrupts a service',
  paid: 'costs money',
};

/** The sentence a tool description ends with when some of its calls ask first, else undefined. */
export function askNote(operations: readonly OperationSpec[]): string | undefined {
  const asked = operations.map((op) => risksToConfirm(op));
  const all = asked.flat();
  if (all.length === 0) return undefined;
  const kinds = [...new Set(all.map((risk) => DOES[risk.kind] ?? risk.kind))].join(' or ');
  const always = asked.every((risks) => risks.some((risk) => !risk.when));
  return always ? `The person confirms first: it ${kinds}.` : `The person confirms first when a call ${kinds}.`;
}

/** The risks as the person reads them: the document's summary sentences. */
export function riskSentences(risks: readonly RiskSpec[]): string {
  return [...new Set(risks.map((risk) => risk.summary))].join(' ');
}
