// The problems-and-auth family against a faithful target (nothing fails) and against planted faults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curlLine } from '../src/http/exchange.js';
import { failedChecks, type FaultyTarget, startFaultyTarget } from './support/faulty-target.js';

let target: FaultyTarget;
beforeAll(async () => {
  target = await startFaultyTarget();
});
afterAll(async () => {
  await target?.close();
});

describe('problems: 401 without a token', () => {
  it('passes against the sandbox', async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['problems'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(50);
  });

  it('fails, with the request to reproduce, when WWW-Authenticate says invalid_token for a missing token', async () => {
    target.plant(async (request, forward) => {
      const answer = await forward(request);
      if (answer.status === 401 && request.url.startsWith('/api/v1/servers/') && request.method === 'GET')
        answer.headers['www-authenticate'] = 'Bearer realm="api", error="invalid_token"';
      return answer;
    });
    const report = await target.run({ only: ['problems.missing-token.listServers'] });
    const failed = report.results.find((r) => r.id === 'problems.missing-token.listServers');
    expect(failed?.outcome).toBe('failed');
    const failure = failed?.failures.find((f) => f.message.includes('WWW-Authenticate'));
    expect(failure?.exchange?.status).toBe(401);
    expect(curlLine(failure!.exchange!.request, report.secrets)).toMatch(
      /^curl -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/api\/v1\/servers\/'/,
    );
  });
});
