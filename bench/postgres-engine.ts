// Benchmark 8 (issue 14): the sandbox's PostgreSQL engine beside its SQLite engine (reads and
// durable creates, one instance each), and two instances vs one on one PostgreSQL database under a
// mixed load (reads and creates at once). PostgreSQL is a throwaway cluster with fsync and
// synchronous commit on, so a create is on disk before its answer, as with SQLite's synchronous=FULL.
import { startPostgresCluster, type PostgresCluster } from '@vps-hosting/sandbox/testing';
import { startAll } from './lib/child.js';
import type { BenchConfig } from './lib/config.js';
import { assertClean, type LoadResult, type LoadSpec } from './lib/load.js';
import { target, type BenchmarkResult, type Log, type Row } from './lib/result.js';
import {
  createRequest,
  getRequest,
  listRequest,
  startSandboxChild,
  writerTokens,
  type SandboxChild,
} from './lib/sandbox-target.js';
import { loadBase, loadSide, loadWithAnswers, sideBySide } from './lib/side-by-side.js';
import { ratios, roundOrder, summarize } from './lib/stats.js';

const SEEDED = 100;

export async function postgresEngine(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  const children: SandboxChild[] = [];
  let cluster: PostgresCluster | undefined;
  try {
    log('  starting a PostgreSQL cluster (fsync on) and the sandboxes …');
    // The SQLite sandbox starts while the cluster and the PostgreSQL sandbox do.
    const clusterStarted = startPostgresCluster({ database: 'bench', durable: true }).then((started) => {
      cluster = started;
      return started;
    });
    const [sqlite, pg] = await startAll<[SandboxChild, SandboxChild]>(
      [
        startSandboxChild(config, SEEDED),
        clusterStarted.then((started) => startSandboxChild(config, SEEDED, [], started.url)),
      ],
      children,
    );
    const { url } = await clusterStarted;
    const rows: Row[] = [];

    const engines = [
      { name: 'PostgreSQL', sb: pg.ready },
      { name: 'SQLite', sb: sqlite.ready },
    ];
    const cases = [
      { name: 'GET list (page of 25)', read: true, request: (token: string) => listRequest(token) },
      { name: 'POST create (durable)', read: false, request: (token: string) => createRequest(token) },
    ];
    for (const c of cases) {
      const base = loadBase(config, c.read ? config.maxReads : config.maxWrites);
      const results = await sideBySide(
        c.name,
        engines.map(({ name, sb }) => ({
          name,
          spec: async () => ({
            ...base,
            ...c.request(sb.token),
            url: sb.url,
            ...(c.read ? {} : { perRequestHeaders: await writerTokens(sb.url, config.maxWrites, config.connections) }),
          }),
        })),
        config,
        log,
      );
      const ours = results.get('PostgreSQL')!;
      const peer = results.get('SQLite')!;
      const ratio = summarize(
        ratios(
          ours.map((r) => r.rps),
          peer.map((r) => r.rps),
        ),
      );
      rows.push({
        case: c.name,
        subject: loadSide('PostgreSQL engine', ours),
        baseline: loadSide('SQLite engine', peer),
        ratio: { label: 'PostgreSQL / SQLite req/s', value: ratio },
        target: { text: 'reported', met: true },
      });
    }

    log('  starting a second instance on the PostgreSQL database …');
    const second = await startSandboxChild(config, 0, [], url);
    children.push(second);
    rows.push(await twoVsOne(config, log, pg, second));

    return {
      id: 8,
      title: 'PostgreSQL engine vs SQLite engine; two instances vs one on PostgreSQL',
      rows,
      notes: [
        `Each sandbox in its own process, ${SEEDED} servers stored; SQLite on a file (WAL, synchronous=FULL), PostgreSQL ${'a throwaway cluster on 127.0.0.1'} with fsync and synchronous_commit on: every create is durable before its answer on both.`,
        'On PostgreSQL each request also counts its rate-limit window in the database, reads the shared clock and the token (no cache), and runs in a SERIALIZABLE transaction: the price of instances that share state.',
        'Mixed load: reads of one server and creates at once, half the connections each; with two instances each gets half of both. On a 2-core machine shared by the load generator, PostgreSQL and the instances, two instances cannot double anything.',
      ],
      pids: children.map((c) => c.pid),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const child of children) await child.stop();
    await cluster?.stop();
  }
}

/** Mixed reads and creates against one instance, then the same load split over two, round by round. */
async function twoVsOne(config: BenchConfig, log: Log, first: SandboxChild, second: SandboxChild): Promise<Row> {
  const name = 'mixed GET one server + POST create';
  // The same connections in all: a quarter of them per (instance, kind) with two instances.
  const quarter = Math.max(1, Math.floor(config.connections / 4));
  const loadsOf = async (instances: SandboxChild[]): Promise<LoadSpec[]> => {
    const per = ((4 / instances.length) * quarter) / 2;
    const specs: LoadSpec[] = [];
    for (const instance of instances) {
      const sb = instance.ready;
      specs.push({
        ...loadBase(config, Math.floor(config.maxReads / instances.length)),
        ...getRequest(first.ready.token, first.ready.serverId!),
        url: sb.url,
        connections: per,
      });
      specs.push({
        ...loadBase(config, Math.floor(config.maxWrites / instances.length)),
        ...createRequest(first.ready.token),
        url: sb.url,
        connections: per,
        perRequestHeaders: await writerTokens(sb.url, Math.floor(config.maxWrites / instances.length), per),
      });
    }
    return specs;
  };
  const subjects = [
    { name: 'two instances', instances: [first, second] },
    { name: 'one instance', instances: [first] },
  ];
  const measured = new Map<string, LoadResult[]>(subjects.map((s) => [s.name, []]));
  for (let round = 0; round < config.rounds; round++) {
    for (const s of roundOrder(subjects, round)) {
      const specs = await loadsOf(s.instances);
      // As in sideBySide: a load that got no answer (an instance busy starting up) runs again, longer.
      const results = await Promise.all(specs.map((spec) => loadWithAnswers(spec)));
      results.forEach((r, i) => {
        assertClean(`${s.name} ${name} (load ${i + 1})`, r);
      });
      const total = combine(results);
      measured.get(s.name)!.push(total);
      log(
        `    ${name} · ${s.name} · round ${round + 1}: ${Math.round(total.rps)} req/s, p50 ${total.p50.toFixed(2)} ms, p99 ${total.p99.toFixed(2)} ms`,
      );
    }
  }
  const two = measured.get('two instances')!;
  const one = measured.get('one instance')!;
  const ratio = summarize(
    ratios(
      two.map((r) => r.rps),
      one.map((r) => r.rps),
    ),
  );
  return {
    case: `${name} (PostgreSQL)`,
    subject: loadSide('two instances', two),
    baseline: loadSide('one instance', one),
    ratio: { label: 'two / one req/s', value: ratio },
    target: target('≥ 1.6×', ratio, 1.6),
    limits:
      'two cores for the load generator, PostgreSQL and both instances: each instance alone already keeps about one core busy, so a second one mostly takes CPU from the others.',
  };
}

/** The loads run at once as one: summed throughput, the slowest load's percentiles. */
function combine(results: LoadResult[]): LoadResult {
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    completed: results.reduce((sum, r) => sum + r.completed, 0),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    statuses: {},
    bytesPerResponse: 0,
    seconds: Math.max(...results.map((r) => r.seconds)),
    capped: results.some((r) => r.capped),
  };
}
