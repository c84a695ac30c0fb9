// The one asynchronous SQL interface of the sandbox's state, with two engines: SQLite (sqlite.ts,
// embedded, the default) and PostgreSQL (postgres.ts, for several instances on one database).

/** A connection, or an open transaction. Statements use `?` placeholders and portable SQL
 *  (`INSERT … ON CONFLICT … DO UPDATE`, `RETURNING`, `CAST(x AS BIGINT)`). */
export interface Sql {
  readonly dialect: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }>;
  /** Answers kept for the state this Sql reads, while no commit changes it (a SQLite read's
   *  snapshot, SqliteDatabase.read); absent where the state may change unseen (other instances). */
  readonly cache?: SnapshotCache;
}

/** Texts computed from one committed state, by key (a list page: its operation, account and URL). */
export interface SnapshotCache {
  find(key: string): string | undefined;
  keep(key: string, text: string): void;
}

export interface Database extends Sql {
  /** Runs fn in one transaction (BEGIN … COMMIT; ROLLBACK when it throws); nested calls are savepoints. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A statement that writes, asked of a read (SqliteDatabase.read): the read runs again in a transaction. */
export class ReadOnlyError extends Error {
  constructor(sql: string) {
    super(`a read cannot write: ${sql.slice(0, 80)}`);
    this.name = 'ReadOnlyError';
  }
}
