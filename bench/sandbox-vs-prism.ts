// Benchmark 1: the sandbox vs Prism (`prism mock` on generated/openapi.yaml), same requests, same
// load: a page of the server list, one server, and a durable create.
import { freePort } from '../scripts/lib/ports.js';
import { startPrism, type PrismProcess } from '../scripts/lib/prism.js';
import type { BenchConfig } from './lib/config.js';
import { BUNDLED_YAML } from './lib/repo.js';
import { target, type BenchmarkResult, type Log, type Row } from './lib/result.js';
import { createRequest, getRequest, listRequest, startSandboxChild, writerTokens, type SandboxChild } from './lib/sandbox-target.js';
import { loadBase, loadSide, sideBySide } from './lib/side-by-side.js';
import { ratios, summarize } from './lib/stats.js';

/** Servers stored before the reads: more than one page. */
const SEEDED = 100;

/** What the profile of the sandbox (node --cpu-prof under this load) shows limits each case. */
export const LIMITS = {
  list:
    'listServers pages in SQL when no filter is given and the sort is by id (Store.page, with the resources_by_number index and trigger-kept counts), so the cost no longer grows with the account (benchmark 5); what remains is JSON-parsing and re-serialising the 25 stored documents, per-request validation, auth and Fastify hooks, and an answer 5× the bytes of Prism\'s example. Other list operations (and listServers with a filter or another sort) still read the whole account and filter in memory (listReply in sandbox/list.ts).',
  get:
    'each read runs in one transaction of the asynchronous store (on SQLite a queued BEGIN IMMEDIATE … COMMIT; with the promise hops and AsyncLocalStorage about 10 µs of CPU per request over the former synchronous store, measured A/B) and ActionEngine.tick queries only when an action is due; what remains is Ajv parameter validation, auth, the rate-limit counter, Fastify\'s hooks and the socket write, close to the ceiling of benchmark 2 with the load generator on the same two cores.',
  create:
    'each create is its own transaction committed with synchronous=FULL, one fsync per request: over 40 % of the sandbox\'s profile is inside COMMIT, and a round that meets slow fsyncs on the shared disk drops to half (the min of the range).',
};

export async function sandboxVsPrism(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  const pids: number[] = [];
  let sandbox: SandboxChild | undefined;
  let prism: PrismProcess | undefined;
  try {
    log('  starting the sandbox and Prism …');
    sandbox = await startSandboxChild(config, SEEDED);
    pids.push(sandbox.pid);
    prism = await startPrism({ document: BUNDLED_YAML, port: await freePort(), logLevel: 'silent' });
    pids.push(prism.pid);
    const sb = sandbox.ready;
    const reads = loadBase(config, config.maxReads);
    const writes = loadBase(config, config.maxWrites);
    const cases = [
      { name: 'GET list (page of 25)', read: true, request: () => listRequest(sb.token), limits: LIMITS.list },
      { name: 'GET one server', read: true, request: () => getRequest(sb.token, sb.serverId!), limits: LIMITS.get },
      { name: 'POST create (durable)', read: false, request: () => createRequest(sb.token), limits: LIMITS.create },
    ];
    const rows: Row[] = [];
    const bytes: string[] = [];
    for (const c of cases) {
      const base = c.read ? reads : writes;
      const results = await sideBySide(
        c.name,
        [
          {
            name: 'sandbox',
            spec: async () => ({
              ...base,
              ...c.request(),
              url: sb.url,
              ...(c.read ? {} : { perRequestHeaders: await writerTokens(sb.url, config.maxWrites, config.connections) }),
            }),
          },
          {
            name: 'Prism',
            // The same per-request header rebuild as the sandbox's creates, so the load generator works alike.
            spec: () => {
              const request = c.request();
              return { ...base, ...request, url: prism!.url, ...(c.read ? {} : { perRequestHeaders: () => request.headers }) };
            },
          },
        ],
        config,
        log,
      );
      const ours = results.get('sandbox')!;
      const peer = results.get('Prism')!;
      const ratio = summarize(ratios(ours.map((r) => r.rps), peer.map((r) => r.rps)));
      rows.push({
        case: c.name,
        subject: loadSide('sandbox', ours),
        baseline: loadSide('Prism', peer),
        ratio: { label: 'sandbox / Prism req/s', value: ratio },
        target: c.read ? target('≥ 20×', ratio, 20) : target('≥ 2×', ratio, 2),
        limits: c.limits,
      });
      bytes.push(`${c.name}: sandbox ${Math.round(ours[0]!.bytesPerResponse)} B, Prism ${Math.round(peer[0]!.bytesPerResponse)} B per response`);
    }
    return {
      id: 1,
      title: 'Sandbox vs Prism mock',
      rows,
      notes: [
        `The sandbox runs in its own process with full validation, auth, rate limiting and persistence (SQLite file, WAL, synchronous=FULL: each create is committed to disk before the answer); its rate limit is raised by configuration to ${config.sandboxRateLimit.toLocaleString('en-US')} requests per window for the run.`,
        `${SEEDED} servers are stored before the reads; creates rotate over fresh accounts (a quota caps an account's servers).`,
        'Prism: `prism mock --errors` on generated/openapi.yaml (static examples, log level silent), in its own process.',
        `Load: autocannon, ${config.connections} connections, ${config.loadSeconds} s per round, ${config.rounds} rounds alternating the servers after ${config.warmupSeconds} s warm-up each; latencies are exact per response.`,
        `Response sizes differ (Prism answers the document's example): ${bytes.join('; ')}.`,
      ],
      pids,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await prism?.stop();
    await sandbox?.stop();
  }
}
