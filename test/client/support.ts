// Shared by the client tests: the bundled document, its examples, and a scripted fake `fetch`.
import { readFileSync } from 'node:fs';
import { createVpsClient, type VpsClientOptions } from '../../src/index.js';

type Json = Record<string, any>;

export const doc: Json = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));

export const BASE_URL = 'https://api.test.invalid';
export const TOKEN = 'vps_test_3c1f9d2b7a6e4f80b5d1';

/** The value of a named example of the document (`components.examples`). */
export function example<T = Json>(name: string): T {
  const found = doc.components.examples[name];
  if (!found) throw new Error(`no example ${name}`);
  return structuredClone(found.value) as T;
}

/** The documented example value of a response header (`components.headers`). */
export function headerExample(name: string): string {
  return String(doc.components.headers[name].example);
}

/** Follows `$ref`s within the document. */
export function resolve(node: Json): Json {
  let n = node;
  while (n?.$ref)
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce((o: Json, k: string) => o[k], doc);
  return n;
}

/** The rate-limit headers every response carries, with their documented example values. */
export function rateLimitHeaders(): Record<string, string> {
  const names = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id'];
  return Object.fromEntries(names.map((n) => [n, headerExample(n)]));
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json';
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': contentType, ...rateLimitHeaders(), ...headers },
  });
}

/** What the fake fetch saw of one attempt. */
export interface Seen {
  method: string;
  url: string;
  headers: Headers;
  body: string;
  signal: AbortSignal;
}

type Reply = Response | Error | ((request: Request) => Response | Promise<Response>);

/**
 * A fetch that answers from a script, one entry per attempt (an Error is thrown as a network
 * failure), and records every request it received.
 */
export function scriptedFetch(...script: Reply[]) {
  const seen: Seen[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    seen.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: await request.clone().text(),
      signal: request.signal,
    });
    const reply = script.shift();
    if (reply === undefined) throw new Error(`unexpected request ${request.method} ${request.url}`);
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply;
  };
  return { fetch, seen, remaining: () => script.length };
}

/** A fetch that never answers, until the request's signal aborts. */
export function hangingFetch() {
  let calls = 0;
  const fetch = (request: Request) =>
    new Promise<Response>((_, reject) => {
      calls++;
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });
  return { fetch, calls: () => calls };
}

export function testClient(fetch: (request: Request) => Promise<Response>, options: Partial<VpsClientOptions> = {}) {
  return createVpsClient({ baseUrl: BASE_URL, token: TOKEN, fetch, ...options });
}
