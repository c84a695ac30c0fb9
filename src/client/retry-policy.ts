// When a failed attempt is tried again, and after how long.
import { HEADER } from './header-names.js';
import { rateLimitDelayMs, retryAfterMs } from './rate-limit.js';

export interface RetryOptions {
  /** Attempts in all, the first included (default 4; 1 turns retries off). */
  maxAttempts?: number;
  /** Backoff before the first retry of a 5xx, network error or timeout, before jitter (default 500). */
  baseDelayMs?: number;
  /** Cap of one backoff delay (default 8000). A `Retry-After` the server sends is not capped by it. */
  maxDelayMs?: number;
  /** No retry starts once it would end later than this after the first attempt (default 360000). */
  maxTotalMs?: number;
  /**
   * Give every POST sent without an `Idempotency-Key` a fresh one (a UUID, or what this function
   * returns), so that it may be retried safely (default true).
   */
  generateIdempotencyKey?: boolean | (() => string);
}

export type RetryPolicy = Required<Omit<RetryOptions, 'generateIdempotencyKey'>>;

export const DEFAULT_RETRY: Readonly<RetryPolicy> = Object.freeze({
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  // Long enough to wait out one whole rate-limit window (300 s) after a 429.
  maxTotalMs: 360_000,
});

export function resolveRetryPolicy(options: RetryOptions = {}): RetryPolicy {
  const policy = { ...DEFAULT_RETRY, ...withoutUndefined(options) };
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1 || policy.maxAttempts > 100) {
    throw new TypeError('retry.maxAttempts must be an integer from 1 to 100');
  }
  for (const key of ['baseDelayMs', 'maxDelayMs', 'maxTotalMs'] as const) {
    if (!Number.isFinite(policy[key]) || policy[key] < 0)
      throw new TypeError(`retry.${key} must be a finite number >= 0`);
  }
  return {
    maxAttempts: policy.maxAttempts,
    baseDelayMs: policy.baseDelayMs,
    maxDelayMs: policy.maxDelayMs,
    maxTotalMs: policy.maxTotalMs,
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Methods the contract calls idempotent ("GET, PUT and DELETE are idempotent by nature; PATCH sets
 * the fields it names, so repeating it is harmless"), plus HEAD and OPTIONS. A POST is replayed
 * only when it carries an `Idempotency-Key`.
 */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']);

export function isReplayable(request: { method: string; headers: Headers }): boolean {
  return IDEMPOTENT_METHODS.has(request.method.toUpperCase()) || request.headers.has(HEADER.idempotencyKey);
}

/** Statuses worth another attempt: rate limited, and server or gateway failures. */
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Jittered exponential backoff: between half and all of min(maxDelayMs, baseDelayMs · 2^(n-1)). */
export function backoffMs(policy: RetryPolicy, attempt: number): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return cap / 2 + (Math.random() * cap) / 2;
}

/**
 * The delay before the next attempt, or `undefined` when the outcome must not be retried.
 * `outcome` is the response, or `undefined` after a network error or a timeout. A 429 waits for
 * `Retry-After` or the rate-limit window's reset; a 5xx (a 503 for maintenance, a gateway's 502 or
 * 504: the operations' `default` response) waits for its `Retry-After` when it sends one, else
 * backs off. The caller bounds both by `maxAttempts` and `maxTotalMs`.
 */
export function retryDelayMs(
  policy: RetryPolicy,
  attempt: number,
  outcome: Response | undefined,
  nowMs: number,
): number | undefined {
  if (outcome === undefined) return backoffMs(policy, attempt);
  if (!RETRY_STATUSES.has(outcome.status)) return undefined;
  const asked =
    outcome.status === 429 ? rateLimitDelayMs(outcome.headers, nowMs) : retryAfterMs(outcome.headers, nowMs);
  return asked ?? backoffMs(policy, attempt);
}
