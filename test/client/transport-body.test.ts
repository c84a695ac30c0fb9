// The transport's body handling: each attempt reads the whole body within `timeoutMs`, then hands
// the same response on (no copy), readable once, as a fetch Response is. Over the global fetch and
// a loopback server, the path the client takes when no `fetch` is given.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestTimeoutError, createVpsClient } from '../../src/index.js';
import { readWholeBody } from '../../src/client/buffered-response.js';
import { example, rateLimitHeaders, TOKEN } from './support.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/** A loopback server that answers its n-th request with `replies[n]`. */
async function serve(
  ...replies: Array<(res: ServerResponse) => void>
): Promise<{ baseUrl: string; requests: () => number }> {
  let count = 0;
  const server = createServer((req, res) => {
    req.resume();
    const reply = replies[count++];
    if (reply) reply(res);
    else res.writeHead(500).end();
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => count };
}

const serverBody = JSON.stringify(example('ServerWeb01Running'));
const headers = {
  'Content-Type': 'application/json',
  'Content-Length': String(Buffer.byteLength(serverBody)),
  ...rateLimitHeaders(),
};
const whole = (res: ServerResponse) => res.writeHead(200, headers).end(serverBody);
/** Headers and half the body, then nothing more. */
const stalled = (res: ServerResponse) => {
  res.writeHead(200, headers);
  res.write(serverBody.slice(0, serverBody.length >> 1));
};
const getServer = (baseUrl: string, options: { timeoutMs?: number; maxAttempts?: number } = {}) =>
  createVpsClient({
    baseUrl,
    token: TOKEN,
    timeoutMs: options.timeoutMs,
    retry: { maxAttempts: options.maxAttempts ?? 1, baseDelayMs: 0 },
  }).GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } });

describe('the body of each attempt', () => {
  it('is parsed from the response the server sent', async () => {
    const { baseUrl } = await serve(whole);
    const { data, response } = await getServer(baseUrl);
    expect(data).toEqual(example('ServerWeb01Running'));
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('counts against timeoutMs: a body that stops arriving is a RequestTimeoutError', async () => {
    const { baseUrl } = await serve(stalled);
    await expect(getServer(baseUrl, { timeoutMs: 1_000 })).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('is retried when it stops arriving, as any timed-out attempt is', async () => {
    const { baseUrl, requests } = await serve(stalled, whole);
    const { data } = await getServer(baseUrl, { timeoutMs: 1_000, maxAttempts: 2 });
    expect(data).toEqual(example('ServerWeb01Running'));
    expect(requests()).toBe(2);
  });
});

describe('readWholeBody', () => {
  const received = () => new Response(serverBody, { status: 200, headers });

  it('returns the same response, whose body reads once, by any of the Body methods', async () => {
    for (const read of ['text', 'json', 'arrayBuffer', 'bytes', 'blob'] as const) {
      const original = received();
      const response = await readWholeBody(original);
      expect(response).toBe(original);
      expect(response.bodyUsed).toBe(false);
      const value: unknown = await response[read]();
      const text =
        value instanceof Blob
          ? await value.text()
          : value instanceof ArrayBuffer || value instanceof Uint8Array
            ? new TextDecoder().decode(value)
            : value;
      expect(typeof text === 'string' ? JSON.parse(text) : text).toEqual(example('ServerWeb01Running'));
      expect(response.bodyUsed).toBe(true);
      await expect(response.json()).rejects.toThrow(TypeError);
    }
  });

  it('serves `body` as a stream of the same bytes, and `clone()` before it is read', async () => {
    const response = await readWholeBody(received());
    const copy = response.clone();
    expect(await new Response(response.body).text()).toBe(serverBody);
    expect(response.bodyUsed).toBe(true);
    expect(copy).toMatchObject({ status: 200, bodyUsed: false });
    expect(copy.headers.get('Content-Type')).toBe('application/json');
    expect(await copy.json()).toEqual(example('ServerWeb01Running'));
    expect(() => response.clone()).toThrow(TypeError);
  });

  it('joins a body that arrives in several chunks, and rejects one it cannot read as a Response would', async () => {
    const streamOf = (...chunks: unknown[]) =>
      new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      });
    const bytes = new TextEncoder().encode(serverBody);
    const third = bytes.byteLength / 3;
    const split = [bytes.slice(0, third), bytes.slice(third, 2 * third), bytes.slice(2 * third)];
    const joined = await readWholeBody(new Response(streamOf(...split), { headers }));
    expect(await joined.json()).toEqual(example('ServerWeb01Running'));

    await expect(readWholeBody(new Response(streamOf('not bytes'), { headers }))).rejects.toThrow(TypeError);
    const used = new Response(serverBody, { headers });
    await used.text();
    await expect(readWholeBody(used)).rejects.toThrow(TypeError);
  });

  it('keeps status and headers, and copies a response that is not a plain Response', async () => {
    class Custom extends Response {}
    const custom = new Custom(serverBody, { status: 201, statusText: 'Created', headers });
    const copied = await readWholeBody(custom);
    expect(copied).not.toBe(custom);
    expect(copied).toMatchObject({ status: 201, statusText: 'Created' });
    expect(await copied.json()).toEqual(example('ServerWeb01Running'));
    const empty = new Response(null, { status: 204 });
    expect(await readWholeBody(empty)).toBe(empty);
  });
});
