// The delivery worker: picks due deliveries from the outbox, signs them (Standard Webhooks), POSTs
// them and records each attempt. It runs on a timer that does not keep the process alive, and when
// kicked (after a write, when the clock moves); sending never blocks request handling.
import { Webhook } from 'standardwebhooks';
import type { Clock } from '../domain/clock.js';
import type { Database } from '../store/sql.js';
import {
  claimDelivery,
  deliveryById,
  dueDeliveries,
  releaseClaims,
  eventById,
  recordWebhookOutcome,
  updateDeliveryRow,
  webhookById,
  type DeliveryRow,
  type EventRow,
  type WebhookRow,
} from './db.js';
import { DELIVERY_HEADERS, USER_AGENT } from './headers.js';
import {
  DELIVERY_LIMITS,
  dialledInstead,
  postTo,
  type AttemptResult,
  type DeliveryLimits,
  type DialOverride,
} from './deliver.js';
import { type Listening, refusedAsSelf } from './self-target.js';
import { checkTarget, systemResolver, type Resolver, type TargetPolicy } from './targets.js';

/** Sandbox-clock delays after each failed attempt: 7 attempts, then `failed` (docs/design/webhooks.md#retries). */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
/** Failed attempts in a row (no 2xx between) that disable a webhook. */
export const DISABLE_AFTER_FAILURES = 20;
/** Wall-clock limit of one attempt. */
export const ATTEMPT_TIMEOUT_MS = DELIVERY_LIMITS.answerMs;
const MAX_IN_FLIGHT = 32;
/** How long a claim holds (wall clock): an attempt's lookup and timeout, and a margin; a worker that died mid-attempt loses it. */
const CLAIM_MS = DELIVERY_LIMITS.resolveMs + ATTEMPT_TIMEOUT_MS + 20_000;
const INTERVAL_MS = 250;

export type { AttemptResult } from './deliver.js';

export interface WorkerOptions {
  targets: TargetPolicy;
  /** Resolves a target's host at each attempt (default: the system's, every address). */
  resolve?: Resolver;
  /** Bounds of one attempt (default DELIVERY_LIMITS). */
  limits?: DeliveryLimits;
  /** Tests only: the address dialled for each checked one (deliver.ts, DialOverride); default none. */
  dialOverride?: DialOverride;
  /** The sockets the sandbox listens on: never delivered to, whatever `targets` allows (self-target.ts). */
  listening?: () => readonly Listening[];
  /** Brings the stored state up to the sandbox clock first (due actions, domain expiry…). */
  settle: () => Promise<void>;
  intervalMs?: number;
}

export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Map<number, Promise<void>>();
  /** The tick under way: ticks follow one another, so no delivery is picked twice. */
  private ticking: Promise<void> | undefined;
  private again = false;
  private readonly stopping = new AbortController();
  private kicked = false;
  private stopped = false;
  /** Attempts made since start, and how many of them were retries (for the admin surface and tests). */
  attempts = 0;
  retries = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly options: WorkerOptions,
  ) {}

  async start(): Promise<void> {
    // A process killed mid-attempt left its claims (SQLite: no other process shares the file).
    if (this.db.dialect === 'sqlite') await releaseClaims(this.db);
    this.timer = setInterval(() => void this.tick(), this.options.intervalMs ?? INTERVAL_MS);
    this.timer.unref();
  }

  /** A tick soon (coalesced): after a write, or when the clock moved. */
  kick(): void {
    if (this.kicked || this.stopped) return;
    this.kicked = true;
    setImmediate(() => {
      this.kicked = false;
      void this.tick();
    });
  }

  /** Starts an attempt for every due delivery not already in flight (one tick at a time; a tick
   *  asked for meanwhile runs right after). */
  tick(): Promise<void> {
    if (this.ticking) {
      this.again = true;
      return this.ticking;
    }
    this.ticking = this.pick().finally(() => {
      this.ticking = undefined;
      if (this.again) {
        this.again = false;
        void this.tick();
      }
    });
    return this.ticking;
  }

  private async pick(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.options.settle();
      const room = MAX_IN_FLIGHT - this.inFlight.size;
      if (room <= 0 || this.stopped) return;
      const due = (await dueDeliveries(this.db, this.clock.now(), Date.now(), room + this.inFlight.size)).filter(
        (d) => !this.inFlight.has(d.id),
      );
      for (const delivery of due.slice(0, room)) {
        // Picked from a read that may be stale by now: only the worker that claims it attempts it.
        if (this.stopped || !(await claimDelivery(this.db, delivery, Date.now(), Date.now() + CLAIM_MS))) continue;
        const attempt = this.attempt(delivery)
          .catch((error: unknown) => {
            if (!this.stopped) console.error('[sandbox] webhook delivery', delivery.id, error);
          })
          .finally(() => {
            this.inFlight.delete(delivery.id);
            this.kick();
          });
        this.inFlight.set(delivery.id, attempt);
      }
    } catch (error) {
      if (!this.stopped) console.error('[sandbox] webhook worker', error);
    }
  }

  /** Ticks until nothing is due or in flight (bounded); resolves with the attempts made. */
  async drain(maxRounds = 100): Promise<number> {
    const before = this.attempts;
    for (let round = 0; round < maxRounds && !this.stopped; round++) {
      await this.tick();
      for (let i = 0; this.ticking && i < 10; i++) await this.ticking; // a tick asked for meanwhile
      if (this.inFlight.size === 0) break;
      await Promise.all([...this.inFlight.values()]);
    }
    return this.attempts - before;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopping.abort();
    await this.ticking;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  private async attempt(delivery: DeliveryRow): Promise<void> {
    const webhook = await webhookById(this.db, delivery.webhook_id);
    const event = await eventById(this.db, delivery.event_id);
    if (!webhook || !event) return;
    const startedAt = this.clock.now();
    const result = await this.send(webhook, event);
    if (this.stopped) return;
    this.attempts++;
    // Counted once committed: PostgreSQL may run the transaction again when it loses a race.
    const retry = await this.db.transaction(async (tx) => {
      const current = await deliveryById(tx, delivery.id);
      if (current?.status !== 'pending') return false; // deleted with its webhook meanwhile
      const now = this.clock.now();
      const runAttempts = current.run_attempts + 1;
      const delay = RETRY_DELAYS_MS[runAttempts - 1];
      await updateDeliveryRow(tx, {
        ...current,
        attempts: current.attempts + 1,
        run_attempts: runAttempts,
        last_attempt_ms: startedAt,
        last_status_code: result.status,
        last_error: result.error,
        status: result.ok ? 'succeeded' : delay === undefined ? 'failed' : 'pending',
        next_attempt_ms: result.ok || delay === undefined ? null : now + delay,
      });
      await recordWebhookOutcome(tx, webhook.id, result.ok, DISABLE_AFTER_FAILURES, now);
      return current.attempts > 0;
    });
    if (retry) this.retries++;
  }

  /** One signed POST of the event to the webhook's URL, at the addresses checked for this attempt. */
  private async send(webhook: WebhookRow, event: EventRow): Promise<AttemptResult> {
    const limits = this.options.limits ?? DELIVERY_LIMITS;
    const check = await checkTarget(
      webhook.url,
      this.options.targets,
      this.options.resolve ?? systemResolver,
      limits.resolveMs,
    );
    const self = check.ok ? refusedAsSelf(check.target, this.options.listening?.() ?? []) : undefined;
    if (!check.ok || self) {
      const error = check.ok ? 'target_refused' : check.error;
      if (error === 'target_refused')
        console.warn(`[sandbox] webhook ${webhook.id}: target_refused: ${check.ok ? self : check.reason}`);
      return { ok: false, status: null, error };
    }
    const sentAt = new Date(); // the wall clock: receivers check freshness against theirs
    const secrets = [webhook.secret];
    if (webhook.previous_secret && (webhook.rotation_expires_ms ?? 0) > this.clock.now())
      secrets.push(webhook.previous_secret);
    const signature = secrets.map((secret) => new Webhook(secret).sign(event.id, sentAt, event.body)).join(' ');
    const headers = {
      [DELIVERY_HEADERS.id]: event.id,
      [DELIVERY_HEADERS.timestamp]: String(Math.floor(sentAt.getTime() / 1000)),
      [DELIVERY_HEADERS.signature]: signature,
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
    };
    const target = this.options.dialOverride ? dialledInstead(check.target, this.options.dialOverride) : check.target;
    return postTo(target, { headers, body: event.body }, this.stopping.signal, limits);
  }
}
