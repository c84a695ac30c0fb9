// The webhook endpoints' rules (docs/design/webhooks.md): URLs, the loopback-only default and its flag,
// the quota, scopes, subscriptions, PATCH, and the delivery-time check of a target outside loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers.js';
import { startReceiver, type Receiver } from './webhooks-receiver.js';

const wallStart = performance.now();
let h: Harness;
let receiver: Receiver;
beforeAll(async () => {
  h = await startHarness();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.stop();
  await h.close();
  console.log(
    `[webhooks] api: URL rules, quota, scopes, PATCH, target_refused at delivery; wall ${Math.round(performance.now() - wallStart)} ms`,
  );
});

/** A token of a new account, so each test starts with no webhook. */
async function freshAccount(scopes: 'all' | 'read' = 'all'): Promise<string> {
  return (await h.admin('POST', 'tokens', { scopes })).token as string;
}

const create = (token: string, body: unknown) => h.op('createWebhook', {}, { token, body });

describe('webhook endpoints', () => {
  it('accepts https and loopback http URLs, refuses the rest with validation_failed at /url', async () => {
    const token = await freshAccount();
    for (const url of [receiver.url, `http://localhost:${receiver.port}/x?y=1`, 'https://127.0.0.1/hooks']) {
      expect((await create(token, { url, events: ['server.created'] })).status, url).toBe(201);
    }
    for (const url of [
      'http://example.com/hook',
      'ftp://127.0.0.1/x',
      'http://10.0.0.1/x',
      '/relative',
      `https://x.example/${'a'.repeat(2048)}`,
    ]) {
      const answer = await create(token, { url, events: ['server.created'] });
      expect(
        [answer.status, answer.body.code, answer.body.errors?.map((e: { field: string }) => e.field)],
        url,
      ).toEqual([400, 'validation_failed', ['/url']]);
    }
  });

  it('refuses https targets outside loopback unless started with --webhook-targets any', async () => {
    const token = await freshAccount();
    const refused = await create(token, { url: 'https://hooks.example.com/vps/', events: ['server.created'] });
    expect([refused.status, refused.body.errors[0].field]).toEqual([400, '/url']);
    expect(refused.body.errors[0].message).toContain('--webhook-targets any');
    const patched = await create(token, { url: receiver.url, events: ['server.created'] });
    const patch = await h.op(
      'updateWebhook',
      { webhook_id: patched.body.id },
      { token, body: { url: 'https://hooks.example.com/vps/' } },
    );
    expect([patch.status, patch.body.errors[0].field]).toEqual([400, '/url']);

    const open = await startHarness({ webhookTargets: 'any' });
    try {
      const accepted = await open.op(
        'createWebhook',
        {},
        { body: { url: 'https://hooks.example.com/vps/', events: ['server.created'] } },
      );
      expect(accepted.status).toBe(201);
    } finally {
      await open.close();
    }
  });

  it("a target outside loopback found at delivery time is refused without a request (the example fleet's webhook)", async () => {
    const { account_id: account, token: fleetToken } = await h.admin('POST', 'tokens', { scopes: 'all' });
    await h.admin('POST', 'fleet', { account_id: account });
    const fleetWebhooks = (await h.op('listWebhooks', {}, { token: fleetToken })).body.data;
    // Loaded disabled (src/webhooks/fleet.ts); the test event is sent to a disabled webhook too.
    const outside = fleetWebhooks.find((w: { url: string }) => !/\/\/(127\.0\.0\.1|localhost)[:/]/.test(w.url));
    expect(outside).toBeDefined();
    const test = await h.op('testWebhook', { webhook_id: outside.id }, { token: fleetToken });
    await h.sandbox.webhooks.drain();
    const delivery = (
      await h.op('getWebhookDelivery', { webhook_id: outside.id, delivery_id: test.body.id }, { token: fleetToken })
    ).body;
    expect(delivery).toMatchObject({
      attempts: 1,
      last_error: 'target_refused',
      last_status_code: null,
      status: 'pending',
    });
  });

  it('at most 10 webhooks per account (quota_exceeded); the read token lists but cannot create', async () => {
    const token = await freshAccount();
    for (let i = 0; i < 10; i++)
      expect((await create(token, { url: receiver.url, events: ['server.created'] })).status).toBe(201);
    const over = await create(token, { url: receiver.url, events: ['server.created'] });
    expect([over.status, over.body.code]).toEqual([400, 'quota_exceeded']);
    expect((await h.op('listWebhooks', {}, { token, query: 'per_page=100' })).body.data).toHaveLength(10);

    const readToken = await freshAccount('read');
    expect((await h.op('listWebhooks', {}, { token: readToken })).status).toBe(200);
    const refused = await create(readToken, { url: receiver.url, events: ['server.created'] });
    expect([refused.status, refused.body.code]).toEqual([403, 'insufficient_scope']);
  });

  it('webhook.test cannot be subscribed to; events are unique; PATCH changes settings and enabled', async () => {
    const token = await freshAccount();
    const testType = await create(token, { url: receiver.url, events: ['webhook.test'] });
    expect([testType.status, testType.body.code]).toEqual([400, 'validation_failed']);
    const twice = await create(token, { url: receiver.url, events: ['server.created', 'server.created'] });
    expect([twice.status, twice.body.code]).toEqual([400, 'validation_failed']);

    const created = (await create(token, { url: receiver.url, events: ['server.created'], description: 'first' })).body;
    expect(created).toMatchObject({
      description: 'first',
      enabled: true,
      disabled_reason: null,
      consecutive_failures: 0,
      secret_rotation_expires_at: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const off = await h.op(
      'updateWebhook',
      { webhook_id: created.id },
      { token, body: { enabled: false, events: ['server.deleted', 'dns_zone.changed'] } },
    );
    expect(off.body).toMatchObject({
      enabled: false,
      disabled_reason: 'manual',
      events: ['server.deleted', 'dns_zone.changed'],
      description: 'first',
    });
    // A disabled webhook gets no delivery.
    await h.op('createDnsZone', {}, { token, body: { name: 'disabled-hook.com' } });
    expect((await h.op('listWebhookDeliveries', { webhook_id: created.id }, { token })).body.data).toEqual([]);
    const on = await h.op('updateWebhook', { webhook_id: created.id }, { token, body: { enabled: true } });
    expect(on.body).toMatchObject({ enabled: true, disabled_reason: null });
    // Another account's webhook is not found.
    const other = await freshAccount();
    expect((await h.op('getWebhook', { webhook_id: created.id }, { token: other })).status).toBe(404);
  });
});
