// The browser policy (CORS) of the mock and the sandbox, one for both (introduction, "Calling the
// API from a browser"). The API authenticates with a bearer token and sets no cookies, so any
// origin may call it, without credentials:
//   - every answer carries `Access-Control-Allow-Origin: *` and `Access-Control-Expose-Headers`
//     listing the response headers the document declares (rate limit, request id, Location,
//     Retry-After, Allow, WWW-Authenticate) and the deprecation headers;
//   - a preflight (OPTIONS with Origin and Access-Control-Request-Method), on any path, answers 204
//     before authentication, counted by no rate limit, with the methods the API offers, the request
//     headers it reads (Authorization, Content-Type, its header parameters) and a Max-Age.
// Every name comes from the document; only the CORS header names themselves (Fetch standard) are ours.
import { DEPRECATION_HEADER } from './deprecation-headers.js';
import { readContract, refResolver } from '@vps-hosting/api/contract';
import { ALLOW_ORDER } from './routing.js';

export const CORS_HEADER = {
  allowOrigin: 'Access-Control-Allow-Origin',
  allowMethods: 'Access-Control-Allow-Methods',
  allowHeaders: 'Access-Control-Allow-Headers',
  exposeHeaders: 'Access-Control-Expose-Headers',
  maxAge: 'Access-Control-Max-Age',
  requestMethod: 'Access-Control-Request-Method',
} as const;
/** The status of a preflight's answer. */
export const PREFLIGHT_STATUS = 204;
/** How long a browser may keep a preflight's answer: Chromium's ceiling (2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/** Methods in Allow's order (docs/design/edge-answers.md#method-not-allowed); others the document used come after. */
const METHOD_ORDER: readonly string[] = ALLOW_ORDER;
/** The request header of an `http` security scheme (RFC 9110 §11.6.2) and of a JSON body. */
const AUTHORIZATION = 'Authorization';
const CONTENT_TYPE = 'Content-Type';

export interface CorsPolicy {
  /** The headers every answer that is not a preflight carries. */
  answerHeaders: Record<string, string>;
  /** The headers of a preflight's 204. */
  preflightHeaders: Record<string, string>;
}

type JsonObject = Record<string, unknown>;

/** The policy for a bundled document; `extraRequestHeaders` adds request headers a server reads
 *  beyond the document's (the mock's `Prefer`). */
export function corsPolicy(document: JsonObject, options: { extraRequestHeaders?: string[] } = {}): CorsPolicy {
  const resolver = refResolver(document);
  const resolve = (value: unknown): JsonObject => resolver.resolve(value);
  const methods = new Set<string>();
  const requestHeaders = new Set<string>();
  const responseHeaders = new Set<string>();
  const add = (set: Set<string>, name: string) => {
    if (![...set].some((known) => known.toLowerCase() === name.toLowerCase())) set.add(name);
  };
  const schemes = resolve(resolve(document.components).securitySchemes);
  for (const scheme of Object.values(schemes).map(resolve)) {
    if (scheme.type === 'http') add(requestHeaders, AUTHORIZATION);
    if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string')
      add(requestHeaders, scheme.name);
  }
  for (const operation of readContract(document).operations) {
    methods.add(operation.method);
    for (const parameter of operation.parameters) if (parameter.in === 'header') add(requestHeaders, parameter.name);
    if (operation.requestBody) add(requestHeaders, CONTENT_TYPE);
    for (const response of operation.responses)
      for (const header of response.headers) add(responseHeaders, header.name);
  }
  for (const name of Object.values(DEPRECATION_HEADER)) add(responseHeaders, name);
  for (const name of options.extraRequestHeaders ?? []) add(requestHeaders, name);
  const ordered = [
    ...METHOD_ORDER.filter((method) => methods.has(method)),
    ...[...methods].filter((method) => !METHOD_ORDER.includes(method)),
  ];
  return {
    answerHeaders: {
      [CORS_HEADER.allowOrigin]: '*',
      [CORS_HEADER.exposeHeaders]: [...responseHeaders].join(', '),
    },
    preflightHeaders: {
      [CORS_HEADER.allowOrigin]: '*',
      [CORS_HEADER.allowMethods]: ordered.join(', '),
      [CORS_HEADER.allowHeaders]: [...requestHeaders].join(', '),
      [CORS_HEADER.maxAge]: String(PREFLIGHT_MAX_AGE_SECONDS),
    },
  };
}

/** A CORS preflight: OPTIONS with an Origin and an Access-Control-Request-Method header. A bare
 *  OPTIONS is not one: it answers 405 like any method a path lacks. */
export function isPreflight(
  method: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  return (
    method === 'OPTIONS' &&
    headers.origin !== undefined &&
    headers[CORS_HEADER.requestMethod.toLowerCase()] !== undefined
  );
}

/** True for a CORS header a server answered with (`Access-Control-…`), to be replaced by this policy's. */
export function isCorsHeader(name: string): boolean {
  return name.toLowerCase().startsWith('access-control-');
}
