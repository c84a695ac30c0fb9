// The outbox (docs/design/webhooks.md#outbox): an event is written in the transaction of its change, so a
// change that is refused or rolled back sends nothing, and an acknowledged change's event survives SIGKILL.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../src/webhooks/events.js';
import { pathOf, startHarness } from './helpers.js';
import { deliveryProblems, startReceiver } from './webhooks-receiver.js';
import { startSandboxProcess } from './child-sandbox.js';

const TOKEN = 'sbx_webhooks_outbox_token_0001';
const dir = mkdtempSync(join(tmpdir(), 'sandbox-outbox-'));
const children: ChildProcess[] = [];
const wallStart = performance.now();
const summary: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  console.log(`[webhooks] outbox: ${summary.join('; ')}; wall ${Math.round(performance.now() - wallStart)} ms`);
});

describe('the outbox', () => {
  it('a refused or rolled-back change sends nothing; the change that commits sends its event once', async () => {
    const h = await startHarness();
    const receiver = await startReceiver();
    try {
      const webhook = (
        await h.op('createWebhook', {}, { body: { url: receiver.url, events: ['dns_zone.changed', 'server.created'] } })
      ).body;
      const zone = 'outbox-test.com';
      await h.op('createDnsZone', {}, { body: { name: zone } });
      await h.sandbox.webhooks.drain();
      const afterZone = receiver.received.length;
      // A batch that breaks a DNS rule changes nothing, so it sends nothing.
      const refused = await h.op(
        'batchDnsRecords',
        { zone_name: zone },
        {
          body: {
            creates: [
              { type: 'CNAME', name: 'www', target: 'a.example.' },
              { type: 'A', name: 'www', address: '203.0.113.1' },
            ],
          },
        },
      );
      expect(refused.status).toBe(400);
      // An event written inside a transaction that then fails is rolled back with it.
      const account = Number(
        (await h.sandbox.db.get<{ account_id: number }>('SELECT account_id FROM webhooks WHERE id = ?', [webhook.id]))!
          .account_id,
      );
      const event = {
        type: 'server.created',
        data: { server: null },
        resource: { type: 'server', id: 1 },
        at: h.sandbox.clock.now(),
      };
      let written: number[] = [];
      await expect(
        h.sandbox.db.transaction(async (tx) => {
          written = await emitEvent(tx, account, event);
          throw new Error('the change fails after its event was written');
        }),
      ).rejects.toThrow('the change fails');
      expect(written).toHaveLength(1); // it was written, then rolled back
      await h.advance(3600);
      await h.sandbox.webhooks.drain();
      expect(receiver.received.length - afterZone).toBe(0);
      expect((await h.op('listWebhookDeliveries', { webhook_id: webhook.id })).body.data).toHaveLength(afterZone);

      const ok = await h.op(
        'createDnsRecord',
        { zone_name: zone },
        { body: { type: 'A', name: 'www', address: '203.0.113.1' } },
      );
      await h.sandbox.webhooks.drain();
      expect(receiver.received.slice(afterZone).map((d) => [d.event.type, d.event.data.created])).toEqual([
        ['dns_zone.changed', [ok.body.id]],
      ]);
      summary.push(`refused batch and rolled-back transaction sent 0 events, the committed change 1`);
    } finally {
      await receiver.stop();
      await h.close();
    }
  });

  it("an acknowledged change's event survives SIGKILL and is delivered after the restart", async () => {
    const dbFile = join(dir, 'sandbox.db');
    const receiver = await startReceiver();
    await receiver.stop(); // down while the event is created: the first attempt fails
    try {
      const first = await startChild(dbFile);
      const created = await call(first.url, 'POST', pathOf('createWebhook'), {
        url: receiver.url,
        events: ['server.created'],
      });
      expect(created.status).toBe(201);
      const webhook = (await created.json()) as { id: number; secret: string };
      const server = await call(first.url, 'POST', pathOf('createServer'), {
        name: 'survivor-01',
        plan: 'vps-1c-1g',
        location: 'fra1',
        image: 'ubuntu-24.04',
      });
      expect(server.status).toBe(201);
      const serverId = ((await server.json()) as { id: number }).id;
      // Killed once the first attempt (to the receiver, down) is on record, or 5 s of wall clock at most.
      for (let i = 0; i < 100; i++) {
        const listed = (await (
          await call(first.url, 'GET', pathOf('listWebhookDeliveries', { webhook_id: webhook.id }))
        ).json()) as { data: Array<{ attempts: number }> };
        if ((listed.data[0]?.attempts ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));

      await receiver.start();
      const second = await startChild(dbFile);
      // Whatever the first process managed to attempt, the retry is due within the first back-off.
      await admin(second.url, 'clock', { advance_seconds: 5 });
      await admin(second.url, 'webhooks/flush', {});
      expect(receiver.received.map((d) => [d.event.type, d.event.data.server.id])).toEqual([
        ['server.created', serverId],
      ]);
      expect(deliveryProblems(receiver.received[0]!, [webhook.secret])).toEqual([]);
      const deliveries = (await (
        await call(second.url, 'GET', pathOf('listWebhookDeliveries', { webhook_id: webhook.id }))
      ).json()) as {
        data: Array<{ status: string; event_id: string }>;
      };
      expect(deliveries.data.map((d) => [d.status, d.event_id])).toEqual([
        ['succeeded', receiver.received[0]!.event.id],
      ]);
      second.child.kill('SIGTERM');
      summary.push('the event of a change acknowledged before SIGKILL was delivered after the restart');
    } finally {
      await receiver.stop();
    }
  }, 60_000);
});

function call(url: string, method: string, path: string, body?: unknown) {
  return fetch(url + path, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function admin(url: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${url}/_admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Starts `src/main.ts` on the file and resolves with its URL once it prints it (as crash.test.ts). */
function startChild(dbFile: string): Promise<{ child: ChildProcess; url: string }> {
  return startSandboxProcess(['--db', dbFile, '--token', TOKEN], children);
}
