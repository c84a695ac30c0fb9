// The `fetch` openapi-fetch calls: one logical request, sent in up to `maxAttempts` attempts, each
// bounded by `timeoutMs`, with the rate-limit headers of every response reported to the client.
import { readWholeBody } from './buffered-response.js';
import { RequestTimeoutError } from './errors.js';
import { isReplayable, retryDelayMs, type RetryPolicy } from './retry-policy.js';
import { sleep } from './sleep.js';

export type FetchLike = (request: Request) => Promise<Response>;

export interface TransportOptions {
  /** The caller's fetch; without one, the global `fetch` is called with the attempt's signal as its init. */
  fetch: FetchLike | undefined;
  retry: RetryPolicy;
  timeoutMs: number;
  onResponse: (response: Response) => void;
}

export function createTransport(options: TransportOptions): FetchLike {
  const { retry } = options;
  return async function send(request: Request): Promise<Response> {
    const replayable = isReplayable(request);
    const deadline = Date.now() + retry.maxTotalMs;
    for (let attempt = 1; ; attempt++) {
      const mayRetry = replayable && attempt < retry.maxAttempts;
      let response: Response | undefined;
      let failure: unknown;
      try {
        // The request itself goes out unless a later attempt may need its body again.
        response = await attemptOnce(mayRetry && request.body !== null ? request.clone() : request, request.signal, options);
        options.onResponse(response);
      } catch (error) {
        // The caller's own abort ends everything at once.
        if (request.signal.aborted) throw request.signal.reason;
        failure = error;
      }
      const delay = mayRetry ? retryDelayMs(retry, attempt, response, Date.now()) : undefined;
      if (delay === undefined || Date.now() + delay > deadline) {
        if (response) return response;
        throw failure;
      }
      await sleep(delay, request.signal);
    }
  };
}

/**
 * One attempt, under its own signal: the caller's signal (`callerSignal`) or the timer aborts it.
 * The body is read here, so `timeoutMs` bounds the whole exchange, not only the arrival of headers.
 */
async function attemptOnce(request: Request, callerSignal: AbortSignal, options: TransportOptions): Promise<Response> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(callerSignal.reason);
  callerSignal.addEventListener('abort', forwardAbort, { once: true });
  if (callerSignal.aborted) forwardAbort();
  let timeout: RequestTimeoutError | undefined;
  const timer = setTimeout(() => {
    timeout = new RequestTimeoutError(`${request.method} ${new URL(request.url).pathname}`, options.timeoutMs);
    controller.abort(timeout);
  }, options.timeoutMs);
  try {
    // The global fetch takes the signal as init (it copies the request once, as for any call); a
    // caller's fetch gets a request that carries it.
    const { signal } = controller;
    const received = await (options.fetch === undefined ? fetch(request, { signal }) : options.fetch(new Request(request, { signal })));
    return await readWholeBody(received);
  } catch (error) {
    throw timeout !== undefined && controller.signal.reason === timeout ? timeout : error;
  } finally {
    clearTimeout(timer);
    callerSignal.removeEventListener('abort', forwardAbort);
  }
}
