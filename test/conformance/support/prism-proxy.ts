// Prism in proxy mode (`prism proxy <document> <upstream>`) as a child process of ours: on a free
// loopback port, in its own process group (stopped by signalling the group), with the watchdog of
// scripts/lib/exit-with-parent.cjs preloaded so that it never outlives us. It forwards every
// request to the upstream and reports request and response violations in `sl-violations`.
// (scripts/lib/prism.ts starts `prism mock` only; this is the proxy counterpart.)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { freePort, LOOPBACK } from '../../../scripts/lib/ports.js';
import { repoRoot } from './document.js';

const require = createRequire(import.meta.url);
const PRISM_CLI = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
const WATCHDOG = path.join(repoRoot, 'scripts', 'lib', 'exit-with-parent.cjs');
const READY_TIMEOUT_MS = 60_000;
const OUTPUT_KEPT = 20_000;

export interface PrismProxy {
  url: string;
  stop(): Promise<void>;
}

export async function startPrismProxy(document: string, upstream: string): Promise<PrismProxy> {
  const port = await freePort();
  const url = `http://${LOOPBACK}:${port}`;
  const args = ['--require', WATCHDOG, PRISM_CLI, 'proxy', '--host', LOOPBACK, '--port', String(port), '--verboseLevel', 'warn', document, upstream];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    detached: true, // its own process group
    stdio: ['pipe', 'pipe', 'pipe'], // stdin: the watchdog's lifeline, never written
    env: { ...process.env, SCARF_ANALYTICS: 'false', REDOCLY_TELEMETRY: 'off' },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start Prism (${PRISM_CLI})`);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const stop = async () => {
    if (exited) return;
    signalGroup(pid, 'SIGTERM');
    if (await within(exit, 5_000)) return;
    signalGroup(pid, 'SIGKILL');
    await within(exit, 2_000);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      // Any HTTP answer means Prism listens.
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1_000) });
      return { url, stop };
    } catch {
      if (exited || Date.now() > deadline) {
        await stop();
        throw new Error(`Prism proxy ${exited ? `exited (${child.exitCode})` : 'did not answer in time'} on ${url}:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function within(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = await Promise.race([promise.then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
}
