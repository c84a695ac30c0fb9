// The SQLite engine of the store interface (src/store/sqlite.ts): one transaction at a time,
// no reads of uncommitted writes, savepoints for nested transactions, and the versioned schema
// (a database written by release 1.0.0, before schema_version, opens and is upgraded).
import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ActionEngine } from '../src/domain/actions.js';
import { completions as actionCompletions } from '../src/domain/completions.js';
import { Clock } from '../src/domain/clock.js';
import { SQLITE_SCHEMA_VERSION } from '../src/store/sqlite-schema.js';
import { readTransaction } from '../src/store/engine.js';
import { ReadOnlyError } from '../src/store/sql.js';
import { openSqlite, type SqliteDatabase } from '../src/store/sqlite.js';
import { Store } from '../src/store/store.js';
import { pathOf, startHarness } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Lets other tasks run (timers, I/O) while a transaction is open. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the SQLite engine', () => {
  let db: SqliteDatabase;
  const open = () => {
    db = openSqlite(':memory:');
    return db;
  };
  afterEach(async () => db?.close());
  const counter = async () =>
    Number((await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'n'"))?.value ?? 0);
  const setCounter = (n: number) =>
    db.run("INSERT INTO meta (key, value) VALUES ('n', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [
      String(n),
    ]);

  it('runs concurrent transactions one after the other: no update is lost', async () => {
    open();
    const increment = () =>
      db.transaction(async (tx) => {
        const row = await tx.get<{ value: string }>("SELECT value FROM meta WHERE key = 'n'");
        await pause();
        await tx.run(
          "INSERT INTO meta (key, value) VALUES ('n', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
          [String(Number(row?.value ?? 0) + 1)],
        );
      });
    await Promise.all(Array.from({ length: 5 }, increment));
    expect(await counter()).toBe(5);
  });

  it('a read outside the open transaction waits for it and sees only committed state', async () => {
    open();
    await setCounter(1);
    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.run("UPDATE meta SET value = '2' WHERE key = 'n'");
      await held;
      seen.push('commit');
    });
    const reading = counter().then((n) => seen.push(`read ${n}`));
    await pause();
    expect(seen).toEqual([]); // the read waits while the transaction is open
    release();
    await Promise.all([writing, reading]);
    expect(seen).toEqual(['commit', 'read 2']);
  });

  it('rolls back a transaction that throws: nothing of it is seen', async () => {
    open();
    await setCounter(1);
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const failing = db.transaction(async (tx) => {
      await tx.run("UPDATE meta SET value = '7' WHERE key = 'n'");
      wrote();
      await pause();
      throw new Error('refused');
    });
    await written;
    const reading = counter(); // issued while the uncommitted write is there
    await expect(failing).rejects.toThrow('refused');
    expect(await reading).toBe(1);
    expect(await counter()).toBe(1);
  });

  it('makes a nested transaction a savepoint: its failure undoes only its own writes', async () => {
    open();
    await db.transaction(async (tx) => {
      await tx.run("INSERT INTO meta (key, value) VALUES ('outer', '1')");
      await expect(
        db.transaction(async (inner) => {
          await inner.run("INSERT INTO meta (key, value) VALUES ('inner', '1')");
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await db.transaction(async (inner) => inner.run("INSERT INTO meta (key, value) VALUES ('kept', '1')"));
      // A statement on the Database inside the transaction's work runs in the transaction (no deadlock).
      expect(await db.get("SELECT 1 AS x FROM meta WHERE key = 'outer'")).toEqual({ x: 1 });
    });
    const keys = (await db.all<{ key: string }>('SELECT key FROM meta ORDER BY key')).map((r) => r.key);
    expect(keys).toEqual(['kept', 'outer']);
  });

  it('settles a due action once when two ticks run at the same time', async () => {
    open();
    const clock = new Clock();
    let completions = 0;
    const engine = new ActionEngine(db, clock, {
      ...actionCompletions,
      power_on_server: async (store, row) => {
        completions++;
        await store.put('server', row.account_id, row.resource_id, { done: true });
      },
    });
    await db.transaction((tx) => engine.in(new Store(tx)).start(1, 'power_on_server', 'server', 1, 1000));
    clock.advance(2000);
    await Promise.all([engine.tick(), engine.tick(), engine.tick()]);
    expect(completions).toBe(1);
    expect((await db.get<{ done: number }>('SELECT done FROM actions'))?.done).toBe(1);
  });

  it('gives an injected failure back when the attempt that took it is undone, and keeps it taken when it commits', async () => {
    open();
    const engine = new ActionEngine(db, new Clock());
    const start = () => db.transaction((tx) => engine.in(new Store(tx)).start(1, 'power_on_server', 'server', 1, 1000));
    engine.failNext('power_on_server', 'injected', 'told to fail');
    // An attempt that starts the action and is then undone (a business error, a transaction run again).
    await expect(
      engine.keepingFailures(async () => {
        await start();
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    const first = await engine.keepingFailures(start);
    expect(first.outcome).toBe('error');
    expect(JSON.parse(first.error ?? '{}')).toEqual({ code: 'injected', message: 'told to fail' });
    // Taken by a committed attempt: the next action of the type succeeds.
    expect((await engine.keepingFailures(start)).outcome).toBe('success');
  });

  it('gives an injected failure to the next attempt of a transaction run again after its COMMIT failed', async () => {
    open();
    const engine = new ActionEngine(db, new Clock());
    const start = () => db.transaction((tx) => engine.in(new Store(tx)).start(1, 'power_on_server', 'server', 1, 1000));
    engine.failNext('power_on_server', 'injected', 'told to fail');
    await engine.keepingFailures(async () => {
      // The first attempt took it and ended well, but its COMMIT failed (PostgreSQL's serialization
      // failure): the attempt that runs again must take it again.
      expect((await engine.failureAttempt(start)).outcome).toBe('error');
      expect((await engine.failureAttempt(start)).outcome).toBe('error');
    });
    expect((await engine.keepingFailures(start)).outcome).toBe('success');
  });

  it('commits concurrent transactions as one group: one that throws is rolled back alone, the others are committed and acknowledged after the COMMIT', async () => {
    const file = join(dir, 'group-commit.db');
    db = openSqlite(file);
    const events: string[] = [];
    const write = (key: string, fail = false) =>
      db
        .transaction(async (tx) => {
          await tx.run('INSERT INTO meta (key, value) VALUES (?, ?)', [key, '1']);
          await tx.run(
            "INSERT INTO meta (key, value) VALUES (?, '1') ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1",
            ['writes'],
          );
          events.push(`${key} ran`);
          if (fail) throw new Error(`${key} refused`);
        })
        .then(() => events.push(`${key} acknowledged`));
    const outcomes = await Promise.allSettled([write('a'), write('b', true), write('c')]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // a is acknowledged only after c ran: both waited for the one COMMIT of their group.
    expect(events.indexOf('c ran')).toBeLessThan(events.indexOf('a acknowledged'));
    await db.close();
    // On disk: a and c whole, nothing of b (its key, and its increment of the shared counter).
    db = openSqlite(file);
    const rows = await db.all<{ key: string; value: string }>('SELECT key, value FROM meta ORDER BY key');
    expect(rows).toEqual([
      { key: 'a', value: '1' },
      { key: 'c', value: '1' },
      { key: 'writes', value: '2' },
    ]);
  });

  it('a statement outside a transaction, issued while a group waits for its COMMIT, sees the group committed', async () => {
    open();
    const writing = db.transaction(async (tx) => tx.run("INSERT INTO meta (key, value) VALUES ('n', '5')"));
    const reading = counter();
    expect(await reading).toBe(5);
    await writing;
  });

  it('refuses a statement on a transaction that has ended', async () => {
    open();
    let leaked!: { run: (sql: string) => Promise<unknown> };
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked.run("INSERT INTO meta (key, value) VALUES ('late', '1')")).rejects.toThrow(
      /transaction has ended/,
    );
    expect(await db.get("SELECT 1 FROM meta WHERE key = 'late'")).toBeUndefined();
  });
});

describe('reads of a SQLite file on their own connection', () => {
  let db: SqliteDatabase;
  let n = 0;
  const open = () => (db = openSqlite(join(dir, `reads-${++n}.db`)));
  afterEach(async () => db?.close());
  const put = (tx: { run: (sql: string, params?: unknown[]) => Promise<unknown> }, key: string, value: string) =>
    tx.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [
      key,
      value,
    ]);
  const value = (sql: { get: <T>(sql: string, params?: unknown[]) => Promise<T | undefined> }, key: string) =>
    sql.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key]).then((row) => row?.value);

  it('sees the committed state at once while a transaction is open, not its uncommitted writes', async () => {
    open();
    await db.transaction((tx) => put(tx, 'n', '1'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const writing = db.transaction(async (tx) => {
      await put(tx, 'n', '2');
      wrote();
      await held;
    });
    await written;
    // The read does not wait for the open transaction (which waits for `held`) and sees 1.
    expect(await db.read((sql) => value(sql, 'n'))).toBe('1');
    release();
    await writing;
    expect(await db.read((sql) => value(sql, 'n'))).toBe('2');
  });

  it('reads one state: a read whose state a commit replaced between its statements runs again, never mixing the two', async () => {
    open();
    await db.transaction((tx) => put(tx, 'n', '1'));
    let attempts = 0;
    const seen = await db.read(async (sql) => {
      attempts++;
      const before = await value(sql, 'n');
      if (attempts === 1) await db.transaction((tx) => put(tx, 'n', '2')); // committed before the read's next statement
      return [before, await value(sql, 'n')];
    });
    expect({ attempts, seen }).toEqual({ attempts: 2, seen: ['2', '2'] });
  });

  it('reads one snapshot once its second statement ran: a later commit is not seen', async () => {
    open();
    await db.transaction((tx) => put(tx, 'n', '1'));
    const seen = await db.read(async (sql) => {
      const first = await value(sql, 'n');
      const second = await value(sql, 'n'); // the read transaction begins here
      await db.transaction((tx) => put(tx, 'n', '2'));
      return [first, second, await value(sql, 'n')];
    });
    expect(seen).toEqual(['1', '1', '1']);
    expect(await db.read((sql) => value(sql, 'n'))).toBe('2');
  });

  it('runs a read whose state keeps moving as a transaction after three attempts', async () => {
    open();
    await db.transaction((tx) => put(tx, 'n', '0'));
    let attempts = 0;
    const seen = await db.read(async (sql) => {
      attempts++;
      const before = await value(sql, 'n');
      await db.transaction((tx) => put(tx, 'n', String(attempts))); // in the last attempt, inside its transaction
      return [before, await value(sql, 'n')];
    });
    expect({ attempts, seen }).toEqual({ attempts: 4, seen: ['3', '4'] });
  });

  it('refuses a statement that writes (ReadOnlyError): readTransaction runs the work again in a transaction, which writes', async () => {
    open();
    const refused = db.read((sql) => put(sql, 'x', '1'));
    await expect(refused).rejects.toBeInstanceOf(ReadOnlyError);
    // INSERT … RETURNING goes through get(): refused too.
    await expect(
      db.read((sql) => sql.get("INSERT INTO meta (key, value) VALUES ('y', '1') RETURNING key")),
    ).rejects.toBeInstanceOf(ReadOnlyError);
    expect(await db.read((sql) => value(sql, 'x'))).toBeUndefined();
    let runs = 0;
    const result = await readTransaction(db, async (sql) => {
      runs++;
      const before = await value(sql, 'x');
      await put(sql, 'x', 'written');
      return before;
    });
    expect({ runs, result }).toEqual({ runs: 2, result: undefined });
    expect(await db.read((sql) => value(sql, 'x'))).toBe('written');
  });

  it('counts the commits that wrote (version): not reads, not a rolled-back transaction', async () => {
    open();
    const start = db.version;
    await db.read((sql) => value(sql, 'n'));
    await db.transaction((tx) => value(tx, 'n'));
    expect(db.version).toBe(start);
    await expect(
      db.transaction(async (tx) => {
        await put(tx, 'n', '1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(db.version).toBe(start);
    await db.transaction((tx) => put(tx, 'n', '1'));
    expect(db.version).toBe(start + 1);
    await put(db, 'm', '1'); // a statement outside a transaction commits by itself
    expect(db.version).toBe(start + 2);
  });

  it('runs reads in flight together on several connections, and refuses a statement after its read ended', async () => {
    open();
    await db.transaction((tx) => put(tx, 'n', '1'));
    let leaked!: { get: (sql: string) => Promise<unknown> };
    const values = await Promise.all(
      Array.from({ length: 12 }, () =>
        db.read(async (sql) => {
          leaked = sql;
          await pause(); // all twelve are open together: eight connections, the rest as transactions
          return value(sql, 'n');
        }),
      ),
    );
    expect(values).toEqual(Array(12).fill('1'));
    await expect(leaked.get('SELECT 1')).rejects.toThrow(/has ended/);
  });

  it('runs reads of an in-memory database (no second connection) as transactions, which wait for the open one', async () => {
    db = openSqlite(':memory:');
    await db.transaction((tx) => put(tx, 'n', '1'));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = db.transaction(async (tx) => {
      await put(tx, 'n', '2');
      await held;
    });
    const reading = db.read((sql) => value(sql, 'n'));
    await pause();
    release();
    await writing;
    expect(await reading).toBe('2');
  });
});

describe('the versioned SQLite schema', () => {
  it('opens a database written by release 1.0.0 (no schema_version) and upgrades it, keeping its state', async () => {
    const file = join(dir, 'release-1.0.0.db');
    const old = new BetterSqlite3(file);
    old.pragma('journal_mode = WAL');
    old.exec(readFileSync(new URL('./fixtures/sqlite-schema-1.0.0.sql', import.meta.url), 'utf8'));
    const token = 'sbx_written_by_release_1_0_0';
    const account = Number(old.prepare('INSERT INTO accounts (created_at) VALUES (?)').run(Date.now()).lastInsertRowid);
    old.prepare("INSERT INTO meta (key, value) VALUES ('default_account', ?)").run(String(account));
    old
      .prepare('INSERT INTO tokens (token, account_id, scopes, label, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(token, account, JSON.stringify(['servers:read', 'servers:write']), 'full', Date.now());
    const servers = [100, 101, 102].map((id) => ({ id, name: `old-${id}` }));
    for (const s of servers)
      old
        .prepare("INSERT INTO resources (kind, account_id, key, data) VALUES ('server', ?, ?, ?)")
        .run(account, String(s.id), JSON.stringify(s));
    old.prepare("INSERT INTO sequences (name, next) VALUES ('server', 103)").run();
    old.close();

    const h = await startHarness({ db: file, fullToken: token });
    try {
      const raw = (h.sandbox.db as SqliteDatabase).raw;
      const versions = (
        raw.prepare('SELECT version FROM schema_version ORDER BY version').all() as Array<{ version: number }>
      ).map((r) => r.version);
      expect(versions).toEqual(Array.from({ length: SQLITE_SCHEMA_VERSION }, (_, i) => i + 1));
      // The pages of servers go through the index the upgrade rebuilt.
      const plan = raw
        .prepare(
          "EXPLAIN QUERY PLAN SELECT data FROM resources WHERE kind = 'server' AND account_id = 1 ORDER BY CAST(key AS BIGINT) LIMIT 25",
        )
        .all() as Array<{ detail: string }>;
      expect(plan.map((p) => p.detail).join(' ')).toContain('resources_by_number');
      // Call, not op: these hand-written documents are not whole Servers.
      const listed = await h.call('GET', pathOf('listServers'), { token });
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((s: { name: string }) => s.name)).toEqual(servers.map((s) => s.name));
      expect(listed.body.meta.pagination.total_entries).toBe(3);
      // The sequence continues where the old database left it.
      expect(await h.sandbox.db.transaction((tx) => new Store(tx).nextId('server'))).toBe(103);
    } finally {
      await h.close();
    }
  });

  it('refuses a database whose schema is newer than the code', () => {
    const file = join(dir, 'newer.db');
    const made = openSqlite(file).raw;
    made
      .prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)')
      .run(SQLITE_SCHEMA_VERSION + 1, Date.now());
    made.close();
    expect(() => openSqlite(file)).toThrow(/schema version/);
  });
});
