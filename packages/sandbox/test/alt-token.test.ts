// The local sandbox's second account (src/http/default-tokens.ts): a token with every scope, printed at
// start beside the default account's two and given by --alt-token / SANDBOX_ALT_TOKEN, so that a test of
// tenancy (a conformance kit's "alt" account) needs no admin call. It is another tenant: it sees none of
// the default account's resources (the fleet goes to the default account). Hosted mode has no default
// tokens, the second account's included. And the admin surface the start names answers.
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '@vps-hosting/sandbox';
import { pathOf, startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';
import { Tokens } from '../src/http/auth.js';
import { DEFAULT_ACCOUNT_KEYS, ensureDefaultTokens } from '../src/http/default-tokens.js';
import { allScopes } from '../src/document.js';
import { openSqlite, type SqliteDatabase } from '../src/store/sqlite.js';
import { npmSandbox } from './support/npm-sandbox.js';

const ADMIN_TOKEN = `adm_${'k'.repeat(40)}`;

let db: SqliteDatabase | undefined;
let h: TestSandbox | undefined;
afterEach(async () => {
  await db?.close();
  await h?.close();
  db = undefined;
  h = undefined;
});

describe('ensureDefaultTokens: the second account', () => {
  it('is another account with a token of every scope, created once and found again', async () => {
    db = openSqlite(':memory:');
    const tokens = new Tokens(db);
    const first = await ensureDefaultTokens(db, tokens, 0, {});
    expect(first.altAccount).not.toBe(first.account);
    expect(new Set([first.full, first.read, first.alt]).size).toBe(3);
    expect(await ensureDefaultTokens(db, new Tokens(db), 1, {})).toEqual(first);
    const alt = await tokens.authenticate(`Bearer ${first.alt}`);
    expect(alt.ok && alt.principal.account).toBe(first.altAccount);
    expect(alt.ok && [...alt.principal.scopes]).toEqual(allScopes);
    const stored = await db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [DEFAULT_ACCOUNT_KEYS.alt]);
    expect(Number(stored?.value)).toBe(first.altAccount);
  });

  it('binds a given token to the same second account', async () => {
    db = openSqlite(':memory:');
    const tokens = new Tokens(db);
    const first = await ensureDefaultTokens(db, tokens, 0, {});
    const given = await ensureDefaultTokens(db, tokens, 0, { altToken: 'sbx_given_alt' });
    expect(given).toEqual({ ...first, alt: 'sbx_given_alt' });
  });
});

describe('startSandbox: tokens.alt', () => {
  it('is another tenant: it lists none of the fleet and reads none of its servers', async () => {
    h = await startTestSandbox({ fleet: true });
    expect(h.alt).toBe(h.sandbox.tokens.alt);
    const mine = await h.op('listServers');
    const servers = (mine.body as { data: { id: number }[] }).data;
    expect(servers.length).toBeGreaterThan(0);
    const theirs = await h.op('listServers', {}, { token: h.alt });
    expect(theirs.status).toBe(200);
    expect((theirs.body as { data: unknown[] }).data).toEqual([]);
    const read = await h.op('getServer', { server_id: servers[0]!.id }, { token: h.alt });
    expect(read.status).toBe(404);
  });

  it('is the one given (altToken)', async () => {
    h = await startTestSandbox({ db: ':memory:', altToken: 'sbx_my_alt' });
    expect(h.alt).toBe('sbx_my_alt');
    expect((await h.op('listServers', {}, { token: 'sbx_my_alt' })).status).toBe(200);
  });

  it('is refused in hosted mode', async () => {
    await expect(
      startSandbox({ db: ':memory:', port: 0, host: '127.0.0.1', adminToken: ADMIN_TOKEN, altToken: 'sbx_alt' }),
    ).rejects.toThrow(/no default tokens/);
  });
});

describe('vps-sandbox prints the second account’s token', () => {
  it('given by --alt-token or SANDBOX_ALT_TOKEN, beside an admin surface address that answers', async () => {
    for (const [args, env] of [
      [['--alt-token', 'sbx_flag_alt'], {}],
      [[], { SANDBOX_ALT_TOKEN: 'sbx_env_alt' }],
    ] as const) {
      const expected = args.length ? 'sbx_flag_alt' : 'sbx_env_alt';
      const run = await npmSandbox(['--memory', '--fleet', ...args], env, /admin surface/, async (stdout) => {
        const alt = /second account's token:\s+(\S+)/.exec(stdout)?.[1];
        expect(alt, stdout).toBe(expected);
        const url = /Sandbox listening on (\S+)/.exec(stdout)?.[1];
        const answer = await fetch(`${url}${pathOf('listServers')}`, { headers: { authorization: `Bearer ${alt}` } });
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { data: unknown[] }).data).toEqual([]);
        const admin = /admin surface:\s+(\S+)/.exec(stdout)?.[1];
        expect((await fetch(admin!)).status, admin).toBe(200);
      });
      expect(run.stderr).toBe('');
    }
  }, 60_000);

  it('refuses it in hosted mode, with exit code 2', async () => {
    for (const [args, env] of [
      [['--alt-token', 'sbx_alt'], {}],
      [[], { SANDBOX_ALT_TOKEN: 'sbx_alt' }],
    ] as const) {
      const run = await npmSandbox(['--memory', '--host', '127.0.0.1', '--admin-token', ADMIN_TOKEN, ...args], env);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/no default tokens: drop --token\/--read-token\/--alt-token/);
    }
  }, 60_000);
});
