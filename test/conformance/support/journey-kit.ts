// What the user journeys need around the typed client of src/client/: a client whose every
// exchange is recorded and afterwards checked like any other answer (status documented, body and
// headers valid), request bodies taken from the document's examples, and, against the stateless
// mock only, `Prefer: example=…` hints so that the mock answers the step the journey is at.
import type { Middleware } from 'openapi-fetch';
import { createVpsClient, type HttpMethod, type VpsClient } from '../../../src/client/index.js';
import { problemsWith } from './checks.js';
import { findOperation, operations, type Json, type NamedExample, type Operation } from './document.js';
import type { Exchange, RequestSpec } from './requests.js';
import { target } from './target.js';

export interface JourneyKit {
  client: VpsClient;
  /** Against the mock: answer requests to this operation with this named example from now on. */
  prefer(method: HttpMethod, path: string, example: string | undefined): void;
  /** Everything wrong with the exchanges so far (empty: all documented and conforming). */
  problems(): string[];
  /** `operationId status` of every conforming exchange so far. */
  exercised(): string[];
  /** How many requests were sent. */
  requests(): number;
}

interface Recorded {
  operation: Operation | undefined;
  exchange: Exchange;
}

export function journeyClient(): JourneyKit {
  const recorded: Recorded[] = [];
  const hints = new Map<string, string>();

  const recordingFetch = async (request: Request): Promise<Response> => {
    const body = request.body ? await request.clone().text() : undefined;
    const response = await fetch(request);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const spec: RequestSpec = {
      method: request.method,
      path: url.pathname,
      query: [...url.searchParams.entries()],
      headers,
      body,
    };
    const text = await response.clone().text();
    recorded.push({
      operation: findOperation(request.method, url.pathname),
      exchange: { request: spec, status: response.status, headers: response.headers, text },
    });
    return response;
  };

  const client = createVpsClient({
    baseUrl: target().baseUrl,
    token: target().token,
    fetch: recordingFetch,
    retry: { maxAttempts: 1 }, // a retry would hide the answer being checked
    timeoutMs: 15_000,
  });
  if (target().isMock) {
    const preferHints: Middleware = {
      onRequest({ request }) {
        const operation = findOperation(request.method, new URL(request.url).pathname);
        const example = operation && hints.get(`${operation.method} ${operation.path}`);
        if (example !== undefined) request.headers.set('Prefer', `example=${example}`);
        return request;
      },
    };
    client.use(preferHints);
  }

  const conforming = (): { key: string; problems: string[] }[] =>
    recorded.map(({ operation, exchange }) => {
      const where = `${exchange.request.method} ${exchange.request.path} → ${exchange.status}`;
      if (!operation) return { key: '', problems: [`${where}: no operation of the document matches`] };
      const response = operation.responses.find((candidate) => candidate.status === String(exchange.status));
      if (!response)
        return { key: '', problems: [`${where}: ${operation.operationId} does not document ${exchange.status}`] };
      return {
        key: `${operation.operationId} ${response.status}`,
        problems: problemsWith(operation, response, exchange),
      };
    });

  return {
    client,
    prefer(method, path, example) {
      const key = `${method} ${path}`;
      if (example === undefined) hints.delete(key);
      else hints.set(key, example);
    },
    problems: () => conforming().flatMap((result) => result.problems),
    exercised: () =>
      conforming()
        .filter((result) => result.problems.length === 0 && result.key !== '')
        .map((result) => result.key),
    requests: () => recorded.length,
  };
}

/** The named examples of an operation's request body (JSON), as the document gives them. */
export function requestExamples(method: HttpMethod, path: string): NamedExample[] {
  const operation = operationAt(method, path);
  const media = operation.requestBody?.content.find((candidate) => /json/.test(candidate.mediaType));
  if (!media || media.examples.length === 0) throw new Error(`${operation.label} has no request body example`);
  return media.examples;
}

/** The name of the first example of an operation's success response that satisfies a predicate. */
export function successExample(
  method: HttpMethod,
  path: string,
  predicate: (value: Json) => boolean,
): string | undefined {
  const operation = operationAt(method, path);
  const success = operation.responses.filter((response) => /^2\d\d$/.test(response.status));
  return success
    .flatMap((response) => response.content.flatMap((media) => media.examples))
    .find((example) => predicate(example.value))?.name;
}

function operationAt(method: HttpMethod, path: string): Operation {
  const operation = operations().find((candidate) => candidate.method === method && candidate.path === path);
  if (!operation) throw new Error(`the document has no operation ${method.toUpperCase()} ${path}`);
  return operation;
}
