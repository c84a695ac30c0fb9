import { iso } from '../clock.js';
import type { Handlers, RequestContext } from '../../http/context.js';
import { byCodePoint, equals, storedResourcePage } from '../list.js';
import { MAX_MANUAL_BACKUPS_PER_SERVER, type Backup, type BackupPolicy, type Server } from '../model.js';
import { href } from '../paths.js';
import { invalidField, invalidState, notFound, ProblemError } from '../problem.js';
import { saveServer } from '../servers.js';
import { actionCreated, assertServerState, loadServer, startServerAction } from './servers.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Start of the next backup window after `now`, or null when the policy is disabled. */
export function nextBackupAt(policy: BackupPolicy, now: number): string | null {
  if (!policy.enabled) return null;
  const d = new Date(now);
  const candidate = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), policy.hour);
  for (let day = 0; day <= 7; day++) {
    const t = candidate + day * 86_400_000;
    if (t <= now) continue;
    if (policy.schedule === 'weekly' && WEEKDAYS[new Date(t).getUTCDay()] !== policy.weekday) continue;
    return iso(t);
  }
  return null;
}

async function loadPolicy(ctx: RequestContext, server: Server): Promise<BackupPolicy> {
  return (
    (await ctx.store.get<BackupPolicy>('backup_policy', ctx.account, server.id)) ?? {
      server_id: server.id,
      enabled: false,
      schedule: 'daily',
      weekday: null,
      hour: 3,
      retention: 7,
    }
  );
}

async function loadBackup(ctx: RequestContext & { params: { backup_id: number } }): Promise<Backup> {
  const id = ctx.params.backup_id;
  const backup = await ctx.store.get<Backup>('backup', ctx.account, id);
  if (!backup) throw notFound(`backup ${id}`);
  return backup;
}

export const backupHandlers = {
  getBackupPolicy: async (ctx) => {
    const server = await loadServer(ctx, ctx.params.server_id);
    const policy = await loadPolicy(ctx, server);
    return { status: 200, body: { ...policy, next_backup_at: nextBackupAt(policy, ctx.now) } };
  },

  replaceBackupPolicy: async (ctx) => {
    const server = await loadServer(ctx, ctx.params.server_id);
    if (server.status === 'deleting') throw invalidState(`server ${server.id}`, 'deleting');
    const b = ctx.body;
    const weekday = b.weekday ?? null;
    if (b.schedule === 'weekly' && weekday === null)
      throw invalidField('/weekday', 'Is required for a weekly schedule.', 'required');
    if (b.schedule === 'daily' && weekday !== null)
      throw invalidField('/weekday', 'Must be left out or null for a daily schedule.');
    const policy: BackupPolicy = {
      server_id: server.id,
      enabled: b.enabled,
      schedule: b.schedule,
      weekday,
      hour: b.hour,
      retention: b.retention,
    };
    await ctx.store.put('backup_policy', ctx.account, server.id, policy);
    server.backups_enabled = policy.enabled;
    await saveServer(ctx.store, ctx.account, server, iso(ctx.now));
    return { status: 200, body: { ...policy, next_backup_at: nextBackupAt(policy, ctx.now) } };
  },

  // The stored document is the Backup sent (getBackup sends it as read).
  listServerBackups: async (ctx) =>
    storedResourcePage(ctx, async (field) => {
      const server = await loadServer(ctx, ctx.params.server_id);
      return {
        // A backup's parent is its server (resources.parent, indexed with the id).
        where: { sql: "kind = 'backup' AND account_id = ? AND parent = ?", params: [ctx.account, String(server.id)] },
        sorts: { created_at: byCodePoint(ctx.store.sql, field('created_at')) },
        filters: { kind: equals(field('kind')), status: equals(field('status')) },
        total: () => ctx.store.listCount('backup', ctx.account, server.id),
      };
    }),

  createBackup: async (ctx) => {
    const server = await loadServer(ctx, ctx.params.server_id);
    assertServerState(server, ['running', 'stopped']);
    const manual = (await ctx.store.list<Backup>('backup', ctx.account)).filter(
      (b) => b.server_id === server.id && b.kind === 'manual',
    );
    if (manual.length >= MAX_MANUAL_BACKUPS_PER_SERVER) {
      throw new ProblemError(
        'quota_exceeded',
        `A server may have at most ${MAX_MANUAL_BACKUPS_PER_SERVER} manual backups.`,
      );
    }
    const backup: Backup = {
      id: await ctx.store.nextId('backup'),
      server_id: server.id,
      kind: 'manual',
      description: ctx.body.description ?? null,
      status: 'creating',
      size_mb: null,
      created_at: iso(ctx.now),
      completed_at: null,
    };
    await ctx.store.put('backup', ctx.account, backup.id, backup);
    await ctx.engine.start(ctx.account, 'create_backup', 'backup', backup.id, ctx.config.actionMs, {
      server_id: server.id,
    });
    return { status: 201, body: backup, location: ctx.baseUrl + href('getBackup', { backup_id: backup.id }) };
  },

  getBackup: async (ctx) => ({ status: 200, body: await loadBackup(ctx) }),

  deleteBackup: async (ctx) => {
    const backup = await loadBackup(ctx);
    if (backup.status !== 'available' && backup.status !== 'failed') {
      throw invalidState(`backup ${backup.id}`, backup.status, 'only an available or failed backup can be deleted');
    }
    const from = backup.status;
    backup.status = 'deleting';
    await ctx.store.put('backup', ctx.account, backup.id, backup);
    const row = await ctx.engine.start(ctx.account, 'delete_backup', 'backup', backup.id, ctx.config.actionMs, {
      from,
      server_id: backup.server_id,
    });
    return { status: 200, body: ctx.engine.render(row, ctx.baseUrl) };
  },

  restoreBackup: async (ctx) => {
    const backup = await loadBackup(ctx);
    if (backup.status !== 'available')
      throw invalidState(`backup ${backup.id}`, backup.status, 'only an available backup can be restored');
    const server = await loadServer(ctx, backup.server_id);
    assertServerState(server, ['running', 'stopped']);
    backup.status = 'restoring';
    await ctx.store.put('backup', ctx.account, backup.id, backup);
    return actionCreated(
      ctx,
      await startServerAction(ctx, server, 'restore_backup', 'restoring', 'running', { backup_id: backup.id }),
    );
  },
} satisfies Partial<Handlers>;
