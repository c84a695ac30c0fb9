// What the mock front reads from the bundled document: every path template with its operations
// (query parameters, body media types, named 400 examples, security), the named problem examples
// by error code, and the example values of the headers every response carries, all read through the
// contract model (`@vps-hosting/api/contract`). The front answers from these alone, so the document
// stays the only place that names paths, codes and headers.
import * as fs from 'node:fs';
import { parse } from 'yaml';
import {
  type ContractOperation,
  isRecord,
  type JsonObject,
  readContract as readContractModel,
  routingOrder,
} from '@vps-hosting/api/contract';
import { bodyLimitOf } from '@vps-hosting/http-edge';

const PROBLEM_MEDIA_TYPE = 'application/problem+json';
/** The extension of a response header sent only with some statuses (`x-sent-on: [405]`). */
const SENT_ON = 'x-sent-on';
/** The request header the mock reads beyond the document's: Prism's `Prefer` (README, Mock). */
const MOCK_REQUEST_HEADERS = ['Prefer'];
/** Prism's own body limit: the mock's for a document that declares none (a test fixture). */
const PRISM_BODY_LIMIT = 10 * 1024 * 1024;

export interface Operation {
  method: string;
  template: string;
  /** Names of the query parameters the operation takes. */
  queryParameters: Set<string>;
  /** Media types of the request body; empty when the operation takes none. */
  mediaTypes: string[];
  /** Error code → key of the operation's named 400 example with that code. */
  badRequestExample: Map<string, string>;
  /** False when the operation needs no credentials (an empty security requirement). */
  secured: boolean;
  /** The statuses the operation lists, and those of its `default` response's named examples. */
  statuses: Set<number>;
  /** Status (or `default`) → header name → example value, for the operation's responses. */
  responseHeaders: Map<string, Map<string, string>>;
  /** Status (or `default`) → lower-case header name → the only statuses it is sent with (`x-sent-on`). */
  sentOn: Map<string, Map<string, number[]>>;
}

export interface PathTemplate {
  template: string;
  pattern: RegExp;
  /** Names of the path parameters, in the order of the capture groups of `pattern`. */
  parameters: string[];
  operations: Operation[];
}

export interface ProblemExample {
  /** The key of the example in components/examples. */
  name: string;
  value: Record<string, unknown>;
}

export interface MockContract {
  /** Literal templates first, then by number of parameters (Prism's order), else document order. */
  paths: PathTemplate[];
  /** Error code → the named problem example of components/examples with that code. */
  problems: Map<string, ProblemExample>;
  /** Header name → example value, for the headers declared on every response of the document. */
  commonHeaders: Map<string, string>;
  /** Header name → example value, for every header of components/headers. */
  headerExamples: Map<string, string>;
  /** The largest request body read, in bytes (`info.x-request-body-limit`). */
  bodyLimit: number;
  /** The bundled document, for the shared edge (@vps-hosting/http-edge/fastify). */
  document: JsonObject;
  /** Request headers the mock reads beyond the document's, for the browser policy: Prism's `Prefer`. */
  extraRequestHeaders: string[];
  /** The operation of a method (any case) and path template, as the front reads it. */
  operationAt(method: string, template: string): Operation | undefined;
}

/** The document's contract (`@vps-hosting/api/contract`), read the way the front needs it. */
export function readContract(documentFile: string): MockContract {
  const text = fs.readFileSync(documentFile, 'utf8');
  const document = (documentFile.endsWith('.json') ? JSON.parse(text) : parse(text)) as JsonObject;
  const model = readContractModel(document);
  const resolve = (value: unknown) => model.resolver.resolve(value);
  const exampleText = (example: unknown) => (example === undefined ? undefined : String(example));

  const headerExamples = new Map<string, string>();
  for (const [name, header] of Object.entries(resolve(resolve(document.components).headers))) {
    const resolved = resolve(header);
    const example = exampleText(resolved.example ?? resolve(resolved.schema).example);
    if (example !== undefined) headerExamples.set(name, example);
  }
  const problems = new Map<string, ProblemExample>();
  for (const { name, value } of model.examples) {
    if (
      isRecord(value) &&
      typeof value.code === 'string' &&
      typeof value.status === 'number' &&
      !problems.has(value.code)
    ) {
      problems.set(value.code, { name, value });
    }
  }

  let commonHeaderNames: Set<string> | undefined;
  const operationOf = (op: ContractOperation): Operation => {
    const badRequestExample = new Map<string, string>();
    const responseHeaders = new Map<string, Map<string, string>>();
    const sentOn = new Map<string, Map<string, number[]>>();
    const statuses = new Set<number>();
    for (const response of op.responses) {
      if (/^\d{3}$/.test(response.status)) statuses.add(Number(response.status));
      else {
        for (const media of response.content) {
          for (const example of media.examples) {
            if (isRecord(example.value) && typeof example.value.status === 'number') statuses.add(example.value.status);
          }
        }
      }
      const headers = new Map<string, string>();
      const restricted = new Map<string, number[]>();
      for (const header of response.headers) {
        const example = exampleText(header.example);
        if (example !== undefined) headers.set(header.name, example);
        const only = header.extensions[SENT_ON];
        if (Array.isArray(only)) restricted.set(header.name.toLowerCase(), only.map(Number));
      }
      responseHeaders.set(response.status, headers);
      sentOn.set(response.status, restricted);
      const names = new Set(response.headers.map((header) => header.name));
      commonHeaderNames = commonHeaderNames ? new Set([...commonHeaderNames].filter((name) => names.has(name))) : names;
      if (response.status !== '400') continue;
      for (const media of response.content) {
        for (const example of media.examples) {
          const code = resolve(example.value).code;
          if (typeof code === 'string' && !badRequestExample.has(code)) badRequestExample.set(code, example.name);
        }
      }
    }
    return {
      method: op.method.toLowerCase(),
      template: op.path,
      queryParameters: new Set(op.parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name)),
      mediaTypes: (op.requestBody?.content ?? []).map((media) => media.mediaType),
      badRequestExample,
      statuses,
      secured: op.secured,
      responseHeaders,
      sentOn,
    };
  };
  const paths: PathTemplate[] = routingOrder(model.paths).map((path) => ({
    template: path.template,
    pattern: path.pattern,
    parameters: path.parameterNames,
    operations: path.operations.map(operationOf),
  }));

  const commonHeaders = new Map<string, string>();
  for (const name of commonHeaderNames ?? []) {
    const example = headerExamples.get(name);
    if (example !== undefined) commonHeaders.set(name, example);
  }
  const byKey = new Map(paths.flatMap((path) => path.operations.map((op) => [`${op.method} ${op.template}`, op])));
  return {
    paths,
    problems,
    commonHeaders,
    headerExamples,
    bodyLimit: bodyLimitOf(document, PRISM_BODY_LIMIT),
    document,
    extraRequestHeaders: MOCK_REQUEST_HEADERS,
    operationAt: (method, template) => byKey.get(`${method.toLowerCase()} ${template}`),
  };
}

/** The key of the operation's response that answers a status: the status, else `default`. */
export function responseKey(operation: Operation, status: number): string {
  return operation.responseHeaders.has(String(status)) ? String(status) : 'default';
}

/** False for a header the response marks `x-sent-on` other statuses only (Allow on a 503). */
export function sentWith(operation: Operation | undefined, name: string, status: number): boolean {
  if (!operation) return true;
  const statuses = operation.sentOn.get(responseKey(operation, status))?.get(name.toLowerCase());
  return statuses === undefined || statuses.includes(status);
}

/** The problem example of an error code; the document must have one (docs/design/errors.md#codes). */
export function problemExample(contract: MockContract, code: string): ProblemExample {
  const example = contract.problems.get(code);
  if (!example) throw new Error(`the document has no named problem example with code "${code}"`);
  return example;
}

export { PROBLEM_MEDIA_TYPE, isRecord };
