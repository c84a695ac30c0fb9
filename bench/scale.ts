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
      // Every list of the account holds n items: servers, one server's backups, snapshots, domains,
      // zones, one zone's records, actions (all of one server) and one webhook's deliveries.
      // The page cache is off: every request pages in the database, which is what must not grow.
      children.push(await startSandboxChild(config, n, ['--expose-gc'], undefined, true, false));
    }
    const [small, large] = children as [SandboxChild, SandboxChild];
    // One request at a time: latency, not throughput, is what grows with the store.
    const base = {
      connections: 1,
      durationSec: config.scale.loadSeconds,
      maxRequests: config.scale.maxRequests,
      sampleIntMs: config.sampleIntMs,
    };
    const loadConfig = { ...config, warmupSeconds: Math.min(config.warmupSeconds, 1) };
    const pathOf = (c: SandboxChild, operationId: string) => {
      const path = c.ready.lists?.paths[operationId];
      if (!path) throw new Error(`the sandbox seeded no ${operationId}`);
      return path;
    };
    const listOf = (operationId: string, what: string) => ({
      name: `GET ${operationId} (page of 25 of ${what})`,
      // Shorter rounds than the two first cases: eight lists, within the run's time.
      request: (c: SandboxChild) => ({
        ...listRequest(c.ready.token),
        path: pathOf(c, operationId),
        expectStatus: 200,
        durationSec: Math.min(1, config.scale.loadSeconds),
      }),
      target: true,
      short: true,
    });
    const cases = [
      { name: 'GET list (page of 25)', request: (c: SandboxChild) => listRequest(c.ready.token), target: true },
      {
        name: 'GET one server',
        request: (c: SandboxChild) => getRequest(c.ready.token, c.ready.serverId!),
        target: false,
      },
      listOf('listServerBackups', "one server's backups"),
      listOf('listSnapshots', 'snapshots'),
      listOf('listDomains', 'domains'),
      listOf('listDnsZones', 'DNS zones'),
      listOf('listDnsRecords', "one zone's records"),
      listOf('listActions', 'actions'),
      listOf('listServerActions', "one server's actions"),
      listOf('listWebhookDeliveries', "one webhook's deliveries"),
    ];
    const rows: Row[] = [];
    for (const c of cases) {
      const results = await sideBySide(
        c.name,
        children.map((child, i) => ({
          name: label(sizes[i]!),
          spec: () => ({ ...base, ...c.request(child), url: child.ready.url }),
        })),
        'short' in c ? { ...loadConfig, warmupSeconds: Math.min(loadConfig.warmupSeconds, 0.5) } : loadConfig,
        log,
      );
      const big = results.get(label(sizes[1]!))!;
      const little = results.get(label(sizes[0]!))!;
      const ratio = summarize(
        ratios(
          big.map((r) => r.p50),
          little.map((r) => r.p50),
        ),
      );
      rows.push({
        case: `${c.name}, one at a time`,
        subject: latencySide(label(sizes[1]!), big),
        baseline: latencySide(label(sizes[0]!), little),
        ratio: { label: 'p50 latency large / small', value: ratio },
        ...(c.target
          ? {
              target: target('≤ 1.5×', ratio, undefined, 1.5),
              limits:
                'Every list pages, filters and sorts in the database (packages/sandbox/src/domain/list.ts); the default order runs on an index and the total is a count kept by triggers. A filter, or a sort by another key than the default, costs a scan of the list (its total is a COUNT(*)).',
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
      ratio: {
        label: 'RSS after seeding large / small',
        value: summarize([large.ready.memory.rss / small.ready.memory.rss]),
      },
    });
    return {
      id: 5,
      title: 'Sandbox at scale: 100 vs 100,000 items per list',
      rows,
      notes: [
        `Each sandbox stores its servers in one account, on a SQLite file: one created through the API, the others copies of it written straight into the store (${label(sizes[1]!)} in ${((large.ready.seedMs ?? 0) / 1000).toFixed(1)} s). The per-account quota does not apply to seeding.`,
        `Every other list of that account holds as many items (one server's backups, snapshots, domains, DNS zones, one zone's records, actions all of one server, one webhook's deliveries): one of each made through the API, the others copies of its stored row (${((large.ready.lists?.ms ?? 0) / 1000).toFixed(1)} s for the ${label(sizes[1]!).replace(' servers', '')} of each). listWebhooks is not measured: an account has at most 10 webhooks.`,
        `Latency: autocannon with 1 connection, ${config.scale.loadSeconds} s per round (1 s for the lists after the first two cases), ${config.rounds} rounds alternating the two sandboxes; each list is its default first page (sorted by id, or by name for domains and zones).`,
        'The sandboxes run with their page cache off (a repeated page would otherwise be answered from memory, benchmarks 1 and 2): every request reads its page from the database.',
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
