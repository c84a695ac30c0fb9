// Idempotency keys: per account, 24 hours; same key and same request → the first answer again.
import { createHash } from 'node:crypto';
import type { Db } from './db/open.js';
import { ProblemError } from './problem.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function fingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${JSON.stringify(body ?? null)}`).digest('hex');
}

export class IdempotencyStore {
  private getStmt;
  private putStmt;
  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT fingerprint, status, headers, body, created_ms FROM idempotency WHERE account_id = ? AND key = ?');
    this.putStmt = db.prepare(
      'INSERT OR REPLACE INTO idempotency (account_id, key, fingerprint, status, headers, body, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
  }

  /** The stored answer for a repeat, or undefined for a new key; throws on a reuse with another request. */
  find(account: number, key: string, print: string, now: number): StoredReply | undefined {
    const row = this.getStmt.get(account, key) as
      | { fingerprint: string; status: number; headers: string; body: string; created_ms: number }
      | undefined;
    if (!row || now - row.created_ms >= IDEMPOTENCY_TTL_MS) return undefined;
    if (row.fingerprint !== print) {
      throw new ProblemError(
        'idempotency_key_reused',
        'This Idempotency-Key was used within the last 24 hours with a different request; use a new key.',
      );
    }
    return { status: row.status, headers: JSON.parse(row.headers) as Record<string, string>, body: row.body };
  }

  save(account: number, key: string, print: string, reply: StoredReply, now: number): void {
    this.putStmt.run(account, key, print, reply.status, JSON.stringify(reply.headers), reply.body, now);
  }
}
