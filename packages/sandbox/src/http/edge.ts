// How the sandbox plugs into the shared HTTP edge (@vps-hosting/http-edge/fastify,
// docs/design/edge-answers.md): the edge decides what is answered before an operation runs and
// routes every request with the one route matcher; the sandbox says how its answers are written
// (ProblemErrors: error-answers.ts, raw-answers.ts), gates each request (admission.ts) and runs the
// routed operation (operation-routes.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PARAM_LENGTH } from '@vps-hosting/http-edge';
import { createHttpEdge, type HttpEdge, type RoutedOperation } from '@vps-hosting/http-edge/fastify';
import { HEADERS, openapi } from '../document.js';
import type { Admission } from './admission.js';
import { errorAnswer, writeEdgeAnswer } from './error-answers.js';
import { rawAnswers } from './raw-answers.js';

/** The sandbox's edge: its admission as the gate, its operations behind the catch-all route. */
export function sandboxEdge(
  admission: Pick<Admission, 'admit' | 'count'>,
  operation: (request: FastifyRequest, reply: FastifyReply, routed: RoutedOperation) => unknown,
): HttpEdge {
  return createHttpEdge({
    document: openapi,
    maxSegmentLength: MAX_PARAM_LENGTH,
    answer: writeEdgeAnswer,
    rawAnswer: rawAnswers((authorization, address) => admission.count(authorization, address)),
    operation,
    error: errorAnswer,
    gate: (request, reply) => admission.admit(request, reply),
    preflightHeaders: () => ({ [HEADERS.requestId]: randomUUID() }),
  });
}
