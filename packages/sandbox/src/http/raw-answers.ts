// Answers to requests that never become a Fastify request: what Node's HTTP parser refuses and
// CONNECT (written as raw HTTP/1.1 on the socket, which is then closed), and what the router
// refuses before routing (docs/design/edge-answers.md#malformed-requests), each counted on the rate limit.
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Gate } from './admission.js';
import { HEADERS } from '../document.js';
import { sendProblem, unroutable, urlProblem, type UrlRedirect } from './error-answers.js';
import { CORS_ANSWER_HEADERS, malformed, parseProblem, rawResponse, readHead } from './edge.js';
import { ProblemError, problemBody } from './problem.js';

/** Counts a request on the rate limit: its headers, and the 429 problem when refused. */
export type Count = (authorization: string | string[] | undefined, address: string | undefined) => Promise<Gate>;

export interface RawAnswers {
  frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']>;
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => void;
  /** The server's 'connect' listener. */
  onConnect: (request: IncomingMessage, socket: Socket) => void;
}

export function rawAnswers(count: Count): RawAnswers {
  /** Sockets that were answered without a request object; a parser error may be reported again. */
  const answered = new WeakSet<Socket>();
  /** Writes a whole response on a socket Fastify never turned into a request, and closes it. */
  const answerSocket = async (
    socket: Socket,
    target: string,
    authorization: string | undefined,
    decide: () => ProblemError | UrlRedirect,
  ) => {
    answered.add(socket);
    const requestId = randomUUID();
    const gate = await count(authorization, socket.remoteAddress);
    const decided = gate.refused ?? decide();
    const headers: Record<string, string | number> = { [HEADERS.requestId]: requestId, ...gate.headers };
    const response =
      decided instanceof ProblemError
        ? rawResponse(
            decided.status,
            { ...headers, ...decided.headers, 'Content-Type': 'application/problem+json' },
            JSON.stringify(problemBody(decided, target, requestId)),
          )
        : rawResponse(308, { ...headers, [HEADERS.location]: decided.location }, '');
    socket.end(response);
    setTimeout(() => socket.destroy(), 2000).unref();
  };

  return {
    // The router's refusals (bad percent-encoding, a path parameter over its limit): 400 problems.
    frameworkErrors: (error, request, reply) => {
      request.requestId = randomUUID();
      reply.header(HEADERS.requestId, request.requestId).headers(CORS_ANSWER_HEADERS);
      void count(request.headers.authorization, request.ip).then(
        (gate) => {
          reply.headers(gate.headers);
          if (gate.refused) return sendProblem(request, reply, gate.refused);
          return sendProblem(
            request,
            reply,
            unroutable(request.url) ??
              malformed('', `The request cannot be routed (${(error as { code?: string }).code}).`),
          );
        },
        () =>
          sendProblem(
            request,
            reply,
            new ProblemError('internal_error', 'Something failed in the sandbox; see its log.'),
          ),
      );
    },
    // Node's HTTP parser refused the request: a raw HTTP/1.1 problem response, then close.
    clientErrorHandler: (error, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
      const pending = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
      if (!socket.writable || pending?.headersSent) {
        socket.destroy();
        return;
      }
      const raw = (error as { rawPacket?: unknown }).rawPacket;
      const head = readHead(Buffer.isBuffer(raw) ? raw : undefined);
      void answerSocket(socket, head.target ?? '', head.authorization, () =>
        parseProblem(error.code, head.badHeader),
      ).catch(() => socket.destroy());
    },
    // CONNECT never reaches Fastify: answered like any method a path lacks, or 404.
    onConnect: (request, socket) => {
      const url = request.url ?? '';
      void answerSocket(
        socket,
        url,
        request.headers.authorization,
        () => unroutable(url) ?? urlProblem(url, request.method ?? 'CONNECT'),
      ).catch(() => socket.destroy());
    },
  };
}
