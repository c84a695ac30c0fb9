// Confirmation before a call that destroys, disrupts or costs money (the table's risks; the call
// decides through mcpTreatment, treatment.ts). A client that declared form elicitation (elicitation.ts)
// is always asked, whatever the arguments say: in 2026-07-28 by an input_required result, in a 2025
// revision by the SDK sending that request to the client on its connection or session. Otherwise the
// call must carry `confirm` naming the target. Until then nothing is sent to the API.
import {
  inputRequired,
  inputResponse,
  type CallToolResult,
  type InputRequiredResult,
  type ServerContext,
} from '@modelcontextprotocol/server';
import { errorResult } from './results.js';

export interface ConfirmRequest {
  /**
   * What the call risks ("Server 42: Restarts the server: …", confirm-prompt.ts). For the person (`named`), with
   * the resource's name read from the API; for the model, without it: a name is data, not a sentence
   * to put before a model outside the data block.
   */
  message: (named: boolean) => Promise<string>;
  /** The id or name the `confirm` argument must repeat. */
  target: string;
  /** The `confirm` argument the model sent, if any. */
  given: unknown;
  /** The client declared form elicitation. */
  canElicit: boolean;
}

const KEY = 'confirm';

/** `true` to go ahead, else the result to return (an elicitation to send, or why nothing was done). */
export async function confirmation(
  ctx: ServerContext,
  request: ConfirmRequest,
): Promise<true | CallToolResult | InputRequiredResult> {
  if (request.canElicit) {
    const view = inputResponse(ctx.mcpReq.inputResponses, KEY);
    if (view.kind === 'elicit') {
      if (view.action === 'accept' && (view.content as Record<string, unknown> | undefined)?.[KEY] === true)
        return true;
      return errorResult(`Not done: the person did not confirm (${view.action}). Nothing was changed.`);
    }
    const message = await request.message(true);
    return inputRequired({
      inputRequests: {
        [KEY]: inputRequired.elicit({
          message: `${message} Go ahead?`,
          requestedSchema: {
            type: 'object',
            properties: { [KEY]: { type: 'boolean', title: 'Yes, go ahead' } },
            required: [KEY],
          },
        }),
      },
    });
  }
  if (request.given === request.target) return true;
  const why =
    request.given === undefined
      ? "This call needs the person's confirmation, and this client declared no elicitation to ask them by."
      : `confirm ${JSON.stringify(request.given)} does not name the target.`;
  return errorResult(
    `Not done: ${why} Nothing was changed. Ask the person: "${await request.message(false)} Go ahead?"; if they agree, call again with confirm: ${JSON.stringify(request.target)}.`,
  );
}
