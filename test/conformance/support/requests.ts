// Building valid requests from the document's own examples (parameter `example`, the request
// body's named examples) and sending them. A value the document does not give is an error: an
// operation without examples fails the suite, it is never skipped.
import { securitySchemes, type Json, type MediaType, type Operation, type Parameter } from './document.js';
import { target } from './target.js';

export class MissingExampleError extends Error {}

export interface RequestSpec {
  method: string;
  /** The path with its parameters filled in. */
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: string | undefined;
}

export interface Exchange {
  request: RequestSpec;
  status: number;
  headers: Headers;
  text: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** The JSON media type of a request body, with its first named example. */
export function jsonBodyExample(operation: Operation): { media: MediaType; value: Json } | undefined {
  const body = operation.requestBody;
  if (!body) return undefined;
  const media = body.content.find((candidate) => /^application\/(.+\+)?json$/.test(candidate.mediaType));
  if (!media) throw new MissingExampleError(`${operation.label}: the request body has no JSON media type`);
  const first = media.examples[0];
  if (!first) throw new MissingExampleError(`${operation.label}: the request body has no named example`);
  return { media, value: first.value };
}

/** The documented example of a parameter, as the string sent on the wire. */
export function parameterValue(operation: Operation, parameter: Parameter): string {
  if (parameter.example === undefined) {
    throw new MissingExampleError(`${operation.label}: ${parameter.in} parameter "${parameter.name}" has no example`);
  }
  return typeof parameter.example === 'string' ? parameter.example : JSON.stringify(parameter.example);
}

/** The Authorization header the operation's security requirement asks for, with our token. */
export function authorization(operation: Operation): Record<string, string> {
  const requirement = operation.security[0];
  if (!requirement) return {};
  const schemes = securitySchemes();
  for (const name of Object.keys(requirement)) {
    const scheme = schemes[name];
    if (scheme?.type === 'http' && typeof scheme.scheme === 'string' && scheme.scheme.toLowerCase() === 'bearer') {
      return { Authorization: `Bearer ${target().token}` };
    }
  }
  throw new Error(`${operation.label}: the suite only knows http bearer security schemes`);
}

/** A request that is valid in every respect: path, required query and header parameters, body. */
export function validRequest(operation: Operation): RequestSpec {
  let path = operation.path;
  const query: [string, string][] = [];
  const headers: Record<string, string> = {
    Accept: 'application/json, application/problem+json',
    ...authorization(operation),
  };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(parameterValue(operation, parameter)));
    else if (parameter.required && parameter.in === 'query')
      query.push([parameter.name, parameterValue(operation, parameter)]);
    else if (parameter.required && parameter.in === 'header')
      headers[parameter.name] = parameterValue(operation, parameter);
  }
  const example = jsonBodyExample(operation);
  if (example) headers['Content-Type'] = example.media.mediaType;
  return {
    method: operation.method.toUpperCase(),
    path,
    query,
    headers,
    body: example ? JSON.stringify(example.value) : undefined,
  };
}

/** Replaces one parameter's value (path, query or header) in a request. */
export function withParameter(
  operation: Operation,
  request: RequestSpec,
  parameter: Parameter,
  value: string,
): RequestSpec {
  const next: RequestSpec = {
    ...request,
    query: request.query.filter(([name]) => name !== parameter.name),
    headers: { ...request.headers },
  };
  if (parameter.in === 'path') {
    const filled = operation.parameters
      .filter((p) => p.in === 'path')
      .reduce(
        (path, p) =>
          path.replace(`{${p.name}}`, encodeURIComponent(p === parameter ? value : parameterValue(operation, p))),
        operation.path,
      );
    next.path = filled;
  } else if (parameter.in === 'query') next.query.push([parameter.name, value]);
  else if (parameter.in === 'header') next.headers[parameter.name] = value;
  return next;
}

/** Sends a request to the target; `direct` bypasses a proxy in front of the server. */
export async function send(request: RequestSpec, options: { direct?: boolean } = {}): Promise<Exchange> {
  const url = new URL((options.direct ? target().serverUrl : target().baseUrl) + request.path);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  const response = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { request, status: response.status, headers: response.headers, text: await response.text() };
}

/** `METHOD /path?query` of a request, for messages. */
export function describeRequest(request: RequestSpec): string {
  const query = request.query.map(([name, value]) => `${name}=${value}`).join('&');
  return `${request.method} ${request.path}${query ? `?${query}` : ''}`;
}
