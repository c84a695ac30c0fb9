// What openapi/introduction.md promises of every response, checked on top of each response's own
// declaration (the document must declare these headers, and responses must carry them).
export const HEADERS_ON_EVERY_RESPONSE = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Request-Id',
];

/** Headers a response of a given status must also carry. */
export const HEADERS_BY_STATUS: Record<string, string[]> = {
  '201': ['Location'],
  '401': ['WWW-Authenticate'],
  '429': ['Retry-After'],
};

/** Headers whose value is a moment as Unix epoch seconds (a timestamp, not a delay). */
export const EPOCH_SECONDS_HEADERS = ['X-RateLimit-Reset'];

/** How far from now an epoch-seconds header may be and still be plausible. */
export const PLAUSIBLE_EPOCH_YEARS = 10;

/** RFC 9457: every 4xx and 5xx answer is a problem document of this media type. */
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** The header Prism reports request and response violations in. */
export const VIOLATIONS_HEADER = 'sl-violations';

/** A problem body repeats the request id of this header in this field. */
export const REQUEST_ID_HEADER = 'X-Request-Id';
export const PROBLEM_REQUEST_ID_FIELD = 'request_id';

/** The header announcing a token's requests per window (the 429 case spends that many). */
export const RATE_LIMIT_LIMIT_HEADER = 'X-RateLimit-Limit';
