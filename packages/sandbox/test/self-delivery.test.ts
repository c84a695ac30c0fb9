// A running sandbox never delivers a webhook to itself (src/webhooks/self-target.ts): a webhook whose
// URL is the sandbox's own admin reset, in several spellings, is refused as target_refused at each
// attempt, under every target policy that would otherwise let it through, and the accounts survive.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TargetPolicy } from '../src/webhooks/targets.js';
import { type Harness, startHarness } from './helpers.js';

let h: Harness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
});

describe.each<TargetPolicy>(['loopback', 'any'])('a sandbox with --webhook-targets %s', (webhookTargets) => {
  it('refuses every spelling of its own address as target_refused, and no account is wiped', async () => {
    h = await startHarness({ webhookTargets });
    const harness = h;
    const port = new URL(harness.sandbox.url).port;
    const before = await harness.op('listServers');
    expect(before.status).toBe(200);
    const urls = [`http://127.0.0.1:${port}/_admin/reset`, `http://localhost:${port}/_admin/reset`];
    if (webhookTargets === 'any') urls.push(`https://127.1:${port}/_admin/reset`, `https://[::ffff:7f00:1]:${port}/`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: Array<{ webhook: number; delivery: number }> = [];
    for (const url of urls) {
      const created = await harness.op('createWebhook', {}, { body: { url, events: ['server.created'] } });
      expect(created.status, `${url}: ${JSON.stringify(created.body)}`).toBe(201);
      const test = await harness.op('testWebhook', { webhook_id: created.body.id });
      sent.push({ webhook: created.body.id, delivery: test.body.id });
    }
    await harness.sandbox.webhooks.drain();
    for (const ids of sent) {
      const delivery = await harness.op('getWebhookDelivery', { webhook_id: ids.webhook, delivery_id: ids.delivery });
      expect(delivery.body).toMatchObject({ attempts: 1, last_error: 'target_refused', last_status_code: null });
    }
    const reasons = warn.mock.calls.map((args) => args.join(' ')).filter((line) => line.includes('target_refused'));
    expect(reasons).toHaveLength(urls.length);
    for (const reason of reasons) expect(reason).toMatch(/reaches this sandbox itself/);
    // The token still works and the account still has its servers: no reset ran.
    const after = await harness.op('listServers');
    expect(after.status).toBe(200);
    expect(after.body.meta).toEqual(before.body.meta);
  });
});
