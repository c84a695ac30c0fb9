// The Bearer token, the Idempotency-Key, the User-Agent, and keeping the token out of errors.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { HEADER, VpsApiError, createVpsClient } from '../../src/index.js';
import { BASE_URL, TOKEN, example, json, scriptedFetch, testClient } from './support.js';

describe('authentication', () => {
  it('sends the token as a Bearer credential on every request', async () => {
    const { fetch, seen } = scriptedFetch(
      json(200, example('ServerWeb01Running')),
      json(201, example('ActionRebootServerPending')),
    );
    const client = testClient(fetch);
    await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } });
    await client.POST('/api/v1/servers/{server_id}/actions/reboot/', { params: { path: { server_id: 42 } } });
    expect(seen.map((s) => s.headers.get('Authorization'))).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
    expect(seen[0]!.url).toBe(`${BASE_URL}/api/v1/servers/42/`);
  });

  it('never shows the token in an error, the client or a rejected option', async () => {
    const { fetch } = scriptedFetch(json(404, example('ProblemNotFound')));
    const client = testClient(fetch);
    const { error } = await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 4242 } } });
    expect(error).toBeInstanceOf(VpsApiError);
    for (const text of [
      error!.message,
      error!.stack ?? '',
      JSON.stringify(error),
      inspect(error, { depth: 5 }),
      inspect(client, { depth: 5 }),
    ]) {
      expect(text).not.toContain(TOKEN);
    }
    const badToken = `${TOKEN}\nX-Injected: 1`;
    expect(() => createVpsClient({ baseUrl: BASE_URL, token: badToken })).toThrow(TypeError);
    try {
      createVpsClient({ baseUrl: BASE_URL, token: badToken });
    } catch (e) {
      expect(String(e)).not.toContain(TOKEN);
    }
  });

  it('sends the User-Agent it is given', async () => {
    const { fetch, seen } = scriptedFetch(json(200, example('ServerWeb01Running')));
    await testClient(fetch, { userAgent: 'fleet-tool/1.2' }).GET('/api/v1/servers/{server_id}/', {
      params: { path: { server_id: 42 } },
    });
    expect(seen[0]!.headers.get('User-Agent')).toBe('fleet-tool/1.2');
  });
});

describe('Idempotency-Key', () => {
  const reboot = (client: ReturnType<typeof testClient>, key?: string) =>
    client.POST('/api/v1/servers/{server_id}/actions/reboot/', {
      params: { path: { server_id: 42 }, ...(key ? { header: { 'Idempotency-Key': key } } : {}) },
    });

  it('is generated for a POST without one, a different one per call', async () => {
    const { fetch, seen } = scriptedFetch(
      json(201, example('ActionRebootServerPending')),
      json(201, example('ActionRebootServerPending')),
    );
    const client = testClient(fetch);
    await reboot(client);
    await reboot(client);
    const keys = seen.map((s) => s.headers.get(HEADER.idempotencyKey));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps the caller’s key, uses a custom generator, and is not added to a GET', async () => {
    const { fetch, seen } = scriptedFetch(
      json(201, example('ActionRebootServerPending')),
      json(201, example('ActionRebootServerPending')),
      json(200, example('ServerWeb01Running')),
    );
    const client = testClient(fetch, { retry: { generateIdempotencyKey: () => 'generated-key-0001' } });
    await reboot(client, 'callers-key-0001');
    await reboot(client);
    await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } });
    expect(seen.map((s) => s.headers.get(HEADER.idempotencyKey))).toEqual([
      'callers-key-0001',
      'generated-key-0001',
      null,
    ]);
  });

  it('is not generated when generateIdempotencyKey is false', async () => {
    const { fetch, seen } = scriptedFetch(json(201, example('ActionRebootServerPending')));
    await reboot(testClient(fetch, { retry: { generateIdempotencyKey: false } }));
    expect(seen[0]!.headers.has(HEADER.idempotencyKey)).toBe(false);
  });
});
