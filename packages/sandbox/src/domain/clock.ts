// The sandbox clock: real time by default; the admin surface can shift it forward or speed it up.
// Its state can be saved (src/store/clock-state.ts keeps it with the database), so that a restart on
// the same database continues the clock instead of sending it back to real time.

/** What defines the clock: at real time `real` it read `virtual`, and it runs `speed` times real time. */
export interface ClockState {
  real: number;
  virtual: number;
  speed: number;
}

export class Clock {
  private state: ClockState;
  /** The latest reading: the clock never goes back, even when the wall clock does. */
  private last = 0;
  /** The saves of the changes so far (onChange may write them asynchronously). */
  private saving: Promise<unknown> = Promise.resolve();

  /** `saved` continues a clock as if it had run all along; `onChange` receives each new state. */
  constructor(
    saved?: ClockState,
    private readonly onChange?: (state: ClockState) => unknown,
  ) {
    const real = Date.now();
    this.state = saved ? { ...saved } : { real, virtual: real, speed: 1 };
  }

  now(): number {
    const { real, virtual, speed } = this.state;
    this.last = Math.max(this.last, virtual, Math.floor(virtual + (Date.now() - real) * speed));
    return this.last;
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error('the clock only moves forward');
    this.rebase({ virtual: this.now() + ms });
  }

  setSpeed(speed: number): void {
    if (!(speed > 0 && speed <= 1_000_000)) throw new Error('speed must be in (0, 1e6]');
    this.rebase({ speed });
  }

  /** Resolves once every change so far is saved (rejects if a save failed). */
  async saved(): Promise<void> {
    await this.saving;
  }

  /** Takes the state another instance stored (instances on one database share the clock); this
   *  clock still never reads earlier than it already did. */
  adopt(state: ClockState): void {
    if (
      ![state.real, state.virtual, state.speed].every((n) => typeof n === 'number' && Number.isFinite(n)) ||
      !(state.speed > 0)
    )
      return;
    this.state = { real: state.real, virtual: state.virtual, speed: state.speed };
  }

  getSpeed(): number {
    return this.state.speed;
  }

  private rebase(change: Partial<ClockState>): void {
    this.state = { real: Date.now(), virtual: this.now(), speed: this.state.speed, ...change };
    const save = this.onChange?.({ ...this.state });
    this.saving = Promise.all([this.saving, save]);
    this.saving.catch(() => undefined); // reported by saved(), never an unhandled rejection
  }
}

/** The last second formatted: a request formats the same instant many times (a zone import, once per record). */
const lastIso = { second: NaN, text: '' };

/** RFC 3339 in UTC, without milliseconds (2026-11-22T09:00:00Z). */
export function iso(ms: number): string {
  const second = Math.floor(ms / 1000);
  if (second !== lastIso.second) {
    lastIso.text = new Date(second * 1000).toISOString().replace('.000Z', 'Z');
    lastIso.second = second;
  }
  return lastIso.text;
}
