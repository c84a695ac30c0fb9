// Benchmark 10 (issue 41): the conformance kit, `vps-conformance`, as an implementer runs it: from
// source (packages/conformance/src/bin.ts through tsx with --conditions=@vps-hosting/source, in a
// child process of its own so that its wall time and CPU are its own, start-up included, and its
// exit code and report are what a user gets) against a fresh `vps-sandbox --port 0 --memory --fleet
// --action-seconds 1 --rate-limit 1000`, also a child process, through its public API only (a proxy
// answers 404 on /_admin/: bench/lib/public-proxy.ts), with the full, read and second account's
// tokens the sandbox prints (no admin call at all). Then the mutant corpus (bench/lib/mutants.ts):
// each realistic bug planted alone in a copy of the sandbox's sources, the kit run against it; caught
// when a check fails that did not fail on the faithful sandbox. Schemathesis beside it: see
// bench/lib/schemathesis.ts. Bounded: every kit run has a timeout, the corpus a deadline, two
// mutants at a time at most; every process is stopped by PID.
import { type BenchConfig, SMOKE } from './lib/config.js';
import { type KitRun, runKit } from './lib/kit-run.js';
import { kitSnapshot, plantedCopy, plantingProblem, removeCopy } from './lib/mutant-copy.js';
import { type Category, MUTANTS, type Mutant } from './lib/mutants.js';
import type { BenchmarkResult, Log, Row, Side } from './lib/result.js';
import { installedSchemathesis, NOT_INSTALLABLE } from './lib/schemathesis.js';
import { summarize } from './lib/stats.js';

/** Issue 41: the whole kit in at most 3 minutes; at least 95 % of the corpus caught. */
const TARGET_SECONDS = 180;
const TARGET_CAUGHT = 0.95;

export interface KitSettings {
  /** The kit's --only for every run (empty: the whole kit). */
  only: string[];
  /** Mutant ids to run (all: the whole corpus). */
  mutants: readonly string[] | 'all';
  /** Mutants run at once. */
  concurrency: number;
  /** Limit of one kit run. */
  kitTimeoutMs: number;
  /** Limit of the whole corpus: mutants not started by then are reported as not run (a problem). */
  corpusDeadlineMs: number;
}

export const FULL_SETTINGS: KitSettings = {
  only: [],
  mutants: 'all',
  concurrency: 2,
  kitTimeoutMs: 10 * 60_000,
  corpusDeadlineMs: 75 * 60_000,
};

/** `--quick`: one family, one mutant it catches and one it cannot (another family's promise). */
export const QUICK_SETTINGS: KitSettings = {
  only: ['problems'],
  mutants: ['prob-content-type-json', 'field-labels-dropped'],
  concurrency: 2,
  kitTimeoutMs: 4 * 60_000,
  corpusDeadlineMs: 6 * 60_000,
};

export type MutantOutcome = 'caught' | 'missed' | 'timeout' | 'not-run';

export interface MutantResult {
  id: string;
  category: Category | 'control';
  description: string;
  outcome: MutantOutcome;
  /** Failed checks that pass on the faithful sandbox (the first one, when the run was stopped at it). */
  newFailures: string[];
  firstMessage?: string;
  exitCode: number | null;
  seconds: number;
}

export interface ConformanceKitResult extends BenchmarkResult {
  fullRun: Omit<KitRun, 'tail' | 'messages'> & { failedMessages: Record<string, string> };
  corpus: MutantResult[];
}

const CONTROL: Omit<MutantResult, 'outcome' | 'newFailures' | 'exitCode' | 'seconds'> = {
  id: 'control',
  category: 'control',
  description: 'the faithful sandbox, copied like a mutant (a catch here is a false alarm)',
};

const percent = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)} %`);

export async function conformanceKit(
  config: BenchConfig,
  log: Log,
  settings: KitSettings = config === SMOKE ? QUICK_SETTINGS : FULL_SETTINGS,
): Promise<ConformanceKitResult> {
  const started = performance.now();
  const problems: string[] = [];
  const pids: number[] = [];
  const selected = settings.mutants === 'all' ? [...MUTANTS] : settings.mutants.map(findMutant);
  // Loudly, before anything runs: a search string that no longer occurs exactly once.
  const unplantable = selected.map((m) => plantingProblem(m)).filter((p): p is string => p !== undefined);
  if (unplantable.length > 0) throw new Error(`the mutant corpus does not fit the sandbox:\n${unplantable.join('\n')}`);

  // 1. The full run, against the repository's sandbox, with the kit as committed (every run the same checks).
  const kit = kitSnapshot();
  const scope = settings.only.length ? `--only ${settings.only.join(',')}` : 'every check';
  log(`    full run (${scope}, the kit at ${kit.commit}) …`);
  const full = await runKit({ kitBin: kit.bin, only: settings.only, timeoutMs: settings.kitTimeoutMs, pids });
  log(
    `    full run: exit ${full.exitCode}, ${full.wallSeconds.toFixed(1)} s, ${full.totals ? `${full.totals.passed} passed, ${full.totals.failed} failed, ${full.totals.notExercised} not exercised` : 'no report'}`,
  );
  if (full.ended !== 'exited' || (full.exitCode !== 0 && full.exitCode !== 1) || !full.totals)
    problems.push(`the full run did not complete (${full.ended}, exit ${full.exitCode}):\n${full.tail}`);
  if (full.sandboxAdmin) problems.push('the kit found the admin extension behind the public proxy');
  const baseline = new Set(full.failed);

  // 2. The control: the faithful sandbox copied like a mutant, run to its end before any mutant. A check
  // that fails on it and passed on the full run is flaky: it joins the baseline, so no mutant counts it.
  const controlStarted = performance.now();
  const controlRun = await runKit({
    kitBin: kit.bin,
    sandboxMain: plantedCopy(undefined),
    only: settings.only,
    timeoutMs: settings.kitTimeoutMs,
    pids,
  });
  removeCopy(CONTROL.id);
  const flakyChecks = controlRun.failed.filter((id) => !baseline.has(id));
  for (const id of flakyChecks) baseline.add(id);
  const control: MutantResult = {
    ...CONTROL,
    outcome: flakyChecks.length > 0 ? 'caught' : 'missed',
    newFailures: flakyChecks,
    exitCode: controlRun.exitCode,
    seconds: (performance.now() - controlStarted) / 1000,
  };
  log(`    control: ${flakyChecks.length ? `flaky ${flakyChecks.join(', ')}` : 'nothing new failed'}`);

  // 3. The corpus: each mutant in a copy of its own, two at a time.
  const items: Array<{ mutant: Mutant }> = selected.map((mutant) => ({ mutant }));
  let nextItem = 0;
  const results: MutantResult[] = [];
  const deadline = performance.now() + settings.corpusDeadlineMs;
  const corpusStarted = performance.now();
  const worker = async () => {
    while (nextItem < items.length) {
      const { mutant } = items[nextItem++]!;
      const info = { id: mutant.id, category: mutant.category, description: mutant.description };
      if (performance.now() > deadline) {
        results.push({ ...info, outcome: 'not-run', newFailures: [], exitCode: null, seconds: 0 });
        continue;
      }
      const t0 = performance.now();
      const main = plantedCopy(mutant);
      try {
        const run = await runKit({
          kitBin: kit.bin,
          sandboxMain: main,
          only: settings.only,
          stopAtFailureOutside: baseline,
          timeoutMs: Math.min(settings.kitTimeoutMs, Math.max(60_000, deadline - performance.now() + 60_000)),
          pids,
        });
        const newFailures = run.failed.filter((id) => !baseline.has(id));
        const outcome: MutantOutcome =
          newFailures.length > 0 ? 'caught' : run.ended === 'timeout' ? 'timeout' : 'missed';
        if (run.ended === 'exited' && run.exitCode !== 0 && run.exitCode !== 1)
          problems.push(`${info.id}: the kit exited ${run.exitCode} (the copy may not start):\n${run.tail}`);
        const first = newFailures[0];
        results.push({
          ...info,
          outcome,
          newFailures,
          ...(first !== undefined && run.messages[first] ? { firstMessage: run.messages[first] } : {}),
          exitCode: run.exitCode,
          seconds: (performance.now() - t0) / 1000,
        });
        log(
          `    ${info.id}: ${outcome}${first ? ` by ${first}` : ''} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        problems.push(`${info.id}: ${(error as Error).message.slice(0, 2000)}`);
        results.push({ ...info, outcome: 'not-run', newFailures: [], exitCode: null, seconds: 0 });
      } finally {
        removeCopy(info.id);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, worker));
  const corpusSeconds = (performance.now() - corpusStarted) / 1000;
  const order = new Map(selected.map((m, i) => [m.id, i]));
  results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  const mutants = results;
  const caught = mutants.filter((r) => r.outcome === 'caught');
  const missed = mutants.filter((r) => r.outcome === 'missed' || r.outcome === 'timeout');
  const notRun = mutants.filter((r) => r.outcome === 'not-run');
  if (notRun.length > 0) problems.push(`${notRun.length} mutant(s) not run: ${notRun.map((r) => r.id).join(', ')}`);
  const rate = mutants.length - notRun.length === 0 ? 0 : caught.length / (mutants.length - notRun.length);

  // 3. Schemathesis beside it: no figure unless it ran.
  const schemathesis = installedSchemathesis();
  const schemathesisSide: Side = {
    name: schemathesis
      ? `Schemathesis (${schemathesis}): installed, not run by this benchmark`
      : `Schemathesis: ${NOT_INSTALLABLE.split(':')[0]}`,
    figures: [],
  };

  const totals = full.totals;
  const rows: Row[] = [
    {
      case: `whole kit (${scope}), public API only, 1-second actions`,
      subject: {
        name: `vps-conformance${totals ? ` (${totals.passed} passed, ${totals.failed} failed, ${totals.notExercised} not exercised)` : ''}`,
        figures: [
          { label: 'wall time', unit: 's', value: summarize([full.wallSeconds]) },
          ...(full.kitCpuSeconds !== undefined
            ? [{ label: 'kit CPU', unit: 's' as const, value: summarize([full.kitCpuSeconds]) }]
            : []),
          ...(full.sandboxCpuSeconds !== undefined
            ? [{ label: 'sandbox CPU', unit: 's' as const, value: summarize([full.sandboxCpuSeconds]) }]
            : []),
        ],
      },
      baseline: schemathesisSide,
      target: { text: `≤ ${TARGET_SECONDS} s`, met: full.wallSeconds <= TARGET_SECONDS },
      limits:
        "the checks that chain 1-second actions (servers, backups, snapshots, domains, webhooks) at --concurrency 4: the longest, idempotency's server actions, about 18 s, starts once the writes family's checks free a slot; and each token's window (1,000 requests per 5 minutes): a run spends about 870 of the main token's and as many of the read token's, 730 of the second account's; one that spends a whole window waits up to 5 minutes for the next (docs/design/conformance-kit.md#the-runs-own-pace).",
    },
    {
      case: `planted bugs caught, public API only (${mutants.length - notRun.length} mutants${settings.mutants === 'all' ? '' : ', --quick'})`,
      subject: {
        name: `vps-conformance: ${caught.length} of ${mutants.length - notRun.length} caught (${percent(caught.length, mutants.length - notRun.length)})`,
        figures: [
          { label: 'corpus wall time', unit: 's', value: summarize([corpusSeconds]) },
          ...(mutants.some((r) => r.seconds > 0)
            ? [
                {
                  label: 'per mutant',
                  unit: 's' as const,
                  value: summarize(mutants.filter((r) => r.seconds > 0).map((r) => r.seconds)),
                },
              ]
            : []),
        ],
      },
      baseline: schemathesisSide,
      target: { text: `≥ ${TARGET_CAUGHT * 100} %`, met: rate >= TARGET_CAUGHT },
      limits: missed.length
        ? `missed: ${missed.map((r) => `${r.id} (${r.description})`).join('; ')}`
        : 'nothing missed',
    },
  ];

  const byCategory = new Map<string, { caught: number; of: number; missed: string[] }>();
  for (const r of mutants) {
    if (r.outcome === 'not-run') continue;
    const entry = byCategory.get(r.category) ?? { caught: 0, of: 0, missed: [] };
    entry.of++;
    if (r.outcome === 'caught') entry.caught++;
    else entry.missed.push(r.id);
    byCategory.set(r.category, entry);
  }
  const notes = [
    `The kit: git HEAD's packages/conformance, copied under build/kit/ when the benchmark starts (every run of it the same checks, whatever the working tree does), its src/bin.ts from source (node --conditions=@vps-hosting/source --import tsx), a child process of its own (its wall time from spawn to exit and its CPU, sampled each second from /proc, are its own; its exit code and JSON report are what a user gets), \`--action-timeout ${30}\` and its defaults otherwise (--concurrency 4); ${scope}.`,
    "The target: `vps-sandbox --port 0 --memory --fleet --action-seconds 1 --rate-limit 1000` (packages/sandbox/src/main.ts through tsx) in a child process, with the full, read-only and second account's tokens it prints; the kit talks to it through a proxy that answers 404 on /_admin/ (no admin call is made, the kit finds no admin extension), so the run is through the public API only.",
    `Full run: exit ${full.exitCode}, ${full.wallSeconds.toFixed(1)} s wall (the kit's own measure ${full.reportSeconds?.toFixed(1) ?? '—'} s), ${full.requests ?? '—'} requests; ${full.failed.length} failed check(s)${full.failed.length ? `: ${full.failed.slice(0, 12).join(', ')}${full.failed.length > 12 ? ' …' : ''}` : ''}; not exercised: ${full.notExercised?.length ? byReason(full.notExercised) : 'none'}; left behind: ${full.leftovers?.length ? full.leftovers.join('; ') : 'nothing'}.`,
    `The corpus (bench/lib/mutants.ts): ${mutants.length} realistic bugs, each one text replacement (its search string must occur exactly once) in a copy of packages/sandbox/{src,seed,package.json} under build/mutants/<id>/, started like the sandbox above; ${settings.concurrency} at a time, each kit run stopped at the first failed check that passed on the faithful sandbox (so a caught mutant names its first such check). A mutant is caught by such a failure only: the full run's failures do not count.`,
    `Control (the faithful copy, run like a mutant but to its end, before the corpus): ${flakyChecks.length ? `${flakyChecks.length} check(s) failed that passed on the full run (flaky; they join the full run's failures, which no mutant counts): ${flakyChecks.join(', ')}` : 'no check failed that passed on the full run'}.`,
    `Caught per category: ${[...byCategory].map(([c, e]) => `${c} ${e.caught}/${e.of}`).join(', ')}.`,
    `Missed (${missed.length}): ${missed.length ? missed.map((r) => `${r.id} [${r.category}]: ${r.description}${r.outcome === 'timeout' ? ' (kit run timed out)' : ''}`).join('; ') : 'none'}.`,
    `Caught, and the first check that failed: ${caught.map((r) => `${r.id} by ${r.newFailures[0]}`).join('; ') || 'none'}.`,
    `Schemathesis: ${schemathesis ? `${schemathesis} is installed, but this benchmark has no run of it yet` : NOT_INSTALLABLE}. No figure is shown for it.`,
  ];
  return {
    id: 10,
    title: 'conformance kit: a full run against the sandbox, and the planted bugs it catches, beside Schemathesis',
    rows,
    notes,
    problems,
    pids,
    seconds: (performance.now() - started) / 1000,
    fullRun: (({ tail: _tail, messages, ...rest }) => ({ ...rest, failedMessages: messages }))(full),
    corpus: [control, ...results],
  };
}

/** "148: 146 × needs the sandbox admin extension (cooperative.internal-error.…), …": checks not exercised, by reason. */
function byReason(notExercised: readonly string[]): string {
  const reasons = new Map<string, string[]>();
  for (const entry of notExercised) {
    const at = entry.indexOf(': ');
    const [id, reason] = at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 2)];
    reasons.set(reason, [...(reasons.get(reason) ?? []), id]);
  }
  const families = (ids: string[]) => [...new Set(ids.map((id) => id.split('.').slice(0, 2).join('.')))].join(', ');
  return `${notExercised.length}: ${[...reasons].map(([reason, ids]) => `${ids.length} × ${reason} (${families(ids)})`).join('; ')}`;
}

function findMutant(id: string): Mutant {
  const mutant = MUTANTS.find((m) => m.id === id);
  if (!mutant) throw new Error(`no mutant ${id} in bench/lib/mutants.ts`);
  return mutant;
}
