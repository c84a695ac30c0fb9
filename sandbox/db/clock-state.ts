// The sandbox clock kept with the state it dates: its offset and speed live in the meta table, so a
// restart on the same database continues the clock (a running action's progress does not go back).
import { Clock, type ClockState } from '../clock.js';
import type { Db } from './open.js';

export const CLOCK_KEY = 'clock';

function isClockState(value: unknown): value is ClockState {
  const v = value as ClockState;
  return !!v && [v.real, v.virtual, v.speed].every((n) => typeof n === 'number' && Number.isFinite(n)) && v.speed > 0;
}

/** The clock saved in this database (real time when none is), saving each change it makes. */
export function persistentClock(db: Db): Clock {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(CLOCK_KEY) as { value: string } | undefined;
  let saved: unknown;
  try {
    saved = row ? JSON.parse(row.value) : undefined;
  } catch {
    saved = undefined;
  }
  const save = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  return new Clock(isClockState(saved) ? saved : undefined, (state) => save.run(CLOCK_KEY, JSON.stringify(state)));
}
