// The example fleet's webhooks point at documentation domains no delivery can reach: they are loaded
// disabled and the sandbox attempts nothing for them, even as the fleet's work in progress ends and
// raises events; pointed at a receiver and enabled, one delivers its pending delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, startHarness, type Harness } from './helpers.js';
import { startReceiver, type Receiver } from './webhooks-receiver.js';

const EXAMPLE = doc.components.examples.WebhookListAll.value.data as Array<{
  id: number;
  enabled: boolean;
  disabled_reason: string | null;
  events: string[];
}>;
const DELIVERIES = doc.components.examples.WebhookDeliveryListAll.value.data as Array<{
  id: number;
  webhook_id: number;
  status: string;
  next_attempt_at: string | null;
}>;

let h: Harness;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  h = await startHarness({ fleet: true, actionSeconds: 1 });
});
afterAll(async () => {
  await h.close();
  await receiver.stop();
});

describe("the example fleet's webhooks", () => {
  it('are loaded disabled (manual where the example shows them enabled) and never attempted', async () => {
    await h.advance(3 * 86_400); // the fleet's work in progress ends: its events are raised
    await h.sandbox.webhooks.drain();
    expect(h.sandbox.webhooks.attempts).toBe(0);
    const listed = (await h.op('listWebhooks')).body.data as Array<{
      id: number;
      enabled: boolean;
      disabled_reason: string | null;
    }>;
    for (const example of EXAMPLE) {
      const webhook = listed.find((w) => w.id === example.id);
      expect(webhook, String(example.id)).toMatchObject({
        enabled: false,
        disabled_reason: example.enabled ? 'manual' : example.disabled_reason,
      });
    }
    // No delivery beyond the example's was queued for them (retention may have pruned the example's
    // finished ones when the sandbox clock is far past their dates; the pending one stays).
    const stored = (await h.sandbox.db.all<{ id: number }>('SELECT id FROM webhook_deliveries ORDER BY id')).map((d) =>
      Number(d.id),
    );
    const exampleIds = new Set(DELIVERIES.map((d) => d.id));
    expect(stored.filter((id) => !exampleIds.has(id))).toEqual([]);
    expect(stored).toContain(DELIVERIES.find((d) => d.status === 'pending')!.id);
  });

  it('deliver once pointed at a receiver and enabled: the pending delivery goes out', async () => {
    const pending = DELIVERIES.find((d) => d.status === 'pending')!;
    const updated = await h.op(
      'updateWebhook',
      { webhook_id: pending.webhook_id },
      { body: { url: receiver.url, enabled: true } },
    );
    expect(updated.body).toMatchObject({ enabled: true, disabled_reason: null });
    // Its next attempt as the example dates it, whatever the day the test runs.
    await h.advance(Math.max(0, Math.ceil((Date.parse(pending.next_attempt_at!) - h.sandbox.clock.now()) / 1000)));
    await h.sandbox.webhooks.drain();
    const delivery = (await h.op('getWebhookDelivery', { webhook_id: pending.webhook_id, delivery_id: pending.id }))
      .body;
    expect(delivery.status).toBe('succeeded');
    expect(receiver.received).toHaveLength(1);
  });
});
