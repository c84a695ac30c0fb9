// Typed access to the resource documents of one account.
import type { Db } from './open.js';

export type Kind = 'server' | 'backup_policy' | 'backup' | 'snapshot' | 'domain' | 'dns_zone' | 'dns_record';

/** First ids of each sequence, in the ranges of the example fleet (servers 42…, backups 5001…). */
const FIRST_ID: Record<string, number> = { server: 100, action: 10000, backup: 6000, snapshot: 8000, dns_record: 2000 };

export class Store {
  private getStmt;
  private putStmt;
  private delStmt;
  private listStmt;
  private anyStmt;
  private countStmt;
  private pageStmt;
  private seqGet;
  private seqPut;

  constructor(readonly db: Db) {
    this.getStmt = db.prepare('SELECT data FROM resources WHERE kind = ? AND account_id = ? AND key = ?');
    this.putStmt = db.prepare('INSERT INTO resources (kind, account_id, key, data) VALUES (?, ?, ?, ?) ON CONFLICT (kind, account_id, key) DO UPDATE SET data = excluded.data');
    this.delStmt = db.prepare('DELETE FROM resources WHERE kind = ? AND account_id = ? AND key = ?');
    this.listStmt = db.prepare('SELECT data FROM resources WHERE kind = ? AND account_id = ?');
    this.anyStmt = db.prepare('SELECT account_id, data FROM resources WHERE kind = ? AND key = ?');
    this.countStmt = db.prepare('SELECT COALESCE((SELECT n FROM resource_counts WHERE kind = ? AND account_id = ?), 0) AS n');
    this.pageStmt = db.prepare('SELECT data FROM resources WHERE kind = ? AND account_id = ? ORDER BY CAST(key AS INTEGER) LIMIT ? OFFSET ?');
    this.seqGet = db.prepare('SELECT next FROM sequences WHERE name = ?');
    this.seqPut = db.prepare('INSERT OR REPLACE INTO sequences (name, next) VALUES (?, ?)');
  }

  get<T>(kind: Kind, account: number, key: string | number): T | undefined {
    const row = this.getStmt.get(kind, account, String(key)) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as T) : undefined;
  }

  put(kind: Kind, account: number, key: string | number, value: unknown): void {
    this.putStmt.run(kind, account, String(key), JSON.stringify(value));
  }

  delete(kind: Kind, account: number, key: string | number): void {
    this.delStmt.run(kind, account, String(key));
  }

  list<T>(kind: Kind, account: number): T[] {
    return (this.listStmt.all(kind, account) as Array<{ data: string }>).map((r) => JSON.parse(r.data) as T);
  }

  count(kind: Kind, account: number): number {
    return (this.countStmt.get(kind, account) as { n: number }).n;
  }

  /** A page of the resources with numeric keys, in key order. */
  page<T>(kind: Kind, account: number, limit: number, offset: number): T[] {
    return (this.pageStmt.all(kind, account, limit, offset) as Array<{ data: string }>).map((r) => JSON.parse(r.data) as T);
  }

  /** Every resource of this kind, in every account. */
  listAll<T>(kind: Kind): Array<{ account: number; value: T }> {
    return (this.db.prepare('SELECT account_id, data FROM resources WHERE kind = ?').all(kind) as Array<{ account_id: number; data: string }>).map(
      (r) => ({ account: r.account_id, value: JSON.parse(r.data) as T }),
    );
  }

  /** The resources of this kind and key in every account (a domain name is unique at the registry). */
  inAnyAccount<T>(kind: Kind, key: string): Array<{ account: number; value: T }> {
    return (this.anyStmt.all(kind, key) as Array<{ account_id: number; data: string }>).map((r) => ({
      account: r.account_id,
      value: JSON.parse(r.data) as T,
    }));
  }

  /** The next id of a global sequence (ids are unique across accounts). */
  nextId(name: string): number {
    const row = this.seqGet.get(name) as { next: number } | undefined;
    const id = row?.next ?? FIRST_ID[name] ?? 1;
    this.seqPut.run(name, id + 1);
    return id;
  }
}
