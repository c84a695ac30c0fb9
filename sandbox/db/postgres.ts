// The PostgreSQL engine of the sandbox's state (`pg`'s Pool): several sandbox instances share one
// database. Statements are the portable SQL of sql.ts with `?` placeholders, numbered `$1…` here.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { SqlError } from './errors.js';
import { numberPlaceholders } from './placeholders.js';
import { migratePostgres } from './postgres-schema.js';
import type { Database, Sql } from './sql.js';

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  maxConnections?: number;
  /** Apply the schema's migrations at open (default true). */
  migrate?: boolean;
}

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

async function query<T>(client: Client, sql: string, params: readonly unknown[] = []): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
  const { text, count } = numberPlaceholders(sql);
  if (count !== params.length) throw new SqlError(`statement has ${count} placeholders and ${params.length} parameters: ${sql}`, 'other');
  try {
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

  constructor(readonly pool: pg.Pool) {
    super(() => this.current.getStore()?.client ?? pool);
    // An idle connection the server ends (restart, termination) must not crash the process.
    pool.on('error', () => {});
  }

  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const open = this.current.getStore();
    return open ? this.savepoint(open, fn) : this.begin(fn);
  }

  private async begin<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const open: OpenTransaction = { client, savepoints: 0 };
    let broken = false;
    try {
      await query(client, 'BEGIN');
      const result = await this.current.run(open, () => fn(this.bound(open)));
      await query(client, 'COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // the connection is gone: drop it from the pool
      }
      throw error;
    } finally {
      client.release(broken);
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
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Connects to `postgres://…` and brings its schema up to date. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, types });
  const db = new PostgresDatabase(pool);
  try {
    if (options.migrate !== false) await migratePostgres(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
