// Benchmark 5: the sandbox with 100 vs 100,000 servers stored in one account (seeded straight into its
// store): latency of a list page and of one server, one request at a time, and memory after seeding.
import type { BenchConfig } from './lib/config.js';
import type { LoadResult } from './lib/load.js';
import { target, type BenchmarkResult, type Figure, type Log, type Row, type Side } from './lib/result.js';
import { getRequest, listRequest, startSandboxChild, type SandboxChild } from './lib/sandbox-target.js';
import { sideBySide } from './lib/side-by-side.js';
import { ratios, summarize } from './lib/stats.js';

const MB = 1024 * 1024;

type Memory = { rss: number; heapUsed: number };

export async function scale(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  const sizes = [config.scale.small, config.scale.large];
  const label = (n: number) => `${n.toLocaleString('en-US')} servers`;
  const children: SandboxChild[] = [];
  try {
    for (const n of sizes) {
      log(`  starting a sandbox with ${label(n)} …`);
      // --expose-gc: memory is read after a full collection.
      children.push(await startSandboxChild(config, n, ['--expose-gc']));
    }
    const [small, large] = children as [SandboxChild, SandboxChild];
    // One request at a time: latency, not throughput, is what grows with the store.
    const base = { connections: 1, durationSec: config.scale.loadSeconds, maxRequests: config.scale.maxRequests, sampleIntMs: config.sampleIntMs };
    const loadConfig = { ...config, warmupSeconds: Math.min(config.warmupSeconds, 1) };
    const cases = [
      { name: 'GET list (page of 25)', request: (c: SandboxChild) => listRequest(c.ready.token), target: true },
      { name: 'GET one server', request: (c: SandboxChild) => getRequest(c.ready.token, c.ready.serverId!), target: false },
    ];
    const rows: Row[] = [];
    for (const c of cases) {
      const results = await sideBySide(
        c.name,
        children.map((child, i) => ({ name: label(sizes[i]!), spec: () => ({ ...base, ...c.request(child), url: child.ready.url }) })),
        loadConfig,
        log,
      );
      const big = results.get(label(sizes[1]!))!;
      const little = results.get(label(sizes[0]!))!;
      const ratio = summarize(ratios(big.map((r) => r.p50), little.map((r) => r.p50)));
      rows.push({
        case: `${c.name}, one at a time`,
        subject: latencySide(label(sizes[1]!), big),
        baseline: latencySide(label(sizes[0]!), little),
        ratio: { label: 'p50 latency large / small', value: ratio },
        ...(c.target
          ? {
              target: target('≤ 1.5×', ratio, undefined, 1.5),
              limits: `listServers pages in SQL only without filters and with the default sort; otherwise it reads and JSON-parses every server of the account (${label(sizes[1]!)}) for a page of 25 (Store.list, then listReply in sandbox/list.ts).`,
            }
          : {}),
      });
    }
    const after: Memory[] = [];
    for (const child of children) after.push(await child.request<Memory>('memory'));
    const memorySide = (i: number): Side => {
      const seeded = children[i]!.ready.memory;
      return {
        name: label(sizes[i]!),
        figures: [
          { label: 'RSS', unit: 'MB', value: summarize([seeded.rss / MB]) },
          { label: 'heap', unit: 'MB', value: summarize([seeded.heapUsed / MB]) },
          { label: 'RSS after the loads', unit: 'MB', value: summarize([after[i]!.rss / MB]) },
        ],
      };
    };
    rows.push({
      case: 'Memory after seeding (RSS also after the loads)',
      subject: memorySide(1),
      baseline: memorySide(0),
      ratio: { label: 'RSS after seeding large / small', value: summarize([large.ready.memory.rss / small.ready.memory.rss]) },
    });
    return {
      id: 5,
      title: 'Sandbox at scale: 100 vs 100,000 servers',
      rows,
      notes: [
        `Each sandbox stores its servers in one account, on a SQLite file: one created through the API, the others copies of it written straight into the store (${label(sizes[1]!)} in ${((large.ready.seedMs ?? 0) / 1000).toFixed(1)} s). The per-account quota does not apply to seeding.`,
        `Latency: autocannon with 1 connection, ${config.scale.loadSeconds} s per round, ${config.rounds} rounds alternating the two sandboxes; the list is the default first page (sorted by id).`,
        'Memory: process.memoryUsage() of the sandbox process after a forced GC (--expose-gc), once after seeding and once after the loads.',
      ],
      pids: children.map((c) => c.pid),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const child of children) await child.stop();
  }
}

function latencySide(name: string, loads: LoadResult[]): Side {
  const figures: Figure[] = [
    { label: 'p50', unit: 'ms', value: summarize(loads.map((l) => l.p50)) },
    { label: 'p99', unit: 'ms', value: summarize(loads.map((l) => l.p99)) },
    { label: 'req/s', unit: 'req/s', value: summarize(loads.map((l) => l.rps)) },
  ];
  return { name, figures };
}
