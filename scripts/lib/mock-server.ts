// The mock server: Prism on an internal loopback port, behind a small front on the public port.
//
// Prism answers almost everything by itself from the document: 401 without a bearer token, 400
// for invalid parameters and bodies, and any documented status and example on request
// (`Prefer: code=400, example=invalid_state`). Two answers it cannot give, because its HTTP layer
// rejects the request before Prism sees it or picks the first 400 example:
//   - a body that is not well-formed JSON gets micri's `{"error":{"code":"invalid_json"}}`, not our
//     problem document, and none of our headers;
//   - a body of a media type the operation does not accept gets the first 400 example
//     (`validation_failed`) instead of the one for that error.
// For those two the front forwards the request to Prism with `Prefer: code=400, example=<key>`,
// naming the operation's own 400 example of that error code (found in the document), so the
// answer is the documented one, headers included.
import * as fs from 'node:fs';
import * as http from 'node:http';
import { parse } from 'yaml';
import { deprecationTableOfFile, operationKey } from './deprecation-headers.js';
import { freePort, LOOPBACK } from './ports.js';
import { startPrism, type PrismLogLevel } from './prism.js';

/** Error codes (openapi/introduction.md) of the two answers Prism cannot choose by itself. */
const MALFORMED_JSON_CODE = 'invalid_json';
const UNSUPPORTED_MEDIA_TYPE_CODE = 'unsupported_media_type';
const BODY_LIMIT = 10 * 1024 * 1024; // Prism's own limit
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface MockOptions {
  /** The bundled document (generated/openapi.json or .yaml). */
  document: string;
  /** The public port on 127.0.0.1 (0: any free port). */
  port: number;
  logLevel?: PrismLogLevel;
  onOutput?: (text: string) => void;
}

export interface MockServer {
  url: string;
  stop(): Promise<void>;
}

export async function startMock(options: MockOptions): Promise<MockServer> {
  const routes = readRoutes(options.document);
  const deprecations = deprecationTableOfFile(options.document);
  const prism = await startPrismWithRetry(options);
  const prismUrl = new URL(prism.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const front = http.createServer((request, response) => {
    void forward(request, response, { routes, deprecations, agent, host: prismUrl.hostname, port: Number(prismUrl.port) });
  });
  front.keepAliveTimeout = 5_000;
  try {
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(options.port, LOOPBACK, () => resolve());
    });
  } catch (error) {
    await prism.stop();
    const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw busy ? new Error(`port ${options.port} on ${LOOPBACK} is in use; choose another with --port or PORT`) : error;
  }
  const address = front.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${LOOPBACK}:${port}`,
    async stop() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      agent.destroy();
      await prism.stop();
    },
  };
}

/** The first GET path of the document without path parameters: a collection to try with curl. */
export function firstCollectionPath(documentFile: string): string {
  const route = readRoutes(documentFile).find((candidate) => candidate.method === 'get' && candidate.templated === 0);
  return route?.path ?? '/';
}

/** The internal port is free when chosen but could be taken before Prism binds it: try again. */
async function startPrismWithRetry(options: MockOptions) {
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const port = await freePort();
      return await startPrism({ document: options.document, port, logLevel: options.logLevel, onOutput: options.onOutput });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  templated: number; // number of {parameters}: literal paths win over templated ones, as in Prism
  mediaTypes: string[]; // of the request body; empty when the operation takes none
  badRequestExample: Map<string, string>; // error code → example key of the operation's 400 response
}

interface ForwardContext {
  routes: Route[];
  /** Deprecation headers of the deprecated operations (scripts/lib/deprecation-headers.ts), sent on each of their answers. */
  deprecations: Map<string, Record<string, string>>;
  agent: http.Agent;
  host: string;
  port: number;
}

async function forward(request: http.IncomingMessage, response: http.ServerResponse, context: ForwardContext) {
  let body: Buffer;
  try {
    body = await readBody(request);
  } catch {
    response.writeHead(413).end();
    return;
  }
  const headers = { ...request.headers };
  delete headers.host;
  delete headers.connection;
  delete headers['transfer-encoding'];
  let violation: string | undefined;

  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const route = findRoute(context.routes, request.method ?? 'GET', new URL(request.url ?? '/', 'http://mock').pathname);
  if (body.length > 0 && isJsonMediaType(mediaType)) {
    const problem = jsonProblem(body);
    if (problem !== undefined) {
      // Prism's HTTP layer would fail on this body: send none. An operation that takes a body
      // answers its documented 400 for malformed JSON; one that takes none ignores the body.
      body = Buffer.alloc(0);
      delete headers['content-type'];
      const key = route?.mediaTypes.length ? route.badRequestExample.get(MALFORMED_JSON_CODE) : undefined;
      if (key !== undefined) {
        headers.prefer = `code=400, example=${key}`;
        violation = JSON.stringify([
          { location: ['request', 'body'], severity: 'Error', code: MALFORMED_JSON_CODE, message: `Request body is not valid JSON: ${problem}` },
        ]);
      }
    }
  } else if (body.length > 0 && route?.mediaTypes.length && !route.mediaTypes.includes(mediaType)) {
    const key = route.badRequestExample.get(UNSUPPORTED_MEDIA_TYPE_CODE);
    if (key !== undefined) headers.prefer = `code=400, example=${key}`;
  }
  headers['content-length'] = String(body.length);

  const upstream = http.request(
    { host: context.host, port: context.port, method: request.method, path: request.url, headers, agent: context.agent },
    (answer) => {
      const raw: string[] = [];
      // Prism sends its own `Deprecation: true` (an old draft) on a deprecated operation: replaced.
      const deprecation = route ? context.deprecations.get(operationKey(route.method, route.path)) : undefined;
      const replaced = new Set(Object.keys(deprecation ?? {}).map((name) => name.toLowerCase()));
      for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i] as string;
        if (replaced.has(name.toLowerCase())) continue;
        if (violation !== undefined && name.toLowerCase() === 'sl-violations') continue;
        raw.push(name, answer.rawHeaders[i + 1] as string);
      }
      if (violation !== undefined) raw.push('sl-violations', violation);
      for (const [name, value] of Object.entries(deprecation ?? {})) raw.push(name, value);
      response.writeHead(answer.statusCode ?? 502, raw);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`The mock could not reach Prism: ${error.message}\n`);
  });
  upstream.end(body);
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The parser's message when the body is not well-formed JSON, else undefined. */
function jsonProblem(body: Buffer): string | undefined {
  try {
    JSON.parse(body.toString('utf8'));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The media types Prism's HTTP layer parses as JSON (application/json, application/*+json). */
function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || /^application\/[^/]+\+json$/.test(mediaType);
}

function findRoute(routes: Route[], method: string, pathname: string): Route | undefined {
  const lower = method.toLowerCase();
  return routes.find((route) => route.method === lower && route.pattern.test(pathname));
}

/** Every operation of the document: its path as a pattern, its body media types, its 400 examples. */
function readRoutes(documentFile: string): Route[] {
  const text = fs.readFileSync(documentFile, 'utf8');
  const document = (documentFile.endsWith('.json') ? JSON.parse(text) : parse(text)) as Record<string, unknown>;
  const resolve = (value: unknown): Record<string, unknown> => {
    let current = value;
    for (let depth = 0; depth < 10 && isRecord(current) && typeof current.$ref === 'string'; depth++) {
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document);
    }
    return isRecord(current) ? current : {};
  };
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(resolve(document.paths))) {
    const segments = template.split(/(\{[^}]+\})/);
    const pattern = new RegExp(`^${segments.map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : escapeRegExp(part))).join('')}$`);
    const templated = segments.filter((part) => /^\{.+\}$/.test(part)).length;
    for (const [method, value] of Object.entries(resolve(item))) {
      if (!METHODS.includes(method)) continue;
      const operation = resolve(value);
      const mediaTypes = Object.keys(resolve(resolve(operation.requestBody).content));
      const badRequestExample = new Map<string, string>();
      const badRequest = resolve(resolve(operation.responses)['400']);
      for (const media of Object.values(resolve(badRequest.content))) {
        for (const [key, example] of Object.entries(resolve(resolve(media).examples))) {
          const code = resolve(resolve(example).value).code;
          if (typeof code === 'string' && !badRequestExample.has(code)) badRequestExample.set(code, key);
        }
      }
      routes.push({ method, path: template, pattern, templated, mediaTypes, badRequestExample });
    }
  }
  return routes.sort((a, b) => a.templated - b.templated); // stable: document order otherwise
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
