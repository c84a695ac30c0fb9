// The rate limit's fixed windows kept in the database (PostgreSQL), so that several instances count
// one token's requests together, exactly: each request is one atomic upsert that opens a new window
// or adds one to the current one, and reads the count back (`RETURNING`). Concurrent requests queue
// on the window's row, so every admitted request gets its own count.
import type { Clock } from '../domain/clock.js';
import type { RateState } from '../http/rate-limit.js';
import type { Sql } from './sql.js';

/** What a hit does to its window's row: a new window when the stored one ended at or before the
 *  parameter, else one more; src/store/request-gate.ts runs it inside its one statement too. */
export const HIT_UPDATE = `ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN rate_windows.start_ms <= ? THEN 1 ELSE rate_windows.count + 1 END,
  start_ms = CASE WHEN rate_windows.start_ms <= ? THEN excluded.start_ms ELSE rate_windows.start_ms END
RETURNING start_ms, count`;
const HIT = `INSERT INTO rate_windows (key, start_ms, count) VALUES (?, ?, 1)\n${HIT_UPDATE}`;

/** Ended windows are removed every this many hits of an instance. */
const PRUNE_EVERY = 10_000;

export class SharedRateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Sql,
    private readonly clock: Clock,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async hit(key: string): Promise<RateState> {
    const now = this.clock.now();
    await this.prune(now);
    const { start, ended } = this.bounds(now);
    const row = await this.db.get<{ start_ms: number; count: number }>(HIT, [key, start, ended, ended]);
    return this.state(now, Number(row!.start_ms), Number(row!.count));
  }

  /** Every PRUNE_EVERY hits of this instance, removes the windows that ended. */
  async prune(now: number): Promise<void> {
    if (++this.hits % PRUNE_EVERY === 0)
      await this.db.run('DELETE FROM rate_windows WHERE start_ms <= ?', [now - this.windowMs]);
  }

  /** A window that started at or before `ended` is over; a new one starts at `start`, on a whole
   *  second, so Reset is exact. */
  bounds(now: number): { start: number; ended: number } {
    return { start: Math.floor(now / 1000) * 1000, ended: now - this.windowMs };
  }

  /** The rate state of a request counted `count` in the window that started at `start`. */
  state(now: number, start: number, count: number): RateState {
    const end = start + this.windowMs;
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - count),
      reset: Math.ceil(end / 1000),
      exceeded: count > this.limit,
      retryAfter: Math.max(1, Math.ceil((end - now) / 1000)),
    };
  }

  async reset(): Promise<void> {
    await this.db.run('DELETE FROM rate_windows');
  }
}
