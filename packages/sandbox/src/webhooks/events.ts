// Events and the outbox: an event and its deliveries (one per enabled webhook subscribed to its type)
// are written with the SQL handle of the change that causes them, so they commit or roll back with it.
import { randomInt } from 'node:crypto';
import { iso } from '../domain/clock.js';
import type { Sql } from '../store/sql.js';
import { deref, openapi, type JsonObject } from '../document.js';
import { enabledWebhooks, insertDelivery, insertEvent, nextId } from './db.js';

/** Each event type of the document's `webhooks` section, read from its body schema's `type`. */
export const EVENT_TYPES: ReadonlySet<string> = new Set(
  Object.values((openapi.webhooks ?? {}) as JsonObject).flatMap((item) => {
    const body = deref<JsonObject>(((item as JsonObject).post as JsonObject | undefined)?.requestBody);
    const schema = deref<JsonObject>(
      ((body?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema,
    );
    const type = deref<JsonObject>((schema?.properties as JsonObject | undefined)?.type);
    return type?.const !== undefined ? [String(type.const)] : ((type?.enum as string[] | undefined) ?? []);
  }),
);

/** The event type sent only by the test operation, whatever the subscription. */
export const TEST_EVENT = knownType('webhook.test');

/** The name, checked against the document at start: a type the document lacks is a bug here. */
export function knownType(type: string): string {
  if (!EVENT_TYPES.has(type)) throw new Error(`the document's webhooks section has no event type ${type}`);
  return type;
}

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** `evt_` and 26 random characters of [0-9A-Za-z]. */
export function newEventId(): string {
  let id = 'evt_';
  for (let i = 0; i < 26; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export interface EventResource {
  type: string;
  id: string | number;
}

export interface NewEvent {
  type: string;
  data: unknown;
  /** What the event is about (deliveries about one resource go out in order); null for webhook.test. */
  resource: EventResource | null;
  /** The moment of the change, on the sandbox clock. */
  at: number;
}

/**
 * Writes the event and its deliveries with `sql` (the open transaction of the change); nothing when
 * no webhook wants it. `onlyWebhook` addresses one webhook whatever its subscription (webhook.test).
 * Returns the new deliveries' ids.
 */
export async function emitEvent(sql: Sql, account: number, event: NewEvent, onlyWebhook?: number): Promise<number[]> {
  const type = knownType(event.type);
  const targets =
    onlyWebhook !== undefined
      ? [onlyWebhook]
      : (await enabledWebhooks(sql, account))
          .filter((w) => (JSON.parse(w.events) as string[]).includes(type))
          .map((w) => w.id);
  if (targets.length === 0) return [];
  const id = newEventId();
  const envelope = { id, type, created_at: iso(event.at), data: event.data };
  await insertEvent(sql, { id, account_id: account, type, created_ms: event.at, body: JSON.stringify(envelope) });
  const deliveries: number[] = [];
  for (const webhookId of targets) {
    const deliveryId = await nextId(sql, 'webhook_delivery');
    await insertDelivery(sql, {
      id: deliveryId,
      webhook_id: webhookId,
      account_id: account,
      event_id: id,
      resource_type: event.resource?.type ?? null,
      resource_id: event.resource ? String(event.resource.id) : null,
      status: 'pending',
      attempts: 0,
      run_attempts: 0,
      last_attempt_ms: null,
      last_status_code: null,
      last_error: null,
      next_attempt_ms: event.at,
      created_ms: event.at,
    });
    deliveries.push(deliveryId);
  }
  return deliveries;
}
