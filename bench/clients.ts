// Benchmark 3: the typed client vs raw fetch vs bare openapi-fetch vs undici.request: sequential
// keep-alive GETs of one server against a bare local server (in its own process) that answers the
// document's example, so the time measured is the clients' own.
import createClient from 'openapi-fetch';
import { join } from 'node:path';
import { request as undiciRequest } from 'undici';
import type { paths } from '../generated/schema.js';
import { createVpsClient } from '../src/index.js';
import { startChild, type Child } from './lib/child.js';
import type { BenchConfig } from './lib/config.js';
import { pathOf, responseExample, responseHeaderExamples, successStatus } from './lib/document.js';
import { BENCH } from './lib/repo.js';
import { target, type BenchmarkResult, type Log, type Row, type Side } from './lib/result.js';
import { ratios, roundOrder, summarize } from './lib/stats.js';

const TOKEN = 'bench_client_token';

type Call = () => Promise<void>;

/** What the profile of the client (node --cpu-prof) shows it spends beyond openapi-fetch. */
const CLIENT_LIMITS =
  'per attempt, createTransport (src/client/transport.ts, attemptOnce) still builds a second Request with its own AbortController (the per-attempt timeout), reads the body into an ArrayBuffer and wraps it in a new Response: two more undici objects per call on top of openapi-fetch\'s own (bare openapi-fetch is row 2). The timeout error is now built only when the timer fires, and a bodiless request is no longer cloned.';

export async function clients(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  const status = successStatus('getServer');
  const server = responseExample('getServer', status) as { id: number };
  const path = pathOf('getServer', { server_id: server.id });
  const body = Buffer.from(JSON.stringify(server));
  const headers: Array<[string, string]> = [['content-type', 'application/json'], ...Object.entries(responseHeaderExamples('getServer', status))];

  let bare: Child<{ url: string }> | undefined;
  try {
    bare = await startChild<{ url: string }>(join(BENCH, 'servers/bare.ts'), []);
    await bare.request('routes', { routes: [{ method: 'GET', path, status, headers, bodyBase64: body.toString('base64') }] });
    const base = bare.ready.url;
    const url = base + path;
    const auth = { authorization: `Bearer ${TOKEN}` };
    const check = (id: unknown) => {
      if (id !== server.id) throw new Error(`expected server ${server.id}, got ${String(id)}`);
    };

    const bareOpenapiFetch = createClient<paths>({ baseUrl: base, headers: auth });
    const ours = createVpsClient({ baseUrl: base, token: TOKEN });
    const calls: Array<{ name: string; call: Call }> = [
      {
        name: 'fetch',
        call: async () => {
          const response = await fetch(url, { headers: auth });
          if (response.status !== status) throw new Error(`fetch: ${response.status}`);
          check(((await response.json()) as { id: number }).id);
        },
      },
      {
        name: 'createVpsClient',
        call: async () => {
          const { data, error } = await ours.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: server.id } } });
          if (error) throw error;
          check(data.id);
        },
      },
      {
        name: 'openapi-fetch',
        call: async () => {
          const { data } = await bareOpenapiFetch.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: server.id } } });
          check(data?.id);
        },
      },
      {
        name: 'undici.request',
        call: async () => {
          const response = await undiciRequest(url, { headers: auth });
          if (response.statusCode !== status) throw new Error(`undici: ${response.statusCode}`);
          check(((await response.body.json()) as { id: number }).id);
        },
      },
    ];

    const perRequest = new Map<string, number[]>(calls.map((c) => [c.name, []]));
    for (const c of calls) for (let i = 0; i < config.clients.warmup; i++) await c.call();
    for (let round = 0; round < config.clients.rounds; round++) {
      for (const c of roundOrder(calls, round)) {
        const t0 = performance.now();
        for (let i = 0; i < config.clients.requests; i++) await c.call();
        const us = ((performance.now() - t0) * 1000) / config.clients.requests;
        perRequest.get(c.name)!.push(us);
        log(`    ${c.name} · round ${round + 1}: ${us.toFixed(1)} µs per request`);
      }
    }

    const side = (name: string): Side => ({ name, figures: [{ label: 'per request', unit: 'µs', value: summarize(perRequest.get(name)!) }] });
    const raw = perRequest.get('fetch')!;
    const rows: Row[] = calls
      .filter((c) => c.name !== 'fetch')
      .map((c) => {
        const ratio = summarize(ratios(perRequest.get(c.name)!, raw));
        return {
          case: `${c.name} vs fetch (sequential GET)`,
          subject: side(c.name),
          baseline: side('fetch'),
          ratio: { label: `${c.name} / fetch time`, value: ratio },
          ...(c.name === 'createVpsClient' ? { target: target('≤ 1.15×', ratio, undefined, 1.15), limits: CLIENT_LIMITS } : {}),
        };
      });
    return {
      id: 3,
      title: 'Typed client vs fetch, openapi-fetch and undici.request',
      rows,
      notes: [
        `${config.clients.requests} sequential keep-alive GETs of one server per client and round, ${config.clients.rounds} rounds in rotating order after ${config.clients.warmup} warm-up requests each; every answer's JSON is parsed and checked.`,
        'The server is a bare node:http server in another process answering the document\'s example with its headers; `fetch` is Node\'s built-in (undici inside), `undici.request` is the undici package; openapi-fetch is `createClient<paths>()` with the Authorization header as a default header.',
      ],
      pids: [bare.pid],
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await bare?.stop();
  }
}
