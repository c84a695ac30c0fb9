// The problems-and-auth family against a faithful target (nothing fails) and against planted faults,
// one per promise: each must fail the check that holds it, with the exchange that shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeStatuses, operationCodeStatuses } from '../src/checks/problems-document.js';
import { kitContract } from '../src/contract/document.js';
import { curlLine } from '../src/http/exchange.js';
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

const authorizationOf = (headers: Record<string, unknown>) => String(headers.authorization ?? '');

/** Runs the checks with the fault planted; the named check must fail with a message matching, an exchange attached. */
async function expectFailure(fault: Fault, only: string, message: RegExp, also: string[] = []): Promise<RunReport> {
  target.plant(fault);
  try {
    const report = await target.run({ only: [only, ...also] });
    const failed = report.results.find((r) => r.id === only);
    expect(failed?.outcome, JSON.stringify(failed?.failures.map((f) => f.message))).toBe('failed');
    const failure = failed?.failures.find((f) => message.test(f.message));
    expect(failure, JSON.stringify(failed?.failures.map((f) => f.message))).toBeDefined();
    expect(failure?.exchange?.status).toBeGreaterThan(0);
    return report;
  } finally {
    target.plant(undefined);
  }
}

describe('problems and auth', () => {
  it('passes against the sandbox', async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['problems'] });
    expect(failedChecks(report)).toEqual({});
    expect(report.results.find((r) => r.id === 'problems.code-statuses')?.outcome).toBe('passed');
    expect(report.results.filter((r) => r.outcome === 'passed').length).toBeGreaterThan(150);
  });

  it('fails, with the request to reproduce, when WWW-Authenticate says invalid_token for a missing token', async () => {
    const report = await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status === 401 && request.url.startsWith('/api/v1/servers/') && request.method === 'GET')
          answer.headers['www-authenticate'] = 'Bearer realm="api", error="invalid_token"';
        return answer;
      },
      'problems.missing-token.listServers',
      /WWW-Authenticate's error/,
    );
    const failure = report.results[0]?.failures.find((f) => f.message.includes('WWW-Authenticate'));
    expect(curlLine(failure!.exchange!.request, report.secrets)).toMatch(
      /^curl -i -X GET 'http:\/\/127\.0\.0\.1:\d+\/api\/v1\/servers\/'/,
    );
  });

  it('fails when an unknown token is told invalid_request', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status === 401) answer.headers['www-authenticate'] = 'Bearer realm="api", error="invalid_request"';
        return answer;
      },
      'problems.invalid-token.getServer',
      /expected "invalid_token"/,
    );
  });

  it('fails when another scheme (Basic) is told invalid_token', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (authorizationOf(request.headers).startsWith('Basic'))
          answer.headers['www-authenticate'] = 'Bearer realm="api", error="invalid_token"';
        return answer;
      },
      'problems.malformed-authorization.listServers',
      /expected "invalid_request"/,
    );
  });

  it('fails when the scheme name in upper case is refused', async () => {
    await expectFailure(
      async (request, forward) =>
        authorizationOf(request.headers).startsWith('BEARER ')
          ? forward({ ...request, headers: { ...request.headers, authorization: 'Nope' } })
          : forward(request),
      'problems.scheme-any-case.listServers',
      /case-insensitive/,
    );
  });

  it('fails when a missing scope answers 401 instead of 403', async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status !== 403) return answer;
        return forward({ ...request, headers: { ...request.headers, authorization: 'Bearer unknown' } });
      },
      'problems.insufficient-scope.createServer',
      /answered 401, expected 403/,
    );
  });

  it("fails when insufficient_scope's detail does not name the scope", async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 403,
        (body) => ({ ...body, detail: 'Not allowed.' }),
      ),
      'problems.insufficient-scope.deleteServer',
      /does not name the scope servers:write/,
    );
  });

  it("fails when a problem's type does not follow the document's convention", async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 401,
        (body) => ({ ...body, type: 'about:blank' }),
      ),
      'problems.missing-token.listDnsZones',
      /type "about:blank"/,
    );
  });

  it("fails when a problem's code is not the one its status comes with", async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 401,
        (body) => ({ ...body, code: 'forbidden', type: String(body.type).replace('unauthorized', 'forbidden') }),
      ),
      'problems.invalid-token.listWebhooks',
      /code "forbidden", expected "unauthorized"|comes with 403/,
    );
  });

  it('fails when a problem has no title', async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 401,
        (body) => ({ ...body, title: ' ' }),
      ),
      'problems.missing-token.getAction',
      /title/,
    );
  });

  it("fails when a problem's title is its code", async () => {
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 401,
        (body) => ({ ...body, title: body.code }),
      ),
      'problems.missing-token.getAction',
      /title "unauthorized" is not a summary for people/,
    );
  });

  it('fails when one code comes with two titles in a run', async () => {
    let answered = 0;
    await expectFailure(
      rewriteJson(
        (_, answer) => answer.status === 401,
        (body) => {
          answered += 1;
          return answered % 2 === 0 ? { ...body, title: `${String(body.title)} (again)` } : body;
        },
      ),
      'problems.code-statuses',
      /code "unauthorized" came with the title .* one problem type, one title/,
      ['problems.missing-token.getAction', 'problems.missing-token.getTld'],
    );
  });

  it("derives each code's statuses from the document: every ErrorCode has its table row, a gateway's 502 too", async () => {
    const contract = await kitContract();
    const statuses = codeStatuses(contract);
    for (const code of contract.errorCodes) expect(statuses.get(code)?.size, code).toBeGreaterThan(0);
    expect([...(statuses.get('invalid_state') ?? [])]).toEqual([400]);
    expect([...(statuses.get('service_unavailable') ?? [])].sort()).toEqual([502, 503, 504]);
    // An operation's own list: renewDomain documents invalid_state, getTld does not.
    expect(operationCodeStatuses(contract, 'renewDomain')?.get('invalid_state')).toEqual(new Set([400]));
    expect(operationCodeStatuses(contract, 'getTld')?.has('invalid_state')).toBe(false);
  });

  it('fails when invalid_state is answered 403, wherever the run met it', { timeout: 30_000 }, async () => {
    await expectFailure(
      async (request, forward) => {
        const answer = await forward(request);
        if (answer.status !== 400 || !answer.body.includes('"invalid_state"')) return answer;
        const body = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
        return { ...answer, status: 403, body: Buffer.from(JSON.stringify({ ...body, status: 403 })) };
      },
      'problems.code-statuses',
      /code "invalid_state" is documented with 400, answered with 403/,
      ['state-machines.domain-register-renew'],
    );
  });

  it('fails when a 401 carries a code of another status', async () => {
    await expectFailure(
      rewriteJson(
        (request, answer) => answer.status === 401 && request.url.startsWith('/api/v1/tlds/'),
        (body) => ({
          ...body,
          code: 'invalid_state',
          type: String(body.type).replace('unauthorized', 'invalid_state'),
        }),
      ),
      'problems.code-statuses',
      /code "invalid_state" is documented with 400, answered with 401/,
      ['problems.missing-token.getTld'],
    );
  });
});
