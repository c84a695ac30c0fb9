// URL-level answers, before authentication (docs/design/edge-answers.md): 308 to the slash form of every
// document path, 405 with Allow for a method a path lacks, 404 for a path the document does not have.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, startHarness, type Harness } from './helpers.js';
import {
  fill,
  header,
  problemErrors,
  RATE_HEADERS,
  rawRequest,
  REQUEST_ID,
  statusOf,
  type RawAnswer,
} from './http-kit.js';

let h: Harness;
let port: number;
beforeAll(async () => {
  h = await startHarness({ rateLimit: 1e9 });
  port = Number(new URL(h.sandbox.url).port);
});
afterAll(() => h.close());

/** The order of the Allow header (docs/design/edge-answers.md#method-not-allowed). */
const ALLOW_ORDER = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'];
const ALLOW = header('Allow').toLowerCase();
const LOCATION = header('Location').toLowerCase();
const templates = Object.entries<Record<string, unknown>>(doc.paths).map(([path, item]) => ({
  path,
  pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
  methods: ALLOW_ORDER.filter((m) => item[m.toLowerCase()]),
}));
/** Each path filled with example-like values, and the methods its URL takes through any template
 *  (`/api/v1/domains/search/` is also the domain named "search"). */
const PATHS = templates.map(({ path }) => {
  const url = fill(path, '42');
  const offered = new Set(templates.filter((t) => t.pattern.test(url)).flatMap((t) => t.methods));
  return { path, url, methods: ALLOW_ORDER.filter((m) => offered.has(m)) };
});
/** Every method a client may try: the API's own, HEAD, OPTIONS and TRACE (which fetch refuses to send). */
const TRIED = [...ALLOW_ORDER, 'HEAD', 'OPTIONS', 'TRACE'];

/** Sends a request without a token over a new connection. */
const send = (method: string, target: string) =>
  rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: sandbox.test\r\n\r\n`, { head: method === 'HEAD' });

function expectCounted(answer: RawAnswer) {
  expect(answer.headers[REQUEST_ID.toLowerCase()]).toMatch(/^[0-9a-f-]{36}$/);
  for (const name of RATE_HEADERS) expect(answer.headers[name.toLowerCase()], name).toMatch(/^\d+$/);
}

function expectProblem(answer: RawAnswer, method: string, code: string) {
  expect(answer.status, `${method} ${answer.body}`).toBe(statusOf(code));
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  expectCounted(answer);
  if (method === 'HEAD') return; // no body on HEAD
  expect(problemErrors(answer.json)).toEqual([]);
  expect(answer.json?.code).toBe(code);
  expect(answer.json?.request_id).toBe(answer.headers[REQUEST_ID.toLowerCase()]);
}

describe('a document path without its final slash', () => {
  it('/api/v1/servers answers 308 to /api/v1/servers/', async () => {
    const answer = await send('GET', '/api/v1/servers');
    expect(answer.status).toBe(308);
    expect(answer.headers[LOCATION]).toBe('/api/v1/servers/');
  });

  it('every path, every method: 308, Location with the query kept, empty body, before authentication', async () => {
    for (const { url } of PATHS) {
      const bare = url.replace(/\/$/, '');
      for (const method of TRIED) {
        const answer = await send(method, `${bare}?page=2&x=%C3%A9`);
        expect(answer.status, `${method} ${bare}`).toBe(308);
        expect(answer.headers[LOCATION]).toBe(`${bare}/?page=2&x=%C3%A9`);
        expect(answer.body).toBe('');
        expectCounted(answer);
      }
    }
  });

  it('a path the document does not have, with or without the slash, answers a 404 problem', async () => {
    for (const target of [
      '/api/v1/nothing-here/',
      '/api/v1/nothing-here',
      '/api/v2/servers/',
      '/api/v1/servers/42/nothing/',
      '/',
    ]) {
      for (const method of ['GET', 'POST', 'TRACE']) expectProblem(await send(method, target), method, 'not_found');
    }
  });
});

describe('a method the path does not have', () => {
  it('answers 405 method_not_allowed with Allow listing the path methods in order, before authentication', async () => {
    let checked = 0;
    for (const { url, methods } of PATHS) {
      for (const method of TRIED.filter((m) => !methods.includes(m))) {
        const answer = await send(method, url);
        expectProblem(answer, method, 'method_not_allowed');
        expect(answer.headers[ALLOW], `${method} ${url}`).toBe(methods.join(', '));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(PATHS.length * 3);
  });

  it('DELETE /api/v1/servers/ with a valid token is 405, not 404', async () => {
    const answer = await h.call('DELETE', '/api/v1/servers/');
    expect(answer.status).toBe(statusOf('method_not_allowed'));
    expect(answer.headers.get(ALLOW)).toBe(PATHS.find((p) => p.path === '/api/v1/servers/')?.methods.join(', '));
  });
});
