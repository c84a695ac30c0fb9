// The one asynchronous SQL interface of the sandbox's state, with two engines: SQLite (sqlite.ts,
// embedded, the default) and PostgreSQL (postgres.ts, for several instances on one database).

/** A connection, or an open transaction. Statements use `?` placeholders and portable SQL
 *  (`INSERT … ON CONFLICT … DO UPDATE`, `RETURNING`, `CAST(x AS BIGINT)`). */
export interface Sql {
  readonly dialect: 'sqlite' | 'postgres';
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  run(sql: string, params?: readonly unknown[]): Promise<{ changes: number }>;
}

export interface Database extends Sql {
  /** Runs fn in one transaction (BEGIN … COMMIT; ROLLBACK when it throws); nested calls are savepoints. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
