// The sandbox's answers on a socket that never became a request (Node's parser refused it, or
// CONNECT): the shared edge decides them and writes them as raw HTTP/1.1
// (@vps-hosting/http-edge/fastify); the sandbox counts each on the rate limit and makes its problem.
import { randomUUID } from 'node:crypto';
import { type EdgeAnswer, LOCATION_HEADER } from '@vps-hosting/http-edge';
import type { RawResponse, RawSource } from '@vps-hosting/http-edge/fastify';
import type { Gate } from './admission.js';
import { HEADERS } from '../document.js';
import { problemOf } from './error-answers.js';
import { problemBody, uriSafe } from '../domain/problem.js';

/** Counts a request on the rate limit: its headers, and the 429 problem when refused. */
export type Count = (authorization: string | string[] | undefined, address: string | undefined) => Promise<Gate>;

/** The response for an answer the edge decided on a socket: the rate limit's refusal when the count
 *  refuses, else that answer, with X-Request-Id and the rate-limit headers. */
export function rawAnswers(count: Count): (answer: EdgeAnswer, source: RawSource) => Promise<RawResponse> {
  return async (answer, source) => {
    const requestId = randomUUID();
    const gate = await count(source.authorization, source.address);
    const headers: Record<string, string | number> = { [HEADERS.requestId]: requestId, ...gate.headers };
    if (!gate.refused && answer.kind === 'redirect') {
      const location = answer.headers[LOCATION_HEADER] ?? '';
      return { status: answer.status, headers: { ...headers, [HEADERS.location]: uriSafe(location) } };
    }
    const problem = gate.refused ?? problemOf(answer as Extract<EdgeAnswer, { kind: 'problem' }>);
    return {
      status: problem.status,
      headers: { ...headers, ...problem.headers, 'Content-Type': 'application/problem+json' },
      body: JSON.stringify(problemBody(problem, source.target, requestId)),
    };
  };
}
