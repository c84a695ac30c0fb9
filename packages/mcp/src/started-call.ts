// The result of a call that can start an action (`x-starts`, docs/design/actions.md): whatever
// happens after the API accepted it, the result says so, in its text and its structuredContent alike:
// the action (as last seen), the Idempotency-Key the request carried, how the wait ended and what to
// call next. A write is never reported as if nothing happened.
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { JsonSchema } from '@vps-hosting/api/operations';
import type { Action } from '@vps-hosting/api/schema';
import { dataResult, type Problem } from './results.js';

/** How the tool's wait for the action ended. */
export const WAIT_ENDS = [
  'finished', // the action succeeded
  'action_failed', // the action ended in `error`: nothing more will happen
  'not_waited', // `wait: false`
  'timed_out', // still pending or running when the wait ran out
  'cancelled', // the call was cancelled (notifications/cancelled) during the wait
  'poll_failed', // following the action failed (a 429, a missing scope, the network): it goes on regardless
] as const;
export type WaitEnd = (typeof WAIT_ENDS)[number];

export interface StartedCall {
  /** The action as last seen; null when it could not be found (the resource says where things stand). */
  action: Action | null;
  /** For a create (`answer: resource`): the resource as the API answered it. */
  resource?: unknown;
  /** The Idempotency-Key the request was sent with; null when the operation takes none. */
  idempotency_key: string | null;
  wait: WaitEnd;
  /** Why following the action stopped (`poll_failed`). */
  problem?: Problem;
  /** What to call next, or null when nothing is left to do. */
  next: string | null;
}

/** The output schema of a tool whose calls start an action. */
export function startedCallSchema(action: JsonSchema, resource?: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      action: { anyOf: [action, { type: 'null' }] },
      ...(resource ? { resource } : {}),
      idempotency_key: { type: ['string', 'null'] },
      wait: { type: 'string', enum: [...WAIT_ENDS] },
      problem: { type: 'object' },
      next: { type: ['string', 'null'] },
    },
    required: ['action', 'idempotency_key', 'wait', 'next'],
  };
}

export interface StartedContext {
  tool: string;
  /** The operation takes an Idempotency-Key (every POST of the document does). */
  takesKey: boolean;
  /** What the resource is called (`server`), for a create whose action was not found. */
  resourceType?: string;
}

const progressOf = (action: Action) => `${action.status} at ${action.progress}%`;

function headline(call: StartedCall, ctx: StartedContext): string {
  const action = call.action;
  if (!action) {
    const why = call.problem ? `: ${call.problem.status ?? ''} ${call.problem.code ?? call.problem.detail ?? ''}` : '';
    return `${ctx.tool}: the API accepted the call and the ${ctx.resourceType ?? 'resource'} is being set up, but its action could not be found${why}. It goes on regardless: do not repeat the call.`;
  }
  const named = `action ${action.id} (${action.type})`;
  switch (call.wait) {
    case 'finished':
      return `${ctx.tool}: ${named} succeeded at ${action.progress}%.`;
    case 'action_failed':
      return `${ctx.tool}: ${named} failed: nothing more will happen.`;
    case 'not_waited':
    case 'timed_out':
      return `${ctx.tool}: ${named} is still ${progressOf(action)}. It goes on in the background: do not repeat the call.`;
    case 'cancelled':
      return `${ctx.tool}: the wait was cancelled, not the call: ${named} goes on (last seen ${progressOf(action)}). Do not repeat the call.`;
    case 'poll_failed': {
      const problem = call.problem;
      const why = problem ? `${problem.status ?? ''} ${problem.code ?? ''} ${problem.detail ?? ''}`.trim() : 'unknown';
      return `${ctx.tool}: the API accepted the call and started ${named}, last seen ${progressOf(action)}; following it failed (${why}). It goes on regardless: do not repeat the call.`;
    }
  }
}

function keySentence(call: StartedCall, ctx: StartedContext): string {
  if (call.idempotency_key)
    return ` Idempotency-Key ${call.idempotency_key}: to repeat this same call without doing it twice, pass it as idempotency_key.`;
  return ctx.takesKey
    ? ''
    : ' This call takes no Idempotency-Key: repeating it does not do it twice, but follow the action instead.';
}

/** The tool result of a started call: an error only when the action itself failed. */
export function startedResult(call: StartedCall, ctx: StartedContext): CallToolResult {
  const next = call.next ? ` Next: ${call.next.charAt(0).toUpperCase()}${call.next.slice(1)}` : '';
  const text = `${headline(call, ctx)}${next}${keySentence(call, ctx)}`;
  const result = dataResult(text, call);
  return call.wait === 'action_failed' ? { ...result, isError: true } : result;
}
