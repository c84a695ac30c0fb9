// The example fleet's webhooks (9001, 9002) and the deliveries of 9001, as the document's examples
// show them, except that every one is loaded disabled: their URLs are in the documentation domains
// (example.com, …), where no delivery can ever arrive, so the sandbox attempts none (an enabled one
// would retry every event for 18 hours and be disabled as `failing` after 20 failures). One that the
// example shows enabled is `disabled_reason: manual`; `PATCH {"url": <yours>, "enabled": true}`
// puts it to use (its pending delivery, due at the load at the latest, is then attempted on any date).
import { randomBytes } from 'node:crypto';
import type { Sql } from '../store/sql.js';
import { deref, openapi, type JsonObject } from '../document.js';
import { insertDelivery, insertEvent, insertWebhook, type DeliveryRow } from './db.js';

function example<T>(name: string): T {
  const found = ((openapi.components as JsonObject).examples as JsonObject)[name];
  if (!found) throw new Error(`the document has no example ${name}`);
  return (deref(found) as JsonObject).value as T;
}

const ms = (date: string | null) => (date === null ? null : Date.parse(date));

/** Writes them with `sql` (the fleet loader's transaction) at `now` on the sandbox clock. */
export async function loadWebhookFleet(sql: Sql, account: number, now: number): Promise<void> {
  for (const w of example<{ data: JsonObject[] }>('WebhookListAll').data) {
    await insertWebhook(sql, {
      id: w.id as number,
      account_id: account,
      url: w.url as string,
      description: w.description as string,
      events: JSON.stringify(w.events),
      enabled: 0,
      disabled_reason: w.enabled ? 'manual' : (w.disabled_reason as string | null),
      consecutive_failures: w.consecutive_failures as number,
      secret: `whsec_${randomBytes(32).toString('base64')}`,
      previous_secret: null,
      rotation_expires_ms: null,
      created_ms: ms(w.created_at as string)!,
      updated_ms: ms(w.updated_at as string)!,
    });
  }
  for (const d of example<{ data: JsonObject[] }>('WebhookDeliveryListAll').data) {
    const event = d.event as JsonObject & { id: string; type: string; created_at: string };
    await insertEvent(
      sql,
      {
        id: event.id,
        account_id: account,
        type: event.type,
        created_ms: ms(event.created_at)!,
        body: JSON.stringify(event),
      },
      true,
    );
    const resource = d.resource as { type: string; id: string } | null;
    await insertDelivery(sql, {
      id: d.id as number,
      webhook_id: d.webhook_id as number,
      account_id: account,
      event_id: event.id,
      resource_type: resource?.type ?? null,
      resource_id: resource?.id ?? null,
      status: d.status as DeliveryRow['status'],
      attempts: d.attempts as number,
      run_attempts: d.attempts as number,
      last_attempt_ms: ms(d.last_attempt_at as string | null),
      last_status_code: d.last_status_code as number | null,
      last_error: d.last_error as string | null,
      // A pending one is work in progress: due by the load at the latest, even on a sandbox clock
      // that reads earlier than the example's date (else enabling its webhook would send nothing).
      next_attempt_ms:
        d.status === 'pending'
          ? Math.min(ms(d.next_attempt_at as string)!, now)
          : ms(d.next_attempt_at as string | null),
      created_ms: ms(d.created_at as string)!,
    });
  }
}
