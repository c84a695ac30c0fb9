// Asynchronous actions: pending → running → success | error, measured on the sandbox clock.
// Completion is lazy: every request first settles the actions that are due, in one transaction
// each, and the resource's status changes in the same transaction as the action's success.
// A handler works through `engine.in(store)`, bound to its request's transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import { iso, type Clock } from './clock.js';
import type { Database, Sql } from '../store/sql.js';
import { Store } from '../store/store.js';
import { href } from './paths.js';
import { emitEvent } from '../webhooks/events.js';
import { completions as completionTable } from './completions.js';
import type { Action, ActionResourceType, ActionType } from './model.js';

export type ResourceType = ActionResourceType;

export interface ActionRow {
  id: number;
  account_id: number;
  type: ActionType;
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

/** What happens to the resource when an action ends, in the transaction that ends it. */
export type Completion = (store: Store, row: ActionRow, effect: Record<string, unknown>, ok: boolean) => Promise<void>;

const RESOURCE_GETTERS: Record<ResourceType, [string, string]> = {
  server: ['getServer', 'server_id'],
  backup: ['getBackup', 'backup_id'],
  snapshot: ['getSnapshot', 'snapshot_id'],
  domain: ['getDomain', 'domain_name'],
};

const INSERT = `INSERT INTO actions (id, account_id, type, resource_type, resource_id, started_ms, due_ms, outcome, error, effect)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

type Failure = { code: string; message: string };

export class ActionEngine {
  private failures = new Map<string, Failure>();
  /** The failures an attempt of a transaction took (keepingFailures), to give back if it is undone. */
  private readonly attempt = new AsyncLocalStorage<[string, Failure][]>();
  /** The base of the URLs in events' actions (set to the sandbox's own URL once it listens). */
  eventBaseUrl = 'http://127.0.0.1';

  constructor(
    private db: Database,
    private clock: Clock,
    /** What each kind of action does to its resource when it ends: the table of completions.ts. */
    private readonly completions: Readonly<Record<ActionType, Completion>> = completionTable,
  ) {}

  /** The next action of this type fails with this error (admin surface). */
  failNext(type: string, code: string, message: string): void {
    this.failures.set(type, { code, message });
  }

  /** One attempt of a transaction that may run again (its COMMIT may fail, as PostgreSQL's does on a
   *  serialization failure): what the attempts before it took was undone with them, so it is given
   *  back first; then as keepingFailures, inside the keepingFailures around all the attempts. */
  async failureAttempt<T>(fn: () => Promise<T>): Promise<T> {
    const before = this.attempt.getStore();
    for (const [type, failure] of before?.splice(0) ?? [])
      if (!this.failures.has(type)) this.failures.set(type, failure);
    return this.keepingFailures(fn);
  }

  /**
   * Runs a transaction, one attempt of it or a savepoint: a failure an action of it took is
   * given back when the attempt throws, since its action was rolled back with it (a business error,
   * or PostgreSQL running the transaction again after a serialization failure); one that ends well
   * passes what it took to the attempt around it. Only while a failure is pending (the admin surface
   * set one) is the attempt followed at all.
   */
  async keepingFailures<T>(fn: () => Promise<T>): Promise<T> {
    if (this.failures.size === 0 && this.attempt.getStore() === undefined) return fn();
    const taken: [string, Failure][] = [];
    try {
      const result = await this.attempt.run(taken, fn);
      this.attempt.getStore()?.push(...taken);
      return result;
    } catch (error) {
      for (const [type, failure] of taken) if (!this.failures.has(type)) this.failures.set(type, failure);
      throw error;
    }
  }

  /** The engine inside one transaction (a request's, or the fleet loader's). */
  in(store: Store): Actions {
    return new Actions(this, store);
  }

  async start(
    store: Store,
    account: number,
    type: ActionType,
    resourceType: ResourceType,
    resourceId: string | number,
    durationMs: number,
    effect: Record<string, unknown> = {},
  ): Promise<ActionRow> {
    const now = this.clock.now();
    const failure = this.failures.get(type);
    if (failure) {
      this.failures.delete(type);
      this.attempt.getStore()?.push([type, failure]);
    }
    const row: ActionRow = {
      id: await store.nextId('action'),
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
    await store.sql.run(INSERT, [
      row.id,
      row.account_id,
      row.type,
      row.resource_type,
      row.resource_id,
      row.started_ms,
      row.due_ms,
      row.outcome,
      row.error,
      row.effect,
    ]);
    this.nextDue = Math.min(this.nextDue, row.due_ms);
    await this.emit(store, 'action.created', row, now);
    return row;
  }

  /** The earliest due_ms of a pending action (a lower bound: a rolled-back start may leave it early). */
  private nextDue = -Infinity;

  /** Whether tick() has nothing to do at this moment (no pending action is due). */
  idle(now: number): boolean {
    return now < this.nextDue && this.db.dialect === 'sqlite';
  }

  /** After actions were written without start() (the example fleet). */
  forgetNextDue(): void {
    this.nextDue = -Infinity;
  }

  /** Settles every action whose time has come, each in its own transaction; no query until the
   *  earliest pending one is due. An action already settled (by a concurrent tick) is skipped. */
  async tick(): Promise<void> {
    const now = this.clock.now();
    // Another instance sharing a PostgreSQL database may have started actions this one never saw.
    if (now < this.nextDue && this.db.dialect === 'sqlite') return;
    for (let round = 0; round < 100; round++) {
      const due = await this.db.all<ActionRow>(
        'SELECT * FROM actions WHERE done = 0 AND due_ms <= ? ORDER BY due_ms, id LIMIT 500',
        [now],
      );
      if (due.length === 0) {
        // PostgreSQL looks for due actions at every tick anyway (other instances start some): no need to know the next one.
        if (this.db.dialect === 'postgres') return;
        const next = await this.db.get<{ m: number | null }>('SELECT MIN(due_ms) AS m FROM actions WHERE done = 0');
        this.nextDue = next?.m == null ? Infinity : Number(next.m);
        return;
      }
      const settleOne = (row: ActionRow) =>
        this.db.transaction(async (tx) => {
          const claimed = await tx.run('UPDATE actions SET done = 1, finished_ms = ? WHERE id = ? AND done = 0', [
            row.due_ms,
            row.id,
          ]);
          if (claimed.changes === 0) return;
          // What the action does to its resource: the table of completions, by action type.
          const completion = Object.hasOwn(this.completions, row.type) ? this.completions[row.type] : undefined;
          const store = new Store(tx);
          await completion?.(store, row, JSON.parse(row.effect) as Record<string, unknown>, row.outcome === 'success');
          const finished = { ...row, done: 1, finished_ms: row.due_ms };
          await this.emit(
            store,
            row.outcome === 'success' ? 'action.succeeded' : 'action.failed',
            finished,
            row.due_ms,
          );
        });
      if (this.db.dialect === 'sqlite') {
        // Queued at once, they still run one after another in due order, each its own transaction,
        // but share group commits (sqlite.ts): one fsync for many, not one per action.
        const outcomes = await Promise.allSettled(due.map(settleOne));
        const failed = outcomes.find((o) => o.status === 'rejected');
        if (failed) throw failed.reason;
      } else {
        for (const row of due) await settleOne(row);
      }
    }
  }

  /** An action event, in the transaction that started or ended the action. */
  private async emit(store: Store, type: string, row: ActionRow, at: number): Promise<void> {
    const action = this.render(row, this.eventBaseUrl);
    await emitEvent(store.sql, row.account_id, {
      type,
      data: { action },
      resource: { type: 'action', id: row.id },
      at,
    });
  }

  async get(sql: Sql, account: number, id: number): Promise<ActionRow | undefined> {
    return sql.get<ActionRow>('SELECT * FROM actions WHERE account_id = ? AND id = ?', [account, id]);
  }

  async all(sql: Sql, account: number): Promise<ActionRow[]> {
    return sql.all<ActionRow>('SELECT * FROM actions WHERE account_id = ? ORDER BY id', [account]);
  }

  /** The public Action object at `now` (this moment unless given: a list renders at the instant it filters by). */
  render(row: ActionRow, baseUrl: string, now = this.clock.now()): Action {
    const duration = row.due_ms - row.started_ms;
    const elapsed = now - row.started_ms;
    let status: Action['status'];
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

/** The action engine bound to one transaction: what a handler calls as `ctx.engine`. */
export class Actions {
  constructor(
    private readonly engine: ActionEngine,
    private readonly store: Store,
  ) {}

  start(
    account: number,
    type: ActionType,
    resourceType: ResourceType,
    resourceId: string | number,
    durationMs: number,
    effect: Record<string, unknown> = {},
  ): Promise<ActionRow> {
    return this.engine.start(this.store, account, type, resourceType, resourceId, durationMs, effect);
  }

  get(account: number, id: number): Promise<ActionRow | undefined> {
    return this.engine.get(this.store.sql, account, id);
  }

  all(account: number): Promise<ActionRow[]> {
    return this.engine.all(this.store.sql, account);
  }

  render(row: ActionRow, baseUrl: string, now?: number): Action {
    return this.engine.render(row, baseUrl, now);
  }

  actionUrl(baseUrl: string, id: number): string {
    return this.engine.actionUrl(baseUrl, id);
  }
}
