// Benchmark 6: wall time of the contract's build steps, each an `npm run` in its own process group.
// `generate` runs with --check (the same bundle and types, written to a temporary folder and
// compared) and `docs` with --out to a temporary folder, so the benchmark changes no file in the
// repository; `docs` is left out while scripts/docs.ts does not exist.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNpmScript, type ScriptResult } from '../scripts/lib/npm-script.js';
import { timed, TIMED_OUT } from './lib/child.js';
import type { BenchConfig } from './lib/config.js';
import { REPO } from './lib/repo.js';
import type { BenchmarkResult, Log, Row } from './lib/result.js';
import { summarize } from './lib/stats.js';

interface Step {
  name: string;
  /** The command line shown in the results. */
  shown: string;
  args: (scratch: string) => string[];
}

const STEPS: Record<string, Step> = {
  lint: { name: 'lint', shown: 'npm run lint', args: () => [] },
  generate: { name: 'generate', shown: 'npm run generate -- --check', args: () => ['--check'] },
  docs: { name: 'docs', shown: 'npm run docs -- --out <tmp>', args: (scratch) => ['--out', join(scratch, 'docs')] },
};

export async function pipeline(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  const steps = config.pipeline.steps.map((name) => {
    const step = STEPS[name];
    if (!step) throw new Error(`no pipeline step ${name}`);
    return step;
  });
  const present = steps.filter((s) => s.name !== 'docs' || existsSync(join(REPO, 'scripts/docs.ts')));
  const scratch = mkdtempSync(join(tmpdir(), 'vps-bench-pipeline-'));
  const times = new Map<string, number[]>(present.map((s) => [s.name, []]));
  const failures: string[] = [];
  try {
    for (let round = 0; round < config.pipeline.rounds; round++) {
      for (const step of present) {
        const result = await runStep(step, scratch, config.pipeline.timeoutMs);
        times.get(step.name)!.push(result.seconds);
        const failed = result.code !== 0;
        if (failed)
          failures.push(
            `${step.shown} exited with code ${result.code} in round ${round + 1}: ${result.output.trim().split('\n').slice(-3).join(' / ')}`,
          );
        log(
          `    ${step.shown} · round ${round + 1}: ${result.seconds.toFixed(2)} s${failed ? ` (exit code ${result.code})` : ''}`,
        );
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const rows: Row[] = present.map((step) => ({
    case: step.shown,
    subject: { name: step.name, figures: [{ label: 'wall time', unit: 's', value: summarize(times.get(step.name)!) }] },
  }));
  return {
    id: 6,
    title: 'Pipeline: wall time per step',
    rows,
    notes: [
      `Each step is a fresh \`npm run\` process (npm and tsx start-up included), ${config.pipeline.rounds} rounds in order; no file of the repository is written (generate runs with --check, docs into a temporary folder; lint writes its bundle to .tmp/).`,
      ...(present.length < steps.length ? ['`docs` is left out: scripts/docs.ts does not exist.'] : []),
    ],
    problems: failures,
    pids: [],
    seconds: (performance.now() - started) / 1000,
  };
}

/** One step, stopped (its whole process group) if it runs past the timeout. */
async function runStep(step: Step, scratch: string, timeoutMs: number): Promise<ScriptResult> {
  const running = runNpmScript(step.name, REPO, step.args(scratch));
  const result = await timed(running.done, timeoutMs);
  if (result !== TIMED_OUT) return result;
  running.stop();
  const stopped = await running.done;
  return { ...stopped, code: stopped.code || 1, output: `timed out after ${timeoutMs} ms\n${stopped.output}` };
}
