// Automatic backups: each enabled policy takes a backup at the start of its window, on the sandbox
// clock; when one becomes available, the oldest automatic backups beyond `retention` are removed.
import type { ActionEngine } from './actions.js';
import { iso, type Clock } from './clock.js';
import type { Database } from '../store/sql.js';
import { Store } from '../store/store.js';
import type { Backup, BackupPolicy, Server } from './model.js';

const HOUR = 3_600_000;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const KEY = 'backup_scheduler_ms';

/** Window starts of the policy in (from, to], newest last, at most `limit` of them. */
export function windowsBetween(policy: BackupPolicy, from: number, to: number, limit: number): number[] {
  const out: number[] = [];
  let t = Math.floor(to / HOUR) * HOUR;
  for (let guard = 0; guard < 24 * 366 && t > from && out.length < limit; guard++, t -= HOUR) {
    const d = new Date(t);
    if (d.getUTCHours() !== policy.hour) continue;
    if (policy.schedule === 'weekly' && WEEKDAYS[d.getUTCDay()] !== policy.weekday) continue;
    out.unshift(t);
  }
  return out;
}

const READ_LAST = 'SELECT value FROM meta WHERE key = ?';
const WRITE_LAST = 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value';

export class BackupScheduler {
  /** When the last run happened (also stored in meta, which is the authority inside a run). */
  private last = 0;

  private constructor(
    private db: Database,
    private engine: ActionEngine,
    private clock: Clock,
    private actionMs: number,
  ) {}

  /** The scheduler of this database: it continues from its stored last run, or starts now. */
  static async open(db: Database, engine: ActionEngine, clock: Clock, actionMs: number): Promise<BackupScheduler> {
    const scheduler = new BackupScheduler(db, engine, clock, actionMs);
    const row = await db.get<{ value: string }>(READ_LAST, [KEY]);
    scheduler.last = row ? Number(row.value) : clock.now();
    if (!row) await db.run(WRITE_LAST, [KEY, String(scheduler.last)]);
    return scheduler;
  }

  /** Whether run() has nothing to do at this moment: windows start on the hour, and the clock has
   *  not crossed one since the last run. */
  idle(now: number): boolean {
    return Math.floor(now / HOUR) === Math.floor(this.last / HOUR);
  }

  async run(): Promise<void> {
    const now = this.clock.now();
    if (this.idle(now)) return;
    await this.db.transaction(async (tx) => {
      // PostgreSQL: instances sharing the database take the windows one at a time (the row lock).
      const stored = await tx.get<{ value: string }>(
        tx.dialect === 'postgres' ? `${READ_LAST} FOR UPDATE` : READ_LAST,
        [KEY],
      );
      const last = stored ? Number(stored.value) : this.last;
      if (Math.floor(now / HOUR) === Math.floor(last / HOUR)) return; // a concurrent run took these windows
      const store = new Store(tx);
      const actions = this.engine.in(store);
      for (const { account, value: policy } of await store.listAll<BackupPolicy>('backup_policy')) {
        if (!policy.enabled) continue;
        const server = await store.get<Server>('server', account, policy.server_id);
        if (!server || !['running', 'stopped'].includes(server.status)) continue;
        for (const start of windowsBetween(policy, last, now, policy.retention)) {
          const backup: Backup = {
            id: await store.nextId('backup'),
            server_id: server.id,
            kind: 'automatic',
            description: null,
            status: 'creating',
            size_mb: null,
            created_at: iso(start),
            completed_at: null,
          };
          await store.put('backup', account, backup.id, backup);
          await actions.start(account, 'create_backup', 'backup', backup.id, this.actionMs, { server_id: server.id });
        }
      }
      await tx.run(WRITE_LAST, [KEY, String(now)]);
    });
    this.last = Math.max(this.last, now);
  }
}

/** Removes the oldest automatic backups of the server beyond the policy's retention. */
export async function applyRetention(store: Store, account: number, serverId: number): Promise<void> {
  const policy = await store.get<BackupPolicy>('backup_policy', account, serverId);
  if (!policy) return;
  const automatic = (await store.list<Backup>('backup', account))
    .filter((b) => b.server_id === serverId && b.kind === 'automatic' && b.status === 'available')
    .sort((a, b) => a.id - b.id);
  for (const old of automatic.slice(0, Math.max(0, automatic.length - policy.retention)))
    await store.delete('backup', account, old.id);
}
