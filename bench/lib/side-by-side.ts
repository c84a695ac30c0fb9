// Loads of one case against several servers, round by round in alternating order after a warm-up
// each, so that drift on a shared machine hits every server alike.
import type { BenchConfig } from './config.js';
import { assertClean, runLoad, type LoadResult, type LoadSpec } from './load.js';
import type { Figure, Log, Side } from './result.js';
import { roundOrder, summarize } from './stats.js';

export type LoadTarget = { name: string; spec: () => Promise<LoadSpec> | LoadSpec };

export async function sideBySide(caseName: string, targets: LoadTarget[], config: BenchConfig, log: Log): Promise<Map<string, LoadResult[]>> {
  const results = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  if (config.warmupSeconds > 0) {
    for (const t of targets) {
      const spec = await t.spec();
      assertClean(`${t.name} ${caseName} (warm-up)`, await runLoad({ ...spec, durationSec: config.warmupSeconds }));
    }
  }
  for (let round = 0; round < config.rounds; round++) {
    for (const t of roundOrder(targets, round)) {
      const r = await loadWithAnswers(await t.spec());
      assertClean(`${t.name} ${caseName}`, r);
      results.get(t.name)!.push(r);
      log(`    ${caseName} · ${t.name} · round ${round + 1}: ${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms${r.capped ? ' (capped)' : ''}`);
    }
  }
  return results;
}

/** Extra rounds, each twice as long as the one before, when a round got no answer at all: a
 *  server started on a loaded machine may not answer within a short (smoke) round. Bounded. */
const MAX_LONGER_ROUNDS = 3;

async function loadWithAnswers(spec: LoadSpec): Promise<LoadResult> {
  let r = await runLoad(spec);
  for (let longer = 1; r.completed === 0 && longer <= MAX_LONGER_ROUNDS; longer++) {
    r = await runLoad({ ...spec, durationSec: spec.durationSec * 2 ** longer });
  }
  return r;
}

/** req/s, p50 and p99 of a series of loads, as the figures of one side of a row. */
export function loadSide(name: string, loads: LoadResult[]): Side {
  const figures: Figure[] = [
    { label: 'req/s', unit: 'req/s', value: summarize(loads.map((l) => l.rps)) },
    { label: 'p50', unit: 'ms', value: summarize(loads.map((l) => l.p50)) },
    { label: 'p99', unit: 'ms', value: summarize(loads.map((l) => l.p99)) },
  ];
  return { name, figures };
}

/** The base of every load spec from the configuration. */
export function loadBase(config: BenchConfig, max: number) {
  return { connections: config.connections, durationSec: config.loadSeconds, maxRequests: max, sampleIntMs: config.sampleIntMs };
}
