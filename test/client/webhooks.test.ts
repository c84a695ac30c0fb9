// verifyWebhook: deliveries signed with the standardwebhooks package from the document's named
// webhook examples (generated/openapi.json), against a frozen clock.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookError,
  WebhookPayloadError,
  WebhookSignatureError,
  WebhookTimestampError,
  WebhookTypeError,
  verifyWebhook,
  type WebhookHeaders,
} from '../../src/index.js';
import { doc, resolve } from './support.js';

type Json = Record<string, any>;

/** Two endpoint secrets (`whsec_` + base64 of 32 bytes), as createWebhook and rotate-secret answer. */
const SECRET = `whsec_${Buffer.alloc(32, 0x5a).toString('base64')}`;
const NEXT_SECRET = `whsec_${Buffer.alloc(32, 0xc3).toString('base64')}`;
const OTHER_SECRET = `whsec_${Buffer.alloc(32, 0x17).toString('base64')}`;
/** The receiver's frozen clock, and the moment the sender signed (the same unless a test moves it). */
const NOW_MS = Date.UTC(2026, 10, 24, 2, 30, 0);
const NOW_S = NOW_MS / 1000;
const now = () => NOW_MS;

/** Every named example of every `webhooks` entry: [event type, example name, event]. */
const examples: [string, string, Json][] = Object.entries<Json>(doc.webhooks ?? {}).flatMap(([type, item]) =>
  Object.entries<Json>(resolve(item).post.requestBody.content['application/json'].examples ?? {}).map(
    ([name, example]): [string, string, Json] => [type, name, structuredClone(resolve(example).value)],
  ),
);
const statusChanged: Json = examples.find(([type]) => type === 'server.status_changed')?.[2] ?? {};

/** A delivery as the API sends it: the JSON body and the three headers, signed by each secret. */
function deliver(event: Json, { secrets = [SECRET], timestamp = NOW_S, body = JSON.stringify(event) } = {}) {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(event.id, new Date(timestamp * 1000), body));
  const headers: Record<string, string> = {
    [WEBHOOK_HEADER.id]: event.id,
    [WEBHOOK_HEADER.timestamp]: String(timestamp),
    [WEBHOOK_HEADER.signature]: signatures.join(' '),
    'content-type': 'application/json',
  };
  return { body, headers };
}

/** Runs `verify` and returns what it threw. */
function thrown(verify: () => unknown): unknown {
  try {
    verify();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the document gives verifyWebhook something to verify', () => {
  it('every webhooks entry has named examples, each of its own type', () => {
    const types = Object.keys(doc.webhooks ?? {});
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(examples.filter(([t]) => t === type).length, type).toBeGreaterThan(0);
    for (const [type, name, event] of examples) expect(event.type, `${type} ${name}`).toBe(type);
  });

  it('every webhooks entry declares the three Standard Webhooks headers verifyWebhook reads', () => {
    for (const [type, item] of Object.entries<Json>(doc.webhooks)) {
      const post = resolve(item).post;
      const names = [...(resolve(item).parameters ?? []), ...(post.parameters ?? [])]
        .map(resolve)
        .filter((p) => p.in === 'header')
        .map((p) => p.name.toLowerCase());
      expect(names, type).toEqual(expect.arrayContaining(Object.values(WEBHOOK_HEADER)));
    }
  });
});

describe('verifyWebhook accepts an authentic delivery', () => {
  it.each(examples)('%s (%s): returns the event as sent', (type, _name, event) => {
    const { body, headers } = deliver(event);
    const verified = verifyWebhook(body, headers, SECRET, { now });
    expect(verified).toEqual(event);
    expect(verified.type).toBe(type);
  });

  it('takes the body as a string, a Buffer, a Uint8Array or an ArrayBuffer', () => {
    const { body, headers } = deliver(statusChanged);
    const bytes = new TextEncoder().encode(body);
    for (const raw of [body, Buffer.from(body), bytes, bytes.slice().buffer]) {
      expect(verifyWebhook(raw, headers, SECRET, { now })).toEqual(statusChanged);
    }
  });

  it('takes a Fetch Headers, a record in any letter case, and Node headers whose values are arrays', () => {
    const { body, headers } = deliver(statusChanged);
    const upper = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));
    const asArrays: IncomingHttpHeaders = {
      ...headers,
      [WEBHOOK_HEADER.signature]: ['v1,bm90IHRoaXMgb25l', headers[WEBHOOK_HEADER.signature]!],
    };
    for (const form of [new Headers(headers), upper, asArrays] satisfies WebhookHeaders[]) {
      expect(verifyWebhook(body, form, SECRET, { now })).toEqual(statusChanged);
    }
  });

  it('accepts a timestamp exactly 5 minutes old or ahead of the clock', () => {
    for (const timestamp of [NOW_S - WEBHOOK_TOLERANCE_SECONDS, NOW_S + WEBHOOK_TOLERANCE_SECONDS]) {
      const { body, headers } = deliver(statusChanged, { timestamp });
      expect(verifyWebhook(body, headers, SECRET, { now })).toEqual(statusChanged);
    }
  });

  it('reads the clock as a Date too, and uses the system clock when none is given', () => {
    const { body, headers } = deliver(statusChanged);
    expect(verifyWebhook(body, headers, SECRET, { now: () => new Date(NOW_MS) })).toEqual(statusChanged);
    vi.useFakeTimers({ now: NOW_MS });
    expect(verifyWebhook(body, headers, SECRET)).toEqual(statusChanged);
    vi.setSystemTime(NOW_MS + (WEBHOOK_TOLERANCE_SECONDS + 1) * 1000);
    expect(thrown(() => verifyWebhook(body, headers, SECRET))).toBeInstanceOf(WebhookTimestampError);
  });

  it('during a rotation (both signatures in the header) accepts either secret, or both', () => {
    const { body, headers } = deliver(statusChanged, { secrets: [NEXT_SECRET, SECRET] });
    expect(headers[WEBHOOK_HEADER.signature]!.split(' ')).toHaveLength(2);
    for (const secrets of [SECRET, NEXT_SECRET, [SECRET, NEXT_SECRET], [OTHER_SECRET, NEXT_SECRET]]) {
      expect(verifyWebhook(body, headers, secrets, { now })).toEqual(statusChanged);
    }
    expect(thrown(() => verifyWebhook(body, headers, OTHER_SECRET, { now }))).toBeInstanceOf(WebhookSignatureError);
  });

  it('a receiver holding the old and the new secret accepts a delivery signed by either alone', () => {
    for (const signer of [SECRET, NEXT_SECRET]) {
      const { body, headers } = deliver(statusChanged, { secrets: [signer] });
      expect(verifyWebhook(body, headers, [SECRET, NEXT_SECRET], { now })).toEqual(statusChanged);
    }
  });

  it('through node:http: the raw body and req.headers as a receiver gets them', async () => {
    const { body, headers } = deliver(statusChanged);
    const results: unknown[] = [];
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      try {
        results.push(verifyWebhook(Buffer.concat(chunks), req.headers, SECRET, { now }));
        res.writeHead(204).end();
      } catch (error) {
        results.push(error);
        res.writeHead(400).end();
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const ok = await fetch(url, { method: 'POST', headers, body });
      const tampered = await fetch(url, { method: 'POST', headers, body: body.replace(/}$/, ' }') });
      expect([ok.status, tampered.status]).toEqual([204, 400]);
      expect(results[0]).toEqual(statusChanged);
      expect(results[1]).toBeInstanceOf(WebhookSignatureError);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

describe('verifyWebhook refuses', () => {
  it('a body with one byte changed', () => {
    const { body, headers } = deliver(statusChanged);
    const bytes = Buffer.from(body);
    for (const at of [0, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 0x01;
      expect(
        thrown(() => verifyWebhook(changed, headers, SECRET, { now })),
        `byte ${at}`,
      ).toBeInstanceOf(WebhookSignatureError);
    }
  });

  it('a wrong secret, and a changed webhook-id or webhook-timestamp (both are signed)', () => {
    const { body, headers } = deliver(statusChanged);
    expect(thrown(() => verifyWebhook(body, headers, OTHER_SECRET, { now }))).toBeInstanceOf(WebhookSignatureError);
    const otherId = { ...headers, [WEBHOOK_HEADER.id]: `${statusChanged.id}0` };
    expect(thrown(() => verifyWebhook(body, otherId, SECRET, { now }))).toBeInstanceOf(WebhookSignatureError);
    const otherTime = { ...headers, [WEBHOOK_HEADER.timestamp]: String(NOW_S - 1) };
    expect(thrown(() => verifyWebhook(body, otherTime, SECRET, { now }))).toBeInstanceOf(WebhookSignatureError);
  });

  it.each(Object.values(WEBHOOK_HEADER))('a delivery without %s, naming it', (name) => {
    const { body, headers } = deliver(statusChanged);
    for (const value of [undefined, '']) {
      const error = thrown(() => verifyWebhook(body, { ...headers, [name]: value }, SECRET, { now }));
      expect(error).toBeInstanceOf(WebhookSignatureError);
      expect((error as Error).message).toContain(name);
    }
  });

  it('a signature of another scheme or a malformed timestamp', () => {
    const { body, headers } = deliver(statusChanged);
    const v1a = { ...headers, [WEBHOOK_HEADER.signature]: headers[WEBHOOK_HEADER.signature]!.replace(/^v1,/, 'v1a,') };
    expect(thrown(() => verifyWebhook(body, v1a, SECRET, { now }))).toBeInstanceOf(WebhookSignatureError);
    for (const timestamp of [`${NOW_S}.5`, `-${NOW_S}`, `${NOW_S}abc`, 'soon']) {
      const error = thrown(() =>
        verifyWebhook(body, { ...headers, [WEBHOOK_HEADER.timestamp]: timestamp }, SECRET, { now }),
      );
      expect(error, timestamp).toBeInstanceOf(WebhookSignatureError);
    }
  });

  it('a timestamp 5 minutes and 1 second old or ahead, even correctly signed', () => {
    for (const skew of [-(WEBHOOK_TOLERANCE_SECONDS + 1), WEBHOOK_TOLERANCE_SECONDS + 1]) {
      const { body, headers } = deliver(statusChanged, { timestamp: NOW_S + skew });
      const error = thrown(() => verifyWebhook(body, headers, SECRET, { now }));
      expect(error).toBeInstanceOf(WebhookTimestampError);
      expect(error).toMatchObject({ timestamp: NOW_S + skew, now: NOW_S });
      expect((error as Error).message).toContain(skew < 0 ? 'older' : 'newer');
    }
  });

  it('an authentic event of a type the document does not define, naming the type and keeping the event', () => {
    const unknown = { ...statusChanged, type: 'server.teleported' };
    const { body, headers } = deliver(unknown);
    const error = thrown(() => verifyWebhook(body, headers, SECRET, { now }));
    expect(error).toBeInstanceOf(WebhookTypeError);
    expect((error as WebhookTypeError).message).toContain('"server.teleported"');
    expect((error as WebhookTypeError).eventType).toBe('server.teleported');
    expect((error as WebhookTypeError).event).toEqual(unknown);
  });

  it('an authentic body that is not JSON, not UTF-8, or not an event envelope', () => {
    const notJson = deliver(statusChanged, { body: 'type=server.status_changed' });
    expect(thrown(() => verifyWebhook(notJson.body, notJson.headers, SECRET, { now }))).toBeInstanceOf(
      WebhookPayloadError,
    );
    expect(
      thrown(() => verifyWebhook(Uint8Array.of(0x7b, 0xff, 0x7d), deliver(statusChanged).headers, SECRET, { now })),
    ).toBeInstanceOf(WebhookPayloadError);
    const { data: _data, ...withoutData } = statusChanged;
    for (const body of [
      '[]',
      'null',
      '"text"',
      JSON.stringify(withoutData),
      JSON.stringify({ ...statusChanged, type: 7 }),
    ]) {
      const delivery = deliver(statusChanged, { body });
      const error = thrown(() => verifyWebhook(delivery.body, delivery.headers, SECRET, { now }));
      expect(error, body).toBeInstanceOf(WebhookPayloadError);
    }
  });

  it('a forged body is refused for its signature before its content is read', () => {
    const { headers } = deliver(statusChanged);
    for (const body of ['not json', JSON.stringify({ ...statusChanged, type: 'server.teleported' })]) {
      expect(thrown(() => verifyWebhook(body, headers, SECRET, { now }))).toBeInstanceOf(WebhookSignatureError);
    }
  });

  it('no secret, or a secret that is not a whsec_ secret, without quoting it', () => {
    const { body, headers } = deliver(statusChanged);
    expect(thrown(() => verifyWebhook(body, headers, [], { now }))).toBeInstanceOf(WebhookSignatureError);
    // The receiver's configuration is checked first, whatever the delivery.
    expect(thrown(() => verifyWebhook(body, {}, 'whsec_', { now }))).toMatchObject({
      name: 'WebhookSignatureError',
      message: expect.stringContaining('#1'),
    });
    for (const secret of ['whsec_', 'whsec_%%%not-base64%%%']) {
      const error = thrown(() => verifyWebhook(body, headers, [SECRET, secret], { now }));
      expect(error, secret).toBeInstanceOf(WebhookSignatureError);
      expect((error as Error).message).toContain('#2');
      expect((error as Error).message).not.toContain(secret.slice('whsec_'.length) || '\u0000');
    }
  });

  it("a clock that gives no time (a caller's mistake, not the delivery's): a TypeError, not a pass", () => {
    const { body, headers } = deliver(statusChanged);
    for (const broken of [() => NaN, () => new Date('not a date')]) {
      const error = thrown(() => verifyWebhook(body, headers, SECRET, { now: broken }));
      expect(error).toBeInstanceOf(TypeError);
      expect(error).not.toBeInstanceOf(WebhookError);
    }
  });

  it('every refusal is a WebhookError', () => {
    const { body, headers } = deliver(statusChanged);
    const errors = [
      thrown(() => verifyWebhook(body, {}, SECRET, { now })),
      thrown(() => verifyWebhook(body, headers, SECRET, { now: () => NOW_MS + 3_600_000 })),
      thrown(() => verifyWebhook('{', deliver(statusChanged, { body: '{' }).headers, SECRET, { now })),
    ];
    for (const error of errors) expect(error).toBeInstanceOf(WebhookError);
  });
});
