// What every action must show, as the state-machines family checks it (docs/design/actions.md): the
// answer that starts one (201 or 200 with the Action of the operation's `x-starts` type on its
// resource, `Location` its URL), and every poll of it until it ends: `pending` → `running` →
// `success` | `error`, progress that never decreases and is 100 on success, `finished_at` set on the
// terminal states and only there, `error` only on `error`, `Retry-After` within the document's
// bounds while it runs and never after; a finished action never changes.
import type { OperationSpec } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { As, CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';

const ORDER = ['pending', 'running', 'success', 'error'];
const TERMINAL = new Set(['success', 'error']);

/** Reads go with the read token when the run has one (they spend the main token's budget otherwise). */
export function readAs(ctx: CheckContext): As {
  return ctx.options.readToken ? 'read' : 'main';
}

/** The path of a URL the target answered (absolute or relative), resolved against the target. */
export function pathOf(ctx: CheckContext, url: string): string {
  try {
    return new URL(url, `${ctx.options.target}/`).pathname;
  } catch {
    return url;
  }
}

/** The document's path of an operation with its parameters filled in. */
export function pathFor(ctx: CheckContext, operationId: string, values: Record<string, string | number>): string {
  let path = ctx.contract.spec(operationId).path;
  for (const [name, value] of Object.entries(values))
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  return new URL(path, `${ctx.options.target}/`).pathname;
}

/** The bounds the document gives getAction's Retry-After (its 200's header schema). */
export function retryAfterBounds(ctx: CheckContext): { minimum: number; maximum: number; pointer?: string } {
  const header = ctx.contract
    .response(ctx.contract.operation('getAction'), 200)
    ?.headers.find((candidate) => candidate.name.toLowerCase() === 'retry-after');
  const schema = (header?.schema?.resolved ?? {}) as { minimum?: number; maximum?: number };
  return {
    minimum: schema.minimum ?? 1,
    maximum: schema.maximum ?? Number.MAX_SAFE_INTEGER,
    ...(header?.pointer ? { pointer: header.pointer } : {}),
  };
}

const RESOURCE_GETTERS: Record<string, [string, string]> = {
  server: ['getServer', 'server_id'],
  backup: ['getBackup', 'backup_id'],
  snapshot: ['getSnapshot', 'snapshot_id'],
  domain: ['getDomain', 'domain_name'],
};

/** The path of an action's resource (`resource.href` must point there). */
export function resourcePath(ctx: CheckContext, type: string, id: string | number): string | undefined {
  const getter = RESOURCE_GETTERS[type];
  return getter ? pathFor(ctx, getter[0], { [getter[1]]: id }) : undefined;
}

/**
 * Checks the answer of a call that starts an action and answers it (`x-starts.answer: action`):
 * its status, the Action's type and resource, an unfinished state, and `Location` the action's URL.
 */
export function checkStartedAction(
  ctx: CheckContext,
  exchange: Exchange,
  spec: OperationSpec,
  resourceId: string | number,
): Resource | undefined {
  const starts = spec.starts;
  if (!starts || exchange.status !== spec.success.status) return undefined;
  const action = ctx.body<Resource>(exchange);
  const contract = { operationId: spec.operationId, status: spec.success.status };
  const resource = (action.resource ?? {}) as { type?: unknown; id?: unknown; href?: unknown };
  ctx.check(
    action.type === starts.action,
    `${spec.operationId} answered an action of type ${JSON.stringify(action.type)}, expected ${starts.action} (x-starts)`,
    { exchange, contract },
  );
  ctx.check(
    resource.type === starts.resource && resource.id === String(resourceId),
    `${spec.operationId}'s action works on ${JSON.stringify(resource.type)} ${JSON.stringify(resource.id)}, expected ${starts.resource} "${resourceId}"`,
    { exchange, contract },
  );
  const expectedHref = resourcePath(ctx, starts.resource, resourceId);
  if (typeof resource.href === 'string' && expectedHref)
    ctx.check(
      pathOf(ctx, resource.href) === expectedHref,
      `the action's resource.href ${resource.href} is not the resource's URL (${expectedHref})`,
      { exchange, contract },
    );
  const pendingPromised = /the answer is that action, `pending`/.test(
    ctx.contract.operation(spec.operationId).description ?? '',
  );
  ctx.check(
    pendingPromised ? action.status === 'pending' : !TERMINAL.has(String(action.status)),
    `${spec.operationId} answered an action in ${JSON.stringify(action.status)}, expected ${pendingPromised ? 'pending (the operation says so)' : 'pending or running'}`,
    { exchange, contract },
  );
  checkActionState(ctx, action, exchange);
  if (spec.success.status === 201) {
    const location = exchange.headers.get('location');
    const expected = pathFor(ctx, 'getAction', { action_id: String(action.id) });
    ctx.check(
      location !== null && pathOf(ctx, location) === expected,
      `${spec.operationId}'s Location is ${JSON.stringify(location)}, expected the action's URL ${expected}`,
      { exchange, contract: { ...contract, page: 'introduction#asynchronous-actions' } },
    );
  }
  return action;
}

/** What the action's state says about its other fields (the Action table of the introduction). */
export function checkActionState(ctx: CheckContext, action: Resource, exchange: Exchange): void {
  const status = String(action.status);
  const contract = { operationId: exchange.operationId ?? 'getAction', page: 'introduction#action' };
  const label = `action ${String(action.id)} (${status})`;
  if (TERMINAL.has(status)) {
    ctx.check(typeof action.finished_at === 'string', `${label} has no finished_at`, { exchange, contract });
  } else {
    ctx.check(
      action.finished_at === null,
      `${label} is not finished but has finished_at ${String(action.finished_at)}`,
      {
        exchange,
        contract,
      },
    );
  }
  if (status === 'success')
    ctx.check(action.progress === 100, `${label} has progress ${String(action.progress)}, expected 100`, {
      exchange,
      contract,
    });
  else if (!TERMINAL.has(status))
    ctx.check(Number(action.progress) < 100, `${label} is unfinished with progress ${String(action.progress)}`, {
      exchange,
      contract,
    });
  if (status === 'error')
    ctx.check(
      typeof action.error === 'object' && action.error !== null,
      `${label} ended in error without an error object`,
      { exchange, contract },
    );
  else
    ctx.check(action.error === null, `${label} has an error ${JSON.stringify(action.error)}`, { exchange, contract });
}

export interface Followed {
  action: Resource;
  exchange: Exchange;
  /** Every poll, in order. */
  polls: { action: Resource; exchange: Exchange }[];
}

/**
 * Polls an action until it ends, checking every poll: the order of its states, progress never
 * decreasing, the fields each state implies, Retry-After while unfinished (within the document's
 * bounds) and none after, its type and resource unchanged.
 */
export async function followAction(ctx: CheckContext, actionId: number | string): Promise<Followed> {
  const deadline = Date.now() + ctx.options.actionTimeoutMs;
  const bounds = retryAfterBounds(ctx);
  const polls: Followed['polls'] = [];
  for (;;) {
    const exchange = await ctx.call('getAction', { path: { action_id: actionId }, as: readAs(ctx), expect: 200 });
    if (exchange.status !== 200) ctx.fail(`action ${actionId} could not be read`, { exchange });
    const action = ctx.body<Resource>(exchange);
    const previous = polls.at(-1)?.action;
    polls.push({ action, exchange });
    const status = String(action.status);
    checkActionState(ctx, action, exchange);
    if (previous) {
      const contract = { operationId: 'getAction', page: 'introduction#action' };
      ctx.check(
        Number(action.progress) >= Number(previous.progress),
        `action ${actionId}'s progress fell from ${String(previous.progress)} to ${String(action.progress)}`,
        { exchange, contract },
      );
      const before = ORDER.indexOf(String(previous.status));
      ctx.check(
        !TERMINAL.has(String(previous.status)) ? ORDER.indexOf(status) >= before : status === previous.status,
        `action ${actionId} went from ${String(previous.status)} to ${status}`,
        { exchange, contract },
      );
      ctx.check(
        action.type === previous.type && JSON.stringify(action.resource) === JSON.stringify(previous.resource),
        `action ${actionId}'s type or resource changed between two reads`,
        { exchange, contract },
      );
    }
    const retryAfter = exchange.headers.get('retry-after');
    const retryContract = {
      operationId: 'getAction',
      status: 200,
      ...(bounds.pointer ? { pointer: bounds.pointer } : {}),
    };
    if (TERMINAL.has(status)) {
      ctx.check(
        retryAfter === null,
        `action ${actionId} has ended (${status}) but its GET sends Retry-After: ${retryAfter}`,
        {
          exchange,
          contract: retryContract,
        },
      );
      return { action, exchange, polls };
    }
    const seconds = Number(retryAfter);
    ctx.check(
      retryAfter !== null && Number.isInteger(seconds) && seconds >= bounds.minimum && seconds <= bounds.maximum,
      `action ${actionId} is ${status} and its GET sends Retry-After: ${String(retryAfter)}, expected whole seconds from ${bounds.minimum} to ${bounds.maximum}`,
      { exchange, contract: retryContract },
    );
    if (Date.now() > deadline) ctx.fail(`action ${actionId} did not end within --action-timeout`, { exchange });
    await ctx.sleep(ctx.options.pollIntervalMs);
  }
}

/** Reads finished actions again: each must be exactly as it was when it ended. */
export async function checkFinishedUnchanged(ctx: CheckContext, finished: readonly Resource[]): Promise<void> {
  await Promise.all(
    finished.map(async (action) => {
      const exchange = await ctx.call('getAction', {
        path: { action_id: String(action.id) },
        as: readAs(ctx),
        expect: 200,
      });
      if (exchange.status !== 200) return;
      ctx.check(
        JSON.stringify(exchange.json) === JSON.stringify(action),
        `action ${String(action.id)} changed after it ended: ${JSON.stringify(action)} → ${exchange.text.slice(0, 300)}`,
        { exchange, contract: { operationId: 'getAction', page: 'introduction#asynchronous-actions' } },
      );
    }),
  );
}

/** Whether an action is still unfinished now (a read of it). */
export async function stillRunning(ctx: CheckContext, actionId: number | string): Promise<boolean> {
  const exchange = await ctx.call('getAction', { path: { action_id: actionId }, as: readAs(ctx), shape: false });
  return exchange.status === 200 && !TERMINAL.has(String((exchange.json as Resource | undefined)?.status));
}

export { TERMINAL as TERMINAL_STATUSES };
