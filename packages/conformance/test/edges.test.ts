// The edges family against a faithful target (nothing fails) and against planted faults, one per
// promise. The harness's proxy forwards with fetch, which cannot send TRACE: TRACE is forwarded here
// with node:http, so the faithful run sees the sandbox's own answer.
import * as http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Fault,
  failedChecks,
  type FaultyTarget,
  type ProxiedAnswer,
  type ProxiedRequest,
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

function forwardTrace(request: ProxiedRequest): Promise<ProxiedAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers };
    delete headers.host;
    const outgoing = http.request(`${target.sandbox.base}${request.url}`, { method: 'TRACE', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answer: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (
            value !== undefined &&
            !['content-length', 'connection', 'transfer-encoding', 'keep-alive'].includes(name)
          )
            answer[name] = ([] as string[]).concat(value).join(', ');
        resolve({ status: response.statusCode ?? 0, headers: answer, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A fault, with TRACE forwarded faithfully. */
const withTrace =
  (fault?: Fault): Fault =>
  (request, forward) =>
    request.method === 'TRACE' ? forwardTrace(request) : fault ? fault(request, forward) : forward(request);

async function expectFailure(fault: Fault, only: string, message: RegExp): Promise<void> {
  target.plant(withTrace(fault));
  try {
    const report = await target.run({ only: [only] });
    const failed = report.results.find((r) => r.id === only);
    expect(failed?.outcome, JSON.stringify(report.results.map((r) => [r.id, r.outcome]))).toBe('failed');
    const failure = failed?.failures.find((f) => message.test(f.message));
    expect(failure, JSON.stringify(failed?.failures.map((f) => f.message))).toBeDefined();
    expect(failure?.exchange?.status).toBeGreaterThan(0);
  } finally {
    target.plant(undefined);
  }
}

describe('edges', () => {
  it('passes against the sandbox', async () => {
    target.plant(withTrace());
    const report = await target.run({ only: ['edges'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(200);
  });

  it('fails when a 308 drops the query', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status === 308 && answer.headers.location)
          answer.headers.location = answer.headers.location.split('?')[0] as string;
        return answer;
      },
      'edges.trailing-slash.listServers',
      /Location/,
    );
  });

  it('fails when the no-slash form needs a token first', async () => {
    await expectFailure(
      async (request, forward) =>
        !request.url.split('?')[0]?.endsWith('/') && !request.headers.authorization
          ? { status: 401, headers: { 'content-type': 'application/problem+json' }, body: Buffer.from('{}') }
          : forward(request),
      'edges.trailing-slash.getServer',
      /expected 308/,
    );
  });

  it('fails when an unknown path answers another code', async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 404,
        (body) => ({ ...body, code: 'invalid_state' }),
      ),
      'edges.unknown-path.listDnsZones',
      /code "invalid_state", expected "not_found"/,
    );
  });

  it('fails when Allow is not in the documented order', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status === 405 && answer.headers.allow)
          answer.headers.allow = answer.headers.allow.split(', ').reverse().join(', ');
        return answer;
      },
      'edges.method-not-allowed.getServer',
      /Allow is/,
    );
  });

  it('fails when HEAD answers as GET', async () => {
    await expectFailure(
      async (request, forward) =>
        request.method === 'HEAD'
          ? { ...(await forward({ ...request, method: 'GET' })), body: Buffer.alloc(0) }
          : forward(request),
      'edges.never-offered.listServers',
      /HEAD .* answered 200, expected 405/,
    );
  });

  it('fails when an unknown query parameter is ignored', async () => {
    await expectFailure(
      async (request, forward) => forward({ ...request, url: request.url.replace(/[?&]zz_unknown_\w+=[^&]*/g, '') }),
      'edges.unknown-query.listImages',
      /expected 400/,
    );
  });

  it('fails when an unknown query parameter with an empty value is ignored', async () => {
    await expectFailure(
      async (request, forward) => forward({ ...request, url: request.url.replace(/&zz_unknown_empty=(?=&|$)/, '') }),
      'edges.unknown-query.listImages',
      /no \{"field": "query\/zz_unknown_empty".*an empty value too/,
    );
  });

  it('fails when two unknown query parameters get one errors entry', async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 400,
        (body) => ({ ...body, errors: (body.errors as unknown[]).slice(0, 1) }),
      ),
      'edges.unknown-query.listPlans',
      /one entry per unknown parameter/,
    );
  });

  it('fails when the unknown query parameter is named without query/', async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 400,
        (body) => ({
          ...body,
          errors: (body.errors as { field: string }[]).map((e) => ({ ...e, field: e.field.replace('query/', '') })),
        }),
      ),
      'edges.unknown-query.createServer',
      /query\/zz_unknown_parameter/,
    );
  });

  it('fails when the bearer scheme in lower case is refused', async () => {
    await expectFailure(
      async (request, forward) =>
        String(request.headers.authorization ?? '').startsWith('bearer ')
          ? forward({ ...request, headers: { ...request.headers, authorization: 'bearer' } })
          : forward(request),
      'edges.bearer-lower-case.getDnsZone',
      /case-insensitive/,
    );
  });

  it('fails when the preflight says another Max-Age or needs a token', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status === 204) answer.headers['access-control-max-age'] = '60';
        return answer;
      },
      'edges.cors-preflight',
      /Access-Control-Max-Age/,
    );
  });

  it('fails when an answer does not expose X-Request-Id to pages', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.headers['access-control-expose-headers'])
          answer.headers['access-control-expose-headers'] = answer.headers['access-control-expose-headers']
            .split(', ')
            .filter((name) => name !== 'X-Request-Id')
            .join(', ');
        return answer;
      },
      'edges.method-not-allowed.listServers',
      /Expose-Headers lacks X-Request-Id/,
    );
  });
});
