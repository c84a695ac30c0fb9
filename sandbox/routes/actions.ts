// Actions of the account and of one server.
import type { Handler } from '../context.js';
import { listReply } from '../list.js';
import { notFound } from '../problem.js';
import { loadServer } from './servers.js';

interface RenderedAction {
  id: number;
  type: string;
  status: string;
  started_at: string;
  resource: { type: string; id: number | string };
}

export const actionHandlers: Record<string, Handler> = {
  listActions: async (ctx) => {
    const rendered = (await ctx.engine.all(ctx.account)).map((r) => ctx.engine.render(r, ctx.baseUrl) as unknown as RenderedAction);
    return listReply(ctx, rendered, {
      identity: (a) => a.id,
      filters: {
        resource_type: (a, v) => a.resource.type === v,
        resource_id: (a, v) => String(a.resource.id) === v,
      },
    });
  },

  getAction: async (ctx) => {
    const row = await ctx.engine.get(ctx.account, ctx.params.action_id as number);
    if (!row) throw notFound(`action ${String(ctx.params.action_id)}`);
    return { status: 200, body: ctx.engine.render(row, ctx.baseUrl) };
  },

  listServerActions: async (ctx) => {
    const server = await loadServer(ctx);
    const rows = (await ctx.engine.all(ctx.account))
      .filter((r) => (JSON.parse(r.effect) as { server_id?: number }).server_id === server.id);
    const rendered = rows.map((r) => ctx.engine.render(r, ctx.baseUrl) as unknown as RenderedAction);
    return listReply(ctx, rendered, { identity: (a) => a.id });
  },
};
