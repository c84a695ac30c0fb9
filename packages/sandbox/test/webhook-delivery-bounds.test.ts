// One delivery attempt (src/webhooks/deliver.ts) against servers on 127.0.0.1: it connects to the
// checked address whatever the URL's name (which never resolves: `.test`), keeps that name in the
// Host header and as the TLS server name, follows no redirect, and bounds the connect time, the time
// to the answer and the bytes read. The bounds are the limits given; a broken bound would leave the
// attempt hanging until the test's own timeout, so no assertion measures time.
import {
  createServer as createHttpServer,
  Server as HttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_LIMITS, pinnedLookup, postTo, type DeliveryLimits } from '../src/webhooks/deliver.js';
import type { CheckedTarget } from '../src/webhooks/targets.js';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server instanceof HttpServer) server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
});

/** Starts a server on 127.0.0.1 (a free port) and answers its port; it is closed after the test. */
async function listen<S extends Server>(server: S): Promise<number> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** An HTTP server recording its requests and answering with `handle`. */
async function httpServer(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const requests: Array<{ method?: string; url?: string; host?: string; body: string }> = [];
  const sockets: Socket[] = [];
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, host: req.headers.host, body });
      handle(req, res, body);
    });
  });
  server.on('connection', (socket: Socket) => sockets.push(socket));
  const port = await listen(server);
  return { port, requests, sockets };
}

/** The target an attempt gets from checkTarget: this URL, connected at these addresses (127.0.0.1). */
const at = (url: string, addresses: string[] = ['127.0.0.1']): CheckedTarget => ({
  url: new URL(url),
  addresses: addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
});
const message = {
  headers: { 'content-type': 'application/json', 'webhook-id': 'evt_bounds' },
  body: '{"type":"webhook.test"}',
};
const post = (target: CheckedTarget, limits: Partial<DeliveryLimits> = {}) =>
  postTo(target, message, new AbortController().signal, { ...DELIVERY_LIMITS, ...limits });
const closed = (socket: Socket) =>
  new Promise<void>((done) => (socket.destroyed ? done() : socket.once('close', () => done())));

describe('a delivery attempt', () => {
  it('connects to the checked address, with the URL host as Host header, path and query kept', async () => {
    const receiver = await httpServer((_req, res) => res.writeHead(204).end());
    const result = await post(at(`http://hooks.test:${receiver.port}/hook?tenant=7`));
    expect(result).toEqual({ ok: true, status: 204, error: null });
    expect(receiver.requests).toEqual([
      { method: 'POST', url: '/hook?tenant=7', host: `hooks.test:${receiver.port}`, body: message.body },
    ]);
  });

  it('tries the checked addresses in turn: 127.0.0.2 refuses (nothing listens there), 127.0.0.1 answers', async () => {
    const receiver = await httpServer((_req, res) => res.writeHead(204).end());
    expect(await post(at(`http://hooks.test:${receiver.port}/`, ['127.0.0.2']))).toEqual({
      ok: false,
      status: null,
      error: 'connection_refused',
    });
    expect(await post(at(`http://hooks.test:${receiver.port}/`, ['127.0.0.2', '127.0.0.1']))).toEqual({
      ok: true,
      status: 204,
      error: null,
    });
    expect(receiver.requests).toHaveLength(1);
  });

  it('sends the URL host as the TLS server name (SNI), connecting to the checked address', async () => {
    const names: string[] = [];
    const tls = createTlsServer({
      SNICallback: (name, done) => {
        names.push(name);
        done(new Error('no certificate here'));
      },
    });
    tls.on('tlsClientError', () => undefined);
    const port = await listen(tls);
    const result = await post(at(`https://hooks.test:${port}/hook`));
    expect([result.ok, result.status, result.error]).toEqual([false, null, 'connection_error']);
    expect(names).toEqual(['hooks.test']);
  });

  it('follows no redirect: a 3xx is a failed attempt with its status', async () => {
    const elsewhere = await httpServer((_req, res) => res.writeHead(204).end());
    const redirecting = await httpServer((_req, res) =>
      res.writeHead(307, { location: `http://127.0.0.1:${elsewhere.port}/` }).end(),
    );
    const result = await post(at(`http://hooks.test:${redirecting.port}/`));
    expect(result).toEqual({ ok: false, status: 307, error: 'http_status' });
    expect(redirecting.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('reads at most maxBodyBytes of an answer that never ends, then closes the connection', async () => {
    const endless = await httpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('x'.repeat(64 * 1024)); // and never ends
    });
    const result = await post(at(`http://hooks.test:${endless.port}/`), { maxBodyBytes: 1024, answerMs: 60_000 });
    expect(result).toEqual({ ok: true, status: 200, error: null });
    await closed(endless.sockets[0]!);
  });

  it('an answer that never comes is a timeout once answerMs has passed, and the connection is closed', async () => {
    const silent = await httpServer(() => undefined);
    const result = await post(at(`http://hooks.test:${silent.port}/`), { answerMs: 500 });
    expect(result).toEqual({ ok: false, status: null, error: 'timeout' });
    await Promise.all(silent.sockets.map(closed)); // every connection it accepted is closed
  });

  it('a TLS handshake that never completes is a timeout once connectMs has passed', async () => {
    const sockets: Socket[] = [];
    const mute = createNetServer((socket) => sockets.push(socket.resume())); // reads, answers nothing
    const port = await listen(mute);
    const result = await post(at(`https://hooks.test:${port}/`), { connectMs: 500, answerMs: 60_000 });
    expect(result).toEqual({ ok: false, status: null, error: 'timeout' });
    await Promise.all(sockets.map(closed));
  });

  it('an answer head larger than the limit is a connection_error; a closed port is connection_refused', async () => {
    const bloated = await httpServer((_req, res) => res.writeHead(200, { 'x-padding': 'p'.repeat(64 * 1024) }).end());
    expect(await post(at(`http://hooks.test:${bloated.port}/`))).toEqual({
      ok: false,
      status: null,
      error: 'connection_error',
    });

    const port = await listen(createNetServer());
    await new Promise<void>((done) => servers.pop()!.close(() => done()));
    expect(await post(at(`http://hooks.test:${port}/`))).toEqual({
      ok: false,
      status: null,
      error: 'connection_refused',
    });
  });

  it('stops at once when the worker stops (its signal aborts), however many attempts share that signal', async () => {
    const silent = await httpServer(() => undefined);
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const stopping = new AbortController();
      const attempts = Array.from({ length: 32 }, () =>
        postTo(at(`http://hooks.test:${silent.port}/`), message, stopping.signal, {
          ...DELIVERY_LIMITS,
          answerMs: 60_000,
        }),
      );
      stopping.abort();
      for (const result of await Promise.all(attempts))
        expect(result).toEqual({ ok: false, status: null, error: 'connection_error' });
      await new Promise((done) => setImmediate(done)); // warnings are emitted on a later tick
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('pinnedLookup', () => {
  it('answers the checked addresses whatever name it is asked: all of them, or the first', () => {
    const checked = [
      { address: '2606:4700:4700::1111', family: 6 },
      { address: '1.1.1.1', family: 4 },
    ] as const;
    const lookup = pinnedLookup(checked);
    const answers: unknown[] = [];
    lookup('other.test', { all: true }, (error, address) => answers.push([error, address]));
    lookup('other.test', {}, (error, address, family) => answers.push([error, address, family]));
    expect(answers).toEqual([
      [null, checked],
      [null, checked[0].address, checked[0].family],
    ]);
  });
});
