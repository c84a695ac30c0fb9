// One request and its answer, kept whole: a check's evidence is the exchange itself, so that a report
// can show the request, the answer and a curl line that reproduces it.

export interface SentRequest {
  method: string;
  /** The full URL, query included. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Exchange {
  request: SentRequest;
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
  /** The operation the request went to, when the kit sent it as one. */
  operationId?: string;
  /** Milliseconds from sending to the end of the body. */
  ms: number;
}

export interface SendOptions {
  timeoutMs: number;
  /** Follow redirects (default no: a 308 is an answer to check). */
  follow?: boolean;
}

/** Sends a request and reads its whole answer; a network failure is thrown. */
export async function send(request: SentRequest, options: SendOptions): Promise<Exchange> {
  const started = performance.now();
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: options.follow ? 'follow' : 'manual',
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  const text = await response.text();
  let json: unknown;
  if (text.length > 0) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { request, status: response.status, headers: response.headers, text, json, ms: performance.now() - started };
}

/** `METHOD /path?query` of a request, for messages. */
export function describe(request: SentRequest): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
}

/** A token as a report shows it: its first 4 characters, the rest masked. */
export function maskToken(token: string): string {
  return token.length <= 8 ? '****' : `${token.slice(0, 4)}…${'*'.repeat(4)}`;
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** A curl command that sends the request again, every token in it masked as `$TOKEN`-style text. */
export function curlLine(request: SentRequest, secrets: readonly string[]): string {
  const mask = (text: string) =>
    secrets.reduce((masked, secret) => (secret ? masked.replaceAll(secret, maskToken(secret)) : masked), text);
  const parts = ['curl', '-i', '-X', request.method, shellQuote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', shellQuote(mask(`${name}: ${value}`)));
  if (request.body !== undefined) parts.push('--data-raw', shellQuote(mask(request.body)));
  return parts.join(' ');
}
