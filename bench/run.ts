// `npm run bench [-- --only 1,3 --quick]` (`--help` lists the flags): the ten benchmarks in turn, one table at the end,
// bench/results.json and bench/RESULTS.md. --only runs a subset and --quick the smoke test's short
// rounds; neither writes the result files. Bounded: every load has a duration and a request cap,
// every step a timeout, and the whole run a deadline; every server it starts is stopped by PID.
import { writeFileSync } from 'node:fs';
import { parseCommandLine, usageError, type Command } from '@vps-hosting/http-edge/cli';
import { type BenchConfig, FULL, SMOKE } from './lib/config.js';
import { describeMachine } from './lib/machine.js';
import { markdown, terminalTable, writeReport, type Report } from './lib/report.js';
import type { BenchmarkResult, Log } from './lib/result.js';

const DEADLINE_MS = 12 * 60_000;

type Run = (config: BenchConfig, log: Log) => Promise<BenchmarkResult>;

// Each benchmark's module (the sandbox, Prism, autocannon …) is loaded when it runs, not for --help.
// `extraMinutes`: a benchmark that runs longer than the others' shared deadline adds its own bound to it.
export const BENCHMARKS: { id: number; name: string; run: Run; extraMinutes?: number }[] = [
  {
    id: 1,
    name: 'sandbox vs Prism',
    run: async (c, l) => (await import('./sandbox-vs-prism.js')).sandboxVsPrism(c, l),
  },
  {
    id: 2,
    name: 'sandbox vs bare node:http',
    run: async (c, l) => (await import('./sandbox-vs-bare.js')).sandboxVsBare(c, l),
  },
  { id: 3, name: 'clients', run: async (c, l) => (await import('./clients.js')).clients(c, l) },
  { id: 4, name: 'type-check cost', run: async (c, l) => (await import('./typecheck.js')).typecheck(c, l) },
  { id: 5, name: 'scale', run: async (c, l) => (await import('./scale.js')).scale(c, l) },
  { id: 6, name: 'pipeline', run: async (c, l) => (await import('./pipeline.js')).pipeline(c, l) },
  {
    id: 7,
    name: 'zone-file import at the body limit',
    run: async (c, l) => (await import('./zone-file.js')).zoneFile(c, l),
  },
  {
    id: 8,
    name: 'PostgreSQL engine',
    run: async (c, l) => (await import('./postgres-engine.js')).postgresEngine(c, l),
  },
  { id: 9, name: 'vps start-up', run: async (c, l) => (await import('./cli-startup.js')).cliStartup(c, l) },
  {
    id: 10,
    name: 'conformance kit',
    run: async (c, l) => (await import('./conformance-kit.js')).conformanceKit(c, l),
    // A full kit run (10 minutes at most) and the mutant corpus (75 minutes at most): bench/conformance-kit.ts.
    extraMinutes: 90,
  },
];

const COMMAND = {
  name: 'npm run bench --',
  summary:
    'The benchmarks, side by side, one table at the end; a full run writes bench/results.json and bench/RESULTS.md.\n' +
    `Bounded: every load has a duration and a request cap, and the whole run stops after ${DEADLINE_MS / 60_000} minutes (plus ${BENCHMARKS.filter(
      (b) => b.extraMinutes,
    )
      .map((b) => `${b.extraMinutes} for benchmark ${b.id}`)
      .join(', ')}, when it runs).`,
  flags: {
    only: {
      type: 'string',
      value: 'LIST',
      description: `run only these benchmarks, by number (${BENCHMARKS.map((b) => `${b.id} ${b.name}`).join(', ')}); writes no result file`,
    },
    quick: { type: 'boolean', description: "the smoke test's short rounds; writes no result file" },
  },
} satisfies Command;

const { flags } = parseCommandLine(COMMAND);
const quick = flags.quick ?? false;
const only = flags.only === undefined ? undefined : new Set(flags.only.split(',').map((id) => Number(id.trim())));
const unknown = [...(only ?? [])].filter((id) => !BENCHMARKS.some((b) => b.id === id));
if (only && (only.size === 0 || unknown.length > 0)) {
  usageError(
    COMMAND,
    `--only ${flags.only}: no such benchmark (the numbers are 1–${BENCHMARKS.length}, comma-separated)`,
  );
}
const config = quick ? SMOKE : FULL;
const selected = BENCHMARKS.filter((b) => !only || only.has(b.id));
const deadlineMs = DEADLINE_MS + selected.reduce((sum, b) => sum + (quick ? 0 : (b.extraMinutes ?? 0) * 60_000), 0);

// A last resort: children end with us (IPC channel, Prism's watchdog, bench/lib/spawned.ts's exit hook), so exiting stops them too.
setTimeout(() => {
  console.error(`✖ the benchmarks ran past ${deadlineMs / 60_000} minutes; stopping.`);
  process.exit(1);
}, deadlineMs).unref();

const log: Log = (line) => console.log(line);
const started = performance.now();
const results: BenchmarkResult[] = [];
for (const [index, b] of selected.entries()) {
  console.log(`▶ ${index + 1}/${selected.length} ${b.id}. ${b.name}`);
  const result = await b.run(config, log);
  console.log(`  done in ${result.seconds.toFixed(1)} s`);
  results.push(result);
}

const report: Report = {
  date: new Date().toISOString(),
  machine: describeMachine(),
  config,
  totalSeconds: (performance.now() - started) / 1000,
  benchmarks: results,
};
console.log(`\n${terminalTable(results)}\n`);
const problems = results.flatMap((r) => r.problems ?? []);
for (const p of problems) console.error(`✖ ${p}`);
if (!quick && !only && problems.length === 0) {
  const { md } = writeReport(report);
  console.log(
    `✔ wrote bench/results.json and ${md.slice(md.lastIndexOf('bench/'))} (${Math.round(report.totalSeconds)} s)`,
  );
} else {
  console.log(
    `(${quick ? '--quick' : '--only'}${problems.length ? ', with problems' : ''}: result files not written; ${Math.round(report.totalSeconds)} s)`,
  );
  if (process.env.BENCH_PRINT_MARKDOWN) console.log(markdown(report));
  // A partial run's figures, for adding its rows to the committed results by hand (bench/RESULTS.md says how).
  if (process.env.BENCH_WRITE_JSON) {
    const stripped = { ...report, benchmarks: report.benchmarks.map(({ pids: _pids, ...rest }) => rest) };
    writeFileSync(process.env.BENCH_WRITE_JSON, `${JSON.stringify(stripped, null, 2)}\n`);
  }
}
process.exitCode = problems.length > 0 ? 1 : 0;
