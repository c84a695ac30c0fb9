// The request openapi-fetch builds, kept as its URL and init instead of a Fetch `Request`: the
// transport passes them to `fetch(url, init)`, so each attempt makes one Request (the one fetch
// makes) instead of openapi-fetch's plus fetch's copy of it. Used only when no middleware can see
// the request (see client.ts); middleware always gets a real Request.
import type { SetClientHeaders } from './middleware.js';

/** The init openapi-fetch gives its `Request`: `method` and `headers` always set. */
type PreparedInit = RequestInit & { method: string };

export class PreparedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: NonNullable<RequestInit['body']> | null;
  /** The caller's signal, if any. */
  readonly signal: AbortSignal | undefined;
  readonly init: PreparedInit & { headers: Headers };

  constructor(url: string, init: PreparedInit) {
    this.url = url;
    this.method = init.method;
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body ?? null;
    this.signal = init.signal ?? undefined;
    this.init =
      init.headers === this.headers
        ? (init as PreparedInit & { headers: Headers })
        : { ...init, headers: this.headers };
  }

  /** Whether each attempt can send `body` again as it is (a stream can be read only once). */
  get bodyReusable(): boolean {
    const { body } = this;
    return (
      body === null ||
      typeof body === 'string' ||
      body instanceof ArrayBuffer ||
      ArrayBuffer.isView(body) ||
      body instanceof Blob ||
      body instanceof URLSearchParams ||
      body instanceof FormData
    );
  }

  /** The Request openapi-fetch would have made (it throws as that would have, for a bad URL, say). */
  toRequest(signal?: AbortSignal): Request {
    return new Request(this.url, signal === undefined ? this.init : { ...this.init, signal });
  }
}

/** The `Request` option of openapi-fetch that makes a `PreparedRequest` with the client's headers set. */
export function preparedRequestClass(setHeaders: SetClientHeaders): typeof Request {
  class ClientRequest extends PreparedRequest {
    constructor(url: string, init: PreparedInit) {
      super(url, init);
      setHeaders(this.headers, this.method);
    }
  }
  return ClientRequest as unknown as typeof Request;
}
