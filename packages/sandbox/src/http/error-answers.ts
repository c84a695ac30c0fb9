// How refusals are answered as problem documents: the one writer of a problem reply, the answers the
// shared edge decides before an operation runs (308, 404, 405, 400: docs/design/edge-answers.md) and
// the error handler (bugs, Fastify's own refusals).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type EdgeAnswer, LOCATION_HEADER, malformedAnswer } from '@vps-hosting/http-edge';
import { headerName, HEADERS } from '../document.js';
import { ProblemError, problemBody, uriSafe } from '../domain/problem.js';

/** A problem the shared edge decided (packages/http-edge/src/answers.ts), as the sandbox's ProblemError
 *  (its headers named as the document writes them). */
export function problemOf(answer: Extract<EdgeAnswer, { kind: 'problem' }>): ProblemError {
  const headers = Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [headerName(name), value]));
  return new ProblemError(answer.code, answer.detail, answer.errors, headers);
}

/** 400 validation_failed for a malformed request; `field` is path/<name>, header/<name> or ''. */
export function malformed(field: string, detail: string): ProblemError {
  return problemOf(malformedAnswer(field, detail));
}

/** Answers the request with this problem (its headers, status and body). */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ProblemError) {
  for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
  return reply
    .code(error.status)
    .type('application/problem+json')
    .send(JSON.stringify(problemBody(error, request.url, request.requestId ?? randomUUID())));
}

/** Writes an answer the shared edge decided: a redirect (empty body, Location made URI-safe) or a problem. */
export function writeEdgeAnswer(request: FastifyRequest, reply: FastifyReply, answer: EdgeAnswer) {
  if (answer.kind === 'problem') return sendProblem(request, reply, problemOf(answer));
  return reply
    .code(answer.status)
    .header(HEADERS.location, uriSafe(answer.headers[LOCATION_HEADER] ?? ''))
    .send();
}

/** The error handler: a ProblemError as itself, Fastify's refusals as problems, anything else a bug. */
export function errorAnswer(
  error: Error & { statusCode?: number; code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ProblemError) return sendProblem(request, reply, error);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return sendProblem(
      request,
      reply,
      new ProblemError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.'),
    );
  }
  if (error.statusCode && error.statusCode < 500) {
    return sendProblem(
      request,
      reply,
      new ProblemError('validation_failed', 'The request is malformed.', [
        { field: '', code: 'invalid_value', message: error.message.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 500) },
      ]),
    );
  }
  // Unexpected: a bug in the sandbox. Always reported, also with the request log off.
  console.error(`[sandbox] ${request.method} ${request.url} (${request.requestId}):`, error);
  return sendProblem(
    request,
    reply,
    new ProblemError('internal_error', 'Something failed in the sandbox; see its log.'),
  );
}
