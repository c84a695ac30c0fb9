// The HTTP header names the client reads or sends, each checked at compile time against the
// generated types (and by test/client/header-names.test.ts against generated/openapi.json).
import type { components, operations } from '../../generated/schema.js';

/** Response headers declared under `components.headers` of the contract. */
type ResponseHeaderName = keyof components['headers'];

/** Request headers some operation declares as a header parameter. */
type RequestHeaderName = {
  [Id in keyof operations]: keyof NonNullable<operations[Id]['parameters']['header']>;
}[keyof operations];

export const HEADER = {
  rateLimitLimit: 'X-RateLimit-Limit',
  rateLimitRemaining: 'X-RateLimit-Remaining',
  rateLimitReset: 'X-RateLimit-Reset',
  retryAfter: 'Retry-After',
  requestId: 'X-Request-Id',
  idempotencyKey: 'Idempotency-Key',
  location: 'Location',
} as const satisfies Record<string, ResponseHeaderName | RequestHeaderName>;

/** Standard headers outside the contract's components (RFC 6750 and RFC 9110). */
export const AUTHORIZATION = 'Authorization';
export const USER_AGENT = 'User-Agent';

/** The deprecation headers (RFC 9745, RFC 8594, RFC 8288), sent only by deprecated operations and
 *  described in the introduction's "Versioning and changes"; the same names as the servers'
 *  (packages/http-edge/src/deprecation-headers.ts, checked by test/deprecation/). */
export const DEPRECATION = 'Deprecation';
export const SUNSET = 'Sunset';
export const LINK = 'Link';
