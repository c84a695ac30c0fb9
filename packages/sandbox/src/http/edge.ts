// What the sandbox answers before a request reaches an operation: a path without its final slash
// (308), a method the path lacks (405), no such path (404), and requests Node's HTTP parser or the
// router refuse (400 validation_failed, written as a raw HTTP/1.1 response when no request exists);
// and the browser policy (CORS) the mock front shares (packages/http-edge/src/cors.ts).
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { readContract } from '@vps-hosting/api/contract';
import {
  corsPolicy,
  createRouter,
  isPreflight,
  MAX_PARAM_LENGTH,
  PREFLIGHT_STATUS,
  splitTarget,
} from '@vps-hosting/http-edge';
import { HEADERS, openapi } from '../document.js';
import { ProblemError, type FieldError } from './problem.js';

/** The one route matcher of the mock and the sandbox (packages/http-edge/src/routing.ts), on the
 *  contract model's path templates. */
export const router = createRouter(readContract(openapi).paths, { maxSegmentLength: MAX_PARAM_LENGTH });

export { splitTarget };

/** Node's HTTP parser errors (llhttp codes), as the documented validation problem. */
export function parseProblem(code: string | undefined, badHeader: string | undefined): ProblemError {
  const known: Record<string, [string, string]> = {
    HPE_HEADER_OVERFLOW: ['', 'The request header section is larger than 16 KiB.'],
    HPE_INVALID_HEADER_TOKEN: [
      badHeader ?? '',
      'A header name or value has a character HTTP does not allow (a control character, for example).',
    ],
    HPE_INVALID_CONTENT_LENGTH: [
      'Content-Length',
      'Content-Length is not a number, or is sent together with Transfer-Encoding.',
    ],
    HPE_UNEXPECTED_CONTENT_LENGTH: [
      'Content-Length',
      'Content-Length is sent twice, or together with Transfer-Encoding.',
    ],
    HPE_INVALID_TRANSFER_ENCODING: ['Transfer-Encoding', 'Transfer-Encoding must end with chunked.'],
    HPE_INVALID_CHUNK_SIZE: ['', 'The chunked body is malformed.'],
    HPE_INVALID_METHOD: ['', 'The request line has no valid method.'],
    HPE_INVALID_URL: ['', 'The request target has a character HTTP does not allow.'],
    HPE_INVALID_VERSION: ['', 'The request line is malformed (HTTP version, or line endings other than CRLF).'],
    HPE_INVALID_CONSTANT: ['', 'The request line is malformed.'],
    ERR_HTTP_REQUEST_TIMEOUT: ['', 'The request did not arrive completely in time.'],
  };
  const [name, detail] = known[code ?? ''] ?? ['', 'The request is not well-formed HTTP/1.1.'];
  return malformed(name ? (name.includes('/') ? name : `header/${name}`) : '', detail);
}

/** 400 validation_failed for a malformed request; `field` is path/<name>, header/<name> or ''. */
export function malformed(field: string, detail: string): ProblemError {
  const error: FieldError = { field, code: 'invalid_value', message: detail };
  return new ProblemError('validation_failed', `The request is malformed: ${detail}`, [error]);
}

/** What the raw bytes of a refused request show: its target, its Authorization value, and the first
 *  header whose value or name has a character HTTP does not allow. */
export function readHead(raw: Buffer | undefined): { target?: string; authorization?: string; badHeader?: string } {
  if (!raw) return {};
  const text = raw.toString('latin1');
  const lines = text.split('\r\n');
  const requestLine = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ (\S+) HTTP\/\d\.\d$/.exec(lines[0] ?? '');
  const out: { target?: string; authorization?: string; badHeader?: string } = { target: requestLine?.[1] };
  for (const line of lines.slice(1)) {
    if (line === '') break;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon) : '';
    const value = line.slice(colon + 1).trim();
    const validName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name);
    if (validName && name.toLowerCase() === 'authorization' && out.authorization === undefined)
      out.authorization = value;
    if (out.badHeader === undefined && validName && /[\x00-\x08\x0a-\x1f\x7f]/.test(value)) out.badHeader = name;
  }
  return out;
}

/** A complete HTTP/1.1 response that closes the connection, for a socket without a request object. */
export function rawResponse(status: number, headers: Record<string, string | number>, body: string): string {
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
  for (const [k, v] of Object.entries({ ...headers, 'Content-Length': Buffer.byteLength(body), Connection: 'close' })) {
    head.push(`${k}: ${v}`);
  }
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

const policy = corsPolicy(openapi);
/** The CORS headers of every answer (also set by the router's refusals, which run no hook). */
export const CORS_ANSWER_HEADERS = policy.answerHeaders;

/** The browser policy: a preflight answers 204 before any other hook (no token, no rate limit),
 *  with X-Request-Id; every other answer gets the CORS headers before admission, so refusals
 *  carry them too. Register before the admission hook. */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isPreflight(request.method, request.headers)) {
      void reply
        .code(PREFLIGHT_STATUS)
        .headers({ [HEADERS.requestId]: randomUUID(), ...policy.preflightHeaders })
        .send();
      return;
    }
    reply.headers(policy.answerHeaders);
    done();
  });
}
