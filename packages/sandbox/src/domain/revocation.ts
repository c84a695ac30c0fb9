// Revoking a token and deleting an account with everything it owns (the admin surface). Both commit
// before they answer; a revoked token is refused from the next request on, in every instance sharing
// the database: the token is gone from the table every instance authenticates against (PostgreSQL
// keeps no token cache; SQLite's, one per process, is cleared here), and a write that was admitted
// before the revocation finds its token gone inside its transaction (src/http/operation-routes.ts).
import type { Tokens } from '../http/auth.js';
import { writeTransaction } from '../store/engine.js';
import type { Database, Sql } from '../store/sql.js';

/** Deletes the token; false when there was none. */
export async function revokeToken(
  db: Database,
  tokens: Tokens,
  token: string,
): Promise<{ account_id: number } | undefined> {
  const row = await db.get<{ account_id: number }>('SELECT account_id FROM tokens WHERE token = ?', [token]);
  if (!row) return undefined;
  const account = Number(row.account_id);
  // One at a time with the account's writes (PostgreSQL: across instances).
  const revoked = await writeTransaction(
    db,
    `account ${account}`,
    async (tx) => (await tx.run('DELETE FROM tokens WHERE token = ?', [token])).changes > 0,
  );
  tokens.forgetCache();
  return revoked ? { account_id: account } : undefined;
}

/** Rows deleted per table. */
export type Deleted = Record<string, number>;

/** The tables an account's rows live in, children first: what deleteAccount empties of it. */
export const ACCOUNT_TABLES = [
  'webhook_deliveries',
  'webhook_events',
  'webhooks',
  'idempotency',
  'actions',
  'resources',
  'resource_counts',
  'list_counts',
  'tokens',
] as const;

/** Deletes the account, its tokens and everything it owns (resources of every kind, actions,
 *  idempotency records, webhooks with their events and deliveries, the counts kept for its lists),
 *  in one transaction; undefined when there is no such account. */
export async function deleteAccount(db: Database, tokens: Tokens, account: number): Promise<Deleted | undefined> {
  const deleted = await writeTransaction(db, `account ${account}`, async (tx) => {
    if (!(await tx.get('SELECT 1 FROM accounts WHERE id = ?', [account]))) return undefined;
    const webhooks = (await tx.all<{ id: number }>('SELECT id FROM webhooks WHERE account_id = ?', [account])).map(
      (w) => String(w.id),
    );
    const counts: Deleted = {};
    for (const table of ACCOUNT_TABLES)
      counts[table] = (await tx.run(`DELETE FROM ${table} WHERE account_id = ?`, [account])).changes;
    // A webhook's delivery list is counted under account 0 and the webhook's id (list_counts).
    for (const id of webhooks)
      counts.list_counts! += (
        await tx.run("DELETE FROM list_counts WHERE list = 'delivery' AND account_id = 0 AND owner = ?", [id])
      ).changes;
    counts.accounts = (await tx.run('DELETE FROM accounts WHERE id = ?', [account])).changes;
    await forgetDefault(tx, account);
    return counts;
  });
  tokens.forgetCache();
  return deleted;
}

/** The local sandbox's default account (or its second account), deleted: its next start creates new
 *  default tokens (src/http/default-tokens.ts). */
async function forgetDefault(tx: Sql, account: number): Promise<void> {
  await tx.run("DELETE FROM meta WHERE key IN ('default_account', 'default_alt_account') AND value = ?", [
    String(account),
  ]);
}
