// Delivery semantics on the sandbox clock (docs/design/webhooks.md): retries and their back-off, a receiver that goes
// down and comes back, order per resource, failure after 7 attempts, retry, disabling after 20
// failures in a row, redirects, secret rotation, the test event, and what deleting a webhook drops.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers.js';
import { deliveryProblems, startReceiver, verifiesWith, type Receiver } from './webhooks-receiver.js';

const ACTION_SECONDS = 10;
/** The delay after each failed attempt in sandbox-clock seconds, 7 attempts (docs/design/webhooks.md#retries). */
const BACKOFF_SECONDS = [5, 300, 1800, 7200, 18000, 36000];
/** The slowest pace of the sandbox clock: a millionth of real time. */
const FROZEN = 1e-6;
const newServer = (name: string) => ({ name, plan: 'vps-1c-1g', location: 'fra1', image: 'ubuntu-24.04' });
const wallStart = performance.now();
const tally = { attempts: 0, retries: 0, failedFinal: 0, disabled: 0 };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(() => {
  console.log(
    `[webhooks] delivery: ${tally.attempts} attempts, retries ${tally.retries}, deliveries failed after their run ${tally.failedFinal}, ` +
      `endpoints disabled ${tally.disabled}; wall ${Math.round(performance.now() - wallStart)} ms`,
  );
});

interface Setup {
  h: Harness;
  receiver: Receiver;
  webhook: { id: number; secret: string };
  /** Attempts what is due, moves the sandbox clock, then waits for every attempt due. */
  advance(seconds: number): Promise<void>;
  deliveries(query?: string): Promise<Array<Record<string, any>>>;
}

async function setup(events: string[]): Promise<Setup> {
  const h = await startHarness({ actionSeconds: ACTION_SECONDS });
  const receiver = await startReceiver();
  cleanups.push(async () => {
    tally.attempts += h.sandbox.webhooks.attempts;
    tally.retries += h.sandbox.webhooks.retries;
    await receiver.stop();
    await h.close();
  });
  // The sandbox clock all but stands still: only the test moves it, so attempts come when the test says.
  await h.admin('POST', 'clock', { speed: FROZEN });
  const webhook = (await h.op('createWebhook', {}, { body: { url: receiver.url, events } })).body as Setup['webhook'];
  return {
    h,
    receiver,
    webhook,
    advance: async (seconds) => {
      await h.sandbox.webhooks.drain(); // what the requests so far caused, before the clock moves on
      await h.advance(seconds);
      await h.sandbox.webhooks.drain();
    },
    deliveries: async (query = 'per_page=100') =>
      (await h.op('listWebhookDeliveries', { webhook_id: webhook.id }, { query })).body.data,
  };
}

const seconds = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

describe('webhook deliveries', () => {
  it('a receiver that answers 500 twice gets the third attempt, 5 s and 5 min later on the sandbox clock', async () => {
    const s = await setup(['server.created']);
    let calls = 0;
    s.receiver.answer = () => (++calls <= 2 ? 500 : 204);
    await s.h.op('createServer', {}, { body: newServer('retry-01') });
    await s.h.sandbox.webhooks.drain();
    let [delivery] = await s.deliveries();
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_error: 'http_status',
    });
    expect(seconds(delivery!.last_attempt_at, delivery!.next_attempt_at)).toBe(BACKOFF_SECONDS[0]);

    await s.advance(BACKOFF_SECONDS[0]! - 1);
    expect(s.receiver.received).toHaveLength(1);
    await s.advance(1);
    [delivery] = await s.deliveries();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2 });
    expect(seconds(delivery!.last_attempt_at, delivery!.next_attempt_at)).toBe(BACKOFF_SECONDS[1]);

    await s.advance(BACKOFF_SECONDS[1]!);
    [delivery] = await s.deliveries();
    expect(delivery).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      last_status_code: 204,
      last_error: null,
      next_attempt_at: null,
    });
    expect(s.receiver.received).toHaveLength(3);
    // The same event, the same webhook-id on every attempt, each signed afresh.
    expect(new Set(s.receiver.received.map((d) => d.headers['webhook-id']))).toEqual(new Set([delivery!.event_id]));
    expect(s.receiver.received.flatMap((d) => deliveryProblems(d, [s.webhook.secret]))).toEqual([]);
  });

  it('a receiver stopped mid-run gets everything after it restarts, each resource in order, later events waiting for earlier ones', async () => {
    const s = await setup(['server.created', 'server.status_changed', 'action.created', 'action.succeeded']);
    const server = (await s.h.op('createServer', {}, { body: newServer('down-01') })).body;
    await s.advance(ACTION_SECONDS);
    const before = s.receiver.received.length;
    expect(before).toBe(4);

    await s.receiver.stop();
    await s.h.op('powerOffServer', { server_id: server.id });
    await s.advance(ACTION_SECONDS);
    await s.h.op('powerOnServer', { server_id: server.id });
    await s.advance(ACTION_SECONDS);
    const waiting = (await s.deliveries('status=pending&per_page=100')).filter((d) => d.resource.type === 'server');
    // running → stopping → stopped → starting → running: the first is being retried, the rest wait behind it.
    expect(waiting.map((d) => [d.event.data.to, d.attempts, d.last_error])).toEqual([
      ['stopping', 2, 'connection_refused'],
      ['stopped', 0, null],
      ['starting', 0, null],
      ['running', 0, null],
    ]);

    await s.receiver.start();
    await s.advance(BACKOFF_SECONDS[1]!);
    const all = await s.deliveries();
    expect(all.filter((d) => d.status !== 'succeeded')).toEqual([]);
    const received = s.receiver.received.slice(before);
    expect(new Set(received.map((d) => d.event.id))).toEqual(new Set(all.slice(before).map((d) => d.event_id)));
    expect(received.filter((d) => d.event.type === 'server.status_changed').map((d) => d.event.data.to)).toEqual([
      'stopping',
      'stopped',
      'starting',
      'running',
    ]);
    expect(received.flatMap((d) => deliveryProblems(d, [s.webhook.secret]))).toEqual([]);
  });

  it('7 failed attempts make a delivery failed; 20 failures in a row disable the webhook; retry resends a failed delivery', async () => {
    const s = await setup(['server.created']);
    s.receiver.answer = () => 503;
    for (const name of ['fail-01', 'fail-02', 'fail-03']) await s.h.op('createServer', {}, { body: newServer(name) });
    await s.h.sandbox.webhooks.drain();
    for (const delay of BACKOFF_SECONDS) {
      const pending = await s.deliveries('status=pending');
      expect(
        pending.map((d) => seconds(d.last_attempt_at, d.next_attempt_at)),
        JSON.stringify(pending.map((d) => [d.last_attempt_at, d.next_attempt_at, d.attempts])),
      ).toEqual(pending.map(() => delay));
      await s.advance(delay);
    }
    const failed = await s.deliveries();
    expect(failed.map((d) => [d.status, d.attempts, d.next_attempt_at])).toEqual([
      ['failed', 7, null],
      ['failed', 7, null],
      ['failed', 7, null],
    ]);
    const webhook = (await s.h.op('getWebhook', { webhook_id: s.webhook.id })).body;
    expect(webhook).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect(webhook.consecutive_failures).toBeGreaterThanOrEqual(20);
    // Disabled: no new delivery.
    await s.h.op('createServer', {}, { body: newServer('fail-04') });
    expect(await s.deliveries()).toHaveLength(3);

    // Only a failed delivery can be retried; the retried one waits for the webhook to be enabled.
    s.receiver.answer = () => 200;
    const retried = await s.h.op('retryWebhookDelivery', { webhook_id: s.webhook.id, delivery_id: failed[0]!.id });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'pending', attempts: 7 });
    expect(retried.body.next_attempt_at).toBe((await s.h.admin('GET', 'clock')).now);
    const again = await s.h.op('retryWebhookDelivery', { webhook_id: s.webhook.id, delivery_id: failed[0]!.id });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_state');
    await s.h.sandbox.webhooks.drain();
    expect(await s.deliveries('status=pending')).toHaveLength(1);
    const enabled = await s.h.op('updateWebhook', { webhook_id: s.webhook.id }, { body: { enabled: true } });
    expect(enabled.body).toMatchObject({ enabled: true, disabled_reason: null, consecutive_failures: 0 });
    await s.advance(0);
    const resent = (await s.h.op('getWebhookDelivery', { webhook_id: s.webhook.id, delivery_id: failed[0]!.id })).body;
    expect(resent).toMatchObject({ status: 'succeeded', attempts: 8, last_status_code: 200 });
    tally.failedFinal += 3;
    tally.disabled += 1;
  });

  it('a redirect is a failed attempt, not followed', async () => {
    const s = await setup(['server.created']);
    const elsewhere = await startReceiver();
    cleanups.push(() => elsewhere.stop());
    s.receiver.answer = () => ({ status: 307, headers: { location: elsewhere.url } });
    await s.h.op('createServer', {}, { body: newServer('redirect-01') });
    await s.h.sandbox.webhooks.drain();
    const [delivery] = await s.deliveries();
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 307,
      last_error: 'http_status',
    });
    expect(elsewhere.received).toHaveLength(0);
  });

  it('after a rotation both secrets sign for 24 hours of the sandbox clock, then only the new one', async () => {
    const s = await setup(['server.created']);
    const old = s.webhook.secret;
    const rotated = await s.h.op('rotateWebhookSecret', { webhook_id: s.webhook.id });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.secret as string;
    expect(fresh).not.toBe(old);
    expect(seconds((await s.h.admin('GET', 'clock')).now, rotated.body.secret_rotation_expires_at)).toBe(24 * 3600);
    // The secret is shown only by create and rotate.
    expect((await s.h.op('getWebhook', { webhook_id: s.webhook.id })).body).not.toHaveProperty('secret');
    expect((await s.h.op('listWebhooks')).body.data[0]).not.toHaveProperty('secret');

    await s.h.op('createServer', {}, { body: newServer('rotate-01') });
    await s.h.sandbox.webhooks.drain();
    const during = s.receiver.received.at(-1)!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect([verifiesWith(during, old), verifiesWith(during, fresh)]).toEqual([true, true]);

    await s.advance(24 * 3600);
    expect((await s.h.op('getWebhook', { webhook_id: s.webhook.id })).body.secret_rotation_expires_at).toBeNull();
    await s.h.op('createServer', {}, { body: newServer('rotate-02') });
    await s.h.sandbox.webhooks.drain();
    const after = s.receiver.received.at(-1)!;
    expect(after.event.data.server.name).toBe('rotate-02');
    expect([verifiesWith(after, old), verifiesWith(after, fresh)]).toEqual([false, true]);
  });

  it('the test operation sends webhook.test whatever the subscription, and answers the new delivery', async () => {
    const s = await setup(['domain.expired']);
    const test = await s.h.op('testWebhook', { webhook_id: s.webhook.id });
    expect(test.status).toBe(201);
    expect(test.headers.get('location')).toBe(
      `${s.h.sandbox.url}/api/v1/webhooks/${s.webhook.id}/deliveries/${test.body.id}/`,
    );
    expect(test.body).toMatchObject({ status: 'pending', attempts: 0, resource: null, event_type: 'webhook.test' });
    await s.h.sandbox.webhooks.drain();
    expect(s.receiver.received.map((d) => [d.event.type, d.event.data.webhook_id, d.event.id])).toEqual([
      ['webhook.test', s.webhook.id, test.body.event_id],
    ]);
    expect(deliveryProblems(s.receiver.received[0]!, [s.webhook.secret])).toEqual([]);
  });

  it('a disabled webhook gets no new deliveries; its pending ones wait until it is enabled; test events still reach it', async () => {
    const s = await setup(['server.created']);
    await s.receiver.stop();
    await s.h.op('createServer', {}, { body: newServer('waits-01') });
    await s.h.sandbox.webhooks.drain();
    const [pending] = await s.deliveries();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(
      (await s.h.op('updateWebhook', { webhook_id: s.webhook.id }, { body: { enabled: false } })).body,
    ).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    await s.receiver.start();
    await s.advance(BACKOFF_SECONDS[0]!);
    expect(s.receiver.received).toHaveLength(0);
    await s.h.op('createServer', {}, { body: newServer('unseen-01') });
    expect(await s.deliveries()).toHaveLength(1);
    const test = await s.h.op('testWebhook', { webhook_id: s.webhook.id });
    await s.h.sandbox.webhooks.drain();
    expect(s.receiver.received.map((d) => d.event.id)).toEqual([test.body.event_id]);
    expect(
      (await s.h.op('updateWebhook', { webhook_id: s.webhook.id }, { body: { enabled: true } })).body,
    ).toMatchObject({ enabled: true, disabled_reason: null });
    await s.advance(0);
    expect(s.receiver.received.map((d) => d.event.id)).toEqual([test.body.event_id, pending!.event_id]);
    expect(s.receiver.received[1]!.event.data.server.name).toBe('waits-01');
  });

  it('deleting a webhook drops its pending deliveries', async () => {
    const s = await setup(['server.created']);
    await s.receiver.stop();
    await s.h.op('createServer', {}, { body: newServer('dropped-01') });
    await s.h.sandbox.webhooks.drain();
    expect(await s.deliveries()).toHaveLength(1);
    expect((await s.h.op('deleteWebhook', { webhook_id: s.webhook.id })).status).toBeLessThan(300);
    expect((await s.h.op('listWebhookDeliveries', { webhook_id: s.webhook.id })).status).toBe(404);
    await s.receiver.start();
    await s.advance(BACKOFF_SECONDS[0]!);
    expect(s.receiver.received).toHaveLength(0);
  });
});
