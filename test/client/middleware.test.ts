// The two ways a call goes out: with no middleware, straight from openapi-fetch's URL and init to
// fetch; with a middleware (`use()`, or a call's own), as a Request that the client's headers are
// set on before the caller's middleware sees it. Both send the same thing and retry the same way.
import type { Middleware } from 'openapi-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER, createVpsClient } from '../../src/index.js';
import { BASE_URL, TOKEN, example, json, scriptedFetch, testClient } from './support.js';

afterEach(() => {
  vi.restoreAllMocks();
});

type Client = ReturnType<typeof testClient>;
const reboot = (client: Client) =>
  client.POST('/api/v1/servers/{server_id}/actions/reboot/', { params: { path: { server_id: 42 } } });
const pending = () => json(201, example('ActionRebootServerPending'));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A middleware that records the client's headers as it sees them and adds one of its own. */
function tracing() {
  const saw: Array<{ authorization: string | null; key: string | null }> = [];
  const middleware: Middleware = {
    onRequest({ request }) {
      saw.push({
        authorization: request.headers.get('Authorization'),
        key: request.headers.get(HEADER.idempotencyKey),
      });
      request.headers.set('X-Trace', 'trace-1');
    },
  };
  return { middleware, saw };
}

describe('middleware added with use()', () => {
  it('sees the client’s headers already set, changes what is sent, and stops once ejected', async () => {
    const { fetch, seen } = scriptedFetch(pending(), pending());
    const client = testClient(fetch);
    const { middleware, saw } = tracing();
    client.use(middleware);
    await reboot(client);
    client.eject(middleware);
    await reboot(client);
    expect(saw).toEqual([{ authorization: `Bearer ${TOKEN}`, key: expect.stringMatching(UUID) }]);
    expect(seen[0]!.headers.get(HEADER.idempotencyKey)).toBe(saw[0]!.key);
    expect(seen.map((s) => s.headers.get('X-Trace'))).toEqual(['trace-1', null]);
    expect(seen.map((s) => s.headers.get('Authorization'))).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    expect(seen[1]!.headers.get(HEADER.idempotencyKey)).toMatch(UUID);
  });

  it('keeps the ones before an invalid one registered, as openapi-fetch does', async () => {
    const { fetch, seen } = scriptedFetch(pending());
    const client = testClient(fetch);
    const { middleware, saw } = tracing();
    expect(() => client.use(middleware, {} as Middleware)).toThrow();
    await reboot(client);
    expect(saw).toHaveLength(1);
    expect(seen[0]!.headers.get('X-Trace')).toBe('trace-1');
  });

  it('sees every attempt’s request once per call, and a retried call resends what it set', async () => {
    const { fetch, seen } = scriptedFetch(
      json(503, example('ProblemInternalError'), { 'Retry-After': '0' }),
      pending(),
    );
    const client = testClient(fetch);
    const { middleware, saw } = tracing();
    client.use(middleware);
    const { error } = await reboot(client);
    expect(error).toBeUndefined();
    expect(saw).toHaveLength(1);
    expect(seen.map((s) => [s.headers.get('X-Trace'), s.headers.get(HEADER.idempotencyKey)])).toEqual([
      ['trace-1', saw[0]!.key],
      ['trace-1', saw[0]!.key],
    ]);
  });
});

describe('a request that cannot be made', () => {
  const badBaseUrl = 'not a url';
  const request = (client: Client) =>
    client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } });
  /** What `new Request()` throws for the URL the client builds. */
  const constructionError = () => {
    try {
      new Request(`${badBaseUrl}/api/v1/servers/42/`);
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected the URL to be rejected');
  };

  it('fails with the error of new Request(), not retried as a network error (global fetch)', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const client = createVpsClient({ baseUrl: badBaseUrl, token: TOKEN, retry: { baseDelayMs: 0 } });
    const failure = await request(client).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).message).toBe(constructionError().message);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('fails the same way with the caller’s fetch, which is never called', async () => {
    const { fetch, seen } = scriptedFetch(pending());
    const failure = await request(testClient(fetch, { baseUrl: badBaseUrl, retry: { baseDelayMs: 0 } })).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message).toBe(constructionError().message);
    expect(seen).toHaveLength(0);
  });

  it('fails the same way with a middleware registered', async () => {
    const { fetch, seen } = scriptedFetch(pending());
    const client = testClient(fetch, { baseUrl: badBaseUrl, retry: { baseDelayMs: 0 } });
    client.use(tracing().middleware);
    const failure = await request(client).catch((error: unknown) => error);
    expect((failure as Error).message).toBe(constructionError().message);
    expect(seen).toHaveLength(0);
  });
});

describe('a body that is a stream', () => {
  it('is sent whole on each attempt of a retried PATCH', async () => {
    const { fetch, seen } = scriptedFetch(
      json(503, example('ProblemInternalError'), { 'Retry-After': '0' }),
      json(200, example('ServerWeb01Running')),
    );
    const text = JSON.stringify({ name: 'web-01' });
    const { error } = await testClient(fetch, { baseUrl: BASE_URL }).PATCH('/api/v1/servers/{server_id}/', {
      params: { path: { server_id: 42 } },
      body: { name: 'web-01' },
      bodySerializer: () => new Blob([text]).stream() as unknown as string,
      duplex: 'half',
    } as never);
    expect(error).toBeUndefined();
    expect(seen.map((s) => s.body)).toEqual([text, text]);
  });
});
