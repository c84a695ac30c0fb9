// The `fetch` openapi-fetch calls: one logical request, sent in up to `maxAttempts` attempts, each
// bounded by `timeoutMs`, with the rate-limit headers of every response reported to the client and
// each wait between two attempts announced to `onRetry` before it starts.
import { readWholeBody } from './buffered-response.js';
import { RequestTimeoutError } from './errors.js';
import { PreparedRequest } from './prepared-request.js';
import type { RetryHandler } from './retry-notice.js';
import { isReplayable, retryDelay, type RetryPolicy } from './retry-policy.js';
import { sleep } from './sleep.js';

export type FetchLike = (request: Request) => Promise<Response>;

export interface TransportOptions {
  /** The caller's fetch; without one, the global `fetch` is called with the attempt's signal as its init. */
  fetch: FetchLike | undefined;
  retry: RetryPolicy;
  timeoutMs: number;
  onResponse: (response: Response) => void;
  /** Told of each wait before it starts; `false` from it ends the call with what it has. */
  onRetry: RetryHandler | undefined;
}

/** What openapi-fetch hands the transport: a Request, or (no middleware) a `PreparedRequest`. */
type Outgoing = Request | PreparedRequest;

export function createTransport(options: TransportOptions): (request: Outgoing) => Promise<Response> {
  const { retry } = options;
  return async function send(given: Outgoing): Promise<Response> {
    // A body that is a stream is read by the first attempt: make the Request, which clone() can tee.
    const request = given instanceof PreparedRequest && !given.bodyReusable ? given.toRequest() : given;
    const callerSignal = request.signal ?? undefined;
    const replayable = isReplayable(request);
    const deadline = Date.now() + retry.maxTotalMs;
    for (let attempt = 1; ; attempt++) {
      const mayRetry = replayable && attempt < retry.maxAttempts;
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await attemptOnce(request, mayRetry, callerSignal, options);
        options.onResponse(response);
      } catch (error) {
        // The caller's own abort ends everything at once.
        if (callerSignal?.aborted) throw callerSignal.reason;
        // So does a request that cannot be made (a bad URL, say): the error openapi-fetch's own
        // `new Request()` would have thrown. Checked only here, after a failure.
        if (request instanceof PreparedRequest && !(error instanceof RequestTimeoutError)) request.toRequest();
        failure = error;
      }
      // A 2xx is never tried again.
      const now = Date.now();
      const delay =
        mayRetry && response?.ok !== true ? retryDelay(retry, attempt, response ?? { error: failure }, now) : undefined;
      const waits =
        delay !== undefined &&
        now + delay.delayMs <= deadline &&
        // A 429 that asks for longer than maxRateLimitWaitMs fails at once, with its Retry-After.
        (delay.reason !== 'rate_limited' || delay.delayMs <= retry.maxRateLimitWaitMs) &&
        options.onRetry?.({
          ...delay,
          attempt,
          maxAttempts: retry.maxAttempts,
          method: request.method,
          url: request.url,
          ...(response ? { status: response.status, response } : { error: failure }),
        }) !== false;
      if (!waits) {
        if (response) return response;
        throw failure;
      }
      await sleep(delay.delayMs, callerSignal);
    }
  };
}

/**
 * One attempt, under its own signal: the caller's signal (`callerSignal`) or the timer aborts it.
 * The body is read here, so `timeoutMs` bounds the whole exchange, not only the arrival of headers.
 */
async function attemptOnce(
  request: Outgoing,
  mayRetry: boolean,
  callerSignal: AbortSignal | undefined,
  options: TransportOptions,
): Promise<Response> {
  const controller = new AbortController();
  // A listener on the caller's signal only when there is one (most calls pass none).
  let forwardAbort: (() => void) | undefined;
  if (callerSignal !== undefined) {
    forwardAbort = () => controller.abort(callerSignal.reason);
    callerSignal.addEventListener('abort', forwardAbort, { once: true });
    if (callerSignal.aborted) forwardAbort();
  }
  let timeout: RequestTimeoutError | undefined;
  const timer = setTimeout(() => {
    timeout = new RequestTimeoutError(`${request.method} ${new URL(request.url).pathname}`, options.timeoutMs);
    controller.abort(timeout);
  }, options.timeoutMs);
  try {
    const received = await send(request, mayRetry, controller.signal, options.fetch);
    return await readWholeBody(received);
  } catch (error) {
    throw timeout !== undefined && controller.signal.reason === timeout ? timeout : error;
  } finally {
    clearTimeout(timer);
    if (forwardAbort !== undefined) callerSignal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * The attempt's one exchange. The global fetch gets the attempt's signal in its init and makes the
 * attempt's only Request from the prepared URL and init (from a Request, a copy, as for any call);
 * a caller's fetch gets a Request that carries the signal.
 */
function send(
  request: Outgoing,
  mayRetry: boolean,
  signal: AbortSignal,
  callersFetch: FetchLike | undefined,
): Promise<Response> {
  if (request instanceof PreparedRequest) {
    return callersFetch === undefined
      ? fetch(request.url, { ...request.init, signal })
      : callersFetch(request.toRequest(signal));
  }
  // The request itself goes out unless a later attempt may need its body again.
  const sent = mayRetry && request.body !== null ? request.clone() : request;
  return callersFetch === undefined ? fetch(sent, { signal }) : callersFetch(new Request(sent, { signal }));
}
