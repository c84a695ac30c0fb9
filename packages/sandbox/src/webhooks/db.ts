// Every SQL statement of webhooks, their events (the outbox) and deliveries, in one place. The
// tables are created by the schema migrations of each engine (sqlite-schema.ts, postgres-schema.ts).
import type { Sql } from '../store/sql.js';

/** First ids, clear of the example fleet's (webhook 9001, deliveries 95001…). */
const FIRST_ID = { webhook: 9100, webhook_delivery: 96000 } as const;

export interface WebhookRow {
  id: number;
  account_id: number;
  url: string;
  description: string;
  events: string;
  enabled: number;
  disabled_reason: string | null;
  consecutive_failures: number;
  secret: string;
  previous_secret: string | null;
  rotation_expires_ms: number | null;
  created_ms: number;
  updated_ms: number;
}

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  account_id: number;
  event_id: string;
  resource_type: string | null;
  resource_id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  /** Attempts of the current run (a retry starts another run of at most 7). */
  run_attempts: number;
  last_attempt_ms: number | null;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_ms: number | null;
  created_ms: number;
  /** While an attempt is under way: until when (wall clock) no other worker may start one. */
  claimed_until?: number | null;
}

/** A delivery with its event's type and body. */
export type DeliveredRow = DeliveryRow & { event_type: string; event_body: string };

export interface EventRow {
  id: string;
  account_id: number;
  type: string;
  created_ms: number;
  body: string;
}

const WEBHOOK_COLUMNS = [
  'id',
  'account_id',
  'url',
  'description',
  'events',
  'enabled',
  'disabled_reason',
  'consecutive_failures',
  'secret',
  'previous_secret',
  'rotation_expires_ms',
  'created_ms',
  'updated_ms',
] as const;
const DELIVERY_COLUMNS = [
  'id',
  'webhook_id',
  'account_id',
  'event_id',
  'resource_type',
  'resource_id',
  'status',
  'attempts',
  'run_attempts',
  'last_attempt_ms',
  'last_status_code',
  'last_error',
  'next_attempt_ms',
  'created_ms',
] as const;
const NUMERIC = new Set([
  'id',
  'account_id',
  'webhook_id',
  'enabled',
  'consecutive_failures',
  'rotation_expires_ms',
  'created_ms',
  'updated_ms',
  'attempts',
  'run_attempts',
  'last_attempt_ms',
  'last_status_code',
  'next_attempt_ms',
  'claimed_until',
]);

/** A row with its numeric columns as numbers (PostgreSQL may hand BIGINT back as text). */
function numbers<T>(row: T | undefined): T | undefined {
  if (!row) return row;
  const out = { ...row } as Record<string, unknown>;
  for (const [k, v] of Object.entries(out)) if (NUMERIC.has(k) && v !== null && v !== undefined) out[k] = Number(v);
  return out as T;
}

/** A delivery row as read (numeric columns as numbers), for the list paged by listWebhookDeliveries. */
export const deliveredNumbers = (row: DeliveredRow | undefined): DeliveredRow | undefined => numbers(row);

const insertSql = (table: string, columns: readonly string[]) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;

/** Empties the webhook tables (the admin reset). */
export async function clearWebhookTables(sql: Sql): Promise<void> {
  for (const table of ['webhook_deliveries', 'webhook_events', 'webhooks']) await sql.run(`DELETE FROM ${table}`);
}

export async function nextId(sql: Sql, name: keyof typeof FIRST_ID): Promise<number> {
  const row = await sql.get<{ next: number }>(
    'INSERT INTO sequences (name, next) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET next = sequences.next + 1 RETURNING next',
    [name, FIRST_ID[name] + 1],
  );
  return Number(row!.next) - 1;
}

// Webhooks

export async function insertWebhook(sql: Sql, row: WebhookRow): Promise<void> {
  await sql.run(
    insertSql('webhooks', WEBHOOK_COLUMNS),
    WEBHOOK_COLUMNS.map((c) => row[c]),
  );
}

export async function updateWebhookRow(sql: Sql, row: WebhookRow): Promise<void> {
  const columns = WEBHOOK_COLUMNS.filter((c) => c !== 'id' && c !== 'account_id' && c !== 'created_ms');
  await sql.run(`UPDATE webhooks SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`, [
    ...columns.map((c) => row[c]),
    row.id,
  ]);
}

export async function findWebhook(sql: Sql, account: number, id: number): Promise<WebhookRow | undefined> {
  return numbers(await sql.get<WebhookRow>('SELECT * FROM webhooks WHERE account_id = ? AND id = ?', [account, id]));
}

export async function webhookById(sql: Sql, id: number): Promise<WebhookRow | undefined> {
  return numbers(await sql.get<WebhookRow>('SELECT * FROM webhooks WHERE id = ?', [id]));
}

export async function webhooksOf(sql: Sql, account: number): Promise<WebhookRow[]> {
  return (await sql.all<WebhookRow>('SELECT * FROM webhooks WHERE account_id = ? ORDER BY id', [account])).map(
    (r) => numbers(r)!,
  );
}

export async function countWebhooks(sql: Sql, account: number): Promise<number> {
  return Number(
    (await sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM webhooks WHERE account_id = ?', [account]))!.n,
  );
}

/** Deletes the webhook with its deliveries (pending ones are dropped). */
export async function deleteWebhookRow(sql: Sql, account: number, id: number): Promise<void> {
  await sql.run('DELETE FROM webhook_deliveries WHERE webhook_id = ? AND account_id = ?', [id, account]);
  await sql.run('DELETE FROM webhooks WHERE id = ? AND account_id = ?', [id, account]);
}

/** The enabled webhooks of the account, with their subscriptions. */
export async function enabledWebhooks(sql: Sql, account: number): Promise<Array<{ id: number; events: string }>> {
  const rows = await sql.all<{ id: number; events: string }>(
    'SELECT id, events FROM webhooks WHERE account_id = ? AND enabled = 1 ORDER BY id',
    [account],
  );
  return rows.map((r) => ({ id: Number(r.id), events: r.events }));
}

/** After an attempt: a success resets the run of failures; a failure extends it and may disable the webhook. */
export async function recordWebhookOutcome(
  sql: Sql,
  id: number,
  ok: boolean,
  disableAfter: number,
  now: number,
): Promise<void> {
  if (ok) {
    await sql.run(
      'UPDATE webhooks SET consecutive_failures = 0, updated_ms = ? WHERE id = ? AND consecutive_failures > 0',
      [now, id],
    );
    return;
  }
  await sql.run('UPDATE webhooks SET consecutive_failures = consecutive_failures + 1, updated_ms = ? WHERE id = ?', [
    now,
    id,
  ]);
  await sql.run(
    "UPDATE webhooks SET enabled = 0, disabled_reason = 'failing' WHERE id = ? AND enabled = 1 AND consecutive_failures >= ?",
    [id, disableAfter],
  );
}

// Events and deliveries

export async function insertEvent(sql: Sql, row: EventRow, ifAbsent = false): Promise<void> {
  await sql.run(
    `INSERT INTO webhook_events (id, account_id, type, created_ms, body) VALUES (?, ?, ?, ?, ?)${ifAbsent ? ' ON CONFLICT (id) DO NOTHING' : ''}`,
    [row.id, row.account_id, row.type, row.created_ms, row.body],
  );
}

export async function eventById(sql: Sql, id: string): Promise<EventRow | undefined> {
  const row = await sql.get<EventRow>('SELECT * FROM webhook_events WHERE id = ?', [id]);
  return row && { ...row, account_id: Number(row.account_id), created_ms: Number(row.created_ms) };
}

export async function insertDelivery(sql: Sql, row: DeliveryRow): Promise<void> {
  await sql.run(
    insertSql('webhook_deliveries', DELIVERY_COLUMNS),
    DELIVERY_COLUMNS.map((c) => row[c]),
  );
}

const DELIVERED =
  'SELECT d.*, e.type AS event_type, e.body AS event_body FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id';

export async function findDelivery(
  sql: Sql,
  account: number,
  webhookId: number,
  id: number,
): Promise<DeliveredRow | undefined> {
  return numbers(
    await sql.get<DeliveredRow>(`${DELIVERED} WHERE d.account_id = ? AND d.webhook_id = ? AND d.id = ?`, [
      account,
      webhookId,
      id,
    ]),
  );
}

export async function deliveryById(sql: Sql, id: number): Promise<DeliveryRow | undefined> {
  return numbers(await sql.get<DeliveryRow>('SELECT * FROM webhook_deliveries WHERE id = ?', [id]));
}

/** The webhook's deliveries, in id order. */
export async function deliveriesOf(sql: Sql, webhookId: number): Promise<DeliveredRow[]> {
  return (await sql.all<DeliveredRow>(`${DELIVERED} WHERE d.webhook_id = ? ORDER BY d.id`, [webhookId])).map(
    (r) => numbers(r)!,
  );
}

/** Writes the delivery's outcome and releases its claim. */
export async function updateDeliveryRow(sql: Sql, row: DeliveryRow): Promise<void> {
  const columns = [
    'status',
    'attempts',
    'run_attempts',
    'last_attempt_ms',
    'last_status_code',
    'last_error',
    'next_attempt_ms',
  ] as const;
  await sql.run(
    `UPDATE webhook_deliveries SET ${columns.map((c) => `${c} = ?`).join(', ')}, claimed_until = NULL WHERE id = ?`,
    [...columns.map((c) => row[c]), row.id],
  );
}

/** Releases every claim: on SQLite one process holds the database, so at its start every claim is
 *  a dead process's. */
export async function releaseClaims(sql: Sql): Promise<void> {
  await sql.run('UPDATE webhook_deliveries SET claimed_until = NULL WHERE claimed_until IS NOT NULL');
}

/**
 * Claims a picked delivery for one attempt until `until` (wall clock): false when another worker (of
 * this process or of another instance on the database) attempted or claimed it since it was picked.
 */
export async function claimDelivery(sql: Sql, row: DeliveryRow, wallNow: number, until: number): Promise<boolean> {
  const claimed = await sql.run(
    `UPDATE webhook_deliveries SET claimed_until = ?
     WHERE id = ? AND status = 'pending' AND attempts = ? AND (claimed_until IS NULL OR claimed_until < ?)`,
    [until, row.id, row.attempts, wallNow],
  );
  return claimed.changes === 1;
}

/**
 * Deliveries whose attempt is due: pending, at or past their time, of an enabled webhook (a test
 * delivery, which has no resource, goes to a disabled one too), and first of their queue: no earlier
 * delivery to the same webhook about the same resource is still pending.
 */
export async function dueDeliveries(sql: Sql, now: number, wallNow: number, limit: number): Promise<DeliveryRow[]> {
  const rows = await sql.all<DeliveryRow>(
    `SELECT d.* FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
     WHERE d.status = 'pending' AND d.next_attempt_ms <= ? AND (d.claimed_until IS NULL OR d.claimed_until < ?)
       AND (w.enabled = 1 OR d.resource_type IS NULL)
       AND (d.resource_type IS NULL OR NOT EXISTS (
         SELECT 1 FROM webhook_deliveries p WHERE p.webhook_id = d.webhook_id AND p.resource_type = d.resource_type
           AND p.resource_id = d.resource_id AND p.status = 'pending' AND p.id < d.id))
     ORDER BY d.next_attempt_ms, d.id LIMIT ?`,
    [now, wallNow, limit],
  );
  return rows.map((r) => numbers(r)!);
}
