// Receiving webhooks: `verifyWebhook` checks a delivery the way the Standard Webhooks specification
// says (headers webhook-id, webhook-timestamp, webhook-signature; HMAC-SHA256 of
// "<id>.<timestamp>.<body>" under a `whsec_` secret, computed by the `standardwebhooks` package) and
// returns the event, typed by the document's `webhooks` section (generated/schema.d.ts).
//
// Why not `new Webhook(secret).verify()`: it reads the clock with Date.now() and cannot be given
// another one, and it takes one secret. So the timestamp check is done here, against `options.now`,
// and the signature is checked by comparing what `Webhook.sign()` computes for each secret with each
// signature of the header. Everything else is the package's: secret decoding and the HMAC.
import { Webhook } from 'standardwebhooks';
import type { webhooks } from '../../generated/schema.js';
import { WEBHOOK_EVENT_TYPES } from '../generated/webhook-event-types.js';
import { WebhookPayloadError, WebhookSignatureError, WebhookTimestampError, WebhookTypeError } from './errors.js';

export { WEBHOOK_EVENT_TYPES };

/** The body type of the POST the document describes for one `webhooks` entry. */
type RequestBodyOf<Item> = Item extends { post?: infer Operation }
  ? Operation extends { requestBody?: infer Body }
    ? NonNullable<Body> extends { content: { 'application/json': infer Event } }
      ? Event
      : never
    : never
  : never;

/** An event type the document defines (`'server.status_changed'`, …). */
export type WebhookEventType = Extract<keyof webhooks, string>;

/** The event (envelope `{ id, type, created_at, data }`) of one type. */
export type WebhookEventOf<Type extends WebhookEventType> = RequestBodyOf<webhooks[Type]>;

/** The `data` of one event type. */
export type WebhookEventData<Type extends WebhookEventType> = WebhookEventOf<Type>['data'];

/** Any event the document defines: a union discriminated by `type`. */
export type WebhookEvent = { [Type in WebhookEventType]: WebhookEventOf<Type> }[WebhookEventType];

/** A header the document declares on its webhooks' POSTs. */
type WebhookHeaderName = {
  [Type in WebhookEventType]: keyof NonNullable<NonNullable<webhooks[Type]['post']>['parameters']['header']>;
}[WebhookEventType];

/** The Standard Webhooks headers, each checked at compile time against the generated types. */
export const WEBHOOK_HEADER = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const satisfies Record<string, WebhookHeaderName>;

/** How far the signed timestamp may be from the receiver's clock, either way (Standard Webhooks). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * A request's headers: a Fetch `Headers`, Node's `IncomingHttpHeaders` (`req.headers`, values may be
 * arrays) or a plain record. Names are matched case-insensitively.
 */
export type WebhookHeaders =
  | { get(name: string): string | null }
  | { readonly [name: string]: string | readonly string[] | undefined };

export interface VerifyWebhookOptions {
  /**
   * The receiver's clock (default `Date.now`): milliseconds since the epoch, or a `Date`. The
   * signed `webhook-timestamp` must be within 5 minutes of it, either way.
   */
  now?: () => number | Date;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(WEBHOOK_EVENT_TYPES);

/** Whether `type` is an event type the document defines. */
export function isWebhookEventType(type: string): type is WebhookEventType {
  return KNOWN_TYPES.has(type);
}

/**
 * Verifies a webhook delivery and returns its event.
 *
 * @param rawBody the request body exactly as received (string, `Buffer`/`Uint8Array` or
 *   `ArrayBuffer`): not parsed and re-serialised JSON, whose bytes would differ.
 * @param headers the request's headers.
 * @param secret the endpoint's `whsec_…` secret, or several (a receiver switching secrets accepts a
 *   delivery signed by any of them).
 * @throws WebhookSignatureError a header is missing or malformed, no signature matches, or a secret
 *   is unusable.
 * @throws WebhookTimestampError the timestamp is more than 5 minutes away from `options.now`.
 * @throws WebhookPayloadError the body is not UTF-8 (checked first: the signature covers text), or
 *   the signed body is not JSON shaped like an event.
 * @throws WebhookTypeError the event's type is not one the document defines (`error.event` has it).
 */
export function verifyWebhook(
  rawBody: string | Uint8Array | ArrayBuffer,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): WebhookEvent {
  const signers = webhooksFor(secret);
  const missing = Object.values(WEBHOOK_HEADER).filter((name) => !headerValue(headers, name));
  if (missing.length > 0) throw new WebhookSignatureError(`missing header ${missing.join(', ')}`);
  const id = headerValue(headers, WEBHOOK_HEADER.id)!;
  const timestamp = headerValue(headers, WEBHOOK_HEADER.timestamp)!;
  const signatures = headerValue(headers, WEBHOOK_HEADER.signature)!;

  const sentAt = unixSeconds(timestamp);
  const now = Math.floor(clockMs(options) / 1000);
  if (Math.abs(now - sentAt) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookTimestampError(sentAt, now, WEBHOOK_TOLERANCE_SECONDS);

  const body = utf8(rawBody);
  const given = signatures
    .split(/\s+/)
    .map((entry) => entry.replace(/,$/, ''))
    .filter((entry) => entry.startsWith('v1,'));
  const authentic = signers.some((webhook) => {
    const expected = webhook.sign(id, new Date(sentAt * 1000), body);
    return given.some((signature) => constantTimeEqual(signature, expected));
  });
  if (!authentic)
    throw new WebhookSignatureError(
      `no ${WEBHOOK_HEADER.signature} matches the body under the secret${typeof secret === 'string' ? '' : 's'} given`,
    );

  const event = envelope(body);
  if (!isWebhookEventType(event.type)) throw new WebhookTypeError(event.type, event);
  return event as WebhookEvent;
}

/** One header's value; repeated values are joined with a space (the signature header's separator). */
function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof headers.get === 'function')
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  const record = headers as { readonly [name: string]: string | readonly string[] | undefined };
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? value : value?.join(' ');
}

/** The receiver's clock in milliseconds; a clock that gives no time is a mistake of the caller. */
function clockMs(options: VerifyWebhookOptions): number {
  const clock = options.now ? options.now() : Date.now();
  const ms = clock instanceof Date ? clock.getTime() : clock;
  if (!Number.isFinite(ms)) throw new TypeError(`verifyWebhook: options.now() gave no time (${String(clock)})`);
  return ms;
}

function unixSeconds(header: string): number {
  const seconds = /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : NaN;
  if (!Number.isSafeInteger(seconds))
    throw new WebhookSignatureError(
      `${WEBHOOK_HEADER.timestamp} is not Unix seconds: ${JSON.stringify(header.slice(0, 40))}`,
    );
  return seconds;
}

function utf8(rawBody: string | Uint8Array | ArrayBuffer): string {
  if (typeof rawBody === 'string') return rawBody;
  try {
    // ignoreBOM keeps a byte-order mark in the text, so the signature covers the bytes as sent.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(rawBody);
  } catch {
    throw new WebhookPayloadError('the webhook body is not UTF-8 text, so not JSON');
  }
}

function webhooksFor(secret: string | readonly string[]): Webhook[] {
  const secrets = typeof secret === 'string' ? [secret] : secret;
  if (secrets.length === 0) throw new WebhookSignatureError('no webhook secret given');
  return secrets.map((value, index) => {
    try {
      return new Webhook(value);
    } catch (error) {
      // The library's message names the problem, never the secret.
      const why = error instanceof Error ? error.message : String(error);
      throw new WebhookSignatureError(`webhook secret #${index + 1} is not a whsec_ secret (${why})`);
    }
  });
}

/** Compares two signatures in time that depends only on their length (the HMAC's, fixed). */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The event envelope `{ id, type, created_at, data }` of a verified body. */
function envelope(body: string): WebhookTypeError['event'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new WebhookPayloadError(
      `the webhook body is not JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const event = (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {}) as Record<
    string,
    unknown
  >;
  const wrong = [
    typeof event.id === 'string' ? '' : 'a string "id"',
    typeof event.type === 'string' ? '' : 'a string "type"',
    typeof event.created_at === 'string' ? '' : 'a string "created_at"',
    typeof event.data === 'object' && event.data !== null && !Array.isArray(event.data) ? '' : 'an object "data"',
  ].filter(Boolean);
  if (wrong.length > 0) throw new WebhookPayloadError(`the webhook body is not an event: it lacks ${wrong.join(', ')}`);
  return event as WebhookTypeError['event'];
}
