// The admin surface of a stateful target (the sandbox's `/_admin/…`, packages/sandbox/README.md): not part
// of the contract, so it is called directly, never through the proxy. The stateful mode of the
// suite uses it to reset state, load the example fleet, make tokens and inject failures.
import { target } from './target.js';

const ADMIN_TIMEOUT_MS = 15_000;

export interface AdminToken {
  token: string;
  account_id: number;
  scopes: string[];
}

async function admin<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${target().serverUrl}/_admin/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ADMIN_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `POST /_admin/${path} answered ${response.status}: ${text.slice(0, 300)} (the stateful mode needs the sandbox's admin surface)`,
    );
  }
  return JSON.parse(text) as T;
}

/** Deletes every resource and clears the rate-limit windows; accounts and tokens stay. */
export async function resetState(options: { fleet: boolean }): Promise<void> {
  await admin('reset', {});
  if (options.fleet) await admin('fleet', {});
}

/** A new token: in a new account unless one is given. */
export function newToken(scopes: 'all' | 'read' | string[], accountId?: number): Promise<AdminToken> {
  return admin<AdminToken>('tokens', accountId === undefined ? { scopes } : { scopes, account_id: accountId });
}

/** From now on the account's tokens answer 403 forbidden. */
export async function suspend(accountId: number): Promise<void> {
  await admin('suspension', { account_id: accountId, suspended: true });
}

/** The next `count` authenticated API requests answer 500. */
export async function failNextRequests(count: number): Promise<void> {
  await admin('failures', { internal_errors: count });
}
