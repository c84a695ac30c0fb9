// The PostgreSQL engine of the sandbox's state (`pg`'s Pool): several sandbox instances share one
// database. Statements are the portable SQL of sql.ts with `?` placeholders, numbered `$1…` here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { isSerializationFailure, SqlError } from './errors.js';
import { numberPlaceholders } from './placeholders.js';
import { migratePostgres } from './postgres-schema.js';
import { OUTSIDE } from './outside.js';
import type { Database, Sql } from './sql.js';

export { outsideTransaction } from './outside.js';

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  maxConnections?: number;
  /** Apply the schema's migrations at open (default true). */
  migrate?: boolean;
  /** How many times a transaction that lost a race (serialization failure, deadlock) runs again (default 20). */
  retries?: number;
}

export type Isolation = 'serializable' | 'repeatable read' | 'read committed';
const BEGIN: Record<Isolation, string> = {
  serializable: 'BEGIN ISOLATION LEVEL SERIALIZABLE',
  'repeatable read': 'BEGIN ISOLATION LEVEL REPEATABLE READ',
  'read committed': 'BEGIN ISOLATION LEVEL READ COMMITTED',
};

const INT8 = 20;
const NUMERIC = 1700;

/** BIGINT and NUMERIC arrive as text: numbers when a double holds them exactly, else the text. */
export function parseNumber(text: string): number | string {
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  if (/^-?\d+$/.test(text)) return Number.isSafeInteger(value) ? value : text;
  const digits = text.replace(/^-?0*/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return digits.length <= 15 ? value : text;
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return parseNumber;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid);
  },
};

type Client = pg.Pool | pg.PoolClient;

/** The numbered text of each statement, and its name as a prepared statement. */
const prepared = new Map<string, { text: string; count: number; name: string }>();

/** A statement with parameters runs as a named prepared statement (each connection parses and
 *  plans it once, then only binds and executes it); one without (BEGIN, COMMIT, the schema's DDL,
 *  which may hold several statements) as a simple query. */
function statement(sql: string): { text: string; count: number; name: string } {
  let found = prepared.get(sql);
  if (!found) {
    const { text, count } = numberPlaceholders(sql);
    found = { text, count, name: `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` };
    if (prepared.size < 5_000) prepared.set(sql, found);
  }
  return found;
}

async function query<T>(
  client: Client,
  sql: string,
  params: readonly unknown[] = [],
): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
  const { text, count, name } = statement(sql);
  if (count !== params.length)
    throw new SqlError(`statement has ${count} placeholders and ${params.length} parameters: ${sql}`, 'other');
  try {
    if (count > 0) return await client.query<T & pg.QueryResultRow>({ name, text, values: params as unknown[] });
    return await client.query<T & pg.QueryResultRow>(text, params as unknown[]);
  } catch (error) {
    throw SqlError.fromPostgres(error);
  }
}

/** Statements on one client: the pool outside a transaction, the transaction's own client inside. */
class Statements implements Sql {
  readonly dialect = 'postgres' as const;
  constructor(private readonly client: () => Client) {}

  async all<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return (await query<T>(this.client(), sql, params)).rows;
  }

  async get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined> {
    return (await query<T>(this.client(), sql, params)).rows[0];
  }

  async run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }> {
    return { changes: (await query(this.client(), sql, params)).rowCount ?? 0 };
  }
}

interface OpenTransaction {
  client: pg.PoolClient;
  savepoints: number;
}

export class PostgresDatabase extends Statements implements Database {
  /** The transaction open in this asynchronous context: statements and nested transactions join it. */
  private readonly current = new AsyncLocalStorage<OpenTransaction>();
  /** Statements outside transactions, on connections of their own (never waiting for the main pool). */
  private readonly outside: Statements;

  constructor(
    readonly pool: pg.Pool,
    private readonly retries = 20,
    private readonly sidePool = pool,
  ) {
    super(() => this.current.getStore()?.client ?? pool);
    this.outside = new Statements(() => sidePool);
    // An idle connection the server ends (restart, termination) must not crash the process.
    pool.on('error', () => {});
    if (sidePool !== pool) sidePool.on('error', () => {});
  }

  /** Runs fn in one SERIALIZABLE transaction, so that concurrent requests (of this instance or
   *  another) have the outcome of some one-at-a-time order, as on SQLite; a transaction that lost a
   *  race is rolled back and fn runs again (it must only write through the database). */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    return this.transactionWith('serializable', fn);
  }

  /** transaction() at the given isolation; inside an open transaction, a savepoint of it. */
  async transactionWith<T>(isolation: Isolation, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const open = this.current.getStore();
    if (open) return this.savepoint(open, fn);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.begin(isolation, fn);
      } catch (error) {
        if (!isSerializationFailure(error) || attempt > this.retries) throw error;
        // Let the winner finish before running again: a short, growing, random pause.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
      }
    }
  }

  /** transaction(fn), one at a time among the transactions run under the same key in every
   *  instance (the writes of one account, say): a session advisory lock taken before BEGIN, so the
   *  transaction's snapshot already holds the commits of the one before it and the two never
   *  conflict (no serialization failures to run again). Nested: a savepoint, as transaction(). */
  async serialized<T>(key: string, fn: (tx: Sql) => Promise<T>): Promise<T> {
    if (this.current.getStore()) return this.transaction(fn);
    const client = await this.pool.connect();
    let broken = false;
    try {
      await query(client, 'SELECT pg_advisory_lock(hashtextextended(?, 0))', [key]);
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            return await this.runOn(client, 'serializable', fn);
          } catch (error) {
            if (error instanceof ConnectionLost) broken = true;
            if (broken || !isSerializationFailure(error) || attempt > this.retries) throw error;
            await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
          }
        }
      } finally {
        if (!broken)
          await query(client, 'SELECT pg_advisory_unlock(hashtextextended(?, 0))', [key]).catch(() => (broken = true));
      }
    } finally {
      client.release(broken);
    }
  }

  /** Runs fn while no other instance on this database runs fn under the same name (a session
   *  advisory lock on a connection of its own, held until fn ends). */
  async exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await query(client, 'SELECT pg_advisory_lock(hashtextextended(?, 0))', [name]);
      try {
        return await fn();
      } finally {
        await query(client, 'SELECT pg_advisory_unlock(hashtextextended(?, 0))', [name]).catch(() => (broken = true));
      }
    } finally {
      client.release(broken);
    }
  }

  private async begin<T>(isolation: Isolation, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      return await this.runOn(client, isolation, fn);
    } catch (error) {
      broken = error instanceof ConnectionLost;
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** BEGIN, fn, COMMIT on the client (ROLLBACK when fn throws; ConnectionLost when even that fails). */
  private async runOn<T>(client: pg.PoolClient, isolation: Isolation, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const open: OpenTransaction = { client, savepoints: 0 };
    try {
      await query(client, BEGIN[isolation]);
      const result = await this.current.run(open, () => fn(this.bound(open)));
      await query(client, 'COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        throw new ConnectionLost(error); // the connection is gone: drop it from the pool
      }
      throw error;
    }
  }

  private async savepoint<T>(open: OpenTransaction, fn: (tx: Sql) => Promise<T>): Promise<T> {
    const name = `sp_${++open.savepoints}`;
    await query(open.client, `SAVEPOINT ${name}`);
    try {
      const result = await fn(this.bound(open));
      await query(open.client, `RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await query(open.client, `ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }

  /** The transaction's handle: statements on its client; transaction() makes a savepoint. */
  private bound(open: OpenTransaction): Sql & Pick<Database, 'transaction'> {
    const statements = new Statements(() => open.client);
    return Object.assign(statements, {
      transaction: <R>(fn: (tx: Sql) => Promise<R>) => this.current.run(open, () => this.savepoint(open, fn)),
      [OUTSIDE]: this.outside,
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
    if (this.sidePool !== this.pool) await this.sidePool.end();
  }
}

/** The error of a transaction whose connection failed: rethrown with its cause, never run again. */
class ConnectionLost extends SqlError {
  constructor(cause: unknown) {
    const e = SqlError.fromPostgres(cause);
    super(e.message, e.reason === 'serialization_failure' ? 'other' : e.reason, e.code, e.constraint, { cause });
  }
}

/** Connects to `postgres://…` and brings its schema up to date. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, types });
  // Two connections for statements outside transactions (ids), so they never wait for the main pool.
  const side = new pg.Pool({ connectionString: url, max: 2, types });
  const db = new PostgresDatabase(pool, options.retries, side);
  try {
    if (options.migrate !== false) await migratePostgres(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
