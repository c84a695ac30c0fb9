// Idempotency keys: per account, 24 hours; same key and same request → the first answer again.
import { createHash } from 'node:crypto';
import type { Sql } from '../store/sql.js';
import { ProblemError } from '../domain/problem.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function fingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** The stored answers of idempotent requests; every call takes the request's transaction. */
export class IdempotencyStore {
  /** Makes concurrent requests with this key (in any instance sharing a PostgreSQL database) wait
   *  for one another until the transaction ends, so the first stores its answer and the others
   *  replay it. SQLite runs one transaction at a time already. */
  async lock(sql: Sql, account: number, key: string): Promise<void> {
    if (sql.dialect === 'postgres')
      await sql.run('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`idempotency ${account} ${key}`]);
  }

  /** The stored answer for a repeat, or undefined for a new key; throws on a reuse with another request. */
  async find(sql: Sql, account: number, key: string, print: string, now: number): Promise<StoredReply | undefined> {
    const row = await sql.get<{
      fingerprint: string;
      status: number;
      headers: string;
      body: string;
      created_ms: number;
    }>('SELECT fingerprint, status, headers, body, created_ms FROM idempotency WHERE account_id = ? AND key = ?', [
      account,
      key,
    ]);
    if (!row || now - Number(row.created_ms) >= IDEMPOTENCY_TTL_MS) return undefined;
    if (row.fingerprint !== print) {
      throw new ProblemError(
        'idempotency_key_reused',
        'This Idempotency-Key was used within the last 24 hours with a different request; use a new key.',
      );
    }
    return { status: Number(row.status), headers: JSON.parse(row.headers) as Record<string, string>, body: row.body };
  }

  async save(sql: Sql, account: number, key: string, print: string, reply: StoredReply, now: number): Promise<void> {
    await sql.run(
      `INSERT INTO idempotency (account_id, key, fingerprint, status, headers, body, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (account_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = excluded.status,
       headers = excluded.headers, body = excluded.body, created_ms = excluded.created_ms`,
      [account, key, print, reply.status, JSON.stringify(reply.headers), reply.body, now],
    );
  }
}
