import { iso } from '../clock.js';
import type { Handlers, RequestContext } from '../../http/context.js';
import { byCodePoint, equals, storedResourcePage } from '../list.js';
import { MAX_SNAPSHOTS_PER_SERVER, type Server, type Snapshot } from '../model.js';
import { href } from '../paths.js';
import { invalidField, invalidState, notFound, ProblemError } from '../problem.js';
import { actionCreated, assertServerState, startServerAction } from './servers.js';

async function loadSnapshot(ctx: RequestContext & { params: { snapshot_id: number } }): Promise<Snapshot> {
  const id = ctx.params.snapshot_id;
  const snapshot = await ctx.store.get<Snapshot>('snapshot', ctx.account, id);
  if (!snapshot) throw notFound(`snapshot ${id}`);
  return snapshot;
}

export const snapshotHandlers = {
  // The stored document is the Snapshot sent (getSnapshot sends it as read).
  listSnapshots: async (ctx) =>
    storedResourcePage(ctx, (field) => {
      const sql = ctx.store.sql;
      return {
        where: { sql: "kind = 'snapshot' AND account_id = ?", params: [ctx.account] },
        sorts: { name: byCodePoint(sql, field('name')), created_at: byCodePoint(sql, field('created_at')) },
        filters: {
          // A snapshot's parent is its server (resources.parent, indexed with the id).
          server_id: (value) => ({ sql: 'parent = ?', params: [String(value)] }),
          status: equals(field('status')),
        },
        total: () => ctx.store.count('snapshot', ctx.account),
      };
    }),

  createSnapshot: async (ctx) => {
    const b = ctx.body;
    const server = await ctx.store.get<Server>('server', ctx.account, b.server_id);
    if (!server) throw invalidField('/server_id', `There is no server ${b.server_id} in your account.`);
    assertServerState(server, ['running', 'stopped']);
    const count = (await ctx.store.list<Snapshot>('snapshot', ctx.account)).filter(
      (s) => s.server_id === server.id,
    ).length;
    if (count >= MAX_SNAPSHOTS_PER_SERVER) {
      throw new ProblemError('quota_exceeded', `A server keeps at most ${MAX_SNAPSHOTS_PER_SERVER} snapshots.`);
    }
    const snapshot: Snapshot = {
      id: await ctx.store.nextId('snapshot'),
      server_id: server.id,
      name: b.name,
      status: 'creating',
      size_mb: null,
      created_at: iso(ctx.now),
      completed_at: null,
    };
    await ctx.store.put('snapshot', ctx.account, snapshot.id, snapshot);
    await ctx.engine.start(ctx.account, 'create_snapshot', 'snapshot', snapshot.id, ctx.config.actionMs, {
      server_id: server.id,
    });
    return { status: 201, body: snapshot, location: ctx.baseUrl + href('getSnapshot', { snapshot_id: snapshot.id }) };
  },

  getSnapshot: async (ctx) => ({ status: 200, body: await loadSnapshot(ctx) }),

  updateSnapshot: async (ctx) => {
    const snapshot = await loadSnapshot(ctx);
    if (snapshot.status === 'deleting') throw invalidState(`snapshot ${snapshot.id}`, 'deleting');
    snapshot.name = ctx.body.name;
    await ctx.store.put('snapshot', ctx.account, snapshot.id, snapshot);
    return { status: 200, body: snapshot };
  },

  deleteSnapshot: async (ctx) => {
    const snapshot = await loadSnapshot(ctx);
    if (snapshot.status !== 'available' && snapshot.status !== 'failed') {
      throw invalidState(
        `snapshot ${snapshot.id}`,
        snapshot.status,
        'only an available or failed snapshot can be deleted',
      );
    }
    const from = snapshot.status;
    snapshot.status = 'deleting';
    await ctx.store.put('snapshot', ctx.account, snapshot.id, snapshot);
    const row = await ctx.engine.start(ctx.account, 'delete_snapshot', 'snapshot', snapshot.id, ctx.config.actionMs, {
      from,
      server_id: snapshot.server_id,
    });
    return { status: 200, body: ctx.engine.render(row, ctx.baseUrl) };
  },

  restoreSnapshot: async (ctx) => {
    const snapshot = await loadSnapshot(ctx);
    const server = await ctx.store.get<Server>('server', ctx.account, snapshot.server_id);
    if (!server) throw notFound(`server ${snapshot.server_id} (the snapshot's server was deleted)`);
    if (snapshot.status !== 'available') {
      throw invalidState(`snapshot ${snapshot.id}`, snapshot.status, 'only an available snapshot can be restored');
    }
    assertServerState(server, ['running', 'stopped']);
    snapshot.status = 'restoring';
    await ctx.store.put('snapshot', ctx.account, snapshot.id, snapshot);
    return actionCreated(
      ctx,
      await startServerAction(ctx, server, 'restore_snapshot', 'restoring', 'running', { snapshot_id: snapshot.id }),
    );
  },
} satisfies Partial<Handlers>;
