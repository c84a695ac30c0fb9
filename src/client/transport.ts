// The `fetch` openapi-fetch calls: one logical request, sent in up to `maxAttempts` attempts, each
// bounded by `timeoutMs`, with the rate-limit headers of every response reported to the client.
import { RequestTimeoutError } from './errors.js';
import { isReplayable, retryDelayMs, type RetryPolicy } from './retry-policy.js';
import { sleep } from './sleep.js';

export type FetchLike = (request: Request) => Promise<Response>;

export interface TransportOptions {
  fetch: FetchLike;
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
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await attemptOnce(request, options);
        options.onResponse(response);
      } catch (error) {
        // The caller's own abort ends everything at once.
        if (request.signal.aborted) throw request.signal.reason;
        failure = error;
      }
      const delay = replayable && attempt < retry.maxAttempts ? retryDelayMs(retry, attempt, response, Date.now()) : undefined;
      if (delay === undefined || Date.now() + delay > deadline) {
        if (response) return response;
        throw failure;
      }
      await sleep(delay, request.signal);
    }
  };
}

/**
 * One attempt on a copy of the request (the original's body stays unread for later attempts). The
 * body is read here, so `timeoutMs` bounds the whole exchange, not only the arrival of headers.
 */
async function attemptOnce(request: Request, options: TransportOptions): Promise<Response> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(request.signal.reason);
  request.signal.addEventListener('abort', forwardAbort, { once: true });
  if (request.signal.aborted) forwardAbort();
  let timeout: RequestTimeoutError | undefined;
  const timer = setTimeout(() => {
    timeout = new RequestTimeoutError(`${request.method} ${new URL(request.url).pathname}`, options.timeoutMs);
    controller.abort(timeout);
  }, options.timeoutMs);
  try {
    // A request without a body can be reused as it is; one with a body is cloned for later attempts.
    const received = await options.fetch(new Request(request.body === null ? request : request.clone(), { signal: controller.signal }));
    const body = received.body === null ? null : await received.arrayBuffer();
    const response = new Response(body, { status: received.status, statusText: received.statusText, headers: received.headers });
    Object.defineProperty(response, 'url', { value: received.url });
    return response;
  } catch (error) {
    throw timeout !== undefined && controller.signal.reason === timeout ? timeout : error;
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', forwardAbort);
  }
}
