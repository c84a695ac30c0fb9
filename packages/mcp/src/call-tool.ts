// One tool call: pick the operation, ask first when the table says this call risks something
// (mcpTreatment, treatment.ts), call the API through the typed client (an Idempotency-Key on every
// POST that takes one), follow the action it started (follow-action.ts), and shape the result.
// Failures of the call are tool errors; only a call cancelled before the API accepted it ends as an
// exception (the SDK sends no answer to a cancelled request).
import { randomUUID } from 'node:crypto';
import type { CallToolResult, InputRequiredResult, ServerContext } from '@modelcontextprotocol/server';
import { ActionFailedError, HEADER, type VpsClient } from '@vps-hosting/api';
import type { RiskSpec } from '@vps-hosting/api/operations';
import { RESPONSE_SCHEMAS } from '@vps-hosting/api/operations/schemas';
import type { Action, ListMeta } from '@vps-hosting/api/schema';
import { awaitAction, type WaitOptions } from './await-action.js';
import { promptOf, targetName, targetOf } from './confirm-prompt.js';
import { confirmation } from './confirmation.js';
import { canAskPerson } from './elicitation.js';
import { followStarted } from './follow-action.js';
import { dataResult, failureResult } from './results.js';
import type { Args } from './tool-args.js';
import type { Route, ToolDef } from './tool-catalog.js';
import { mcpTreatment } from './treatment.js';

export type { Args } from './tool-args.js';

export interface CallContext {
  client: VpsClient;
  wait: WaitOptions;
  /** The client declared form elicitation on its connection (2025 era; a 2026-07-28 request says so itself). */
  canElicit: boolean;
  /** The API's origin the client calls (VPS_API_URL), named when it cannot be reached. */
  apiUrl?: string;
}

/** The route a call takes, and the action value that picked it (power tool). */
function routeOf(tool: ToolDef, args: Args): { route: Route; action?: string } {
  if (tool.mode === 'action') {
    const action = String(args.action);
    const route = tool.routes[action];
    if (!route) throw new Error(`unknown action ${action}`); // the input schema's enum prevents it
    return { route, action };
  }
  if (tool.mode === 'pair') {
    const specific = tool.routes.specific!;
    const base = tool.routes.base!;
    const extra = Object.keys(specific.parameters).filter((name) => !(name in base.parameters));
    return { route: extra.every((name) => args[name] !== undefined) ? specific : base };
  }
  const route = Object.values(tool.routes)[0];
  if (!route) throw new Error(`${tool.name} has no operation`);
  return { route };
}

type Params = Record<'path' | 'query' | 'header', Record<string, unknown>>;

/** The request parameters of a route from the tool's arguments (names per the table). */
function requestParams(route: Route, args: Args): Params {
  const params: Params = { path: {}, query: {}, header: {} };
  for (const [name, where] of Object.entries(route.parameters)) {
    if (args[name] !== undefined) params[where.in][where.name] = args[name];
  }
  return params;
}

function summaryOf(tool: ToolDef, status: number, data: unknown): string {
  const record = data as Record<string, unknown> | undefined;
  if (record && Array.isArray(record.data)) {
    const pagination = (record.meta as ListMeta | undefined)?.pagination;
    const more = pagination && pagination.page < pagination.total_pages ? ` More on page ${pagination.page + 1}.` : '';
    return `${tool.name}: ${record.data.length} of ${pagination?.total_entries ?? '?'} item(s).${more}`;
  }
  return `${tool.name}: done (HTTP ${status}).`;
}

function waitSummary(tool: ToolDef, action: Action, finished: boolean): string {
  if (!finished) {
    return `${tool.name}: action ${action.id} (${action.type}) is still ${action.status} at ${action.progress}%. Call ${tool.name} with action_id ${action.id} to keep waiting.`;
  }
  return `${tool.name}: action ${action.id} (${action.type}) ${action.status === 'success' ? 'succeeded' : action.status} at ${action.progress}%.`;
}

/** A failed request that carried an Idempotency-Key names it: it may have been done, and the key makes a retry safe. */
function withKey(result: CallToolResult, key: string | undefined): CallToolResult {
  if (!key) return result;
  const note = `Idempotency-Key ${key}: to retry this same call without doing it twice, pass it as idempotency_key.`;
  return { ...result, content: [{ type: 'text', text: note }, ...result.content] };
}

/** actions_wait: the action as it is now, then waiting for it like the tool that started it (as long at most). */
async function waitAgain(tool: ToolDef, args: Args, ctx: ServerContext, call: CallContext): Promise<CallToolResult> {
  const signal = ctx.mcpReq.signal;
  // At most the server's own wait, which ends before the client gives up on the call.
  const asked = typeof args.timeout_seconds === 'number' ? args.timeout_seconds * 1000 : Number.POSITIVE_INFINITY;
  const timeoutMs = Math.min(asked, call.wait.timeoutMs);
  const { route } = routeOf(tool, args);
  const init = { params: requestParams(route, args), signal };
  const { data, error } = await call.client.request(
    'get',
    route.operation.path as '/api/v1/actions/{action_id}/',
    init as never,
  );
  if (error) return failureResult(error, signal);
  const waited = await awaitAction(call.client, { action: data as Action }, ctx, { ...call.wait, timeoutMs });
  const action = waited.action ?? (data as Action);
  if (waited.end === 'poll_failed') return failureResult(waited.error, signal);
  if (waited.end === 'action_failed') return failureResult(new ActionFailedError(action), signal);
  return dataResult(waitSummary(tool, action, waited.end === 'finished'), action);
}

/** Asks the person first when this call runs a risk the table says to confirm; `true` to go ahead. */
async function confirmed(
  tool: ToolDef,
  route: Route,
  args: Args,
  risks: RiskSpec[],
  ctx: ServerContext,
  call: CallContext,
): Promise<true | CallToolResult | InputRequiredResult> {
  if (risks.length === 0) return true;
  const target = targetOf(tool, route, args);
  const message = async (withName: boolean) =>
    promptOf(
      tool,
      route,
      risks,
      target,
      withName && tool.target === undefined ? await targetName(call.client, route, args, ctx.mcpReq.signal) : undefined,
    );
  return confirmation(ctx, { message, target, given: args.confirm, canElicit: canAskPerson(ctx, call.canElicit) });
}

/** The URL a request goes to, its path parameters filled in: an unreachable API's error names it. */
function urlOf(apiUrl: string | undefined, route: Route, params: Params): string | undefined {
  if (apiUrl === undefined) return undefined;
  const path = route.operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) =>
    params.path[name] === undefined ? whole : encodeURIComponent(String(params.path[name])),
  );
  return `${apiUrl.replace(/\/+$/, '')}${path}`;
}

export async function callTool(
  tool: ToolDef,
  args: Args,
  ctx: ServerContext,
  call: CallContext,
): Promise<CallToolResult | InputRequiredResult> {
  const signal = ctx.mcpReq.signal;
  let key: string | undefined;
  let url: string | undefined;
  try {
    if (tool.mode === 'wait') return await waitAgain(tool, args, ctx, call);
    const { route } = routeOf(tool, args);
    const op = route.operation;
    // The body the call sends: none given, the API sees no properties (each then counts as its default).
    const body = op.body ? (args.body ?? {}) : undefined;
    const treatment = mcpTreatment(op.operationId, body);
    const decision = await confirmed(tool, route, args, treatment.confirms, ctx, call);
    if (decision !== true) return decision;
    const params = requestParams(route, args);
    url = urlOf(call.apiUrl, route, params);
    const idempotency = op.parameters.find(
      (p) =>
        p.in === 'header' && op.acceptsIdempotencyKey && p.name.toLowerCase() === HEADER.idempotencyKey.toLowerCase(),
    );
    if (idempotency) {
      key = String(params.header[idempotency.name] ?? randomUUID());
      params.header[idempotency.name] = key;
    }
    const init = { params, signal, ...(args.body !== undefined ? { body: args.body } : {}) };
    // The route comes from the table, so its method and path are the document's own.
    const { data, error, response } = await call.client.request(
      op.method.toLowerCase() as 'get',
      op.path as '/api/v1/servers/',
      init as never,
    );
    if (error) return withKey(failureResult(error, signal, url), key);
    if (treatment.waits && op.starts) {
      const accepted = { tool: tool.name, operation: { ...op, starts: op.starts }, data, response, key };
      return await followStarted(call.client, { ...accepted, noWait: args.wait === false }, ctx, call.wait);
    }
    if (op.success.kind === 'empty')
      return { content: [{ type: 'text', text: `${tool.name}: done (HTTP ${response.status}).` }] };
    const schema = op.success.schemaName ? RESPONSE_SCHEMAS[op.success.schemaName] : undefined;
    return dataResult(summaryOf(tool, response.status, data), data, schema);
  } catch (error) {
    return withKey(failureResult(error, signal, url), key);
  }
}
