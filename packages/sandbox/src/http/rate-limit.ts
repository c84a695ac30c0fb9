// Fixed windows per token (or per client address without a valid token), on the sandbox clock.
// Node runs handlers on one thread and hit() is synchronous, so concurrent requests count exactly.
import type { Clock } from '../domain/clock.js';

export interface RateState {
  limit: number;
  remaining: number;
  /** Epoch seconds when the window ends. */
  reset: number;
  exceeded: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private clock: Clock,
    private limit: number,
    private windowMs: number,
  ) {}

  hit(key: string): RateState {
    const now = this.clock.now();
    let w = this.windows.get(key);
    if (!w || now >= w.start + this.windowMs) {
      if (this.windows.size > 100_000) this.prune(now);
      w = { start: Math.floor(now / 1000) * 1000, count: 0 }; // whole seconds, so Reset is exact
      this.windows.set(key, w);
    }
    w.count += 1;
    const end = w.start + this.windowMs;
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - w.count),
      reset: Math.ceil(end / 1000),
      exceeded: w.count > this.limit,
      retryAfter: Math.max(1, Math.ceil((end - now) / 1000)),
    };
  }

  reset(): void {
    this.windows.clear();
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (now >= w.start + this.windowMs) this.windows.delete(k);
  }
}
