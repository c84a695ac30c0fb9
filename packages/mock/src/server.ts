// The mock server: Prism on an internal loopback port, behind a small front on the public port: a
// Fastify app behind the shared HTTP edge (@vps-hosting/http-edge/fastify), the one the sandbox uses.
//
// Prism answers almost everything by itself from the document: 401 without a bearer token, 400
// for invalid parameters and bodies, and any documented status and example on request
// (`Prefer: code=400, example=invalid_state`). The front answers what Prism cannot, or would
// answer outside the contract (docs/design/edge-answers.md), from the document's problem examples (answers.ts).
// The shared edge decides, and the hooks below write:
//   - a path without its final slash: 308 to the slash form; a path of no template: 404
//     `not_found`; a method the path lacks (HEAD, OPTIONS and TRACE included): 405 with `Allow`;
//   - a path whose percent-encoding does not decode, a request Node cannot parse (a control
//     character in a header, an oversized header section, Content-Length with Transfer-Encoding),
//     a body over the document's limit (packages/http-edge/src/body-limit.ts): 400 `validation_failed`;
//   - a CORS preflight: 204 with the browser policy the sandbox shares (packages/http-edge/src/cors.ts), whose
//     headers also replace Prism's on every other answer;
//   - the deprecation headers on every answer of a deprecated operation, in place of Prism's own.
// Once the edge routed a request to its operation (operation.ts, then forward.ts to Prism):
//   - headers of a `default` answer that the document sends with other statuses only
//     (`x-sent-on`: no Allow on a 503, no Retry-After on a 405) are left out of Prism's answer;
//   - query parameters the operation does not take, once the bearer token is there: 400;
//   - a `Prefer` asking for a status the operation lacks: 400; one Prism cannot serve, and Prism's
//     own errors: replaced by the document's answer;
//   - the bearer scheme in any letter case: rewritten to `Bearer` before Prism sees it;
//   - a JSON body with a property name outside Latin-1 (Prism would echo it in its `sl-violations`
//     header, throw and exit) or absurdly deep: 400 `validation_failed` (unknown field);
//   - a body that is not well-formed JSON, or of a media type the operation does not accept: sent
//     on to Prism with `Prefer: code=400, example=<key>` naming the operation's own 400 example
//     of that error (Prism's HTTP layer would give its own error or the first 400 example).
// Every answer gets a request id of its own (request-id.ts), and Prism's `sl-violations` header is
// dropped unless `violations` asks for it.
// Prism itself is supervised (prism-supervisor.ts): if it exits, it is started again at once, and
// a request it failed gets 503 `service_unavailable` with Retry-After.
import { createRequire } from 'node:module';
import * as http from 'node:http';
import Fastify, { type FastifyError } from 'fastify';
import { malformedAnswer } from '@vps-hosting/http-edge';
import { createHttpEdge } from '@vps-hosting/http-edge/fastify';
import { problemExample, readContract } from './contract.js';
import { FORWARD_CODES, sendAnswer, unavailable } from './forward.js';
import { type FrontContext, OPERATION_CODES, operationOf, runOperation } from './operation.js';
import { LOOPBACK } from './ports.js';
import type { PrismLogLevel } from './prism.js';
import { PrismSupervisor } from './prism-supervisor.js';
import { written } from './written.js';
import { registerRequestIds, withFreshRequestId } from './request-id.js';

const HEADER_SECTION_LIMIT = 16 * 1024; // a larger header section is a malformed request
const KEEP_ALIVE_MS = 5_000;
/** The response header of the request id (components/headers; a fresh UUID is sent, src/request-id.ts). */
const REQUEST_ID = 'x-request-id';

export interface MockOptions {
  /** The bundled document, JSON or YAML (default: @vps-hosting/api's openapi.json, apiDocument()). */
  document?: string;
  /** The public port on 127.0.0.1 (0: any free port). */
  port: number;
  logLevel?: PrismLogLevel;
  onOutput?: (text: string) => void;
  /**
   * Send every request on to Prism, even those known to crash it (default false). Only for the
   * test that proves the supervision: a crashed Prism is replaced and the request gets a 503.
   */
  unguarded?: boolean;
  /**
   * Pass on Prism's `sl-violations` header, its report of what in a request or answer breaks the
   * document (default false: it is Prism's, not the API's). For tests that want Prism's verdict.
   */
  violations?: boolean;
}

export interface MockServer {
  url: string;
  /** Prism's process id now (it changes when Prism is started again) and its restarts so far. */
  prism(): Promise<{ pid: number; restarts: number }>;
  stop(): Promise<void>;
}

/** The file of the bundled document of the installed @vps-hosting/api (its package export
 *  `@vps-hosting/api/openapi.json`; in the repository, generated/openapi.json). */
export function apiDocument(): string {
  return createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json');
}

export async function startMock(given: MockOptions): Promise<MockServer> {
  const options = { ...given, document: given.document ?? apiDocument() };
  const contract = readContract(options.document);
  for (const code of [...Object.values(OPERATION_CODES), ...Object.values(FORWARD_CODES)]) {
    problemExample(contract, code); // each answer has its example
  }
  const supervisor = await PrismSupervisor.start({
    document: options.document,
    logLevel: options.logLevel,
    onOutput: options.onOutput,
    onRestart: (reason) => options.onOutput?.(`[mock] ${reason}; starting Prism again\n`),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const context: FrontContext = {
    contract,
    supervisor,
    agent,
    unguarded: options.unguarded === true,
    violations: options.violations === true,
  };

  const edge = createHttpEdge({
    document: contract.document,
    extraRequestHeaders: contract.extraRequestHeaders,
    fallbackBodyLimit: contract.bodyLimit,
    answer: (request, reply, decided) =>
      sendAnswer(reply, written(contract, request.url, decided, operationOf(context, routedOf(request.edgeRouting)))),
    rawAnswer: (decided, source) =>
      withFreshRequestId(written(contract, source.target.startsWith('/') ? source.target : '/', decided)),
    operation: (request, reply, routed) => runOperation(context, request, reply, routed),
    error: (error: FastifyError, request, reply) => {
      if (reply.sent || reply.raw.headersSent) return void reply.raw.destroy();
      const operation = operationOf(context, routedOf(request.edgeRouting));
      // Fastify's own refusals of a request are malformed requests; anything else is the front's failure.
      if (error.statusCode !== undefined && error.statusCode < 500) {
        const detail = error.message.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 500);
        return sendAnswer(reply, written(contract, request.url, malformedAnswer('', detail), operation));
      }
      options.onOutput?.(`[mock] ${String(error)}\n`);
      return sendAnswer(reply, unavailable(context, request.url, operation));
    },
    // A preflight's 204 carries an X-Request-Id (the example's name; a fresh value replaces it on sending).
    preflightHeaders: () => {
      const requestId = [...contract.headerExamples].find(([name]) => name.toLowerCase() === REQUEST_ID);
      if (!requestId) throw new Error('components/headers has no X-Request-Id');
      return Object.fromEntries([requestId]);
    },
  });
  const app = Fastify({
    ...edge.serverOptions,
    http: { ...edge.serverOptions.http, maxHeaderSize: HEADER_SECTION_LIMIT },
    keepAliveTimeout: KEEP_ALIVE_MS,
    forceCloseConnections: true,
  });
  app.register(edge.plugin);
  registerRequestIds(app);
  try {
    await app.listen({ host: LOOPBACK, port: options.port });
  } catch (error) {
    await app.close().catch(() => undefined);
    await supervisor.stop();
    const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw busy ? new Error(`port ${options.port} on ${LOOPBACK} is in use; choose another with --port or PORT`) : error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${LOOPBACK}:${port}`,
    async prism() {
      const prism = await supervisor.prism();
      return { pid: prism.pid, restarts: supervisor.restarts };
    },
    async stop() {
      await app.close();
      agent.destroy();
      await supervisor.stop();
    },
  };
}

/** The first GET path of the document without path parameters: a collection to try with curl. */
export function firstCollectionPath(documentFile: string = apiDocument()): string {
  const path = readContract(documentFile).paths.find(
    (candidate) => candidate.parameters.length === 0 && candidate.operations.some((op) => op.method === 'get'),
  );
  return path?.template ?? '/';
}

function routedOf<T extends { kind: string }>(routing: T | undefined): Extract<T, { kind: 'operation' }> | undefined {
  return routing?.kind === 'operation' ? (routing as Extract<T, { kind: 'operation' }>) : undefined;
}
