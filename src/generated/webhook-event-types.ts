/**
 * The webhook event types of the VPS Hosting Management API: the keys of the document's `webhooks`
 * section, generated from generated/openapi.json by scripts/generate/webhook-event-types.ts.
 * Do not edit: change openapi/ and run `npm run generate`.
 */
import type { webhooks } from '../../generated/schema.js';

/** Every event type the document defines, sorted. */
export const WEBHOOK_EVENT_TYPES = [
  "action.created",
  "action.failed",
  "action.succeeded",
  "backup.available",
  "dns_zone.changed",
  "domain.expired",
  "domain.expiring",
  "domain.registered",
  "domain.renewed",
  "domain.transfer_completed",
  "server.created",
  "server.deleted",
  "server.status_changed",
  "snapshot.available",
  "webhook.test",
] as const satisfies readonly (keyof webhooks)[];
