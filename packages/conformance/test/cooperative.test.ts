// The cooperative family against a sandbox that offers its admin extension (nothing fails), against
// planted faults of each status it checks, and against a target without the extension (every check
// not exercised, with the reason).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Fault,
  failedChecks,
  type FaultyTarget,
  rewriteJson,
  startFaultyTarget,
} from './support/faulty-target.js';

let target: FaultyTarget;
beforeAll(async () => {
  // A small limit, so that the 429 check spends a fresh token's in a moment; the family's other
  // requests stay well under it.
  target = await startFaultyTarget({ hideAdmin: false, rateLimit: 600 });
});
afterAll(async () => {
  await target?.close();
});

async function failures(only: string, fault: Fault): Promise<string> {
  target.plant(fault);
  try {
    const report = await target.run({ only: [only] });
    const failed = report.results.filter((r) => r.outcome === 'failed');
    expect(failed.length, JSON.stringify(report.results.map((r) => [r.id, r.outcome, r.reason]))).toBeGreaterThan(0);
    expect(failed.every((r) => r.failures.some((f) => f.exchange !== undefined))).toBe(true);
    return failed.flatMap((r) => r.failures.map((f) => f.message)).join('\n');
  } finally {
    target.plant(undefined);
  }
}

describe('cooperative statuses', () => {
  it('passes against the sandbox with its admin extension', { timeout: 60_000 }, async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['cooperative'] });
    expect(failedChecks(report)).toEqual({});
    const outcomes = report.results.map((r) => r.outcome);
    expect(outcomes.every((outcome) => outcome === 'passed')).toBe(true);
    expect(report.results.filter((r) => r.id.startsWith('cooperative.internal-error.')).length).toBeGreaterThan(60);
    expect(report.results.filter((r) => r.id.startsWith('cooperative.suspended.')).length).toBeGreaterThan(0);
    expect(report.leftovers).toEqual([]);
  });

  it('fails when a 500 is not internal_error', { timeout: 20_000 }, async () => {
    const all = await failures(
      'cooperative.internal-error.listServers',
      rewriteJson(
        (_request, answer) => answer.status === 500,
        (body) => ({ ...body, code: 'server_error' }),
      ),
    );
    expect(all).toMatch(/the 500 has code "server_error", expected "internal_error"/);
  });

  it("fails when a suspended account's request is not 403 forbidden", { timeout: 20_000 }, async () => {
    const all = await failures(
      'cooperative.suspended.',
      rewriteJson(
        (_request, answer) => answer.status === 403,
        (body) => (body.code === 'forbidden' ? { ...body, code: 'insufficient_scope' } : body),
      ),
    );
    expect(all).toMatch(/a suspended account's request has code "insufficient_scope", expected "forbidden"/);
  });

  it("fails when a 429's Retry-After and X-RateLimit-Reset disagree", { timeout: 30_000 }, async () => {
    const all = await failures('cooperative.rate-limited', async (request, forward) => {
      const answer = await forward(request);
      if (answer.status === 429) answer.headers['retry-after'] = '1';
      return answer;
    });
    expect(all).toMatch(/Retry-After 1 and X-RateLimit-Reset \d+ do not name the same moment/);
  });

  it('fails when a failed action has no error, or leaves its server in another state', {
    timeout: 40_000,
  }, async () => {
    const all = await failures(
      'cooperative.action-failures',
      rewriteJson(
        (request, answer) =>
          request.method === 'GET' && answer.status === 200 && /\/(actions|servers)\/\d+\/$/.test(request.url),
        (body, request) =>
          request.url.includes('/actions/')
            ? body.status === 'error' && body.type === 'reboot_server'
              ? { ...body, error: null }
              : body
            : body.status === 'error'
              ? { ...body, status: 'stopped' }
              : body,
      ),
    );
    expect(all).toMatch(/an action told to fail ended error with error null/);
    expect(all).toMatch(/after its createServer action failed the server is stopped \(locked false\), expected error/);
  });

  it('is not exercised, with the reason, without the admin extension', { timeout: 20_000 }, async () => {
    const report = await target.run({ only: ['cooperative'], sandboxAdmin: 'off' });
    expect(report.results.length).toBeGreaterThan(60);
    for (const result of report.results) {
      expect(result.outcome).toBe('not-exercised');
      expect(result.reason).toMatch(/sandbox admin extension/);
    }
  });
});
