// The webhooks family (packages/conformance/README.md, "webhooks"): with a receiver the kit starts
// (src/run/receiver.ts), a webhook of the run gets a test event and the real events of a server the
// check creates and deletes, each verified (Standard Webhooks headers, the signature over the exact
// bytes, the event against the document's `webhooks` schemas); deliveries are listed with their
// attempts; a failed attempt is retried 5 seconds later with the same webhook-id; a rotated secret
// signs beside the previous one; a disabled webhook gets no new events but test events
// (docs/design/webhooks.md). A target that does not deliver to the receiver within a bound leaves
// the check not exercised, never passed.
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Delivery, WebhookReceiver } from '../run/receiver.js';
import type { Check } from '../run/types.js';
import { areaOf } from './area.js';
import { readAs } from './state-actions.js';
import {
  checkDelivery,
  deliveryExchange,
  type Event,
  verifiesWith,
  WEBHOOKS_PAGE,
  waitForEvents,
} from './webhook-deliveries.js';

/** How long a delivery may take to reach the receiver before the check gives up on the target. */
const FIRST_DELIVERY_MS = 15_000;
/** The first retry comes 5 seconds after a failed attempt (the introduction's back-off). */
const FIRST_RETRY_MS = 5_000;
const SLACK_MS = 1_000;

/** The event types a webhook may subscribe to (`WebhookSubscribedEvents`: EventType but webhook.test). */
function subscribable(ctx: CheckContext): string[] {
  const schemas = (ctx.contract.model.document.components as { schemas: Record<string, { enum?: string[] }> }).schemas;
  const testType = ctx.contract.model.webhooks.find((op) => op.path.endsWith('.test'))?.path;
  return (schemas.EventType?.enum ?? []).filter((type) => type !== testType);
}

/** Types the run never causes (a domain's expiry): a webhook subscribed to them alone gets test events only. */
function rareTypes(ctx: CheckContext): string[] {
  const rare = subscribable(ctx).filter((type) => type.startsWith('domain.expired'));
  return rare.length > 0 ? rare : subscribable(ctx).slice(-1);
}

/** The events a receiver's endpoint got (those whose body parses), with their deliveries. */
function receivedEvents(receiver: WebhookReceiver, path: string): Array<{ delivery: Delivery; event: Event }> {
  return receiver.deliveries(path).flatMap((delivery) => {
    try {
      return [{ delivery, event: JSON.parse(delivery.raw.toString('utf8')) as Event }];
    } catch {
      return [];
    }
  });
}

/** A webhook gets the events of the types it subscribes to (and test events), nothing else. */
function checkSubscription(ctx: CheckContext, receiver: WebhookReceiver, path: string, types: string[]): void {
  const testType = ctx.contract.model.webhooks.find((op) => op.path.endsWith('.test'))?.path ?? 'webhook.test';
  const stray = receivedEvents(receiver, path).find(
    ({ event }) => event.type !== testType && !types.includes(String(event.type)),
  );
  ctx.check(
    stray === undefined,
    `a webhook subscribed to ${types.join(', ')} received a ${String(stray?.event.type)} event`,
    {
      ...(stray ? { exchange: deliveryExchange(receiver, stray.delivery) } : {}),
      contract: { page: 'introduction#events' },
    },
  );
}

async function receiverOrSkip(ctx: CheckContext): Promise<WebhookReceiver> {
  const receiver = await ctx.receiver();
  if (!receiver) ctx.notExercised(`no webhook receiver could be started on ${ctx.options.receiverHost}`);
  return receiver;
}

/** Creates a webhook of the run to an endpoint of the receiver; answers it with its secret. */
async function createWebhook(
  ctx: CheckContext,
  receiver: WebhookReceiver,
  path: string,
  events: string[],
  as: 'main' | 'alt' = 'main',
): Promise<{ webhook: Resource; secret: string; exchange: Exchange }> {
  const body = { url: receiver.url + path, events, description: ctx.fixtures.name('hook') };
  const exchange = await ctx.call('createWebhook', { body, as, expect: 201 });
  if (exchange.status !== 201)
    ctx.fail(`createWebhook to the kit's receiver ${body.url} was not accepted`, { exchange });
  const webhook = ctx.body<Resource>(exchange);
  const id = webhook.id as number;
  ctx.fixtures.track('webhook', String(id), body.description, async (c) => {
    await c.call('deleteWebhook', { path: { webhook_id: id }, as });
  });
  const secret = String(webhook.secret ?? '');
  ctx.check(
    /^whsec_[A-Za-z0-9+/=]+$/.test(secret),
    `createWebhook's secret ${JSON.stringify(secret.slice(0, 10))}… is not whsec_ and base64`,
    {
      exchange,
      contract: { operationId: 'createWebhook', status: 201, page: 'introduction#setting-up' },
    },
  );
  return { webhook, secret, exchange };
}

/** Sends a test event; waits for it at the receiver, or ends the check as not exercised. */
async function testDelivery(
  ctx: CheckContext,
  receiver: WebhookReceiver,
  path: string,
  webhookId: number,
  previously: number,
): Promise<{ delivery: Resource; received: Delivery; exchange: Exchange }> {
  const exchange = await ctx.call('testWebhook', { path: { webhook_id: webhookId }, expect: 201 });
  if (exchange.status !== 201) ctx.fail('testWebhook was not accepted', { exchange });
  const delivery = ctx.body<Resource>(exchange);
  const { found } = await waitForEvents(
    ctx,
    receiver,
    path,
    [(event) => event.id === delivery.event_id],
    FIRST_DELIVERY_MS,
  );
  const received = found[0];
  if (!received) {
    const state = await ctx.call('getWebhookDelivery', {
      path: { webhook_id: webhookId, delivery_id: delivery.id as number },
      as: readAs(ctx),
    });
    if (receiver.deliveries(path).length > previously)
      ctx.fail(`the test event ${String(delivery.event_id)} did not arrive, though other deliveries did`, {
        exchange: state,
      });
    ctx.notExercised(
      `the target did not deliver a test event to the kit's receiver at ${receiver.url} within ${FIRST_DELIVERY_MS / 1000} s (its delivery: ${state.text.slice(0, 200)})`,
    );
  }
  return { delivery, received, exchange };
}

/** URLs the introduction's rules refuse, at `/url`, creating nothing: plain `http://` on a public host
 *  (only `https://`, the sandbox's loopback aside) and an address of a private network (deliveries
 *  never go there; a sandbox run with `--webhook-targets any` is the one exception, by its choice). */
async function refusesTargets(ctx: CheckContext): Promise<void> {
  for (const [url, what] of [
    [`http://${ctx.prefix}.example.com/hooks/`, 'plain http, a public host'],
    [`https://10.0.0.1/${ctx.prefix}/`, 'a private network'],
  ] as const) {
    const body = { url, events: subscribable(ctx).slice(0, 1), description: ctx.fixtures.name('hook') };
    const answer = await ctx.call('createWebhook', { body });
    if (answer.status === 201) {
      const id = ctx.body<Resource>(answer).id as number;
      ctx.fixtures.track('webhook', String(id), body.description, async (c) => {
        await c.call('deleteWebhook', { path: { webhook_id: id } });
      });
    }
    const problem = answer.json as { code?: unknown; errors?: Array<{ field?: unknown }> } | undefined;
    ctx.check(
      answer.status === 400 &&
        problem?.code === 'validation_failed' &&
        (problem.errors ?? []).some((error) => error.field === '/url'),
      `createWebhook to ${url} (${what}) answered ${answer.status} ${String(problem?.code ?? '')}, expected 400 validation_failed at /url`,
      { exchange: answer, contract: { operationId: 'createWebhook', status: 400, page: 'introduction#setting-up' } },
    );
  }
}

async function eventsAndDisabling(ctx: CheckContext): Promise<void> {
  await refusesTargets(ctx);
  const receiver = await receiverOrSkip(ctx);
  const path = receiver.endpoint();
  const { webhook, secret } = await createWebhook(ctx, receiver, path, subscribable(ctx));
  const id = webhook.id as number;
  // Beside it: one of the account subscribed to a type the run never causes (it must get none of the
  // server's events), and one of the second account subscribed to everything (it must get none of the
  // first account's events: docs/design/auth.md#tenants).
  // The narrow one lives only while the server is created (an account has at most 10 webhooks and
  // other checks hold some): without room for it, that promise is not judged here.
  const narrowPath = receiver.endpoint();
  const narrowBody = { url: receiver.url + narrowPath, events: rareTypes(ctx), description: ctx.fixtures.name('hook') };
  const narrow = await ctx.call('createWebhook', { body: narrowBody });
  const narrowId = narrow.status === 201 ? (ctx.body<Resource>(narrow).id as number) : undefined;
  if (narrowId !== undefined)
    ctx.fixtures.track('webhook', String(narrowId), narrowBody.description, async (c) => {
      await c.call('deleteWebhook', { path: { webhook_id: narrowId } });
    });
  const altPath = ctx.options.altToken ? receiver.endpoint() : undefined;
  if (altPath) await createWebhook(ctx, receiver, altPath, subscribable(ctx), 'alt');
  for (const read of [
    await ctx.call('getWebhook', { path: { webhook_id: id }, as: readAs(ctx), expect: 200 }),
    await ctx.call('listWebhooks', { query: { per_page: 100 }, as: readAs(ctx), expect: 200 }),
  ])
    ctx.check(
      !read.text.includes(secret),
      `${read.operationId} shows the webhook's secret, which only its create and rotation answers may`,
      {
        exchange: read,
        contract: { operationId: read.operationId as string, page: 'introduction#setting-up' },
      },
    );

  // The test event: to this webhook, whatever it subscribes to; its delivery answered and listed.
  const test = await testDelivery(ctx, receiver, path, id, 0);
  const testEvent = checkDelivery(ctx, receiver, test.received, [secret]);
  ctx.check(
    testEvent?.type === test.delivery.event_type && (testEvent?.data as { webhook_id?: unknown })?.webhook_id === id,
    `the test event is ${String(testEvent?.type)} for webhook ${String((testEvent?.data as { webhook_id?: unknown })?.webhook_id)}, expected ${String(test.delivery.event_type)} for ${id}`,
    {
      exchange: deliveryExchange(receiver, test.received),
      contract: { operationId: 'testWebhook', page: WEBHOOKS_PAGE },
    },
  );

  // Real events: a server of the run created, then running.
  const server = await ctx.fixtures.server(ctx, { wait: false });
  const serverId = server.id as number;
  const ours = (event: Event) => {
    const data = event.data as { server?: { id?: unknown }; action?: { resource?: { type?: unknown; id?: unknown } } };
    return (
      data.server?.id === serverId ||
      (data.action?.resource?.type === 'server' && data.action.resource.id === String(serverId))
    );
  };
  const created = await waitForEvents(
    ctx,
    receiver,
    path,
    [
      (e) => ours(e) && e.type === 'server.created',
      (e) => ours(e) && e.type === 'action.created',
      (e) => ours(e) && e.type === 'server.status_changed' && (e.data as { to?: unknown }).to === 'running',
      (e) => ours(e) && e.type === 'action.succeeded',
    ],
    ctx.options.actionTimeoutMs + FIRST_DELIVERY_MS,
  );
  const names = ['server.created', 'action.created', 'server.status_changed to running', 'action.succeeded'];
  const missing = names.filter((_, index) => !created.found[index]);
  ctx.check(missing.length === 0, `creating server ${serverId} sent no ${missing.join(', ')} event to the webhook`, {
    contract: { page: 'introduction#events' },
  });
  const events = created.found.map((delivery) =>
    delivery ? checkDelivery(ctx, receiver, delivery, [secret]) : undefined,
  );
  const arrival = created.found.map((delivery) => (delivery ? created.all.indexOf(delivery) : -1));
  const [serverCreated, actionCreated, statusChanged, actionSucceeded] = arrival as [number, number, number, number];
  if (serverCreated >= 0 && statusChanged >= 0)
    ctx.check(
      serverCreated < statusChanged,
      'server.status_changed reached the webhook before server.created of the same server',
      {
        exchange: deliveryExchange(receiver, created.found[2] as Delivery),
        contract: { page: 'introduction#delivery-retries-and-ordering' },
      },
    );
  if (actionCreated >= 0 && actionSucceeded >= 0)
    ctx.check(
      actionCreated < actionSucceeded,
      'action.succeeded reached the webhook before action.created of the same action',
      {
        exchange: deliveryExchange(receiver, created.found[3] as Delivery),
        contract: { page: 'introduction#delivery-retries-and-ordering' },
      },
    );
  const changed = events[2]?.data as { from?: unknown; to?: unknown; server?: { status?: unknown } } | undefined;
  if (changed)
    ctx.check(
      changed.from === 'provisioning' && changed.server?.status === changed.to,
      `server.status_changed says from ${String(changed.from)} to ${String(changed.to)} with the server ${String(changed.server?.status)}`,
      { exchange: deliveryExchange(receiver, created.found[2] as Delivery), contract: { page: 'introduction#events' } },
    );
  const ids = created.all.map((delivery) => String(delivery.headers['webhook-id']));
  const eventIds = new Set(events.filter(Boolean).map((event) => (event as Event).id));
  ctx.check(eventIds.size === events.filter(Boolean).length, `two different events share an id: ${ids.join(', ')}`, {
    contract: { page: 'introduction#the-event' },
  });

  // The deliveries are listed, each with its attempts.
  await ctx.fixtures.settle(ctx, 'server', serverId);
  if (narrowId !== undefined) {
    checkSubscription(ctx, receiver, narrowPath, rareTypes(ctx));
    await ctx.call('deleteWebhook', { path: { webhook_id: narrowId }, expect: 200 });
    ctx.fixtures.untrack('webhook', String(narrowId));
  }
  const listed = await ctx.call('listWebhookDeliveries', {
    path: { webhook_id: id },
    query: { per_page: 100 },
    as: readAs(ctx),
    expect: 200,
  });
  const deliveries = (listed.json as { data?: Resource[] } | undefined)?.data ?? [];
  const byEvent = new Map(deliveries.map((d) => [String(d.event_id), d]));
  for (const event of [testEvent, ...events]) {
    if (!event) continue;
    const entry = byEvent.get(event.id);
    ctx.check(
      entry !== undefined &&
        Number(entry.attempts) >= 1 &&
        entry.event_type === event.type &&
        entry.status === 'succeeded',
      `the delivery of ${event.type} ${event.id} is listed as ${entry ? `${String(entry.status)} after ${String(entry.attempts)} attempt(s)` : 'nothing'}, expected succeeded after at least one attempt`,
      { exchange: listed, contract: { operationId: 'listWebhookDeliveries' } },
    );
  }
  const succeeded = await ctx.call('listWebhookDeliveries', {
    path: { webhook_id: id },
    query: { status: 'pending', per_page: 100 },
    as: readAs(ctx),
    expect: 200,
  });
  const pending = (succeeded.json as { data?: Resource[] } | undefined)?.data ?? [];
  ctx.check(
    pending.every((d) => d.status === 'pending'),
    `?status=pending lists ${pending.map((d) => String(d.status)).join(', ')}`,
    {
      exchange: succeeded,
      contract: { operationId: 'listWebhookDeliveries' },
    },
  );

  // Disabled: no new events (the server's deletion), but test events; enabled again, reset.
  const disabled = await ctx.call('updateWebhook', { path: { webhook_id: id }, body: { enabled: false }, expect: 200 });
  const off = ctx.body<Resource>(disabled);
  ctx.check(
    off.enabled === false && off.disabled_reason === 'manual',
    `after PATCH enabled: false the webhook is enabled ${String(off.enabled)}, disabled_reason ${String(off.disabled_reason)}`,
    {
      exchange: disabled,
      contract: { operationId: 'updateWebhook', pointer: ctx.contract.schemaPointer('WebhookDisabledReason') },
    },
  );
  const before = receiver.deliveries(path).length;
  await ctx.fixtures.deleteServer(ctx, serverId);
  const whileDisabled = await testDelivery(ctx, receiver, path, id, before);
  checkDelivery(ctx, receiver, whileDisabled.received, [secret]);
  await ctx.sleep(1_000);
  const late = receiver
    .deliveries(path)
    .slice(before)
    .find((delivery) => {
      try {
        return ours(JSON.parse(delivery.raw.toString('utf8')) as Event);
      } catch {
        return false;
      }
    });
  ctx.check(late === undefined, 'a disabled webhook received an event of the server deleted meanwhile', {
    ...(late ? { exchange: deliveryExchange(receiver, late) } : {}),
    contract: { page: 'introduction#delivery-retries-and-ordering' },
  });
  if (altPath) {
    const leaked = receivedEvents(receiver, altPath).find(({ event }) => ours(event));
    ctx.check(
      leaked === undefined,
      `the second account's webhook received the first account's ${String(leaked?.event.type)} event about server ${serverId}`,
      {
        ...(leaked ? { exchange: deliveryExchange(receiver, leaked.delivery) } : {}),
        contract: { page: 'introduction#events' },
      },
    );
  }
  const enabled = await ctx.call('updateWebhook', { path: { webhook_id: id }, body: { enabled: true }, expect: 200 });
  const on = ctx.body<Resource>(enabled);
  ctx.check(
    on.enabled === true && on.disabled_reason === null && on.consecutive_failures === 0,
    `after PATCH enabled: true the webhook is enabled ${String(on.enabled)}, disabled_reason ${String(on.disabled_reason)}, consecutive_failures ${String(on.consecutive_failures)}`,
    { exchange: enabled, contract: { operationId: 'updateWebhook' } },
  );
}

async function retriesAndRotation(ctx: CheckContext): Promise<void> {
  const receiver = await receiverOrSkip(ctx);
  const path = receiver.endpoint();
  // Subscribed to one type the run does not cause: only test events reach it.
  const { webhook, secret } = await createWebhook(ctx, receiver, path, rareTypes(ctx));
  const id = webhook.id as number;
  receiver.answer(path, [500, 200]);
  const first = await testDelivery(ctx, receiver, path, id, 0);
  const deliveryId = first.delivery.id as number;
  // The server records the attempt once the receiver's answer is in, a moment after the receiver
  // saw it: read the delivery until it shows an attempt (bounded).
  let failed = await ctx.call('getWebhookDelivery', {
    path: { webhook_id: id, delivery_id: deliveryId },
    as: readAs(ctx),
    expect: 200,
  });
  for (let poll = 0; poll < 20 && Number(ctx.body<Resource>(failed).attempts ?? 0) < 1; poll += 1) {
    await ctx.sleep(250);
    failed = await ctx.call('getWebhookDelivery', {
      path: { webhook_id: id, delivery_id: deliveryId },
      as: readAs(ctx),
      expect: 200,
    });
  }
  const afterFailure = ctx.body<Resource>(failed);
  const retryContract = { operationId: 'getWebhookDelivery', page: 'introduction#delivery-retries-and-ordering' };
  if (receiver.deliveries(path).length === 1) {
    const due = Date.parse(String(afterFailure.next_attempt_at)) - Date.parse(String(afterFailure.last_attempt_at));
    ctx.check(
      afterFailure.status === 'pending' &&
        afterFailure.attempts === 1 &&
        afterFailure.last_status_code === 500 &&
        Math.abs(due - FIRST_RETRY_MS) <= SLACK_MS,
      `after a first attempt answered 500 the delivery is ${String(afterFailure.status)}, ${String(afterFailure.attempts)} attempt(s), last_status_code ${String(afterFailure.last_status_code)}, next attempt ${due} ms after the last; expected pending, 1, 500, 5 s`,
      { exchange: failed, contract: retryContract },
    );
  }
  // A failed attempt counts in consecutive_failures; enabling the webhook again resets it (judged only
  // while the retry, whose success also resets it, has not come yet).
  if (receiver.deliveries(path).length === 1 && afterFailure.attempts === 1) {
    const failing = await ctx.call('getWebhook', { path: { webhook_id: id }, as: readAs(ctx), expect: 200 });
    if (receiver.deliveries(path).length === 1)
      ctx.check(
        ctx.body<Resource>(failing).consecutive_failures === 1,
        `after one failed attempt the webhook's consecutive_failures is ${String(ctx.body<Resource>(failing).consecutive_failures)}, expected 1`,
        {
          exchange: failing,
          contract: { operationId: 'getWebhook', page: 'introduction#delivery-retries-and-ordering' },
        },
      );
    await ctx.call('updateWebhook', { path: { webhook_id: id }, body: { enabled: false }, expect: 200 });
    const enabled = await ctx.call('updateWebhook', { path: { webhook_id: id }, body: { enabled: true }, expect: 200 });
    const on = ctx.body<Resource>(enabled);
    if (receiver.deliveries(path).length === 1)
      ctx.check(
        on.enabled === true && on.disabled_reason === null && on.consecutive_failures === 0,
        `after a failed attempt, PATCH enabled: false then true left the webhook enabled ${String(on.enabled)}, disabled_reason ${String(on.disabled_reason)}, consecutive_failures ${String(on.consecutive_failures)}; enabling resets consecutive_failures to 0`,
        {
          exchange: enabled,
          contract: { operationId: 'updateWebhook', page: 'introduction#delivery-retries-and-ordering' },
        },
      );
  }
  const waited = await receiver.waitFor(path, 2, FIRST_RETRY_MS + FIRST_DELIVERY_MS, ctx.signal);
  checkSubscription(ctx, receiver, path, rareTypes(ctx));
  const retry = waited[1];
  if (!retry)
    ctx.fail(`no retry of the test event arrived within ${(FIRST_RETRY_MS + FIRST_DELIVERY_MS) / 1000} s of a 500`, {
      exchange: failed,
    });
  const evidence = {
    exchange: deliveryExchange(receiver, retry),
    contract: { page: 'introduction#delivery-retries-and-ordering' },
  };
  const gap = retry.at - first.received.at;
  ctx.check(
    gap >= FIRST_RETRY_MS - SLACK_MS && gap <= FIRST_RETRY_MS + FIRST_DELIVERY_MS,
    `the retry came ${gap} ms after the failed attempt, expected 5 s`,
    evidence,
  );
  ctx.check(
    retry.headers['webhook-id'] === first.received.headers['webhook-id'] && retry.raw.equals(first.received.raw),
    `the retry's webhook-id or body differ from the first attempt's (${String(retry.headers['webhook-id'])} / ${String(first.received.headers['webhook-id'])})`,
    evidence,
  );
  checkDelivery(ctx, receiver, retry, [secret]);
  // As for the first attempt: the retry's outcome is stored a moment after the receiver answered.
  let done = await ctx.call('getWebhookDelivery', {
    path: { webhook_id: id, delivery_id: deliveryId },
    as: readAs(ctx),
    expect: 200,
  });
  for (let poll = 0; poll < 20 && Number(ctx.body<Resource>(done).attempts ?? 0) < 2; poll += 1) {
    await ctx.sleep(250);
    done = await ctx.call('getWebhookDelivery', {
      path: { webhook_id: id, delivery_id: deliveryId },
      as: readAs(ctx),
      expect: 200,
    });
  }
  const settled = ctx.body<Resource>(done);
  ctx.check(
    settled.status === 'succeeded' && settled.attempts === 2 && settled.last_status_code === 200,
    `after the retry was answered 200 the delivery is ${String(settled.status)} after ${String(settled.attempts)} attempt(s), last_status_code ${String(settled.last_status_code)}`,
    { exchange: done, contract: retryContract },
  );
  const refused = await ctx.call('retryWebhookDelivery', {
    path: { webhook_id: id, delivery_id: deliveryId },
    expect: 400,
  });
  ctx.check(
    (refused.json as { code?: unknown } | undefined)?.code === 'invalid_state',
    `retrying a succeeded delivery answered ${refused.status} ${refused.text.slice(0, 100)}, expected 400 invalid_state`,
    {
      exchange: refused,
      contract: { operationId: 'retryWebhookDelivery', status: 400 },
    },
  );

  // Rotation: a new secret, shown once; deliveries signed by both for 24 hours.
  const rotated = await ctx.call('rotateWebhookSecret', { path: { webhook_id: id }, expect: 200 });
  const next = ctx.body<Resource>(rotated);
  const newSecret = String(next.secret ?? '');
  const window = Date.parse(String(next.secret_rotation_expires_at)) - Date.parse(String(next.updated_at));
  ctx.check(
    /^whsec_/.test(newSecret) && newSecret !== secret && Math.abs(window - 24 * 3_600_000) <= 60_000,
    `rotateWebhookSecret answered secret ${newSecret === secret ? 'unchanged' : 'new'}, secret_rotation_expires_at ${String(next.secret_rotation_expires_at)} (updated_at ${String(next.updated_at)}), expected a new whsec_ secret for 24 hours`,
    { exchange: rotated, contract: { operationId: 'rotateWebhookSecret', page: 'introduction#verifying-signatures' } },
  );
  const afterRotation = await testDelivery(ctx, receiver, path, id, 2);
  checkDelivery(ctx, receiver, afterRotation.received, [newSecret]);
  const signatures = String(afterRotation.received.headers['webhook-signature'] ?? '')
    .split(' ')
    .filter(Boolean);
  ctx.check(
    signatures.length === 2 &&
      verifiesWith(afterRotation.received, newSecret) &&
      verifiesWith(afterRotation.received, secret),
    `during the rotation a delivery carries ${signatures.length} signature(s), verifying with the new secret ${verifiesWith(afterRotation.received, newSecret)}, the previous ${verifiesWith(afterRotation.received, secret)}; expected two, one by each`,
    {
      exchange: deliveryExchange(receiver, afterRotation.received),
      contract: { page: 'introduction#verifying-signatures' },
    },
  );
}

export function webhookChecks(contract: KitContract): Check[] {
  const area = areaOf(contract.operation('createWebhook'));
  return [
    {
      id: 'webhooks.events',
      family: 'webhooks',
      area,
      title:
        "a webhook of the run gets its test event and a server's real events, each with the Standard Webhooks headers, signed over the exact bytes by its secret, valid against the document's webhooks schemas, in order per resource, listed with its attempts; disabled it gets test events only; a webhook subscribed to other types gets none of them, nor does the second account's",
      needs: ['writes', 'webhook-receiver'],
      contract: { operationId: 'createWebhook', page: WEBHOOKS_PAGE },
      run: (ctx) => eventsAndDisabling(ctx),
    },
    {
      id: 'webhooks.retries-rotation',
      family: 'webhooks',
      area,
      title:
        'an attempt answered 500 is retried 5 seconds later with the same webhook-id and body, the delivery then succeeded after 2 attempts and not retryable; the failure counts in consecutive_failures, which enabling the webhook resets; a rotated secret signs beside the previous one',
      needs: ['writes', 'webhook-receiver'],
      contract: { operationId: 'retryWebhookDelivery', page: 'introduction#delivery-retries-and-ordering' },
      run: (ctx) => retriesAndRotation(ctx),
    },
  ];
}
