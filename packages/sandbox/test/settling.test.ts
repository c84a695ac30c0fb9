// src/domain/settling.ts: where sandbox time advances. Runs follow one another, in the order backups,
// actions, domains; nothing runs when nothing is due; the domains are aged at most once a wall-clock second.
import { afterEach, describe, expect, it } from 'vitest';
import { Clock } from '../src/domain/clock.js';
import { openSqlite, type SqliteDatabase } from '../src/store/sqlite.js';
import { Settler } from '../src/domain/settling.js';

let db: SqliteDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

/** A settler over fakes that log their runs; `due` says whether anything is due; `wall` is the wall clock. */
function setup(due: { backups: boolean; actions: boolean }) {
  db = openSqlite(':memory:');
  const log: string[] = [];
  const wall = { now: 1_000_000 };
  const real = db.transaction.bind(db);
  db.transaction = ((fn: Parameters<SqliteDatabase['transaction']>[0]) => {
    log.push('domains');
    return real(fn);
  }) as SqliteDatabase['transaction'];
  /** While held, the backups' run waits: hold() holds the next runs and gives the function that lets them go. */
  let gate: Promise<void> = Promise.resolve();
  const hold = () => {
    let release!: () => void;
    gate = new Promise<void>((r) => (release = r));
    return release;
  };
  const scheduler = {
    idle: () => !due.backups,
    run: async () => {
      log.push('backups');
      await gate;
    },
  };
  const engine = { idle: () => !due.actions, tick: async () => void log.push('actions') };
  const settler = new Settler(db, new Clock(), scheduler, engine, () => wall.now);
  return { settler, log, wall, hold };
}

describe('Settler', () => {
  it('answers undefined (nothing to wait for) when nothing is due and no run is under way', () => {
    const { settler, log } = setup({ backups: false, actions: false });
    expect(settler.settleIfDue()).toBeUndefined();
    expect(log).toEqual([]);
  });

  it('runs backups, then actions, then ages the domains; a second run waits for the first', async () => {
    const { settler, log, hold } = setup({ backups: false, actions: true });
    const unblock = hold();
    const first = settler.settleIfDue();
    expect(first).toBeInstanceOf(Promise);
    const second = settler.settle();
    await new Promise((r) => setImmediate(r));
    expect(log).toEqual(['backups']); // the first run is held in its backups: the second has not started
    unblock();
    await Promise.all([first, second]);
    // The second run aged no domains: less than a wall-clock second after the first.
    expect(log).toEqual(['backups', 'actions', 'domains', 'backups', 'actions']);
  });

  it('while a run is under way, a request waits for it even if nothing is due', async () => {
    const { settler, hold } = setup({ backups: false, actions: false });
    const unblock = hold();
    const run = settler.settle();
    expect(settler.settleIfDue()).toBeInstanceOf(Promise);
    unblock();
    await run;
    await settler.idle();
    expect(settler.settleIfDue()).toBeUndefined();
  });

  it('ages the domains again after a wall-clock second, or at once when forced', async () => {
    const { settler, log, wall } = setup({ backups: false, actions: false });
    await settler.settle();
    await settler.settle();
    await settler.settle(true);
    wall.now += 1000;
    await settler.settle();
    expect(log.filter((l) => l === 'domains')).toHaveLength(3);
  });
});
