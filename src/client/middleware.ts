// openapi-fetch middleware: the Bearer token, and an Idempotency-Key for POSTs that lack one.
import type { Middleware } from 'openapi-fetch';
import { AUTHORIZATION, HEADER } from './header-names.js';

/** Token characters allowed in a header value; checked up front so no error ever echoes the token. */
const TOKEN_PATTERN = /^[\x21-\x7e]+$/;

export function authMiddleware(token: string): Middleware {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw new TypeError('token must be a non-empty string of visible ASCII characters');
  }
  return {
    onRequest({ request }) {
      request.headers.set(AUTHORIZATION, `Bearer ${token}`);
    },
  };
}

export function idempotencyKeyMiddleware(generate: () => string): Middleware {
  return {
    onRequest({ request }) {
      if (request.method === 'POST' && !request.headers.has(HEADER.idempotencyKey)) {
        request.headers.set(HEADER.idempotencyKey, generate());
      }
    },
  };
}
