// Benchmark 4: what the package's types cost a consumer. The package is built as `npm pack` would
// ship it (tsconfig.build.json → dist/, plus generated/schema.d.ts) into a scratch project under
// .tmp/, then the repository's TypeScript runs `tsc --noEmit` on a consumer that makes ten typed
// calls (bench/typecheck-fixture/consumer.mts) and on a trivial file, same options, side by side; each
// run with --extendedDiagnostics, whose counts (types, instantiations, files) the results report.
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BenchConfig } from './lib/config.js';
import { BENCH, CHILD_ENV, REPO } from './lib/repo.js';
import { target, type BenchmarkResult, type Log, type Side } from './lib/result.js';
import { ratios, roundOrder, summarize } from './lib/stats.js';

const run = promisify(execFile);
const TSC = join(REPO, 'node_modules/typescript/bin/tsc');
const STEP_TIMEOUT_MS = 120_000;
/** The consumer's compiler options: strict, Node's ESM resolution, as `tsc --init` would skip libs. */
const COMPILER_OPTIONS = {
  strict: true,
  target: 'ES2022',
  module: 'nodenext',
  moduleResolution: 'nodenext',
  noEmit: true,
  skipLibCheck: true,
  types: ['node'],
};

async function tsc(args: string[], cwd: string): Promise<{ seconds: number; stdout: string }> {
  const t0 = performance.now();
  try {
    const { stdout } = await run(process.execPath, [TSC, ...args], {
      cwd,
      env: CHILD_ENV,
      timeout: STEP_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { seconds: (performance.now() - t0) / 1000, stdout };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`tsc ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

/** The compiler's own counts, from the output of a run with `--extendedDiagnostics`: the same on any
 *  machine, loaded or not. */
function counts(name: string, stdout: string): string {
  const count = (label: string) =>
    Number(new RegExp(`^${label}:\\s+(\\d+)`, 'm').exec(stdout)?.[1] ?? NaN).toLocaleString('en-US');
  return `${name}: ${count('Instantiations')} type instantiations, ${count('Types')} types, ${count('Files')} files`;
}

export async function typecheck(config: BenchConfig, log: Log): Promise<BenchmarkResult> {
  const started = performance.now();
  mkdirSync(join(REPO, '.tmp'), { recursive: true });
  // Inside the repository, so the package's own dependencies (openapi-fetch, @types/node) resolve
  // from its node_modules as they would from a consumer's.
  const project = mkdtempSync(join(REPO, '.tmp/bench-typecheck-'));
  try {
    log('  building the package into a scratch project …');
    const pkg = join(project, 'node_modules/@vps-hosting/api');
    // The smoke test type-checks against the build of its run (npm test runs build:all first) when there is one.
    if (config.typecheck.reuseBuild && existsSync(join(REPO, 'dist/index.d.ts')))
      cpSync(join(REPO, 'dist'), join(pkg, 'dist'), { recursive: true });
    else await tsc(['-p', join(REPO, 'tsconfig.build.json'), '--outDir', join(pkg, 'dist')], REPO);
    mkdirSync(join(pkg, 'generated'), { recursive: true });
    copyFileSync(join(REPO, 'generated/schema.d.ts'), join(pkg, 'generated/schema.d.ts'));
    copyFileSync(join(REPO, 'package.json'), join(pkg, 'package.json'));
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'bench-consumer', private: true, type: 'module' }),
    );
    const subjects = ['consumer', 'trivial'].map((name) => {
      copyFileSync(join(BENCH, `typecheck-fixture/${name}.mts`), join(project, `${name}.mts`));
      writeFileSync(
        join(project, `tsconfig.${name}.json`),
        JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: [`${name}.mts`] }),
      );
      return name;
    });

    // Every timed run prints the compiler's counts (--extendedDiagnostics), so that no run is made only
    // to read them and every round of both subjects runs alike; the counts are read from the last round.
    const seconds = new Map<string, number[]>(subjects.map((s) => [s, []]));
    const lastOutput = new Map<string, string>();
    for (let round = 0; round < config.typecheck.rounds; round++) {
      for (const name of roundOrder(subjects, round)) {
        const { seconds: s, stdout } = await tsc(['-p', `tsconfig.${name}.json`, '--extendedDiagnostics'], project);
        seconds.get(name)!.push(s);
        lastOutput.set(name, stdout);
        log(`    tsc --noEmit ${name} · round ${round + 1}: ${s.toFixed(2)} s`);
      }
    }
    const compilerCounts = subjects.map((name) => counts(name, lastOutput.get(name)!));
    const side = (name: string): Side => ({
      name,
      figures: [{ label: 'tsc --noEmit', unit: 's', value: summarize(seconds.get(name)!) }],
    });
    const ratio = summarize(ratios(seconds.get('consumer')!, seconds.get('trivial')!));
    return {
      id: 4,
      title: 'Type-check cost of the package for a consumer',
      rows: [
        {
          case: 'tsc --noEmit: ten typed calls vs trivial file',
          subject: side('consumer'),
          baseline: side('trivial'),
          ratio: { label: 'consumer / trivial time', value: ratio },
          target: target('≤ 1.3×', ratio, undefined, 1.3),
          limits:
            "src/client/types.ts no longer goes through openapi-fetch's FetchOptions/FetchResponse per call (their Writable<>/Readable<> deep copies of every body, the error bodies' types, and a RequiredKeysOf over the whole init): 51,960 → 8,062 type instantiations and 12,822 → 3,264 types for this consumer (and init is one intersection per operation, not an intersection of unions, while the path is being inferred). What is left is one-time: resolving the generated schema.d.ts types the calls touch and the first call's lib types (RequestInit, Response, Promise); parse and bind of schema.d.ts are within the noise of @types/node's.",
        },
      ],
      notes: [
        `Wall time of a whole \`tsc -p … --extendedDiagnostics\` process (start-up included), ${config.typecheck.rounds} rounds alternating; options ${JSON.stringify(COMPILER_OPTIONS)}. Every timed run prints the compiler's counts (the flag's cost is within the noise of a run), so both subjects run alike and none runs again for them.`,
        'The consumer imports `@vps-hosting/api` and `@vps-hosting/api/schema` from the built package, as after `npm install`; it must type-check cleanly or the benchmark fails.',
        `Compiler counts (tsc --extendedDiagnostics, deterministic; from the last round's runs): ${compilerCounts.join('; ')}.`,
      ],
      pids: [],
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
