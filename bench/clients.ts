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
  "with no middleware registered, openapi-fetch builds no Request (src/client/prepared-request.ts): its URL and init go to fetch(url, init), so each attempt makes one Request, the one fetch makes, and the body is read from its stream into the received Response itself (src/client/buffered-response.ts), a one-chunk body not copied. The client now costs what bare openapi-fetch costs (side by side in one process, 40 rounds of 400 requests, three runs on a shared machine: 1.14/1.13, 1.27/1.28, 1.21/1.31× of fetch). What stays is the price of a per-attempt timeout: that one Request follows the attempt's AbortController signal, a WeakRef, a FinalizationRegistry entry, an abort listener and setMaxListeners, 4 → 11-17 µs per Request construction measured alone in a loop, about 6-10 % of a request here (raw fetch(url) follows none; bare openapi-fetch follows its Request's own signal in fetch's copy of it). Beyond it, with a stub fetch and no network: openapi-fetch's per-call work (init and header merging, its response handling) about 3 µs, the client's (the AbortController and its signal, a timer, the body read, the retry loop) about 6 µs, over 12 µs for fetch's own Response and json(). Client-side CPU per request is the second figure of each side.";

export async function clients(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  const status = successStatus('getServer');
  const server = responseExample('getServer', status) as { id: number };
  const path = pathOf('getServer', { server_id: server.id });
  const body = Buffer.from(JSON.stringify(server));
  const headers: Array<[string, string]> = [
    ['content-type', 'application/json'],
    ...Object.entries(responseHeaderExamples('getServer', status)),
  ];

  let bare: Child<{ url: string }> | undefined;
  try {
    bare = await startChild<{ url: string }>(join(BENCH, 'servers/bare.ts'), []);
    await bare.request('routes', {
      routes: [{ method: 'GET', path, status, headers, bodyBase64: body.toString('base64') }],
    });
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
          const { data, error } = await ours.GET('/api/v1/servers/{server_id}/', {
            params: { path: { server_id: server.id } },
          });
          if (error) throw error;
          check(data.id);
        },
      },
      {
        name: 'openapi-fetch',
        call: async () => {
          const { data } = await bareOpenapiFetch.GET('/api/v1/servers/{server_id}/', {
            params: { path: { server_id: server.id } },
          });
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
    // CPU time of this process (the clients' side only) per request: less disturbed than wall time
    // on a shared machine, where another process's turn lands in whichever round it happens to hit.
    const cpuPerRequest = new Map<string, number[]>(calls.map((c) => [c.name, []]));
    for (const c of calls) for (let i = 0; i < config.clients.warmup; i++) await c.call();
    for (let round = 0; round < config.clients.rounds; round++) {
      for (const c of roundOrder(calls, round)) {
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        for (let i = 0; i < config.clients.requests; i++) await c.call();
        const us = ((performance.now() - t0) * 1000) / config.clients.requests;
        const cpu = process.cpuUsage(cpu0);
        const cpuUs = (cpu.user + cpu.system) / config.clients.requests;
        perRequest.get(c.name)!.push(us);
        cpuPerRequest.get(c.name)!.push(cpuUs);
        log(`    ${c.name} · round ${round + 1}: ${us.toFixed(1)} µs per request, ${cpuUs.toFixed(1)} µs CPU`);
      }
    }

    const side = (name: string): Side => ({
      name,
      figures: [
        { label: 'per request', unit: 'µs', value: summarize(perRequest.get(name)!) },
        { label: 'client CPU per request', unit: 'µs', value: summarize(cpuPerRequest.get(name)!) },
      ],
    });
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
          ...(c.name === 'createVpsClient'
            ? { target: target('≤ 1.15×', ratio, undefined, 1.15), limits: CLIENT_LIMITS }
            : {}),
        };
      });
    return {
      id: 3,
      title: 'Typed client vs fetch, openapi-fetch and undici.request',
      rows,
      notes: [
        `${config.clients.requests} sequential keep-alive GETs of one server per client and round, ${config.clients.rounds} rounds in rotating order after ${config.clients.warmup} warm-up requests each; every answer's JSON is parsed and checked.`,
        "The server is a bare node:http server in another process answering the document's example with its headers; `fetch` is Node's built-in (undici inside), `undici.request` is the undici package; openapi-fetch is `createClient<paths>()` with the Authorization header as a default header.",
        'Client CPU per request is process.cpuUsage() of the benchmark process (where the clients run) over each round, divided by its requests.',
      ],
      pids: [bare.pid],
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await bare?.stop();
  }
}
