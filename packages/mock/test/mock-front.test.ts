// The mock front against the requests that used to kill Prism or get answers outside the contract
// (issue 17 items 1 and 6; docs/design/edge-answers.md): each gets a documented problem, and the mock keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockServer } from '@vps-hosting/mock';
import { type SharedMock, sharedMock } from '@vps-hosting/test-support/shared-mock';
import {
  contract,
  documentedCode,
  headersOnEveryResponse,
  PROBLEM_MEDIA_TYPE,
  rawExchange,
  startTestMock,
  statusOfCode,
  undocumented,
} from './support.js';

const TOKEN = 'Bearer mock-front-test';
const COLLECTION = contract.operations.find((op) => op.method === 'GET' && !op.path.includes('{'))!;
const WITH_BODY = contract.operations.find((op) => op.requestBody && !op.path.includes('{'))!;
const TEMPLATED = contract.operations.find((op) => op.method === 'GET' && op.path.includes('{'))!;
const VALIDATION_FAILED = documentedCode('validation_failed');

// The run's mock with its default options; the supervision tests below start an unguarded one of their own.
let mock: SharedMock;
beforeAll(async () => {
  mock = await sharedMock();
});

async function collectionAnswers200(): Promise<void> {
  const response = await fetch(`${mock.url}${COLLECTION.path}`, { headers: { Authorization: TOKEN } });
  await response.text();
  expect(response.status).toBe(200);
}

describe('requests that crashed Prism', () => {
  // Issue 17's snowman, and DEL, which JSON.stringify leaves as it is and a header may not hold
  // (named percent-encoded: a field holds no control character).
  it.each([
    ['2603', '/\u2603'],
    ['007f', '/%7F'],
  ])(
    'a JSON body with the property name \\u%s answers 400 validation_failed naming it (%s), and the mock keeps serving',
    async (hex, field) => {
      const before = await mock.prism();
      // The body of issue 17's curl line: the property name arrives as a JSON escape.
      const body = `{"names":["example.com"],"\\u${hex}":1}`;
      const response = await fetch(`${mock.url}${WITH_BODY.path}`, {
        method: WITH_BODY.method.toUpperCase(),
        headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
        body,
      });
      const text = await response.text();
      expect(
        undocumented(WITH_BODY.method, WITH_BODY.path, {
          status: response.status,
          headers: response.headers,
          body: text,
        }),
      ).toEqual([]);
      expect(response.status).toBe(statusOfCode(VALIDATION_FAILED));
      const problem = JSON.parse(text);
      expect(problem.code).toBe(VALIDATION_FAILED);
      expect(problem.errors).toEqual([expect.objectContaining({ field, code: 'unknown_field' })]);
      await collectionAnswers200();
      expect(await mock.prism()).toEqual(before); // the same Prism, never restarted
    },
  );

  it('a path whose percent-encoding does not decode answers 400 naming the path parameter', async () => {
    const path = TEMPLATED.path.replace(/\{[^}]+\}/, '%E0%A4%A');
    const parameter = /\{([^}]+)\}/.exec(TEMPLATED.path)![1];
    const response = await fetch(`${mock.url}${path}`, { headers: { Authorization: TOKEN } });
    const text = await response.text();
    expect(undocumented('get', path, { status: response.status, headers: response.headers, body: text })).toEqual([]);
    expect(response.status).toBe(statusOfCode(VALIDATION_FAILED));
    expect(JSON.parse(text).errors).toEqual([expect.objectContaining({ field: `path/${parameter}` })]);
    await collectionAnswers200();
  });
});

describe('requests Node cannot parse answer the problem document', () => {
  const raw = (headerLines: string[], body = '') =>
    [
      `GET ${COLLECTION.path} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: ${TOKEN}`,
      ...headerLines,
      'Connection: close',
      '',
      body,
    ].join('\r\n');

  const cases: { name: string; request: () => string; field: string | RegExp }[] = [
    { name: 'a control character in a header value', request: () => raw(['X-Test: a\u001db']), field: 'header/X-Test' },
    { name: 'a header section over 16 KiB', request: () => raw([`X-Big: ${'a'.repeat(17 * 1024)}`]), field: '' },
    {
      name: 'Transfer-Encoding together with Content-Length',
      request: () => raw(['Transfer-Encoding: chunked', 'Content-Length: 5'], '1\r\nx\r\n0\r\n\r\n'),
      field: /^header\/(Content-Length|Transfer-Encoding)$/,
    },
    { name: 'a malformed request line', request: () => `GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n`, field: '' },
  ];
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const answer = await rawExchange(mock.url, testCase.request());
      expect(undocumented('get', COLLECTION.path, answer)).toEqual([]);
      expect(answer.status).toBe(statusOfCode(VALIDATION_FAILED));
      expect(answer.headers.get('content-type')).toBe(PROBLEM_MEDIA_TYPE);
      expect(answer.headers.get('connection')).toBe('close');
      for (const name of headersOnEveryResponse()) expect(answer.headers.has(name)).toBe(true);
      const problem = JSON.parse(answer.body);
      expect(problem.code).toBe(VALIDATION_FAILED);
      if (typeof testCase.field === 'string') expect(problem.errors[0].field).toBe(testCase.field);
      else expect(problem.errors[0].field).toMatch(testCase.field);
      await collectionAnswers200();
    });
  }
});

describe('Prism under supervision', () => {
  let unguarded: MockServer;
  beforeAll(async () => {
    // No shield in front of Prism: the request of issue 17 reaches it and kills it.
    unguarded = await startTestMock({ unguarded: true });
  });
  afterAll(() => unguarded?.stop());

  it('a request that kills Prism gets 503 service_unavailable with Retry-After; Prism is started again and serves the next request', async () => {
    const before = await unguarded.prism();
    const response = await fetch(`${unguarded.url}${WITH_BODY.path}`, {
      method: WITH_BODY.method.toUpperCase(),
      headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
      body: `{"names":["example.com"],"\\u2603":1}`,
    });
    const text = await response.text();
    expect(
      undocumented(WITH_BODY.method, WITH_BODY.path, {
        status: response.status,
        headers: response.headers,
        body: text,
      }),
    ).toEqual([]);
    const unavailable = documentedCode('service_unavailable');
    expect(response.status).toBe(statusOfCode(unavailable));
    expect(JSON.parse(text).code).toBe(unavailable);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // A request in the moment Prism is dying may get the same 503; once it is back, 200.
    expect(await statusesUntilServed(unguarded)).toEqual(expect.arrayContaining([200]));
    const after = await unguarded.prism();
    expect(after.restarts).toBe(before.restarts + 1);
    expect(after.pid).not.toBe(before.pid);
  });

  it('a Prism killed from outside is started again', async () => {
    const before = await unguarded.prism();
    process.kill(-before.pid, 'SIGKILL'); // Prism runs in its own process group
    expect(await statusesUntilServed(unguarded)).toEqual(expect.arrayContaining([200]));
    let after = await unguarded.prism();
    for (let poll = 0; poll < 100 && after.restarts === before.restarts; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await unguarded.prism();
    }
    expect(after.restarts).toBe(before.restarts + 1);
  });

  /** GETs the collection until 200 (at most 40 times, 250 ms apart); each answer 200 or 503. */
  async function statusesUntilServed(server: MockServer): Promise<number[]> {
    const statuses: number[] = [];
    const unavailable = statusOfCode(documentedCode('service_unavailable'));
    for (let attempt = 0; attempt < 40 && !statuses.includes(200); attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await fetch(`${server.url}${COLLECTION.path}`, { headers: { Authorization: TOKEN } });
      const text = await response.text();
      expect(
        undocumented('get', COLLECTION.path, { status: response.status, headers: response.headers, body: text }),
      ).toEqual([]);
      expect([200, unavailable]).toContain(response.status);
      statuses.push(response.status);
    }
    return statuses;
  }
});
