// Two sandbox instances on one PostgreSQL database keep the contract's promises together (issue 14):
// shared state and clock, an exact rate limit, unique idempotency keys, the account quota, scheduled
// work and webhook attempts done once, and a start of both at the same moment on an empty database.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ActionEngine, type ActionRow } from '../src/domain/actions.js';
import { Clock } from '../src/domain/clock.js';
import { completions as actionCompletions } from '../src/domain/completions.js';
import { openPostgres } from '../src/store/postgres.js';
import { Store } from '../src/store/store.js';
import { HEADERS, IDEMPOTENCY_HEADER } from '../src/document.js';
import { MAX_SERVERS_PER_ACCOUNT } from '../src/domain/model.js';
import { startSandbox, type Sandbox } from '@vps-hosting/sandbox';
import { doc, pathOf } from './helpers.js';
import { startReceiver } from './webhooks-receiver.js';
import { type SharedCluster, sharedCluster } from './support/shared-cluster.js';

const TOKEN = 'sbx_two_instances_test_token_01';
const ACTION_SECONDS = 60;
let cluster: SharedCluster;
const running: Sandbox[] = [];

beforeAll(async () => {
  cluster = await sharedCluster();
});
afterEach(async () => {
  for (const sandbox of running.splice(0)) await sandbox.close();
});
afterAll(async () => {
  await cluster?.dropDatabases();
});

/** Two instances on a fresh database, started at the same moment. */
async function twoInstances(
  options: { fleet?: boolean; fullToken?: string } = { fullToken: TOKEN },
): Promise<[Sandbox, Sandbox]> {
  const database = await cluster.createDatabase();
  const start = () => startSandbox({ database, port: 0, actionSeconds: ACTION_SECONDS, ...options });
  const [a, b] = await Promise.all([start(), start()]);
  running.push(a, b);
  return [a, b];
}

async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(sandbox.url + path, {
    method,
    headers: {
      authorization: `Bearer ${sandbox.tokens.full}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : undefined };
}

async function admin(sandbox: Sandbox, method: string, path: string, body?: unknown) {
  const res = await fetch(`${sandbox.url}/_admin/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return res.json();
}

const newServer = (name: string) => ({ ...structuredClone(doc.components.examples.ServerCreateMinimal.value), name });

describe('two sandbox instances on one PostgreSQL database', () => {
  it('start together on an empty database with one default account, one fleet and the same tokens', async () => {
    const [a, b] = await twoInstances({ fleet: true });
    expect(b.tokens).toEqual(a.tokens);
    const listA = await call(a, 'GET', pathOf('listServers'));
    const listB = await call(b, 'GET', pathOf('listServers'));
    expect(listA.status).toBe(200);
    expect(listB.body.data.map((s: { id: number }) => s.id)).toEqual(listA.body.data.map((s: { id: number }) => s.id));
    // Each fleet server once: ids are unique.
    const ids = listA.body.data.map((s: { id: number }) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('share state: a server created through one is read, and its action settled, through the other', async () => {
    const [a, b] = await twoInstances();
    const created = await call(a, 'POST', pathOf('createServer'), newServer('shared-01'));
    expect(created.status).toBe(201);
    const read = await call(b, 'GET', pathOf('getServer', { server_id: created.body.id }));
    expect(read.body).toMatchObject({ id: created.body.id, name: 'shared-01' });
    expect(read.body.status).not.toBe('running');
    // B never saw the action start; it settles it once the shared clock says it is due.
    await admin(a, 'POST', 'clock', { advance_seconds: ACTION_SECONDS });
    expect((await call(b, 'GET', pathOf('getServer', { server_id: created.body.id }))).body.status).toBe('running');
  });

  it('share the sandbox clock: offset and speed set through one are read through the other', async () => {
    const [a, b] = await twoInstances();
    const before = (await admin(b, 'GET', 'clock')) as { now_ms: number };
    const moved = (await admin(a, 'POST', 'clock', { advance_seconds: 30 * 86_400, speed: 60 })) as {
      now_ms: number;
      speed: number;
    };
    const seen = (await admin(b, 'GET', 'clock')) as { now_ms: number; speed: number };
    expect(seen.speed).toBe(60);
    expect(seen.now_ms).toBeGreaterThanOrEqual(moved.now_ms);
    expect(seen.now_ms - before.now_ms).toBeGreaterThanOrEqual(30 * 86_400_000);
    // Changes from both sides add up: neither overwrites the other.
    await Promise.all([
      admin(a, 'POST', 'clock', { advance_seconds: 86_400 }),
      admin(b, 'POST', 'clock', { advance_seconds: 86_400 }),
    ]);
    const after = (await admin(a, 'GET', 'clock')) as { now_ms: number };
    expect(after.now_ms - seen.now_ms).toBeGreaterThanOrEqual(2 * 86_400_000);
  });

  it('admit exactly 300 of 400 concurrent requests of one token split across both, never repeating X-RateLimit-Remaining', async () => {
    const [a, b] = await twoInstances();
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) => call(i % 2 ? b : a, 'GET', pathOf('listServers'))),
    );
    const admitted = answers.filter((r) => r.status === 200);
    expect(admitted).toHaveLength(300);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(100);
    const remaining = admitted.map((r) => Number(r.headers.get(HEADERS.remaining)));
    expect(new Set(remaining).size).toBe(300);
    expect(Math.min(...remaining)).toBe(0);
  });

  it('count a request on the clock another instance just moved: a window used up through one is new once the other moved the clock past it', async () => {
    const [a, b] = await twoInstances();
    const answers = await Promise.all(Array.from({ length: 301 }, () => call(b, 'GET', pathOf('listServers'))));
    expect(answers.filter((r) => r.status === 429)).toHaveLength(1);
    await admin(a, 'POST', 'clock', { advance_seconds: 301 });
    // b's first request after the move is counted on the moved clock: a fresh window.
    const next = await call(b, 'GET', pathOf('listServers'));
    expect(next.status).toBe(200);
    expect(Number(next.headers.get(HEADERS.remaining))).toBe(299);
  });

  it('make 20 concurrent creates with one Idempotency-Key split across both into one server and 20 identical answers', async () => {
    const [a, b] = await twoInstances();
    const body = newServer('idempotent-01');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? b : a, 'POST', pathOf('createServer'), body, { [IDEMPOTENCY_HEADER]: 'two-instances-key-1' }),
      ),
    );
    expect(new Set(answers.map((r) => `${r.status} ${r.text}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(201);
    const list = await call(b, 'GET', pathOf('listServers'));
    expect(list.body.data.filter((s: { name: string }) => s.name === 'idempotent-01')).toHaveLength(1);
  });

  it('keep the per-account server quota exactly under 30 concurrent creates split across both, with no error answer', async () => {
    const [a, b] = await twoInstances();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i % 2 ? b : a, 'POST', pathOf('createServer'), newServer(`quota-${i}`)),
      ),
    );
    const statuses = answers.map((r) => (r.status === 201 ? '201' : `${r.status} ${r.body?.code}`));
    expect(statuses.filter((x) => x === '201')).toHaveLength(MAX_SERVERS_PER_ACCOUNT);
    expect(statuses.filter((x) => x !== '201')).toEqual(Array(30 - MAX_SERVERS_PER_ACCOUNT).fill('400 quota_exceeded'));
    const ids = answers.filter((r) => r.status === 201).map((r) => r.body.id);
    expect(new Set(ids).size).toBe(MAX_SERVERS_PER_ACCOUNT);
  });

  it('take each automatic backup window once, whichever instances settle it at the same time', async () => {
    const [a, b] = await twoInstances();
    const server = await call(a, 'POST', pathOf('createServer'), newServer('backed-up-01'));
    await admin(a, 'POST', 'clock', { advance_seconds: ACTION_SECONDS });
    const nowMs = ((await admin(a, 'GET', 'clock')) as { now_ms: number }).now_ms;
    const hour = (new Date(nowMs).getUTCHours() + 2) % 24;
    const policy = await call(b, 'PUT', pathOf('replaceBackupPolicy', { server_id: server.body.id }), {
      enabled: true,
      schedule: 'daily',
      hour,
      retention: 7,
    });
    expect(policy.status).toBe(200);
    // Three days pass on the shared clock without settling (the instance's clock stores it), then
    // both instances settle at once.
    a.clock.advance(3 * 86_400_000);
    await a.clock.saved();
    await Promise.all(Array.from({ length: 10 }, (_, i) => call(i % 2 ? a : b, 'GET', pathOf('listServers'))));
    const backups = await call(
      b,
      'GET',
      `${pathOf('listServerBackups', { server_id: server.body.id })}?kind=automatic`,
    );
    const windows = backups.body.data.map((x: { created_at: string }) => x.created_at);
    expect(windows).toHaveLength(3);
    expect(new Set(windows).size).toBe(3);
  });
});

describe('webhook deliveries from two instances', () => {
  it('send each event once per attempt, whichever instance picks it', async () => {
    const [a, b] = await twoInstances();
    const receiver = await startReceiver();
    try {
      // The sandbox clock all but stands still: only the test moves it.
      await admin(a, 'POST', 'clock', { speed: 1e-6 });
      const webhook = await call(b, 'POST', pathOf('createWebhook'), { url: receiver.url, events: ['server.created'] });
      expect(webhook.status).toBe(201);
      let calls = 0;
      receiver.answer = () => (++calls <= 10 ? 500 : 204); // the first attempts fail: one retry each
      for (let i = 0; i < 10; i++)
        expect((await call(i % 2 ? b : a, 'POST', pathOf('createServer'), newServer(`hooked-${i}`))).status).toBe(201);
      const drainBoth = () =>
        Promise.all([a.webhooks.drain(), b.webhooks.drain(), a.webhooks.drain(), b.webhooks.drain()]);
      await drainBoth();
      expect(receiver.received).toHaveLength(10);
      await admin(b, 'POST', 'clock', { advance_seconds: 5 });
      await drainBoth();
      const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
      expect(ids).toHaveLength(20);
      // Each event twice (the failed attempt and its retry), never more.
      expect([...new Set(ids)].map((id) => ids.filter((x) => x === id).length)).toEqual(Array(10).fill(2));
      const deliveries = await call(
        a,
        'GET',
        `${pathOf('listWebhookDeliveries', { webhook_id: webhook.body.id })}?per_page=100`,
      );
      expect(
        deliveries.body.data.map((d: { status: string; attempts: number }) => `${d.status} ${d.attempts}`),
      ).toEqual(Array(10).fill('succeeded 2'));
    } finally {
      await receiver.stop();
    }
  });

  it('refuse a token revoked through the other at once, and forget an account deleted through the other', async () => {
    const [a, b] = await twoInstances();
    const made = await admin(a, 'POST', 'tokens', { scopes: 'all' });
    const other = await admin(a, 'POST', 'tokens', { scopes: 'all', account_id: made.account_id });
    const list = (sandbox: Sandbox, token: string) =>
      fetch(sandbox.url + pathOf('listServers'), { headers: { authorization: `Bearer ${token}` } });
    for (const sandbox of [a, b]) expect((await list(sandbox, made.token)).status).toBe(200);
    await admin(a, 'POST', 'tokens/revoke', { token: made.token });
    expect((await list(b, made.token)).status).toBe(401);
    expect((await list(a, made.token)).status).toBe(401);
    expect((await list(b, other.token)).status).toBe(200);
    await admin(b, 'DELETE', `accounts/${made.account_id}`);
    expect((await list(a, other.token)).status).toBe(401);
    expect(await a.db.get('SELECT COUNT(*) AS n FROM accounts WHERE id = ?', [made.account_id])).toEqual({ n: 0 });
  });
});

describe('due actions claimed by two engines at once', () => {
  it('complete each action exactly once', async () => {
    const url = await cluster.createDatabase();
    const [one, two] = [await openPostgres(url), await openPostgres(url)];
    try {
      const clock = new Clock({ real: Date.now(), virtual: Date.UTC(2026, 10, 24, 9), speed: 1 });
      const completed: number[] = [];
      const engines = [one, two].map((db) => {
        return new ActionEngine(db, clock, {
          ...actionCompletions,
          reboot_server: async (_store: Store, row: ActionRow) => {
            completed.push(row.id);
          },
        });
      });
      await one.transaction(async (tx) => {
        const actions = engines[0]!.in(new Store(tx));
        for (let i = 0; i < 50; i++) await actions.start(1, 'reboot_server', 'server', 100 + i, 1_000);
      });
      clock.advance(2_000);
      await Promise.all([engines[0]!.tick(), engines[1]!.tick(), engines[0]!.tick(), engines[1]!.tick()]);
      expect(completed).toHaveLength(50);
      expect(new Set(completed).size).toBe(50);
      expect(await one.get('SELECT COUNT(*) AS n FROM actions WHERE done = 0')).toEqual({ n: 0 });
    } finally {
      await one.close();
      await two.close();
    }
  });
});
