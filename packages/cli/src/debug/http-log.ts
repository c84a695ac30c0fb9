// `--debug`: every HTTP exchange on stderr, one line when it leaves and one when it is answered:
// method, URL, the token masked; then status, time taken and the request id the API gives
// (`X-Request-Id`, the client's HEADER name, checked against the document), or why it failed.
// Each attempt of a retried call is its own exchange.
import { HEADER, type FetchLike } from '@vps-hosting/api';
import { maskToken } from '../config/mask-token.js';

/** An error's causes, innermost last: `fetch failed: connect ECONNREFUSED 127.0.0.1:9`. */
export function causeChain(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error && parts.length < 4; e = e.cause) {
    const code = (e as NodeJS.ErrnoException).code;
    parts.push(code && !e.message.includes(code) ? `${e.message} (${code})` : e.message);
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}

export interface HttpLogOptions {
  write(line: string): void;
  /** Milliseconds from some origin (default performance.now); injected by tests. */
  now?: () => number;
  fetch?: FetchLike;
}

export function loggingFetch(options: HttpLogOptions): FetchLike {
  const now = options.now ?? (() => performance.now());
  const send = options.fetch ?? ((request: Request) => fetch(request));
  return async (request) => {
    const authorization = request.headers.get('Authorization');
    const token = authorization?.replace(/^Bearer\s+/i, '');
    options.write(
      `debug: > ${request.method} ${request.url}${token ? ` (Authorization: Bearer ${maskToken(token)})` : ''}`,
    );
    const started = now();
    const took = () => `${Math.round(now() - started)} ms`;
    try {
      const response = await send(request);
      const id = response.headers.get(HEADER.requestId);
      options.write(
        `debug: < ${response.status} ${request.method} ${request.url} in ${took()}${id ? `, request id ${id}` : ''}`,
      );
      return response;
    } catch (error) {
      options.write(`debug: < failed ${request.method} ${request.url} after ${took()}: ${causeChain(error)}`);
      throw error;
    }
  };
}
