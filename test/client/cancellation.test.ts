// A signal the caller passes, already aborted when the call starts: the call rejects with its reason
// and nothing is tried again, with or without a middleware, over the global fetch or the caller's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVpsClient } from '../../src/index.js';
import { BASE_URL, TOKEN, testClient } from './support.js';

afterEach(() => {
  vi.restoreAllMocks();
});

type Client = ReturnType<typeof testClient>;
const getServer = (client: Client, signal: AbortSignal) =>
  client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } }, signal });
const aborted = () => {
  const controller = new AbortController();
  controller.abort(new Error('cancelled before it started'));
  return controller.signal;
};

describe('a signal aborted before the call', () => {
  it('rejects with its reason over the global fetch, tried once at most', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const client = createVpsClient({ baseUrl: BASE_URL, token: TOKEN, retry: { baseDelayMs: 0 } });
    await expect(getServer(client, aborted())).rejects.toThrow('cancelled before it started');
    expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('rejects with its reason over the caller’s fetch, with and without a middleware', async () => {
    for (const withMiddleware of [false, true]) {
      // As fetch does: a request whose signal is already aborted fails at once, with its reason.
      let calls = 0;
      const fetch = async (request: Request): Promise<Response> => {
        calls++;
        if (request.signal.aborted) throw request.signal.reason;
        throw new Error('expected an aborted signal');
      };
      const client = testClient(fetch, { retry: { baseDelayMs: 0 } });
      if (withMiddleware) client.use({ onRequest: () => undefined });
      await expect(getServer(client, aborted())).rejects.toThrow('cancelled before it started');
      expect(calls).toBeLessThanOrEqual(1);
    }
  });
});
