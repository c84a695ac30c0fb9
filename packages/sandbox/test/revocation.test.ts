// The admin surface revokes a token (401 from the next request on, the cached one too) and deletes
// an account with everything it owns; bad admin input is a problem document and changes nothing.
// Runs on SQLite (unit) and PostgreSQL (sandbox-postgres); two instances: postgres-instances.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, startHarness, type Harness } from './helpers.js';
import { problemErrors, statusOf } from './http-kit.js';
import { accountTables, rowsOf } from './account-rows.js';
import { IDEMPOTENCY_HEADER } from '../src/document.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ actionSeconds: 1 });
});
afterAll(() => h.close());

const jane = doc.components.examples.DomainCreate?.value?.contacts?.registrant ?? {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '+49.3012345678',
  address_line1: 'Friedrichstrasse 1',
  city: 'Berlin',
  postal_code: '10117',
  country: 'DE',
};

async function adminRaw(method: string, path: string, body?: unknown, raw?: string) {
  const res = await fetch(`${h.sandbox.url}/_admin/${path}`, {
    method,
    headers: body === undefined && raw === undefined ? {} : { 'content-type': 'application/json' },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), body: text ? JSON.parse(text) : undefined };
}

/** A new account with two full tokens, through the admin surface. */
async function newAccount(): Promise<{ account: number; token: string; second: string }> {
  const made = await h.admin('POST', 'tokens', { scopes: 'all' });
  const second = await h.admin('POST', 'tokens', { scopes: 'all', account_id: made.account_id });
  return { account: made.account_id, token: made.token, second: second.token };
}

/** One of everything an account can own: a server (its action, a backup, a snapshot), a domain, a zone
 *  and a record, a webhook with its events and deliveries, an idempotency record. */
let filled = 0;
async function fill(token: string): Promise<void> {
  const ok = async (answer: Promise<{ status: number; body: any }>) => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBeLessThan(300);
    return body;
  };
  await ok(h.op('createWebhook', {}, { token, body: { url: 'http://127.0.0.1:9/hook', events: ['server.created'] } }));
  const server = await ok(
    h.op(
      'createServer',
      {},
      {
        token,
        body: { ...doc.components.examples.ServerCreateMinimal.value, name: `revoked-${++filled}` },
        headers: { [IDEMPOTENCY_HEADER]: `k-${token}` },
      },
    ),
  );
  await h.advance(5);
  await ok(h.op('createBackup', { server_id: server.id }, { token, body: {} }));
  await ok(h.op('createSnapshot', {}, { token, body: { server_id: server.id, name: 'keep' } }));
  await ok(
    h.op('createDomain', {}, { token, body: { name: `revoked-${server.id}.com`, contacts: { registrant: jane } } }),
  );
  await ok(h.op('createDnsZone', {}, { token, body: { name: `zone-${server.id}.com` } }));
  await ok(
    h.op(
      'createDnsRecord',
      { zone_name: `zone-${server.id}.com` },
      { token, body: { type: 'A', name: 'www', address: '203.0.113.10' } },
    ),
  );
  await h.advance(5);
}

const listServers = (token: string) => h.op('listServers', {}, { token });

describe('revoking a token', () => {
  it("refuses the revoked token at once (also after it was cached) and keeps the account's other tokens", async () => {
    const { token, second } = await newAccount();
    expect((await listServers(token)).status).toBe(200); // authenticated once: cached on SQLite
    const revoked = await adminRaw('POST', 'tokens/revoke', { token });
    expect(revoked.status).toBe(200);
    const refused = await listServers(token);
    expect(refused.status).toBe(statusOf('unauthorized'));
    expect(refused.body.code).toBe('unauthorized');
    expect((await listServers(second)).status).toBe(200);
    expect((await adminRaw('POST', 'tokens/revoke', { token })).status).toBe(404);
  });

  it("refuses a write whose token went away after it was admitted (checked inside the write's transaction)", async () => {
    const { account, token } = await newAccount();
    expect((await listServers(token)).status).toBe(200); // cached on SQLite
    // Gone behind the cache's back, as if revoked between the admission and the transaction.
    await h.sandbox.db.run('DELETE FROM tokens WHERE token = ?', [token]);
    const write = await h.op(
      'createServer',
      {},
      { token, body: { ...doc.components.examples.ServerCreateMinimal.value, name: 'too-late' } },
    );
    expect(write.status).toBe(statusOf('unauthorized'));
    expect(await rowsOf(h.sandbox.db, account)).toEqual({ accounts: 1, tokens: 1 }); // its second token; no server
  });

  it('answers bad input with a problem document and changes nothing', async () => {
    const { token } = await newAccount();
    const before = await h.sandbox.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM tokens');
    const bad: Array<[unknown, string | undefined, number]> = [
      [{}, undefined, 400],
      [{ token: 42 }, undefined, 400],
      [{ token: `${token} ` }, undefined, 400],
      [{ token: 'x'.repeat(600) }, undefined, 400],
      [undefined, '{"token":', 400],
      [undefined, '[1]', 400],
      [{ token: 'sbx_no_such_token' }, undefined, 404],
    ];
    for (const [body, raw, status] of bad) {
      const answer = await adminRaw('POST', 'tokens/revoke', body, raw);
      expect(answer.status, JSON.stringify(body ?? raw)).toBe(status);
      expect(answer.type).toMatch(/^application\/problem\+json/);
      expect(problemErrors(answer.body)).toEqual([]);
    }
    expect(await h.sandbox.db.get('SELECT COUNT(*) AS n FROM tokens')).toEqual(before);
    expect((await listServers(token)).status).toBe(200);
  });
});

describe('deleting an account', () => {
  it('deletes its tokens and everything it owns, and nothing of another account', async () => {
    const doomed = await newAccount();
    const kept = await newAccount();
    await fill(doomed.token);
    await fill(kept.token);
    const db = h.sandbox.db;
    const owned = await rowsOf(db, doomed.account);
    // Every table with an account_id holds rows of the filled account (the fill reaches them all).
    const tables = (await accountTables(db)).filter((t) => t !== 'list_counts' && t !== 'resource_counts');
    for (const table of tables) expect(owned[table], table).toBeGreaterThan(0);
    const keptBefore = await rowsOf(db, kept.account);

    const answer = await adminRaw('DELETE', `accounts/${doomed.account}`);
    expect(answer.status).toBe(200);
    expect(answer.body.deleted.tokens).toBe(2);
    expect(await rowsOf(db, doomed.account)).toEqual({});
    expect(await rowsOf(db, kept.account)).toEqual(keptBefore);
    for (const token of [doomed.token, doomed.second])
      expect((await listServers(token)).status).toBe(statusOf('unauthorized'));
    expect((await listServers(kept.token)).body.data).toHaveLength(1);
    // The counts kept for the webhook's delivery lists went with it.
    const orphans = await db.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM list_counts WHERE list = 'delivery' AND owner NOT IN (SELECT CAST(id AS TEXT) FROM webhooks)",
    );
    expect(Number(orphans!.n)).toBe(0);
  });

  it('answers bad input with a problem document and changes nothing', async () => {
    const { account, token } = await newAccount();
    const before = await rowsOf(h.sandbox.db, account);
    for (const [id, status] of [
      ['abc', 400],
      ['0', 400],
      ['-1', 400],
      ['1e3', 400],
      ['99999999', 404],
    ] as const) {
      const answer = await adminRaw('DELETE', `accounts/${id}`);
      expect(answer.status, id).toBe(status);
      expect(answer.type).toMatch(/^application\/problem\+json/);
      expect(problemErrors(answer.body)).toEqual([]);
    }
    expect(await rowsOf(h.sandbox.db, account)).toEqual(before);
    expect((await listServers(token)).status).toBe(200);
  });
});
