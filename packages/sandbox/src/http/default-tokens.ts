// The local sandbox's two printed tokens (every scope, every `:read` scope) of its default account:
// the given ones, or those created at the first start on this database and printed again after.
import type { Tokens } from './auth.js';
import type { Database } from '../store/sql.js';
import { allScopes } from '../document.js';

export const READ_SCOPES = allScopes.filter((s) => s.endsWith(':read'));

export interface DefaultTokens {
  account: number;
  full: string;
  read: string;
}

export async function ensureDefaultTokens(
  db: Database,
  tokens: Tokens,
  now: number,
  given: { fullToken?: string; readToken?: string },
): Promise<DefaultTokens> {
  return db.transaction(async (tx) => {
    const stored = await tx.get<{ value: string }>("SELECT value FROM meta WHERE key = 'default_account'");
    const account = stored ? Number(stored.value) : await tokens.createAccount(tx, now);
    if (!stored) await tx.run("INSERT INTO meta (key, value) VALUES ('default_account', ?)", [String(account)]);
    const existing = async (label: string) =>
      (await tx.get<{ token: string }>('SELECT token FROM tokens WHERE account_id = ? AND label = ?', [account, label]))
        ?.token;
    const full = given.fullToken
      ? await tokens.create(tx, account, allScopes, now, given.fullToken, 'full')
      : ((await existing('full')) ?? (await tokens.create(tx, account, allScopes, now, undefined, 'full')));
    const read = given.readToken
      ? await tokens.create(tx, account, READ_SCOPES, now, given.readToken, 'read')
      : ((await existing('read')) ?? (await tokens.create(tx, account, READ_SCOPES, now, undefined, 'read')));
    return { account, full, read };
  });
}
