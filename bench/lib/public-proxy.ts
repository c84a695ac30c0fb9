// The target through its public API only: a passthrough proxy (node:http, every method and header
// forwarded as sent, redirects not followed) that answers 404 on /_admin/…, as a server without the
// sandbox's admin extension would. Benchmark 10 points the conformance kit at it.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PublicProxy {
  url: string;
  /** Requests forwarded, and requests for /_admin/ refused. */
  counts: { forwarded: number; adminRefused: number };
  close(): Promise<void>;
}

const ADMIN = /^\/_admin(\/|\?|$)/;

export async function startPublicProxy(target: string): Promise<PublicProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = { forwarded: 0, adminRefused: 0 };
  const server = http.createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (ADMIN.test(path)) {
      counts.adminRefused++;
      incoming.resume();
      outgoing.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    counts.forwarded++;
    // The Host header stays the proxy's: the target's links and Locations then lead back through it.
    const headers = { ...incoming.headers };
    delete headers.connection;
    delete headers['keep-alive'];
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path, headers, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy: ${error.message}`);
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
