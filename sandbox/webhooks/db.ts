// Every SQL statement of webhooks, their events (the outbox) and deliveries, in one place.
import type { Db } from '../db/open.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhooks (
  id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL, url TEXT NOT NULL, description TEXT NOT NULL,
  events TEXT NOT NULL, enabled INTEGER NOT NULL, disabled_reason TEXT,
  consecutive_failures INTEGER NOT NULL DEFAULT 0, secret TEXT NOT NULL, previous_secret TEXT,
  rotation_expires_ms BIGINT, created_ms BIGINT NOT NULL, updated_ms BIGINT NOT NULL);
CREATE INDEX IF NOT EXISTS webhooks_account ON webhooks (account_id, id);
-- The outbox: an event is written in the transaction of the change that causes it.
CREATE TABLE IF NOT EXISTS webhook_events (
  id TEXT PRIMARY KEY, account_id INTEGER NOT NULL, type TEXT NOT NULL, created_ms BIGINT NOT NULL, body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id INTEGER PRIMARY KEY, webhook_id INTEGER NOT NULL, account_id INTEGER NOT NULL, event_id TEXT NOT NULL,
  resource_type TEXT, resource_id TEXT, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, run_attempts INTEGER NOT NULL DEFAULT 0,
  last_attempt_ms BIGINT, last_status_code INTEGER, last_error TEXT, next_attempt_ms BIGINT, created_ms BIGINT NOT NULL);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_attempt_ms);
CREATE INDEX IF NOT EXISTS webhook_deliveries_queue ON webhook_deliveries (webhook_id, resource_type, resource_id, status, id);
`;

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
}

/** A delivery with its event's type and body. */
export type DeliveredRow = DeliveryRow & { event_type: string; event_body: string };

const DELIVERED = 'SELECT d.*, e.type AS event_type, e.body AS event_body FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id';

export interface EventRow {
  id: string;
  account_id: number;
  type: string;
  created_ms: number;
  body: string;
}

export function createWebhookTables(db: Db): void {
  db.exec(SCHEMA);
}

/** Empties the webhook tables (the admin reset). */
export function clearWebhookTables(db: Db): void {
  db.exec('DELETE FROM webhook_deliveries; DELETE FROM webhook_events; DELETE FROM webhooks;');
}

export function nextId(db: Db, name: keyof typeof FIRST_ID): number {
  const row = db.prepare('SELECT next FROM sequences WHERE name = ?').get(name) as { next: number } | undefined;
  const id = row?.next ?? FIRST_ID[name];
  db.prepare('INSERT INTO sequences (name, next) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET next = excluded.next').run(name, id + 1);
  return id;
}

// Webhooks

export function insertWebhook(db: Db, row: WebhookRow): void {
  db.prepare(
    `INSERT INTO webhooks (id, account_id, url, description, events, enabled, disabled_reason, consecutive_failures, secret,
       previous_secret, rotation_expires_ms, created_ms, updated_ms)
     VALUES (@id, @account_id, @url, @description, @events, @enabled, @disabled_reason, @consecutive_failures, @secret,
       @previous_secret, @rotation_expires_ms, @created_ms, @updated_ms)`,
  ).run(row);
}

export function updateWebhookRow(db: Db, row: WebhookRow): void {
  db.prepare(
    `UPDATE webhooks SET url = @url, description = @description, events = @events, enabled = @enabled,
       disabled_reason = @disabled_reason, consecutive_failures = @consecutive_failures, secret = @secret,
       previous_secret = @previous_secret, rotation_expires_ms = @rotation_expires_ms, updated_ms = @updated_ms
     WHERE id = @id`,
  ).run(row);
}

export function findWebhook(db: Db, account: number, id: number): WebhookRow | undefined {
  return db.prepare('SELECT * FROM webhooks WHERE account_id = ? AND id = ?').get(account, id) as WebhookRow | undefined;
}

export function webhookById(db: Db, id: number): WebhookRow | undefined {
  return db.prepare('SELECT * FROM webhooks WHERE id = ?').get(id) as WebhookRow | undefined;
}

export function webhooksOf(db: Db, account: number): WebhookRow[] {
  return db.prepare('SELECT * FROM webhooks WHERE account_id = ? ORDER BY id').all(account) as WebhookRow[];
}

export function countWebhooks(db: Db, account: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM webhooks WHERE account_id = ?').get(account) as { n: number }).n;
}

/** Deletes the webhook with its deliveries (pending ones are dropped). */
export function deleteWebhookRow(db: Db, account: number, id: number): void {
  db.prepare('DELETE FROM webhook_deliveries WHERE webhook_id = ? AND account_id = ?').run(id, account);
  db.prepare('DELETE FROM webhooks WHERE id = ? AND account_id = ?').run(id, account);
}

/** The enabled webhooks of the account, with their subscriptions. */
export function enabledWebhooks(db: Db, account: number): Array<{ id: number; events: string }> {
  return db.prepare('SELECT id, events FROM webhooks WHERE account_id = ? AND enabled = 1 ORDER BY id').all(account) as Array<{ id: number; events: string }>;
}

/** After an attempt: a success resets the run of failures; a failure extends it and may disable the webhook. */
export function recordWebhookOutcome(db: Db, id: number, ok: boolean, disableAfter: number, now: number): void {
  if (ok) {
    db.prepare('UPDATE webhooks SET consecutive_failures = 0, updated_ms = ? WHERE id = ? AND consecutive_failures > 0').run(now, id);
    return;
  }
  db.prepare('UPDATE webhooks SET consecutive_failures = consecutive_failures + 1, updated_ms = ? WHERE id = ?').run(now, id);
  db.prepare(
    `UPDATE webhooks SET enabled = 0, disabled_reason = 'failing', updated_ms = ?
     WHERE id = ? AND enabled = 1 AND consecutive_failures >= ?`,
  ).run(now, id, disableAfter);
}

// Events and deliveries

export function insertEvent(db: Db, row: EventRow): void {
  db.prepare('INSERT INTO webhook_events (id, account_id, type, created_ms, body) VALUES (@id, @account_id, @type, @created_ms, @body)').run(row);
}

export function eventById(db: Db, id: string): EventRow | undefined {
  return db.prepare('SELECT * FROM webhook_events WHERE id = ?').get(id) as EventRow | undefined;
}

export function insertDelivery(db: Db, row: DeliveryRow): void {
  db.prepare(
    `INSERT INTO webhook_deliveries (id, webhook_id, account_id, event_id, resource_type, resource_id, status, attempts, run_attempts,
       last_attempt_ms, last_status_code, last_error, next_attempt_ms, created_ms)
     VALUES (@id, @webhook_id, @account_id, @event_id, @resource_type, @resource_id, @status, @attempts, @run_attempts,
       @last_attempt_ms, @last_status_code, @last_error, @next_attempt_ms, @created_ms)`,
  ).run(row);
}

export function findDelivery(db: Db, account: number, webhookId: number, id: number): DeliveredRow | undefined {
  return db.prepare(`${DELIVERED} WHERE d.account_id = ? AND d.webhook_id = ? AND d.id = ?`).get(account, webhookId, id) as DeliveredRow | undefined;
}

export function deliveryById(db: Db, id: number): DeliveryRow | undefined {
  return db.prepare('SELECT * FROM webhook_deliveries WHERE id = ?').get(id) as DeliveryRow | undefined;
}

/** The webhook's deliveries, in id order. */
export function deliveriesOf(db: Db, webhookId: number): DeliveredRow[] {
  return db.prepare(`${DELIVERED} WHERE d.webhook_id = ? ORDER BY d.id`).all(webhookId) as DeliveredRow[];
}

export function updateDeliveryRow(db: Db, row: DeliveryRow): void {
  db.prepare(
    `UPDATE webhook_deliveries SET status = @status, attempts = @attempts, run_attempts = @run_attempts, last_attempt_ms = @last_attempt_ms,
       last_status_code = @last_status_code, last_error = @last_error, next_attempt_ms = @next_attempt_ms
     WHERE id = @id`,
  ).run(row);
}

/**
 * Deliveries whose attempt is due: pending, at or past their time, of an enabled webhook (a test
 * delivery, which has no resource, goes to a disabled one too), and first of their queue: no earlier
 * delivery to the same webhook about the same resource is still pending.
 */
export function dueDeliveries(db: Db, now: number, limit: number): DeliveryRow[] {
  return db
    .prepare(
      `SELECT d.* FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
       WHERE d.status = 'pending' AND d.next_attempt_ms <= ? AND (w.enabled = 1 OR d.resource_type IS NULL)
         AND (d.resource_type IS NULL OR NOT EXISTS (
           SELECT 1 FROM webhook_deliveries p WHERE p.webhook_id = d.webhook_id AND p.resource_type = d.resource_type
             AND p.resource_id = d.resource_id AND p.status = 'pending' AND p.id < d.id))
       ORDER BY d.next_attempt_ms, d.id LIMIT ?`,
    )
    .all(now, limit) as DeliveryRow[];
}

/** The earliest next attempt of a pending delivery (undefined: none). */
export function nextAttemptAt(db: Db): number | undefined {
  const row = db.prepare("SELECT MIN(next_attempt_ms) AS m FROM webhook_deliveries WHERE status = 'pending'").get() as { m: number | null };
  return row.m ?? undefined;
}
