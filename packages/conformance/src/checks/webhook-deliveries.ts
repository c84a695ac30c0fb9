// What every delivery the kit's receiver gets must show (the introduction's "Webhooks", and
// docs/design/webhooks.md): the Standard Webhooks headers, valid as the document's webhook entries
// declare them; a signature over the exact bytes received, by the secret the API gave; the event's
// `id` the `webhook-id`; the body valid against the document's `webhooks` schema for its type.
import { verifyWebhook } from '@vps-hosting/api';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Delivery, WebhookReceiver } from '../run/receiver.js';

export const WEBHOOKS_PAGE = 'introduction#webhooks';

export interface Event {
  id: string;
  type: string;
  created_at: string;
  data: Record<string, unknown>;
}

/** A delivery as evidence: the request the target sent to the receiver, and what it was answered. */
export function deliveryExchange(receiver: WebhookReceiver, delivery: Delivery): Exchange {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(delivery.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return {
    request: { method: 'POST', url: receiver.url + delivery.path, headers, body: delivery.raw.toString('utf8') },
    status: delivery.answered,
    headers: new Headers(),
    text: '',
    json: undefined,
    ms: 0,
  };
}

function header(delivery: Delivery, name: string): string | undefined {
  const value = delivery.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(' ') : value;
}

/** The User-Agent the introduction gives deliveries (`User-Agent: …`), if it names one. */
function documentedUserAgent(ctx: CheckContext): string | undefined {
  const text = (ctx.contract.model.document as { info?: { description?: string } }).info?.description ?? '';
  return text.match(/`User-Agent: ([^`]+)`/)?.[1];
}

/** The signatures of a delivery that a secret alone verifies (0 when none). */
export function verifiesWith(delivery: Delivery, secret: string): boolean {
  try {
    verifyWebhook(delivery.raw, delivery.headers as Record<string, string>, secret);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks one delivery: headers as the document's webhook entries declare them, the signature by one
 * of `secrets` over the exact bytes, the event's id and its body against its type's schema.
 */
export function checkDelivery(
  ctx: CheckContext,
  receiver: WebhookReceiver,
  delivery: Delivery,
  secrets: readonly string[],
): Event | undefined {
  const exchange = deliveryExchange(receiver, delivery);
  const contract = { page: WEBHOOKS_PAGE };
  let event: Event | undefined;
  try {
    event = JSON.parse(delivery.raw.toString('utf8')) as Event;
  } catch {
    ctx.check(false, `a delivery's body is not JSON: ${delivery.raw.toString('utf8').slice(0, 200)}`, {
      exchange,
      contract,
    });
    return undefined;
  }
  const operation =
    ctx.contract.model.webhooks.find((candidate) => candidate.path === event?.type) ?? ctx.contract.model.webhooks[0];
  for (const parameter of operation?.parameters.filter((p) => p.in === 'header') ?? []) {
    const value = header(delivery, parameter.name);
    if (value === undefined) {
      ctx.check(!parameter.required, `a delivery lacks the ${parameter.name} header`, {
        exchange,
        contract: { pointer: operation?.pointer, page: WEBHOOKS_PAGE },
      });
      continue;
    }
    if (parameter.schema && parameter.name.toLowerCase() !== 'webhook-timestamp')
      for (const error of ctx.contract.schemas.errors(parameter.schema.pointer, value))
        ctx.check(false, `a delivery's ${parameter.name} "${value}": ${error.message}`, {
          exchange,
          contract: { pointer: error.schemaPointer },
        });
  }
  const timestamp = header(delivery, 'webhook-timestamp');
  ctx.check(
    timestamp !== undefined && /^\d+$/.test(timestamp) && Math.abs(Number(timestamp) - delivery.at / 1000) <= 300,
    `a delivery's webhook-timestamp ${String(timestamp)} is not Unix seconds of the sending (the receiver got it at ${Math.round(delivery.at / 1000)})`,
    { exchange, contract },
  );
  const contentType = header(delivery, 'content-type') ?? '';
  ctx.check(contentType.split(';')[0]?.trim() === 'application/json', `a delivery's Content-Type is ${contentType}`, {
    exchange,
    contract,
  });
  const agent = documentedUserAgent(ctx);
  if (agent)
    ctx.check(
      header(delivery, 'user-agent') === agent,
      `a delivery's User-Agent is ${String(header(delivery, 'user-agent'))}, expected ${agent}`,
      {
        exchange,
        contract,
      },
    );
  try {
    verifyWebhook(delivery.raw, delivery.headers as Record<string, string>, [...secrets]);
  } catch (error) {
    ctx.check(
      false,
      `a delivery does not verify with the webhook's secret: ${error instanceof Error ? error.message : String(error)}`,
      {
        exchange,
        contract: { page: 'introduction#verifying-signatures' },
      },
    );
  }
  ctx.check(
    event.id === header(delivery, 'webhook-id'),
    `a delivery's webhook-id ${String(header(delivery, 'webhook-id'))} is not its event's id ${event.id}`,
    {
      exchange,
      contract,
    },
  );
  const media = operation?.requestBody?.content.find((m) => m.mediaType.includes('json'));
  if (media?.schema && operation?.path === event.type)
    for (const error of ctx.contract.schemas.errors(media.schema.pointer, event))
      ctx.check(false, `a ${event.type} event: body ${error.message}`, {
        exchange,
        contract: { pointer: error.schemaPointer },
      });
  else
    ctx.check(false, `a delivery's event type ${JSON.stringify(event.type)} is not in the document's webhooks`, {
      exchange,
      contract,
    });
  return event;
}

/** Waits (bounded) until the receiver holds deliveries matching every predicate; answers them in order of arrival. */
export async function waitForEvents(
  ctx: CheckContext,
  receiver: WebhookReceiver,
  path: string,
  wanted: readonly ((event: Event) => boolean)[],
  timeoutMs: number,
): Promise<{ found: (Delivery | undefined)[]; all: Delivery[] }> {
  const deadline = Date.now() + timeoutMs;
  const parse = (delivery: Delivery): Event | undefined => {
    try {
      return JSON.parse(delivery.raw.toString('utf8')) as Event;
    } catch {
      return undefined;
    }
  };
  for (;;) {
    const all = receiver.deliveries(path);
    const found = wanted.map((predicate) =>
      all.find((delivery) => {
        const event = parse(delivery);
        return event !== undefined && predicate(event);
      }),
    );
    if (found.every(Boolean) || Date.now() >= deadline || ctx.signal.aborted) return { found, all };
    await receiver.waitFor(path, all.length + 1, Math.max(0, deadline - Date.now()), ctx.signal);
  }
}
