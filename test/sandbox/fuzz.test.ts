// Property-based hostile requests over every operation of the document: never a 5xx, always a
// documented problem body, and a refused request leaves the stored state unchanged.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, responseErrors, startHarness, type Harness } from './helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const resolve = (n: Json): Json => (n?.$ref ? resolve(n.$ref.slice(2).split('/').reduce((o: Json, k: string) => o[k], doc)) : n);

interface Op { operationId: string; method: string; path: string; params: Json[]; hasBody: boolean }
const OPS: Op[] = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
  Object.entries<Json>(item)
    .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
    .map(([method, op]) => ({
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      params: [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve),
      hasBody: !!op.requestBody,
    })),
);
const ERROR_CODES: string[] = doc.components.schemas.ErrorCode.enum;

let h: Harness;
let existing: Record<string, string[]>;
beforeAll(async () => {
  // Actions never finish during the run and the rate limit never bites, so state only changes by request.
  h = await startHarness({ actionSeconds: 1e7, rateLimit: 1e9 });
  const server = await h.op('createServer', {}, { body: { name: 'fuzz-01', plan: 'vps-1c-1g', location: 'fra1', image: 'debian-12' } });
  await h.op('createDnsZone', {}, { body: { name: 'fuzz.example' } });
  existing = { server_id: [String(server.body.id)], zone_name: ['fuzz.example'], plan_slug: ['vps-1c-1g'], tld: ['com'] };
});
afterAll(() => h.close());

function stateFingerprint(): string {
  const rows = h.sandbox.db
    .prepare("SELECT kind || '|' || account_id || '|' || key || '|' || data AS r FROM resources UNION ALL SELECT 'a' || id || type || done FROM actions ORDER BY 1")
    .all() as Array<{ r: string }>;
  return createHash('sha256').update(rows.map((x) => x.r).join('\n')).digest('hex');
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('../../_admin/reset', '..%2f..', '%00', '0', '-1', '1e3', '9007199254740993', 'NaN', 'true', 'null', '[]', '{}',
    "' OR 1=1 --", '<script>', 'a'.repeat(300), 'É', '\u202e', 'example..com', 'fra1;drop'),
);
const pathValue = (name: string) => fc.oneof(hostileString, fc.integer().map(String), fc.constantFrom(...(existingFor(name))));
function existingFor(name: string): string[] {
  return existing?.[name] ?? ['1'];
}

const deepNesting = fc.integer({ min: 100, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
const hugeString = fc.integer({ min: 1000, max: 200_000 }).map((n) => JSON.stringify({ name: 'x'.repeat(n) }));
const rawBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  deepNesting,
  hugeString,
  fc.constantFrom('{', '{"a":}', 'nul', '\u0000', '{"name": "web-01",}', '', ' ', '[1,2', '"unterminated'),
  fc.string({ maxLength: 100 }),
);

const request = fc.record({
  op: fc.constantFrom(...OPS),
  seed: fc.nat(),
  body: fc.option(rawBody, { nil: undefined }),
  contentType: fc.constantFrom('application/json', 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/xml', 'multipart/form-data', ''),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom('page', 'per_page', 'sort', 'status', 'name', 'location', 'type'), hostileString), hostileString), { maxLength: 4 }),
});

async function send(op: Op, values: Record<string, string>, query: Array<[string, string]>, body: string | undefined, contentType: string) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(values[n] ?? '1'));
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return h.call(op.method, path + (qs ? `?${qs}` : ''), {
    raw: body,
    contentType: contentType || 'application/octet-stream',
  });
}

function assertProblemOrDocumented(op: Op, answer: { status: number; headers: Headers; body: Json }) {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(ERROR_CODES).toContain(answer.body.code);
  }
  // Unknown routes (an injected path that leaves the template) answer a generic 404 problem.
  if (answer.status === 404 && answer.body.detail?.includes('no such resource or path')) return;
  expect(responseErrors(op.operationId, answer.status, answer.body)).toEqual([]);
}

describe('hostile requests', () => {
  it('never answer 5xx, always a documented body, and a refused request changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(request, fc.array(fc.tuple(fc.nat(), hostileString), { maxLength: 4 }), async (r, pathPicks) => {
        const values: Record<string, string> = {};
        const names = r.op.params.filter((p) => p.in === 'path').map((p) => p.name as string);
        names.forEach((n, i) => {
          const pick = pathPicks[i];
          values[n] = pick && pick[0] % 3 === 0 ? pick[1] : (existingFor(n)[0] as string);
        });
        const before = stateFingerprint();
        const answer = await send(r.op, values, r.query, r.op.method === 'GET' || r.op.method === 'DELETE' ? undefined : r.body, r.contentType);
        assertProblemOrDocumented(r.op, answer);
        if (answer.status >= 400) expect(stateFingerprint()).toBe(before);
      }),
      { numRuns: 1500, seed: 20261122 },
    );
  }, 120_000);

  it('a body with an unknown field is refused on every operation that takes one, and changes nothing', async () => {
    const withBody = OPS.filter((o) => o.hasBody);
    expect(withBody.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), async (op, extra) => {
        const values = Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, existingFor(p.name)[0]]));
        const before = stateFingerprint();
        const answer = await send(op, values, [], JSON.stringify({ ...extra, zz_not_a_field: 1 }), 'application/json');
        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        assertProblemOrDocumented(op, answer);
        expect(stateFingerprint()).toBe(before);
      }),
      { numRuns: 400, seed: 7 },
    );
  }, 60_000);

  it('path parameters outside their schema answer validation_failed naming path/<name>', async () => {
    const withIds = OPS.filter((o) => o.params.some((p) => p.in === 'path' && resolve(p.schema).type === 'integer'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withIds), fc.oneof(fc.integer({ max: 0 }).map(String), fc.constantFrom('abc', '1.5', '9007199254740992', '1e3', ' 1')), async (op, bad) => {
        const idParam = op.params.find((p) => p.in === 'path' && resolve(p.schema).type === 'integer')!;
        const values = Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, existingFor(p.name)[0]]));
        values[idParam.name] = bad;
        const answer = await send(op, values, [], op.hasBody ? '{}' : undefined, 'application/json');
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('validation_failed');
        expect(answer.body.errors.map((e: { field: string }) => e.field)).toContain(`path/${idParam.name}`);
      }),
      { numRuns: 200, seed: 11 },
    );
  }, 60_000);
});
