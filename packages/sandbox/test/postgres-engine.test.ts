// The PostgreSQL engine of the sandbox's state against a throwaway cluster: placeholders, numbers,
// transactions, savepoints, migrations from several instances at once, the counting triggers and
// the errors callers recognise. Each test works in a database of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSerializationFailure, isUniqueViolation, SqlError } from '../src/store/errors.js';
import { numberPlaceholders } from '../src/store/placeholders.js';
import { openPostgres, outsideTransaction, parseNumber, type PostgresDatabase } from '../src/store/postgres.js';
import { migratePostgres, POSTGRES_MIGRATIONS, POSTGRES_SCHEMA_VERSION } from '../src/store/postgres-schema.js';
import type { Sql } from '../src/store/sql.js';
import { type SharedCluster, sharedCluster } from './support/shared-cluster.js';

let cluster: SharedCluster;
const opened: PostgresDatabase[] = [];

beforeAll(async () => {
  cluster = await sharedCluster();
});

afterAll(async () => {
  for (const db of opened) await db.close().catch(() => {});
  await cluster?.dropDatabases();
});

/** A fresh database of the cluster, opened (and migrated unless told otherwise). */
async function fresh(
  options: { migrate?: boolean; maxConnections?: number } = {},
): Promise<{ db: PostgresDatabase; url: string }> {
  const url = await cluster.createDatabase();
  const db = await openPostgres(url, options);
  opened.push(db);
  return { db, url };
}

/** A promise and its resolve, to order two transactions' steps. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('placeholders', () => {
  it('numbers the ? outside literals, quoted identifiers, comments and dollar quotes', () => {
    const sql = `SELECT ?, '?''?', E'\\'?', "a?b", $$?$$, $t$ ? $t$ -- ?\n /* ? /* ? */ ? */ FROM x WHERE a = ? AND b IN (?, ?)`;
    expect(numberPlaceholders(sql)).toEqual({
      text: `SELECT $1, '?''?', E'\\'?', "a?b", $$?$$, $t$ ? $t$ -- ?\n /* ? /* ? */ ? */ FROM x WHERE a = $2 AND b IN ($3, $4)`,
      count: 4,
    });
    expect(numberPlaceholders('SELECT 1').count).toBe(0);
  });

  it('binds the parameters in order, leaving quoted question marks alone', async () => {
    const { db } = await fresh({ migrate: false });
    const row = await db.get<Record<string, unknown>>(
      `SELECT CAST(? AS TEXT) AS a, '?' AS b, CAST(? AS INTEGER) + 1 AS "c?", $$?$$ AS d`,
      ['one', 41],
    );
    expect(row).toEqual({ a: 'one', b: '?', 'c?': 42, d: '?' });
  });

  it('refuses a statement whose placeholders and parameters differ in number', async () => {
    const { db } = await fresh({ migrate: false });
    await expect(db.get('SELECT CAST(? AS TEXT) AS a', [])).rejects.toThrow(/1 placeholders and 0 parameters/);
  });
});

describe('numbers', () => {
  it('reads BIGINT, COUNT and NUMERIC back as numbers when a double holds them exactly', async () => {
    const { db } = await fresh({ migrate: false });
    const row = await db.get<Record<string, unknown>>(
      `SELECT CAST(? AS BIGINT) AS ms, COUNT(*) AS n, SUM(CAST(x AS BIGINT)) AS total, CAST('12.50' AS NUMERIC) AS price,
              CAST('9223372036854775807' AS BIGINT) AS huge, CAST('0.12345678901234567' AS NUMERIC) AS precise
         FROM (VALUES (1), (2)) AS v(x)`,
      [1_795_000_000_123],
    );
    expect(row).toEqual({
      ms: 1_795_000_000_123,
      n: 2,
      total: 3,
      price: 12.5,
      huge: '9223372036854775807',
      precise: '0.12345678901234567',
    });
    expect([parseNumber('-42'), parseNumber('-0.5'), parseNumber('9007199254740993')]).toEqual([
      -42,
      -0.5,
      '9007199254740993',
    ]);
  });
});

describe('transactions', () => {
  it('commits what fn wrote and returns its value', async () => {
    const { db } = await fresh();
    const result = await db.transaction(async (tx) => {
      await tx.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['a', '1']);
      return tx.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', ['a']);
    });
    expect(result).toEqual({ value: '1' });
    expect(await db.all('SELECT key, value FROM meta')).toEqual([{ key: 'a', value: '1' }]);
  });

  it('rolls everything back when fn throws, and rethrows its error', async () => {
    const { db } = await fresh({ maxConnections: 2 });
    const failure = new Error('business rule');
    for (let i = 0; i < 5; i++) {
      await expect(
        db.transaction(async (tx) => {
          await tx.run('INSERT INTO meta (key, value) VALUES (?, ?)', [`k${i}`, 'v']);
          throw failure;
        }),
      ).rejects.toBe(failure);
    }
    // More failed transactions than connections: each gave its connection back.
    expect(await db.all('SELECT * FROM meta')).toEqual([]);
  });

  it('keeps an open transaction invisible to other connections until it commits', async () => {
    const { db } = await fresh();
    const written = gate();
    const checked = gate();
    const writer = db.transaction(async (tx) => {
      await tx.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['k', 'v']);
      // Outside tx but inside its asynchronous context, the engine's own statements join it.
      expect(await db.get('SELECT value FROM meta WHERE key = ?', ['k'])).toEqual({ value: 'v' });
      written.open();
      await checked.wait;
    });
    await written.wait;
    const outside = await readOutside(db);
    checked.open();
    await writer;
    expect(outside).toBeUndefined();
    expect(await db.get('SELECT value FROM meta WHERE key = ?', ['k'])).toEqual({ value: 'v' });
  });

  it('makes nested transactions savepoints: an inner failure undoes only the inner writes', async () => {
    const { db } = await fresh();
    await db.transaction(async (tx) => {
      await tx.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['outer', '1']);
      await expect(
        db.transaction(async (inner) => {
          await inner.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['inner', '1']);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await db.transaction(async (inner) => {
        await inner.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['kept', '1']);
        // The handle given to fn nests too.
        await (inner as Sql & { transaction: typeof db.transaction }).transaction(async (deeper) => {
          await deeper.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['deeper', '1']);
        });
      });
    });
    expect((await db.all<{ key: string }>('SELECT key FROM meta ORDER BY key')).map((r) => r.key)).toEqual([
      'deeper',
      'kept',
      'outer',
    ]);
  });

  it('rolls back inner savepoints with the outer transaction', async () => {
    const { db } = await fresh();
    await expect(
      db.transaction(async () => {
        await db.transaction((inner) => inner.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['inner', '1']));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await db.all('SELECT * FROM meta')).toEqual([]);
  });
});

/** A read through a separate connection (not the transaction's context). */
async function readOutside(db: PostgresDatabase): Promise<unknown> {
  const client = await db.pool.connect();
  try {
    return (await client.query("SELECT value FROM meta WHERE key = 'k'")).rows[0];
  } finally {
    client.release();
  }
}

describe('migrations', () => {
  it('run once when several instances start at the same time on one database', async () => {
    const url = await cluster.createDatabase();
    const instances = await Promise.all([1, 2, 3, 4].map(() => openPostgres(url, { migrate: false })));
    opened.push(...instances);
    const applied = await Promise.all(instances.map((db) => migratePostgres(db)));
    const latest = Math.max(...POSTGRES_MIGRATIONS.map((m) => m.version));
    expect(applied.filter((versions) => versions.length > 0)).toEqual([POSTGRES_MIGRATIONS.map((m) => m.version)]);
    expect(await instances[0]!.all('SELECT version FROM schema_version ORDER BY version')).toEqual(
      POSTGRES_MIGRATIONS.map(({ version }) => ({ version })),
    );
    expect(await instances[1]!.get('SELECT MAX(version) AS v FROM schema_version')).toEqual({ v: latest });
    // And once more at a later start: nothing to do.
    expect(await migratePostgres(instances[2]!)).toEqual([]);
  });

  it('apply only the versions a database lacks, in order', async () => {
    const { db } = await fresh();
    const later = [
      ...POSTGRES_MIGRATIONS,
      { version: 9001, description: 'second', statements: ['CREATE TABLE m_second (x INTEGER)'] },
      {
        version: 9000,
        description: 'first',
        statements: ['CREATE TABLE m_first (x INTEGER)', 'INSERT INTO m_first (x) VALUES (1)'],
      },
    ];
    expect(await migratePostgres(db, later)).toEqual([9000, 9001]);
    expect(await migratePostgres(db, later)).toEqual([]);
    expect(await db.all('SELECT x FROM m_first')).toEqual([{ x: 1 }]);
    // A version numbered below ones already applied (a later mirror of a SQLite migration) is applied too.
    expect(
      await migratePostgres(db, [
        ...later,
        { version: 900, description: 'mirrored later', statements: ['CREATE TABLE m_late (x INTEGER)'] },
      ]),
    ).toEqual([900]);
  });

  it('refuse a database migrated by a newer sandbox', async () => {
    const { db } = await fresh();
    await db.run('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)', [POSTGRES_SCHEMA_VERSION + 1, 0]);
    await expect(migratePostgres(db)).rejects.toThrow(`schema version ${POSTGRES_SCHEMA_VERSION + 1}`);
  });

  it('leave the database as it was when a migration fails', async () => {
    const { db } = await fresh();
    const broken = [
      ...POSTGRES_MIGRATIONS,
      { version: 9000, description: 'broken', statements: ['CREATE TABLE m_half (x INTEGER)', 'NOT SQL'] },
    ];
    await expect(migratePostgres(db, broken)).rejects.toBeInstanceOf(SqlError);
    expect(await db.get("SELECT to_regclass('m_half') AS t")).toEqual({ t: null });
    expect(await db.get('SELECT MAX(version) AS v FROM schema_version')).toEqual({
      v: Math.max(...POSTGRES_MIGRATIONS.map((m) => m.version)),
    });
  });
});

describe('schema', () => {
  it('counts resources per kind and account with its triggers (inserts, upserts, deletes)', async () => {
    const { db } = await fresh();
    const put =
      'INSERT INTO resources (kind, account_id, key, data) VALUES (?, ?, ?, ?) ON CONFLICT (kind, account_id, key) DO UPDATE SET data = excluded.data';
    await db.transaction(async (tx) => {
      for (const key of ['1', '2', '3']) await tx.run(put, ['server', 7, key, '{}']);
      await tx.run(put, ['server', 7, '2', '{"updated":true}']);
      await tx.run(put, ['server', 8, '1', '{}']);
      await tx.run(put, ['domain', 7, 'example.com', '{}']);
    });
    expect(
      await db.run('DELETE FROM resources WHERE kind = ? AND account_id = ? AND key = ?', ['server', 7, '1']),
    ).toEqual({ changes: 1 });
    expect(await db.all('SELECT kind, account_id, n FROM resource_counts ORDER BY kind, account_id')).toEqual([
      { kind: 'domain', account_id: 7, n: 1 },
      { kind: 'server', account_id: 7, n: 2 },
      { kind: 'server', account_id: 8, n: 1 },
    ]);
  });

  it('pages numbered resources in number order beside resources keyed by name', async () => {
    const { db } = await fresh();
    const put = 'INSERT INTO resources (kind, account_id, key, data) VALUES (?, ?, ?, ?)';
    for (const key of ['10', '9', '100']) await db.run(put, ['server', 1, key, `{"id":${key}}`]);
    await db.run(put, ['domain', 1, 'example.com', '{}']);
    await db.run(put, ['dns_zone', 1, 'example.com', '{}']);
    const page =
      'SELECT key FROM resources WHERE kind = ? AND account_id = ? ORDER BY CAST(key AS BIGINT) LIMIT ? OFFSET ?';
    expect(await db.all(page, ['server', 1, 2, 1])).toEqual([{ key: '10' }, { key: '100' }]);
  });

  it('answers a duplicate key with a unique violation callers recognise', async () => {
    const { db } = await fresh();
    const insert =
      'INSERT INTO idempotency (account_id, key, fingerprint, status, headers, body, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?)';
    await db.run(insert, [1, 'key-1', 'f', 201, '{}', '{}', 1]);
    const error = await db.run(insert, [1, 'key-1', 'f', 201, '{}', '{}', 2]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SqlError);
    expect(error).toMatchObject({ reason: 'unique_violation', code: '23505', constraint: 'idempotency_pkey' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isSerializationFailure(error)).toBe(false);
  });

  it('makes the second of two concurrent same-key inserts wait for the first and fail once it commits', async () => {
    const { db } = await fresh();
    const insert =
      'INSERT INTO idempotency (account_id, key, fingerprint, status, headers, body, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?)';
    const firstInserted = gate();
    const release = gate();
    const first = db.transaction(async (tx) => {
      await tx.run(insert, [1, 'race', 'first', 201, '{}', '{}', 1]);
      firstInserted.open();
      await release.wait;
    });
    await firstInserted.wait;
    const second = db
      .transaction((tx) => tx.run(insert, [1, 'race', 'second', 201, '{}', '{}', 1]))
      .catch((e: unknown) => e);
    release.open();
    await first;
    expect(isUniqueViolation(await second)).toBe(true);
    expect(await db.all('SELECT fingerprint FROM idempotency')).toEqual([{ fingerprint: 'first' }]);
  });

  it('maps a serialization failure when no retry is left', async () => {
    const url = await cluster.createDatabase();
    const db = await openPostgres(url, { retries: 0 });
    opened.push(db);
    const bothRead = [gate(), gate()];
    const firstCommitted = gate();
    const writeSkew = (me: 0 | 1) =>
      db.transaction(async (tx) => {
        const { n } = (await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM meta'))!;
        bothRead[me]!.open();
        await bothRead[1 - me]!.wait;
        await tx.run('INSERT INTO meta (key, value) VALUES (?, ?)', [`writer-${me}`, String(n)]);
        if (me === 1) await firstCommitted.wait;
      });
    const first = writeSkew(0).then(() => firstCommitted.open());
    const second = writeSkew(1).catch((e: unknown) => e);
    await first;
    const error = await second;
    expect(error).toMatchObject({ reason: 'serialization_failure', code: '40001' });
    expect(isSerializationFailure(error)).toBe(true);
    expect(await db.all('SELECT key FROM meta')).toEqual([{ key: 'writer-0' }]);
  });

  it('runs a transaction that lost a race again, so concurrent ones end as if one after another', async () => {
    const { db, url } = await fresh();
    const other = await openPostgres(url);
    opened.push(other);
    await db.run("INSERT INTO meta (key, value) VALUES ('counter', '0')");
    // 40 read-modify-write increments from two instances: none is lost.
    let runs = 0;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? db : other).transaction(async (tx) => {
          runs++;
          const { value } = (await tx.get<{ value: string }>("SELECT value FROM meta WHERE key = 'counter'"))!;
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.run("UPDATE meta SET value = ? WHERE key = 'counter'", [String(Number(value) + 1)]);
        }),
      ),
    );
    expect(await db.get("SELECT value FROM meta WHERE key = 'counter'")).toEqual({ value: '40' });
    expect(runs).toBeGreaterThan(40); // some ran again: the races were real
  });
});

describe('serialized transactions', () => {
  it('run one at a time per key across instances, so they never lose a race (no run again needed)', async () => {
    const url = await cluster.createDatabase();
    const [one, two] = [await openPostgres(url, { retries: 0 }), await openPostgres(url, { retries: 0 })];
    opened.push(one, two);
    await one.run("INSERT INTO meta (key, value) VALUES ('counter', '0')");
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? one : two).serialized('account 7', async (tx) => {
          const { value } = (await tx.get<{ value: string }>("SELECT value FROM meta WHERE key = 'counter'"))!;
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.run("UPDATE meta SET value = ? WHERE key = 'counter'", [String(Number(value) + 1)]);
        }),
      ),
    );
    expect(await one.get("SELECT value FROM meta WHERE key = 'counter'")).toEqual({ value: '30' });
  });

  it('take statements outside the transaction at once, kept when it rolls back', async () => {
    const { db } = await fresh();
    await expect(
      db.transaction(async (tx) => {
        await outsideTransaction(tx).run("INSERT INTO meta (key, value) VALUES ('outside', '1')");
        await tx.run("INSERT INTO meta (key, value) VALUES ('inside', '1')");
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.all('SELECT key FROM meta')).toEqual([{ key: 'outside' }]);
  });
});

describe('exclusive sections', () => {
  it('never overlap across instances', async () => {
    const { db, url } = await fresh();
    const other = await openPostgres(url);
    opened.push(other);
    let inside = 0;
    let overlaps = 0;
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? db : other).exclusive('startup', async () => {
          if (++inside > 1) overlaps++;
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside--;
        }),
      ),
    );
    expect(overlaps).toBe(0);
    // The lock was given back: a later section runs at once.
    expect(await db.exclusive('startup', async () => 'ran')).toBe('ran');
  });
});
