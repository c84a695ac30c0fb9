// A webhook receiver the kit starts for the webhook checks: it records every delivery with the exact
// bytes received, and answers each endpoint path as a check tells it (to provoke retries).
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as received. */
  raw: Buffer;
  /** When it arrived (the kit's clock, ms). */
  at: number;
  /** The status the receiver answered. */
  answered: number;
}

export interface WebhookReceiver {
  /** The base URL deliveries are sent to: `http://host:port`. */
  url: string;
  /** A fresh endpoint path of its own, e.g. `/hooks/3`. */
  endpoint(): string;
  /** The statuses an endpoint answers, in turn (the last repeats); default 200. */
  answer(path: string, statuses: number[]): void;
  deliveries(path: string): Delivery[];
  /** Waits until an endpoint has at least `count` deliveries, or the timeout passes. */
  waitFor(path: string, count: number, timeoutMs: number, signal?: AbortSignal): Promise<Delivery[]>;
  close(): Promise<void>;
}

export async function startReceiver(host: string, advertised?: string): Promise<WebhookReceiver> {
  const received = new Map<string, Delivery[]>();
  const answers = new Map<string, number[]>();
  const waiters = new Set<() => void>();
  let endpoints = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const queue = answers.get(path) ?? [];
      const status = (queue.length > 1 ? queue.shift() : queue[0]) ?? 200;
      const list = received.get(path) ?? [];
      list.push({ path, headers: request.headers, raw: Buffer.concat(chunks), at: Date.now(), answered: status });
      received.set(path, list);
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end('ok');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: advertised ?? `http://${host}:${port}`,
    endpoint: () => `/hooks/${++endpoints}`,
    answer: (path, statuses) => answers.set(path, [...statuses]),
    deliveries: (path) => [...(received.get(path) ?? [])],
    async waitFor(path, count, timeoutMs, signal) {
      const deadline = Date.now() + timeoutMs;
      while ((received.get(path)?.length ?? 0) < count && Date.now() < deadline && !signal?.aborted) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(250, Math.max(0, deadline - Date.now())));
          waiters.add(wake);
        });
      }
      return [...(received.get(path) ?? [])];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
