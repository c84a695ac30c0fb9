// The edges of every path and operation, as the contract fixes them (docs/design/edge-answers.md):
//   - the no-slash form of every path answers 308 to the slash form (query kept), for each of its
//     methods, before authentication; a path of no template answers a 404 `not_found` problem;
//   - every method a path lacks (HEAD, OPTIONS and TRACE included) answers 405
//     `method_not_allowed` with the exact `Allow` set, before authentication;
//   - an unknown query parameter on every operation answers 400 `validation_failed` naming it;
//   - the bearer scheme in lower and upper case is accepted.
// Behind Prism in proxy mode (conformance-sandbox) Prism forwards these to the server and reports
// them as request violations ("Selected route not found", "Invalid security scheme used", since its
// bearer check is case-sensitive): those are tolerated, a response violation is not. Two go to the
// server directly, as Prism in proxy mode cannot pass them on: a 308 (its upstream fetch follows
// the redirect itself, so the client never sees it) and HEAD (it parses the empty answer as JSON
// and answers its own 500).
import * as http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { documentedResponse, headerProblems, problemsWith } from './support/checks.js';
import { pair, recordCoverage } from './support/coverage.js';
import { componentSchema, isObject, operations, type Operation } from './support/document.js';
import { documentPaths, unknownPathUnder } from './support/paths.js';
import {
  HEADERS_ON_EVERY_RESPONSE,
  PROBLEM_MEDIA_TYPE,
  PROBLEM_REQUEST_ID_FIELD,
  REQUEST_ID_HEADER,
} from './support/policy.js';
import { authorization, send, validRequest, type Exchange, type RequestSpec } from './support/requests.js';
import { schemaErrors } from './support/schemas.js';
import { target } from './support/target.js';

const PERMANENT_REDIRECT = 308;
const NOT_FOUND = 404;
const METHOD_NOT_ALLOWED = 405;
const BAD_REQUEST = '400';
const DEFAULT = 'default';
const UNKNOWN_PARAMETER = 'zz_unknown_parameter';
const REQUEST_TIMEOUT_MS = 15_000;
const behindProxy = () => target().baseUrl !== target().serverUrl;

/** An error code of the document's ErrorCode enum, or of FieldError's (fails when it lacks it). */
function documented(schema: 'ErrorCode' | 'FieldError', code: string): string {
  const { schema: node } = componentSchema(schema);
  const values = (
    schema === 'ErrorCode' ? node.enum : (node.properties as { code: { enum: string[] } }).code.enum
  ) as string[];
  if (!values.includes(code)) throw new Error(`${schema} has no code "${code}"`);
  return code;
}

const sent = { redirect: 0, notFound: 0, methodNotAllowed: 0, unknownQuery: 0, bearer: 0 };
const exercised = new Set<string>();

/** Any method (fetch refuses TRACE), no redirect followed, no Authorization unless given. */
function rawSend(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  options: { direct?: boolean } = {},
): Promise<Exchange> {
  const url = new URL((options.direct ? target().serverUrl : target().baseUrl) + path);
  const request: RequestSpec = { method, path, query: [], headers, body: undefined };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const received = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of ([] as string[]).concat(value ?? [])) received.append(name, one);
        }
        resolve({
          request,
          status: response.statusCode ?? 0,
          headers: received,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in time')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The headers every response carries: present and valid against their declared schema. */
function everyResponseHeaderProblems(operation: Operation, exchange: Exchange): string[] {
  const declared = operation.responses.flatMap((response) => response.headers);
  return HEADERS_ON_EVERY_RESPONSE.flatMap((name) => {
    const value = exchange.headers.get(name);
    const spec = declared.find((header) => header.name.toLowerCase() === name.toLowerCase());
    if (value === null) return [`the header ${name} is missing`];
    return spec ? headerProblems(spec, value) : [`the document declares no ${name}`];
  });
}

/** A problem document of a code: the Problem schema, the status and request id repeated. */
function problemDocumentProblems(exchange: Exchange, code: string): string[] {
  const problems: string[] = [];
  const mediaType = exchange.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== PROBLEM_MEDIA_TYPE) problems.push(`content-type ${mediaType} is not ${PROBLEM_MEDIA_TYPE}`);
  let body: unknown;
  try {
    body = JSON.parse(exchange.text);
  } catch {
    return [...problems, `the body is not JSON: ${exchange.text.slice(0, 200)}`];
  }
  problems.push(...schemaErrors(componentSchema('Problem').pointer, body as never).map((error) => `body ${error}`));
  if (!isObject(body as never)) return problems;
  const problem = body as Record<string, unknown>;
  if (problem.code !== code) problems.push(`code ${JSON.stringify(problem.code)} is not ${code}`);
  if (problem.status !== exchange.status)
    problems.push(`the problem's status ${JSON.stringify(problem.status)} is not the HTTP status`);
  if (problem[PROBLEM_REQUEST_ID_FIELD] !== exchange.headers.get(REQUEST_ID_HEADER))
    problems.push(`${PROBLEM_REQUEST_ID_FIELD} is not the ${REQUEST_ID_HEADER} header`);
  return problems;
}

describe.concurrent('the no-slash form of every path redirects with 308 to the slash form, for each of its methods', () => {
  for (const path of documentPaths()) {
    for (const operation of path.operations) {
      it(`${operation.method.toUpperCase()} ${path.template} without its final slash`, async () => {
        const query = operation.parameters.find(
          (parameter) => parameter.in === 'query' && parameter.example !== undefined,
        );
        const search = query ? `?${new URLSearchParams([[query.name, String(query.example)]])}` : '';
        const exchange = await rawSend(
          operation.method.toUpperCase(),
          `${path.concrete.slice(0, -1)}${search}`,
          {},
          { direct: true },
        );
        sent.redirect++;
        expect(exchange.status).toBe(PERMANENT_REDIRECT);
        expect(exchange.headers.get('location')).toBe(`${path.concrete}${search}`);
        expect(exchange.text).toBe('');
        expect(everyResponseHeaderProblems(operation, exchange)).toEqual([]);
      });
    }
  }
});

describe.concurrent('a path of no template answers a 404 not_found problem', () => {
  const notFound = documented('ErrorCode', 'not_found');
  for (const path of documentPaths()) {
    const operation = path.operations[0]!;
    const unknown = unknownPathUnder(path.concrete);
    it(`GET ${unknown}`, async () => {
      const exchange = await rawSend('GET', unknown, { ...authorization(operation) });
      sent.notFound++;
      expect(exchange.status).toBe(NOT_FOUND);
      expect([
        ...problemDocumentProblems(exchange, notFound),
        ...everyResponseHeaderProblems(operation, exchange),
      ]).toEqual([]);
    });
  }
});

describe.concurrent('every method a path lacks answers 405 method_not_allowed with the exact Allow set', () => {
  const code = documented('ErrorCode', 'method_not_allowed');
  for (const path of documentPaths()) {
    for (const method of path.lacking) {
      it(`${method} ${path.template} (Allow: ${path.allow})`, async () => {
        const exchange = await rawSend(method, path.concrete, {}, { direct: method === 'HEAD' });
        sent.methodNotAllowed++;
        expect(exchange.status).toBe(METHOD_NOT_ALLOWED);
        expect(exchange.headers.get('allow')).toBe(path.allow);
        const problems = everyResponseHeaderProblems(path.operations[0]!, exchange);
        if (method !== 'HEAD') {
          problems.push(...problemDocumentProblems(exchange, code));
          // It is the `default` response of each operation of the path (a status none lists).
          for (const operation of path.operations) {
            const other = operation.responses.find((response) => response.status === 'default');
            if (!other) problems.push(`${operation.operationId} declares no default response`);
            else problems.push(...problemsWith(operation, other, exchange, { invalidRequest: true }));
          }
        }
        expect(problems).toEqual([]);
        // A stateful target answers `default` only this way (it has no maintenance to show).
        if (method !== 'HEAD')
          for (const operation of path.operations) exercised.add(pair(operation.operationId, DEFAULT));
      });
    }
  }
});

describe.concurrent('an unknown query parameter answers 400 validation_failed naming it, on every operation', () => {
  const validationFailed = documented('ErrorCode', 'validation_failed');
  const unknownField = documented('FieldError', 'unknown_field');
  for (const operation of operations()) {
    it(`${operation.operationId} with ?${UNKNOWN_PARAMETER}=1`, async () => {
      const request = validRequest(operation);
      request.query.push([UNKNOWN_PARAMETER, '1']);
      const exchange = await send(request);
      sent.unknownQuery++;
      expect(
        problemsWith(operation, documentedResponse(operation, BAD_REQUEST), exchange, { invalidRequest: true }),
      ).toEqual([]);
      const problem = JSON.parse(exchange.text) as { code?: string; errors?: { field: string; code: string }[] };
      expect(problem.code).toBe(validationFailed);
      expect(problem.errors).toContainEqual(
        expect.objectContaining({ field: `query/${UNKNOWN_PARAMETER}`, code: unknownField }),
      );
      exercised.add(pair(operation.operationId, BAD_REQUEST));
    });
  }
});

describe.concurrent('the bearer scheme is case-insensitive', () => {
  const secured = operations().filter((operation) => Object.keys(authorization(operation)).length > 0);
  // A stateful target is only read from here: writes would change the state other files count on.
  const chosen = target().isMock ? secured : secured.filter((operation) => operation.method === 'get');
  for (const operation of chosen) {
    for (const scheme of ['bearer', 'BEARER']) {
      it(`${operation.operationId} with "${scheme} <token>"`, async () => {
        const request = validRequest(operation);
        request.headers.Authorization = `${scheme} ${target().token}`;
        const exchange = await send(request);
        sent.bearer++;
        const response = operation.responses.find((candidate) => candidate.status === String(exchange.status));
        expect(response, `${exchange.status} is documented for ${operation.operationId}`).toBeDefined();
        expect(exchange.status).not.toBe(401);
        if (target().isMock) expect(exchange.status).toBeLessThan(300);
        expect(problemsWith(operation, response!, exchange, { invalidRequest: behindProxy() })).toEqual([]);
        exercised.add(pair(operation.operationId, response!.status));
      });
    }
  }
});

afterAll(() => {
  recordCoverage({
    kind: 'edges',
    exercised: [...exercised],
    notes: [
      `${sent.redirect} no-slash requests (308), ${sent.notFound} unknown paths (404), ${sent.methodNotAllowed} methods a path lacks (405), ` +
        `${sent.unknownQuery} unknown query parameters (400), ${sent.bearer} lower/upper-case bearer schemes`,
    ],
  });
});
