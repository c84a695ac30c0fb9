// Statements outside the open transaction (PostgreSQL), without loading the PostgreSQL engine: the
// SQLite engine and the stores import this, so a SQLite sandbox never loads `pg`.
import type { Sql } from './sql.js';

/** The key under which a PostgreSQL transaction's Sql carries the statements outside it. */
export const OUTSIDE = Symbol('statements outside the transaction');

/** Statements that commit at once, outside the transaction `sql` belongs to (PostgreSQL), like a
 *  SEQUENCE's nextval: what they write stays when the transaction rolls back, and concurrent
 *  transactions never conflict on it. On any other Sql, `sql` itself. */
export function outsideTransaction(sql: Sql): Sql {
  return (sql as Sql & { [OUTSIDE]?: Sql })[OUTSIDE] ?? sql;
}
