// The example fleet's webhooks point at documentation domains no delivery can reach: they are loaded
// disabled and the sandbox attempts nothing for them, even as the fleet's work in progress ends and
// raises events; pointed at a receiver and enabled, one delivers its pending delivery, whatever the
// date the test runs on (the example's dates may be ahead of the sandbox clock or far behind it).
import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_KEY } from '../src/store/clock-state.js';
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
  event_id: string;
  status: string;
  next_attempt_at: string | null;
}>;

let h: Harness;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  h = await startHarness({ fleet: true, actionSeconds: 1 });
  // The sandbox clock all but stands still: only the test moves it, so the work the scheduler starts
  // meanwhile (automatic backups) raises no event later, however slow the machine.
  await h.admin('POST', 'clock', { speed: 1e-9 });
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
    // Due now without moving the clock, even when the example dates its next attempt after the sandbox
    // clock: the fleet loads it due at the load at the latest.
    await h.sandbox.webhooks.drain();
    const delivery = (await h.op('getWebhookDelivery', { webhook_id: pending.webhook_id, delivery_id: pending.id }))
      .body;
    expect(delivery.status).toBe('succeeded');
    expect(receiver.received.map((r) => r.event.id)).toEqual([pending.event_id]);
  });
});

describe("the example fleet's pending delivery, on a sandbox clock earlier than the example's dates", () => {
  it('is due at the load: enabled, its webhook sends it at once', async () => {
    const pending = DELIVERIES.find((d) => d.status === 'pending')!;
    const dir = mkdtempSync(join(tmpdir(), 'fleet-webhooks-'));
    const file = join(dir, 'sandbox.db');
    const early = await startReceiver();
    let sandbox: Harness | undefined;
    try {
      await (await startHarness({ db: file })).close(); // makes the database file and its schema
      // The clock kept with the database (sandbox/db/clock-state.ts): 200 days before the example's next
      // attempt, all but standing still. The fleet is loaded on it at the next start.
      const virtual = Date.parse(pending.next_attempt_at!) - 200 * 86_400_000;
      const sqlite = new BetterSqlite3(file);
      sqlite
        .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value')
        .run(CLOCK_KEY, JSON.stringify({ real: Date.now(), virtual, speed: 1e-9 }));
      sqlite.close();
      sandbox = await startHarness({ db: file, fleet: true, actionSeconds: 1 });
      expect(sandbox.sandbox.clock.now()).toBeLessThan(virtual + 86_400_000);
      await sandbox.op(
        'updateWebhook',
        { webhook_id: pending.webhook_id },
        { body: { url: early.url, enabled: true } },
      );
      await sandbox.sandbox.webhooks.drain();
      const delivery = (
        await sandbox.op('getWebhookDelivery', { webhook_id: pending.webhook_id, delivery_id: pending.id })
      ).body;
      expect(delivery.status).toBe('succeeded');
      expect(early.received.map((r) => r.event.id)).toEqual([pending.event_id]);
    } finally {
      await sandbox?.close();
      await early.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
