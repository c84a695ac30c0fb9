// A target for the kit's own tests: a fresh sandbox (in memory, the example fleet, 1-second actions),
// behind a proxy of the test's own that can plant one fault (rewrite a request or an answer) and can
// keep the admin extension out of reach, as a server that is not ours would. Each test plants the
// fault its promise family must catch and expects the kit to fail on it, with a reproduction.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';
import { type RunOptions, type RunReport, runConformance } from '../../src/index.js';

export interface ProxiedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface ProxiedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Rewrites one exchange: given the request and a way to forward it (possibly changed), the answer. */
export type Fault = (
  request: ProxiedRequest,
  forward: (request: ProxiedRequest) => Promise<ProxiedAnswer>,
) => Promise<ProxiedAnswer>;

export interface FaultyTarget {
  sandbox: TestSandbox;
  /** The proxy's URL: what the kit is pointed at. */
  url: string;
  tokens: { token: string; readToken: string; altToken: string };
  /** Plants a fault (replacing any other); `undefined` removes it. */
  plant(fault: Fault | undefined): void;
  /** Runs the kit against the proxy. */
  run(options?: Partial<RunOptions>): Promise<RunReport>;
  close(): Promise<void>;
}

export interface FaultyTargetOptions {
  /** Answer `/_admin/…` with 404, as a server without the sandbox's extension (default true). */
  hideAdmin?: boolean;
  actionSeconds?: number;
  /** Requests per window and token (default 100,000: the kit's own tests each run one family). */
  rateLimit?: number;
  /** `postgres://…`: the sandbox's state in PostgreSQL instead of SQLite in memory. */
  database?: string;
}

export async function startFaultyTarget(options: FaultyTargetOptions = {}): Promise<FaultyTarget> {
  const sandbox = await startTestSandbox({
    ...(options.database ? { database: options.database } : { db: ':memory:' }),
    fleet: true,
    actionSeconds: options.actionSeconds ?? 1,
    rateLimit: options.rateLimit ?? 100_000,
  });
  const alt = await sandbox.admin('POST', 'tokens', { scopes: 'all' });
  let fault: Fault | undefined;
  const hideAdmin = options.hideAdmin ?? true;

  // node:http, not fetch: fetch refuses TRACE, which the edges family sends.
  const upstream = new URL(sandbox.base);
  const forward = (request: ProxiedRequest): Promise<ProxiedAnswer> =>
    new Promise((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || ['host', 'connection', 'content-length', 'transfer-encoding'].includes(name))
          continue;
        headers[name] = value;
      }
      if (request.body.length > 0) headers['content-length'] = String(request.body.length);
      const outgoing = http.request(
        { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const answerHeaders: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers)) {
              if (
                value === undefined ||
                ['content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)
              )
                continue;
              answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
            }
            resolve({ status: response.statusCode ?? 502, headers: answerHeaders, body: Buffer.concat(chunks) });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.body.length > 0 ? request.body : undefined);
    });

  const proxy = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const request: ProxiedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      try {
        const answer =
          hideAdmin && request.url.startsWith('/_admin/')
            ? { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.from('not here') }
            : await (fault ? fault(request, forward) : forward(request));
        outgoing
          .writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) })
          .end(answer.body);
      } catch (error) {
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const tokens = { token: sandbox.full, readToken: sandbox.read, altToken: String(alt.token) };
  return {
    sandbox,
    url,
    tokens,
    plant(next) {
      fault = next;
    },
    run: (runOptions = {}) => runConformance({ target: url, ...tokens, pollIntervalMs: 100, ...runOptions }),
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await sandbox.close();
    },
  };
}

/** Rewrites the JSON body of the answers a predicate selects. */
export function rewriteJson(
  select: (request: ProxiedRequest, answer: ProxiedAnswer) => boolean,
  change: (body: Record<string, unknown>, request: ProxiedRequest) => unknown,
): Fault {
  return async (request, forward) => {
    const answer = await forward(request);
    if (!select(request, answer) || answer.body.length === 0) return answer;
    const body = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
    return { ...answer, body: Buffer.from(JSON.stringify(change(body, request) ?? body)) };
  };
}

/** The failed checks of a report, by id, with their first failure's message. */
export function failedChecks(report: RunReport): Record<string, string> {
  return Object.fromEntries(
    report.results.filter((r) => r.outcome === 'failed').map((r) => [r.id, r.failures[0]?.message ?? '']),
  );
}
