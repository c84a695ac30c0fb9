// When a failed attempt is tried again, after how long, and why (docs/design/rate-limit.md#how-long-the-client-waits).
import { RequestTimeoutError } from './errors.js';
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
   * The longest wait for a 429 (default 60000). When the API asks for longer (`Retry-After`, else the
   * window's `X-RateLimit-Reset`), the call does not wait: it fails at once with the 429, whose
   * `VpsApiError.retryAfter` says how long. `0` never waits for a rate limit.
   */
  maxRateLimitWaitMs?: number;
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
  // Room for a 429's wait (at most maxRateLimitWaitMs) and a 5xx's Retry-After of a few minutes.
  maxTotalMs: 360_000,
  // A minute, as `vps` waits: a spent token (up to 300 s until its window ends) fails at once
  // instead of blocking (docs/design/rate-limit.md#how-long-the-client-waits).
  maxRateLimitWaitMs: 60_000,
});

export function resolveRetryPolicy(options: RetryOptions = {}): RetryPolicy {
  const policy = { ...DEFAULT_RETRY, ...withoutUndefined(options) };
  if (!Number.isInteger(policy.maxAttempts) || policy.maxAttempts < 1 || policy.maxAttempts > 100) {
    throw new TypeError('retry.maxAttempts must be an integer from 1 to 100');
  }
  for (const key of ['baseDelayMs', 'maxDelayMs', 'maxTotalMs', 'maxRateLimitWaitMs'] as const) {
    if (typeof policy[key] !== 'number' || !Number.isFinite(policy[key]) || policy[key] < 0)
      throw new TypeError(`retry.${key} must be a finite number >= 0`);
  }
  return {
    maxAttempts: policy.maxAttempts,
    baseDelayMs: policy.baseDelayMs,
    maxDelayMs: policy.maxDelayMs,
    maxTotalMs: policy.maxTotalMs,
    maxRateLimitWaitMs: policy.maxRateLimitWaitMs,
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

/** Why the client waits before another attempt. */
export type RetryReason =
  /** A 429: the token (or address) spent its requests for the window. */
  | 'rate_limited'
  /** A 500, 502, 503 or 504 (a 503 for maintenance, a gateway's 502 or 504). */
  | 'server_error'
  /** No answer: the connection failed. */
  | 'network_error'
  /** No answer within `timeoutMs`. */
  | 'timeout';

/** What set the length of the wait. */
export type RetryDelaySource =
  /** The answer's `Retry-After`. */
  | 'retry_after'
  /** The time left until the answer's `X-RateLimit-Reset` (a 429 without `Retry-After`). */
  | 'rate_limit_reset'
  /** The client's own jittered backoff. */
  | 'backoff';

/** The wait before the next attempt, as the outcome of the last one asks. */
export interface RetryDelay {
  delayMs: number;
  reason: RetryReason;
  source: RetryDelaySource;
}

/**
 * The wait before the next attempt, or `undefined` when the outcome must not be retried.
 * `outcome` is the response, or the error thrown by a network failure or a timeout. A 429 waits for
 * `Retry-After` or the rate-limit window's reset; a 5xx (a 503 for maintenance, a gateway's 502 or
 * 504: the operations' `default` response) waits for its `Retry-After` when it sends one, else
 * backs off. The caller bounds them by `maxRateLimitWaitMs`, `maxAttempts` and `maxTotalMs`.
 */
export function retryDelay(
  policy: RetryPolicy,
  attempt: number,
  outcome: Response | { error: unknown },
  nowMs: number,
): RetryDelay | undefined {
  if (!(outcome instanceof Response)) {
    const reason = outcome.error instanceof RequestTimeoutError ? 'timeout' : 'network_error';
    return { delayMs: backoffMs(policy, attempt), reason, source: 'backoff' };
  }
  if (!RETRY_STATUSES.has(outcome.status)) return undefined;
  if (outcome.status === 429) {
    const retryAfter = retryAfterMs(outcome.headers, nowMs);
    if (retryAfter !== undefined) return { delayMs: retryAfter, reason: 'rate_limited', source: 'retry_after' };
    const reset = rateLimitDelayMs(outcome.headers, nowMs);
    if (reset !== undefined) return { delayMs: reset, reason: 'rate_limited', source: 'rate_limit_reset' };
    return { delayMs: backoffMs(policy, attempt), reason: 'rate_limited', source: 'backoff' };
  }
  const asked = retryAfterMs(outcome.headers, nowMs);
  return asked === undefined
    ? { delayMs: backoffMs(policy, attempt), reason: 'server_error', source: 'backoff' }
    : { delayMs: asked, reason: 'server_error', source: 'retry_after' };
}
