// client.rateLimit: the X-RateLimit-* state of the newest response that carried it, however many
// calls happened since it was last read.
import { describe, expect, it } from 'vitest';
import { HEADER } from '../../src/index.js';
import { example, headerExample, json, scriptedFetch, testClient } from './support.js';

type Client = ReturnType<typeof testClient>;
const getServer = (client: Client) =>
  client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } });
const withRemaining = (remaining: number) =>
  json(200, example('ServerWeb01Running'), { [HEADER.rateLimitRemaining]: String(remaining) });
/** An answer without the rate-limit headers (as a proxy in front of the API might send). */
const bare = () =>
  new Response(JSON.stringify(example('ServerWeb01Running')), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('client.rateLimit', () => {
  it('is the newest state after many calls it was not read between', async () => {
    const calls = 40;
    const { fetch } = scriptedFetch(...Array.from({ length: calls }, (_, i) => withRemaining(calls - i)));
    const client = testClient(fetch);
    for (let i = 0; i < calls; i++) await getServer(client);
    expect(client.rateLimit).toEqual({
      limit: Number(headerExample(HEADER.rateLimitLimit)),
      remaining: 1,
      reset: Number(headerExample(HEADER.rateLimitReset)),
    });
  });

  it('keeps the last state when newer answers carry none, read or not in between', async () => {
    const { fetch } = scriptedFetch(withRemaining(9), bare(), bare(), withRemaining(8), bare());
    const client = testClient(fetch);
    await getServer(client);
    await getServer(client);
    expect(client.rateLimit?.remaining).toBe(9);
    await getServer(client);
    await getServer(client);
    await getServer(client);
    expect(client.rateLimit?.remaining).toBe(8);
  });

  it('stays undefined while no answer carried it', async () => {
    const { fetch } = scriptedFetch(...Array.from({ length: 20 }, bare));
    const client = testClient(fetch);
    for (let i = 0; i < 20; i++) await getServer(client);
    expect(client.rateLimit).toBeUndefined();
  });
});
