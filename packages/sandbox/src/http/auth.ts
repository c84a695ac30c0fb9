// Bearer tokens: each belongs to one account and carries scopes.
import { randomBytes } from 'node:crypto';
import type { Database, Sql } from '../store/sql.js';
import { HEADERS } from '../document.js';
import { ProblemError } from '../domain/problem.js';

export interface Principal {
  token: string;
  /** The key of its rate-limit window (`t:` and the token). */
  rateKey: string;
  account: number;
  scopes: Set<string>;
  suspended: boolean;
}

export type AuthResult =
  | { ok: true; principal: Principal }
  | { ok: false; reason: 'invalid_request' | 'invalid_token' };

/** RFC 9110 §11.1: the scheme is case-insensitive, then one or more spaces and a token68. */
const BEARER = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

export const resultOf = (principal: Principal | null): AuthResult =>
  principal ? { ok: true, principal } : { ok: false, reason: 'invalid_token' };

/** The token of a well-formed `Authorization: Bearer …` header, else undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/** A token's row (joined with its account) as the principal it authenticates. */
export interface TokenRow {
  account_id: number;
  scopes: string;
  suspended: number;
}
export function principalOf(token: string, row: TokenRow | undefined): Principal | null {
  return row
    ? {
        token,
        rateKey: `t:${token}`,
        account: Number(row.account_id),
        scopes: new Set(JSON.parse(row.scopes) as string[]),
        suspended: Number(row.suspended) === 1,
      }
    : null;
}

export class Tokens {
  /** A token's result, as authenticate() answers it (the same object each time). */
  private cache = new Map<string, AuthResult>();
  /** Bumped by forgetCache: a lookup that started before it does not fill the cache. */
  private generation = 0;
  constructor(private db: Database) {}

  /** The result at once for a token seen before (cached), else a promise of it. */
  authenticate(header: string | string[] | undefined): AuthResult | Promise<AuthResult> {
    const token = bearerToken(header);
    if (token === undefined) return { ok: false, reason: 'invalid_request' };
    // Instances sharing a PostgreSQL database see each other's suspensions and resets: no cache there.
    const known = this.db.dialect === 'sqlite' ? this.cache.get(token) : undefined;
    return known ?? this.lookup(token);
  }

  private async lookup(token: string): Promise<AuthResult> {
    const generation = this.generation;
    const row = await this.db.get<TokenRow>(
      'SELECT t.account_id, t.scopes, a.suspended FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token = ?',
      [token],
    );
    const result = resultOf(principalOf(token, row));
    if (generation !== this.generation) return result;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(token, result);
    return result;
  }

  async createAccount(sql: Sql, now: number): Promise<number> {
    const row = await sql.get<{ id: number }>('INSERT INTO accounts (created_at) VALUES (?) RETURNING id', [now]);
    return Number(row!.id);
  }

  /** Creates (or re-binds) a token; a given token string is kept as is. */
  async create(
    sql: Sql,
    account: number,
    scopes: string[],
    now: number,
    token?: string,
    label?: string,
  ): Promise<string> {
    const value = token ?? `sbx_${randomBytes(24).toString('base64url')}`;
    await sql.run(
      `INSERT INTO tokens (token, account_id, scopes, label, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (token) DO UPDATE SET account_id = excluded.account_id, scopes = excluded.scopes, label = excluded.label, created_at = excluded.created_at`,
      [value, account, JSON.stringify(scopes), label ?? null, now],
    );
    this.forget(value);
    return value;
  }

  forgetCache(): void {
    this.generation++;
    this.cache.clear();
  }

  private forget(token: string): void {
    this.generation++;
    this.cache.delete(token);
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
export async function setSuspended(
  db: Database,
  tokens: Tokens,
  account: number,
  suspended: boolean,
): Promise<boolean> {
  const changed =
    (await db.run('UPDATE accounts SET suspended = ? WHERE id = ?', [suspended ? 1 : 0, account])).changes > 0;
  tokens.forgetCache();
  return changed;
}

/** A suspended account may do nothing; `scope` undefined means any valid token may (the catalog). */
export function requireScope(principal: Principal, scope: string | undefined): void {
  if (principal.suspended) throw new ProblemError('forbidden', 'The account of this token is suspended.');
  if (scope !== undefined && !principal.scopes.has(scope)) {
    throw new ProblemError(
      'insufficient_scope',
      `This operation needs the scope ${scope}, which the token does not have.`,
    );
  }
}
