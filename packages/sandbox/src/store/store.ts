// Typed access to the resource documents of one account, over one connection or transaction.
import { outsideTransaction } from './outside.js';
import type { Database, Sql } from './sql.js';

export type Kind = 'server' | 'backup_policy' | 'backup' | 'snapshot' | 'domain' | 'dns_zone' | 'dns_record';

/** First ids of each sequence, in the ranges of the example fleet (servers 42…, backups 5001…). */
const FIRST_ID: Record<string, number> = { server: 100, action: 10000, backup: 6000, snapshot: 8000, dns_record: 2000 };

type DataRow = { data: string };

/** The field naming a resource's parent, kept in the `parent` column (lists of one server's backups, one zone's records). */
const PARENT_FIELD: Partial<Record<Kind, string>> = { backup: 'server_id', snapshot: 'server_id', dns_record: '_zone' };

function parentOf(kind: Kind, value: unknown): string | null {
  const field = PARENT_FIELD[kind];
  const parent =
    field && value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[field] : undefined;
  return parent === undefined || parent === null ? null : String(parent);
}
const parse = <T>(rows: DataRow[]) => rows.map((r) => JSON.parse(r.data) as T);

export class Store {
  /** `sql` is the request's transaction (or the database, for reads outside one). */
  constructor(readonly sql: Sql) {}

  async get<T>(kind: Kind, account: number, key: string | number): Promise<T | undefined> {
    const row = await this.sql.get<DataRow>(
      'SELECT data FROM resources WHERE kind = ? AND account_id = ? AND key = ?',
      [kind, account, String(key)],
    );
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  /** The stored JSON text of a resource, for a reply that sends it as stored (no parse and stringify). */
  async getJson(kind: Kind, account: number, key: string | number): Promise<string | undefined> {
    const row = await this.sql.get<DataRow>(
      'SELECT data FROM resources WHERE kind = ? AND account_id = ? AND key = ?',
      [kind, account, String(key)],
    );
    return row?.data;
  }

  async put(kind: Kind, account: number, key: string | number, value: unknown): Promise<void> {
    await this.sql.run(
      'INSERT INTO resources (kind, account_id, key, data, parent) VALUES (?, ?, ?, ?, ?) ON CONFLICT (kind, account_id, key) DO UPDATE SET data = excluded.data, parent = excluded.parent',
      [kind, account, String(key), JSON.stringify(value), parentOf(kind, value)],
    );
  }

  async delete(kind: Kind, account: number, key: string | number): Promise<void> {
    await this.sql.run('DELETE FROM resources WHERE kind = ? AND account_id = ? AND key = ?', [
      kind,
      account,
      String(key),
    ]);
  }

  async list<T>(kind: Kind, account: number): Promise<T[]> {
    return parse<T>(
      await this.sql.all<DataRow>('SELECT data FROM resources WHERE kind = ? AND account_id = ?', [kind, account]),
    );
  }

  async count(kind: Kind, account: number): Promise<number> {
    const row = await this.sql.get<{ n: number }>('SELECT n FROM resource_counts WHERE kind = ? AND account_id = ?', [
      kind,
      account,
    ]);
    return Number(row?.n ?? 0);
  }

  /** The size of a list kept by the triggers of list_counts: one server's backups (`backup`, the
   *  server id), one zone's records (`dns_record`, the zone), `action`, `server_action`, `delivery`. */
  async listCount(list: string, account: number, owner: string | number): Promise<number> {
    const row = await this.sql.get<{ n: number }>(
      'SELECT n FROM list_counts WHERE list = ? AND account_id = ? AND owner = ?',
      [list, account, String(owner)],
    );
    return Number(row?.n ?? 0);
  }

  /** A page of the resources with numeric keys, in key order. */
  async page<T>(kind: Kind, account: number, limit: number, offset: number): Promise<T[]> {
    return parse<T>(
      await this.sql.all<DataRow>(
        'SELECT data FROM resources WHERE kind = ? AND account_id = ? ORDER BY CAST(key AS BIGINT) LIMIT ? OFFSET ?',
        [kind, account, limit, offset],
      ),
    );
  }

  /** Every resource of this kind, in every account. */
  async listAll<T>(kind: Kind): Promise<Array<{ account: number; value: T }>> {
    const rows = await this.sql.all<{ account_id: number; data: string }>(
      'SELECT account_id, data FROM resources WHERE kind = ?',
      [kind],
    );
    return rows.map((r) => ({ account: Number(r.account_id), value: JSON.parse(r.data) as T }));
  }

  /** The resources of this kind and key in every account (a domain name is unique at the registry). */
  async inAnyAccount<T>(kind: Kind, key: string): Promise<Array<{ account: number; value: T }>> {
    const rows = await this.sql.all<{ account_id: number; data: string }>(
      'SELECT account_id, data FROM resources WHERE kind = ? AND key = ?',
      [kind, key],
    );
    return rows.map((r) => ({ account: Number(r.account_id), value: JSON.parse(r.data) as T }));
  }

  /** The next id of a global sequence (ids are unique across accounts). */
  async nextId(name: string): Promise<number> {
    const first = FIRST_ID[name] ?? 1;
    // PostgreSQL: taken outside the request's transaction, like a SEQUENCE (a rolled-back request
    // leaves a gap), so concurrent creates of every account never conflict on the counter's row.
    const row = await outsideTransaction(this.sql).get<{ next: number }>(
      'INSERT INTO sequences (name, next) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET next = sequences.next + 1 RETURNING next',
      [name, first + 1],
    );
    return Number(row!.next) - 1;
  }
}

/** Empties every table (the admin reset); tokens survive unless asked. The clock's state stays: it never goes back. */
export async function resetDatabase(db: Database, keepTokens: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of ['resources', 'actions', 'idempotency', 'sequences']) await tx.run(`DELETE FROM ${table}`);
    if (!keepTokens) {
      await tx.run('DELETE FROM tokens');
      await tx.run('DELETE FROM accounts');
      await tx.run("DELETE FROM meta WHERE key <> 'clock'");
    }
  });
}
