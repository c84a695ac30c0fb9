// Where sandbox time advances: the stored state is brought up to the sandbox clock (scheduled
// backups, then due actions, then domain expiry) by one run at a time, so no two runs settle the
// same due work. Requests call settleIfDue() before their handler; the webhook worker and the
// admin surface call settle().
import type { ActionEngine } from './actions.js';
import type { Clock } from './clock.js';
import type { Database } from '../store/sql.js';
import { Store } from '../store/store.js';
import { ageAllDomains } from './domains.js';
import type { BackupScheduler } from './scheduler.js';

/** Wall-clock milliseconds between two agings of every domain (unless forced). */
const DOMAIN_AGING_MS = 1000;

export class Settler {
  /** The settling under way, if any: runs follow one another. */
  private settling: Promise<void> | undefined;
  /** When the domains were last aged (wall clock). */
  private domainsAgedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly scheduler: Pick<BackupScheduler, 'idle' | 'run'>,
    private readonly engine: Pick<ActionEngine, 'idle' | 'tick'>,
    /** The wall clock that spaces the agings of every domain. */
    private readonly wallNow: () => number = Date.now,
  ) {}

  /** A run, or undefined (nothing to wait for) when nothing is due and no run is under way: most requests. */
  settleIfDue(): Promise<void> | undefined {
    const now = this.clock.now();
    if (!this.settling && this.scheduler.idle(now) && this.engine.idle(now)) return undefined;
    return this.settle();
  }

  /** Scheduled backups, due actions, then domain expiry (every domain at most once a second of
   *  wall clock unless `force`; a read ages its domain anyway). Starts after the run under way. */
  settle(force = false): Promise<void> {
    const run = (this.settling ?? Promise.resolve()).then(async () => {
      await this.scheduler.run();
      await this.engine.tick();
      if (force || this.wallNow() - this.domainsAgedAt >= DOMAIN_AGING_MS) {
        this.domainsAgedAt = this.wallNow();
        await this.db.transaction((tx) => ageAllDomains(new Store(tx), this.clock.now()));
      }
    });
    const done = run
      .catch(() => undefined)
      .then(() => {
        if (this.settling === done) this.settling = undefined;
      });
    this.settling = done;
    return run;
  }

  /** Resolves when the run under way (if any) has ended: before the database closes. */
  async idle(): Promise<void> {
    await this.settling;
  }
}
