// The headers the client adds to every request: the Bearer token, and an Idempotency-Key for POSTs
// that lack one. Applied to the prepared request when no middleware is registered, else by one
// openapi-fetch middleware that runs before the caller's.
import type { Middleware } from 'openapi-fetch';
import { AUTHORIZATION, HEADER } from './header-names.js';

/** Token characters allowed in a header value; checked up front so no error ever echoes the token. */
const TOKEN_PATTERN = /^[\x21-\x7e]+$/;

/** Sets the client's headers on the headers of one request (of method `method`, upper case). */
export type SetClientHeaders = (headers: Headers, method: string) => void;

/** `generateIdempotencyKey`: undefined when POSTs get no key of ours. */
export function clientHeaders(token: string, generateIdempotencyKey: (() => string) | undefined): SetClientHeaders {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw new TypeError('token must be a non-empty string of visible ASCII characters');
  }
  const authorization = `Bearer ${token}`;
  return (headers, method) => {
    headers.set(AUTHORIZATION, authorization);
    if (generateIdempotencyKey !== undefined && method === 'POST' && !headers.has(HEADER.idempotencyKey)) {
      headers.set(HEADER.idempotencyKey, generateIdempotencyKey());
    }
  };
}

export function clientHeadersMiddleware(setHeaders: SetClientHeaders): Middleware {
  return {
    onRequest({ request }) {
      setHeaders(request.headers, request.method);
    },
  };
}
