// Loads of one case against several servers, round by round in alternating order after a warm-up
// each, so that drift on a shared machine hits every server alike.
import type { BenchConfig } from './config.js';
import { assertClean, runLoad, type LoadResult, type LoadSpec } from './load.js';
import { processTreeCpuUs } from './process-cpu.js';
import type { Figure, Log, Side } from './result.js';
import { roundOrder, summarize } from './stats.js';

/** A server under load; with its `pid`, each round also reports the server's CPU per request. */
export type LoadTarget = { name: string; spec: () => Promise<LoadSpec> | LoadSpec; pid?: number };

/** A round's load, and the CPU the server (its process tree) used per answered request, when known. */
export type RoundResult = LoadResult & { serverCpuUs?: number };

export async function sideBySide(
  caseName: string,
  targets: LoadTarget[],
  config: BenchConfig,
  log: Log,
): Promise<Map<string, RoundResult[]>> {
  const results = new Map<string, RoundResult[]>(targets.map((t) => [t.name, []]));
  if (config.warmupSeconds > 0) {
    for (const t of targets) {
      const spec = await t.spec();
      assertClean(`${t.name} ${caseName} (warm-up)`, await runLoad({ ...spec, durationSec: config.warmupSeconds }));
    }
  }
  for (let round = 0; round < config.rounds; round++) {
    for (const t of roundOrder(targets, round)) {
      const spec = await t.spec();
      const cpuBefore = t.pid === undefined ? undefined : processTreeCpuUs(t.pid);
      const load = await loadWithAnswers(spec);
      const cpuAfter = t.pid === undefined ? undefined : processTreeCpuUs(t.pid);
      const r: RoundResult =
        cpuBefore !== undefined && cpuAfter !== undefined && load.completed > 0
          ? { ...load, serverCpuUs: (cpuAfter - cpuBefore) / load.completed }
          : load;
      assertClean(`${t.name} ${caseName}`, r);
      results.get(t.name)!.push(r);
      const cpu = r.serverCpuUs === undefined ? '' : `, server CPU ${r.serverCpuUs.toFixed(1)} µs/request`;
      log(
        `    ${caseName} · ${t.name} · round ${round + 1}: ${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms${cpu}${r.capped ? ' (capped)' : ''}`,
      );
    }
  }
  return results;
}

/** Extra rounds, each twice as long as the one before, when a round got no answer at all: a
 *  server started on a loaded machine may not answer within a short (smoke) round. Bounded. */
const MAX_LONGER_ROUNDS = 3;

export async function loadWithAnswers(spec: LoadSpec): Promise<LoadResult> {
  let r = await runLoad(spec);
  for (let longer = 1; r.completed === 0 && longer <= MAX_LONGER_ROUNDS; longer++) {
    r = await runLoad({ ...spec, durationSec: spec.durationSec * 2 ** longer });
  }
  return r;
}

/** req/s, p50 and p99 of a series of loads (and the server's CPU per request, when every round
 *  measured it), as the figures of one side of a row. */
export function loadSide(name: string, loads: RoundResult[]): Side {
  const figures: Figure[] = [
    { label: 'req/s', unit: 'req/s', value: summarize(loads.map((l) => l.rps)) },
    { label: 'p50', unit: 'ms', value: summarize(loads.map((l) => l.p50)) },
    { label: 'p99', unit: 'ms', value: summarize(loads.map((l) => l.p99)) },
  ];
  const cpu = loads.map((l) => l.serverCpuUs);
  if (cpu.length > 0 && cpu.every((c) => c !== undefined))
    figures.push({ label: 'server CPU per request', unit: 'µs', value: summarize(cpu) });
  return { name, figures };
}

/** The base of every load spec from the configuration. */
export function loadBase(config: BenchConfig, max: number) {
  return {
    connections: config.connections,
    durationSec: config.loadSeconds,
    maxRequests: max,
    sampleIntMs: config.sampleIntMs,
  };
}
