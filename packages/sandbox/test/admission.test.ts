// src/http/admission.ts: where a request is admitted. A Fastify app with only the admission hook and
// one route (that shows what it was admitted with), on a SQLite database in memory: the token, the
// rate-limit window and its headers, the header sections HTTP refuses, settling before the handler.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Admission, keyOf, malformedHeaders } from '../src/http/admission.js';
import { Tokens } from '../src/http/auth.js';
import { Clock } from '../src/domain/clock.js';
import { ClockSync } from '../src/store/shared-clock.js';
import { openSqlite, type SqliteDatabase } from '../src/store/sqlite.js';
import { allScopes } from '../src/document.js';
import { ProblemError } from '../src/domain/problem.js';
import { RateLimiter } from '../src/http/rate-limit.js';
import { Settler } from '../src/domain/settling.js';
import { header, problemErrors, RATE_HEADERS, REQUEST_ID, statusOf } from './http-kit.js';

let db: SqliteDatabase | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await db?.close();
  app = db = undefined;
});

const LIMIT = 2;

async function setup(
  options: {
    admitAdmin?: (h: string | string[] | undefined) => Promise<ProblemError | undefined>;
    due?: () => boolean;
  } = {},
) {
  db = openSqlite(':memory:');
  const clock = new Clock();
  const tokens = new Tokens(db);
  const token = await db.transaction(async (tx) =>
    tokens.create(tx, await tokens.createAccount(tx, clock.now()), allScopes, clock.now()),
  );
  const settled: number[] = [];
  const scheduler = { idle: () => !(options.due?.() ?? false), run: async () => void settled.push(1) };
  const settler = new Settler(db, clock, scheduler, { idle: () => true, tick: async () => undefined });
  const admission = new Admission({
    db,
    clock,
    clockSync: new ClockSync(db, clock),
    settler,
    scheduler,
    tokens,
    limiter: new RateLimiter(clock, LIMIT, 300_000),
    admitAdmin: options.admitAdmin,
  });
  app = Fastify();
  admission.register(app);
  app.get('/api/x', async (request) => ({
    auth: request.auth.ok ? request.auth.principal.account : request.auth.reason,
    settled: settled.length,
  }));
  app.get('/_admin/x', async () => ({ admin: true }));
  return { app, token };
}

describe('Admission', () => {
  it('admits a known token with its account and the rate-limit headers, an unknown one as invalid_token', async () => {
    const { app, token } = await setup();
    const known = await app.inject({ url: '/api/x', headers: { authorization: `Bearer ${token}` } });
    expect(known.json().auth).toEqual(expect.any(Number));
    expect(known.headers[RATE_HEADERS[1]!.toLowerCase()]).toBe(String(LIMIT - 1));
    expect(known.headers[REQUEST_ID.toLowerCase()]).toMatch(/^[0-9a-f-]{36}$/);
    const unknown = await app.inject({ url: '/api/x', headers: { authorization: 'Bearer nope' } });
    expect(unknown.json().auth).toBe('invalid_token');
    expect((await app.inject({ url: '/api/x' })).json().auth).toBe('invalid_request');
  });

  it('answers 429 with Retry-After once the window is used up, and the handler never runs', async () => {
    const { app, token } = await setup();
    const send = () => app.inject({ url: '/api/x', headers: { authorization: `Bearer ${token}` } });
    for (let i = 0; i < LIMIT; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(statusOf('rate_limit_exceeded'));
    expect(refused.json().code).toBe('rate_limit_exceeded');
    expect(problemErrors(refused.json())).toEqual([]);
    expect(Number(refused.headers[header('Retry-After').toLowerCase()])).toBeGreaterThan(0);
  });

  it('settles due work before the handler runs', async () => {
    let due = true;
    const { app, token } = await setup({ due: () => due });
    expect((await app.inject({ url: '/api/x', headers: { authorization: `Bearer ${token}` } })).json().settled).toBe(1);
    due = false;
    expect((await app.inject({ url: '/api/x', headers: { authorization: `Bearer ${token}` } })).json().settled).toBe(1);
  });

  it('hosted mode: the admin gate refuses with its problem and counts the attempt on the address', async () => {
    const { app } = await setup({
      admitAdmin: async (h) => (h === 'Bearer right' ? undefined : new ProblemError('forbidden', 'no')),
    });
    expect((await app.inject({ url: '/_admin/x', headers: { authorization: 'Bearer right' } })).json()).toEqual({
      admin: true,
    });
    const refused = await app.inject({ url: '/_admin/x' });
    expect(refused.statusCode).toBe(statusOf('forbidden'));
    expect(refused.headers[RATE_HEADERS[1]!.toLowerCase()]).toBe(String(LIMIT - 1));
  });

  it('refuses header sections Node accepts and HTTP does not', () => {
    const of = (headers: Record<string, string>, httpVersion = '1.1') =>
      malformedHeaders({ headers, raw: { httpVersion } })?.errors?.[0]?.field;
    expect(of({})).toBe('header/Host');
    expect(of({}, '1.0')).toBeUndefined();
    expect(of({ host: 'h', 'transfer-encoding': 'chunked, gzip' })).toBe('header/Transfer-Encoding');
    expect(of({ host: 'h', expect: 'something' })).toBe('header/Expect');
    expect(of({ host: 'h', 'transfer-encoding': 'gzip, chunked', expect: '100-Continue' })).toBeUndefined();
  });

  it('keys the window by token when valid, else by client address', () => {
    expect(keyOf({ ok: false, reason: 'invalid_token' }, '10.0.0.1')).toBe('ip:10.0.0.1');
    const principal = { token: 't', rateKey: 't:t', account: 1, scopes: new Set<string>(), suspended: false };
    expect(keyOf({ ok: true, principal }, '10.0.0.1')).toBe('t:t');
  });
});
