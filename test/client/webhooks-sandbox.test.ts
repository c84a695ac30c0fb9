// The package end to end with the sandbox: the typed client registers a node:http receiver of its
// own (loopback, as the sandbox allows), the receiver verifies every delivery with verifyWebhook as
// the README shows (raw body, req.headers), and the events come back typed. Then a secret rotation:
// deliveries carry both signatures and verify under either secret.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@vps-hosting/sandbox';
import {
  WEBHOOK_HEADER,
  createVpsClient,
  unwrap,
  verifyWebhook,
  type VpsClient,
  type WebhookEvent,
} from '../../src/index.js';
import type { ServerCreateRequest } from '../../src/schema.js';
import { example } from './support.js';

const ACTION_SECONDS = 10;

/** What the receiver got: the raw delivery, and what verifyWebhook made of it under the secrets of the time. */
interface Delivery {
  body: Buffer;
  headers: IncomingHttpHeaders;
  verified: WebhookEvent | Error;
}

let sandbox: Sandbox;
let client: VpsClient;
let receiver: Server;
let secrets: string[] = [];
const deliveries: Delivery[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ db: ':memory:', port: 0, actionSeconds: ACTION_SECONDS });
  client = createVpsClient({ baseUrl: sandbox.url, token: sandbox.tokens.full, retry: { maxAttempts: 1 } });
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let verified: WebhookEvent | Error;
    try {
      verified = verifyWebhook(body, req.headers, secrets);
    } catch (error) {
      verified = error as Error;
    }
    deliveries.push({ body, headers: req.headers, verified });
    res.writeHead(verified instanceof Error ? 400 : 204).end();
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
});

afterAll(async () => {
  await new Promise((done) => (receiver ? receiver.close(done) : done(undefined)));
  await sandbox?.close();
});

/** Moves the sandbox clock on and lets its worker attempt every delivery due. */
async function settle(seconds: number): Promise<void> {
  const answer = await fetch(`${sandbox.url}/_admin/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  expect(answer.ok).toBe(true);
  await sandbox.webhooks.drain();
}

describe('verifyWebhook accepts what the sandbox delivers', () => {
  let webhookId: number;

  it('server.status_changed events of a new server, verified and typed', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const webhook = await unwrap(
      client.POST('/api/v1/webhooks/', {
        body: { url, events: ['server.status_changed'], description: 'client end to end' },
      }),
    );
    webhookId = webhook.id;
    secrets = [webhook.secret];

    const server = await unwrap(
      client.POST('/api/v1/servers/', { body: example<ServerCreateRequest>('ServerCreateMinimal') }),
    );
    await settle(ACTION_SECONDS);

    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.filter((d) => d.verified instanceof Error).map((d) => String(d.verified))).toEqual([]);
    const changes = deliveries.map((d) => d.verified as WebhookEvent).filter((e) => e.type === 'server.status_changed');
    expect(changes.length).toBe(deliveries.length);
    const last = changes.at(-1)!;
    if (last.type !== 'server.status_changed') throw new Error('narrowed above');
    expect(last.data.server.id).toBe(server.id);
    expect(last.data.to).toBe(last.data.server.status);
    expect(last.data.from).not.toBe(last.data.to);
    for (const d of deliveries) expect(d.headers[WEBHOOK_HEADER.id]).toBe((d.verified as WebhookEvent).id);
  });

  it('after a rotation, a delivery carries two signatures and verifies under either secret', async () => {
    const previous = secrets[0]!;
    const rotated = await unwrap(
      client.POST('/api/v1/webhooks/{webhook_id}/rotate-secret/', { params: { path: { webhook_id: webhookId } } }),
    );
    secrets = [rotated.secret, previous];
    const before = deliveries.length;
    await unwrap(client.POST('/api/v1/webhooks/{webhook_id}/test/', { params: { path: { webhook_id: webhookId } } }));
    await settle(0);

    const test = deliveries.slice(before);
    expect(test).toHaveLength(1);
    const [{ body, headers, verified }] = test as [Delivery];
    expect(verified).toMatchObject({ type: 'webhook.test', data: { webhook_id: webhookId } });
    expect(String(headers[WEBHOOK_HEADER.signature]).split(' ')).toHaveLength(2);
    for (const secret of [previous, rotated.secret]) expect(verifyWebhook(body, headers, secret)).toEqual(verified);
  });
});
