// The sandbox clock kept with the state it dates: its offset and speed live in the meta table, so a
// restart on the same database continues the clock (a running action's progress does not go back).
import { Clock, type ClockState } from '../domain/clock.js';
import type { Database } from './sql.js';

export const CLOCK_KEY = 'clock';

function isClockState(value: unknown): value is ClockState {
  const v = value as ClockState;
  return !!v && [v.real, v.virtual, v.speed].every((n) => typeof n === 'number' && Number.isFinite(n)) && v.speed > 0;
}

/** The clock saved in this database (real time when none is), saving each change it makes
 *  (`clock.saved()` resolves once the changes so far are written). */
export async function persistentClock(db: Database): Promise<Clock> {
  const row = await db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [CLOCK_KEY]);
  let saved: unknown;
  try {
    saved = row ? JSON.parse(row.value) : undefined;
  } catch {
    saved = undefined;
  }
  return new Clock(isClockState(saved) ? saved : undefined, (state) =>
    db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [
      CLOCK_KEY,
      JSON.stringify(state),
    ]),
  );
}
