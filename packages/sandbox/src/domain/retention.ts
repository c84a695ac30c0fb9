// Retention: what the sandbox forgets once it is old enough, so a sandbox hosted for months keeps
// tables of a steady size. The worker prunes, on its ticks (src/webhooks/deliveries.ts), in bounded
// batches: per table, at most `maxBatches` DELETEs of at most `batchSize` rows a run, each its own short
// transaction, so a prune never holds the database for long. Ages are on the sandbox clock.
// What the contract promises is kept: idempotency keys for 24 hours (the introduction), actions
// for as long as listActions says; a webhook delivery still `pending` (retrying, or waiting for its
// webhook to be enabled again) is never pruned, nor an event a kept delivery shows.
import type { Clock } from './clock.js';
import type { Database } from '../store/sql.js';
import { openapi, type JsonObject } from '../document.js';
import { IDEMPOTENCY_TTL_MS } from '../http/idempotency.js';

const DAY_MS = 86_400_000;

/** How long listActions says actions are kept ("Actions are kept for N days"). */
export const ACTION_KEPT_MS = ((): number => {
  const description = String(
    (((openapi.paths as JsonObject)['/api/v1/actions/'] as JsonObject).get as JsonObject).description,
  );
  const days = /kept for (\d+) days/.exec(description.replace(/\s+/g, ' '))?.[1];
  if (!days) throw new Error('listActions does not say how long actions are kept');
  return Number(days) * DAY_MS;
})();

export interface RetentionOptions {
  /** Finished webhook deliveries (`succeeded`, `failed`) after their last attempt, and events no
   *  kept delivery shows after they happened (default 30 days; at least 1 day). */
  webhookMs: number;
  /** Finished actions after they ended (default and minimum: as long as the document keeps them). */
  actionMs: number;
  /** Idempotency records after they were stored (default and minimum: the contract's 24 hours). */
  idempotencyMs: number;
  /** Rows per DELETE (default 500). */
  batchSize: number;
  /** DELETEs per table and run (default 8). */
  maxBatches: number;
  /** Wall-clock milliseconds between two runs of the worker (default 60 s). */
  intervalMs: number;
}

export const RETENTION_DEFAULTS: RetentionOptions = {
  webhookMs: 30 * DAY_MS,
  actionMs: ACTION_KEPT_MS,
  idempotencyMs: IDEMPOTENCY_TTL_MS,
  batchSize: 500,
  maxBatches: 8,
  intervalMs: 60_000,
};

/** The options, with the defaults; throws when one is below what the contract promises. */
export function retentionOptions(given: Partial<RetentionOptions> = {}): RetentionOptions {
  const options = { ...RETENTION_DEFAULTS, ...given };
  const floors: Array<[keyof RetentionOptions, number, string]> = [
    ['webhookMs', DAY_MS, 'one day (a delivery is retried for about 18 hours)'],
    ['actionMs', ACTION_KEPT_MS, `${ACTION_KEPT_MS / DAY_MS} days (listActions keeps them so long)`],
    ['idempotencyMs', IDEMPOTENCY_TTL_MS, '24 hours (the introduction keeps keys so long)'],
    ['batchSize', 1, '1'],
    ['maxBatches', 1, '1'],
    ['intervalMs', 0, '0'],
  ];
  for (const [key, floor, what] of floors) {
    if (!Number.isFinite(options[key]) || options[key] < floor)
      throw new Error(`retention ${key} must be at least ${what}`);
  }
  return options;
}

/** Rows deleted per table by one run. */
export type Pruned = Record<(typeof TABLES)[number], number>;
const TABLES = ['webhook_deliveries', 'webhook_events', 'actions', 'idempotency'] as const;

/** One DELETE of at most `limit` rows older than `before`, per table; each uses an index
 *  (sqlite-schema.ts / postgres-schema.ts version 6, and actions_due: an action ends at its due time). */
const PRUNE: Record<(typeof TABLES)[number], string> = {
  webhook_deliveries: `DELETE FROM webhook_deliveries WHERE id IN (SELECT id FROM webhook_deliveries
    WHERE status IN ('succeeded', 'failed') AND last_attempt_ms < ? ORDER BY last_attempt_ms LIMIT ?)`,
  webhook_events: `DELETE FROM webhook_events WHERE id IN (SELECT e.id FROM webhook_events e WHERE e.created_ms < ?
    AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id) ORDER BY e.created_ms LIMIT ?)`,
  actions: `DELETE FROM actions WHERE id IN (SELECT id FROM actions
    WHERE done = 1 AND due_ms < ? AND COALESCE(finished_ms, due_ms) < ? ORDER BY due_ms LIMIT ?)`,
  idempotency: `DELETE FROM idempotency WHERE (account_id, key) IN (SELECT account_id, key FROM idempotency
    WHERE created_ms < ? ORDER BY created_ms LIMIT ?)`,
};

export class Retention {
  readonly options: RetentionOptions;
  private lastRun = -Infinity;
  private running: Promise<Pruned> | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    options: Partial<RetentionOptions> = {},
    private readonly wallNow: () => number = Date.now,
  ) {
    this.options = retentionOptions(options);
  }

  /** A run when the last one is `intervalMs` of wall clock ago (the worker's ticks); never throws. */
  async runIfDue(): Promise<void> {
    if (this.running || this.wallNow() - this.lastRun < this.options.intervalMs) return;
    await this.run().catch((error: unknown) => console.error('[sandbox] retention', error));
  }

  /** One run: per table at most maxBatches DELETEs of batchSize rows, deliveries first (their events follow). */
  run(): Promise<Pruned> {
    this.running ??= this.prune().finally(() => {
      this.running = undefined;
      this.lastRun = this.wallNow();
    });
    return this.running;
  }

  private async prune(): Promise<Pruned> {
    const now = this.clock.now();
    const { webhookMs, actionMs, idempotencyMs, batchSize } = this.options;
    const before: Record<(typeof TABLES)[number], number[]> = {
      webhook_deliveries: [now - webhookMs],
      webhook_events: [now - webhookMs],
      actions: [now - actionMs, now - actionMs],
      idempotency: [now - idempotencyMs],
    };
    const pruned: Pruned = { webhook_deliveries: 0, webhook_events: 0, actions: 0, idempotency: 0 };
    for (const table of TABLES) {
      for (let batch = 0; batch < this.options.maxBatches; batch++) {
        const { changes } = await this.db.transaction((tx) => tx.run(PRUNE[table], [...before[table], batchSize]));
        pruned[table] += changes;
        if (changes < batchSize) break;
      }
    }
    return pruned;
  }
}
