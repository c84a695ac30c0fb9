// The SQLite engine of the store (better-sqlite3, embedded, the default). better-sqlite3 is
// synchronous; this engine gives it the asynchronous `Database` interface of sql.ts:
// - One transaction is open at a time in the process: `transaction()` waits its turn in a FIFO
//   queue, then runs BEGIN IMMEDIATE … COMMIT (ROLLBACK when fn throws).
// - Statements called on the Database outside a transaction wait for the open transaction too, so
//   they only ever see committed state (a single connection would otherwise read its uncommitted writes).
// - Inside a transaction's async context (AsyncLocalStorage), statements on the Database run in that
//   transaction, and a nested `transaction()` is a SAVEPOINT (nested calls must be sequential, not concurrent).
// Statements are prepared once per SQL text and cached.
import BetterSqlite3 from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database, Sql } from './sql.js';
import { migrateSqlite } from './sqlite-schema.js';

type Statement = BetterSqlite3.Statement<unknown[], unknown>;

/** An open transaction: the savepoint depth, and whether it ended. */
interface TxState {
  depth: number;
  closed: boolean;
}

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; booleans and undefined are mapped. */
function bind(params: readonly unknown[] | undefined): unknown[] {
  if (!params) return [];
  return params.map((p) => (p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

/** The result of a synchronous call as a promise (a throw becomes a rejection). */
function settled<T>(run: () => T): Promise<T> {
  try {
    return Promise.resolve(run());
  } catch (error) {
    return Promise.reject(error);
  }
}

export class SqliteDatabase implements Database {
  readonly dialect = 'sqlite';
  private readonly statements = new Map<string, Statement>();
  private readonly context = new AsyncLocalStorage<TxState>();
  /** Whether a transaction holds the connection, and who waits for it (FIFO). */
  private busy = false;
  private readonly waiting: Array<() => void> = [];
  private closing: Promise<void> | undefined;

  constructor(readonly raw: BetterSqlite3.Database) {}

  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.statement(() => this.doAll<T>(sql, params));
  }

  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return this.statement(() => this.doGet<T>(sql, params));
  }

  run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }> {
    return this.statement(() => this.doRun(sql, params));
  }

  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const open = this.openTx();
    if (open) return this.savepoint(open, fn);
    if (this.busy) await this.acquire();
    else this.busy = true; // free: no wait
    const state: TxState = { depth: 0, closed: false };
    try {
      this.prepare('BEGIN IMMEDIATE').run();
      let result: T;
      try {
        result = await this.context.run(state, () => fn(this.bound(state)));
        this.prepare('COMMIT').run();
      } catch (error) {
        if (this.raw.inTransaction) this.raw.exec('ROLLBACK');
        throw error;
      }
      return result;
    } finally {
      state.closed = true;
      this.release();
    }
  }

  /** Closes once the open transaction ends; closing again does nothing. Later statements fail. */
  async close(): Promise<void> {
    if (this.closing) return this.closing;
    this.closing = this.acquire().then(() => {
      this.raw.close();
      this.release();
    });
    return this.closing;
  }

  /** The transaction of the current async context, if one is open. */
  private openTx(): TxState | undefined {
    const state = this.context.getStore();
    return state && !state.closed ? state : undefined;
  }

  /** Runs a statement now (inside the open transaction, or when none is open) or after the open one ends. */
  private statement<T>(run: () => T): Promise<T> {
    if (!this.busy || this.openTx()) return settled(run);
    return this.acquire().then(() => {
      try {
        return run();
      } finally {
        this.release();
      }
    });
  }

  private async savepoint<T>(state: TxState, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const name = `sp${++state.depth}`;
    this.raw.exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn(this.bound(state));
      this.raw.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      if (this.raw.inTransaction) this.raw.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      throw error;
    } finally {
      state.depth--;
    }
  }

  /** The Sql of one transaction: its statements run at once, and fail once it has ended. */
  private bound(state: TxState): Sql {
    const check = () => {
      if (state.closed) throw new Error('the transaction has ended (a statement was not awaited inside it)');
    };
    return {
      dialect: 'sqlite',
      all: <T>(sql: string, params?: readonly unknown[]) => settled(() => (check(), this.doAll<T>(sql, params))),
      get: <T>(sql: string, params?: readonly unknown[]) => settled(() => (check(), this.doGet<T>(sql, params))),
      run: (sql: string, params?: readonly unknown[]) => settled(() => (check(), this.doRun(sql, params))),
    };
  }

  private acquire(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the connection to the next waiter, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.raw.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private doAll<T>(sql: string, params: readonly unknown[] | undefined): T[] {
    const statement = this.prepare(sql);
    if (!statement.reader) {
      statement.run(bind(params));
      return [];
    }
    return statement.all(bind(params)) as T[];
  }

  private doGet<T>(sql: string, params: readonly unknown[] | undefined): T | undefined {
    const statement = this.prepare(sql);
    if (!statement.reader) {
      statement.run(bind(params));
      return undefined;
    }
    return statement.get(bind(params)) as T | undefined;
  }

  private doRun(sql: string, params: readonly unknown[] | undefined): { changes: number } {
    return { changes: this.prepare(sql).run(bind(params)).changes };
  }
}

/** Opens a SQLite file (created with its folder) or ':memory:', durable, with its schema up to date. */
export function openSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  if (file !== ':memory:') {
    // WAL with synchronous=FULL: a transaction is on disk before its commit returns.
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
  }
  raw.pragma('foreign_keys = ON');
  migrateSqlite(raw);
  return new SqliteDatabase(raw);
}
