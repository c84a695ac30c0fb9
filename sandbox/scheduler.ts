// Automatic backups: each enabled policy takes a backup at the start of its window, on the sandbox
// clock; when one becomes available, the oldest automatic backups beyond `retention` are removed.
import type { ActionEngine } from './actions.js';
import { iso, type Clock } from './clock.js';
import type { Db } from './db/open.js';
import type { Store } from './db/store.js';
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

export class BackupScheduler {
  private last: number;

  constructor(
    private db: Db,
    private store: Store,
    private engine: ActionEngine,
    private clock: Clock,
    private actionMs: number,
  ) {
    const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(KEY) as { value: string } | undefined;
    this.last = row ? Number(row.value) : clock.now();
    if (!row) this.save();
  }

  run(): void {
    const now = this.clock.now();
    // Windows start on the hour: nothing to do until the clock crosses one.
    if (Math.floor(now / HOUR) === Math.floor(this.last / HOUR)) return;
    this.db.transaction(() => {
      for (const { account, value: policy } of this.store.listAll<BackupPolicy>('backup_policy')) {
        if (!policy.enabled) continue;
        const server = this.store.get<Server>('server', account, policy.server_id);
        if (!server || !['running', 'stopped'].includes(server.status)) continue;
        for (const start of windowsBetween(policy, this.last, now, policy.retention)) {
          const backup: Backup = {
            id: this.store.nextId('backup'), server_id: server.id, kind: 'automatic', description: null,
            status: 'creating', size_mb: null, created_at: iso(start), completed_at: null,
          };
          this.store.put('backup', account, backup.id, backup);
          this.engine.start(account, 'create_backup', 'backup', backup.id, this.actionMs, { server_id: server.id });
        }
      }
      this.last = now;
      this.save();
    })();
  }

  private save(): void {
    this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(KEY, String(this.last));
  }
}

/** Removes the oldest automatic backups of the server beyond the policy's retention. */
export function applyRetention(store: Store, account: number, serverId: number): void {
  const policy = store.get<BackupPolicy>('backup_policy', account, serverId);
  if (!policy) return;
  const automatic = store
    .list<Backup>('backup', account)
    .filter((b) => b.server_id === serverId && b.kind === 'automatic' && b.status === 'available')
    .sort((a, b) => a.id - b.id);
  for (const old of automatic.slice(0, Math.max(0, automatic.length - policy.retention))) store.delete('backup', account, old.id);
}
