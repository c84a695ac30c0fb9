// Hostile requests over every operation of the document, over HTTP (keep-alive, bounded concurrency)
// and raw HTTP/1.1 over node:net: never a 5xx, every status documented for the operation (or a
// URL-level 308/404/405 of docs/design/edge-answers.md), every error a problem document valid against the
// document, X-Request-Id and the rate-limit headers on every answer, and refused requests change
// nothing. Prints a one-line summary.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, responseErrors, startHarness, type Harness } from './helpers.js';
import { samples } from './support/samples.js';
import {
  header,
  OPERATIONS,
  problemErrors,
  RATE_HEADERS,
  rawRequest,
  REQUEST_ID,
  stateFingerprint,
  type Operation,
  type RawAnswer,
} from './http-kit.js';

type Json = Record<string, any>;
const resolve = (n: Json): Json =>
  n?.$ref
    ? resolve(
        n.$ref
          .slice(2)
          .split('/')
          .reduce((o: Json, k: string) => o[k], doc),
      )
    : n;
const ERROR_CODES: string[] = doc.components.schemas.ErrorCode.enum;
const URL_LEVEL = [308, 404, 405];
const ALLOW = header('Allow').toLowerCase();
const ALLOW_PATTERN = new RegExp(resolve(doc.components.headers.Allow).schema.pattern);
const LOCATION = header('Location').toLowerCase();
/** The idempotency header: the header parameter whose schema is the document's IdempotencyKey. */
const IDEMPOTENCY = OPERATIONS.flatMap((o) => o.params).find(
  (p) => p.in === 'header' && p.schema?.$ref === '#/components/schemas/IdempotencyKey',
)?.name as string;
if (!IDEMPOTENCY) throw new Error('no header parameter has the schema IdempotencyKey');

/** Requests per run (a share of them in the PostgreSQL project: support/samples.ts), the share sent
 *  as raw HTTP, and how many are in flight at once. */
const TOTAL = samples(10_000);
const RAW_SHARE = 0.25;
const CONCURRENCY = 12;

let h: Harness;
let port: number;
let existing: Record<string, string[]>;
beforeAll(async () => {
  // Actions never finish and the clock is all but stopped (no scheduled backup, no expiry during
  // the run); the rate limit never bites. State changes only by request.
  h = await startHarness({ actionSeconds: 1e7, rateLimit: 1e9 });
  await h.admin('POST', 'clock', { speed: 1e-9 });
  port = Number(new URL(h.sandbox.url).port);
  const server = await h.op(
    'createServer',
    {},
    { body: { name: 'fuzz-01', plan: 'vps-1c-1g', location: 'fra1', image: 'debian-12' } },
  );
  await h.op('createDnsZone', {}, { body: { name: 'fuzz.example' } });
  existing = {
    server_id: [String(server.body.id)],
    zone_name: ['fuzz.example'],
    plan_slug: ['vps-1c-1g'],
    tld: ['com'],
  };
});
afterAll(() => h.close());

const exampleOf = (p: Json) => String(p.example ?? resolve(p.schema).example ?? '1');
const valueFor = (p: Json) => existing?.[p.name]?.[0] ?? exampleOf(p);
function exampleBody(op: Operation): string | undefined {
  const item = doc.paths[op.path][op.method.toLowerCase()];
  const content = item.requestBody ? resolve(item.requestBody).content?.['application/json'] : undefined;
  const example = content?.example ?? resolve(Object.values<Json>(content?.examples ?? {})[0] ?? {}).value;
  return example === undefined ? undefined : JSON.stringify(example);
}

// ---- generators -------------------------------------------------------------------------------
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '../../_admin/reset',
    '..%2f..',
    '%00',
    '0',
    '-1',
    '1e3',
    '9007199254740993',
    'NaN',
    'true',
    'null',
    '[]',
    '{}',
    "' OR 1=1 --",
    '<script>',
    'a'.repeat(300),
    'a'.repeat(301),
    'É',
    '\u202e',
    'example..com',
    'fra1;drop',
    '__proto__',
    'constructor',
    'toString',
  ),
);
const nonAsciiBody = fc.constantFrom(
  '{"\u2603":1}',
  '{"名前":"x"}',
  '{"name":"x","\ud83d\ude00":[1]}',
  '{"\u0000":1}',
  '{"a\u2028b":1}',
  '{"é":{"ü":null}}',
);
const rawBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  nonAsciiBody,
  fc.integer({ min: 100, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => JSON.stringify({ name: 'x'.repeat(n) })),
  fc.constantFrom(
    '{',
    '{"a":}',
    'nul',
    '\u0000',
    '{"name": "web-01",}',
    '',
    ' ',
    '[1,2',
    '"unterminated',
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ maxLength: 100 }),
);
type Auth = 'full' | 'lower' | 'upper' | 'spaces' | 'read' | 'none' | 'garbage' | 'unknown' | 'basic' | 'nospace';
const auth = fc.constantFrom<Auth>(
  'full',
  'full',
  'full',
  'full',
  'lower',
  'upper',
  'spaces',
  'read',
  'none',
  'garbage',
  'unknown',
  'basic',
  'nospace',
);
function authorization(kind: Auth): string | undefined {
  const t = kind === 'read' ? h.read : h.full;
  return {
    full: `Bearer ${t}`,
    read: `Bearer ${t}`,
    lower: `bearer ${t}`,
    upper: `BEARER ${t}`,
    spaces: `Bearer    ${t}`,
    none: undefined,
    garbage: 'Bearer !!!',
    unknown: 'Bearer sbx_unknown',
    basic: `Basic ${t}`,
    nospace: `Bearer${t}`,
  }[kind];
}

/** Where a request goes: the operation's own method and path, its path without the slash, a method it lacks, or no path at all. */
const shape = fc.constantFrom('op', 'op', 'op', 'op', 'op', 'op', 'noslash', 'method', 'unknown');

const httpRequest = fc.record({
  op: fc.constantFrom(...OPERATIONS),
  shape,
  otherMethod: fc.constantFrom('GET', 'PUT', 'POST', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
  pathPicks: fc.array(fc.option(hostileString, { freq: 2, nil: undefined }), { maxLength: 3 }),
  query: fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('page', 'per_page', 'sort', 'status', 'name', 'location', 'type', 'label_selector', 'colour'),
        hostileString,
      ),
      hostileString,
    ),
    { maxLength: 3 },
  ),
  body: fc.oneof(
    { weight: 1, arbitrary: fc.constant('example' as const) },
    { weight: 6, arbitrary: fc.option(rawBody, { nil: undefined }) },
  ),
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/xml',
    'multipart/form-data',
    'a/b/c',
    '',
  ),
  auth,
  extra: fc.option(
    fc.oneof(
      hostileString.map((v) => [IDEMPOTENCY, v.replace(/[^\x20-\x7e]/g, '') || 'k'] as const),
      fc.integer({ min: 1000, max: 20_000 }).map((n) => ['X-Padding', 'p'.repeat(n)] as const),
      fc.constantFrom(
        ['Accept', 'application/xml'] as const,
        ['Content-Encoding', 'gzip'] as const,
        [IDEMPOTENCY, 'k'.repeat(5000)] as const,
      ),
    ),
    { nil: undefined },
  ),
});

/** Raw HTTP/1.1 the parser or the router may refuse. */
const rawRequestSpec = fc.record({
  op: fc.constantFrom(...OPERATIONS),
  method: fc.constantFrom('own', 'own', 'TRACE', 'HEAD', 'OPTIONS', 'CONNECT', 'G(T', 'PROPFIND'),
  pathValue: fc.oneof(
    fc.constantFrom(
      '%E0%A4%A',
      '%',
      '%zz',
      '%C3',
      '%FF%FE',
      '\u00e9',
      '%2F',
      '..',
      'a b',
      'x'.repeat(301),
      '9'.repeat(2000),
    ),
    fc.constant(''),
  ),
  slash: fc.boolean(),
  query: fc.constantFrom(
    '',
    '?colour=blue',
    `?page=${'%C3%A9'.repeat(400)}`,
    '?page=%',
    '?\u00ff=1',
    '?a=1&a=2',
    '#frag',
  ),
  defect: fc.constantFrom(
    'none',
    'lower-scheme',
    'dup-auth',
    'dup-content-length',
    'dup-host',
    'dup-content-type',
    'control-char',
    'obs-fold',
    'bad-header-name',
    'huge-header',
    'te-cl',
    'te-gzip',
    'expect',
    'no-host',
    'bare-lf',
    'http10',
    'bad-version',
    'latin1-value',
    'no-version',
    'long-value',
  ),
  body: fc.option(fc.oneof(rawBody, nonAsciiBody), { nil: undefined }),
});

function rawText(r: typeof rawRequestSpec extends fc.Arbitrary<infer T> ? T : never): {
  text: string;
  method: string;
  target: string;
} {
  const method = r.method === 'own' ? r.op.method : r.method;
  let path = r.op.path.replace(/\{(\w+)\}/, r.pathValue || '42').replace(/\{\w+\}/g, '42');
  if (!r.slash) path = path.replace(/\/$/, '');
  const target = path + r.query;
  const token = r.defect === 'lower-scheme' ? `bearer ${h.full}` : `Bearer ${h.full}`;
  const body = r.body === undefined ? '' : Buffer.from(r.body, 'utf8').toString('latin1');
  const headers = ['Host: sandbox.test', `Authorization: ${token}`, 'Content-Type: application/json'];
  const length = `Content-Length: ${Buffer.byteLength(body, 'latin1')}`;
  switch (r.defect) {
    case 'dup-auth':
      headers.push('Authorization: Bearer sbx_other');
      break;
    case 'dup-content-length':
      headers.push('Content-Length: 3');
      break;
    case 'dup-host':
      headers.push('Host: other.test');
      break;
    case 'dup-content-type':
      headers.push('Content-Type: text/plain');
      break;
    case 'control-char':
      headers.push('X-Test: a\x1db');
      break;
    case 'obs-fold':
      headers.push('X-Folded: a', ' b');
      break;
    case 'bad-header-name':
      headers.push('X Bad: 1');
      break;
    case 'huge-header':
      headers.push(`X-Padding: ${'p'.repeat(17 * 1024)}`);
      break;
    case 'te-cl':
      headers.push('Transfer-Encoding: chunked');
      break;
    case 'te-gzip':
      headers.push('Transfer-Encoding: gzip');
      break;
    case 'expect':
      headers.push('Expect: teapot');
      break;
    case 'no-host':
      headers.shift();
      break;
    case 'latin1-value':
      headers.push('X-Name: caf\u00e9');
      break;
    case 'long-value':
      headers.push(`${IDEMPOTENCY}: ${'k'.repeat(8000)}`);
      break;
  }
  if (r.defect !== 'te-gzip') headers.push(length);
  const version =
    r.defect === 'http10'
      ? ' HTTP/1.0'
      : r.defect === 'bad-version'
        ? ' HTTP/9.9'
        : r.defect === 'no-version'
          ? ''
          : ' HTTP/1.1';
  const eol = r.defect === 'bare-lf' ? '\n' : '\r\n';
  return { text: `${method} ${target}${version}${eol}${headers.join(eol)}${eol}${eol}${body}`, method, target };
}

// ---- sending and checking ---------------------------------------------------------------------
interface Sent {
  op: Operation;
  method: string;
  target: string;
  answer: RawAnswer;
  raw: boolean;
}

async function sendHttp(r: typeof httpRequest extends fc.Arbitrary<infer T> ? T : never): Promise<Sent> {
  const names = r.op.params.filter((p) => p.in === 'path');
  let path = r.op.path;
  names.forEach((p, i) => {
    const pick = r.pathPicks[i];
    path = path.replace(`{${p.name}}`, encodeURIComponent(pick ?? valueFor(p)));
  });
  let method = r.op.method;
  if (r.shape === 'noslash') path = path.replace(/\/$/, '');
  if (r.shape === 'method') method = r.otherMethod;
  if (r.shape === 'unknown') path = `/api/v1/${encodeURIComponent(r.pathPicks[0] ?? 'nothing')}-x/`;
  const qs = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const target = path + (qs ? `?${qs}` : '');
  const headers: Record<string, string> = {};
  const a = authorization(r.auth);
  if (a) headers.authorization = a;
  if (r.extra) headers[r.extra[0]] = r.extra[1];
  const body = method === 'GET' || method === 'HEAD' ? undefined : r.body === 'example' ? exampleBody(r.op) : r.body;
  if (body !== undefined) headers['content-type'] = r.contentType || 'application/octet-stream';
  const op = OPERATIONS.find((o) => o.path === r.op.path && o.method === method) ?? r.op;
  let res: Response;
  try {
    res = await fetch(h.base + target, { method, headers, body, redirect: 'manual' });
  } catch (error) {
    return { op, method, target, raw: false, answer: noAnswer(error) };
  }
  const text = await res.text();
  let json: Json | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const answerHeaders: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    answerHeaders[k] = v;
  });
  return { op, method, target, raw: false, answer: { status: res.status, headers: answerHeaders, body: text, json } };
}

/** A connection closed or reset without a response, recorded as status 0. */
const noAnswer = (error: unknown): RawAnswer => ({
  status: 0,
  headers: {},
  body: String((error as Error).message),
  json: undefined,
});

/** What is wrong with one answer ([] when nothing is). */
function violations({ op, method, target, answer }: Sent): string[] {
  const out: string[] = [];
  const { status, headers, json } = answer;
  if (status === 0) return ['no answer'];
  if (status >= 500) out.push('5xx');
  if (!op.statuses.includes(String(status)) && !URL_LEVEL.includes(status)) out.push(`status ${status} not documented`);
  if (!/^[0-9a-f-]{36}$/.test(headers[REQUEST_ID.toLowerCase()] ?? '')) out.push('no X-Request-Id');
  for (const name of RATE_HEADERS) if (!/^\d+$/.test(headers[name.toLowerCase()] ?? '')) out.push(`no ${name}`);
  if (status === 308) {
    if (answer.body !== '') out.push('308 with a body');
    const q = target.search(/[?#]/);
    const [path, query] = q < 0 ? [target, ''] : [target.slice(0, q), target.slice(q).split('#')[0]];
    // The path as sent, or as the client's URL parser sent it (dot segments resolved).
    const sentPaths = [path, URL.canParse(path, 'http://x') ? new URL(path, 'http://x').pathname : path];
    if (!sentPaths.some((p) => headers[LOCATION] === `${p}/${query}` || headers[LOCATION]?.startsWith(`${p}/`)))
      out.push(`308 Location ${headers[LOCATION]}`);
    return out;
  }
  if (status === 405 && !ALLOW_PATTERN.test(headers[ALLOW] ?? '')) out.push('405 without a valid Allow');
  if (status >= 400) {
    if (!/^application\/problem\+json/.test(headers['content-type'] ?? '')) out.push('not-problem');
    if (method === 'HEAD') return out;
    const problem = problemErrors(json);
    if (problem.length) out.push(`problem schema: ${problem.join('; ')}`);
    if (!ERROR_CODES.includes(json?.code)) out.push(`code ${json?.code}`);
    if (json?.request_id !== headers[REQUEST_ID.toLowerCase()]) out.push('request_id differs from X-Request-Id');
  }
  if (
    method !== 'HEAD' &&
    op.statuses.includes(String(status)) &&
    !URL_LEVEL.includes(status) &&
    (status < 400 || json?.code !== 'not_found' || !String(json?.detail).includes('path'))
  ) {
    const errors = responseErrors(op.operationId, status, json);
    if (errors.length) out.push(`${op.operationId} ${status}: ${errors.slice(0, 3).join('; ')}`);
  }
  return out;
}

describe('hostile requests', () => {
  it(`${TOTAL} requests over every operation: documented answers only, and refused requests change nothing`, async () => {
    const httpCount = Math.round(TOTAL * (1 - RAW_SHARE));
    const plans: Array<() => Promise<Sent>> = [
      ...fc.sample(httpRequest, { numRuns: httpCount, seed: 20261124 }).map((r) => () => sendHttp(r)),
      ...fc.sample(rawRequestSpec, { numRuns: TOTAL - httpCount, seed: 17 }).map((r) => async () => {
        const { text, method, target } = rawText(r);
        const op = OPERATIONS.find((o) => o.path === r.op.path && o.method === method) ?? r.op;
        const answer = await rawRequest(port, text, { head: method === 'HEAD' }).catch(noAnswer);
        return { op, method, target, raw: true, answer };
      }),
    ];
    // Interleave raw and HTTP requests deterministically.
    const order = fc.sample(
      fc.shuffledSubarray(
        plans.map((_, i) => i),
        { minLength: plans.length, maxLength: plans.length },
      ),
      { numRuns: 1, seed: 5 },
    )[0] as number[];

    const statuses: Record<number, number> = {};
    const problems: string[] = [];
    let fiveXX = 0;
    let nonProblem = 0;
    let unanswered = 0;
    let checkedBatches = 0;
    let stateChanges = 0;
    const touched = new Set<string>();
    for (let i = 0; i < order.length; i += CONCURRENCY) {
      const before = await stateFingerprint(h.sandbox.db);
      const batch = await Promise.all(order.slice(i, i + CONCURRENCY).map((k) => (plans[k] as () => Promise<Sent>)()));
      let wrote = false;
      for (const sent of batch) {
        touched.add(sent.op.operationId);
        statuses[sent.answer.status] = (statuses[sent.answer.status] ?? 0) + 1;
        const found = violations(sent);
        if (found.includes('5xx')) fiveXX++;
        if (found.includes('not-problem')) nonProblem++;
        if (found.includes('no answer')) unanswered++;
        if (found.length)
          problems.push(
            `${sent.raw ? 'raw ' : ''}${sent.method} ${sent.target.slice(0, 120)} → ${sent.answer.status}: ${found.join(', ')} ${sent.answer.body.slice(0, 200)}`,
          );
        if (sent.answer.status < 300 && !['GET', 'HEAD'].includes(sent.method)) wrote = true;
      }
      if (!wrote) {
        checkedBatches++;
        if ((await stateFingerprint(h.sandbox.db)) !== before) stateChanges++;
      }
    }
    const histogram = Object.entries(statuses)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(
      `[fuzz] ${order.length} requests (${TOTAL - httpCount} raw HTTP/1.1) over ${touched.size} operations; statuses ${histogram}; ` +
        `5xx ${fiveXX}; non-problem error answers ${nonProblem}; no answer ${unanswered}; requests with any violation ${problems.length}; ` +
        `state changed in ${stateChanges} of ${checkedBatches} all-refused batches`,
    );
    expect(touched.size).toBe(OPERATIONS.length);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(stateChanges).toBe(0);
  }, 240_000);

  it('a body with an unknown field is refused on every operation that takes one, and changes nothing', async () => {
    const withBody = OPERATIONS.filter((o) => o.hasBody);
    expect(withBody.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withBody),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
        async (op, extra) => {
          const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(existing[n]?.[0] ?? '1'));
          const before = await stateFingerprint(h.sandbox.db);
          const answer = await h.call(op.method, path, {
            raw: JSON.stringify({ ...extra, zz_not_a_field: 1 }),
            contentType: 'application/json',
          });
          expect(answer.status, JSON.stringify(answer.body)).toBe(400);
          expect(problemErrors(answer.body)).toEqual([]);
          expect(responseErrors(op.operationId, answer.status, answer.body)).toEqual([]);
          expect(await stateFingerprint(h.sandbox.db)).toBe(before);
        },
      ),
      { numRuns: samples(400), seed: 7 },
    );
  }, 60_000);

  it('path parameters outside their schema answer validation_failed naming path/<name>', async () => {
    const withIds = OPERATIONS.filter((o) =>
      o.params.some((p) => p.in === 'path' && resolve(p.schema).type === 'integer'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withIds),
        fc.oneof(fc.integer({ max: 0 }).map(String), fc.constantFrom('abc', '1.5', '9007199254740992', '1e3', ' 1')),
        async (op, bad) => {
          const idParam = op.params.find((p) => p.in === 'path' && resolve(p.schema).type === 'integer')!;
          const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) =>
            encodeURIComponent(n === idParam.name ? bad : (existing[n]?.[0] ?? '1')),
          );
          const answer = await h.call(op.method, path, {
            raw: op.hasBody ? '{}' : undefined,
            contentType: 'application/json',
          });
          expect(answer.status).toBe(400);
          expect(answer.body.code).toBe('validation_failed');
          expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(`path/${idParam.name}`);
        },
      ),
      { numRuns: samples(200), seed: 11 },
    );
  }, 60_000);
});
