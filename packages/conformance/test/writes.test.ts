// The writes family against a faithful target (nothing fails) and against one planted fault per
// promise: an answer unlike what was sent, a GET unlike the answer, a PATCH that changes more, a PUT
// that keeps what it left out, a DELETE that leaves the resource, a secret shown again, another item
// changed. Each failure carries its exchange.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../src/index.js';
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

const RECORD = /^\/api\/v1\/dns\/zones\/[^/]+\/records\/\d+\/$/;
const RECORDS = /^\/api\/v1\/dns\/zones\/[^/]+\/records\/(\?.*)?$/;

async function failsWith(fault: Fault, only: string, message: RegExp): Promise<RunReport> {
  target.plant(fault);
  const report = await target.run({ only: [only] });
  target.plant(undefined);
  const result = report.results.find((r) => r.id === only);
  expect(result?.outcome, JSON.stringify(failedChecks(report))).toBe('failed');
  const failure = result?.failures.find((f) => message.test(f.message));
  expect(failure, result?.failures.map((f) => f.message).join('\n')).toBeDefined();
  expect(failure?.exchange?.request.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\//);
  return report;
}

/** Changes a request's JSON body before it is forwarded. */
function rewriteRequest(
  select: (method: string, path: string) => boolean,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): Fault {
  return async (request, forward) => {
    if (!select(request.method, request.url) || request.body.length === 0) return forward(request);
    const body = change(JSON.parse(request.body.toString('utf8')) as Record<string, unknown>);
    return forward({ ...request, body: Buffer.from(JSON.stringify(body)) });
  };
}

describe('writes', () => {
  it('passes against the sandbox', async () => {
    const report = await target.run({ only: ['writes'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBeGreaterThanOrEqual(14);
    expect(report.leftovers.every((left) => left.startsWith('domain '))).toBe(true);
  }, 60_000);

  it('fails when a create answers other than what was sent', async () => {
    await failsWith(
      rewriteJson(
        (request, answer) => request.method === 'POST' && RECORDS.test(request.url) && answer.status === 201,
        (body) => ({ ...body, ttl: 61 }),
      ),
      'writes.dns-records.A',
      /createDnsRecord A’s answer: ttl is 61/,
    );
  });

  it('fails when a GET shows other than the create answered', async () => {
    await failsWith(
      rewriteJson(
        (request) => request.method === 'GET' && RECORD.test(request.url),
        (body) => ({ ...body, comment: 'changed' }),
      ),
      'writes.dns-records.A',
      /read back.*comment changed/,
    );
  });

  it('fails when a PATCH changes a field it does not name', async () => {
    await failsWith(
      rewriteRequest(
        (method, path) => method === 'PATCH' && RECORD.test(path),
        (body) => ({ ...body, address: '198.51.100.9' }),
      ),
      'writes.dns-records.A',
      /updateDnsRecord A ttl and comment: address changed/,
    );
  });

  it('fails when a PATCH merges the labels it sends into the old ones instead of replacing them', async () => {
    // The server's labels read first, then the PATCH forwarded with the old ones merged under the new.
    await failsWith(
      async (request, forward) => {
        if (request.method !== 'PATCH' || !/^\/api\/v1\/servers\/\d+\/$/.test(request.url)) return forward(request);
        const body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
        if (body.labels === undefined) return forward(request);
        const current = await forward({ ...request, method: 'GET', body: Buffer.alloc(0) });
        const old = (JSON.parse(current.body.toString('utf8')) as { labels?: Record<string, string> }).labels;
        const merged = { ...body, labels: { ...old, ...(body.labels as Record<string, string>) } };
        return forward({ ...request, body: Buffer.from(JSON.stringify(merged)) });
      },
      'writes.servers',
      /updateServer \{"labels".*labels is .*"family":"writes"/,
    );
  });

  it('fails when a PUT keeps a field it leaves out', async () => {
    await failsWith(
      rewriteRequest(
        (method, path) => method === 'PUT' && RECORD.test(path),
        (body) => ({ ...body, comment: 'kept' }),
      ),
      'writes.dns-records.A',
      /replaceDnsRecord A’s answer: comment is "kept", expected null/,
    );
  });

  it('fails when a DELETE leaves the resource in place', async () => {
    await failsWith(
      async (request, forward) =>
        forward(request.method === 'DELETE' && RECORD.test(request.url) ? { ...request, method: 'GET' } : request),
      'writes.dns-records.A',
      /still there after its delete/,
    );
  });

  it('fails when a GET shows the secret that only the create shows', async () => {
    await failsWith(
      rewriteJson(
        (request) => request.method === 'GET' && /^\/api\/v1\/webhooks\/\d+\/$/.test(request.url),
        (body) => ({ ...body, secret: 'whsec_leaked' }),
      ),
      'writes.webhooks',
      /getWebhook shows the secret/,
    );
  });

  it('fails when another item of the account changes', async () => {
    // From the second list of a zone's records on, its managed NS records show another ttl.
    let lists = 0;
    await failsWith(
      rewriteJson(
        (request) => request.method === 'GET' && RECORDS.test(request.url),
        (body) => {
          lists += 1;
          if (lists < 2) return body;
          const data = (body.data as Record<string, unknown>[]) ?? [];
          return { ...body, data: data.map((item) => (item.type === 'NS' ? { ...item, ttl: 61 } : item)) };
        },
      ),
      'writes.dns-records.A',
      /ttl changed from/,
    );
  });
});
