// How the sandbox writes what the shared edge (@vps-hosting/http-edge) decides before a request
// reaches an operation: the route matcher (routing.ts), the answers as data (answers.ts: 308, 404,
// 405, malformed requests) made into ProblemErrors or raw HTTP/1.1 responses when no request
// exists, and the browser policy (cors.ts) registered as a Fastify hook.
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { readContract } from '@vps-hosting/api/contract';
import {
  corsPolicy,
  createRouter,
  type EdgeAnswer,
  isPreflight,
  MAX_PARAM_LENGTH,
  malformedAnswer,
  PREFLIGHT_STATUS,
  parseErrorAnswer,
  readHead,
  splitTarget,
} from '@vps-hosting/http-edge';
import { HEADERS, openapi } from '../document.js';
import { ProblemError } from './problem.js';

/** The one route matcher of the mock and the sandbox (packages/http-edge/src/routing.ts), on the
 *  contract model's path templates. */
export const router = createRouter(readContract(openapi).paths, { maxSegmentLength: MAX_PARAM_LENGTH });

export { splitTarget };

/** A problem the shared edge decided (packages/http-edge/src/answers.ts), as the sandbox's ProblemError. */
export function problemOf(answer: Extract<EdgeAnswer, { kind: 'problem' }>): ProblemError {
  return new ProblemError(answer.code, answer.detail, answer.errors, answer.headers);
}

/** Node's HTTP parser errors (llhttp codes), as the documented validation problem. */
export function parseProblem(code: string | undefined, badHeader: string | undefined): ProblemError {
  return problemOf(parseErrorAnswer(code, badHeader) as Extract<EdgeAnswer, { kind: 'problem' }>);
}

/** 400 validation_failed for a malformed request; `field` is path/<name>, header/<name> or ''. */
export function malformed(field: string, detail: string): ProblemError {
  return problemOf(malformedAnswer(field, detail));
}

export { readHead };

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
