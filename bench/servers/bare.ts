// The practical ceiling: a bare node:http server that answers each (method, path) with bytes it was
// given over IPC ("routes"), and 404 to anything else. It reads request bodies and does nothing else.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onParentRequest, sendReady } from './ipc.js';

export interface CannedResponse {
  method: string;
  path: string;
  status: number;
  /** Header name/value pairs, in order. */
  headers: Array<[string, string]>;
  bodyBase64: string;
}

let routes = new Map<string, { status: number; headers: Array<[string, string]>; body: Buffer }>();

const server = createServer((req, res) => {
  const route = routes.get(`${req.method} ${req.url}`);
  req.on('data', () => {});
  req.on('end', () => {
    if (!route) {
      res.writeHead(404, { 'content-length': '0' }).end();
      return;
    }
    res.writeHead(route.status, [...route.headers.flat(), 'content-length', String(route.body.length)]);
    res.end(route.body);
  });
});
server.keepAliveTimeout = 60_000;

onParentRequest('routes', (message) => {
  const list = message.routes as CannedResponse[];
  routes = new Map(
    list.map((r) => [
      `${r.method} ${r.path}`,
      { status: r.status, headers: r.headers, body: Buffer.from(r.bodyBase64, 'base64') },
    ]),
  );
  return { count: routes.size };
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});

server.listen(0, '127.0.0.1', () => sendReady({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
