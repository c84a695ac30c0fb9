// The run's order (src/run/runner.ts): writers first, the long chains of actions first of all; the
// quiet exclusive checks (pages of a list) only while no writer runs, beside the readers; never more
// than the width at once. Driven by checks that end when the test says so, no clock involved.
import { describe, expect, it } from 'vitest';
import { runPool } from '../src/run/runner.js';
import type { Check, Family, Need } from '../src/run/types.js';

function check(id: string, family: Family, needs: Need[] = [], exclusive = false): Check {
  return { id, family, area: 'api', title: id, needs, contract: {}, exclusive, run: async () => {} };
}

/** Runs the pool with checks that end when `release(id)` is called; records starts and ends. */
function harness() {
  const events: string[] = [];
  const running = new Set<string>();
  let most = 0;
  const waiting = new Map<string, () => void>();
  const started = new Map<string, () => void>();
  const run = (item: Check) =>
    new Promise<void>((resolve) => {
      events.push(`start ${item.id}`);
      running.add(item.id);
      most = Math.max(most, running.size);
      waiting.set(item.id, () => {
        running.delete(item.id);
        events.push(`end ${item.id}`);
        resolve();
      });
      started.get(item.id)?.();
    });
  const whenStarted = (id: string) =>
    waiting.has(id) ? Promise.resolve() : new Promise<void>((resolve) => started.set(id, resolve));
  const release = async (id: string) => {
    await whenStarted(id);
    waiting.get(id)?.();
    // Let the pool pick its next checks.
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { events, run, release, whenStarted, most: () => most, running };
}

describe('runPool', () => {
  it('starts the writers first, then the readers, and the quiet checks only once no writer runs', async () => {
    const h = harness();
    const writerA = check('writer-a', 'writes', ['writes']);
    const writerB = check('writer-b', 'state-machines', ['writes']);
    const reader = check('reader', 'edges');
    const quiet = check('quiet', 'pagination', [], true);
    const done = runPool({ writers: [writerA, writerB], readers: [reader], quiet: [quiet] }, 2, h.run);
    await h.whenStarted('writer-a');
    await h.whenStarted('writer-b');
    expect(h.events).toEqual(['start writer-a', 'start writer-b']);
    await h.release('writer-a');
    // A writer still runs: the free slot takes the reader, not the quiet check.
    expect(h.events.at(-1)).toBe('start reader');
    await h.release('reader');
    expect(h.running.has('quiet')).toBe(false);
    await h.release('writer-b');
    await h.whenStarted('quiet');
    expect(h.events.indexOf('start quiet')).toBeGreaterThan(h.events.indexOf('end writer-b'));
    await h.release('quiet');
    await done;
    expect(h.most()).toBeLessThanOrEqual(2);
  });

  it('runs an exclusive check that writes after the writers, beside the readers, before the quiet checks', async () => {
    const h = harness();
    const writer = check('writer', 'writes', ['writes']);
    const apart = check('apart', 'cooperative', ['writes', 'sandbox-admin'], true);
    const readers = [check('reader-1', 'edges'), check('reader-2', 'edges')];
    const quiet = check('quiet', 'pagination', [], true);
    const done = runPool({ writers: [writer], readers: [...readers], quiet: [quiet], apart: [apart] }, 3, h.run);
    await Promise.all(['writer', 'reader-1', 'reader-2'].map((id) => h.whenStarted(id)));
    expect(h.running.has('apart')).toBe(false);
    await h.release('writer');
    await h.whenStarted('apart');
    // The apart check runs beside the readers; the quiet one waits for it.
    expect([...h.running].sort()).toEqual(['apart', 'reader-1', 'reader-2']);
    await h.release('reader-1');
    expect(h.running.has('quiet')).toBe(false);
    await h.release('apart');
    await h.whenStarted('quiet');
    await h.release('reader-2');
    await h.release('quiet');
    await done;
  });

  it('runs the quiet checks together, beside the readers, when nothing writes', async () => {
    const h = harness();
    const quiet = [1, 2].map((n) => check(`quiet-${n}`, 'pagination', [], true));
    const readers = [check('reader', 'validation')];
    const done = runPool({ writers: [], readers, quiet: [...quiet] }, 3, h.run);
    await Promise.all(['quiet-1', 'quiet-2', 'reader'].map((id) => h.whenStarted(id)));
    expect(h.running.size).toBe(3);
    for (const id of ['quiet-1', 'quiet-2', 'reader']) await h.release(id);
    await done;
  });

  it('never runs more than its width, and runs every check once', async () => {
    const h = harness();
    const writers = [1, 2, 3].map((n) => check(`w${n}`, 'writes', ['writes']));
    const readers = [1, 2, 3].map((n) => check(`r${n}`, 'edges'));
    const quiet = [1, 2].map((n) => check(`q${n}`, 'pagination', [], true));
    const done = runPool({ writers, readers, quiet }, 2, h.run);
    const order = ['w1', 'w2', 'w3', 'r1', 'r2', 'r3', 'q1', 'q2'];
    let finished = false;
    void done.then(() => {
      finished = true;
    });
    // Ends the oldest running check until the pool is done (bounded: each round ends one, or waits a turn).
    for (let round = 0; round < 200 && !finished; round++) {
      const oldest = [...h.running][0];
      if (oldest) await h.release(oldest);
      else await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    expect(h.most()).toBe(2);
    expect(h.events.filter((e) => e.startsWith('start')).sort()).toEqual(order.map((id) => `start ${id}`).sort());
  });
});
