// The local sandbox's printed tokens: two of its default account (every scope, every `:read` scope) and
// one of a second account (every scope), so that a test of tenancy, such as a conformance kit's "alt"
// account, needs no admin call. Each is the given one, or the one created at the first start on this
// database and printed again after. Hosted mode has none of them (src/http/hosted.ts).
import type { Tokens } from './auth.js';
import type { Database, Sql } from '../store/sql.js';
import { allScopes } from '../document.js';

export const READ_SCOPES = allScopes.filter((s) => s.endsWith(':read'));

/** The meta keys of the two accounts (the row's value is the account's id). */
export const DEFAULT_ACCOUNT_KEYS = { main: 'default_account', alt: 'default_alt_account' } as const;

export interface DefaultTokens {
  account: number;
  full: string;
  read: string;
  /** The second account, which owns nothing at start (the fleet goes to the default account). */
  altAccount: number;
  /** Every scope, of the second account. */
  alt: string;
}

export interface GivenTokens {
  fullToken?: string;
  readToken?: string;
  altToken?: string;
}

export async function ensureDefaultTokens(
  db: Database,
  tokens: Tokens,
  now: number,
  given: GivenTokens,
): Promise<DefaultTokens> {
  return db.transaction(async (tx) => {
    const ensure = async (owner: number, label: string, scopes: readonly string[], value: string | undefined) =>
      value
        ? await tokens.create(tx, owner, [...scopes], now, value, label)
        : ((
            await tx.get<{ token: string }>('SELECT token FROM tokens WHERE account_id = ? AND label = ?', [
              owner,
              label,
            ])
          )?.token ?? (await tokens.create(tx, owner, [...scopes], now, undefined, label)));
    const account = await ensureAccount(tx, tokens, now, DEFAULT_ACCOUNT_KEYS.main);
    const full = await ensure(account, 'full', allScopes, given.fullToken);
    const read = await ensure(account, 'read', READ_SCOPES, given.readToken);
    const altAccount = await ensureAccount(tx, tokens, now, DEFAULT_ACCOUNT_KEYS.alt);
    const alt = await ensure(altAccount, 'alt', allScopes, given.altToken);
    return { account, full, read, altAccount, alt };
  });
}

/** The account a meta key names, created (and recorded under the key) at the first start. */
async function ensureAccount(tx: Sql, tokens: Tokens, now: number, key: string): Promise<number> {
  const stored = await tx.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key]);
  if (stored) return Number(stored.value);
  const account = await tokens.createAccount(tx, now);
  await tx.run('INSERT INTO meta (key, value) VALUES (?, ?)', [key, String(account)]);
  return account;
}
