// The rate-limit family against a faithful target (nothing fails) and against planted faults in the
// rate-limit headers, one per promise; a 429 planted with a Retry-After that agrees with its Reset
// passes, one that does not fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fault, failedChecks, type FaultyTarget, startFaultyTarget } from './support/faulty-target.js';

let target: FaultyTarget;
beforeAll(async () => {
  target = await startFaultyTarget();
});
afterAll(async () => {
  await target?.close();
});

const isPlans = (url: string) => url.startsWith('/api/v1/plans/');

async function expectFailure(fault: Fault, only: string, message: RegExp): Promise<void> {
  target.plant(fault);
  try {
    const report = await target.run({ only: [only] });
    const failed = report.results.find((r) => r.id === only);
    expect(failed?.outcome, JSON.stringify(failed)).toBe('failed');
    const failure = failed?.failures.find((f) => message.test(f.message));
    expect(failure, JSON.stringify(failed?.failures.map((f) => f.message))).toBeDefined();
    expect(failure?.exchange?.status).toBeGreaterThan(0);
  } finally {
    target.plant(undefined);
  }
}

/** The first request for the plans answers 429 once, its window ending in `resetIn` s, with the Retry-After given. */
function one429(resetIn: number, retryAfter: number): Fault {
  let sent = false;
  return async (request, forward) => {
    const answer = await forward(request);
    if (sent || !isPlans(request.url)) return answer;
    sent = true;
    const now = Math.floor(Date.now() / 1000);
    const reset = now + resetIn;
    return {
      status: 429,
      headers: {
        ...answer.headers,
        'content-type': 'application/problem+json',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(reset),
        'retry-after': String(retryAfter),
      },
      body: Buffer.from(
        JSON.stringify({
          type: 'https://api.vps-hosting.example/problems/rate_limit_exceeded',
          title: 'Too many requests',
          status: 429,
          code: 'rate_limit_exceeded',
          detail: 'Spent.',
          request_id: answer.headers['x-request-id'],
        }),
      ),
    };
  };
}

describe('rate limit', () => {
  it('passes against the sandbox; the 429 check is not exercised without a 429', async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['rate-limit'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.map((r) => [r.id, r.outcome])).toEqual([
      ['rate-limit.request-counts-itself', 'passed'],
      ['rate-limit.remaining-falls-by-one', 'passed'],
      ['rate-limit.per-token', 'passed'],
      ['rate-limit.retry-after-agrees', 'not-exercised'],
    ]);
  });

  it('passes a 429 whose Retry-After agrees with its Reset', async () => {
    target.plant(one429(2, 2));
    const report = await target.run({ only: ['rate-limit.retry-after-agrees', 'rate-limit.remaining-falls-by-one'] });
    target.plant(undefined);
    expect(failedChecks(report)).toEqual({});
    expect(report.results.find((r) => r.id === 'rate-limit.retry-after-agrees')?.outcome).toBe('passed');
  });

  it('fails a 429 whose Retry-After does not agree with its Reset', async () => {
    target.plant(one429(60, 2));
    const report = await target.run({ only: ['rate-limit.retry-after-agrees', 'rate-limit.remaining-falls-by-one'] });
    target.plant(undefined);
    const failed = report.results.find((r) => r.id === 'rate-limit.retry-after-agrees');
    expect(failed?.outcome).toBe('failed');
    expect(failed?.failures[0]?.message).toMatch(/Retry-After 2 does not agree/);
    expect(failed?.failures[0]?.exchange?.status).toBe(429);
  }, 60_000);

  it('fails when Remaining does not fall', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        answer.headers['x-ratelimit-remaining'] = '900';
        return answer;
      },
      'rate-limit.remaining-falls-by-one',
      /falls by exactly one/,
    );
  });

  it("fails when a fresh window's first answer does not count its own request", async () => {
    // The first answer of each token says Remaining = Limit, as a server counting from zero after
    // answering would in a fresh window (the tests' sandbox shares its windows between tests).
    const seen = new Set<string>();
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        const token = String(request.headers.authorization ?? '');
        if (!token || seen.has(token)) return answer;
        seen.add(token);
        answer.headers['x-ratelimit-remaining'] = String(answer.headers['x-ratelimit-limit']);
        return answer;
      },
      'rate-limit.request-counts-itself',
      /the answered request itself was not counted/,
    );
  });

  it('fails when refused requests are not counted', async () => {
    let refused = 0;
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status >= 400) refused += 1;
        const remaining = Number(answer.headers['x-ratelimit-remaining']);
        answer.headers['x-ratelimit-remaining'] = String(remaining + refused);
        return answer;
      },
      'rate-limit.remaining-falls-by-one',
      /falls by exactly one/,
    );
  });

  it('fails when Reset is a delay, not a moment', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        answer.headers['x-ratelimit-reset'] = '300';
        return answer;
      },
      'rate-limit.remaining-falls-by-one',
      /not a moment/,
    );
  });

  it('fails when Reset moves within the window', async () => {
    let shift = 0;
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        shift += 1;
        answer.headers['x-ratelimit-reset'] = String(Number(answer.headers['x-ratelimit-reset']) - shift);
        return answer;
      },
      'rate-limit.remaining-falls-by-one',
      /Reset moved/,
    );
  });

  it('fails when Reset is counted from each request (a sliding window)', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        answer.headers['x-ratelimit-reset'] = String(Math.ceil(Date.now() / 1000) + 300);
        return answer;
      },
      'rate-limit.remaining-falls-by-one',
      /Reset moved from \d+ to \d+ within one window/,
    );
  });

  it("fails when one window counts every token's requests", async () => {
    let shared = 5000;
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        shared -= 1;
        answer.headers['x-ratelimit-remaining'] = String(shared);
        answer.headers['x-ratelimit-limit'] = '10000';
        return answer;
      },
      'rate-limit.per-token',
      /falls by exactly one/,
    );
  });
});
