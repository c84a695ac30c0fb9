// Actions of the account and of one server.
import type { ActionRow } from '../actions.js';
import type { Handlers, RequestContext } from '../../http/context.js';
import type { ActionList } from '../model.js';
import type { Sql } from '../../store/sql.js';
import { equals, listPage, type Condition, type ListQuery, type PageAnswer } from '../list.js';
import { notFound } from '../problem.js';
import { loadServer } from './servers.js';
import { pollAfterSeconds } from '../poll-after.js';

/** The status an action renders with at `now` (ActionEngine.render), as SQL on its row. */
function statusIs(sql: Sql, now: number) {
  // In doubles on both engines, as render computes `elapsed < duration * 0.1`.
  const duration =
    sql.dialect === 'postgres' ? 'CAST(due_ms - started_ms AS DOUBLE PRECISION)' : '(due_ms - started_ms)';
  const pending = `(? - started_ms) < ${duration} * 0.1`;
  return (value: unknown): Condition => {
    if (value === 'pending') return { sql: `done = 0 AND ${pending}`, params: [now] };
    if (value === 'running') return { sql: `done = 0 AND NOT (${pending})`, params: [now] };
    return { sql: 'done = 1 AND outcome = ?', params: [value] };
  };
}

/** A page of actions: the account's, or those of one server (`where`), filtered and sorted in the database. */
function actionPage(
  ctx: RequestContext,
  where: Condition,
  total: () => Promise<number>,
  filters: ListQuery<ActionRow>['filters'],
): Promise<PageAnswer<ActionList>> {
  return listPage<ActionRow, ActionList>(ctx, {
    from: 'actions',
    where,
    columns: '*',
    identity: 'id',
    // started_at is rendered to the second: actions started in one second sort by id.
    sorts: { id: 'id', started_at: '(started_ms / 1000)' },
    filters: { status: statusIs(ctx.store.sql, ctx.now), type: equals('type'), ...filters },
    total,
    // Rendered at the instant the status filter compares with, so a page never lists an action
    // under one status and shows it with another.
    render: (row) => ctx.engine.render(row, ctx.baseUrl, ctx.now),
  });
}

export const actionHandlers = {
  listActions: async (ctx) =>
    actionPage(
      ctx,
      { sql: 'account_id = ?', params: [ctx.account] },
      () => ctx.store.listCount('action', ctx.account, ''),
      {
        resource_type: equals('resource_type'),
        resource_id: equals('resource_id'),
      },
    ),

  getAction: async (ctx) => {
    const row = await ctx.engine.get(ctx.account, ctx.params.action_id);
    if (!row) throw notFound(`action ${String(ctx.params.action_id)}`);
    const action = ctx.engine.render(row, ctx.baseUrl);
    // While it runs: when to poll again (docs/design/actions.md#polling).
    const running = action.status === 'pending' || action.status === 'running';
    return {
      status: 200,
      body: action,
      ...(running ? { retryAfter: pollAfterSeconds(ctx.now - row.started_ms) } : {}),
    };
  },

  // A server's actions: those whose effect names it (its own, and its backups' and snapshots').
  listServerActions: async (ctx) => {
    const server = await loadServer(ctx, ctx.params.server_id);
    const sql = ctx.store.sql;
    const where =
      sql.dialect === 'postgres'
        ? { sql: "account_id = ? AND (effect::jsonb ->> 'server_id') = ?", params: [ctx.account, String(server.id)] }
        : { sql: "account_id = ? AND json_extract(effect, '$.server_id') = ?", params: [ctx.account, server.id] };
    return actionPage(ctx, where, () => ctx.store.listCount('server_action', ctx.account, server.id), {});
  },
} satisfies Partial<Handlers>;
