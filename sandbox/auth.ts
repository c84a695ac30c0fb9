// Bearer tokens: each belongs to one account and carries scopes.
import { randomBytes } from 'node:crypto';
import type { Db } from './db/open.js';
import { HEADERS } from './document.js';
import { ProblemError } from './problem.js';

export interface Principal {
  token: string;
  account: number;
  scopes: Set<string>;
  suspended: boolean;
}

export type AuthResult = { ok: true; principal: Principal } | { ok: false; reason: 'invalid_request' | 'invalid_token' };

/** RFC 9110 §11.1: the scheme is case-insensitive, then one or more spaces and a token68. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

export class Tokens {
  private cache = new Map<string, Principal | null>();
  constructor(private db: Db) {}

  authenticate(header: string | string[] | undefined): AuthResult {
    if (typeof header !== 'string') return { ok: false, reason: 'invalid_request' };
    const match = BEARER.exec(header);
    if (!match) return { ok: false, reason: 'invalid_request' };
    const principal = this.lookup(match[1] as string);
    return principal ? { ok: true, principal } : { ok: false, reason: 'invalid_token' };
  }

  private lookup(token: string): Principal | null {
    if (this.cache.has(token)) return this.cache.get(token) ?? null;
    const row = this.db
      .prepare('SELECT t.account_id, t.scopes, a.suspended FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token = ?')
      .get(token) as { account_id: number; scopes: string; suspended: number } | undefined;
    const principal = row
      ? { token, account: row.account_id, scopes: new Set(JSON.parse(row.scopes) as string[]), suspended: row.suspended === 1 }
      : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(token, principal);
    return principal;
  }

  createAccount(now: number): number {
    return Number(this.db.prepare('INSERT INTO accounts (created_at) VALUES (?)').run(now).lastInsertRowid);
  }

  /** Creates (or re-binds) a token; a given token string is kept as is. */
  create(account: number, scopes: string[], now: number, token?: string, label?: string): string {
    const value = token ?? 'sbx_' + randomBytes(24).toString('base64url');
    this.db
      .prepare('INSERT OR REPLACE INTO tokens (token, account_id, scopes, label, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(value, account, JSON.stringify(scopes), label ?? null, now);
    this.cache.delete(value);
    return value;
  }

  forgetCache(): void {
    this.cache.clear();
  }
}

export function unauthorized(reason: 'invalid_request' | 'invalid_token'): ProblemError {
  const description =
    reason === 'invalid_request'
      ? 'The Authorization header is missing or is not a Bearer token'
      : 'The access token is unknown, revoked or expired';
  return new ProblemError('unauthorized', `${description}.`, undefined, {
    [HEADERS.wwwAuthenticate]: `Bearer realm="api", error="${reason}", error_description="${description}"`,
  });
}

/** Marks an account suspended (its tokens answer 403 forbidden) or active again. */
export function setSuspended(db: Db, tokens: Tokens, account: number, suspended: boolean): boolean {
  const changed = db.prepare('UPDATE accounts SET suspended = ? WHERE id = ?').run(suspended ? 1 : 0, account).changes > 0;
  tokens.forgetCache();
  return changed;
}

export function requireScope(principal: Principal, scope: string): void {
  if (principal.suspended) throw new ProblemError('forbidden', 'The account of this token is suspended.');
  if (!principal.scopes.has(scope)) {
    throw new ProblemError('insufficient_scope', `This operation needs the scope ${scope}, which the token does not have.`);
  }
}
