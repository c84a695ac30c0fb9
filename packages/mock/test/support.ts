// Helpers of the mock's own tests: a mock on a free port, raw HTTP over a socket (for requests
// fetch will not send), and the check that an answer is one the document allows for its request.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as net from 'node:net';
import {
  type ContractMedia,
  type ContractOperation,
  type ContractParameter,
  pointerOf,
  readContract,
} from '@vps-hosting/api/contract';
import { startMock, type MockOptions, type MockServer } from '@vps-hosting/mock';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/** The document the mock serves (the installed @vps-hosting/api's), and its contract model. */
export const documentFile = createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json');
export const contract = readContract(JSON.parse(readFileSync(documentFile, 'utf8')));

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';
/** The statuses the edge adds to every path, beside each operation's own (docs/design/edge-answers.md). */
export const REDIRECT = 308;
export const NOT_FOUND = 404;
export const METHOD_NOT_ALLOWED = 405;
export const MALFORMED = 400;

export function startTestMock(options: Partial<MockOptions> = {}): Promise<MockServer> {
  return startMock({ document: documentFile, port: 0, logLevel: 'silent', ...options });
}

/** An error code of the document's ErrorCode enum (fails when the document lacks it). */
export function documentedCode(code: string): string {
  const codes = contract.resolver.resolve({ $ref: '#/components/schemas/ErrorCode' }).enum as string[];
  if (!codes.includes(code)) throw new Error(`ErrorCode has no "${code}"`);
  return code;
}

/** The HTTP status the document's named problem example of a code carries. */
export function statusOfCode(code: string): number {
  const documented = documentedCode(code);
  const example = contract.examples.find((candidate) => (candidate.value as { code?: string })?.code === documented);
  const status = (example?.value as { status?: unknown } | undefined)?.status;
  if (typeof status !== 'number') throw new Error(`no named problem example with code ${code}`);
  return status;
}

/** A parameter's documented example: its `example`, else the first of its `examples` (not the schema's example
 *  the contract model's `example` falls back to), the choice of the conformance suite's requests. */
export function parameterExample(parameter: ContractParameter): unknown {
  return parameter.node.example ?? parameter.examples[0]?.value;
}

/** A parameter's documented example as the string sent on the wire (fails when it has none). */
export function parameterValue(operation: ContractOperation, parameter: ContractParameter): string {
  const example = parameterExample(parameter);
  if (example === undefined)
    throw new Error(`${operation.label}: ${parameter.in} parameter "${parameter.name}" has no example`);
  return typeof example === 'string' ? example : JSON.stringify(example);
}

/** The JSON media type of an operation's request body, with its first named example (fails when it has none). */
export function jsonBodyExample(operation: ContractOperation): { media: ContractMedia; value: unknown } | undefined {
  const body = operation.requestBody;
  if (!body) return undefined;
  const media = body.content.find((candidate) => /^application\/(.+\+)?json$/.test(candidate.mediaType));
  if (!media) throw new Error(`${operation.label}: the request body has no JSON media type`);
  const first = media.examples.find((example) => example.value !== undefined);
  if (!first) throw new Error(`${operation.label}: the request body has no named example`);
  return { media, value: first.value };
}

/** Ajv over the whole document: the Problem schema compiled in place, its `$ref`s resolving as the document means. */
const problemErrors = ((): ((value: unknown) => string[]) => {
  let validate: ValidateFunction | undefined;
  return (value) => {
    if (!validate) {
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
      (addFormatsModule as unknown as (ajv: Ajv2020) => void)(ajv);
      ajv.addSchema(contract.document, 'urn:mock-test:openapi');
      validate = ajv.getSchema(`urn:mock-test:openapi#${pointerOf('components', 'schemas', 'Problem')}`);
      if (!validate) throw new Error('the document has no Problem schema');
    }
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
  };
})();

/** The headers declared on every response of the document (rate limit and request id). */
export function headersOnEveryResponse(): string[] {
  let common: Set<string> | undefined;
  for (const operation of contract.operations) {
    for (const response of operation.responses) {
      const names = new Set(response.headers.map((header) => header.name.toLowerCase()));
      common = common ? new Set([...common].filter((name) => names.has(name))) : names;
    }
  }
  return [...(common ?? [])];
}

export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the answer until the server closes the connection. */
export function rawExchange(url: string, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: a client that half-closes gets no answer from a Node server that is still working on it.
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('no answer in time')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length > 0 ? finish() : reject(error)));
    socket.on('close', () => finish());
    let done = false;
    function finish() {
      if (done) return;
      done = true;
      try {
        resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
      } catch (error) {
        reject(error);
      }
    }
  });
}

function parseAnswer(text: string): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no complete answer: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = text.slice(end + 4);
  if (headers.get('transfer-encoding') === 'chunked') body = unchunk(body);
  return { status, headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

/**
 * Everything that makes an answer undocumented for its request: a status neither the operation
 * lists (nor its `default` covers) nor the edge gives the path, an error that is not a valid problem
 * document repeating the status, a missing header of those every response carries.
 */
export function undocumented(
  method: string,
  path: string,
  answer: { status: number; headers: Map<string, string> | Headers; body: string },
  options: { bodyless?: boolean } = {},
): string[] {
  const problems: string[] = [];
  const header = (name: string) =>
    (answer.headers instanceof Map ? answer.headers.get(name.toLowerCase()) : answer.headers.get(name)) ?? undefined;
  const operation = contract.match(method, path)?.operation;
  const listed = operation?.responses.map((response) => response.status) ?? [];
  // 308, 404 and 405 on every path; 400 for a request too malformed to reach an operation.
  const byPath = [REDIRECT, NOT_FOUND, METHOD_NOT_ALLOWED, MALFORMED];
  const status = String(answer.status);
  const documented =
    listed.includes(status) || byPath.includes(answer.status) || (listed.includes('default') && answer.status >= 400);
  if (!documented) problems.push(`status ${status} is not documented for ${method} ${path}`);
  for (const name of headersOnEveryResponse()) if (header(name) === undefined) problems.push(`no ${name} header`);
  if (answer.status >= 400 && !options.bodyless) {
    const mediaType = header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== PROBLEM_MEDIA_TYPE) problems.push(`content-type ${mediaType} is not ${PROBLEM_MEDIA_TYPE}`);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push(`the body is not JSON: ${answer.body.slice(0, 120)}`);
    }
    if (body !== undefined) {
      problems.push(...problemErrors(body).map((error) => `problem ${error}`));
      if ((body as { status?: unknown }).status !== answer.status)
        problems.push('the problem does not repeat the status');
    }
  }
  return problems.map((problem) => `${method} ${path.slice(0, 80)} → ${answer.status}: ${problem}`);
}
