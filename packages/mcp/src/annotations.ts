// Tool annotations from the table of operations (docs/design/operation-meaning.md): a tool is
// destructive when any of its operations destroys or disrupts (a conditional risk counts: the hints
// are given before the arguments are known); it reads when every operation is a GET. The overlay adds
// only what the document has no word for: a POST that only reads (a search) and calls that reach a
// registry outside the account.
import type { ToolAnnotations } from '@modelcontextprotocol/server';
import type { OperationSpec, RiskKind } from '@vps-hosting/api/operations';
import type { OverlayHints } from './overlay.js';

export type Hints = Required<
  Pick<ToolAnnotations, 'readOnlyHint' | 'destructiveHint' | 'idempotentHint' | 'openWorldHint'>
>;

/** The kinds of risk an agent's client shows as "destructive": data lost, or a service broken until someone acts. */
const DESTRUCTIVE_KINDS: ReadonlySet<RiskKind> = new Set<RiskKind>(['destructive', 'disruptive']);

/**
 * The hints of a tool serving these operations. GET reads and repeats harmlessly; PUT, PATCH and
 * DELETE repeat harmlessly (the document's "Idempotency"); a POST does neither unless the overlay
 * says it only reads. Every call stays inside the account's own API unless the overlay says otherwise.
 */
export function hintsOf(operations: readonly OperationSpec[], overlay: OverlayHints = {}): Hints {
  return {
    readOnlyHint: overlay.readOnlyHint ?? operations.every((op) => op.method === 'GET'),
    destructiveHint: operations.some((op) => op.risks.some((risk) => DESTRUCTIVE_KINDS.has(risk.kind))),
    idempotentHint: overlay.idempotentHint ?? operations.every((op) => op.method !== 'POST'),
    openWorldHint: overlay.openWorldHint ?? false,
  };
}
