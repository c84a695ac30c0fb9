// Hosted mode (`--host`): every /_admin/ route needs the admin token (401/403 problems otherwise,
// changing nothing), no default account or token exists, accounts and tokens are made through the
// admin surface only, and the API itself answers as in local mode. In-process on the project's engine
// (always on 127.0.0.1: hosted mode is about the admin token, not the address), and started through
// `npm run sandbox` as a user types it. Its refusals, which start nothing, are in hosted-refusals.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS } from '../src/document.js';
import { plainHttpWarning } from '../src/http/hosted.js';
import { startSandbox, type HostedSandbox } from '@vps-hosting/sandbox';
import { testDatabase, type TestDatabase } from './support/test-database.js';
import { doc, operation, pathOf, responseErrors } from './helpers.js';
import { npmSandbox } from './support/npm-sandbox.js';

type Json = Record<string, any>;
const ADMIN_TOKEN = `adm_${'k'.repeat(40)}`;
const RATE_LIMIT = 60;
const newServer = { name: 'hosted-01', plan: 'vps-1c-1g', location: 'fra1', image: 'ubuntu-24.04' };
/** The scope an operation needs, from its security requirement. */
const scopeOf = (operationId: string): string =>
  (Object.values(operation(operationId).op.security[0] as Json)[0] as string[])[0]!;
/** The server ids of the document's example fleet. */
const FLEET_SERVER = (doc.components.examples.ServerWeb01Running.value as Json).id as number;

let database: TestDatabase;
let sb: HostedSandbox;
beforeAll(async () => {
  database = await testDatabase();
  sb = await startSandbox({
    db: ':memory:',
    ...(database.url ? { database: database.url } : {}),
    port: 0,
    host: '127.0.0.1',
    adminToken: ADMIN_TOKEN,
    rateLimit: RATE_LIMIT,
  });
});
afterAll(async () => {
  await sb?.close();
  await database?.drop();
});

interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

async function request(method: string, url: string, token: string | null, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(sb.url + url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
const admin = (method: string, route: string, body?: unknown, token: string | null = ADMIN_TOKEN) =>
  request(method, `/_admin/${route}`, token, body);
const api = (operationId: string, token: string, values: Record<string, number | string> = {}, body?: unknown) =>
  request(operation(operationId).method, pathOf(operationId, values), token, body);

/** A new account with a token of these scopes, through the admin surface. */
async function newAccount(scopes: string[] | 'all' | 'read' = 'all'): Promise<{ token: string; account_id: number }> {
  const made = await admin('POST', 'tokens', { scopes });
  expect(made.status).toBe(201);
  return made.body as { token: string; account_id: number };
}

/** Asserts a refusal of the admin surface is the documented problem, with its headers. */
function expectProblem(answer: Answer, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(answer.body.code).toBe(code);
  // The shape the document gives every 401/403 answer of the API.
  expect(responseErrors('listServers', status, answer.body)).toEqual([]);
  expect(answer.headers.get(HEADERS.requestId)).toBe(answer.body.request_id);
  for (const header of [HEADERS.limit, HEADERS.remaining, HEADERS.reset])
    expect(answer.headers.get(header), header).toMatch(/^\d+$/);
  if (status === 401) expect(answer.headers.get(HEADERS.wwwAuthenticate)).toMatch(/^Bearer /);
}

describe('hosted mode, in-process', () => {
  it('creates no default account or token', async () => {
    expect(sb.tokens).toBeUndefined();
    expect(await sb.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tokens')).toEqual({ n: 0 });
    expect(await sb.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts')).toEqual({ n: 0 });
  });

  it('refuses every admin route without the admin token, and the refused request changes nothing', async () => {
    const { token: apiToken } = await newAccount();
    const tokensBefore = await sb.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tokens');
    const clockBefore = (await admin('GET', 'clock')).body.now_ms as number;
    const routes: Array<[string, string, unknown]> = [
      ['GET', 'health', undefined],
      ['GET', 'clock', undefined],
      ['POST', 'clock', { advance_seconds: 86_400 * 365 }],
      ['POST', 'tokens', { scopes: 'all' }],
      ['POST', 'reset', { keep_tokens: false }],
      ['POST', 'failures', { internal_errors: 5 }],
      ['POST', 'suspension', { account_id: 1, suspended: true }],
      ['POST', 'fleet', { account_id: 1 }],
      ['POST', 'webhooks/flush', undefined],
      ['POST', 'tokens/revoke', { token: apiToken }],
      ['DELETE', 'accounts/1', undefined],
      ['GET', 'no-such-route', undefined],
    ];
    for (const [method, route, body] of routes) {
      expectProblem(await admin(method, route, body, null), 401, 'unauthorized');
      expectProblem(await admin(method, route, body, `adm_${'x'.repeat(40)}`), 401, 'unauthorized');
      expectProblem(await admin(method, route, body, ADMIN_TOKEN.slice(0, -1)), 401, 'unauthorized');
      // A valid API token is known, but it is not the admin token.
      expectProblem(await admin(method, route, body, apiToken), 403, 'forbidden');
    }
    const basic = await request('GET', '/_admin/health', null);
    expect(
      (await fetch(`${sb.url}/_admin/health`, { headers: { authorization: `Basic ${btoa(`admin:${ADMIN_TOKEN}`)}` } }))
        .status,
    ).toBe(401);
    expect(basic.status).toBe(401);
    expect(await sb.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tokens')).toEqual(tokensBefore);
    expect((await admin('GET', 'clock')).body.now_ms).toBeLessThan(clockBefore + 86_400_000);
    // No injected failure and no suspension: the API token still works.
    expect((await api('listServers', apiToken)).status).toBe(200);
  });

  it('answers the admin token on every route, the scheme in any case', async () => {
    expect((await admin('GET', 'health')).status).toBe(200);
    const lower = await fetch(`${sb.url}/_admin/clock`, { headers: { authorization: `bearer   ${ADMIN_TOKEN}` } });
    expect(lower.status).toBe(200);
    expect((await admin('GET', 'no-such-route')).status).toBe(404);
  });

  it('makes accounts and tokens with chosen scopes; the API answers them as in local mode', async () => {
    const read = scopeOf('listServers');
    const { token: reader, account_id: account } = await newAccount([read]);
    expect((await api('listServers', reader)).status).toBe(200);
    const refused = await api('createServer', reader, {}, newServer);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('insufficient_scope');

    // A second token of the same account sees what the first one's account holds.
    const writer = await admin('POST', 'tokens', { scopes: [scopeOf('createServer')], account_id: account });
    expect(writer.status).toBe(201);
    expect(writer.body.account_id).toBe(account);
    const created = await api('createServer', writer.body.token, {}, newServer);
    expect(created.status).toBe(201);
    expect((await api('getServer', reader, { server_id: created.body.id })).status).toBe(200);

    // Another account does not.
    const { token: stranger } = await newAccount('read');
    expect((await api('getServer', stranger, { server_id: created.body.id })).status).toBe(404);

    expect((await admin('POST', 'tokens', { scopes: ['no:such'] })).status).toBe(400);
    expect((await admin('POST', 'tokens', { account_id: 999_999 })).status).toBe(400);
  });

  it('loads the example fleet into the account the request names, and needs one', async () => {
    const { token, account_id } = await newAccount('read');
    const missing = await admin('POST', 'fleet', {});
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/account_id/);
    expect((await admin('POST', 'fleet', { account_id: 999_999 })).status).toBe(404);
    expect((await api('getServer', token, { server_id: FLEET_SERVER })).status).toBe(404);
    expect(await admin('POST', 'fleet', { account_id })).toMatchObject({ status: 201, body: { account_id } });
    expect((await api('getServer', token, { server_id: FLEET_SERVER })).status).toBe(200);
    const { token: other } = await newAccount('read');
    expect((await api('getServer', other, { server_id: FLEET_SERVER })).status).toBe(404);
  });

  it('suspends the account the request names, and needs one', async () => {
    const { token, account_id } = await newAccount('read');
    expect((await admin('POST', 'suspension', { suspended: true })).status).toBe(400);
    expect((await admin('POST', 'suspension', { account_id, suspended: true })).status).toBe(200);
    expect((await api('listServers', token)).body.code).toBe('forbidden');
    expect((await admin('POST', 'suspension', { account_id, suspended: false })).status).toBe(200);
    expect((await api('listServers', token)).status).toBe(200);
  });

  it("counts refused admin requests against the client address's window: guessing ends in 429, the admin token still works", async () => {
    // A fresh window for this client address (the earlier tests' refusals counted in theirs).
    expect((await admin('POST', 'clock', { advance_seconds: 301 })).status).toBe(200);
    const answers: Answer[] = [];
    for (let i = 0; i <= RATE_LIMIT + 1; i++)
      answers.push(await admin('GET', 'health', undefined, `adm_guess_${i}_${'g'.repeat(30)}`));
    const remaining = answers.map((a) => Number(a.headers.get(HEADERS.remaining)));
    expect(new Set(remaining.filter((n) => n > 0)).size).toBe(remaining.filter((n) => n > 0).length);
    const last = answers.at(-1)!;
    expectProblem(last, 429, 'rate_limit_exceeded');
    expect(Number(last.headers.get(HEADERS.retryAfter))).toBeGreaterThan(0);
    expect((await admin('GET', 'health')).status).toBe(200);
  });
});

describe('npm run sandbox in hosted mode', () => {
  it.concurrent('starts with the admin token from the environment, prints no token, and guards its admin surface', async () => {
    const db = await testDatabase();
    try {
      const engine = db.url ? ['--database', db.url] : ['--memory'];
      const run = await npmSandbox(
        [...engine, '--host', '127.0.0.1'],
        { SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN },
        /admin surface/,
        async (stdout) => {
          const port = /Sandbox listening on 127\.0\.0\.1 port (\d+), hosted mode/.exec(stdout)?.[1];
          expect(port, stdout).toBeDefined();
          const url = `http://127.0.0.1:${port}/_admin/health`;
          expect((await fetch(url)).status).toBe(401);
          expect((await fetch(url, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status).toBe(200);
        },
      );
      expect(run.stdout).not.toContain(ADMIN_TOKEN);
      expect(run.stdout).not.toMatch(/full token|read-only token|sbx_/);
      // Plain HTTP: a warning on stderr naming the TLS front it expects and the forwarded headers it trusts (none).
      const port = /port (\d+), hosted mode/.exec(run.stdout)?.[1];
      expect(run.stderr).toContain(plainHttpWarning(`http://127.0.0.1:${port}`));
    } finally {
      await db.drop();
    }
  }, 65_000);
});
