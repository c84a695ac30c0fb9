// Asynchronous actions: pending → running → success | error, measured on the sandbox clock.
// Completion is lazy: every request first settles the actions that are due, in one transaction
// each, and the resource's status changes in the same transaction as the action's success.
import { iso, type Clock } from './clock.js';
import type { Db } from './db/open.js';
import type { Store } from './db/store.js';
import { href } from './paths.js';
import { emitEvent } from './webhooks/events.js';

export type ResourceType = 'server' | 'backup' | 'snapshot' | 'domain';

export interface ActionRow {
  id: number;
  account_id: number;
  type: string;
  resource_type: ResourceType;
  resource_id: string;
  started_ms: number;
  due_ms: number;
  done: number;
  outcome: 'success' | 'error';
  error: string | null;
  effect: string;
  finished_ms: number | null;
}

export type Completion = (store: Store, row: ActionRow, effect: Record<string, unknown>, ok: boolean) => void;

const RESOURCE_GETTERS: Record<ResourceType, [string, string]> = {
  server: ['getServer', 'server_id'],
  backup: ['getBackup', 'backup_id'],
  snapshot: ['getSnapshot', 'snapshot_id'],
  domain: ['getDomain', 'domain_name'],
};

export class ActionEngine {
  private completions = new Map<string, Completion>();
  private failures = new Map<string, { code: string; message: string }>();
  private dueStmt;
  private insertStmt;
  private finishStmt;
  private byIdStmt;
  private byAccountStmt;
  /** The base of the URLs in events' actions (set to the sandbox's own URL once it listens). */
  eventBaseUrl = 'http://127.0.0.1';

  constructor(
    private db: Db,
    private store: Store,
    private clock: Clock,
  ) {
    this.dueStmt = db.prepare('SELECT * FROM actions WHERE done = 0 AND due_ms <= ? ORDER BY due_ms, id LIMIT 500');
    this.insertStmt = db.prepare(
      `INSERT INTO actions (id, account_id, type, resource_type, resource_id, started_ms, due_ms, outcome, error, effect)
       VALUES (@id, @account_id, @type, @resource_type, @resource_id, @started_ms, @due_ms, @outcome, @error, @effect)`,
    );
    this.finishStmt = db.prepare('UPDATE actions SET done = 1, finished_ms = ? WHERE id = ?');
    this.byIdStmt = db.prepare('SELECT * FROM actions WHERE account_id = ? AND id = ?');
    this.byAccountStmt = db.prepare('SELECT * FROM actions WHERE account_id = ? ORDER BY id');
  }

  /** Registers what happens to the resource when an action of this type ends. */
  on(type: string, completion: Completion): void {
    this.completions.set(type, completion);
  }

  /** The next action of this type fails with this error (admin surface). */
  failNext(type: string, code: string, message: string): void {
    this.failures.set(type, { code, message });
  }

  start(
    account: number,
    type: string,
    resourceType: ResourceType,
    resourceId: string | number,
    durationMs: number,
    effect: Record<string, unknown> = {},
  ): ActionRow {
    const now = this.clock.now();
    const failure = this.failures.get(type);
    this.failures.delete(type);
    const row: ActionRow = {
      id: this.store.nextId('action'),
      account_id: account,
      type,
      resource_type: resourceType,
      resource_id: String(resourceId),
      started_ms: now,
      due_ms: now + Math.max(1, durationMs),
      done: 0,
      outcome: failure ? 'error' : 'success',
      error: failure ? JSON.stringify(failure) : null,
      effect: JSON.stringify(effect),
      finished_ms: null,
    };
    this.insertStmt.run(row);
    this.nextDue = Math.min(this.nextDue, row.due_ms);
    this.emit('action.created', row, now);
    return row;
  }

  /** The earliest due_ms of a pending action (a lower bound: a rolled-back start may leave it early). */
  private nextDue = -Infinity;

  /** After actions were written without start() (the example fleet). */
  forgetNextDue(): void {
    this.nextDue = -Infinity;
  }

  /** Settles every action whose time has come; no query until the earliest pending one is due. */
  tick(): void {
    const now = this.clock.now();
    if (now < this.nextDue) return;
    for (let round = 0; round < 100; round++) {
      const due = this.dueStmt.all(now) as ActionRow[];
      if (due.length === 0) {
        this.nextDue = (this.db.prepare('SELECT MIN(due_ms) AS m FROM actions WHERE done = 0').get() as { m: number | null }).m ?? Infinity;
        return;
      }
      for (const row of due) {
        this.db.transaction(() => {
          const completion = this.completions.get(row.type);
          completion?.(this.store, row, JSON.parse(row.effect) as Record<string, unknown>, row.outcome === 'success');
          this.finishStmt.run(row.due_ms, row.id);
          const finished = { ...row, done: 1, finished_ms: row.due_ms };
          this.emit(row.outcome === 'success' ? 'action.succeeded' : 'action.failed', finished, row.due_ms);
        })();
      }
    }
  }

  /** An action event, in the transaction that started or ended the action. */
  private emit(type: string, row: ActionRow, at: number): void {
    emitEvent(this.db, row.account_id, { type, data: { action: this.render(row, this.eventBaseUrl) }, resource: { type: 'action', id: row.id }, at });
  }

  get(account: number, id: number): ActionRow | undefined {
    return this.byIdStmt.get(account, id) as ActionRow | undefined;
  }

  all(account: number): ActionRow[] {
    return this.byAccountStmt.all(account) as ActionRow[];
  }

  /** The public Action object at this moment. */
  render(row: ActionRow, baseUrl: string): Record<string, unknown> {
    const now = this.clock.now();
    const duration = row.due_ms - row.started_ms;
    const elapsed = now - row.started_ms;
    let status: string;
    let progress: number;
    if (row.done) {
      status = row.outcome;
      progress = 100;
    } else if (elapsed < duration * 0.1) {
      status = 'pending';
      progress = 0;
    } else {
      status = 'running';
      progress = Math.min(99, Math.max(1, Math.floor((elapsed * 100) / duration)));
    }
    const [getter, param] = RESOURCE_GETTERS[row.resource_type];
    const id = row.resource_id; // as in the resource's path, a string (ActionResource.id)
    return {
      id: row.id,
      type: row.type,
      status,
      progress,
      resource: { type: row.resource_type, id, href: baseUrl + href(getter, { [param]: id }) },
      started_at: iso(row.started_ms),
      finished_at: row.done ? iso(row.finished_ms ?? row.due_ms) : null,
      error: row.done && row.outcome === 'error' && row.error ? JSON.parse(row.error) : null,
    };
  }

  actionUrl(baseUrl: string, id: number): string {
    return baseUrl + href('getAction', { action_id: id });
  }
}
