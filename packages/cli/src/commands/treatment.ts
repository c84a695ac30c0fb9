// What `vps` does with a call, read from the table of operations and nothing else
// (docs/design/operation-meaning.md): it asks first exactly about the risks `risksToConfirm` names for
// the body it is about to send, and waits exactly for the operations that start an action (`starts`).
import { OPERATIONS, type OperationSpec, type RiskSpec, risksToConfirm } from '@vps-hosting/api/operations';

export interface SurfaceTreatment {
  confirms: RiskSpec[];
  waits: boolean;
}

/** The treatment of a call of this operation (any table's entry); without a body, every risk it may run. */
export function treatmentOf(operation: OperationSpec, body?: unknown): SurfaceTreatment {
  return { confirms: risksToConfirm(operation, body), waits: operation.starts !== undefined };
}

/** What `vps` does with a call of this operation with this body: the risks it asks about first
 *  (empty: goes ahead unasked) and whether it waits for the action the call starts (by default). */
export function cliTreatment(operationId: string, body?: unknown): SurfaceTreatment {
  const operation = OPERATIONS.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`${operationId}: not an operation of the table`);
  return treatmentOf(operation, body);
}
