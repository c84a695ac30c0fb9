// The rate-limit headers every response carries, parsed into a typed object.
import type { components } from '../../generated/schema.js';
import { HEADER } from './header-names.js';

type Headers_ = components['headers'];

/** The last rate-limit state the API reported. */
export interface RateLimitState {
  /** Requests allowed per window (`X-RateLimit-Limit`). */
  limit: Headers_['X-RateLimit-Limit'];
  /** Requests left in the current window (`X-RateLimit-Remaining`). */
  remaining: Headers_['X-RateLimit-Remaining'];
  /** When the window ends, in Unix epoch seconds (`X-RateLimit-Reset`). */
  reset: Headers_['X-RateLimit-Reset'];
  /** Seconds to wait before retrying (`Retry-After`, sent with a 429, and with a 503 for maintenance). */
  retryAfter?: Headers_['Retry-After'];
}

function readInteger(headers: Headers, name: string): number | undefined {
  const value = headers.get(name)?.trim();
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** The rate-limit state of a response, or `undefined` when its headers are missing or malformed. */
export function readRateLimit(headers: Headers): RateLimitState | undefined {
  const limit = readInteger(headers, HEADER.rateLimitLimit);
  const remaining = readInteger(headers, HEADER.rateLimitRemaining);
  const reset = readInteger(headers, HEADER.rateLimitReset);
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  const retryAfter = readInteger(headers, HEADER.retryAfter);
  return retryAfter === undefined ? { limit, remaining, reset } : { limit, remaining, reset, retryAfter };
}

/**
 * How long `Retry-After` asks to wait, in ms (seconds, or an HTTP date), or `undefined` when the
 * response has none or it cannot be read.
 */
export function retryAfterMs(headers: Headers, nowMs: number): number | undefined {
  const seconds = readInteger(headers, HEADER.retryAfter);
  if (seconds !== undefined) return seconds * 1000;
  const date = Date.parse(headers.get(HEADER.retryAfter) ?? '');
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/**
 * How long a 429 asks to wait, in ms: `Retry-After`, else the time left until `X-RateLimit-Reset`;
 * `undefined` when the response says neither.
 */
export function rateLimitDelayMs(headers: Headers, nowMs: number): number | undefined {
  const retryAfter = retryAfterMs(headers, nowMs);
  if (retryAfter !== undefined) return retryAfter;
  const reset = readInteger(headers, HEADER.rateLimitReset);
  return reset === undefined ? undefined : Math.max(0, reset * 1000 - nowMs);
}
