// GETs on a SQLite file read a snapshot on their own connection, and a page of stored rows is kept
// for that snapshot (src/store/sqlite.ts, src/domain/list.ts): these tests show that a kept page is
// never served once a commit changed the data, nor to another account or another host.
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type SqliteDatabase } from '../src/store/sqlite.js';
import { startHarness, type Harness } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-snapshots-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the snapshot cache of a SQLite read', () => {
  let db: SqliteDatabase;
  beforeAll(() => {
    db = openSqlite(join(dir, 'cache.db'));
  });
  afterAll(() => db.close());
  const write = () =>
    db.transaction((tx) =>
      tx.run(
        "INSERT INTO meta (key, value) VALUES ('n', '1') ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1",
      ),
    );

  it('keeps a text for the next reads of the same committed state, and drops it at the next commit', async () => {
    await db.read(async (sql) => sql.cache!.keep('page', 'first'));
    expect(await db.read(async (sql) => sql.cache!.find('page'))).toBe('first');
    await db.read((sql) => sql.get('SELECT 1')); // reads change nothing
    expect(await db.read(async (sql) => sql.cache!.find('page'))).toBe('first');
    await write();
    expect(await db.read(async (sql) => sql.cache!.find('page'))).toBeUndefined();
  });

  it('does not keep what a read computed when a commit came during it', async () => {
    await db.read(async (sql) => {
      await write();
      sql.cache!.keep('late', 'computed from the state before the commit');
    });
    expect(await db.read(async (sql) => sql.cache!.find('late'))).toBeUndefined();
  });

  it('gives a read that began before a commit nothing kept after it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const older = db.read(async (sql) => {
      await held;
      return sql.cache!.find('newer');
    });
    await write();
    await db.read(async (sql) => sql.cache!.keep('newer', 'kept for the newer state'));
    release();
    expect(await older).toBeUndefined();
  });

  it('offers no cache inside a transaction (it may see writes not yet committed)', async () => {
    expect(await db.transaction(async (tx) => tx.cache)).toBeUndefined();
  });
});

describe('list pages served from the cache (a SQLite file)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ db: join(dir, 'sandbox.db'), actionSeconds: 10 });
  });
  afterAll(() => h.close());
  const newServer = { name: 'cached-01', plan: 'vps-1c-1g', location: 'fra1', image: 'ubuntu-24.04' };
  const list = (options: { token?: string; headers?: Record<string, string>; query?: string } = {}) =>
    h.op('listServers', {}, options);

  it('answers a repeated page alike, and a new server, a settled action and a reset are seen at once', async () => {
    const empty = await list();
    expect(empty.body.meta.pagination.total_entries).toBe(0);
    expect((await list()).body).toEqual(empty.body);

    const created = await h.op('createServer', {}, { body: newServer });
    const afterCreate = await list();
    expect(afterCreate.body.data.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [created.body.id, 'provisioning'],
    ]);

    await h.advance(10); // the create's action settles: the server is running
    expect((await list()).body.data[0].status).toBe('running');

    const renamed = await h.op('updateServer', { server_id: created.body.id }, { body: { name: 'cached-02' } });
    expect(renamed.status).toBe(200);
    expect((await list()).body.data[0].name).toBe('cached-02');

    await h.admin('POST', 'reset', {});
    expect((await list()).body.meta.pagination.total_entries).toBe(0);
  });

  it("answers a server's backups and the snapshots from a kept page only until they change", async () => {
    const server = await h.op('createServer', {}, { body: { ...newServer, name: 'cached-backups' } });
    await h.advance(10);
    const id = server.body.id as number;
    const backups = () => h.op('listServerBackups', { server_id: id });
    const snapshots = () => h.op('listSnapshots', {});
    expect([(await backups()).body.data, (await snapshots()).body.data]).toEqual([[], []]);
    expect((await backups()).body.data).toEqual([]); // the kept page
    const backup = await h.op('createBackup', { server_id: id }, { body: {} });
    expect(backup.status).toBe(201);
    expect((await backups()).body.data.map((b: { id: number }) => b.id)).toEqual([backup.body.id]);
    const snapshot = await h.op('createSnapshot', {}, { body: { server_id: id, name: 'cached-snapshot' } });
    expect(snapshot.status).toBe(201);
    expect((await snapshots()).body.data.map((s: { name: string }) => s.name)).toEqual(['cached-snapshot']);
  });

  it('keeps pages apart by account, by query and by host (links are absolute)', async () => {
    await h.op('createServer', {}, { body: newServer });
    const other = await h.admin('POST', 'tokens', { scopes: 'all' });
    const mine = await list();
    const theirs = await list({ token: other.token as string });
    expect(mine.body.meta.pagination.total_entries).toBeGreaterThan(0);
    expect(theirs.body.meta.pagination.total_entries).toBe(0);

    const past = mine.body.meta.pagination.total_entries + 1;
    const paged = await list({ query: `per_page=1&page=${past}` });
    expect(paged.body.data).toEqual([]);
    expect(paged.body.meta.pagination.page).toBe(past);

    // fetch sends its own Host: node:http asks with another one.
    const elsewhere = await new Promise<{ links: { first: string } }>((resolve, reject) => {
      const url = new URL(h.sandbox.url + paged.body.links.first.slice(h.sandbox.url.length).replace(/\?.*$/, ''));
      get(url, { headers: { host: 'sandbox.example.test', authorization: `Bearer ${h.full}` } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(text)));
      }).on('error', reject);
    });
    expect(elsewhere.links.first).toMatch(/^http:\/\/sandbox\.example\.test\//);
    expect((await list()).body.links.first.startsWith(h.sandbox.url)).toBe(true);
  });
});
