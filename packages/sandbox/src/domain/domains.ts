// Domains as the sandbox stores them, and the states that end with time (expiry warnings, expiry or
// automatic renewal, grace, redemption, removal) on the sandbox clock (docs/design/actions.md#state-machines):
// what the domain handlers, the completions of domain actions and the settling of due work share.
import type { components } from '@vps-hosting/api/schema';
import type { Sql } from '../store/sql.js';
import type { Store } from '../store/store.js';
import { emitEvent } from '../webhooks/events.js';
import { iso } from './clock.js';
import { jsonField } from './list.js';

export const DAY = 86_400_000;
export const YEAR = 365 * DAY;
/** Statuses that free the name for a new registration or transfer. */
export const REPLACEABLE = new Set(['registration_failed', 'transfer_failed', 'deleted']);

type Schemas = components['schemas'];
export type Domain = Schemas['Domain'];
export type DomainStatus = Schemas['DomainStatus'];
/** A stored domain: the schema's `Domain` and what the sandbox keeps beside it, never sent with it
 *  (its contacts and auth code, sent by their own operations, and its place on the sandbox clock:
 *  docs/design/time.md#sandbox-clock); `publicDomain` drops the `_` fields. */
export interface DomainDoc extends Domain {
  _contacts: Schemas['DomainContacts'];
  _auth_code: string;
  _status_at: number;
  /** The `domain.expiring` warnings (days left) already sent for `_expiring_for` (an expires_at). */
  _expiring_sent?: number[];
  _expiring_for?: string | null;
}

/** Days before expiry a domain without auto-renew is announced expiring (docs/design/webhooks.md#expiring-domains). */
export const EXPIRING_DAYS = [30, 7];

/** The Domain sent: the stored document without its `_` fields. */
export function publicDomain(d: DomainDoc): Domain {
  return Object.fromEntries(Object.entries(d).filter(([k]) => !k.startsWith('_'))) as Domain;
}

/** A domain event about d, in the transaction of the change. */
export async function emitDomain(
  store: Store,
  account: number,
  type: string,
  d: DomainDoc,
  at: number,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await emitEvent(store.sql, account, {
    type,
    data: { domain: publicDomain(d), ...extra },
    resource: { type: 'domain', id: d.name },
    at,
  });
}

/** Moves a domain along its clock-driven states (expiry warnings, expiry or automatic renewal,
 *  grace, redemption, removal), each step with its event; false when removed. */
export async function age(store: Store, account: number, d: DomainDoc, now: number): Promise<boolean> {
  let changed = false;
  for (let i = 0; i < 200; i++) {
    const expires = d.expires_at ? Date.parse(d.expires_at) : undefined;
    const warning =
      d.status === 'active' && expires !== undefined && !d.auto_renew ? dueWarning(d, expires, now) : undefined;
    if (warning !== undefined) {
      const sent = d._expiring_for === d.expires_at ? (d._expiring_sent ?? []) : [];
      Object.assign(d, { _expiring_for: d.expires_at, _expiring_sent: [...sent, warning] });
      await emitDomain(store, account, 'domain.expiring', d, expires! - warning * DAY, { days_left: warning });
    } else if (d.status === 'active' && expires !== undefined && expires <= now) {
      if (d.auto_renew) {
        d.expires_at = iso(expires + YEAR);
        await emitDomain(store, account, 'domain.renewed', d, expires);
      } else {
        Object.assign(d, { status: 'expired', _status_at: expires });
        await emitDomain(store, account, 'domain.expired', d, expires);
      }
    } else if (d.status === 'expired' && now >= d._status_at + 30 * DAY) {
      Object.assign(d, { status: 'redemption', _status_at: d._status_at + 30 * DAY });
    } else if (d.status === 'redemption' && now >= d._status_at + 30 * DAY) {
      Object.assign(d, { status: 'deleted', _status_at: d._status_at + 30 * DAY });
    } else if (
      (REPLACEABLE.has(d.status) && d.status !== 'deleted' && now >= d._status_at + 7 * DAY) ||
      (d.status === 'deleted' && now >= d._status_at + 30 * DAY)
    ) {
      await store.delete('domain', account, d.name);
      return false;
    } else break;
    changed = true;
  }
  if (changed) await store.put('domain', account, d.name, d);
  return true;
}

/** The `domain.expiring` warning due now and not yet sent for this expiry (days left), if any. */
function dueWarning(d: DomainDoc, expires: number, now: number): number | undefined {
  const sent = d._expiring_for === d.expires_at ? (d._expiring_sent ?? []) : [];
  return EXPIRING_DAYS.find((days) => !sent.includes(days) && now >= expires - days * DAY);
}

/** Turning auto-renew off: the warnings whose moment has passed are not sent late. */
export function skipPassedWarnings(d: DomainDoc, now: number): void {
  const expires = d.expires_at ? Date.parse(d.expires_at) : undefined;
  if (expires === undefined) return;
  Object.assign(d, {
    _expiring_for: d.expires_at,
    _expiring_sent: EXPIRING_DAYS.filter((days) => now >= expires - days * DAY),
  });
}

/** Ages every domain of every account up to the sandbox clock, with `store` in one transaction
 *  (so the clock-driven events come on time, not only when a domain is read). */
export async function ageAllDomains(store: Store, now: number): Promise<void> {
  for (const { account, value } of await dueDomains(store.sql, now)) await age(store, account, value, now);
}

/** The domains whose clock-driven state may have moved by `now` (a superset: the active ones
 *  expiring within a month, and every one in a state that ends with time), in every account or in
 *  one, found through the index resources_domain_due without reading the others. */
export async function dueDomains(
  sql: Sql,
  now: number,
  account?: number,
): Promise<Array<{ account: number; value: DomainDoc }>> {
  const status = jsonField(sql, 'data', 'status');
  const expires = jsonField(sql, 'data', 'expires_at');
  // expires_at is written to the second (iso()); two more days cover any other spelling of a time.
  const horizon = iso(now + (Math.max(...EXPIRING_DAYS) + 2) * DAY);
  const ending = ['expired', 'redemption', 'deleted', ...[...REPLACEABLE].filter((s) => s !== 'deleted')];
  // `+account_id`: the account is checked on the due rows, not used to pick an index (SQLite would
  // otherwise walk every domain of the account through the primary key).
  const mine = account === undefined ? '' : ' AND +account_id = ?';
  const rows = [
    ...(await sql.all<{ account_id: number; data: string }>(
      `SELECT account_id, data FROM resources WHERE kind = 'domain' AND ${status} = 'active' AND ${expires} <= ?${mine}`,
      account === undefined ? [horizon] : [horizon, account],
    )),
    ...(await sql.all<{ account_id: number; data: string }>(
      `SELECT account_id, data FROM resources WHERE kind = 'domain' AND ${status} IN (${ending.map(() => '?').join(', ')})${mine}`,
      account === undefined ? ending : [...ending, account],
    )),
  ];
  return rows.map((r) => ({ account: Number(r.account_id), value: JSON.parse(r.data) as DomainDoc }));
}
