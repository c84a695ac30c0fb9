// A spent token against the sandbox (--rate-limit small): by default the next call fails at once with
// the 429 and its retryAfter instead of blocking until the window ends; with a bound raised past the
// window, onRetry is told of the wait before it starts and the retry then passes. The client's sleep
// is replaced by one that moves the sandbox's clock on: nothing here waits in real time
// (docs/design/rate-limit.md#how-long-the-client-waits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@vps-hosting/sandbox';
import { replaceSleep } from '../../src/client/sleep.js';
import { createVpsClient, DEFAULT_RETRY, type RetryNotice, VpsApiError } from '../../src/index.js';

const LIMIT = 3;
let sandbox: Sandbox;
let restoreSleep: (() => void) | undefined;
/** Every wait the client took, in ms. */
const slept: number[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ db: ':memory:', port: 0, rateLimit: LIMIT });
  restoreSleep = replaceSleep(async (ms) => {
    slept.push(ms);
    sandbox.clock.advance(ms);
  });
});
afterAll(async () => {
  restoreSleep?.();
  await sandbox?.close();
});

/** A client on one of the sandbox's two tokens (each test spends its own window), counting what it sends. */
function clientOn(token: string, options: Partial<Parameters<typeof createVpsClient>[0]> = {}) {
  let sent = 0;
  const client = createVpsClient({
    baseUrl: sandbox.url,
    token,
    fetch: (request) => {
      sent++;
      return fetch(request);
    },
    ...options,
  });
  return { client, sent: () => sent };
}

const listServers = (client: ReturnType<typeof createVpsClient>) =>
  client.GET('/api/v1/servers/', { params: { query: { per_page: 1 } } });

describe('a spent token against the sandbox', () => {
  it('by default fails at once with the 429 and its retryAfter, longer than the bound, and waits for nothing', async () => {
    const notices: RetryNotice[] = [];
    const { client, sent } = clientOn(sandbox.tokens.read, { onRetry: (n) => void notices.push(n) });
    for (let i = 0; i < LIMIT; i++) expect((await listServers(client)).error).toBeUndefined();
    const before = slept.length;
    const { error, response } = await listServers(client);
    expect(error).toBeInstanceOf(VpsApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
    expect(error!.retryAfter).toBe(Number(response.headers.get('Retry-After')));
    expect(error!.retryAfter! * 1000).toBeGreaterThan(DEFAULT_RETRY.maxRateLimitWaitMs);
    expect(sent()).toBe(LIMIT + 1);
    expect(notices).toEqual([]);
    expect(slept.length).toBe(before);
  });

  it('with the bound past the window: onRetry is told of the whole wait first, then the retry passes', async () => {
    const notices: RetryNotice[] = [];
    const { client, sent } = clientOn(sandbox.tokens.full, {
      retry: { maxRateLimitWaitMs: 300_000 },
      onRetry: (n) => void notices.push(n),
    });
    for (let i = 0; i < LIMIT; i++) await listServers(client);
    const before = slept.length;
    const { data, error } = await listServers(client);
    expect(error).toBeUndefined();
    expect(data?.data).toBeInstanceOf(Array);
    expect(sent()).toBe(LIMIT + 2);
    expect(notices).toHaveLength(1);
    const [notice] = notices as [RetryNotice];
    expect(notice).toMatchObject({ reason: 'rate_limited', source: 'retry_after', status: 429, attempt: 1 });
    expect(notice.delayMs).toBe(Number(notice.response!.headers.get('Retry-After')) * 1000);
    expect(notice.delayMs).toBeGreaterThan(DEFAULT_RETRY.maxRateLimitWaitMs);
    expect(slept.slice(before)).toEqual([notice.delayMs]);
  });
});
