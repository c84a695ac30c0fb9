// One tool call: pick the operation, confirm if it needs it, call the API through the typed client
// (an Idempotency-Key on every POST that takes one), wait for the action it started, and shape the
// result. Failures of the call are tool errors; only a cancelled call ends as an exception.
import { randomUUID } from 'node:crypto';
import type { CallToolResult, InputRequiredResult, ServerContext } from '@modelcontextprotocol/server';
import { HEADER, type VpsClient } from '@vps-hosting/api';
import { OPERATIONS } from '@vps-hosting/api/operations';
import type { Action, ListMeta } from '@vps-hosting/api/schema';
import { awaitAction, type WaitOptions } from './await-action.js';
import { confirmation } from './confirmation.js';
import { dataResult, failureResult } from './results.js';
import type { Route, ToolDef } from './tool-catalog.js';

export type Args = Record<string, unknown>;

export interface CallContext {
  client: VpsClient;
  wait: WaitOptions;
  /** The client can ask the person (form elicitation). */
  canElicit: boolean;
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

function targetOf(tool: ToolDef, route: Route, args: Args): string {
  if (tool.confirm?.target === 'body.name') return String((args.body as Args | undefined)?.name ?? '');
  const path = route.operation.parameters.filter((p) => p.in === 'path');
  return path.length ? String(args[path[path.length - 1]!.name] ?? '') : '';
}

/**
 * The name of the resource a call acts on, for the person asked to confirm: the `name` the GET of the
 * call's path (or of the nearest path above it) answers. Best effort: undefined when there is none.
 */
async function targetName(
  client: VpsClient,
  route: Route,
  args: Args,
  signal: AbortSignal,
): Promise<string | undefined> {
  const pathArgs = Object.fromEntries(
    route.operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, args[p.name]]),
  );
  const segments = route.operation.path.split('/').filter(Boolean);
  for (let n = segments.length; n > 2; n--) {
    const path = `/${segments.slice(0, n).join('/')}/`;
    const get = OPERATIONS.find((op) => op.method === 'GET' && op.path === path && op.success.kind === 'resource');
    if (!get) continue;
    if (get.parameters.some((p) => p.in === 'path' && pathArgs[p.name] === undefined)) return undefined;
    const params = {
      path: Object.fromEntries(get.parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathArgs[p.name]])),
    };
    const { data } = await client
      .request('get', get.path as '/api/v1/servers/{server_id}/', { params, signal } as never)
      .catch(() => ({ data: undefined }));
    const name = (data as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' ? name.slice(0, 100) : undefined;
  }
  return undefined;
}

function confirmMessage(
  tool: ToolDef,
  route: Route,
  action: string | undefined,
  target: string,
  name: string | undefined,
): string {
  const named = name && name !== target ? `${target} (${name})` : target;
  const what = action
    ? `${action.replace(/_/g, ' ')} server ${named}`
    : `${route.operation.summary.replace(/^(\w)/, (c) => c.toLowerCase())}: ${named}`;
  const effect = tool.confirm?.reason === 'paid' ? ' (this costs money)' : ' (this cannot be undone)';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}${effect}`;
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

function actionSummary(tool: ToolDef, action: Action, finished: boolean, key: string | undefined): string {
  const retry = key ? ` Idempotency-Key ${key}: pass it as idempotency_key to retry this same call safely.` : '';
  if (!finished) {
    return `${tool.name}: action ${action.id} (${action.type}) is still ${action.status} at ${action.progress}%. Call actions_wait with action_id ${action.id} to keep waiting.${retry}`;
  }
  return `${tool.name}: action ${action.id} (${action.type}) ${action.status === 'success' ? 'succeeded' : action.status} at ${action.progress}%.${retry}`;
}

export async function callTool(
  tool: ToolDef,
  args: Args,
  ctx: ServerContext,
  call: CallContext,
): Promise<CallToolResult | InputRequiredResult> {
  const signal = ctx.mcpReq.signal;
  try {
    if (tool.mode === 'wait') {
      const timeoutMs = typeof args.timeout_seconds === 'number' ? args.timeout_seconds * 1000 : call.wait.timeoutMs;
      const { route } = routeOf(tool, args);
      const init = { params: requestParams(route, args), signal };
      const { data, error } = await call.client.request(
        'get',
        route.operation.path as '/api/v1/actions/{action_id}/',
        init as never,
      );
      if (error) return failureResult(error, signal);
      const { action, finished } = await awaitAction(call.client, data as Action, ctx, { ...call.wait, timeoutMs });
      return dataResult(actionSummary(tool, action, finished, undefined), action);
    }
    const { route, action } = routeOf(tool, args);
    const op = route.operation;
    if (tool.confirm && (!tool.confirm.actions || (action !== undefined && tool.confirm.actions.includes(action)))) {
      const target = targetOf(tool, route, args);
      const named = tool.confirm.target !== 'body.name';
      const message = async (withName: boolean) =>
        confirmMessage(
          tool,
          route,
          action,
          target,
          withName && named ? await targetName(call.client, route, args, signal) : undefined,
        );
      const decision = await confirmation(ctx, { message, target, given: args.confirm, canElicit: call.canElicit });
      if (decision !== true) return decision;
    }
    const params = requestParams(route, args);
    const idempotency = op.parameters.find(
      (p) =>
        p.in === 'header' && op.acceptsIdempotencyKey && p.name.toLowerCase() === HEADER.idempotencyKey.toLowerCase(),
    );
    let key: string | undefined;
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
    if (error) return failureResult(error, signal);
    if (op.success.kind === 'action') {
      const started = data as unknown as Action;
      if (args.wait === false)
        return dataResult(
          actionSummary(tool, started, started.status === 'success' || started.status === 'error', key),
          started,
        );
      const { action: ended, finished } = await awaitAction(call.client, started, ctx, call.wait);
      return dataResult(actionSummary(tool, ended, finished, key), ended);
    }
    if (op.success.kind === 'empty')
      return { content: [{ type: 'text', text: `${tool.name}: done (HTTP ${response.status}).` }] };
    return dataResult(summaryOf(tool, response.status, data), data);
  } catch (error) {
    return failureResult(error, signal);
  }
}
