// Whether the client of one call can ask its person (form elicitation). On the 2026-07-28 revision
// every request carries the client's capabilities in its `_meta` envelope, over stdio as over HTTP;
// on a 2025 connection they were declared once, at `initialize`. A 2025 request carries no envelope.
import {
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  type ServerContext,
} from '@modelcontextprotocol/server';

/** The capabilities declare form elicitation: `elicitation.form`, or an empty `elicitation` (the 2025-06-18 shape). */
export function declaresFormElicitation(capabilities: ClientCapabilities | undefined): boolean {
  const elicitation = capabilities?.elicitation as Record<string, unknown> | undefined;
  return !!elicitation && (Object.keys(elicitation).length === 0 || 'form' in elicitation);
}

/** The client of this call can be asked: its request's envelope says so (2026-07-28), else its connection did. */
export function canAskPerson(ctx: ServerContext, connectionDeclared: boolean): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  if (envelope !== undefined && CLIENT_CAPABILITIES_META_KEY in envelope)
    return declaresFormElicitation(envelope[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities);
  return connectionDeclared;
}
