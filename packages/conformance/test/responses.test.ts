// The responses family against a faithful target (nothing fails) and against planted faults: a 404
// answered as another status, a 403 insufficient_scope that does not name the scope, a success
// answered with another status.
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
  target = await startFaultyTarget();
});
afterAll(async () => {
  await target?.close();
});

async function failsWith(fault: Fault, only: string, message: RegExp): Promise<void> {
  target.plant(fault);
  const report = await target.run({ only: [only] });
  target.plant(undefined);
  const result = report.results.find((r) => r.id === only);
  expect(result?.outcome, JSON.stringify(failedChecks(report))).toBe('failed');
  const failure = result?.failures.find((f) => message.test(f.message));
  expect(failure, result?.failures.map((f) => f.message).join('\n')).toBeDefined();
  expect(failure?.exchange?.request.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\//);
}

describe('responses', () => {
  it('passes against the sandbox', async () => {
    const report = await target.run({ only: ['responses'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(100);
    const covered = new Set(report.coverage.map((c) => `${c.operationId} ${c.status}`));
    for (const probe of ['getServer 404', 'createServer 403', 'listServers 200', 'getDnsZoneFile 200'])
      expect(covered.has(probe), probe).toBe(true);
  }, 60_000);

  it('fails when an id that names nothing answers 400 instead of 404', async () => {
    await failsWith(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status !== 404 || !request.url.startsWith('/api/v1/servers/')) return answer;
        const body = { ...JSON.parse(answer.body.toString('utf8')), status: 400, code: 'validation_failed' };
        return { ...answer, status: 400, body: Buffer.from(JSON.stringify(body)) };
      },
      'responses.not-found.getServer',
      /getServer answered 400, expected 404/,
    );
  });

  it('fails when insufficient_scope does not name the scope', async () => {
    await failsWith(
      rewriteJson(
        (_request, answer) => answer.status === 403,
        (body) => ({ ...body, detail: 'Forbidden.' }),
      ),
      'responses.insufficient-scope.createServer',
      /does not name the scope servers:write/,
    );
  });

  it('fails when a success is answered with another status', async () => {
    await failsWith(
      async (request, forward) => {
        const answer = await forward(request);
        return request.method === 'GET' && request.url.split('?')[0] === '/api/v1/images/'
          ? { ...answer, status: 203 }
          : answer;
      },
      'responses.success.listImages',
      /listImages answered 203, expected 200/,
    );
  });
});
