// Authentication, tenants, validation, problem bodies, rate limits and idempotency, as documented.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { contract } from '../src/document.js';
import { doc, operation, pathOf, startHarness, type Harness } from './helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ actionSeconds: 5 });
});
afterAll(() => h.close());

const server = { name: 'proto-01', plan: 'vps-1c-1g', location: 'fra1', image: 'debian-12' };
const headersOf = (name: string) =>
  Object.keys(doc.components.headers).find((k) => k.toLowerCase() === name.toLowerCase()) as string;

describe('authentication and scopes', () => {
  it('no token, a malformed header and an unknown token answer 401 with WWW-Authenticate', async () => {
    for (const [token, error] of [
      [null, 'invalid_request'],
      ['not a token!', 'invalid_request'],
      ['sbx_unknown', 'invalid_token'],
    ] as const) {
      const answer = await h.op('listServers', {}, { token });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('unauthorized');
      expect(answer.headers.get(headersOf('WWW-Authenticate'))).toMatch(new RegExp(`^Bearer .*error="${error}"`));
    }
  });

  it('the Bearer scheme is case-insensitive and may be followed by several spaces', async () => {
    for (const authorization of [`bearer ${h.full}`, `BEARER ${h.full}`, `BeArEr   ${h.full}`]) {
      const answer = await h.call('GET', pathOf('listPlans'), { token: null, headers: { authorization } });
      expect(answer.status, authorization).toBe(200);
    }
    for (const authorization of [
      `Bearer${h.full}`,
      `Bearer\t${h.full}`,
      `Basic ${h.full}`,
      `Bearer ${h.full} x`,
      `Bearers ${h.full}`,
    ]) {
      const answer = await h.call('GET', pathOf('listPlans'), { token: null, headers: { authorization } });
      expect(answer.status, authorization).toBe(401);
      expect(answer.body.code).toBe('unauthorized');
    }
  });

  it('every operation needs exactly its scope: with every other scope 403 naming it; the catalog needs none', async () => {
    const scopes = Object.keys(doc.components.securitySchemes.bearerAuth['x-scopes']);
    const { token: none } = await h.admin('POST', 'tokens', { scopes: [] });
    const withoutEach = new Map<string, string>();
    const urlOf = (path: string, parameters: { node: Record<string, unknown> }[]) =>
      path.replace(/\{(\w+)\}/g, (_: string, n: string) =>
        encodeURIComponent(String(parameters.find((p) => p.node.name === n)?.node.example)),
      );
    let anyToken = 0;
    for (const { path, method, operationId, parameters } of contract.operations) {
      const needed = OPERATIONS.find((o) => o.operationId === operationId)!.scopes;
      expect(needed.length, operationId).toBeLessThanOrEqual(1);
      const url = urlOf(path, parameters);
      if (needed.length === 0) {
        // Any valid token gets past authentication and scope, even one with no scope at all.
        const answer = await h.call(method, url, { token: none });
        expect([401, 403], `${operationId} ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
        anyToken++;
        continue;
      }
      const scope = needed[0]!;
      if (!withoutEach.has(scope))
        withoutEach.set(scope, (await h.admin('POST', 'tokens', { scopes: scopes.filter((s) => s !== scope) })).token);
      const refused = await h.call(method, url, { token: withoutEach.get(scope)! });
      expect(refused.status, operationId).toBe(403);
      expect(refused.body.code).toBe('insufficient_scope');
      expect(refused.body.detail).toContain(scope);
    }
    // Some operations (the catalog's reads, docs/design/auth.md) name no scope.
    expect(anyToken).toBeGreaterThan(0);
    const { token: only } = await h.admin('POST', 'tokens', { scopes: ['servers:read'] });
    expect((await h.op('listServers', {}, { token: only })).status).toBe(200);
  });
});

describe('admin surface faults', () => {
  it('a suspended account answers 403 forbidden until it is reinstated', async () => {
    const { token, account_id } = await h.admin('POST', 'tokens', { scopes: 'all' });
    await h.admin('POST', 'suspension', { account_id, suspended: true });
    const refused = await h.op('listServers', {}, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    expect((await h.op('listServers')).status).toBe(200);
    await h.admin('POST', 'suspension', { account_id, suspended: false });
    expect((await h.op('listServers', {}, { token })).status).toBe(200);
  });

  it('injected internal errors answer 500 problems, then the API answers normally again', async () => {
    await h.admin('POST', 'failures', { internal_errors: 2 });
    for (let i = 0; i < 2; i++) {
      const failed = await h.op('listPlans');
      expect(failed.status).toBe(500);
      expect(failed.body.code).toBe('internal_error');
    }
    expect((await h.op('listPlans')).status).toBe(200);
  });

  it('a faster clock moves actions along in real time', async () => {
    const created = await h.op('createServer', {}, { body: { ...server, name: 'fast-clock' } });
    const before = (await h.admin('GET', 'clock')).now_ms as number;
    await h.admin('POST', 'clock', { speed: 1000 });
    await new Promise((r) => setTimeout(r, 50));
    await h.admin('POST', 'clock', { speed: 1 });
    expect((await h.admin('GET', 'clock')).now_ms - before).toBeGreaterThanOrEqual(50_000);
    expect((await h.op('getServer', { server_id: created.body.id })).body.status).toBe('running');
  });
});

describe('tenant isolation', () => {
  it("another account's resources are not found and never listed", async () => {
    const mine = await h.op('createServer', {}, { body: server });
    const { token } = await h.admin('POST', 'tokens', { scopes: 'all' });
    expect((await h.op('getServer', { server_id: mine.body.id }, { token })).status).toBe(404);
    expect((await h.op('powerOffServer', { server_id: mine.body.id }, { token })).status).toBe(404);
    expect((await h.op('deleteServer', { server_id: mine.body.id }, { token })).status).toBe(404);
    expect((await h.op('listServers', {}, { token })).body.data).toEqual([]);
    expect((await h.op('listActions', {}, { token })).body.data).toEqual([]);
    expect((await h.op('getServer', { server_id: mine.body.id })).body.status).toBe('provisioning');
  });
});

describe('validation', () => {
  it('lists every invalid body field with its JSON Pointer and code, and changes nothing', async () => {
    const before = (await h.op('listServers')).body.meta.pagination.total_entries;
    const answer = await h.op(
      'createServer',
      {},
      { body: { name: 'Bad Name', plan: 7, location: 'fra1', colour: 'red' } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    const byField = Object.fromEntries(
      answer.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]),
    );
    expect(byField).toMatchObject({
      '/name': 'pattern',
      '/plan': 'type',
      '/image': 'required',
      '/colour': 'unknown_field',
    });
    expect((await h.op('listServers')).body.meta.pagination.total_entries).toBe(before);
  });

  it('names bad parameters as path/<name> and query/<name>', async () => {
    const path = await h.call('GET', '/api/v1/servers/abc/');
    expect(path.status).toBe(400);
    expect(path.body.errors[0]).toMatchObject({ field: 'path/server_id', code: 'type' });
    const query = await h.op('listServers', {}, { query: 'per_page=101&sort=colour&status=sleeping' });
    const fields = query.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort();
    expect(fields).toEqual(['query/per_page:maximum', 'query/sort:enum', 'query/status:enum']);
  });

  it('unknown query parameters are refused on every operation, each named query/<name>', async () => {
    let checked = 0;
    for (const { path, method, operationId, parameters } of contract.operations) {
      if (!operationId) continue;
      const params = parameters.map((p) => p.node);
      const known = params.filter((p) => p.in === 'query').map((p) => p.name as string);
      const unknown = ['colour', 'zz_not_a_parameter', 'Page'].filter((n) => !known.includes(n));
      const url = path.replace(/\{(\w+)\}/g, (_: string, n: string) =>
        encodeURIComponent(String(params.find((p) => p.name === n)?.example)),
      );
      const answer = await h.call(method, `${url}?${unknown.map((n) => `${n}=blue`).join('&')}`);
      expect(answer.status, `${operationId} ${JSON.stringify(answer.body)}`).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(answer.body.errors).toEqual(
        unknown.map((n) => ({ field: `query/${n}`, code: 'unknown_field', message: expect.any(String) })),
      );
      checked++;
    }
    // Every operation of the generated table was tried.
    expect(checked).toBe(OPERATIONS.length);
    // Known parameters still pass, and the check comes after authentication.
    expect((await h.op('listActions', {}, { query: 'per_page=25' })).status).toBe(200);
    expect((await h.call('GET', `${operation('listActions').path}?colour=blue`, { token: null })).status).toBe(401);
  });

  it('bad JSON, another media type and a missing body have their own codes', async () => {
    expect((await h.call('POST', '/api/v1/servers/', { raw: '{"name":' })).body.code).toBe('invalid_json');
    expect(
      (await h.call('POST', '/api/v1/servers/', { raw: 'name=x', contentType: 'application/x-www-form-urlencoded' }))
        .body.code,
    ).toBe('unsupported_media_type');
    const missing = await h.call('POST', '/api/v1/servers/');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('validation_failed');
  });

  it('unknown paths answer a 404 problem with the rate-limit headers and a request id', async () => {
    const answer = await h.call('GET', '/api/v1/nothing-here/');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(answer.body).toMatchObject({ code: 'not_found', status: 404 });
    expect(answer.headers.get(headersOf('X-Request-Id'))).toBe(answer.body.request_id);
    expect(answer.headers.get(headersOf('X-RateLimit-Limit'))).not.toBeNull();
  });
});

describe('pagination, filters and sorting', () => {
  it('pages with absolute links that keep the filters, and sorts as asked', async () => {
    const { token } = await h.admin('POST', 'tokens', { scopes: 'all' });
    for (const name of ['c-srv', 'a-srv', 'b-srv']) {
      expect((await h.op('createServer', {}, { token, body: { ...server, name } })).status).toBe(201);
    }
    const page = await h.op('listServers', {}, { token, query: 'sort=name:desc&per_page=2&location=fra1' });
    expect(page.body.data.map((s: { name: string }) => s.name)).toEqual(['c-srv', 'b-srv']);
    expect(page.body.meta.pagination).toEqual({ page: 1, per_page: 2, total_entries: 3, total_pages: 2 });
    expect(page.body.links.prev).toBeNull();
    const next = new URL(page.body.links.next);
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('sort')).toBe('name:desc');
    expect(next.searchParams.get('location')).toBe('fra1');
    const second = await h.call('GET', next.pathname + next.search, { token });
    expect(second.body.data.map((s: { name: string }) => s.name)).toEqual(['a-srv']);
    expect(second.body.links.next).toBeNull();
    const past = await h.op('listServers', {}, { token, query: 'page=9' });
    expect(past.body.data).toEqual([]);
    expect((await h.op('listServers', {}, { token, query: 'location=nyc1' })).body.data).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('the same key and body replay the first answer; another body answers idempotency_key_reused', async () => {
    const headers = { 'Idempotency-Key': 'key-0001-create-server' };
    const first = await h.op('createServer', {}, { body: { ...server, name: 'idem-01' }, headers });
    const second = await h.op('createServer', {}, { body: { ...server, name: 'idem-01' }, headers });
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    const all = await h.op('listServers', {}, { query: 'name=idem-01' });
    expect(all.body.data).toHaveLength(1);
    const other = await h.op('createServer', {}, { body: { ...server, name: 'idem-02' }, headers });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('idempotency_key_reused');
    await h.advance(24 * 3600);
    const later = await h.op('createServer', {}, { body: { ...server, name: 'idem-02' }, headers });
    expect(later.status).toBe(201);
  });
});

describe('rate limit', () => {
  it('the 301st request of a window answers 429 with Retry-After; the window resets at X-RateLimit-Reset', async () => {
    // The sandbox clock all but stops, so no second passes between an answer and the clock read.
    await h.admin('POST', 'clock', { speed: 1e-9 });
    try {
      const { token } = await h.admin('POST', 'tokens', { scopes: 'read' });
      const limitHeader = headersOf('X-RateLimit-Limit');
      const remainingHeader = headersOf('X-RateLimit-Remaining');
      const resetHeader = headersOf('X-RateLimit-Reset');
      const first = await h.op('listPlans', {}, { token });
      const limit = Number(first.headers.get(limitHeader));
      expect(limit).toBe(300);
      expect(Number(first.headers.get(remainingHeader))).toBe(limit - 1);
      const reset = Number(first.headers.get(resetHeader));
      // The rest of the window, concurrently: exactly the limit succeeds.
      const burst = await Promise.all(
        Array.from({ length: limit + 9 }, () => h.call('GET', '/api/v1/plans/', { token })),
      );
      const statuses = burst.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(limit - 1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      const refused = await h.op('listPlans', {}, { token });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limit_exceeded');
      expect(refused.headers.get(remainingHeader)).toBe('0');
      expect(Number(refused.headers.get(resetHeader))).toBe(reset);
      const retryAfter = Number(refused.headers.get(headersOf('Retry-After')));
      const clock = await h.admin('GET', 'clock');
      expect(retryAfter).toBe(Math.ceil(reset - clock.now_ms / 1000));

      await h.advance(reset - clock.now_ms / 1000);
      const fresh = await h.op('listPlans', {}, { token });
      expect(fresh.status).toBe(200);
      expect(Number(fresh.headers.get(remainingHeader))).toBe(limit - 1);
      expect(Number(fresh.headers.get(resetHeader))).toBeGreaterThanOrEqual(reset + 300);
    } finally {
      await h.admin('POST', 'clock', { speed: 1 });
    }
  });
});
