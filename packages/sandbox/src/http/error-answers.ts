// How refusals are answered as problem documents: the one writer of a problem reply, the error
// handler (bugs, Fastify's own refusals) and the answer for a method and path no route takes
// (308 to the slash form, 405 with Allow, or 404), plus what the router refuses (docs/design/edge-answers.md).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bodyLimitOf,
  bodyTooLargeAnswer,
  LOCATION_HEADER,
  MAX_PARAM_LENGTH,
  routingAnswer,
} from '@vps-hosting/http-edge';
import { headerName, HEADERS, openapi } from '../document.js';
import { problemOf, router } from './edge.js';
import { ProblemError, problemBody, uriSafe } from './problem.js';

/** The request body limit the document states (`info.x-request-body-limit`). */
export const BODY_LIMIT = bodyLimitOf(openapi);
/** Longest path parameter the router accepts; longer is malformed (docs/design/edge-answers.md#malformed-requests). */
export { MAX_PARAM_LENGTH };

export interface UrlRedirect {
  location: string;
}

/** Answers the request with this problem (its headers, status and body). */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, error: ProblemError) {
  for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
  return reply
    .code(error.status)
    .type('application/problem+json')
    .send(JSON.stringify(problemBody(error, request.url, request.requestId ?? randomUUID())));
}

/** The error handler and the not-found handler of the app. */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(request, reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const answer = bodyTooLargeAnswer(BODY_LIMIT);
      if (answer.kind === 'problem') return sendProblem(request, reply, problemOf(answer));
    }
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
  });

  // No route for this method and path: 308, 405 with Allow, or 404, before any token (docs/design/edge-answers.md).
  app.setNotFoundHandler((request, reply) => {
    const decided = urlProblem(request.url, request.method);
    if (decided instanceof ProblemError) return sendProblem(request, reply, decided);
    return reply.code(308).header(HEADERS.location, decided.location).send();
  });
}

/** What the router refuses before it looks for a route (docs/design/edge-answers.md#malformed-requests): a
 *  path segment whose percent-encoding is not UTF-8, or one longer than a path parameter may be. */
export function unroutable(url: string): ProblemError | undefined {
  const found = router.malformedPath(url);
  const answer = found && routingAnswer(found, '', url);
  return answer?.kind === 'problem' ? problemOf(answer) : undefined;
}

/** The answer for a method and path no route takes: a redirect to the slash form, or a problem (an
 *  operation the router refused for another reason is not found). */
export function urlProblem(url: string, method: string): ProblemError | UrlRedirect {
  const answer = routingAnswer(router.route(method, url), method, url);
  if (answer === undefined) return new ProblemError('not_found', 'There is no such resource or path.');
  if (answer.kind === 'redirect') return { location: uriSafe(answer.headers[LOCATION_HEADER] as string) };
  return problemOf({ ...answer, headers: renamed(answer.headers) });
}

/** Header names as the document writes them. */
function renamed(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [headerName(name), value]));
}
