// The rate limit's windows in PostgreSQL, shared by instances: exact counts under concurrency from
// two connection pools (two instances), new windows on the sandbox clock, reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../src/domain/clock.js';
import { openPostgres, type PostgresDatabase } from '../src/store/postgres.js';
import { SharedRateLimiter } from '../src/store/rate-windows.js';
import { type SharedCluster, sharedCluster } from './support/shared-cluster.js';

const LIMIT = 300;
const WINDOW_MS = 300_000;
let cluster: SharedCluster;
let instances: PostgresDatabase[];

beforeAll(async () => {
  cluster = await sharedCluster();
});

afterAll(async () => {
  for (const db of instances ?? []) await db.close();
  await cluster?.dropDatabases();
});

/** Two instances (pools) on a fresh database, each with its limiter on one shared, frozen-at-start clock. */
async function twoInstances(clock: Clock): Promise<SharedRateLimiter[]> {
  const url = await cluster.createDatabase();
  instances = [...(instances ?? []), await openPostgres(url), await openPostgres(url)];
  return instances.slice(-2).map((db) => new SharedRateLimiter(db, clock, LIMIT, WINDOW_MS));
}

describe('shared rate-limit windows', () => {
  it('admit exactly the limit of 400 concurrent requests split across two instances, each with its own Remaining', async () => {
    const clock = new Clock({ real: Date.now(), virtual: Date.UTC(2026, 10, 24, 9), speed: 1 });
    const [a, b] = await twoInstances(clock);
    const states = await Promise.all(Array.from({ length: 400 }, (_, i) => (i % 2 === 0 ? a! : b!).hit('t:token')));
    const admitted = states.filter((s) => !s.exceeded);
    expect(admitted).toHaveLength(LIMIT);
    const remaining = admitted.map((s) => s.remaining).sort((x, y) => x - y);
    expect(remaining).toEqual(Array.from({ length: LIMIT }, (_, i) => i));
    expect(states.filter((s) => s.exceeded).every((s) => s.remaining === 0 && s.retryAfter >= 1)).toBe(true);
    expect(new Set(states.map((s) => s.reset)).size).toBe(1);
    // Another key has its own window.
    expect(await a!.hit('t:other')).toMatchObject({ remaining: LIMIT - 1, exceeded: false });
  });

  it('open a new window once the sandbox clock has passed the end of the current one', async () => {
    const clock = new Clock({ real: Date.now(), virtual: Date.UTC(2026, 10, 24, 9), speed: 1 });
    const [a, b] = await twoInstances(clock);
    const first = await a!.hit('t:token');
    for (let i = 1; i < LIMIT; i++) await (i % 2 ? b! : a!).hit('t:token');
    expect(await b!.hit('t:token')).toMatchObject({ exceeded: true, remaining: 0 });
    clock.advance(WINDOW_MS);
    const next = await b!.hit('t:token');
    expect(next).toMatchObject({ exceeded: false, remaining: LIMIT - 1 });
    expect(next.reset).toBeGreaterThanOrEqual(first.reset + WINDOW_MS / 1000);
  });

  it('start every window again after reset()', async () => {
    const clock = new Clock({ real: Date.now(), virtual: Date.UTC(2026, 10, 24, 9), speed: 1 });
    const [a, b] = await twoInstances(clock);
    await a!.hit('t:token');
    await b!.hit('t:token');
    await a!.reset();
    expect(await b!.hit('t:token')).toMatchObject({ remaining: LIMIT - 1 });
  });
});
