// The stateful mode of responses.test.ts: against a real server (the sandbox) no header picks the
// answer, so each documented status is produced for real, from the document:
//   2xx  a valid request built from the document's examples, on fresh state (reset, then the
//        example fleet); when that does not succeed: other values of the path parameters (read
//        from the collection the parameter indexes) × the other named request examples and those
//        with a fresh value in one string field; then the same after a write to an enclosing
//        resource (another operation's named example); then all of it in an empty account; up to
//        MAX_ATTEMPTS, each on fresh state;
//   400  the first invalid input of support/invalid-inputs.ts;
//   401  no Authorization header;
//   403  a read-only token on an operation that needs another scope, else a suspended account;
//   404  a path parameter that names nothing: a value its schema accepts that no example uses;
//   429  a token of its own, exhausted first at the limit its answers announce;
//   500  the admin surface's injected internal error.
import { BODY_KINDS, invalidBodies, invalidParameterValues } from './invalid-inputs.js';
import {
  isObject,
  operations,
  type Json,
  type JsonObject,
  type NamedExample,
  type Operation,
  type Parameter,
} from './document.js';
import { failNextRequests, newToken, resetState, suspend, type AdminToken } from './sandbox-admin.js';
import {
  jsonBodyExample,
  parameterValue,
  send,
  validRequest,
  withParameter,
  type Exchange,
  type RequestSpec,
} from './requests.js';
import { isValid } from './schemas.js';
import { target } from './target.js';

/** At most this many requests are tried to make one documented success happen. */
const MAX_ATTEMPTS = 30;
/** At most this many values of one path parameter are read from its collection. */
const MAX_VALUES_PER_PARAMETER = 6;
/** Requests at a time when exhausting a token's rate-limit window. */
const EXHAUST_CONCURRENCY = 16;

export interface Produced {
  /** The answer that is checked against the documented response. */
  exchange: Exchange;
  /** How it was produced, for the report (empty when the plain example request did it). */
  how: string;
}

type PathValues = Record<string, string>;

/** A request with the given path values (others from their examples) and body. */
export function requestWith(operation: Operation, values: PathValues, body?: Json, token?: string): RequestSpec {
  const request = validRequest(operation);
  request.path = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .reduce(
      (path, parameter) =>
        path.replace(
          `{${parameter.name}}`,
          encodeURIComponent(values[parameter.name] ?? parameterValue(operation, parameter)),
        ),
      operation.path,
    );
  if (body !== undefined) request.body = JSON.stringify(body);
  if (token !== undefined) request.headers.Authorization = `Bearer ${token}`;
  return request;
}

const pathParameters = (operation: Operation): Parameter[] =>
  operation.parameters.filter((parameter) => parameter.in === 'path');

/**
 * Other values of a path parameter, as the server has them: the GET collection at the path before
 * the parameter lists resources, and the field of theirs that holds the parameter's example
 * (`id` for `server_id`, `name` for `domain_name`) gives the values.
 */
async function valuesFromCollection(operation: Operation, parameter: Parameter): Promise<string[]> {
  const prefix = operation.path.slice(0, operation.path.indexOf(`{${parameter.name}}`));
  const collection = operations().find((candidate) => candidate.method === 'get' && candidate.path === prefix);
  if (!collection) return [];
  const exchange = await send(validRequest(collection));
  if (exchange.status !== 200) return [];
  const body = JSON.parse(exchange.text) as Json;
  const items = (Array.isArray(body) ? body : isObject(body) && Array.isArray(body.data) ? body.data : []).filter(
    isObject,
  );
  const example = parameterValue(operation, parameter);
  const field = items
    .flatMap((item) => Object.keys(item))
    .find((key) => items.some((item) => String(item[key]) === example));
  if (!field) return [];
  return [...new Set(items.map((item) => String(item[field])))].slice(0, MAX_VALUES_PER_PARAMETER);
}

/** Every combination of candidate values, the examples first. */
function combinations(candidates: [string, string[]][]): PathValues[] {
  return candidates.reduce<PathValues[]>(
    (combos, [name, values]) => combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value }))),
    [{}],
  );
}

/** Writes to a resource that encloses the operation's path (its named examples), to try first. */
function preludes(operation: Operation): { operation: Operation; example: NamedExample | undefined }[] {
  return operations()
    .filter(
      (candidate) =>
        candidate.method !== 'get' &&
        candidate !== operation &&
        operation.path.startsWith(candidate.path) &&
        candidate.path !== operation.path,
    )
    .flatMap((candidate): { operation: Operation; example: NamedExample | undefined }[] => {
      const media = candidate.requestBody?.content.find((m) => /json/.test(m.mediaType));
      return media
        ? media.examples.map((example) => ({ operation: candidate, example }))
        : [{ operation: candidate, example: undefined }];
    });
}

/**
 * The request body's named examples, then each with one top-level string field given a fresh
 * value ("zz" prefixed, kept only when the schema still accepts it): a name the server may
 * already hold, or know as taken, becomes one it does not.
 */
function bodyCandidates(operation: Operation): NamedExample[] {
  const media = operation.requestBody?.content.find((m) => /json/.test(m.mediaType));
  if (!media) return [];
  const fresh = media.examples.flatMap((example) =>
    isObject(example.value)
      ? Object.entries(example.value)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([field, value]) => ({
            name: `${example.name} with a fresh ${field}`,
            value: { ...(example.value as JsonObject), [field]: `zz${value}` },
          }))
          .filter((candidate) => media.schemaPointer !== undefined && isValid(media.schemaPointer, candidate.value))
      : [],
  );
  return [...media.examples, ...fresh];
}

/** A documented success, made to happen on fresh state (see the top of the file). */
export async function produceSuccess(operation: Operation, status: string): Promise<Produced> {
  if (operation.requestBody) jsonBodyExample(operation); // a body without a named example is a failure
  const bodies: (NamedExample | undefined)[] = operation.requestBody ? bodyCandidates(operation) : [undefined];
  const tried: string[] = [];
  for (const fleet of [true, false]) {
    for (const prelude of [undefined, ...preludes(operation)]) {
      await resetState({ fleet });
      const candidates: [string, string[]][] = [];
      for (const parameter of pathParameters(operation)) {
        const example = parameterValue(operation, parameter);
        candidates.push([
          parameter.name,
          [...new Set([example, ...(await valuesFromCollection(operation, parameter))])],
        ]);
      }
      for (const values of combinations(candidates)) {
        for (const body of bodies) {
          if (tried.length >= MAX_ATTEMPTS)
            throw new Error(`${operation.label}: no ${status} in ${MAX_ATTEMPTS} attempts:\n${tried.join('\n')}`);
          if (tried.length > 0) await resetState({ fleet });
          let how = [
            fleet ? '' : 'an empty account',
            Object.keys(values).length ? JSON.stringify(values) : '',
            body ? `example ${body.name}` : '',
          ]
            .filter(Boolean)
            .join(', ');
          if (prelude) {
            const first = await send(requestWith(prelude.operation, values, prelude.example?.value));
            how += `, after ${prelude.operation.operationId}${prelude.example ? ` (${prelude.example.name})` : ''} → ${first.status}`;
          }
          const exchange = await send(requestWith(operation, values, body?.value));
          if (String(exchange.status) === status) return { exchange, how: tried.length === 0 ? '' : how };
          tried.push(`  ${how || 'the examples'} → ${exchange.status} ${exchange.text.slice(0, 200)}`);
        }
      }
    }
  }
  throw new Error(`${operation.label}: no ${status} from any attempt:\n${tried.join('\n')}`);
}

/** 400: the first invalid input the document's schemas give for the operation. */
export async function produceBadRequest(operation: Operation): Promise<Produced> {
  const request = validRequest(operation);
  if (operation.requestBody) {
    // Not malformed JSON: Prism in proxy mode answers that itself (bad-input.test.ts sends it to the server).
    const invalid = invalidBodies(operation).cases.find((candidate) => candidate.kind !== BODY_KINDS.malformed);
    if (invalid) {
      request.headers['Content-Type'] = invalid.contentType;
      request.body = invalid.body;
      return { exchange: await send(request), how: `${invalid.kind} (${invalid.detail})` };
    }
  }
  for (const parameter of operation.parameters) {
    const invalid = invalidParameterValues(parameter)[0];
    if (!invalid) continue;
    return {
      exchange: await send(withParameter(operation, request, parameter, invalid.raw)),
      how: `${parameter.in} ${parameter.name} breaking ${invalid.keyword}`,
    };
  }
  throw new Error(
    `${operation.label}: the document gives no way to make an invalid request (no body, no bounded parameter)`,
  );
}

/** 401: the request without an Authorization header. */
export async function produceUnauthorized(operation: Operation): Promise<Produced> {
  const request = validRequest(operation);
  delete request.headers.Authorization;
  return { exchange: await send(request), how: 'no Authorization header' };
}

export interface ForbiddenTokens {
  /** A token with every read scope, in an account of its own. */
  read: AdminToken;
  /** A token with every scope, of a suspended account. */
  suspended: AdminToken;
}

export async function forbiddenTokens(): Promise<ForbiddenTokens> {
  const read = await newToken('read');
  const suspended = await newToken('all');
  await suspend(suspended.account_id);
  return { read, suspended };
}

/** 403: the read-only token where the operation needs another scope, else a suspended account. */
export async function produceForbidden(operation: Operation, tokens: ForbiddenTokens): Promise<Produced> {
  const needed = operation.security.flatMap((requirement) => Object.values(requirement).flat());
  const readSuffices = needed.every((scope) => tokens.read.scopes.includes(scope));
  const token = readSuffices ? tokens.suspended : tokens.read;
  const how = readSuffices
    ? 'a token of a suspended account'
    : `a token without ${needed.filter((s) => !tokens.read.scopes.includes(s)).join(', ')}`;
  return { exchange: await send(requestWith(operation, {}, undefined, token.token)), how };
}

/** A value the parameter's schema accepts but that names nothing: derived from its example. */
export function nonexistentValue(operation: Operation, parameter: Parameter): string {
  const example = parameterValue(operation, parameter);
  const schema = parameter.schema;
  const candidates: Json[] = [];
  if (typeof schema.maximum === 'number') candidates.push(schema.maximum);
  candidates.push(2 ** 31 - 1, 999_999, `zz${example}`, `${example}zz`, `zz${example.slice(2)}`);
  const value = candidates.find(
    (candidate) => String(candidate) !== example && isValid(parameter.schemaPointer, candidate),
  );
  if (value === undefined)
    throw new Error(
      `${operation.label}: no value of path parameter ${parameter.name} that its schema accepts names nothing`,
    );
  return String(value);
}

/** The path parameters that can be made to name nothing (one 404 case each). */
export function notFoundParameters(operation: Operation): Parameter[] {
  return pathParameters(operation);
}

/** 404: one path parameter names nothing, the others are their examples. */
export async function produceNotFound(operation: Operation, parameter: Parameter): Promise<Produced> {
  const value = nonexistentValue(operation, parameter);
  return {
    exchange: await send(requestWith(operation, { [parameter.name]: value })),
    how: `${parameter.name}=${value}`,
  };
}

/**
 * A token whose rate-limit window is used up: requests to the first GET operation without
 * parameters, sent straight to the server (not through a proxy), until one answers 429, at most
 * as many as its first answer's `X-RateLimit-Limit` announces, plus one.
 */
export async function exhaustedToken(limitHeader: string): Promise<AdminToken> {
  const token = await newToken('all');
  const probe = operations().find((operation) => operation.method === 'get' && pathParameters(operation).length === 0);
  if (!probe)
    throw new Error('the document has no GET operation without path parameters to spend a rate-limit window on');
  const request = requestWith(probe, {}, undefined, token.token);
  const url = `${target().serverUrl}${request.path}`;
  const first = await fetch(url, { headers: request.headers });
  await first.text();
  const limit = Number(first.headers.get(limitHeader));
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`${limitHeader} "${first.headers.get(limitHeader)}" is not a positive integer`);
  let refused = first.status === 429;
  for (let sent = 1; sent <= limit && !refused; sent += EXHAUST_CONCURRENCY) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(EXHAUST_CONCURRENCY, limit + 1 - sent) }, async () => {
        const response = await fetch(url, { headers: request.headers });
        await response.text();
        return response.status;
      }),
    );
    refused = batch.includes(429);
  }
  if (!refused) throw new Error(`${limit + 1} requests with one token were never refused with 429`);
  return token;
}

/** 429: the operation's valid request with a token whose window is used up. */
export async function produceRateLimited(operation: Operation, token: AdminToken): Promise<Produced> {
  return { exchange: await send(requestWith(operation, {}, undefined, token.token)), how: 'a token past its limit' };
}

/** 500: the valid request, after the admin surface was told to fail the next request. */
export async function produceInternalError(operation: Operation): Promise<Produced> {
  await failNextRequests(1);
  return { exchange: await send(validRequest(operation)), how: 'an injected internal error' };
}
