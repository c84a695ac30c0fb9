// The rows an account owns, in every table with an `account_id` column (found in the schema, on
// either engine, so a table added later is counted too), and the tokens' table.
import type { Database } from '../src/store/sql.js';

export async function accountTables(db: Database): Promise<string[]> {
  if (db.dialect === 'postgres') {
    const rows = await db.all<{ table_name: string }>(
      "SELECT table_name FROM information_schema.columns WHERE column_name = 'account_id' AND table_schema = current_schema() ORDER BY table_name",
    );
    return rows.map((r) => r.table_name);
  }
  const tables = await db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  const out: string[] = [];
  for (const { name } of tables) {
    const columns = await db.all<{ name: string }>(`SELECT name FROM pragma_table_info('${name}')`);
    if (columns.some((c) => c.name === 'account_id')) out.push(name);
  }
  return out;
}

/** Rows of the account per table (only tables where it has some), `accounts` included. */
export async function rowsOf(db: Database, account: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...(await accountTables(db)), 'accounts']) {
    const column = table === 'accounts' ? 'id' : 'account_id';
    const n = Number(
      (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [account]))!.n,
    );
    if (n > 0) counts[table] = n;
  }
  return counts;
}
