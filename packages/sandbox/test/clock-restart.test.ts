// The sandbox clock across restarts (issue 10, item 6): time advanced through the admin surface is kept
// with the database, so neither the clock nor a running action's progress goes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Clock } from '../src/domain/clock.js';
import { doc, startHarness, type Harness } from './helpers.js';

const ACTION_SECONDS = 300;
const DAY_SECONDS = 86_400;
const dir = mkdtempSync(join(tmpdir(), 'sandbox-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the sandbox clock across a restart on the same database file', () => {
  const file = join(dir, 'clock.db');
  const started: Harness[] = [];
  const start = async () => {
    const h = await startHarness({ db: file, actionSeconds: ACTION_SECONDS });
    started.push(h);
    return h;
  };
  afterAll(async () => {
    for (const h of started) await h.close().catch(() => undefined);
  });

  it('continues the clock and the progress of a running action', async () => {
    const first = await start();
    await first.advance(30 * DAY_SECONDS);
    const created = await first.op('createServer', {}, { body: { ...exampleServer(), name: 'clock-restart' } });
    expect(created.status).toBe(201);
    const [action] = (await first.op('listServerActions', { server_id: created.body.id })).body.data;
    await first.advance(ACTION_SECONDS / 3);
    const before = {
      now: (await first.admin('GET', 'clock')).now_ms as number,
      action: (await first.op('getAction', { action_id: action.id })).body,
    };
    expect(before.action).toMatchObject({ status: 'running', progress: 33 });
    await first.close();

    const second = await start();
    const after = {
      now: (await second.admin('GET', 'clock')).now_ms as number,
      action: (await second.op('getAction', { action_id: action.id })).body,
    };
    expect(after.now).toBeGreaterThanOrEqual(before.now);
    // Real time passes between the two readings (a little, on a slow machine): at least as far, never back.
    expect(after.action.progress).toBeGreaterThanOrEqual(before.action.progress);
    expect(after.action.status).toBe('running');
  });

  it('keeps the clock through an admin reset that drops accounts and tokens', async () => {
    const h = started.at(-1)!;
    const before = (await h.admin('GET', 'clock')).now_ms as number;
    await h.admin('POST', 'reset', { keep_tokens: false });
    await h.close();
    const again = await start();
    expect((await again.admin('GET', 'clock')).now_ms).toBeGreaterThanOrEqual(before);
  });
});

describe('Clock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('continues from a saved state at its speed, and hands each change to its keeper', () => {
    const wall = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const changes: unknown[] = [];
    const clock = new Clock(undefined, (state) => changes.push(state));
    clock.advance(5_000);
    clock.setSpeed(10);
    expect(changes).toEqual([
      { real: 1_000_000, virtual: 1_005_000, speed: 1 },
      { real: 1_000_000, virtual: 1_005_000, speed: 10 },
    ]);
    wall.mockReturnValue(1_001_000);
    const restarted = new Clock(changes.at(-1) as ConstructorParameters<typeof Clock>[0]);
    expect(restarted.now()).toBe(1_015_000);
    expect(restarted.getSpeed()).toBe(10);
  });

  it('never goes back when the wall clock does', () => {
    const wall = vi.spyOn(Date, 'now').mockReturnValue(2_000_000);
    const clock = new Clock();
    wall.mockReturnValue(2_000_500);
    expect(clock.now()).toBe(2_000_500);
    wall.mockReturnValue(1_000_000);
    expect(clock.now()).toBe(2_000_500);
  });
});

/** The document's minimal create request (its named example). */
const exampleServer = (): Record<string, unknown> => structuredClone(doc.components.examples.ServerCreateMinimal.value);
