// Malformed HTTP and the problem's `instance` (docs/design/edge-answers.md, errors.md): whatever Node's
// parser or the router refuses is answered as the document's problem, with X-Request-Id and rate-limit headers.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceOf } from '../src/domain/problem.js';
import { operation, startHarness, type Harness } from './helpers.js';
import {
  header,
  problemErrors,
  RATE_HEADERS,
  rawRequest,
  REQUEST_ID,
  stateFingerprint,
  statusOf,
  type RawAnswer,
} from './http-kit.js';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await startHarness({ actionSeconds: 1e7 });
  port = Number(new URL(h.sandbox.url).port);
});
afterAll(() => h.close());

const CRLF = '\r\n';
const LIMIT = header('X-RateLimit-Limit').toLowerCase();
const REMAINING = header('X-RateLimit-Remaining').toLowerCase();
const requestText = (line: string, headers: string[], body = '') => [line, ...headers, '', body].join(CRLF);
const withToken = (token: string | null, ...more: string[]) => [
  'Host: sandbox.test',
  ...(token ? [`Authorization: Bearer ${token}`] : []),
  ...more,
];

/** The first path parameter of an operation's template, its name, and the path with `value` in it. */
function withParameter(operationId: string, value: string): { name: string; path: string } {
  const { path } = operation(operationId);
  const name = /\{(\w+)\}/.exec(path)?.[1] as string;
  return { name, path: path.replace(`{${name}}`, value) };
}

function expectProblem(answer: RawAnswer, code: string, field?: string | RegExp) {
  expect(answer.status, answer.body).toBe(statusOf(code));
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(problemErrors(answer.json)).toEqual([]);
  expect(answer.json?.code).toBe(code);
  expect(answer.headers[REQUEST_ID.toLowerCase()]).toBe(answer.json?.request_id);
  for (const name of RATE_HEADERS) expect(answer.headers[name.toLowerCase()], name).toMatch(/^\d+$/);
  if (field !== undefined) {
    const fields = (answer.json?.errors ?? []).map((e: { field: string }) => e.field);
    if (typeof field === 'string') expect(fields).toContain(field);
    else
      expect(
        fields.some((f: string) => field.test(f)),
        JSON.stringify(fields),
      ).toBe(true);
  }
}

describe('malformed requests answer 400 validation_failed problems', () => {
  it('a percent-encoding that is not UTF-8 names the path parameter', async () => {
    const { name, path } = withParameter('getServer', '%E0%A4%A');
    const answer = await rawRequest(port, requestText(`GET ${path} HTTP/1.1`, withToken(h.full)));
    expectProblem(answer, 'validation_failed', `path/${name}`);
  });

  it('a path parameter longer than the router accepts names the parameter (no 414)', async () => {
    const { name, path } = withParameter('getDnsZone', 'a'.repeat(1000));
    const answer = await rawRequest(port, requestText(`GET ${path} HTTP/1.1`, withToken(h.full)));
    expectProblem(answer, 'validation_failed', `path/${name}`);
  });

  it('a header section over 16 KiB (no 431)', async () => {
    const answer = await rawRequest(
      port,
      requestText(
        `GET ${operation('listPlans').path} HTTP/1.1`,
        withToken(h.full, `X-Padding: ${'a'.repeat(17 * 1024)}`),
      ),
    );
    expectProblem(answer, 'validation_failed', '');
  });

  it('Transfer-Encoding with Content-Length, and changes nothing', async () => {
    const before = await stateFingerprint(h.sandbox.db);
    const body = JSON.stringify({ name: 'te-cl', plan: 'vps-1c-1g', location: 'fra1', image: 'debian-12' });
    const chunked = `${body.length.toString(16)}${CRLF}${body}${CRLF}0${CRLF}${CRLF}`;
    const answer = await rawRequest(
      port,
      requestText(
        `POST ${operation('createServer').path} HTTP/1.1`,
        withToken(h.full, 'Content-Type: application/json', 'Transfer-Encoding: chunked', 'Content-Length: 5'),
        chunked,
      ),
    );
    expectProblem(answer, 'validation_failed', /^header\/(Content-Length|Transfer-Encoding)$/);
    expect(await stateFingerprint(h.sandbox.db)).toBe(before);
  });

  it('a Transfer-Encoding that does not end with chunked is refused before the operation runs', async () => {
    const before = await stateFingerprint(h.sandbox.db);
    const answer = await rawRequest(
      port,
      requestText(`POST ${operation('createServer').path} HTTP/1.1`, withToken(h.full, 'Transfer-Encoding: gzip')),
    );
    expectProblem(answer, 'validation_failed', 'header/Transfer-Encoding');
    expect(await stateFingerprint(h.sandbox.db)).toBe(before);
  });

  it('a control character in a header value names the header', async () => {
    const answer = await rawRequest(
      port,
      requestText(`GET ${operation('listPlans').path} HTTP/1.1`, withToken(h.full, 'X-Test: a\x1db')),
    );
    expectProblem(answer, 'validation_failed', 'header/X-Test');
  });

  it('malformed request lines, line endings and header names', async () => {
    const path = operation('listPlans').path;
    const head = withToken(h.full).join(CRLF);
    for (const raw of [
      `GET ${path} x HTTP/1.1${CRLF}${head}${CRLF}${CRLF}`,
      `G(T ${path} HTTP/1.1${CRLF}${head}${CRLF}${CRLF}`,
      `GET ${path} HTTP/9.9${CRLF}${head}${CRLF}${CRLF}`,
      `GET ${path} HTTP/1.1\n${withToken(h.full).join('\n')}\n\n`,
      `GET ${path}\u00e9 HTTP/1.1${CRLF}${head}${CRLF}${CRLF}`,
      `GET ${path} HTTP/1.1${CRLF}${head}${CRLF}X Bad: 1${CRLF}${CRLF}`,
      `GET ${path} HTTP/1.1${CRLF}${head}${CRLF}X-Folded: a${CRLF} b${CRLF}${CRLF}`,
      `POST ${path} HTTP/1.1${CRLF}${head}${CRLF}Content-Length: 1${CRLF}Content-Length: 2${CRLF}${CRLF}ab`,
      `POST ${path} HTTP/1.1${CRLF}${head}${CRLF}Content-Length: x${CRLF}${CRLF}`,
    ]) {
      const answer = await rawRequest(port, raw);
      expectProblem(answer, 'validation_failed');
      expect(answer.headers.connection).toBe('close');
    }
  });

  it('HTTP/1.1 without Host, and an expectation other than 100-continue, name the header', async () => {
    const path = operation('listPlans').path;
    expectProblem(
      await rawRequest(port, requestText(`GET ${path} HTTP/1.1`, [`Authorization: Bearer ${h.full}`])),
      'validation_failed',
      'header/Host',
    );
    expectProblem(
      await rawRequest(port, requestText(`GET ${path} HTTP/1.1`, withToken(h.full, 'Expect: teapot'))),
      'validation_failed',
      'header/Expect',
    );
  });

  it('refused requests are counted per client address without a token, per token when one can be read', async () => {
    const bad = (token: string | null) =>
      rawRequest(port, requestText(`GET ${operation('listPlans').path} HTTP/1.1`, withToken(token, 'X-Test: \x01')));
    const first = await bad(null);
    const second = await rawRequest(
      port,
      requestText(`GET ${withParameter('getServer', '%FF').path} HTTP/1.1`, withToken(null)),
    );
    expect(Number(second.headers[REMAINING])).toBe(Number(first.headers[REMAINING]) - 1);
    const { token } = await h.admin('POST', 'tokens', { scopes: 'all' });
    const counted = await bad(token);
    expect(Number(counted.headers[REMAINING])).toBe(Number(counted.headers[LIMIT]) - 1);
    const next = await h.op('listPlans', {}, { token });
    expect(Number(next.headers.get(REMAINING))).toBe(Number(counted.headers[LIMIT]) - 2);
  });
});

describe('instance is a valid URI reference of at most 2,048 characters', () => {
  it('a long query of escapes is cut between escapes, and the answer validates', async () => {
    const answer = await h.call('GET', `${operation('listServers').path}?page=${'%C3%A9'.repeat(400)}`);
    expect(answer.status).toBe(statusOf('validation_failed'));
    expect(problemErrors(answer.body)).toEqual([]);
    expect(answer.body.instance.length).toBeLessThanOrEqual(2048);
    expect(answer.body.instance).toMatch(/^[^%]*(%[0-9A-F]{2}[^%]*)*$/);
  });

  it('any request target gives an instance that validates', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 3000 }),
          fc
            .array(fc.constantFrom('%', '%C3', '%A9', 'é', '/', '?', '#', ':', '[', '"', ' ', 'a'), { maxLength: 1500 })
            .map((a) => a.join('')),
        ),
        (target) => {
          const instance = instanceOf(target);
          if (instance === undefined) return;
          expect(
            problemErrors({
              type: 'https://x.example/p',
              title: 't',
              status: 400,
              detail: 'd',
              code: 'not_found',
              request_id: '6f1c2a9e-3b4d-4e8f-9a0b-1c2d3e4f5a6b',
              instance,
            }),
          ).toEqual([]);
          expect(instance).toMatch(/^[^%]*(%[0-9A-F]{2}[^%]*)*$/);
        },
      ),
      { numRuns: 500, seed: 9 },
    );
  });

  it('raw request targets of any bytes HTTP allows answer a problem that validates', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0x21, max: 0xff }), { minLength: 1, maxLength: 2500 }),
        async (bytes) => {
          const target = `/api/v1/servers/?q=${Buffer.from(bytes).toString('latin1')}`;
          const answer = await rawRequest(port, requestText(`GET ${target} HTTP/1.1`, withToken(h.full)));
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) expect(problemErrors(answer.json)).toEqual([]);
        },
      ),
      { numRuns: 150, seed: 3 },
    );
  });
});
