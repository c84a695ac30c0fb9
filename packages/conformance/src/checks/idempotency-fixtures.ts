// The small fixtures the idempotency checks make (DNS zones and webhooks of the run, each deleted at the
// end), and waiting for an action with the read token, so that polling spends the main token nothing.
import type { Exchange } from '../http/exchange.js';
import type { As, CheckContext } from '../run/context.js';
import { type Resource, TERMINAL_ACTION_STATUSES } from '../run/fixtures.js';
import { reader } from './idempotency-support.js';

/** A zone name of the run (under `.example`, reserved for examples by RFC 2606). */
export function zoneName(ctx: CheckContext): string {
  return `${ctx.fixtures.name('zone')}.example`;
}

/** Tracks a zone of the run (deleted at the end, by the token that created it). */
export function trackZone(ctx: CheckContext, name: string, as: As = 'main'): void {
  ctx.fixtures.track('zone', `${typeof as === 'string' ? as : 'other'} ${name}`, name, async (cleanup) => {
    await cleanup.call('deleteDnsZone', { path: { zone_name: name }, as, shape: false });
  });
}

/** Deletes a zone of the run now. */
export async function deleteZone(ctx: CheckContext, name: string, as: As = 'main'): Promise<void> {
  const answer = await ctx.call('deleteDnsZone', { path: { zone_name: name }, as });
  if (answer.status === 200 || answer.status === 404)
    ctx.fixtures.untrack('zone', `${typeof as === 'string' ? as : 'other'} ${name}`);
}

/** Creates a zone of the run (no starter records) and tracks it. */
export async function zone(ctx: CheckContext): Promise<string> {
  const name = zoneName(ctx);
  const created = await ctx.call('createDnsZone', { body: { name }, expect: 201 });
  if (created.status !== 201) ctx.fail(`could not create the zone fixture ${name}`, { exchange: created });
  trackZone(ctx, name);
  return name;
}

/** Tracks a webhook of the run. */
export function trackWebhook(ctx: CheckContext, id: number, name: string): void {
  ctx.fixtures.track('webhook', String(id), name, async (cleanup) => {
    await cleanup.call('deleteWebhook', { path: { webhook_id: id }, shape: false });
  });
}

/** Polls an action (as the read token when there is one) until it ends; fails unless it succeeded. */
export async function actionDone(ctx: CheckContext, actionId: number, what: string): Promise<Resource> {
  const deadline = Date.now() + ctx.options.actionTimeoutMs;
  for (;;) {
    const answer: Exchange = await ctx.call('getAction', {
      path: { action_id: actionId },
      as: reader(ctx),
      expect: 200,
    });
    const action = ctx.body<Resource>(answer);
    if (TERMINAL_ACTION_STATUSES.includes(String(action.status))) {
      if (action.status !== 'success')
        ctx.fail(`${what}: action ${actionId} ended ${String(action.status)}`, { exchange: answer });
      return action;
    }
    if (Date.now() > deadline)
      ctx.fail(`${what}: action ${actionId} did not end within --action-timeout`, { exchange: answer });
    await ctx.sleep(ctx.options.pollIntervalMs);
  }
}

/** The newest action of a type on a resource (listActions, as the read token when there is one). */
export async function latestAction(
  ctx: CheckContext,
  resourceType: string,
  resourceId: number | string,
  type: string,
): Promise<Resource> {
  const answer = await ctx.call('listActions', {
    query: { resource_type: resourceType, resource_id: String(resourceId), type, sort: 'id:desc', per_page: 1 },
    as: reader(ctx),
    expect: 200,
  });
  const found = ctx.body<{ data: Resource[] }>(answer).data?.[0];
  if (!found) ctx.fail(`no ${type} action of ${resourceType} ${resourceId} is listed`, { exchange: answer });
  return found;
}
