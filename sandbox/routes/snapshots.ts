// Snapshots: taken online, kept after their server is deleted, restorable onto their own server.
import type { ActionEngine } from '../actions.js';
import { iso } from '../clock.js';
import type { Ctx, Handler } from '../context.js';
import { listReply } from '../list.js';
import { MAX_SNAPSHOTS_PER_SERVER, type Server, type Snapshot } from '../model.js';
import { href } from '../paths.js';
import { invalidField, invalidState, notFound, ProblemError } from '../problem.js';
import { emitEvent } from '../webhooks/events.js';
import { assertServerState, saveServer, startServerAction } from './servers.js';

function loadSnapshot(ctx: Ctx): Snapshot {
  const id = ctx.params.snapshot_id as number;
  const snapshot = ctx.store.get<Snapshot>('snapshot', ctx.account, id);
  if (!snapshot) throw notFound(`snapshot ${id}`);
  return snapshot;
}

export const snapshotHandlers: Record<string, Handler> = {
  listSnapshots: (ctx) => listReply(ctx, ctx.store.list<Snapshot>('snapshot', ctx.account), { identity: (s) => s.id }),

  createSnapshot: (ctx) => {
    const b = ctx.body as { server_id: number; name: string };
    const server = ctx.store.get<Server>('server', ctx.account, b.server_id);
    if (!server) throw invalidField('/server_id', `There is no server ${b.server_id} in your account.`);
    assertServerState(server, ['running', 'stopped']);
    const count = ctx.store.list<Snapshot>('snapshot', ctx.account).filter((s) => s.server_id === server.id).length;
    if (count >= MAX_SNAPSHOTS_PER_SERVER) {
      throw new ProblemError('quota_exceeded', `A server keeps at most ${MAX_SNAPSHOTS_PER_SERVER} snapshots.`);
    }
    const snapshot: Snapshot = {
      id: ctx.store.nextId('snapshot'), server_id: server.id, name: b.name, status: 'creating',
      size_mb: null, created_at: iso(ctx.now), completed_at: null,
    };
    ctx.store.put('snapshot', ctx.account, snapshot.id, snapshot);
    ctx.engine.start(ctx.account, 'create_snapshot', 'snapshot', snapshot.id, ctx.config.actionMs, { server_id: server.id });
    return { status: 201, body: snapshot, location: ctx.baseUrl + href('getSnapshot', { snapshot_id: snapshot.id }) };
  },

  getSnapshot: (ctx) => ({ status: 200, body: loadSnapshot(ctx) }),

  updateSnapshot: (ctx) => {
    const snapshot = loadSnapshot(ctx);
    if (snapshot.status === 'deleting') throw invalidState(`snapshot ${snapshot.id}`, 'deleting');
    snapshot.name = (ctx.body as { name: string }).name;
    ctx.store.put('snapshot', ctx.account, snapshot.id, snapshot);
    return { status: 200, body: snapshot };
  },

  deleteSnapshot: (ctx) => {
    const snapshot = loadSnapshot(ctx);
    if (snapshot.status !== 'available' && snapshot.status !== 'failed') {
      throw invalidState(`snapshot ${snapshot.id}`, snapshot.status, 'only an available or failed snapshot can be deleted');
    }
    const from = snapshot.status;
    snapshot.status = 'deleting';
    ctx.store.put('snapshot', ctx.account, snapshot.id, snapshot);
    const row = ctx.engine.start(ctx.account, 'delete_snapshot', 'snapshot', snapshot.id, ctx.config.actionMs, { from, server_id: snapshot.server_id });
    return { status: 200, body: ctx.engine.render(row, ctx.baseUrl) };
  },

  restoreSnapshot: (ctx) => {
    const snapshot = loadSnapshot(ctx);
    const server = ctx.store.get<Server>('server', ctx.account, snapshot.server_id);
    if (!server) throw notFound(`server ${snapshot.server_id} (the snapshot's server was deleted)`);
    if (snapshot.status !== 'available') {
      throw invalidState(`snapshot ${snapshot.id}`, snapshot.status, 'only an available snapshot can be restored');
    }
    assertServerState(server, ['running', 'stopped']);
    snapshot.status = 'restoring';
    ctx.store.put('snapshot', ctx.account, snapshot.id, snapshot);
    return startServerAction(ctx, server, 'restore_snapshot', 'restoring', 'running', { snapshot_id: snapshot.id });
  },
};

export function registerSnapshotCompletions(engine: ActionEngine): void {
  engine.on('create_snapshot', (store, row, _effect, ok) => {
    const snapshot = store.get<Snapshot>('snapshot', row.account_id, row.resource_id);
    if (!snapshot) return;
    const server = store.get<Server>('server', row.account_id, snapshot.server_id);
    snapshot.status = ok ? 'available' : 'failed';
    snapshot.size_mb = ok ? Math.round((server?.disk_gb ?? 25) * 1024 * 0.14) : null;
    snapshot.completed_at = iso(row.due_ms);
    store.put('snapshot', row.account_id, snapshot.id, snapshot);
    if (ok) emitEvent(store.db, row.account_id, { type: 'snapshot.available', data: { snapshot }, resource: { type: 'snapshot', id: snapshot.id }, at: row.due_ms });
  });
  engine.on('delete_snapshot', (store, row, effect, ok) => {
    const snapshot = store.get<Snapshot>('snapshot', row.account_id, row.resource_id);
    if (!snapshot) return;
    if (ok) return store.delete('snapshot', row.account_id, snapshot.id);
    snapshot.status = String(effect.from);
    store.put('snapshot', row.account_id, snapshot.id, snapshot);
  });
  engine.on('restore_snapshot', (store, row, effect, ok) => {
    const server = store.get<Server>('server', row.account_id, row.resource_id);
    if (server) {
      server.status = ok ? 'running' : String(effect.from);
      saveServer(store, row.account_id, server, iso(row.due_ms));
    }
    const snapshot = store.get<Snapshot>('snapshot', row.account_id, Number(effect.snapshot_id));
    if (snapshot) {
      snapshot.status = 'available';
      store.put('snapshot', row.account_id, snapshot.id, snapshot);
    }
  });
}
