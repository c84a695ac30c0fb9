// Database errors callers act on, recognised whichever engine raised them.

export type SqlErrorReason =
  /** A unique or primary key already holds the value (another request won a race). */
  | 'unique_violation'
  /** The transaction lost a race to a concurrent one (serialization failure or deadlock): retry it. */
  | 'serialization_failure'
  | 'other';

export class SqlError extends Error {
  constructor(
    message: string,
    readonly reason: SqlErrorReason,
    /** The engine's own code (PostgreSQL's SQLSTATE such as 23505). */
    readonly code?: string,
    /** The constraint that refused the row, when the engine names it. */
    readonly constraint?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SqlError';
  }

  /** A `pg` error (a DatabaseError with a SQLSTATE, or a connection error) as a SqlError. */
  static fromPostgres(error: unknown): SqlError {
    if (error instanceof SqlError) return error;
    const e = error as { message?: string; code?: string; constraint?: string };
    const code = typeof e?.code === 'string' ? e.code : undefined;
    const reason: SqlErrorReason =
      code === '23505' ? 'unique_violation' : code === '40001' || code === '40P01' ? 'serialization_failure' : 'other';
    return new SqlError(e?.message ?? String(error), reason, code, e?.constraint, { cause: error });
  }
}

/** True for a unique or primary key violation from either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof SqlError) return error.reason === 'unique_violation';
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True when the transaction should simply be run again (PostgreSQL 40001/40P01, SQLite busy). */
export function isSerializationFailure(error: unknown): boolean {
  if (error instanceof SqlError) return error.reason === 'serialization_failure';
  const code = (error as { code?: unknown })?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
}
