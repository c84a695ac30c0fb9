// After the API accepted a call that starts an action (`x-starts`, docs/design/operation-meaning.md):
// the client's waitForStarted finds the action (in the answer, or for a create through the actions list
// by its resource, newest first) and waits for it (await-action.ts); this reports it whatever happens: a 429 or a missing scope while following it, the
// wait running out, the call cancelled (docs/design/actions.md).
import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import type { VpsClient } from '@vps-hosting/api';
import type { OperationSpec, StartsSpec } from '@vps-hosting/api/operations';
import type { Action, components } from '@vps-hosting/api/schema';
import { awaitAction, type WaitOptions } from './await-action.js';
import { problemOf } from './results.js';
import { type StartedCall, startedResult, type WaitEnd } from './started-call.js';
import { ACTIONS_WAIT } from './overlay.js';
import { allTools, argumentName } from './tool-catalog.js';

/** The header a create's 201 points at the new resource with (RFC 9110; a component of the document). */
const LOCATION = 'Location' satisfies keyof components['headers'];

export interface Accepted {
  tool: string;
  operation: OperationSpec & { starts: StartsSpec };
  /** The API's answer: the Action, or the created resource. */
  data: unknown;
  response: Response;
  /** The Idempotency-Key the request carried. */
  key: string | undefined;
  /** `wait: false` was given. */
  noWait: boolean;
}

/** The read tool and arguments that show a resource, from its URL (the tools' own GET routes). */
function readCall(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const path = new URL(href, 'http://api.invalid').pathname;
  for (const tool of allTools()) {
    for (const route of Object.values(tool.routes)) {
      const op = route.operation;
      if (op.method !== 'GET' || op.success.kind !== 'resource') continue;
      const names: string[] = [];
      const pattern = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      const match = new RegExp(`${pattern}$`).exec(path);
      if (!match) continue;
      const args = names.map((name, i) => {
        const value = decodeURIComponent(match[i + 1]!);
        const integer = op.parameters.find((p) => p.name === name)?.schema.type === 'integer';
        return `${argumentName(name)}: ${integer ? value : JSON.stringify(value)}`;
      });
      return `${tool.name} with ${args.join(', ')}`;
    }
  }
  return undefined;
}

function nextStep(end: WaitEnd, action: Action | null, call: StartedCall, resourceHref?: string | null): string | null {
  if (end === 'finished' || end === 'action_failed') return null;
  const read = readCall(action?.resource.href ?? resourceHref);
  const wait = action ? `call ${ACTIONS_WAIT.name} with action_id ${action.id}` : undefined;
  const problem = call.problem;
  if (problem?.retry_after_seconds !== undefined && wait)
    return `${wait}, after ${problem.retry_after_seconds} seconds.`;
  if (problem?.status === 401 || problem?.status === 403) {
    const fallback = read ? ` Meanwhile ${read} shows where it stands.` : '';
    return wait
      ? `${wait} once the token can read actions.${fallback}`
      : `call ${read ?? 'its read tool'}: its status says when it is ready.`;
  }
  return wait ? `${wait}.` : read ? `call ${read}: its status says when it is ready.` : null;
}

/** The result of an accepted call that starts an action, after waiting for it (unless told not to). */
export async function followStarted(
  client: VpsClient,
  accepted: Accepted,
  ctx: ServerContext,
  wait: WaitOptions,
): Promise<CallToolResult> {
  const { operation } = accepted;
  const creates = operation.starts.answer === 'resource';
  const base = {
    ...(creates ? { resource: accepted.data } : {}),
    idempotency_key: accepted.key ?? null,
  };
  const resultOf = (call: StartedCall) =>
    startedResult(call, {
      tool: accepted.tool,
      takesKey: operation.acceptsIdempotencyKey,
      resourceType: operation.starts.resource,
    });
  // With `wait: false` the action is found (for a create) and reported as it stands: a wait of no time.
  const answer = { data: accepted.data, response: accepted.response };
  const waited = await awaitAction(
    client,
    { starts: operation.starts, answer },
    ctx,
    accepted.noWait ? { ...wait, timeoutMs: 0 } : wait,
    accepted.key,
  );
  const end: WaitEnd = accepted.noWait && waited.end === 'timed_out' ? 'not_waited' : waited.end;
  const call: StartedCall = { action: waited.action, ...base, wait: end, next: null };
  if (end === 'poll_failed') call.problem = problemOf(waited.error);
  // An action never seen: the resource's own read (from the answer's Location) says where it stands.
  call.next = nextStep(end, waited.action, call, waited.action ? undefined : accepted.response.headers.get(LOCATION));
  return resultOf(call);
}
