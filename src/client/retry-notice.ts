// What the client says before each wait between two attempts of one call: the `onRetry` hook's
// notice, and the default hook, one `console.warn` per wait of a second or more
// (docs/design/rate-limit.md#how-long-the-client-waits).
import type { RetryDelaySource, RetryReason } from './retry-policy.js';

/** One wait about to start, before attempt `attempt + 1` of a call. */
export interface RetryNotice {
  /** Why: `rate_limited` (429), `server_error` (500, 502, 503, 504), `network_error`, `timeout`. */
  reason: RetryReason;
  /** How long the client will wait, in ms. */
  delayMs: number;
  /** What set that length: the answer's `Retry-After`, its `X-RateLimit-Reset`, or the client's backoff. */
  source: RetryDelaySource;
  /** The attempt that just failed (1 for the first). */
  attempt: number;
  /** The attempts the policy allows in all. */
  maxAttempts: number;
  /** The request's method and URL. */
  method: string;
  url: string;
  /** The status of the answer, when there was one. */
  status?: number;
  /** The answer (its body read), when there was one. */
  response?: Response;
  /** The network error or `RequestTimeoutError`, when there was no answer. */
  error?: unknown;
}

/**
 * Called before each wait. Return `false` to skip it: the call then ends at once with the answer
 * it has (a 429 or 5xx `VpsApiError`) or the error it met. What it throws rejects the call.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: any function that returns nothing (`(n) => console.log(n)`) is a handler.
export type RetryHandler = (notice: RetryNotice) => void | false;

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${s < 10 ? Math.round(s * 10) / 10 : Math.round(s)} s`;
}

const SOURCES: Record<RetryDelaySource, string> = {
  retry_after: 'as its Retry-After asks',
  rate_limit_reset: 'until its X-RateLimit-Reset',
  backoff: 'backing off',
};

/**
 * One line saying what the client waits for:
 * `GET /api/v1/servers/ was rate limited (429): waiting 42 s, as its Retry-After asks, before attempt 2 of 4`.
 */
export function describeRetry(notice: RetryNotice): string {
  const { pathname, search } = new URL(notice.url);
  const what =
    notice.reason === 'rate_limited'
      ? `was rate limited (${notice.status ?? 429})`
      : notice.reason === 'server_error'
        ? `failed with ${notice.status}`
        : notice.reason === 'timeout'
          ? 'timed out'
          : `could not reach the API (${notice.error instanceof Error ? notice.error.message : String(notice.error)})`;
  return `${notice.method} ${pathname}${search} ${what}: waiting ${seconds(notice.delayMs)}, ${SOURCES[notice.source]}, before attempt ${notice.attempt + 1} of ${notice.maxAttempts}`;
}

/**
 * The default `onRetry`: for each wait of `minimumMs` (1000) or more, `describeRetry`'s line to `log`
 * (by default `console.warn`, after `@vps-hosting/api: `), so no call blocks for long in silence;
 * shorter backoffs pass quietly.
 */
export function warnOnRetry(
  log: (message: string) => void = (message) => console.warn(`@vps-hosting/api: ${message}`),
  minimumMs = 1_000,
): RetryHandler {
  return (notice) => {
    if (notice.delayMs >= minimumMs) log(describeRetry(notice));
  };
}
