// The mock server: Prism on an internal loopback port, behind a small front on the public port.
//
// Prism answers almost everything by itself from the document: 401 without a bearer token, 400
// for invalid parameters and bodies, and any documented status and example on request
// (`Prefer: code=400, example=invalid_state`). The front answers what Prism cannot, or would
// answer outside the contract (docs/design/edge-answers.md), from the document's problem examples (mock-answers.ts):
//   - a path without its final slash: 308 to the slash form; a path of no template: 404
//     `not_found`; a method the path lacks (HEAD, OPTIONS and TRACE included): 405 with `Allow`;
//   - a path whose percent-encoding does not decode, a request Node cannot parse (a control
//     character in a header, an oversized header section, Content-Length with Transfer-Encoding),
//     a body over the document's limit (packages/http-edge/src/body-limit.ts): 400 `validation_failed`;
//   - a CORS preflight: 204 with the browser policy the sandbox shares (packages/http-edge/src/cors.ts), whose
//     headers also replace Prism's on every other answer;
//   - headers of a `default` answer that the document sends with other statuses only
//     (`x-sent-on`: no Allow on a 503, no Retry-After on a 405) are left out of Prism's answer;
//   - query parameters the operation does not take, once the bearer token is there: 400;
//   - the bearer scheme in any letter case: rewritten to `Bearer` before Prism sees it;
//   - a JSON body with a property name outside Latin-1 (Prism would echo it in its `sl-violations`
//     header, throw and exit) or absurdly deep: 400 `validation_failed` (unknown field);
//   - a body that is not well-formed JSON, or of a media type the operation does not accept: sent
//     on to Prism with `Prefer: code=400, example=<key>` naming the operation's own 400 example
//     of that error (Prism's HTTP layer would give its own error or the first 400 example).
// Prism itself is supervised (prism-supervisor.ts): if it exits, it is started again at once, and
// a request it failed gets 503 `service_unavailable` with Retry-After.
import * as http from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import {
  bodyTooLargeAnswer,
  deprecationTableOfFile,
  type EdgeAnswer,
  isCorsHeader,
  isPreflight,
  operationKey,
  PREFLIGHT_STATUS,
  parseErrorAnswer,
  readHead,
  type Routing,
  routingAnswer,
  splitTarget,
  unknownQueryAnswer,
  unknownQueryErrors,
  withDeprecationHeaders,
} from '@vps-hosting/http-edge';
import { emptyAnswer, problemAnswer, rawAnswer, RETRY_AFTER, sendAnswer, type Answer } from './answers.js';
import { problemExample, readContract, sentWith, type MockContract, type Operation } from './contract.js';
import { normalisedAuthorization, preferProblem, unreportableKeys } from './request.js';
import { LOOPBACK } from './ports.js';
import type { PrismLogLevel, PrismProcess } from './prism.js';
import { PrismSupervisor } from './prism-supervisor.js';

/** Error codes (openapi/introduction.md) of the answers the front gives or picks itself. */
const CODES = {
  validationFailed: 'validation_failed',
  malformedJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  serviceUnavailable: 'service_unavailable',
  internalError: 'internal_error',
} as const;
/** Prism's own errors (not the document's) have a `type` under this URL. */
const PRISM_ERROR_TYPE = 'https://stoplight.io/prism/errors';
const PRISM_ERROR_LIMIT = 64 * 1024;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const HEADER_SECTION_LIMIT = 16 * 1024; // a larger header section is a malformed request
const MAX_FIELD_ERRORS = 100; // Problem.errors maxItems
const MAX_BODY_DEPTH = 32; // no request schema nests nearly as deep
const MAX_RETRIES = 2; // of a request that never reached Prism
const RESTART_NOTICE_MS = 2_000; // how long a refused connection waits to see Prism's exit

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
  for (const code of Object.values(CODES)) problemExample(contract, code); // each answer has its example
  const supervisor = await PrismSupervisor.start({
    document: options.document,
    logLevel: options.logLevel,
    onOutput: options.onOutput,
    onRestart: (reason) => options.onOutput?.(`[mock] ${reason}; starting Prism again\n`),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const context: FrontContext = { contract, supervisor, agent, unguarded: options.unguarded === true };
  context.deprecations = deprecationTableOfFile(options.document);
  const front = http.createServer({ maxHeaderSize: HEADER_SECTION_LIMIT }, (request, response) => {
    handle(request, response, context).catch((error: unknown) => {
      options.onOutput?.(`[mock] ${String(error)}\n`);
      if (response.headersSent) response.destroy();
      else sendAnswer(response, unavailable(context, request.url ?? '/', undefined));
    });
  });
  // CONNECT never reaches the request handler: answer it like any method a path lacks.
  front.on('connect', (request: http.IncomingMessage, socket: Socket) => {
    socket.on('error', () => socket.destroy());
    const answer =
      ownAnswer(contract, request.url ?? '/', 'CONNECT', contract.router.route('CONNECT', request.url ?? '/')) ??
      problemAnswer(contract, {
        code: CODES.notFound,
        target: request.url ?? '/',
        detail: 'The API has no path like this one.',
      });
    socket.end(rawAnswer(answer));
  });
  front.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
    answerUnparsable(contract, error, socket);
  });
  front.keepAliveTimeout = 5_000;
  try {
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(options.port, LOOPBACK, () => resolve());
    });
  } catch (error) {
    await supervisor.stop();
    const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw busy ? new Error(`port ${options.port} on ${LOOPBACK} is in use; choose another with --port or PORT`) : error;
  }
  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${LOOPBACK}:${port}`,
    async prism() {
      const prism = await supervisor.prism();
      return { pid: prism.pid, restarts: supervisor.restarts };
    },
    async stop() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
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

interface FrontContext {
  contract: MockContract;
  supervisor: PrismSupervisor;
  agent: http.Agent;
  unguarded: boolean;
  /** Deprecation headers of the deprecated operations, sent on each of their answers (issue 12). */
  deprecations?: Map<string, Record<string, string>>;
}

async function handle(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  context: FrontContext,
): Promise<void> {
  const { contract } = context;
  const target = request.url ?? '/';
  if (isPreflight(request.method, request.headers)) {
    request.resume();
    sendAnswer(response, preflightAnswer(contract));
    return;
  }
  for (const [name, value] of Object.entries(contract.cors.answerHeaders)) response.setHeader(name, value);
  const { query } = splitTarget(target);
  const method = request.method ?? 'GET';
  const routing = contract.router.route(method, target);
  const problem = (input: Omit<Parameters<typeof problemAnswer>[1], 'target'>) =>
    problemAnswer(contract, { target, ...input });
  const answer = ownAnswer(contract, target, method, routing);
  const operation =
    routing.kind === 'operation' ? contract.operationAt(routing.operation.method, routing.path.template) : undefined;
  if (answer || !operation) {
    request.resume();
    sendAnswer(response, answer ?? problem({ code: CODES.notFound, detail: 'The API has no path like this one.' }));
    return;
  }
  withDeprecationHeaders(response, context.deprecations?.get(operationKey(operation.method, operation.template)));

  const authorization = normalisedAuthorization(request.headers.authorization);
  const authenticated = authorization.valid || !operation.secured;
  const unknown =
    authenticated && query !== undefined
      ? unknownQueryAnswer(
          unknownQueryErrors(new URLSearchParams(query).keys(), operation.queryParameters, MAX_FIELD_ERRORS),
        )
      : undefined;
  if (unknown) {
    request.resume();
    sendAnswer(response, written(contract, target, unknown, operation));
    return;
  }

  const prefer = authenticated ? preferProblem(operation, headerText(request.headers.prefer)) : undefined;
  if (prefer) {
    request.resume();
    sendAnswer(
      response,
      problem({
        code: CODES.validationFailed,
        detail: 'The Prefer header asks for an answer the operation does not have.',
        errors: [prefer],
        operation,
      }),
    );
    return;
  }

  let body: Buffer;
  try {
    body = await readBody(request, contract.bodyLimit);
  } catch {
    response.shouldKeepAlive = false;
    sendAnswer(response, written(contract, target, bodyTooLargeAnswer(contract.bodyLimit), operation));
    return;
  }

  const headers = { ...request.headers };
  delete headers.host;
  delete headers.connection;
  delete headers['transfer-encoding'];
  if (authorization.header !== undefined) headers.authorization = authorization.header;
  let violation: string | undefined;
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (body.length > 0 && isJsonMediaType(mediaType)) {
    const parsed = parseJson(body);
    if (!parsed.ok) {
      // Prism's HTTP layer would fail on this body: send none. An operation that takes a body
      // answers its documented 400 for malformed JSON; one that takes none ignores the body.
      body = Buffer.alloc(0);
      delete headers['content-type'];
      const key = operation.mediaTypes.length ? operation.badRequestExample.get(CODES.malformedJson) : undefined;
      if (key !== undefined) {
        headers.prefer = `code=400, example=${key}`;
        violation = JSON.stringify([
          {
            location: ['request', 'body'],
            severity: 'Error',
            code: CODES.malformedJson,
            message: `Request body is not valid JSON: ${parsed.error}`,
          },
        ]);
      }
    } else if (authenticated && operation.mediaTypes.length > 0 && !context.unguarded) {
      const fields = unreportableKeys(parsed.value, MAX_BODY_DEPTH, MAX_FIELD_ERRORS);
      if (fields.length > 0) {
        const detail = `The request body has ${fields.length} unknown field${fields.length === 1 ? '' : 's'}.`;
        const errors = fields.map((field) => ({
          field,
          code: 'unknown_field',
          message: 'The request body has no field of this name here.',
        }));
        sendAnswer(response, problem({ code: CODES.validationFailed, detail, errors, operation }));
        return;
      }
    }
  } else if (body.length > 0 && operation.mediaTypes.length && !operation.mediaTypes.includes(mediaType)) {
    const key = operation.badRequestExample.get(CODES.unsupportedMediaType);
    if (key !== undefined) headers.prefer = `code=400, example=${key}`;
  }
  headers['content-length'] = String(body.length);
  await forward(request, response, context, { headers, body, violation, operation });
}

/** The front's own answer for a request that reaches no operation (308, 404, 405, 400), else undefined:
 *  the shared edge decides it (packages/http-edge/src/answers.ts), the front writes it. */
function ownAnswer(contract: MockContract, target: string, method: string, routing: Routing): Answer | undefined {
  const decided = routingAnswer(routing, method, target);
  return decided && written(contract, target, decided);
}

/** An answer the shared edge decided, as the front writes it: a problem from the document's example
 *  of its code, with the headers every response carries (and the operation's, when there is one). */
function written(contract: MockContract, target: string, decided: EdgeAnswer, operation?: Operation): Answer {
  const extraHeaders = Object.entries(decided.headers);
  if (decided.kind === 'redirect') return emptyAnswer(contract, decided.status, extraHeaders);
  return problemAnswer(contract, {
    code: decided.code,
    target,
    detail: decided.detail,
    errors: decided.errors,
    operation,
    extraHeaders,
  });
}

interface Forwarded {
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
  violation: string | undefined;
  operation: Operation;
}

/**
 * Sends the request to Prism and its answer back; a Prism that is gone or fails gets a 503. An
 * error answer is read first: one of Prism's own errors (its `type` is under Prism's URL: a
 * `Prefer` it cannot serve, or its own failure), or a status the operation does not document, is
 * replaced by the document's answer (400 naming the Prefer header when one was sent, else 500).
 */
async function forward(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  context: FrontContext,
  sent: Forwarded,
): Promise<void> {
  const relay = (answer: http.IncomingMessage, body?: Buffer) => {
    const status = answer.statusCode ?? 500;
    const raw: string[] = [];
    for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
      const name = answer.rawHeaders[i] as string;
      if (HOP_BY_HOP.has(name.toLowerCase())) continue; // this connection's, not Prism's (RFC 9110 §7.6.1)
      if (sent.violation !== undefined && name.toLowerCase() === 'sl-violations') continue;
      if (isCorsHeader(name)) continue; // Prism's own policy; the front set the shared one (handle)
      if (!sentWith(sent.operation, name, status)) continue;
      raw.push(name, answer.rawHeaders[i + 1] as string);
    }
    if (sent.violation !== undefined) raw.push('sl-violations', sent.violation);
    response.writeHead(status, raw);
    if (body) response.end(body);
    else {
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    }
  };
  const fail = () => {
    if (!response.headersSent) sendAnswer(response, unavailable(context, request.url ?? '/', sent.operation));
    else response.destroy();
  };
  const attempt = async (retries: number) => {
    let prism: PrismProcess;
    try {
      prism = await context.supervisor.prism();
    } catch {
      return fail();
    }
    const prismUrl = new URL(prism.url);
    const upstream = http.request(
      {
        host: prismUrl.hostname,
        port: Number(prismUrl.port),
        method: request.method,
        path: request.url,
        headers: sent.headers,
        agent: context.agent,
      },
      (answer) => {
        const status = answer.statusCode ?? 500;
        if (status < 400) return relay(answer);
        readLimited(answer, PRISM_ERROR_LIMIT).then(
          (body) => {
            if (body && sent.operation.statuses.has(status) && !isPrismError(body)) relay(answer, body);
            else sendAnswer(response, replacedPrismError(context, request, sent.operation, status));
          },
          () => response.destroy(),
        );
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (retries === 0) return fail();
      // A keep-alive socket closed just as it was reused (Prism's idle timeout, or Prism gone):
      // once more on a new one.
      if (upstream.reusedSocket) return void attempt(retries - 1);
      // Prism had died before this request reached it: once more on the one started instead. (A
      // request that reached Prism and died with it is not sent again: it may be what killed it.)
      if (error.code === 'ECONNREFUSED')
        return void settlesWithin(prism.exited, RESTART_NOTICE_MS).then(() => attempt(retries - 1));
      fail();
    });
    upstream.end(sent.body);
  };
  await attempt(MAX_RETRIES);
}

/** Prism's own error (its `type` under Prism's URL), or an error body too large to be one of ours. */
function isPrismError(body: Buffer | undefined): boolean {
  if (body === undefined) return true;
  return body.subarray(0, 1024).toString('utf8').includes(`"${PRISM_ERROR_TYPE}`);
}

/** The document's answer in place of one of Prism's own errors. */
function replacedPrismError(
  context: FrontContext,
  request: http.IncomingMessage,
  operation: Operation,
  status: number,
): Answer {
  const target = request.url ?? '/';
  if (request.headers.prefer !== undefined) {
    return problemAnswer(context.contract, {
      code: CODES.validationFailed,
      target,
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
  return problemAnswer(context.contract, {
    code: CODES.internalError,
    target,
    detail: `The mock failed to answer (Prism answered ${status}).`,
    operation,
  });
}

/** 503 `service_unavailable` while Prism is (re)started, with how long that takes as Retry-After. */
function unavailable(context: FrontContext, target: string, operation: Operation | undefined): Answer {
  return problemAnswer(context.contract, {
    code: CODES.serviceUnavailable,
    target,
    detail: "The mock's Prism stopped while answering and is being started again; retry shortly.",
    operation,
    extraHeaders: [[RETRY_AFTER, String(context.supervisor.restartSeconds)]],
  });
}

/**
 * A request Node could not parse: 400 `validation_failed` as raw bytes, then the connection
 * closes. A control character in a header value names that header (`header/<name>`).
 */
function answerUnparsable(
  contract: MockContract,
  error: NodeJS.ErrnoException & { rawPacket?: Buffer },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const head = readHead(error.rawPacket);
  const target = head.target?.startsWith('/') ? head.target : '/';
  socket.end(rawAnswer(written(contract, target, parseErrorAnswer(error.code, head.badHeader))));
}

/** A CORS preflight's 204: the shared policy's headers and the document's X-Request-Id example. */
function preflightAnswer(contract: MockContract): Answer {
  const requestId = [...contract.headerExamples].find(([name]) => name.toLowerCase() === 'x-request-id');
  if (!requestId) throw new Error('components/headers has no X-Request-Id');
  return { status: PREFLIGHT_STATUS, headers: [requestId, ...Object.entries(contract.cors.preflightHeaders)] };
}

function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Read no further: the answer closes the connection (shouldKeepAlive false).
        request.removeAllListeners('data');
        request.pause();
        reject(new Error('body too large'));
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The parsed body, or the parser's message when it is not well-formed JSON. */
function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The media types Prism's HTTP layer parses as JSON (application/json, application/*+json). */
function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType);
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

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
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
