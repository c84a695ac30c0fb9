// Where a webhook delivery leaves: the delivery worker (src/webhooks/worker.ts) of this sandbox,
// which first adopts the clock other instances may have moved (PostgreSQL) and settles the state
// up to it (src/domain/settling.ts) and prunes what is old enough (src/domain/retention.ts, at most once a
// minute, bounded), then signs and sends every due delivery.
import type { Clock } from '../domain/clock.js';
import type { ClockSync } from '../store/shared-clock.js';
import type { Database } from '../store/sql.js';
import type { Retention } from '../domain/retention.js';
import type { Settler } from '../domain/settling.js';
import type { DeliveryLimits, DialOverride } from './deliver.js';
import type { Listening } from './self-target.js';
import type { Resolver, TargetPolicy } from './targets.js';
import { DeliveryWorker } from './worker.js';

export function deliveryWorker(
  db: Database,
  clock: Clock,
  clockSync: Pick<ClockSync, 'refresh'>,
  settler: Pick<Settler, 'settle'>,
  targets: TargetPolicy,
  retention?: Pick<Retention, 'runIfDue'>,
  attempts: {
    resolve?: Resolver;
    limits?: DeliveryLimits;
    dialOverride?: DialOverride;
    listening?: () => readonly Listening[];
  } = {},
): DeliveryWorker {
  return new DeliveryWorker(db, clock, {
    targets,
    resolve: attempts.resolve,
    limits: attempts.limits,
    dialOverride: attempts.dialOverride,
    listening: attempts.listening,
    settle: async () => {
      await clockSync.refresh();
      await settler.settle();
      await retention?.runIfDue();
    },
  });
}
