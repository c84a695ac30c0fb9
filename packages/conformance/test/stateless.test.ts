// The stateless level (--stateless) against the mock: the repository's proof that the mock serves the
// document's answers (every operation × documented status × named example, each 401 and 400), and the
// kit's proof that the level catches a mock that does not. The mock is the run's shared one
// (@vps-hosting/test-support/shared-mock); the faults are planted by a proxy of this file's own in front.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sharedMock } from '@vps-hosting/test-support/shared-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitContract } from '../src/contract/document.js';
import { type RunReport, runConformance } from '../src/index.js';
import { parseCommand, UsageError } from '../src/options.js';
import { coverageOf, coverageText } from '../src/report/coverage.js';
import { STATELESS_REASON } from '../src/stateless/level.js';

/** Rewrites one exchange on its way to the mock or back. */
type Fault = (request: http.IncomingMessage, url: URL, headers: http.OutgoingHttpHeaders) => void;
type AnswerFault = (url: URL, status: number, headers: http.IncomingHttpHeaders) => http.IncomingHttpHeaders;

let mock: string;
let proxy: http.Server;
let proxyUrl: string;
let requestFault: Fault | undefined;
let answerFault: AnswerFault | undefined;

beforeAll(async () => {
  mock = (await sharedMock()).url;
  const upstream = new URL(mock);
  proxy = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', mock);
    const headers: http.OutgoingHttpHeaders = { ...incoming.headers, host: upstream.host };
    requestFault?.(incoming, url, headers);
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: url.pathname + url.search,
        headers,
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        outgoing.writeHead(status, answerFault ? answerFault(url, status, answer.headers) : answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => outgoing.writeHead(502).end(String(error)));
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
});

const run = (target: string, only: string[] = []) =>
  runConformance({
    target,
    token: 'stateless-token',
    readToken: 'stateless-read',
    stateless: true,
    concurrency: 8,
    only,
  });

function failed(report: RunReport): Record<string, string> {
  return Object.fromEntries(
    report.results.filter((r) => r.outcome === 'failed').map((r) => [r.id, r.failures[0]?.message ?? '']),
  );
}

describe('the stateless level against the mock', () => {
  it('passes every check, answers every documented operation × status and reports the rest not exercised', async () => {
    const report = await run(mock);
    expect(failed(report)).toEqual({});
    expect(report.sandboxAdmin).toBe(false);
    expect(report.leftovers).toEqual([]);
    const contract = await kitContract();
    const coverage = coverageOf(report, contract);
    // Every documented response, `default` included (the mock serves each of its examples).
    expect(coverage.documented.filter((pair) => !coverage.exercised.includes(pair))).toEqual([]);
    process.stdout.write(`\n${coverageText({ ...report, target: 'the mock (stateless level)' }, contract)}\n`);
    // Every family the level cannot judge is there, not exercised, and none counted as passed.
    const notExercised = report.results.filter((r) => r.outcome === 'not-exercised');
    for (const family of [
      'writes',
      'idempotency',
      'pagination',
      'tenancy',
      'state-machines',
      'webhooks',
      'cooperative',
    ])
      expect(
        notExercised.filter((r) => r.family === family && r.reason === STATELESS_REASON).length,
        family,
      ).toBeGreaterThan(0);
    const passedFamilies = new Set(report.results.filter((r) => r.outcome === 'passed').map((r) => r.family));
    expect([...passedFamilies].sort()).toEqual(['edges', 'problems', 'responses', 'validation']);
  }, 300_000);

  it('fails on an answer that departs from the document (a declared header missing), with the exchange', async () => {
    answerFault = (url, status, headers) => {
      if (url.pathname === '/api/v1/plans/' && status === 200) delete headers['x-request-id'];
      return headers;
    };
    try {
      const report = await run(proxyUrl, ['responses.example.listPlans.200']);
      const result = report.results.find((r) => r.id === 'responses.example.listPlans.200');
      expect(result?.outcome).toBe('failed');
      expect(result?.failures[0]?.message).toMatch(/X-Request-Id/);
      expect(result?.failures[0]?.exchange?.status).toBe(200);
    } finally {
      answerFault = undefined;
    }
  }, 60_000);

  it('fails on a secured operation answered without a valid bearer token', async () => {
    requestFault = (_incoming, url, headers) => {
      if (url.pathname === '/api/v1/servers/') headers.authorization = 'Bearer planted';
    };
    try {
      const report = await run(proxyUrl, ['problems.unauthorized.listServers']);
      expect(failed(report)['problems.unauthorized.listServers']).toMatch(/no Authorization header: answered 200/);
      expect(report.results[0]?.failures[0]?.exchange?.request.headers.Authorization).toBeUndefined();
    } finally {
      requestFault = undefined;
    }
  }, 60_000);

  it('fails on input its schemas refuse that is not answered 400', async () => {
    // The proxy drops the query: every invalid query parameter of listServers reaches the mock as none.
    requestFault = (_incoming, url) => {
      if (url.pathname === '/api/v1/servers/') url.search = '';
    };
    try {
      const report = await run(proxyUrl, ['validation.refused.listServers']);
      expect(failed(report)['validation.refused.listServers']).toMatch(/^with query\/\w+=.*: answered 200$/);
    } finally {
      requestFault = undefined;
    }
  }, 60_000);
});

describe('--stateless on the command line', () => {
  const base = ['--target', 'http://127.0.0.1:4010', '--token', 't'];
  it('is a flag and a variable, and turns the admin extension off', () => {
    for (const command of [
      parseCommand([...base, '--stateless'], {}),
      parseCommand(base, { CONFORMANCE_STATELESS: '1' }),
    ])
      expect(command).toMatchObject({ kind: 'run', options: { stateless: true, sandboxAdmin: 'off' } });
    expect(parseCommand(base, {})).toMatchObject({ kind: 'run', options: { stateless: false, sandboxAdmin: 'auto' } });
    expect(parseCommand(['--list', '--stateless'], {})).toEqual({ kind: 'list', only: [], stateless: true });
  });
  it('refuses --sandbox-admin beside it', () => {
    expect(() => parseCommand([...base, '--stateless', '--sandbox-admin'], {})).toThrow(UsageError);
  });
});
