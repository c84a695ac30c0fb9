// What each kind of action does to its resource when it ends, in the transaction that ends it
// (docs/design/actions.md#settled-in-one-transaction): one table, keyed by the document's
// ActionType, so that a kind of action without a completion fails the type-check. The action
// engine reads it (ActionEngine.tick); nothing registers into it.
import type { ActionRow, Completion } from './actions.js';
import { findPlan } from './catalog.js';
import { iso } from './clock.js';
import { type DomainDoc, emitDomain, YEAR } from './domains.js';
import type { ActionType, Backup, BackupStatus, Server, ServerStatus, Snapshot, SnapshotStatus } from './model.js';
import { applyRetention } from './scheduler.js';
import { saveServer } from './servers.js';
import type { Store } from '../store/store.js';
import { emitEvent } from '../webhooks/events.js';

/** Sets the server's status (and applies `change`), at the action's end. */
async function settleServer(
  store: Store,
  account: number,
  id: number,
  status: ServerStatus,
  change?: (s: Server) => void,
  at?: number,
): Promise<void> {
  const server = await store.get<Server>('server', account, id);
  if (!server) return;
  server.status = status;
  change?.(server);
  await saveServer(store, account, server, at === undefined ? undefined : iso(at));
}

/** A power action, or the creation: the server reaches `to`, or returns to `from`. */
const toOrFrom: Completion = async (store, row, effect, ok) =>
  settleServer(
    store,
    row.account_id,
    Number(row.resource_id),
    String(ok ? effect.to : effect.from) as ServerStatus,
    undefined,
    row.due_ms,
  );

/** The size of a backup of the server, in MB. */
const backupSize = (server: Server | undefined) => Math.round((server?.disk_gb ?? 25) * 1024 * 0.15);

/** Changes the domain; `change` answers the event type its change is, if any (sent at the action's end). */
async function updateDomain(store: Store, row: ActionRow, change: (d: DomainDoc) => string | undefined): Promise<void> {
  const account = row.account_id;
  const d = await store.get<DomainDoc>('domain', account, row.resource_id);
  if (!d) return;
  const event = change(d);
  await store.put('domain', account, row.resource_id, d);
  if (event) await emitDomain(store, account, event, d, row.due_ms);
}

export const completions: Record<ActionType, Completion> = {
  create_server: toOrFrom,
  power_on_server: toOrFrom,
  shutdown_server: toOrFrom,
  power_off_server: toOrFrom,
  reboot_server: toOrFrom,
  reset_server: toOrFrom,

  resize_server: async (store, row, effect, ok) =>
    settleServer(
      store,
      row.account_id,
      Number(row.resource_id),
      'stopped',
      (s) => {
        if (!ok) return;
        const plan = findPlan(String(effect.plan));
        if (!plan) return;
        s.plan = plan.slug;
        s.vcpus = plan.vcpus;
        s.memory_mb = plan.memory_mb;
        if (effect.resize_disk) s.disk_gb = Math.max(s.disk_gb, plan.disk_gb);
      },
      row.due_ms,
    ),

  reinstall_server: async (store, row, effect, ok) =>
    settleServer(
      store,
      row.account_id,
      Number(row.resource_id),
      String(ok ? 'running' : effect.from) as ServerStatus,
      (s) => {
        if (ok) s.image = String(effect.image);
      },
      row.due_ms,
    ),

  delete_server: async (store, row, effect, ok) => {
    const id = Number(row.resource_id);
    if (!ok) return settleServer(store, row.account_id, id, String(effect.from) as ServerStatus, undefined, row.due_ms);
    await store.delete('server', row.account_id, id);
    await emitEvent(store.sql, row.account_id, {
      type: 'server.deleted',
      data: { server_id: id },
      resource: { type: 'server', id },
      at: row.due_ms,
    });
    await store.delete('backup_policy', row.account_id, id);
    for (const backup of await store.list<Backup>('backup', row.account_id)) {
      if (backup.server_id === id) await store.delete('backup', row.account_id, backup.id);
    }
  },

  create_backup: async (store, row, _effect, ok) => {
    const backup = await store.get<Backup>('backup', row.account_id, row.resource_id);
    if (!backup) return;
    backup.status = ok ? 'available' : 'failed';
    backup.size_mb = ok ? backupSize(await store.get<Server>('server', row.account_id, backup.server_id)) : null;
    backup.completed_at = iso(row.due_ms);
    await store.put('backup', row.account_id, backup.id, backup);
    if (ok)
      await emitEvent(store.sql, row.account_id, {
        type: 'backup.available',
        data: { backup },
        resource: { type: 'backup', id: backup.id },
        at: row.due_ms,
      });
    if (ok && backup.kind === 'automatic') await applyRetention(store, row.account_id, backup.server_id);
  },

  delete_backup: async (store, row, effect, ok) => {
    const backup = await store.get<Backup>('backup', row.account_id, row.resource_id);
    if (!backup) return;
    if (ok) return await store.delete('backup', row.account_id, backup.id);
    backup.status = String(effect.from) as BackupStatus;
    await store.put('backup', row.account_id, backup.id, backup);
  },

  restore_backup: async (store, row, effect, ok) => {
    const server = await store.get<Server>('server', row.account_id, row.resource_id);
    if (server) {
      server.status = ok ? 'running' : (String(effect.from) as ServerStatus);
      await saveServer(store, row.account_id, server, iso(row.due_ms));
    }
    const backup = await store.get<Backup>('backup', row.account_id, Number(effect.backup_id));
    if (backup) {
      backup.status = 'available';
      await store.put('backup', row.account_id, backup.id, backup);
    }
  },

  create_snapshot: async (store, row, _effect, ok) => {
    const snapshot = await store.get<Snapshot>('snapshot', row.account_id, row.resource_id);
    if (!snapshot) return;
    const server = await store.get<Server>('server', row.account_id, snapshot.server_id);
    snapshot.status = ok ? 'available' : 'failed';
    snapshot.size_mb = ok ? Math.round((server?.disk_gb ?? 25) * 1024 * 0.14) : null;
    snapshot.completed_at = iso(row.due_ms);
    await store.put('snapshot', row.account_id, snapshot.id, snapshot);
    if (ok)
      await emitEvent(store.sql, row.account_id, {
        type: 'snapshot.available',
        data: { snapshot },
        resource: { type: 'snapshot', id: snapshot.id },
        at: row.due_ms,
      });
  },

  delete_snapshot: async (store, row, effect, ok) => {
    const snapshot = await store.get<Snapshot>('snapshot', row.account_id, row.resource_id);
    if (!snapshot) return;
    if (ok) return await store.delete('snapshot', row.account_id, snapshot.id);
    snapshot.status = String(effect.from) as SnapshotStatus;
    await store.put('snapshot', row.account_id, snapshot.id, snapshot);
  },

  restore_snapshot: async (store, row, effect, ok) => {
    const server = await store.get<Server>('server', row.account_id, row.resource_id);
    if (server) {
      server.status = ok ? 'running' : (String(effect.from) as ServerStatus);
      await saveServer(store, row.account_id, server, iso(row.due_ms));
    }
    const snapshot = await store.get<Snapshot>('snapshot', row.account_id, Number(effect.snapshot_id));
    if (snapshot) {
      snapshot.status = 'available';
      await store.put('snapshot', row.account_id, snapshot.id, snapshot);
    }
  },

  register_domain: async (store, row, effect, ok) =>
    updateDomain(store, row, (d) => {
      if (d.status !== 'registering') return undefined;
      Object.assign(
        d,
        ok
          ? {
              status: 'active',
              registered_at: iso(row.due_ms),
              expires_at: iso(row.due_ms + Number(effect.years) * YEAR),
            }
          : { status: 'registration_failed' },
      );
      d._status_at = row.due_ms;
      return ok ? 'domain.registered' : undefined;
    }),

  transfer_domain: async (store, row, _effect, ok) =>
    updateDomain(store, row, (d) => {
      if (d.status !== 'transferring_in') return undefined;
      Object.assign(
        d,
        ok
          ? { status: 'active', locked: true, registered_at: iso(row.due_ms), expires_at: iso(row.due_ms + YEAR) }
          : { status: 'transfer_failed' },
      );
      d._status_at = row.due_ms;
      return ok ? 'domain.transfer_completed' : undefined;
    }),

  renew_domain: async (store, row, effect, ok) =>
    updateDomain(store, row, (d) => {
      if (!ok || !['active', 'expired', 'redemption'].includes(d.status)) return undefined;
      const base = d.expires_at ? Date.parse(d.expires_at) : row.due_ms;
      d.expires_at = iso(base + Number(effect.years) * YEAR);
      d.status = Date.parse(d.expires_at) > row.due_ms ? 'active' : d.status;
      d._status_at = row.due_ms;
      return 'domain.renewed';
    }),
};
