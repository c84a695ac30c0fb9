// The HTTP edge of the mock and the sandbox as one Fastify plugin (docs/design/edge-answers.md): what
// is decided before an operation runs, for any Fastify app built on the document.
//   - a CORS preflight answered 204 first; the browser policy's headers on every other answer;
//   - the product's gate (the sandbox's admission: request id, rate limit), if it has one;
//   - every request routed by the one route matcher (createRouter): an operation goes to the
//     product's handler through ONE catch-all route, the rest is answered 308, 404, 405 (with
//     Allow) or 400 (a malformed path); routes the product registers itself (the sandbox's
//     `/_admin/`) are Fastify's, and only those;
//   - the body limit (Fastify's, at the document's), the body kept raw for the product;
//   - what Node's parser refuses, and CONNECT, written as raw HTTP/1.1 on the socket;
//   - the deprecation headers on every answer of a deprecated operation.
// The product says how an answer is written (its problem bodies, its headers): the hooks below.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { IncomingMessage, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { type JsonObject, readContract } from '@vps-hosting/api/contract';
import {
  bodyTooLargeAnswer,
  type EdgeAnswer,
  malformedAnswer,
  parseErrorAnswer,
  readHead,
  routingAnswer,
} from '../answers.js';
import { bodyLimitOf } from '../body-limit.js';
import { type CorsPolicy, corsPolicy, isPreflight, PREFLIGHT_STATUS } from '../cors.js';
import { deprecationTable, operationKey } from '../deprecation-headers.js';
import { createRouter, type Router, type Routing } from '../routing.js';
import { type RawResponse, socketWriter } from './raw-http.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where the edge's route matcher sent the request; undefined on a route the product registered itself. */
    edgeRouting?: Routing;
  }
}

export type RoutedOperation = Extract<Routing, { kind: 'operation' }>;
/** What a gate did: let the request on (undefined), or answered it. */
export type Gated = undefined | 'answered';

/** Where a request without a request object came from. */
export interface RawSource {
  /** The request target as sent ('' when the parser could not read it). */
  target: string;
  authorization: string | undefined;
  address: string | undefined;
}

/** What differs between the products. */
export interface EdgeHooks {
  /** Writes an answer the edge decided (308, 404, 405, 400) on a reply: the product's problem body. */
  answer(request: FastifyRequest, reply: FastifyReply, answer: EdgeAnswer): unknown;
  /** The response to write on a socket for an answer the edge decided (no request object exists);
   *  the product may answer otherwise (the sandbox's rate-limit refusal). */
  rawAnswer(answer: EdgeAnswer, source: RawSource): RawResponse | Promise<RawResponse>;
  /** Runs a routed operation: the catch-all route's handler. */
  operation(request: FastifyRequest, reply: FastifyReply, routed: RoutedOperation): unknown;
  /** The error handler for everything the edge does not answer itself (the body limit). */
  error(error: FastifyError, request: FastifyRequest, reply: FastifyReply): unknown;
  /** Runs after the browser policy and before routing, on every request (the product's own routes
   *  too); an answered request goes no further. */
  gate?(request: FastifyRequest, reply: FastifyReply): Gated | Promise<Gated>;
  /** Headers of a preflight's 204 beyond the browser policy's (X-Request-Id). */
  preflightHeaders?(): Record<string, string>;
}

export interface HttpEdgeOptions extends EdgeHooks {
  /** The bundled document. */
  document: JsonObject;
  /** Request headers the product reads beyond the document's (the mock's `Prefer`). */
  extraRequestHeaders?: string[];
  /** The body limit when the document declares none (a test fixture). */
  fallbackBodyLimit?: number;
  /** Longest path segment before a path is malformed (createRouter's default otherwise). */
  maxSegmentLength?: number;
}

/** Fastify's server options the edge needs, spread into `Fastify({ ...edge.serverOptions })`. */
export interface EdgeServerOptions {
  bodyLimit: number;
  exposeHeadRoutes: boolean;
  http: ServerOptions;
  frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']>;
  clientErrorHandler: (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => void;
}

export interface HttpEdge {
  router: Router;
  cors: CorsPolicy;
  bodyLimit: number;
  serverOptions: EdgeServerOptions;
  /** Registers the edge on an app (not encapsulated: its hooks run for every route of the app). */
  plugin: (app: FastifyInstance, options: unknown, done: (error?: Error) => void) => void;
}

/** Marks the edge's catch-all route. */
const CATCH_ALL = 'httpEdgeCatchAll';

export function createHttpEdge(options: HttpEdgeOptions): HttpEdge {
  const { document } = options;
  const router = createRouter(readContract(document).paths, { maxSegmentLength: options.maxSegmentLength });
  const cors = corsPolicy(document, { extraRequestHeaders: options.extraRequestHeaders });
  const bodyLimit = bodyLimitOf(document, options.fallbackBodyLimit);
  const deprecations = deprecationTable(document);
  const sockets = socketWriter();
  const methods = [...new Set(router.paths.flatMap((path) => path.operations.map((op) => op.method)))];

  /** The edge routes what no route of the product took. */
  const routed = (request: FastifyRequest) =>
    request.is404 ||
    (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[CATCH_ALL] === true;
  const route = (request: FastifyRequest) => router.route(request.method, request.url);
  const notFound = () => routingAnswer({ kind: 'not_found' }, '', '') as EdgeAnswer;
  const routingAnswerOf = (request: FastifyRequest, routing: Routing) =>
    routingAnswer(routing, request.method, request.url);
  /** Where a socket goes: what the route matcher says of it, or 404. */
  const socketAnswer = (method: string, target: string) =>
    routingAnswer(router.route(method, target), method, target) ?? notFound();

  /** Runs the gate as a callback hook: `done` only when the request goes on. */
  const gateHook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    let gated: Gated | Promise<Gated>;
    try {
      gated = options.gate?.(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (gated instanceof Promise)
      gated.then(
        (result) => result !== 'answered' && done(),
        (error: Error) => done(error),
      );
    else if (gated !== 'answered') done();
  };

  const serverOptions: EdgeServerOptions = {
    bodyLimit,
    // The API offers no HEAD: 405 like any method a path lacks (docs/design/edge-answers.md#head-and-options).
    exposeHeadRoutes: false,
    // A missing Host is the product's to refuse (the sandbox's gate), not Node's empty 400.
    http: { requireHostHeader: false },
    // What Fastify's router refuses before any hook (a percent-encoding that does not decode): the
    // browser policy, the gate, then the route matcher's answer.
    frameworkErrors: (error, request, reply) => {
      reply.headers(cors.answerHeaders);
      const answer = () => {
        const decided =
          routingAnswerOf(request, route(request)) ??
          malformedAnswer('', `The request cannot be routed (${(error as { code?: string }).code}).`);
        return options.answer(request, reply, decided);
      };
      gateHook(request, reply, (failed) => {
        if (failed) void options.error(failed as unknown as FastifyError, request, reply);
        else void answer();
      });
    },
    // Node's HTTP parser refused the request: the product's problem as raw HTTP/1.1, then close.
    clientErrorHandler: (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
      if (!sockets.claim(socket, error.code)) return;
      const head = readHead(Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined);
      const source = { target: head.target ?? '', authorization: head.authorization, address: socket.remoteAddress };
      sockets.write(socket, options.rawAnswer(parseErrorAnswer(error.code, head.badHeader), source));
    },
  };

  const plugin: HttpEdge['plugin'] = (app, _options, done) => {
    // CONNECT never reaches Fastify: answered like any method a path lacks, or 404.
    app.server.on('connect', (request: IncomingMessage, socket: Socket) => {
      const target = request.url ?? '';
      const source = { target, authorization: request.headers.authorization, address: socket.remoteAddress };
      sockets.write(socket, options.rawAnswer(socketAnswer(request.method ?? 'CONNECT', target), source));
    });
    // An Expect other than 100-continue would get Node's bare 417: the request goes on, for the product to refuse.
    app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));

    // Bodies are kept raw: the product parses them (the sandbox) or forwards them (the mock).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, next) => next(null, body));

    app.addHook('onRequest', (request, reply, next) => {
      if (isPreflight(request.method, request.headers)) {
        void reply
          .code(PREFLIGHT_STATUS)
          .headers({ ...options.preflightHeaders?.(), ...cors.preflightHeaders })
          .send();
        return;
      }
      reply.headers(cors.answerHeaders);
      if (routed(request)) request.edgeRouting = route(request);
      next();
    });
    if (options.gate) app.addHook('onRequest', gateHook);
    app.addHook('onRequest', (request, reply, next) => {
      const routing = request.edgeRouting;
      const answer = routing && routingAnswerOf(request, routing);
      if (answer) void options.answer(request, reply, answer);
      else next();
    });
    if (deprecations.size > 0) {
      app.addHook('onSend', (request, reply, payload, next) => {
        const routing = request.edgeRouting;
        if (routing?.kind === 'operation') {
          const headers = deprecations.get(operationKey(routing.operation.method, routing.path.template));
          if (headers) reply.headers(headers);
        }
        next(null, payload);
      });
    }

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return options.answer(request, reply, bodyTooLargeAnswer(bodyLimit));
      return options.error(error, request, reply);
    });
    app.setNotFoundHandler((request, reply) => options.answer(request, reply, notFound()));
    app.route({
      method: methods,
      url: '*',
      config: { [CATCH_ALL]: true },
      handler: (request, reply) => {
        const routing = request.edgeRouting;
        if (routing?.kind === 'operation') return options.operation(request, reply, routing);
        return options.answer(request, reply, notFound());
      },
    });
    done();
  };
  // Not encapsulated (what fastify-plugin does): the hooks, parser and handlers apply to the whole app.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });

  return { router, cors, bodyLimit, serverOptions, plugin };
}
