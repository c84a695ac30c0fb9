// The webhooks family against a faithful target (nothing fails) and against planted faults: in the
// API's answers (through the faulty target's proxy) and in the deliveries themselves, which a relay of
// this test's own alters on their way to the kit's receiver (the proxy points the webhook at it).
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fault, failedChecks, type FaultyTarget, startFaultyTarget } from './support/faulty-target.js';

interface Relayed {
  headers: Record<string, string>;
  body: string;
}
/** Changes one delivery on its way (the webhook's secret and the attempt's number given). */
type Mangle = (delivery: Relayed, secret: string, attempt: number) => Relayed;

let target: FaultyTarget;
let relay: http.Server;
let relayUrl = '';
let mangle: Mangle | undefined;
const secrets = new Map<string, string>();
const attempts = new Map<string, number>();
/** The Authorization that created each webhook (by its original URL): which account it is. */
const owners = new Map<string, string>();
/** Each webhook's secret by its id. */
const secretsById = new Map<number, string>();
/** When set, the relay also sends each delivery (signed again) to the other webhooks this selects. */
let copyTo: ((from: string, to: string) => boolean) | undefined;

beforeAll(async () => {
  target = await startFaultyTarget();
  relay = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const to = Buffer.from((incoming.url ?? '/').slice(1), 'base64url').toString('utf8');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name))
          headers[name] = value;
      let delivery: Relayed = { headers, body: Buffer.concat(chunks).toString('utf8') };
      const id = headers['webhook-id'] ?? '';
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      if (mangle) delivery = mangle(delivery, secrets.get(to) ?? '', attempt);
      const answer = await fetch(to, { method: 'POST', headers: delivery.headers, body: delivery.body });
      if (copyTo)
        for (const [other, secret] of secrets)
          if (other !== to && copyTo(to, other)) {
            const copy = resign(delivery, secret);
            await fetch(other, { method: 'POST', headers: copy.headers, body: copy.body }).catch(() => undefined);
          }
      outgoing.writeHead(answer.status).end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});
afterAll(async () => {
  relay?.closeAllConnections();
  await new Promise<void>((resolve) => (relay ? relay.close(() => resolve()) : resolve()));
  await target?.close();
});

/** Points every webhook the kit creates at the relay (and answers as if it had not), keeping its secret. */
const throughRelay: Fault = async (request, forward) => {
  if (request.method !== 'POST' || request.url !== '/api/v1/webhooks/') return forward(request);
  const body = JSON.parse(request.body.toString('utf8')) as { url: string };
  const original = body.url;
  // Only the kit's receiver (on loopback) is relayed; a URL the target must refuse goes on as sent.
  if (!original.startsWith('http://127.0.0.1')) return forward(request);
  body.url = `${relayUrl}/${Buffer.from(original).toString('base64url')}`;
  const answer = await forward({ ...request, body: Buffer.from(JSON.stringify(body)) });
  if (answer.status !== 201) return answer;
  const created = JSON.parse(answer.body.toString('utf8')) as { url: string; secret: string };
  secrets.set(original, created.secret);
  owners.set(original, String(request.headers.authorization ?? ''));
  secretsById.set(Number((created as { id?: unknown }).id), created.secret);
  return { ...answer, body: Buffer.from(JSON.stringify({ ...created, url: original })) };
};

/** Signs a changed delivery again with the webhook's secret, so only the change is wrong. */
function resign(delivery: Relayed, secret: string): Relayed {
  const id = delivery.headers['webhook-id'] ?? '';
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key)
    .update(`${id}.${delivery.headers['webhook-timestamp']}.${delivery.body}`)
    .digest('base64');
  return { ...delivery, headers: { ...delivery.headers, 'webhook-signature': `v1,${signature}` } };
}

async function failures(checkId: string, fault: Fault, relayed?: Mangle): Promise<string> {
  target.plant(fault);
  mangle = relayed;
  try {
    const report = await target.run({ only: [checkId] });
    const result = report.results.find((r) => r.id === checkId);
    expect(result?.outcome, JSON.stringify(result)).toBe('failed');
    expect(result?.failures.some((f) => f.exchange !== undefined)).toBe(true);
    return (result?.failures ?? []).map((f) => f.message).join('\n');
  } finally {
    target.plant(undefined);
    mangle = undefined;
  }
}

describe('webhooks', () => {
  it('passes against the sandbox, also through a relay that changes nothing', { timeout: 40_000 }, async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['webhooks.'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.filter((r) => r.family === 'webhooks').map((r) => r.outcome)).toEqual(['passed', 'passed']);
    target.plant(throughRelay);
    const relayed = await target.run({ only: ['webhooks.events'] });
    target.plant(undefined);
    expect(failedChecks(relayed)).toEqual({});
  });

  it('fails when a delivery is not signed over the bytes sent', { timeout: 30_000 }, async () => {
    const all = await failures('webhooks.events', throughRelay, (delivery) => ({
      ...delivery,
      body: `${delivery.body} `,
    }));
    expect(all).toMatch(/does not verify with the webhook's secret/);
  });

  it("fails when webhook-id is not the event's id, or an event breaks its schema", { timeout: 30_000 }, async () => {
    const all = await failures('webhooks.events', throughRelay, (delivery, secret) => {
      const event = JSON.parse(delivery.body) as Record<string, unknown>;
      const body = JSON.stringify({ ...event, created_at: 'yesterday' });
      return resign({ headers: { ...delivery.headers, 'webhook-id': 'evt_AAAAAAAAAAAAAAAAAAAAAAAAAA' }, body }, secret);
    });
    expect(all).toMatch(/webhook-id evt_AAAAAAAAAAAAAAAAAAAAAAAAAA is not its event's id/);
    expect(all).toMatch(/event: body .*created_at/);
  });

  it('fails when a read shows the secret, or the deliveries are not listed as sent', { timeout: 30_000 }, async () => {
    const fault: Fault = async (request, forward) => {
      const answer = await throughRelay(request, forward);
      if (request.method === 'GET' && /^\/api\/v1\/webhooks\/\d+\/$/.test(request.url)) {
        const webhook = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
        const secret = secretsById.get(Number(webhook.id));
        return { ...answer, body: Buffer.from(JSON.stringify({ ...webhook, secret })) };
      }
      if (request.method === 'GET' && /\/deliveries\/\?/.test(request.url) && !request.url.includes('status=')) {
        const list = JSON.parse(answer.body.toString('utf8')) as { data: Record<string, unknown>[] };
        return {
          ...answer,
          body: Buffer.from(JSON.stringify({ ...list, data: list.data.map((d) => ({ ...d, status: 'pending' })) })),
        };
      }
      return answer;
    };
    const all = await failures('webhooks.events', fault);
    expect(all).toMatch(/getWebhook shows the webhook's secret/);
    expect(all).toMatch(/is listed as pending after 1 attempt\(s\), expected succeeded/);
  });

  it('fails when a retry carries another webhook-id, or a succeeded delivery may be retried', {
    timeout: 40_000,
  }, async () => {
    const fault: Fault = async (request, forward) => {
      const answer = await throughRelay(request, forward);
      if (request.method === 'POST' && request.url.endsWith('/retry/') && answer.status === 400) {
        const delivery = await forward({
          ...request,
          method: 'GET',
          url: request.url.replace(/retry\/$/, ''),
          body: Buffer.alloc(0),
        });
        return { ...delivery, status: 200 };
      }
      return answer;
    };
    const all = await failures('webhooks.retries-rotation', fault, (delivery, secret, attempt) =>
      attempt === 2
        ? resign(
            { ...delivery, headers: { ...delivery.headers, 'webhook-id': 'evt_BBBBBBBBBBBBBBBBBBBBBBBBBB' } },
            secret,
          )
        : delivery,
    );
    expect(all).toMatch(/the retry's webhook-id or body differ from the first attempt's/);
    expect(all).toMatch(/retrying a succeeded delivery answered 200/);
  });

  it("fails when a webhook gets events it does not subscribe to, or the second account's webhook gets the first's", {
    timeout: 40_000,
  }, async () => {
    // Every delivery is also sent to the other webhooks of the same account, then to the other account's.
    copyTo = (from, to) => owners.get(from) === owners.get(to);
    try {
      expect(await failures('webhooks.events', throughRelay)).toMatch(
        /a webhook subscribed to domain\.expired received a \S+ event/,
      );
      copyTo = (from, to) => owners.get(from) !== owners.get(to);
      expect(await failures('webhooks.events', throughRelay)).toMatch(
        /the second account's webhook received the first account's \S+ event about server \d+/,
      );
    } finally {
      copyTo = undefined;
    }
  });

  it('fails when a plain-http URL on a public host, or a private address, is accepted', {
    timeout: 40_000,
  }, async () => {
    // The refusal reaches the kit as a creation: the request sent on to a loopback URL instead.
    const accept: Fault = async (request, forward) => {
      if (request.method !== 'POST' || request.url !== '/api/v1/webhooks/') return throughRelay(request, forward);
      const body = JSON.parse(request.body.toString('utf8')) as { url: string };
      if (body.url.includes('127.0.0.1')) return throughRelay(request, forward);
      const answer = await forward({
        ...request,
        body: Buffer.from(JSON.stringify({ ...body, url: 'http://127.0.0.1:9/hooks/' })),
      });
      return answer;
    };
    const all = await failures('webhooks.events', accept);
    expect(all).toMatch(
      /createWebhook to http:\/\/\S+ \(plain http, a public host\) answered 201 , expected 400 validation_failed/,
    );
    expect(all).toMatch(
      /createWebhook to https:\/\/10\.0\.0\.1\/\S+ \(a private network\) answered 201 , expected 400/,
    );
  });

  it('fails when enabling a webhook again keeps its consecutive_failures', { timeout: 40_000 }, async () => {
    const keep: Fault = async (request, forward) => {
      const answer = await throughRelay(request, forward);
      if (
        request.method !== 'PATCH' ||
        answer.status !== 200 ||
        !request.body.toString('utf8').includes('"enabled":true')
      )
        return answer;
      const body = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
      return { ...answer, body: Buffer.from(JSON.stringify({ ...body, consecutive_failures: 1 })) };
    };
    expect(await failures('webhooks.retries-rotation', keep)).toMatch(
      /PATCH enabled: false then true left the webhook .*consecutive_failures 1; enabling resets/,
    );
  });

  it('fails when a delivery during a rotation carries one signature only', { timeout: 40_000 }, async () => {
    const all = await failures('webhooks.retries-rotation', throughRelay, (delivery) => ({
      ...delivery,
      headers: {
        ...delivery.headers,
        'webhook-signature': (delivery.headers['webhook-signature'] ?? '').split(' ')[0] ?? '',
      },
    }));
    expect(all).toMatch(/during the rotation a delivery carries 1 signature\(s\)/);
  });
});
