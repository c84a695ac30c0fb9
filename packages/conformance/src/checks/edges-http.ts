// Requests fetch cannot send (TRACE, CONNECT: undici refuses them), sent with node:http and kept as
// an Exchange like any other, so a failure shows the request, the answer and a curl line.
import * as http from 'node:http';
import * as https from 'node:https';
import type { Exchange, SentRequest } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';

export function rawHttp(
  ctx: CheckContext,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Exchange> {
  const url = new URL(ctx.options.target + path);
  const request: SentRequest = { method, url: url.toString(), headers };
  const started = performance.now();
  ctx.requests += 1;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(url, { method, headers, timeout: ctx.options.requestTimeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const received = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          for (const one of ([] as string[]).concat(value ?? [])) received.append(name, one);
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({
          request,
          status: response.statusCode ?? 0,
          headers: received,
          text,
          json,
          ms: performance.now() - started,
        });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path}: no answer in time`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}
