// The sandbox clock: real time by default; the admin surface can shift it forward or speed it up.
export class Clock {
  private anchorReal = Date.now();
  private anchorVirtual = Date.now();
  private speed = 1;

  now(): number {
    return Math.floor(this.anchorVirtual + (Date.now() - this.anchorReal) * this.speed);
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new Error('the clock only moves forward');
    this.rebase();
    this.anchorVirtual += ms;
  }

  setSpeed(speed: number): void {
    if (!(speed > 0 && speed <= 1_000_000)) throw new Error('speed must be in (0, 1e6]');
    this.rebase();
    this.speed = speed;
  }

  getSpeed(): number {
    return this.speed;
  }

  private rebase(): void {
    const now = this.now();
    this.anchorReal = Date.now();
    this.anchorVirtual = now;
  }
}

/** RFC 3339 in UTC, without milliseconds (2026-11-22T09:00:00Z). */
export function iso(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
