// The concrete requests the code samples show for an operation, read from the document: the path
// with its parameters' examples filled in, the header parameters, the required query parameters,
// the scope the token needs, and one request per named request-body example (in the document's
// order, the order of Redoc's example picker).
import { type ContractParameter, defaultApiUrlOf, mediaOf, readServers } from '../../src/contract/index.js';
import type { Document, Json, OperationEntry } from './openapi.js';

export interface SampleRequest {
  operationId: string;
  summary: string;
  method: string;
  /** The path as the document writes it: `/api/v1/servers/{server_id}/`. */
  pathTemplate: string;
  /** The path with every path parameter's example in place, URL-encoded: `/api/v1/servers/42/`. */
  path: string;
  /** `?name=value…` from the required query parameters, or an empty string. */
  queryString: string;
  pathParams: Record<string, Json>;
  queryParams: Record<string, Json>;
  headerParams: Record<string, Json>;
  body?: { name?: string; summary?: string; value: Json };
  /** The scope the operation's security requirement names, if any. */
  scope?: string;
}

/**
 * The environment variables every sample reads, the same names as `vps` and `vps-mcp`: the token,
 * and the base URL (the server without `/api/v1/`), production when unset, so that one sample runs
 * against production, the sandbox or the mock as copied (docs/design/idempotency.md#the-samples).
 */
export const SAMPLE_ENV = { token: 'VPS_TOKEN', url: 'VPS_API_URL' } as const;

/** The first server URL with each variable's default in place, without a trailing slash. */
export function baseUrl(document: Document): string {
  const url = defaultApiUrlOf(readServers(document));
  if (url === undefined) throw new Error('The document declares no server');
  return url;
}

function parameterExample(parameter: ContractParameter, where: string): Json {
  if (parameter.example === undefined)
    throw new Error(`${where}: parameter ${parameter.in}:${parameter.name} has no example`);
  return parameter.example as Json;
}

type Body = NonNullable<SampleRequest['body']>;

/** Every request-body example: the named ones in order, else the single `example`; none without a body. */
function bodyExamples(entry: OperationEntry, where: string): Body[] {
  const requestBody = entry.spec.requestBody;
  if (requestBody === undefined) return [];
  const media = mediaOf(requestBody.content, 'application/json');
  if (!media) throw new Error(`${where}: the request body has no application/json content`);
  const named = media.examples.map((example): Body => {
    if (example.value === undefined) throw new Error(`${where}: request-body example ${example.name} has no value`);
    return {
      name: example.name,
      value: example.value as Json,
      ...(example.summary ? { summary: example.summary } : {}),
    };
  });
  if (named.length > 0) return named;
  if (media.example !== undefined) return [{ value: media.example as Json }];
  throw new Error(`${where}: the request body has no example`);
}

/** One request per request-body example (a single one when the operation takes no body). */
export function sampleRequests(_document: Document, entry: OperationEntry): SampleRequest[] {
  const where = entry.spec.label;
  const pathParams: Record<string, Json> = {};
  const queryParams: Record<string, Json> = {};
  const headerParams: Record<string, Json> = {};
  for (const parameter of entry.spec.parameters) {
    if (parameter.in === 'path') pathParams[parameter.name] = parameterExample(parameter, where);
    // Optional query parameters are left out: the sample shows the plain call.
    if (parameter.in === 'query' && parameter.required)
      queryParams[parameter.name] = parameterExample(parameter, where);
    // Header parameters (Idempotency-Key) are shown: they are what makes a retry safe.
    if (parameter.in === 'header') headerParams[parameter.name] = parameterExample(parameter, where);
  }
  const path = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined) throw new Error(`${where}: path parameter {${name}} is not declared`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(Object.entries(queryParams).map(([name, value]) => [name, String(value)]));
  // The first scope the security requirements in force name.
  const scope = entry.spec.scopes[0];
  const request: SampleRequest = {
    operationId: entry.operation.operationId,
    summary: entry.operation.summary,
    method: entry.method.toUpperCase(),
    pathTemplate: entry.path,
    path,
    queryString: query.size > 0 ? `?${query.toString()}` : '',
    pathParams,
    queryParams,
    headerParams,
    ...(scope ? { scope } : {}),
  };
  const bodies = bodyExamples(entry, where);
  return bodies.length === 0 ? [request] : bodies.map((body) => ({ ...request, body }));
}

/** The request of the first (default) request-body example. */
export function sampleRequest(document: Document, entry: OperationEntry): SampleRequest {
  return sampleRequests(document, entry)[0]!;
}
