// Type tests of the webhook types, checked by `npm run typecheck` (tsc): the event union comes from
// the document's `webhooks` (generated/schema.d.ts), narrows on `type`, and agrees with the
// generated run-time list of types. Nothing here runs.
import { expectTypeOf } from 'vitest';
import {
  type WEBHOOK_EVENT_TYPES,
  isWebhookEventType,
  verifyWebhook,
  type WebhookEvent,
  type WebhookEventData,
  type WebhookEventOf,
  type WebhookEventType,
  type WebhookTypeError,
} from '../../src/index.js';
import type {
  Action,
  Backup,
  Domain,
  EventType,
  Server,
  ServerStatus,
  Snapshot,
  components,
  webhooks,
} from '../../src/schema.js';

declare const body: Buffer;
declare const headers: Headers;

export function theUnionComesFromTheDocument(): void {
  expectTypeOf<WebhookEvent>().not.toBeAny();
  expectTypeOf<WebhookEventType>().toEqualTypeOf<keyof webhooks>();
  // The document's own oneOf of every event, and its EventType enum, say the same.
  expectTypeOf<WebhookEvent>().toEqualTypeOf<components['schemas']['WebhookEvent']>();
  expectTypeOf<WebhookEventType>().toEqualTypeOf<EventType>();
  // The run-time list (generated from the same document) names exactly the types.
  expectTypeOf<(typeof WEBHOOK_EVENT_TYPES)[number]>().toEqualTypeOf<WebhookEventType>();
  expectTypeOf(verifyWebhook(body, headers, 'whsec_x')).toEqualTypeOf<WebhookEvent>();
  expectTypeOf<WebhookEventOf<'server.status_changed'>>().toEqualTypeOf<
    webhooks['server.status_changed']['post']['requestBody']['content']['application/json']
  >();
  // @ts-expect-error -- not an event type of the document
  expectTypeOf<WebhookEventOf<'server.teleported'>>();
  // @ts-expect-error -- not an event type of the document either
  const notAType: WebhookEventType = 'server.teleported';
  void notAType;
}

export function narrowingOnTypeGivesTheData(): void {
  const event = verifyWebhook(body, headers, ['whsec_old', 'whsec_new']);
  switch (event.type) {
    case 'server.status_changed':
      expectTypeOf(event).toEqualTypeOf<WebhookEventOf<'server.status_changed'>>();
      expectTypeOf(event.data.server).toEqualTypeOf<Server>();
      expectTypeOf(event.data.from).toEqualTypeOf<ServerStatus>();
      expectTypeOf(event.data.to).toEqualTypeOf<ServerStatus>();
      break;
    case 'server.deleted':
      expectTypeOf(event.data).toEqualTypeOf<WebhookEventData<'server.deleted'>>();
      expectTypeOf(event.data.server_id).toEqualTypeOf<number>();
      // @ts-expect-error -- a deleted server's event carries only its id
      void event.data.server;
      break;
    case 'action.created':
    case 'action.succeeded':
    case 'action.failed':
      expectTypeOf(event.data.action).toEqualTypeOf<Action>();
      break;
    case 'backup.available':
      expectTypeOf(event.data.backup).toEqualTypeOf<Backup>();
      break;
    case 'snapshot.available':
      expectTypeOf(event.data.snapshot).toEqualTypeOf<Snapshot>();
      break;
    case 'domain.expiring':
      expectTypeOf(event.data.domain).toEqualTypeOf<Domain>();
      expectTypeOf(event.data.days_left).toEqualTypeOf<30 | 7>();
      break;
    case 'dns_zone.changed':
      expectTypeOf(event.data.zone_name).toEqualTypeOf<string>();
      expectTypeOf(event.data.created).toEqualTypeOf<number[]>();
      break;
    case 'webhook.test':
      expectTypeOf(event.data.webhook_id).toEqualTypeOf<number>();
      expectTypeOf(event.data.message).toEqualTypeOf<string>();
      break;
    case 'server.created':
    case 'domain.registered':
    case 'domain.renewed':
    case 'domain.expired':
    case 'domain.transfer_completed':
      expectTypeOf(event.type).toEqualTypeOf<
        'server.created' | 'domain.registered' | 'domain.renewed' | 'domain.expired' | 'domain.transfer_completed'
      >();
      break;
    default:
      // Every type is handled above: nothing is left.
      expectTypeOf(event).toEqualTypeOf<never>();
  }
  expectTypeOf(event.id).toEqualTypeOf<string>();
  expectTypeOf(event.created_at).toEqualTypeOf<string>();
}

export function theGuardAndTheTypeError(type: string, error: WebhookTypeError): void {
  if (isWebhookEventType(type)) expectTypeOf(type).toEqualTypeOf<WebhookEventType>();
  expectTypeOf(error.eventType).toEqualTypeOf<string>();
  expectTypeOf(error.event.data).toBeUnknown();
}
