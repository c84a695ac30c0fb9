// One run of the conformance kit as an implementer runs it: a fresh `vps-sandbox --port 0 --memory
// --fleet --action-seconds 1 --rate-limit 1000` in a child process (the repository's, or a copy with a
// planted bug), the public proxy in front of it (/_admin/ answers 404), and the kit's command
// (packages/conformance/src/bin.ts through tsx, from source) in another child process with the
// sandbox's full, read and second account's tokens as it prints them. Every process is stopped by PID.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processTreeCpuUs } from './process-cpu.js';
import { type PublicProxy, startPublicProxy } from './public-proxy.js';
import { REPO } from './repo.js';
import { type Spawned, spawnTsx } from './spawned.js';

export const KIT_BIN = join(REPO, 'packages/conformance/src/bin.ts');
export const SANDBOX_MAIN = join(REPO, 'packages/sandbox/src/main.ts');
/** The sandbox as the issue's done-when starts it. */
export const SANDBOX_ARGS = ['--port', '0', '--memory', '--fleet', '--action-seconds', '1', '--rate-limit', '1000'];
/** Seconds the kit waits for one action (1-second actions; a loaded 2-core machine answers late). */
export const ACTION_TIMEOUT_S = 30;

const SANDBOX_READY_MS = 90_000;
const PRINTED =
  /listening on (http:\/\/\S+) .*\n\s+full token[^:]*:\s+(\S+)\n\s+read-only token:\s+(\S+)\n\s+second account's token:\s+(\S+)/;
/** A failure line of the kit's progress in a pipe: `✗ <check id>: <message>`. */
const FAILURE_LINE = /^✗ (\S+): (.*)$/;

export interface KitRunOptions {
  /** The sandbox's entry (default the repository's packages/sandbox/src/main.ts). */
  sandboxMain?: string;
  /** The kit's entry (default the repository's packages/conformance/src/bin.ts). */
  kitBin?: string;
  /** The kit's --only (families, areas or check ids); empty: every check. */
  only?: string[];
  /** Ends the run at the first failed check whose id is not in this set (the run is then `stopped`). */
  stopAtFailureOutside?: ReadonlySet<string>;
  /** Wall-clock limit of the kit's run. */
  timeoutMs: number;
  /** Every process started is added here (for the benchmark's result). */
  pids: number[];
}

export interface KitTotals {
  passed: number;
  failed: number;
  notExercised: number;
}

export interface KitRun {
  /** The kit's exit code (null when it was stopped or timed out). */
  exitCode: number | null;
  /** How the run ended: the kit exited, was stopped at a new failure, or ran past timeoutMs. */
  ended: 'exited' | 'stopped' | 'timeout';
  /** Spawn to exit of the kit's process (tsx and the kit's start-up included). */
  wallSeconds: number;
  /** CPU (user + system) of the kit's process, sampled each second (/proc), and of the sandbox's. */
  kitCpuSeconds: number | undefined;
  sandboxCpuSeconds: number | undefined;
  /** From the kit's JSON report (only when it exited). */
  totals?: KitTotals;
  /** Its own measure of the run (report.ms), and whether it found the admin extension (it must not). */
  reportSeconds?: number;
  sandboxAdmin?: boolean;
  leftovers?: string[];
  notExercised?: string[];
  /** Failed check ids: from the report, or from the progress lines when stopped. */
  failed: string[];
  /** The first failure's message of each failed check (progress lines). */
  messages: Record<string, string>;
  requests?: number;
  /** Requests the proxy refused (/_admin/…). */
  adminRefused: number;
  /** The kit's last lines on stderr, for a problem report. */
  tail: string;
}

interface ReportJson {
  ms: number;
  sandboxAdmin: boolean;
  leftovers: string[];
  totals: { passed: number; failed: number; 'not-exercised': number };
  results: { id: string; outcome: string; requests?: number; reason?: string }[];
}

export async function runKit(options: KitRunOptions): Promise<KitRun> {
  let sandbox: Spawned | undefined;
  let kit: Spawned | undefined;
  let proxy: PublicProxy | undefined;
  let sampler: NodeJS.Timeout | undefined;
  const reportDir = mkdtempSync(join(tmpdir(), 'bench-kit-'));
  try {
    sandbox = spawnTsx(options.sandboxMain ?? SANDBOX_MAIN, SANDBOX_ARGS);
    options.pids.push(sandbox.pid);
    const printed = await sandbox.waitFor(PRINTED, SANDBOX_READY_MS);
    const [, url, full, read, alt] = printed as unknown as [string, string, string, string, string];
    proxy = await startPublicProxy(url);
    const args = [
      '--target',
      proxy.url,
      '--token',
      full,
      '--read-token',
      read,
      '--alt-token',
      alt,
      '--action-timeout',
      String(ACTION_TIMEOUT_S),
      '--report',
      reportDir,
      ...(options.only?.length ? ['--only', options.only.join(',')] : []),
    ];
    const started = performance.now();
    kit = spawnTsx(options.kitBin ?? KIT_BIN, args);
    options.pids.push(kit.pid);
    const kitPid = kit.pid;
    let kitCpuUs: number | undefined;
    sampler = setInterval(() => {
      const us = processTreeCpuUs(kitPid);
      if (us !== undefined) kitCpuUs = us;
    }, 1_000);
    const messages: Record<string, string> = {};
    let stopped = false;
    const running = kit;
    kit.onStderrLine((line) => {
      const failure = FAILURE_LINE.exec(line);
      if (!failure) return;
      const [, id, message] = failure as unknown as [string, string, string];
      messages[id] ??= message;
      if (options.stopAtFailureOutside && !options.stopAtFailureOutside.has(id) && !stopped) {
        stopped = true;
        void running.stop();
      }
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(() => resolve('timeout'), options.timeoutMs)),
    );
    const outcome = await Promise.race([kit.exited, timedOut]);
    clearTimeout(timer);
    const wallSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (outcome === 'timeout') await kit.stop();
    const sandboxCpuUs = processTreeCpuUs(sandbox.pid);
    const ended = outcome === 'timeout' ? 'timeout' : stopped ? 'stopped' : 'exited';
    const run: KitRun = {
      exitCode: ended === 'exited' ? (outcome as number | null) : null,
      ended,
      wallSeconds,
      kitCpuSeconds: kitCpuUs === undefined ? undefined : kitCpuUs / 1e6,
      sandboxCpuSeconds: sandboxCpuUs === undefined ? undefined : sandboxCpuUs / 1e6,
      failed: Object.keys(messages),
      messages,
      adminRefused: proxy.counts.adminRefused,
      tail: kit.stderr().split('\n').slice(-15).join('\n'),
    };
    if (ended === 'exited') {
      try {
        const report = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8')) as ReportJson;
        run.totals = {
          passed: report.totals.passed,
          failed: report.totals.failed,
          notExercised: report.totals['not-exercised'],
        };
        run.reportSeconds = report.ms / 1000;
        run.sandboxAdmin = report.sandboxAdmin;
        run.leftovers = report.leftovers;
        run.failed = report.results.filter((r) => r.outcome === 'failed').map((r) => r.id);
        run.notExercised = report.results
          .filter((r) => r.outcome === 'not-exercised')
          .map((r) => `${r.id}: ${r.reason ?? ''}`);
        run.requests = report.results.reduce((sum, r) => sum + (r.requests ?? 0), 0);
      } catch {
        // No report (the kit could not start): the exit code and the tail say why.
      }
    }
    return run;
  } finally {
    clearInterval(sampler);
    await kit?.stop();
    await proxy?.close();
    await sandbox?.stop();
    rmSync(reportDir, { recursive: true, force: true });
  }
}
