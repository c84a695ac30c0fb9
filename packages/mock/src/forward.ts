// How the mock front sends an operation's request to Prism and relays its answer: the raw body and
// headers go on, the answer comes back through the Fastify reply (so the shared edge's headers stay
// on it). A Prism that is gone or fails gets a 503. An error answer is read first: one of Prism's own
// errors (its `type` is under Prism's URL: a `Prefer` it cannot serve, or its own failure), or a
// status the operation does not document, is replaced by the document's answer (400 naming the
// Prefer header when one was sent, else 500).
import * as http from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCorsHeader } from '@vps-hosting/http-edge';
import { type Answer, problemAnswer, RETRY_AFTER } from './answers.js';
import { type MockContract, type Operation, sentWith } from './contract.js';
import type { PrismProcess } from './prism.js';
import type { PrismSupervisor } from './prism-supervisor.js';

/** Error codes (openapi/introduction.md) of the answers given in place of Prism's. */
export const FORWARD_CODES = {
  validationFailed: 'validation_failed',
  serviceUnavailable: 'service_unavailable',
  internalError: 'internal_error',
} as const;
/** Prism's own errors (not the document's) have a `type` under this URL. */
const PRISM_ERROR_TYPE = 'https://stoplight.io/prism/errors';
const PRISM_ERROR_LIMIT = 64 * 1024;
/** Prism's report of violations of the document (a request's, an answer's). */
const VIOLATIONS = 'sl-violations';
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const MAX_RETRIES = 2; // of a request that never reached Prism
const RESTART_NOTICE_MS = 2_000; // how long a refused connection waits to see Prism's exit

export interface Upstream {
  contract: MockContract;
  supervisor: PrismSupervisor;
  agent: http.Agent;
  /** Pass Prism's `sl-violations` header on (MockOptions.violations); dropped otherwise. */
  violations: boolean;
}

export interface Forwarded {
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  /** The `sl-violations` header to send in place of Prism's (a body Prism was not sent). */
  violation: string | undefined;
  operation: Operation;
}

/** Writes an answer the front made itself on the reply. */
export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  return reply.send(answer.body);
}

/** Sends the request to Prism and its answer back; resolves once the reply is sent (or destroyed). */
export function forward(
  upstream: Upstream,
  request: FastifyRequest,
  reply: FastifyReply,
  sent: Forwarded,
): Promise<void> {
  return new Promise((done) => {
    const finish = () => done();
    reply.raw.once('close', finish);
    reply.raw.once('finish', finish);
    const relay = (answer: http.IncomingMessage, body?: Buffer) => {
      const status = answer.statusCode ?? 500;
      reply.code(status);
      for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i] as string;
        if (HOP_BY_HOP.has(name.toLowerCase())) continue; // this connection's, not Prism's (RFC 9110 §7.6.1)
        if ((sent.violation !== undefined || !upstream.violations) && name.toLowerCase() === VIOLATIONS) continue;
        if (isCorsHeader(name)) continue; // Prism's own policy; the edge set the shared one
        if (!sentWith(sent.operation, name, status)) continue;
        reply.header(name, answer.rawHeaders[i + 1] as string);
      }
      if (sent.violation !== undefined && upstream.violations) reply.header(VIOLATIONS, sent.violation);
      if (body) void reply.send(body);
      else if (status === 204 || status === 304) {
        answer.resume(); // no body to relay; read to its end so Prism's socket is reused
        void reply.send();
      } else {
        answer.on('error', () => reply.raw.destroy());
        void reply.send(answer);
      }
    };
    const fail = () => {
      if (!reply.sent && !reply.raw.headersSent) sendAnswer(reply, unavailable(upstream, request.url, sent.operation));
      else reply.raw.destroy();
    };
    const attempt = async (retries: number) => {
      let prism: PrismProcess;
      try {
        prism = await upstream.supervisor.prism();
      } catch {
        return fail();
      }
      const prismUrl = new URL(prism.url);
      const outgoing = http.request(
        {
          host: prismUrl.hostname,
          port: Number(prismUrl.port),
          method: request.method,
          path: request.url,
          headers: sent.headers,
          agent: upstream.agent,
        },
        (answer) => {
          const status = answer.statusCode ?? 500;
          if (status < 400) return relay(answer);
          readLimited(answer, PRISM_ERROR_LIMIT).then(
            (body) => {
              if (body && sent.operation.statuses.has(status) && !isPrismError(body)) relay(answer, body);
              else sendAnswer(reply, replacedPrismError(upstream.contract, request, sent.operation, status));
            },
            () => reply.raw.destroy(),
          );
        },
      );
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (retries === 0) return fail();
        // A keep-alive socket closed just as it was reused (Prism's idle timeout, or Prism gone):
        // once more on a new one.
        if (outgoing.reusedSocket) return void attempt(retries - 1);
        // Prism had died before this request reached it: once more on the one started instead. (A
        // request that reached Prism and died with it is not sent again: it may be what killed it.)
        if (error.code === 'ECONNREFUSED')
          return void settlesWithin(prism.exited, RESTART_NOTICE_MS).then(() => attempt(retries - 1));
        fail();
      });
      outgoing.end(sent.body);
    };
    void attempt(MAX_RETRIES);
  });
}

/** 503 `service_unavailable` while Prism is (re)started, with how long that takes as Retry-After. */
export function unavailable(upstream: Upstream, target: string, operation: Operation | undefined): Answer {
  return problemAnswer(upstream.contract, {
    code: FORWARD_CODES.serviceUnavailable,
    target,
    detail: "The mock's Prism stopped while answering and is being started again; retry shortly.",
    operation,
    extraHeaders: [[RETRY_AFTER, String(upstream.supervisor.restartSeconds)]],
  });
}

/** Prism's own error (its `type` under Prism's URL), or an error body too large to be one of ours. */
function isPrismError(body: Buffer | undefined): boolean {
  if (body === undefined) return true;
  return body.subarray(0, 1024).toString('utf8').includes(`"${PRISM_ERROR_TYPE}`);
}

/** The document's answer in place of one of Prism's own errors. */
function replacedPrismError(
  contract: MockContract,
  request: FastifyRequest,
  operation: Operation,
  status: number,
): Answer {
  if (request.headers.prefer !== undefined) {
    return problemAnswer(contract, {
      code: FORWARD_CODES.validationFailed,
      target: request.url,
      detail: 'The Prefer header asks for an answer the mock cannot give.',
      errors: [
        {
          field: 'header/Prefer',
          code: 'invalid_value',
          message: 'Name a status and a named example the operation documents.',
        },
      ],
      operation,
    });
  }
  return problemAnswer(contract, {
    code: FORWARD_CODES.internalError,
    target: request.url,
    detail: `The mock failed to answer (Prism answered ${status}).`,
    operation,
  });
}

/** The whole body, or undefined when it is longer than the limit. */
function readLimited(stream: http.IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    stream.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : undefined));
    stream.on('error', reject);
  });
}

function settlesWithin(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
