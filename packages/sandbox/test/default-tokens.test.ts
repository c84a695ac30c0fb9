// src/http/default-tokens.ts: the local sandbox's two printed tokens are created once per database,
// found again at the next start, and replaced by the ones given.
import { afterEach, describe, expect, it } from 'vitest';
import { Tokens } from '../src/http/auth.js';
import { openSqlite, type SqliteDatabase } from '../src/store/sqlite.js';
import { ensureDefaultTokens, READ_SCOPES } from '../src/http/default-tokens.js';
import { allScopes } from '../src/document.js';

let db: SqliteDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('ensureDefaultTokens', () => {
  it('creates the account and both tokens once, then finds them again', async () => {
    db = openSqlite(':memory:');
    const tokens = new Tokens(db);
    const first = await ensureDefaultTokens(db, tokens, 0, {});
    expect(first.full).not.toBe(first.read);
    expect(await ensureDefaultTokens(db, new Tokens(db), 1, {})).toEqual(first);
    const full = await tokens.authenticate(`Bearer ${first.full}`);
    const read = await tokens.authenticate(`Bearer ${first.read}`);
    expect(full.ok && [...full.principal.scopes]).toEqual(allScopes);
    expect(read.ok && [...read.principal.scopes]).toEqual(READ_SCOPES);
    expect(READ_SCOPES.length).toBeGreaterThan(0);
    expect(READ_SCOPES.every((s) => s.endsWith(':read'))).toBe(true);
  });

  it('binds given tokens to the same default account', async () => {
    db = openSqlite(':memory:');
    const tokens = new Tokens(db);
    const first = await ensureDefaultTokens(db, tokens, 0, {});
    const given = await ensureDefaultTokens(db, tokens, 0, {
      fullToken: 'sbx_given_full',
      readToken: 'sbx_given_read',
    });
    expect(given).toEqual({ ...first, full: 'sbx_given_full', read: 'sbx_given_read' });
  });
});
