// src/fastify/plugin.ts: the edge as a Fastify plugin, on the deprecation fixture's contract
// (test/deprecation/fixture.yaml) with a create operation and a small body limit added. The product's
// hooks record what the edge hands them; nothing is copied from the document.
import Fastify, { type FastifyInstance } from 'fastify';
import * as net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_PATH, DEPRECATED_PATH, fixture, WIRE } from '../../../test/deprecation/support.js';
import { ALLOW_HEADER, CORS_HEADER, type EdgeAnswer, LOCATION_HEADER } from '../src/index.js';
import { createHttpEdge, type EdgeHooks, type RawSource } from '../src/fastify/index.js';

const LIMIT = 64;
const ID = 'X-Test-Id';
const document = fixture();
document.info['x-request-body-limit'] = LIMIT;
document.paths[CURRENT_PATH].post = { operationId: 'createWidget', responses: { '201': { description: 'Made.' } } };
const deprecated = (value: string) => DEPRECATED_PATH.replace(/\{\w+\}/, value);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const GATED = 429;

/** An app behind the edge whose hooks answer with what they were given; the gate answers 429 to
 *  the URLs `gated` picks. */
async function start(gated?: (url: string) => boolean) {
  const raw: Array<{ answer: EdgeAnswer; source: RawSource }> = [];
  const hooks: EdgeHooks = {
    answer: (_request, reply, answer) =>
      reply
        .code(answer.status)
        .headers(answer.headers)
        .send(answer.kind === 'problem' ? answer : ''),
    rawAnswer: (answer, source) => {
      raw.push({ answer, source });
      return { status: answer.status, headers: answer.headers, body: answer.kind };
    },
    operation: (request, reply, routed) =>
      reply.send({ id: routed.operation.operationId, parameters: routed.parameters, body: String(request.body ?? '') }),
    error: (error, _request, reply) => reply.code(500).send({ error: error.message }),
    gate:
      gated &&
      ((request, reply) => {
        if (!gated(request.url)) return undefined;
        void reply.code(GATED).send();
        return 'answered';
      }),
    preflightHeaders: () => ({ [ID]: 'preflight' }),
  };
  const edge = createHttpEdge({ document, ...hooks });
  app = Fastify({ ...edge.serverOptions });
  app.register(edge.plugin);
  app.get('/_own/', async (request) => ({ own: true, routing: request.edgeRouting ?? null }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as net.AddressInfo;
  return { app, raw, port: address.port };
}

/** Raw bytes to the server; what comes back until it closes. */
function exchange(port: number, data: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(data));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('createHttpEdge', () => {
  it("hands a routed operation to the product's handler with its path parameters as sent", async () => {
    const { app } = await start();
    const answer = await app.inject({ url: `${deprecated('a%20b')}?x=1` });
    expect(answer.json()).toEqual({ id: 'getLegacyWidget', parameters: { widget_id: 'a%20b' }, body: '' });
    const created = await app.inject({ method: 'POST', url: CURRENT_PATH, payload: 'raw bytes' });
    expect(created.json()).toMatchObject({ id: 'createWidget', body: 'raw bytes' });
  });

  it('answers what reaches no operation through the product: 308, 405 with Allow, 404, a malformed path', async () => {
    const { app } = await start();
    const redirect = await app.inject({ url: `${CURRENT_PATH.slice(0, -1)}?page=2` });
    expect(redirect.statusCode).toBe(308);
    expect(redirect.headers[LOCATION_HEADER.toLowerCase()]).toBe(`${CURRENT_PATH}?page=2`);
    for (const method of ['DELETE', 'HEAD', 'OPTIONS'] as const) {
      const refused = await app.inject({ method, url: CURRENT_PATH });
      expect(refused.statusCode, method).toBe(405);
      expect(refused.headers[ALLOW_HEADER.toLowerCase()], method).toBe('GET, POST');
    }
    const missing = await app.inject({ url: '/api/v1/nothing-here/' });
    expect(missing.json()).toMatchObject({ kind: 'problem', code: 'not_found' });
    const malformed = await app.inject({ url: deprecated('%C3%28') });
    expect(malformed.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'path/widget_id' }] });
  });

  it('runs the preflight first, then the gate, then routing; routes the product registered stay its own', async () => {
    const { app } = await start((url) => url.includes('blocked'));
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/blocked/',
      headers: { origin: 'https://example.test', [CORS_HEADER.requestMethod]: 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers[ID.toLowerCase()]).toBe('preflight');
    expect(preflight.headers[CORS_HEADER.maxAge.toLowerCase()]).toBeDefined();
    // The gate answered: the edge's 404 is never written.
    expect((await app.inject({ url: '/blocked/' })).statusCode).toBe(GATED);
    const own = await app.inject({ url: '/_own/' });
    expect(own.json()).toEqual({ own: true, routing: null });
    expect(own.headers[CORS_HEADER.allowOrigin.toLowerCase()]).toBe('*');
  });

  it('puts the deprecation headers on every answer of a deprecated operation, refusals included, and only there', async () => {
    const { app } = await start((url) => url.includes('refused'));
    for (const url of [deprecated('7'), `${deprecated('7')}?refused`, `${deprecated('7')}?page=1`]) {
      const answer = await app.inject({ url });
      expect(answer.headers.deprecation, url).toBe(WIRE.deprecation);
      expect(answer.headers.sunset, url).toBe(WIRE.sunset);
      expect(answer.headers.link, url).toBe(WIRE.link);
    }
    expect((await app.inject({ url: CURRENT_PATH })).headers.deprecation).toBeUndefined();
  });

  it("refuses a body over the document's limit through the product's answer", async () => {
    const { app } = await start();
    const over = await app.inject({ method: 'POST', url: CURRENT_PATH, payload: 'x'.repeat(LIMIT + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'validation_failed', errors: [{ code: 'max_length' }] });
    const at = await app.inject({ method: 'POST', url: CURRENT_PATH, payload: 'x'.repeat(LIMIT) });
    expect(at.json().body).toHaveLength(LIMIT);
  });

  it('writes CONNECT and what Node cannot parse as raw HTTP/1.1 that closes the connection, once', async () => {
    const { port, raw } = await start();
    const connect = await exchange(
      port,
      'CONNECT /api/v1/nothing-here/ HTTP/1.1\r\nHost: h\r\nAuthorization: Bearer t\r\n\r\n',
    );
    expect(connect).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(connect).toContain('\r\nConnection: close\r\n');
    const broken = await exchange(
      port,
      'GET / HTTP/1.1\r\nHost: h\r\nX-Bad: a\x01b\r\n\r\nGET / HTTP/1.1\r\n\x00\r\n\r\n',
    );
    expect(broken.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    const decided = raw.map(({ answer }) => answer.kind === 'problem' && [answer.code, answer.errors?.[0]?.field]);
    expect(decided).toEqual([
      ['not_found', undefined],
      ['validation_failed', 'header/X-Bad'],
    ]);
    expect(raw[0]!.source).toMatchObject({ target: '/api/v1/nothing-here/', authorization: 'Bearer t' });
  });
});
