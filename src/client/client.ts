// createVpsClient: openapi-fetch's createClient<paths>() with auth, rate-limit tracking, retries,
// timeouts and VpsApiError for every non-2xx response.
import createClient, { createQuerySerializer, type Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import { readDeprecation, warnOncePerProcess, type DeprecationHandler } from './deprecation.js';
import { VpsApiError } from './errors.js';
import { USER_AGENT } from './header-names.js';
import { clientHeaders, clientHeadersMiddleware } from './middleware.js';
import { cachedPathSerializer } from './path-serializer.js';
import { preparedRequestClass } from './prepared-request.js';
import { readRateLimit, type RateLimitState } from './rate-limit.js';
import { type RetryHandler, warnOnRetry } from './retry-notice.js';
import { resolveRetryPolicy, type RetryOptions } from './retry-policy.js';
import { createTransport, type FetchLike } from './transport.js';
import type { HttpMethod, VpsMethod, VpsRequestMethod } from './types.js';

export interface VpsClientOptions {
  /** The API's origin, such as `https://api.vps-hosting.example` (paths start with `/api/v1/`). */
  baseUrl: string;
  /** The API token, sent as `Authorization: Bearer …`. Never logged, never put in an error. */
  token: string;
  /** The fetch to use (default `globalThis.fetch`). */
  fetch?: FetchLike;
  /** Retry policy for 429, 5xx, network errors and timeouts. */
  retry?: RetryOptions;
  /**
   * Called before each wait between two attempts with its `reason` (`rate_limited`, `server_error`,
   * `network_error`, `timeout`) and its length (`delayMs`); return `false` to skip the wait and end
   * the call with what it has. Default: `warnOnRetry()`, one `console.warn` per wait of a second or
   * more; `false` to stay silent.
   */
  onRetry?: RetryHandler | false;
  /** Time limit of one attempt, body included, in ms (default 30000). */
  timeoutMs?: number;
  /** A `User-Agent` to send, such as `my-tool/1.2`. */
  userAgent?: string;
  /**
   * Called when an answer carries `Deprecation` (the operation will stop working on its `Sunset`
   * date). Default: one `console.warn` per operation per process; `false` to stay silent.
   */
  onDeprecation?: DeprecationHandler | false;
}

export interface VpsClient {
  GET: VpsMethod<'get'>;
  PUT: VpsMethod<'put'>;
  POST: VpsMethod<'post'>;
  DELETE: VpsMethod<'delete'>;
  PATCH: VpsMethod<'patch'>;
  request: VpsRequestMethod;
  /** Add openapi-fetch middleware (runs after the client's own). */
  use(...middleware: Middleware[]): void;
  eject(...middleware: Middleware[]): void;
  /** The rate-limit state of the last response received, if any. */
  readonly rateLimit: RateLimitState | undefined;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const defaultOnRetry = warnOnRetry();
/** Responses whose rate-limit headers may wait unparsed for `client.rateLimit` to be read. */
const MAX_UNREAD_RATE_LIMITS = 16;

type RawResult = { data?: unknown; error?: unknown; response: Response };
/** The per-call options that decide which openapi-fetch client makes the call. */
type CallInit = { middleware?: unknown; fetch?: unknown; Request?: unknown };
type RawCall = (url: string, init?: CallInit) => Promise<RawResult>;

export function createVpsClient(options: VpsClientOptions): VpsClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new TypeError('timeoutMs must be a finite number > 0');
  const generate = options.retry?.generateIdempotencyKey ?? true;
  const setHeaders = clientHeaders(
    options.token,
    generate === false ? undefined : generate === true ? () => crypto.randomUUID() : generate,
  );
  // `client.rateLimit` is the state of the newest response that carried it. The headers of the
  // responses since it was last read wait here, newest last, and are parsed when it is read (or
  // when too many wait): most calls never read it.
  let rateLimit: RateLimitState | undefined;
  const unread: Headers[] = [];
  const settleRateLimit = () => {
    for (let i = unread.length - 1; i >= 0; i--) {
      const state = readRateLimit(unread[i]!);
      if (state !== undefined) {
        rateLimit = state;
        break;
      }
    }
    unread.length = 0;
  };
  const transport = createTransport({
    fetch: options.fetch,
    retry: resolveRetryPolicy(options.retry),
    timeoutMs,
    onRetry: options.onRetry === false ? undefined : (options.onRetry ?? defaultOnRetry),
    onResponse: (response) => {
      if (unread.push(response.headers) > MAX_UNREAD_RATE_LIMITS) settleRateLimit();
    },
  });
  const baseOptions = {
    baseUrl: options.baseUrl,
    fetch: transport as (request: Request) => Promise<Response>,
    // The same serializers openapi-fetch makes per call, made once (the path templates parsed once).
    querySerializer: createQuerySerializer(),
    pathSerializer: cachedPathSerializer(),
    ...(options.userAgent ? { headers: { [USER_AGENT]: options.userAgent } } : {}),
  };
  // Two openapi-fetch clients over the same transport. A call that no middleware sees goes through
  // `direct`, whose requests stay URL and init until fetch makes the attempt's Request from them;
  // any other call through `withMiddleware`, where the client's headers are set by a middleware
  // that runs before the caller's.
  const direct = createClient<paths>({ ...baseOptions, Request: preparedRequestClass(setHeaders) });
  const withMiddleware = createClient<paths>(baseOptions);
  withMiddleware.use(clientHeadersMiddleware(setHeaders));
  /** The middleware registered by `use()` and not ejected, as openapi-fetch keeps them. */
  const registered: Middleware[] = [];
  const clientFor = (init: CallInit | undefined) =>
    registered.length === 0 &&
    (init === undefined || (init.middleware === undefined && init.fetch === undefined && init.Request === undefined))
      ? direct
      : withMiddleware;

  const onDeprecation = options.onDeprecation ?? warnOncePerProcess;
  const call = (method: HttpMethod): RawCall => {
    const upper = method.toUpperCase() as Uppercase<HttpMethod>;
    return async (url, init) => {
      const base = clientFor(init) as unknown as Record<Uppercase<HttpMethod>, RawCall>;
      const result = await base[upper](url, init);
      const operation = `${upper} ${url}`;
      const notice = onDeprecation ? readDeprecation(operation, result.response, options.baseUrl) : undefined;
      if (onDeprecation && notice) onDeprecation(notice);
      return withApiError(operation, result);
    };
  };
  const client = {
    GET: call('get'),
    PUT: call('put'),
    POST: call('post'),
    DELETE: call('delete'),
    PATCH: call('patch'),
    request: (method: HttpMethod, url: string, init?: CallInit) => call(method)(url, init),
    use: (...middleware: Middleware[]) => {
      // One at a time, as openapi-fetch does them: those before an invalid one stay registered.
      for (const m of middleware) {
        withMiddleware.use(m);
        if (m) registered.push(m);
      }
    },
    eject: (...middleware: Middleware[]) => {
      withMiddleware.eject(...middleware);
      for (const m of middleware) {
        const i = registered.indexOf(m);
        if (i !== -1) registered.splice(i, 1);
      }
    },
    get rateLimit() {
      settleRateLimit();
      return rateLimit;
    },
  };
  return client as unknown as VpsClient;
}

/** Every non-2xx result gets a `VpsApiError`, even one without a body (openapi-fetch leaves it undefined). */
function withApiError(operation: string, result: RawResult): RawResult {
  if (result.response.ok) return result;
  return { error: new VpsApiError(operation, result.response, result.error), response: result.response };
}

/**
 * For callers who prefer exceptions: the `data` of a successful result, or the `VpsApiError` thrown.
 * `const server = await unwrap(client.GET('/api/v1/servers/{server_id}/', …))`
 */
export async function unwrap<Result extends { data?: unknown; error?: unknown; response: Response }>(
  result: Result | Promise<Result>,
): Promise<Extract<Result, { error?: never }>['data']> {
  const settled = await result;
  if (settled.error !== undefined) throw settled.error;
  return settled.data as Extract<Result, { error?: never }>['data'];
}
