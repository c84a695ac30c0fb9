// The tenancy family against a faithful target (nothing fails) and against planted faults: the
// second account reads, lists, changes the first's resources through a leak, tells an existing id
// from one that names nothing, or is told that the first's domain "already exists" in its account.
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

const bearer = (token: string) => `Bearer ${token}`;

/** Requests of the second account that `select` picks are sent with the first's token: a tenancy leak. */
function leak(select: (method: string, path: string) => boolean): Fault {
  return async (request, forward) => {
    if (request.headers.authorization === bearer(target.tokens.altToken) && select(request.method, request.url))
      return forward({ ...request, headers: { ...request.headers, authorization: bearer(target.tokens.token) } });
    return forward(request);
  };
}

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

describe('tenancy', () => {
  it('passes against the sandbox', async () => {
    const report = await target.run({ only: ['tenancy'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(50);
  }, 60_000);

  it('fails when the second account reads the first’s server', async () => {
    await failsWith(
      leak((method, path) => method === 'GET' && /^\/api\/v1\/servers\/\d+\/$/.test(path)),
      'tenancy.getServer',
      /getServer answered 200, expected 404/,
    );
  });

  it('fails when a 404 for another account’s id differs from one for an id that names nothing', async () => {
    await failsWith(
      rewriteJson(
        (request, answer) =>
          answer.status === 404 && /^\/api\/v1\/backups\/\d{1,6}\/$/.test(request.url) && request.method === 'GET',
        (body) => ({ ...body, detail: 'This backup belongs to another account.' }),
      ),
      'tenancy.getBackup',
      /unlike one that does not exist/,
    );
  });

  it('fails when the second account’s list shows the first’s resources', async () => {
    await failsWith(
      leak((method, path) => method === 'GET' && path.startsWith('/api/v1/servers/?')),
      'tenancy.list.listServers',
      /lists the first’s|finds the first’s/,
    );
  });

  it('fails when the second account’s list counts the first’s resources in its total', async () => {
    // The second account's unfiltered snapshot list says one more than it holds: the first's, counted.
    await failsWith(
      rewriteJson(
        (request, answer) =>
          request.headers.authorization === bearer(target.tokens.altToken) &&
          request.url.startsWith('/api/v1/snapshots/?') &&
          !request.url.includes('server_id=') &&
          answer.status === 200,
        (body) => {
          const pagination = (body.meta as { pagination: Record<string, number> }).pagination;
          return {
            ...body,
            meta: { pagination: { ...pagination, total_entries: (pagination.total_entries ?? 0) + 1 } },
          };
        },
      ),
      'tenancy.list.listSnapshots',
      /says total_entries \d+ but lists \d+ items/,
    );
  });

  it('fails when the second account’s sorted list shows the first’s resources', async () => {
    await failsWith(
      leak((method, path) => method === 'GET' && path.startsWith('/api/v1/servers/?') && path.includes('sort=')),
      'tenancy.list.listServers',
      /listServers\?sort=\S+ lists [1-9]\d* item\(s\) its unsorted list does not have/,
    );
  });

  it('fails when the second account changes the first’s webhook', async () => {
    await failsWith(
      leak((method, path) => method === 'PATCH' && /^\/api\/v1\/webhooks\/\d+\/$/.test(path)),
      'tenancy.updateWebhook',
      /updateWebhook answered 200, expected 404/,
    );
  });

  it('fails when the first’s domain "already exists" for the second account', async () => {
    await failsWith(
      rewriteJson(
        (request, answer) =>
          request.method === 'POST' &&
          request.url === '/api/v1/domains/' &&
          request.headers.authorization === bearer(target.tokens.altToken) &&
          answer.status === 400,
        (body) => ({ ...body, code: 'already_exists' }),
      ),
      'tenancy.unique-names.createDomain',
      /expected domain_unavailable/,
    );
  });
});
