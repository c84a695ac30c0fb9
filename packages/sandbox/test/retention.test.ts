// Retention (src/domain/retention.ts): under a steady load with the sandbox clock advanced, the tables
// stop growing; a delivery still retrying is never pruned; runs are bounded; windows below what the
// contract promises are refused. Prints the table sizes before → after the last retention run.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/domain/clock.js';
import { openSqlite, type SqliteDatabase } from '../src/store/sqlite.js';
import { IDEMPOTENCY_HEADER } from '../src/document.js';
import { IDEMPOTENCY_TTL_MS } from '../src/http/idempotency.js';
import { ACTION_KEPT_MS, Retention, retentionOptions } from '../src/domain/retention.js';
import { RETRY_DELAYS_MS } from '../src/webhooks/worker.js';
import { doc, startHarness, type Harness } from './helpers.js';
import { startReceiver, type Receiver } from './webhooks-receiver.js';

const DAY = 86_400;
const TABLES = ['webhook_deliveries', 'webhook_events', 'actions', 'idempotency'] as const;
/** Each round of load is this many sandbox-clock days after the one before. */
const STEP_DAYS = 10;
const WEBHOOK_DAYS = 25;

describe('retention under a steady load', () => {
  let h: Harness;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
    // The worker's own runs: the first at start (nothing is old yet), then none during the test.
    h = await startHarness({ actionSeconds: 1, retention: { webhookMs: WEBHOOK_DAYS * DAY * 1000, intervalMs: 1e9 } });
  });
  afterAll(async () => {
    await h.close();
    await receiver.stop();
  });

  const sizes = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES)
      out[table] = Number((await h.sandbox.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n);
    return out;
  };

  it('keeps the tables at a steady size once the windows have passed', async () => {
    const hook = await h.op(
      'createWebhook',
      {},
      { body: { url: receiver.url, events: ['server.created', 'server.deleted', 'action.succeeded'] } },
    );
    expect(hook.status).toBe(201);
    const rounds: Array<{
      before: Record<string, number>;
      after: Record<string, number>;
      pruned: Record<string, number>;
    }> = [];
    const ROUNDS = Math.ceil(ACTION_KEPT_MS / (STEP_DAYS * DAY * 1000)) + 4;
    for (let round = 0; round < ROUNDS; round++) {
      // The load: a server created (with an Idempotency-Key) and deleted, and their events delivered.
      const body = { ...doc.components.examples.ServerCreateMinimal.value, name: `steady-${round}` };
      const created = await h.op('createServer', {}, { body, headers: { [IDEMPOTENCY_HEADER]: `steady-${round}` } });
      expect(created.status).toBe(201);
      await h.advance(60);
      expect((await h.op('deleteServer', { server_id: created.body.id })).status).toBeLessThan(300);
      await h.advance(60);
      await h.sandbox.webhooks.drain();
      const before = await sizes();
      const pruned = (await h.admin('POST', 'retention')).pruned as Record<string, number>;
      rounds.push({ before, after: await sizes(), pruned });
      await h.advance(STEP_DAYS * DAY);
    }
    const last = rounds.at(-1)!;
    // Every delivery succeeded (none left pending), and each round's load wrote rows to every table.
    expect(await h.sandbox.db.get("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status <> 'succeeded'")).toEqual({
      n: 0,
    });
    for (const table of TABLES) expect(rounds[0]!.after[table], table).toBeGreaterThan(0);
    // Past the longest window the sizes after a run no longer change, and every run pruned a round's worth.
    const steady = Math.ceil(ACTION_KEPT_MS / (STEP_DAYS * DAY * 1000)) + 1;
    for (const r of rounds.slice(steady)) {
      expect(r.after).toEqual(last.after);
      for (const table of TABLES) expect(r.pruned[table], table).toBeGreaterThan(0);
    }
    // What stays is what the windows keep: deliveries and events of the rounds within WEBHOOK_DAYS, ...
    const keptRounds = (days: number) => Math.floor(days / STEP_DAYS) + 1;
    const perRound = (table: string) => rounds[0]!.after[table]!;
    expect(last.after.webhook_deliveries).toBe(perRound('webhook_deliveries') * keptRounds(WEBHOOK_DAYS));
    expect(last.after.actions).toBe(perRound('actions') * Math.ceil(ACTION_KEPT_MS / (STEP_DAYS * DAY * 1000)));
    expect(last.after.idempotency).toBe(1); // this round's key only: the others are older than 24 hours
    console.log(
      `[retention] ${ROUNDS} rounds ${STEP_DAYS} days apart; last run, rows before → after: ${TABLES.map((t) => `${t} ${last.before[t]} → ${last.after[t]}`).join(', ')}; without retention: ${TABLES.map((t) => `${t} ${perRound(t) * ROUNDS}`).join(', ')}`,
    );
  });

  it('never prunes a delivery still retrying; prunes it once failed and older than the window', async () => {
    const dead = await startReceiver();
    await dead.stop(); // its port refuses connections
    const hook = await h.op('createWebhook', {}, { body: { url: dead.url, events: ['domain.expired'] } });
    expect(hook.status).toBe(201);
    expect((await h.op('testWebhook', { webhook_id: hook.body.id })).status).toBeLessThan(300);
    await h.sandbox.webhooks.drain();
    const deliveryOf = () =>
      h.sandbox.db.get<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM webhook_deliveries WHERE webhook_id = ?',
        [hook.body.id],
      );
    expect(await deliveryOf()).toMatchObject({ status: 'pending', attempts: 1 });
    // Far past every window while it retries: kept.
    await h.advance((WEBHOOK_DAYS + 1) * DAY);
    await h.admin('POST', 'retention');
    expect((await deliveryOf())?.status).toBe('pending');
    // Its remaining attempts, each when due: then failed, and kept until the window has passed.
    for (const delay of RETRY_DELAYS_MS) {
      await h.advance(delay / 1000);
      await h.sandbox.webhooks.drain();
    }
    expect(await deliveryOf()).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
    await h.advance((WEBHOOK_DAYS - 1) * DAY);
    await h.admin('POST', 'retention');
    expect(await deliveryOf()).toBeDefined();
    await h.advance(2 * DAY);
    await h.admin('POST', 'retention');
    expect(await deliveryOf()).toBeUndefined();
  });
});

describe('Retention runs', () => {
  let db: SqliteDatabase | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('delete at most batchSize × maxBatches rows a run, and only rows older than the window', async () => {
    db = openSqlite(':memory:');
    const clock = new Clock();
    const now = clock.now();
    for (let i = 0; i < 30; i++) {
      const created = i < 25 ? now - IDEMPOTENCY_TTL_MS - 1 - i : now - IDEMPOTENCY_TTL_MS + 60_000;
      await db.run(
        'INSERT INTO idempotency (account_id, key, fingerprint, status, headers, body, created_ms) VALUES (1, ?, ?, 201, ?, ?, ?)',
        [`k${i}`, 'f', '{}', '{}', created],
      );
    }
    const retention = new Retention(db, clock, { batchSize: 5, maxBatches: 2 });
    expect((await retention.run()).idempotency).toBe(10);
    expect((await retention.run()).idempotency).toBe(10);
    expect((await retention.run()).idempotency).toBe(5);
    expect((await retention.run()).idempotency).toBe(0);
    expect(await db.get('SELECT COUNT(*) AS n FROM idempotency')).toEqual({ n: 5 });
  });

  it("runs on the worker's ticks at most once per interval of wall clock", async () => {
    db = openSqlite(':memory:');
    const wall = { now: 0 };
    const retention = new Retention(db, new Clock(), { intervalMs: 60_000 }, () => wall.now);
    let runs = 0;
    const run = retention.run.bind(retention);
    retention.run = () => {
      runs++;
      return run();
    };
    await retention.runIfDue();
    await retention.runIfDue();
    wall.now += 59_999;
    await retention.runIfDue();
    wall.now += 1;
    await retention.runIfDue();
    expect(runs).toBe(2);
  });

  it('refuses windows shorter than the contract promises', () => {
    expect(retentionOptions()).toMatchObject({ actionMs: ACTION_KEPT_MS, idempotencyMs: IDEMPOTENCY_TTL_MS });
    expect(() => retentionOptions({ idempotencyMs: IDEMPOTENCY_TTL_MS - 1 })).toThrow(/24 hours/);
    expect(() => retentionOptions({ actionMs: ACTION_KEPT_MS - 1 })).toThrow(/days/);
    expect(() => retentionOptions({ webhookMs: 3_600_000 })).toThrow(/one day/);
    expect(() => retentionOptions({ batchSize: 0 })).toThrow();
  });
});
