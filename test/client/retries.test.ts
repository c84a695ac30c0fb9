// Rate limits, retries and timeouts, on fake timers: nothing here really waits.
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DEFAULT_RETRY, RequestTimeoutError, type RetryNotice, VpsApiError } from '../../src/index.js';
import type { BackupPolicyReplaceRequest } from '../../src/schema.js';
import { doc, example, hangingFetch, headerExample, json, resolve, scriptedFetch, testClient } from './support.js';

let warned: MockInstance<typeof console.warn>;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
  // The default onRetry warns on the console: kept out of the test output, and read where it matters.
  warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Client = ReturnType<typeof testClient>;
const getServer = (client: Client) =>
  client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } });
const reboot = (client: Client, key?: string) =>
  client.POST('/api/v1/servers/{server_id}/actions/reboot/', {
    params: { path: { server_id: 42 }, ...(key ? { header: { 'Idempotency-Key': key } } : {}) },
  });

const tooManyRequests = (headers: Record<string, string>) => json(429, example('ProblemRateLimitExceeded'), headers);
const internalError = () => json(500, example('ProblemInternalError'));

describe('rate limits', () => {
  it('exposes the last X-RateLimit-* values as client.rateLimit', async () => {
    const { fetch } = scriptedFetch(json(200, example('ServerWeb01Running'), { 'X-RateLimit-Remaining': '17' }));
    const client = testClient(fetch);
    expect(client.rateLimit).toBeUndefined();
    await getServer(client);
    expect(client.rateLimit).toEqual({
      limit: Number(headerExample('X-RateLimit-Limit')),
      remaining: 17,
      reset: Number(headerExample('X-RateLimit-Reset')),
    });
  });

  it('on 429 waits Retry-After seconds, then retries (within maxRateLimitWaitMs)', async () => {
    const retryAfter = Number(headerExample('Retry-After'));
    const { fetch, seen } = scriptedFetch(
      tooManyRequests({ 'Retry-After': String(retryAfter), 'X-RateLimit-Remaining': '0' }),
      json(200, example('ServerWeb01Running')),
    );
    const client = testClient(fetch, { retry: { maxRateLimitWaitMs: retryAfter * 1000 } });
    const pending = getServer(client);
    await vi.advanceTimersByTimeAsync(retryAfter * 1000 - 1);
    expect(seen).toHaveLength(1);
    expect(client.rateLimit).toMatchObject({ remaining: 0, retryAfter });
    await vi.advanceTimersByTimeAsync(1);
    const { data, error } = await pending;
    expect(error).toBeUndefined();
    expect(data).toEqual(example('ServerWeb01Running'));
    expect(seen).toHaveLength(2);
    expect(client.rateLimit?.retryAfter).toBeUndefined();
  });

  it('on 429 without Retry-After waits until X-RateLimit-Reset', async () => {
    const reset = Math.floor(Date.now() / 1000) + 30;
    const { fetch, seen } = scriptedFetch(
      tooManyRequests({ 'X-RateLimit-Reset': String(reset) }),
      json(200, example('ServerWeb01Running')),
    );
    const pending = getServer(testClient(fetch));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).error).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it('gives up after maxAttempts and returns the last 429 as a VpsApiError', async () => {
    const { fetch, seen } = scriptedFetch(...Array.from({ length: 3 }, () => tooManyRequests({ 'Retry-After': '1' })));
    const pending = getServer(testClient(fetch, { retry: { maxAttempts: 3 } }));
    await vi.advanceTimersByTimeAsync(10_000);
    const { error } = await pending;
    expect(seen).toHaveLength(3);
    expect(error).toBeInstanceOf(VpsApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
  });

  it('does not start a wait that would end after maxTotalMs', async () => {
    const { fetch, seen } = scriptedFetch(tooManyRequests({ 'Retry-After': '120' }));
    const { error } = await getServer(testClient(fetch, { retry: { maxTotalMs: 60_000 } }));
    expect(seen).toHaveLength(1);
    expect(error?.status).toBe(429);
  });
});

describe('the bound of a rate-limit wait, and what the client says before each wait', () => {
  /** Settles `pending` without moving the fake clock: resolved means the call did not wait. */
  async function settledAtOnce<T>(pending: Promise<T>): Promise<T> {
    let done = false;
    const settle = () => {
      done = true;
    };
    pending.then(settle, settle);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    return pending;
  }

  it('by default waits at most a minute for a 429: the documented Retry-After fails at once, carrying it', async () => {
    const retryAfter = Number(headerExample('Retry-After'));
    expect(retryAfter * 1000).toBeGreaterThan(DEFAULT_RETRY.maxRateLimitWaitMs);
    expect(DEFAULT_RETRY.maxRateLimitWaitMs).toBe(60_000);
    const notices: RetryNotice[] = [];
    const { fetch, seen } = scriptedFetch(tooManyRequests({ 'Retry-After': String(retryAfter) }));
    const { error } = await settledAtOnce(getServer(testClient(fetch, { onRetry: (n) => void notices.push(n) })));
    expect(seen).toHaveLength(1);
    expect(notices).toEqual([]);
    expect(error).toBeInstanceOf(VpsApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded', retryAfter });
  });

  it('waits a Retry-After of exactly maxRateLimitWaitMs, and not one second more', async () => {
    const bound = 30_000;
    const within = scriptedFetch(tooManyRequests({ 'Retry-After': '30' }), json(200, example('ServerWeb01Running')));
    const pending = getServer(testClient(within.fetch, { retry: { maxRateLimitWaitMs: bound } }));
    await vi.advanceTimersByTimeAsync(bound - 1);
    expect(within.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).error).toBeUndefined();

    const beyond = scriptedFetch(tooManyRequests({ 'Retry-After': '31' }));
    const { error } = await settledAtOnce(
      getServer(testClient(beyond.fetch, { retry: { maxRateLimitWaitMs: bound } })),
    );
    expect(beyond.seen).toHaveLength(1);
    expect(error).toMatchObject({ status: 429, retryAfter: 31 });
  });

  it('bounds the wait until X-RateLimit-Reset (a 429 without Retry-After) the same way', async () => {
    const reset = Math.floor(Date.now() / 1000) + 90;
    const { fetch, seen } = scriptedFetch(tooManyRequests({ 'X-RateLimit-Reset': String(reset) }));
    const { error } = await settledAtOnce(getServer(testClient(fetch)));
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ status: 429, retryAfter: undefined });
    expect(Number(error!.response.headers.get('X-RateLimit-Reset'))).toBe(reset);
  });

  it('fails fast with maxRateLimitWaitMs: 0, and still retries a 5xx', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { fetch, seen } = scriptedFetch(
      internalError(),
      json(200, example('ServerWeb01Running')),
      tooManyRequests({ 'Retry-After': '1' }),
    );
    const client = testClient(fetch, { retry: { maxRateLimitWaitMs: 0, baseDelayMs: 100 } });
    const retried = getServer(client);
    await vi.advanceTimersByTimeAsync(50);
    expect((await retried).error).toBeUndefined();
    const { error } = await settledAtOnce(getServer(client));
    expect(error).toMatchObject({ status: 429, retryAfter: 1 });
    expect(seen).toHaveLength(3);
  });

  it('calls onRetry before each wait, with its reason, length, source, attempt and request', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const timeout = hangingFetch();
    const steps: Array<Response | Error | ((r: Request) => Promise<Response>)> = [
      tooManyRequests({ 'Retry-After': '3' }),
      tooManyRequests({ 'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 10) }),
      json(503, example('ProblemServiceUnavailable'), { 'Retry-After': '2' }),
      internalError(),
      new TypeError('fetch failed'),
      (request) => timeout.fetch(request),
      json(200, example('ServerWeb01Running')),
    ];
    const { fetch, seen } = scriptedFetch(...steps);
    const notices: Array<RetryNotice & { seenBefore: number }> = [];
    const client = testClient(fetch, {
      timeoutMs: 1_000,
      retry: { maxAttempts: 7, baseDelayMs: 400 },
      onRetry: (notice) => void notices.push({ ...notice, seenBefore: seen.length }),
    });
    const pending = getServer(client);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await pending).error).toBeUndefined();
    expect(seen).toHaveLength(7);
    const url = seen[0]!.url;
    expect(notices.map(({ response, error, ...rest }) => ({ ...rest, answered: response !== undefined }))).toEqual(
      [
        { reason: 'rate_limited', source: 'retry_after', delayMs: 3_000, attempt: 1, status: 429 },
        // The reset is 10 s after the start; the first wait (3 s) has passed.
        { reason: 'rate_limited', source: 'rate_limit_reset', delayMs: 7_000, attempt: 2, status: 429 },
        { reason: 'server_error', source: 'retry_after', delayMs: 2_000, attempt: 3, status: 503 },
        // Backoff with random() = 0: half of 400 · 2^(n-1).
        { reason: 'server_error', source: 'backoff', delayMs: 1_600, attempt: 4, status: 500 },
        { reason: 'network_error', source: 'backoff', delayMs: 3_200, attempt: 5 },
        // 400 · 2^5 is over maxDelayMs (8000): half of that.
        { reason: 'timeout', source: 'backoff', delayMs: 4_000, attempt: 6 },
      ].map((expected, i) => ({
        ...expected,
        maxAttempts: 7,
        method: 'GET',
        url,
        answered: 'status' in expected,
        // Each is told before its wait: after the attempt it follows, before the next one.
        seenBefore: i + 1,
      })),
    );
    expect(notices[4]!.error).toBeInstanceOf(TypeError);
    expect(notices[5]!.error).toBeInstanceOf(RequestTimeoutError);
    expect(notices[0]!.response?.status).toBe(429);
  });

  it('skips the wait when onRetry returns false: the call ends at once with what it has', async () => {
    const { fetch, seen } = scriptedFetch(tooManyRequests({ 'Retry-After': '5' }), new TypeError('fetch failed'));
    const client = testClient(fetch, { onRetry: () => false });
    const { error } = await settledAtOnce(getServer(client));
    expect(error).toMatchObject({ status: 429, retryAfter: 5 });
    await expect(settledAtOnce(getServer(client))).rejects.toThrow('fetch failed');
    expect(seen).toHaveLength(2);
  });

  it('rejects the call with what onRetry throws', async () => {
    const { fetch, seen } = scriptedFetch(tooManyRequests({ 'Retry-After': '5' }));
    const client = testClient(fetch, {
      onRetry: (n) => {
        throw new Error(`no waiting for ${n.reason}`);
      },
    });
    await expect(settledAtOnce(getServer(client))).rejects.toThrow('no waiting for rate_limited');
    expect(seen).toHaveLength(1);
  });

  it('by default warns once per wait of a second or more, and says nothing with onRetry: false', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const script = () =>
      scriptedFetch(
        internalError(),
        tooManyRequests({ 'Retry-After': '42' }),
        json(200, example('ServerWeb01Running')),
      );
    const loud = script();
    const pending = getServer(testClient(loud.fetch, { retry: { baseDelayMs: 400 } }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await pending).error).toBeUndefined();
    // The 200 ms backoff passes quietly; the 42 s wait is said before it starts.
    expect(warned.mock.calls).toEqual([
      [
        '@vps-hosting/api: GET /api/v1/servers/42/ was rate limited (429): waiting 42 s, as its Retry-After asks, before attempt 3 of 4',
      ],
    ]);
    warned.mockClear();
    const quiet = script();
    const silent = getServer(testClient(quiet.fetch, { onRetry: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await silent).error).toBeUndefined();
    expect(quiet.seen).toHaveLength(3);
    expect(warned).not.toHaveBeenCalled();
  });

  it('refuses a maxRateLimitWaitMs that is not a finite number >= 0', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => testClient(scriptedFetch().fetch, { retry: { maxRateLimitWaitMs: bad } })).toThrow(
        'retry.maxRateLimitWaitMs must be a finite number >= 0',
      );
  });
});

describe('retries of failures', () => {
  it('retries a GET after a 500 and a network error, with growing jittered backoff', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { fetch, seen } = scriptedFetch(
      internalError(),
      new TypeError('fetch failed'),
      json(200, example('ServerWeb01Running')),
    );
    const pending = getServer(testClient(fetch, { retry: { baseDelayMs: 400 } }));
    // With random() = 0 the delays are half of 400 · 2^(n-1): 200 ms, then 400 ms.
    await vi.advanceTimersByTimeAsync(199);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).data).toEqual(example('ServerWeb01Running'));
    expect(seen).toHaveLength(3);
  });

  it('never retries a POST without an Idempotency-Key', async () => {
    const { fetch, seen } = scriptedFetch(internalError());
    const { error } = await reboot(testClient(fetch, { retry: { generateIdempotencyKey: false } }));
    expect(error?.status).toBe(500);
    expect(seen).toHaveLength(1);

    const failing = scriptedFetch(new TypeError('fetch failed'), tooManyRequests({ 'Retry-After': '1' }));
    const client = testClient(failing.fetch, { retry: { generateIdempotencyKey: false } });
    await expect(reboot(client)).rejects.toThrow('fetch failed');
    expect((await reboot(client)).error?.status).toBe(429);
    expect(failing.seen).toHaveLength(2);
  });

  it('retries a POST that carries an Idempotency-Key, with the same key and body', async () => {
    const { fetch, seen } = scriptedFetch(
      internalError(),
      new TypeError('fetch failed'),
      json(201, example('ServerBuild01Provisioning')),
    );
    const body = example('ServerCreateMinimal');
    const pending = testClient(fetch).POST('/api/v1/servers/', { body: body as never });
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await pending).data).toEqual(example('ServerBuild01Provisioning'));
    expect(seen).toHaveLength(3);
    const keys = new Set(seen.map((s) => s.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toBeTruthy();
    expect(seen.map((s) => JSON.parse(s.body))).toEqual([body, body, body]);
  });

  it('does not retry a 4xx other than 429', async () => {
    const { fetch, seen } = scriptedFetch(json(404, example('ProblemNotFound')));
    expect((await getServer(testClient(fetch))).error?.code).toBe('not_found');
    expect(seen).toHaveLength(1);
  });
});

describe('503 and the other statuses of the default response', () => {
  // What every operation answers for a status it does not list (a 503 for maintenance, a gateway's
  // 502 or 504), read from the document.
  const otherStatus = resolve(doc.paths['/api/v1/servers/{server_id}/'].get.responses.default);
  const documentedRetryAfter = Number(otherStatus.headers['Retry-After'].example);
  const unavailable = (headers: Record<string, string> = {}) =>
    json(503, example('ProblemServiceUnavailable'), headers);
  const ok = () => json(200, example('ServerWeb01Running'));

  it('the default response declares the Retry-After the client follows', () => {
    expect(Object.keys(otherStatus.headers)).toContain('Retry-After');
    expect(documentedRetryAfter).toBeGreaterThan(0);
  });

  it('on 503 waits Retry-After seconds, not the shorter backoff, then retries a GET', async () => {
    const { fetch, seen } = scriptedFetch(unavailable({ 'Retry-After': '7' }), ok());
    const client = testClient(fetch, { retry: { baseDelayMs: 100 } });
    const pending = getServer(client);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(seen).toHaveLength(1);
    expect(client.rateLimit?.retryAfter).toBe(7);
    await vi.advanceTimersByTimeAsync(1);
    const { data, error } = await pending;
    expect(error).toBeUndefined();
    expect(data).toEqual(example('ServerWeb01Running'));
    expect(seen).toHaveLength(2);
  });

  it('reads a Retry-After given as an HTTP date against the (injected) clock', async () => {
    const at = new Date(Date.now() + 90_000).toUTCString();
    const { fetch, seen } = scriptedFetch(unavailable({ 'Retry-After': at }), ok());
    const pending = getServer(testClient(fetch));
    await vi.advanceTimersByTimeAsync(89_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).error).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it('waits out the documented maintenance Retry-After only when maxTotalMs allows it', async () => {
    const retryAfter = { 'Retry-After': String(documentedRetryAfter) };
    const refused = scriptedFetch(unavailable(retryAfter));
    const { error } = await getServer(
      testClient(refused.fetch, { retry: { maxTotalMs: documentedRetryAfter * 1000 - 1 } }),
    );
    expect(refused.seen).toHaveLength(1);
    expect(error).toBeInstanceOf(VpsApiError);
    expect(error).toMatchObject({ status: 503, code: example('ProblemServiceUnavailable').code });

    const allowed = scriptedFetch(unavailable(retryAfter), ok());
    const pending = getServer(testClient(allowed.fetch, { retry: { maxTotalMs: documentedRetryAfter * 1000 } }));
    await vi.advanceTimersByTimeAsync(documentedRetryAfter * 1000 - 1);
    expect(allowed.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).error).toBeUndefined();
  });

  it('stops after maxAttempts and returns the last 503 as a VpsApiError', async () => {
    const { fetch, seen } = scriptedFetch(...Array.from({ length: 3 }, () => unavailable({ 'Retry-After': '1' })));
    const pending = getServer(testClient(fetch, { retry: { maxAttempts: 3 } }));
    await vi.advanceTimersByTimeAsync(10_000);
    const { error } = await pending;
    expect(seen).toHaveLength(3);
    expect(error).toMatchObject({ name: 'VpsApiError', status: 503 });
  });

  it('replays PUT, PATCH and DELETE, and a POST with an Idempotency-Key, with the same body and key', async () => {
    const key = 'reboot-42-retry-after-0001';
    const calls = [
      (c: Client) =>
        c.PATCH('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } }, body: { name: 'web-03' } }),
      (c: Client) => c.DELETE('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } }),
      (c: Client) =>
        c.PUT('/api/v1/servers/{server_id}/backup-policy/', {
          params: { path: { server_id: 42 } },
          body: example<BackupPolicyReplaceRequest>('BackupPolicyReplaceDaily'),
        }),
      (c: Client) => reboot(c, key),
    ];
    for (const call of calls) {
      const { fetch, seen } = scriptedFetch(unavailable({ 'Retry-After': '2' }), json(200, {}));
      const pending = call(testClient(fetch, { retry: { generateIdempotencyKey: false } }));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).error).toBeUndefined();
      expect(seen).toHaveLength(2);
      expect(seen[1]).toMatchObject({ method: seen[0]!.method, url: seen[0]!.url, body: seen[0]!.body });
      expect(seen[1]!.headers.get('Idempotency-Key')).toBe(seen[0]!.headers.get('Idempotency-Key'));
    }
  });

  it('never replays a POST without an Idempotency-Key', async () => {
    const { fetch, seen } = scriptedFetch(unavailable({ 'Retry-After': '1' }));
    const { error } = await reboot(testClient(fetch, { retry: { generateIdempotencyKey: false } }));
    expect(error).toMatchObject({ status: 503, code: example('ProblemServiceUnavailable').code });
    expect(seen).toHaveLength(1);
  });

  it('backs off when a gateway error sends no Retry-After, and ignores a Retry-After it cannot read', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const badGateway = (headers: Record<string, string> = {}) => json(502, example('GatewayBadGateway'), headers);
    const { fetch, seen } = scriptedFetch(badGateway(), unavailable({ 'Retry-After': 'soon' }), ok());
    const pending = getServer(testClient(fetch, { retry: { baseDelayMs: 400 } }));
    // With random() = 0 the delays are half of 400 · 2^(n-1): 200 ms, then 400 ms.
    await vi.advanceTimersByTimeAsync(200);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).error).toBeUndefined();
    expect(seen).toHaveLength(3);
  });
});

describe('timeouts and cancellation', () => {
  it('aborts an attempt after timeoutMs with a RequestTimeoutError', async () => {
    const { fetch, calls } = hangingFetch();
    const pending = getServer(testClient(fetch, { timeoutMs: 5_000, retry: { maxAttempts: 1 } }));
    const outcome = expect(pending).rejects.toSatisfy((e) => e instanceof RequestTimeoutError && e.timeoutMs === 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('retries a timed-out GET, within maxAttempts', async () => {
    const { fetch, calls } = hangingFetch();
    const pending = getServer(testClient(fetch, { timeoutMs: 1_000, retry: { maxAttempts: 2 } }));
    const outcome = expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
    await vi.advanceTimersByTimeAsync(30_000);
    await outcome;
    expect(calls()).toBe(2);
  });

  it('aborts the attempt in flight and does not retry when the caller’s signal aborts', async () => {
    const { fetch, calls } = hangingFetch();
    const controller = new AbortController();
    const pending = testClient(fetch).GET('/api/v1/servers/{server_id}/', {
      params: { path: { server_id: 42 } },
      signal: controller.signal,
    });
    const outcome = expect(pending).rejects.toThrow('changed my mind');
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('changed my mind'));
    await outcome;
    expect(calls()).toBe(1);
  });
});
