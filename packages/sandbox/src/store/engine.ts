// Which engine holds the sandbox's state: PostgreSQL when a `postgres://` URL is given (several
// instances may share that database), else the SQLite file (or memory) of a single instance. The
// PostgreSQL engine (and its client, `pg`) is loaded only when a postgres:// URL is given.
import type { PostgresDatabase } from './postgres.js';
import { ReadOnlyError, type Database, type Sql } from './sql.js';
import { openSqlite, SqliteDatabase } from './sqlite.js';
import { isPostgresUrl } from './database-url.js';

export interface EngineOptions {
  /** `postgres://…` (or `postgresql://…`): the PostgreSQL engine. */
  database?: string;
  /** The SQLite file, or ':memory:', when no database URL is given. */
  db?: string;
  /** SQLite: keep list pages for the committed state they were read from (default true). */
  pageCache?: boolean;
}

export { isPostgresUrl };

export async function openEngine(options: EngineOptions): Promise<Database> {
  if (options.database !== undefined) {
    if (!isPostgresUrl(options.database))
      throw new Error(`--database takes a postgres:// URL, not ${JSON.stringify(options.database)}`);
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(options.database);
  }
  return openSqlite(options.db ?? '.sandbox/sandbox.db', { pageCache: options.pageCache });
}

/** Runs fn while no other instance on the same database runs fn under this name; a SQLite
 *  database has one instance, which runs it at once. */
export function exclusive<T>(db: Database, name: string, fn: () => Promise<T>): Promise<T> {
  return isPostgres(db) ? db.exclusive(name, fn) : fn();
}

/** db.transaction(fn), one at a time among the transactions of the same key in every instance
 *  (PostgreSQL: without conflicts between them, see PostgresDatabase.serialized); on SQLite, where
 *  transactions already run one at a time, just the transaction. */
export function writeTransaction<T>(db: Database, key: string, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return isPostgres(db) ? db.serialized(key, fn) : db.transaction(fn);
}

/** The transaction of a request that reads (a GET): one consistent state. On PostgreSQL a snapshot
 *  (REPEATABLE READ), lighter than SERIALIZABLE: a GET writes only when it ages a domain, and two
 *  transactions that change the same row still conflict (the later one runs again). On SQLite a
 *  snapshot of the committed state on a read connection, without waiting for the writers; a GET that
 *  turns out to write (a domain's expiry) runs again in a transaction, one at a time as always. */
export async function readTransaction<T>(db: Database, fn: (tx: Sql) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transactionWith('repeatable read', fn);
  if (!(db instanceof SqliteDatabase)) return db.transaction(fn);
  try {
    return await db.read(fn);
  } catch (error) {
    if (!(error instanceof ReadOnlyError)) throw error;
    return db.transaction(fn);
  }
}

/** The PostgreSQL engine (told by its dialect: no need to load the module to ask). */
function isPostgres(db: Database): db is PostgresDatabase {
  return db.dialect === 'postgres';
}

/** True when other instances may share this database (their state changes under this one). */
export function isShared(db: Database): boolean {
  return db.dialect === 'postgres';
}
