// Webhooks: endpoints that receive signed events, their secrets, test events and deliveries (docs/design/webhooks.md).
import { randomBytes } from 'node:crypto';
import { iso } from '../clock.js';
import type { Handlers, RequestContext } from '../../http/context.js';
import { equals, listPage, listReply } from '../list.js';
import { href } from '../paths.js';
import { invalidField, invalidState, notFound, ProblemError } from '../problem.js';
import {
  countWebhooks,
  deleteWebhookRow,
  deliveredNumbers,
  findDelivery,
  findWebhook,
  insertWebhook,
  nextId,
  updateDeliveryRow,
  updateWebhookRow,
  webhooksOf,
  type DeliveredRow,
  type WebhookRow,
} from '../../webhooks/db.js';
import { emitEvent, TEST_EVENT } from '../../webhooks/events.js';
import { refusedTarget } from '../../webhooks/targets.js';
import type { components } from '@vps-hosting/api/schema';

type Webhook = components['schemas']['Webhook'];
type WebhookDelivery = components['schemas']['WebhookDelivery'];

/** Webhooks per account (docs/design/webhooks.md#endpoints). */
export const MAX_WEBHOOKS_PER_ACCOUNT = 10;
/** How long the previous secret keeps signing after a rotation, on the sandbox clock. */
export const ROTATION_MS = 24 * 60 * 60 * 1000;

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export function renderWebhook(row: WebhookRow, now: number): Webhook {
  const rotating = row.previous_secret !== null && row.rotation_expires_ms !== null && row.rotation_expires_ms > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as Webhook['events'],
    enabled: row.enabled === 1,
    disabled_reason: row.disabled_reason as Webhook['disabled_reason'],
    consecutive_failures: row.consecutive_failures,
    secret_rotation_expires_at: rotating ? iso(row.rotation_expires_ms!) : null,
    created_at: iso(row.created_ms),
    updated_at: iso(row.updated_ms),
  };
}

/** The WebhookDelivery sent. The stored rows keep their own types (webhooks/db.ts: SQL columns, the
 *  event's type and resource as text): they hold only what the outbox wrote from the document's events
 *  (docs/design/webhooks.md#outbox). */
export function renderDelivery(row: DeliveredRow): WebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    event_id: row.event_id,
    event_type: row.event_type as WebhookDelivery['event_type'],
    resource:
      row.resource_type === null
        ? null
        : ({ type: row.resource_type, id: row.resource_id } as WebhookDelivery['resource']),
    status: row.status,
    attempts: row.attempts,
    last_attempt_at: row.last_attempt_ms === null ? null : iso(row.last_attempt_ms),
    last_status_code: row.last_status_code,
    last_error: row.last_error as WebhookDelivery['last_error'],
    next_attempt_at: row.next_attempt_ms === null ? null : iso(row.next_attempt_ms),
    created_at: iso(row.created_ms),
    event: JSON.parse(row.event_body) as WebhookDelivery['event'],
  };
}

async function loadWebhook(ctx: RequestContext & { params: { webhook_id: number } }): Promise<WebhookRow> {
  const id = ctx.params.webhook_id;
  const row = await findWebhook(ctx.store.sql, ctx.account, id);
  if (!row) throw notFound(`webhook ${id}`);
  return row;
}

async function loadDelivery(
  ctx: RequestContext & { params: { delivery_id: number } },
  webhook: WebhookRow,
): Promise<DeliveredRow> {
  const id = ctx.params.delivery_id;
  const row = await findDelivery(ctx.store.sql, ctx.account, webhook.id, id);
  if (!row) throw notFound(`delivery ${id} of the webhook ${webhook.id}`);
  return row;
}

/** Any https:// URL passes the schema; the sandbox delivers to loopback by default (docs/design/webhooks.md#targets) */
function checkTarget(ctx: RequestContext, url: string): void {
  const refused = refusedTarget(url, ctx.config.webhookTargets);
  if (refused) throw invalidField('/url', refused);
}

const webhookUrl = (ctx: RequestContext, id: number) => ctx.baseUrl + href('getWebhook', { webhook_id: id });

export const webhookHandlers = {
  listWebhooks: async (ctx) =>
    listReply(ctx, await webhooksOf(ctx.store.sql, ctx.account), { identity: (w) => w.id }, (w) =>
      renderWebhook(w, ctx.now),
    ),

  createWebhook: async (ctx) => {
    const b = ctx.body;
    checkTarget(ctx, b.url);
    if ((await countWebhooks(ctx.store.sql, ctx.account)) >= MAX_WEBHOOKS_PER_ACCOUNT) {
      throw new ProblemError('quota_exceeded', `An account may have at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks.`);
    }
    const row: WebhookRow = {
      id: await nextId(ctx.store.sql, 'webhook'),
      account_id: ctx.account,
      url: b.url,
      description: b.description ?? '',
      events: JSON.stringify(b.events),
      enabled: 1,
      disabled_reason: null,
      consecutive_failures: 0,
      secret: newSecret(),
      previous_secret: null,
      rotation_expires_ms: null,
      created_ms: ctx.now,
      updated_ms: ctx.now,
    };
    await insertWebhook(ctx.store.sql, row);
    return {
      status: 201,
      body: { ...renderWebhook(row, ctx.now), secret: row.secret },
      location: webhookUrl(ctx, row.id),
    };
  },

  getWebhook: async (ctx) => ({ status: 200, body: renderWebhook(await loadWebhook(ctx), ctx.now) }),

  updateWebhook: async (ctx) => {
    const row = await loadWebhook(ctx);
    const b = ctx.body;
    if (b.url !== undefined) {
      checkTarget(ctx, b.url);
      row.url = b.url;
    }
    if (b.events !== undefined) row.events = JSON.stringify(b.events);
    if (b.description !== undefined) row.description = b.description;
    if (b.enabled === true) Object.assign(row, { enabled: 1, disabled_reason: null, consecutive_failures: 0 });
    if (b.enabled === false && row.enabled === 1) Object.assign(row, { enabled: 0, disabled_reason: 'manual' });
    row.updated_ms = ctx.now;
    await updateWebhookRow(ctx.store.sql, row);
    return { status: 200, body: renderWebhook(row, ctx.now) };
  },

  deleteWebhook: async (ctx) => {
    const row = await loadWebhook(ctx);
    await deleteWebhookRow(ctx.store.sql, ctx.account, row.id);
    return { status: 200, body: renderWebhook(row, ctx.now) };
  },

  rotateWebhookSecret: async (ctx) => {
    const row = await loadWebhook(ctx);
    Object.assign(row, {
      previous_secret: row.secret,
      secret: newSecret(),
      rotation_expires_ms: ctx.now + ROTATION_MS,
      updated_ms: ctx.now,
    });
    await updateWebhookRow(ctx.store.sql, row);
    return { status: 200, body: { ...renderWebhook(row, ctx.now), secret: row.secret } };
  },

  testWebhook: async (ctx) => {
    const webhook = await loadWebhook(ctx);
    const data = {
      webhook_id: webhook.id,
      message: 'A test event from the sandbox: your endpoint receives and verifies deliveries.',
    };
    const [id] = await emitEvent(
      ctx.store.sql,
      ctx.account,
      { type: TEST_EVENT, data, resource: null, at: ctx.now },
      webhook.id,
    );
    const delivery = (await findDelivery(ctx.store.sql, ctx.account, webhook.id, id!))!;
    return {
      status: 201,
      body: renderDelivery(delivery),
      location: ctx.baseUrl + href('getWebhookDelivery', { webhook_id: webhook.id, delivery_id: delivery.id }),
    };
  },

  listWebhookDeliveries: async (ctx) => {
    const webhook = await loadWebhook(ctx);
    return listPage(ctx, {
      from: 'webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id',
      where: { sql: 'd.webhook_id = ?', params: [webhook.id] },
      columns: 'd.*, e.type AS event_type, e.body AS event_body',
      identity: 'd.id',
      filters: { status: equals('d.status') },
      total: () => ctx.store.listCount('delivery', 0, webhook.id),
      render: (row: DeliveredRow) => renderDelivery(deliveredNumbers(row)!),
    });
  },

  getWebhookDelivery: async (ctx) => ({
    status: 200,
    body: renderDelivery(await loadDelivery(ctx, await loadWebhook(ctx))),
  }),

  retryWebhookDelivery: async (ctx) => {
    const delivery = await loadDelivery(ctx, await loadWebhook(ctx));
    if (delivery.status !== 'failed') {
      throw invalidState(`delivery ${delivery.id}`, delivery.status, 'only a failed delivery can be retried');
    }
    Object.assign(delivery, { status: 'pending', run_attempts: 0, next_attempt_ms: ctx.now });
    await updateDeliveryRow(ctx.store.sql, delivery);
    return { status: 200, body: renderDelivery(delivery) };
  },
} satisfies Partial<Handlers>;
