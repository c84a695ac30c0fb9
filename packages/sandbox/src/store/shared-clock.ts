// The sandbox clock shared by the instances of one database (PostgreSQL): its state (offset and
// speed) is the `clock` row of meta. Each request first adopts the stored state, so every instance
// reads the same time; a change (advance, speed) locks the row, starts from the stored state and
// writes the new one in the same transaction, so concurrent changes from two instances both count.
// On SQLite the process is the only instance and its clock the authority: nothing is read.
import type { Clock, ClockState } from '../domain/clock.js';
import { CLOCK_KEY } from './clock-state.js';
import type { Database } from './sql.js';

export class ClockSync {
  /** The stored text last adopted: unchanged text is not parsed again. */
  private seen: string | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  private get shared(): boolean {
    return this.db.dialect === 'postgres';
  }

  /** Adopts the clock state another instance may have stored. */
  async refresh(): Promise<void> {
    if (!this.shared) return;
    const row = await this.db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [CLOCK_KEY]);
    this.adopt(row?.value);
  }

  /** Applies a change to the clock from the state stored now, and stores the result. */
  async change(apply: (clock: Clock) => void): Promise<void> {
    if (!this.shared) {
      apply(this.clock);
      await this.clock.saved();
      return;
    }
    try {
      await this.db.transaction(async (tx) => {
        const row = await tx.get<{ value: string }>('SELECT value FROM meta WHERE key = ? FOR UPDATE', [CLOCK_KEY]);
        this.seen = undefined; // a run again after a lost race starts from the stored state too
        this.adopt(row?.value);
        apply(this.clock); // its save (db.run inside this transaction's context) joins the transaction
        await this.clock.saved();
      });
    } finally {
      this.seen = undefined; // the next refresh adopts what was committed
    }
  }

  /** The stored state last adopted (as stored), undefined before the first. */
  get adopted(): string | undefined {
    return this.seen;
  }

  /** Adopts a stored state read by another statement (src/store/request-gate.ts). */
  adoptStored(text: string | undefined): void {
    this.adopt(text);
  }

  private adopt(text: string | undefined): void {
    if (text === undefined || text === this.seen) return;
    let state: ClockState;
    try {
      state = JSON.parse(text) as ClockState;
    } catch {
      return;
    }
    this.clock.adopt(state);
    this.seen = text;
  }
}
