// Every answer of the mock has a request id of its own (src/request-id.ts): a fresh UUID in
// X-Request-Id, never the document's example, and a problem's request_id equal to it, whoever made
// the answer (Prism, the front, the edge, a malformed request written on the socket). An answer asked
// for by name (Prefer: code=…, example=…) is the documented example as it is. Prism's sl-violations
// header reaches a client only when the mock is started with `violations: true`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '@vps-hosting/mock';
import { type SharedMock, sharedMock } from '@vps-hosting/test-support/shared-mock';
import { contract, PROBLEM_MEDIA_TYPE, rawExchange, startTestMock } from './support.js';
import { isAskedExample, withProblemRequestId } from '../src/request-id.js';

const TOKEN = 'Bearer request-ids-test';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REQUEST_ID = 'X-Request-Id';
const VIOLATIONS = 'sl-violations';
/** The document's example of the header, which every answer carried before. */
const EXAMPLE_ID = String(
  (contract.resolver.resolve({ $ref: `#/components/headers/${REQUEST_ID}` }) as { example: unknown }).example,
);
/** A collection to read: the first GET without path parameters, and its paging parameter. */
const collection = contract.operations.find(
  (op) => op.method === 'GET' && !op.path.includes('{') && op.parameters.some((p) => p.in === 'query'),
)!;
const queryParameter = collection.parameters.find((p) => p.in === 'query' && p.schema?.resolved.type === 'integer')!;
/** A named example of a problem the collection documents (its status, its name, its value). */
const namedProblem = collection.responses
  .filter((response) => Number(response.status) >= 400)
  .flatMap((response) =>
    response.content
      .filter((media) => media.mediaType === PROBLEM_MEDIA_TYPE)
      .flatMap((media) => media.examples.map((example) => ({ status: Number(response.status), ...example }))),
  )
  .find((example) => Number.isInteger(example.status))!;

let shared: SharedMock;
let reporting: MockServer | undefined;
beforeAll(async () => {
  shared = await sharedMock();
});
afterAll(async () => {
  await reporting?.stop();
});

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('the request id of each answer', () => {
  it('reads a collection, a paging parameter and a named problem from the document', () => {
    expect(collection).toBeDefined();
    expect(queryParameter).toBeDefined();
    expect(namedProblem).toBeDefined();
    expect(EXAMPLE_ID).toMatch(UUID);
  });

  it('is a fresh UUID on every answer, and a problem repeats it as its request_id', async () => {
    const answers = await Promise.all([
      get(shared.url, collection.path, { authorization: TOKEN }),
      get(shared.url, collection.path, { authorization: TOKEN }),
      get(shared.url, collection.path), // 401, Prism's
      get(shared.url, `${collection.path}?${queryParameter.name}=not-a-number`, { authorization: TOKEN }), // 400, Prism's
      get(shared.url, `${collection.path}?no_such_parameter=1`, { authorization: TOKEN }), // 400, the front's
      get(shared.url, '/no-such-path/', { authorization: TOKEN }), // 404, the edge's (no template matches)
    ]);
    const ids = answers.map((answer) => answer.headers.get(REQUEST_ID));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(answers.length);
    expect(ids).not.toContain(EXAMPLE_ID);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 400, 400, 404]);
    for (const answer of answers.slice(2)) {
      expect(answer.headers.get('content-type')).toContain(PROBLEM_MEDIA_TYPE);
      expect((answer.body as { request_id?: unknown }).request_id).toBe(answer.headers.get(REQUEST_ID));
    }
  });

  it('is fresh on an answer written on the socket for a malformed request', async () => {
    const { host } = new URL(shared.url);
    const raw = await rawExchange(
      shared.url,
      `GET ${collection.path} HTTP/1.1\r\nHost: ${host}\r\nBad\u0001Header: x\r\n\r\n`,
    );
    expect(raw.status).toBe(400);
    const id = raw.headers.get(REQUEST_ID.toLowerCase());
    expect(id).toMatch(UUID);
    expect(id).not.toBe(EXAMPLE_ID);
    expect((JSON.parse(raw.body) as { request_id?: unknown }).request_id).toBe(id);
  });

  it('is the example’s own on an answer asked for by name, which is that example as documented', async () => {
    const prefer = `code=${namedProblem.status}, example=${namedProblem.name}`;
    const answer = await get(shared.url, collection.path, { authorization: TOKEN, prefer });
    expect(answer.status).toBe(namedProblem.status);
    expect(answer.body).toEqual(namedProblem.value);
    expect((answer.body as { request_id?: unknown }).request_id).toBe(answer.headers.get(REQUEST_ID));
  });

  it('knows an asked example from a refused Prefer, and rewrites only a problem’s request_id', () => {
    expect(isAskedExample('code=401, example=missing_token', 401)).toBe(true);
    expect(isAskedExample('example=missing_token', 401)).toBe(true);
    expect(isAskedExample('code=401, example=missing_token', 400)).toBe(false);
    expect(isAskedExample('code=401', 401)).toBe(false);
    expect(isAskedExample(undefined, 200)).toBe(false);
    expect(JSON.parse(withProblemRequestId('{"status":400,"request_id":"a"}', 'b'))).toEqual({
      status: 400,
      request_id: 'b',
    });
    expect(withProblemRequestId('{"status":400}', 'b')).toBe('{"status":400}');
    expect(withProblemRequestId('not json', 'b')).toBe('not json');
  });
});

describe("Prism's sl-violations header", () => {
  const invalid = () => `${collection.path}?${queryParameter.name}=not-a-number`;

  it('never reaches a client of the mock as it starts by default', async () => {
    const answers = await Promise.all([
      get(shared.url, invalid(), { authorization: TOKEN }),
      get(shared.url, collection.path),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 401]);
    for (const answer of answers) expect(answer.headers.get(VIOLATIONS)).toBeNull();
  });

  it('is passed on by a mock started with violations: true', async () => {
    reporting = await startTestMock({ violations: true });
    const answer = await get(reporting.url, invalid(), { authorization: TOKEN });
    expect(answer.status).toBe(400);
    const violations = JSON.parse(answer.headers.get(VIOLATIONS) ?? '[]') as { location: string[] }[];
    expect(violations.some((violation) => violation.location.includes(queryParameter.name))).toBe(true);
  }, 60_000);
});
