// Prism as a child process of ours, as a mock (`prism mock --errors`) or, given an upstream, as a
// validating proxy (`prism proxy`, violations reported in `sl-violations`): started on a loopback port in its own
// process group, waited for until it answers HTTP, and stopped by killing that group. A preloaded
// watchdog (exit-with-parent.cjs) ends it if we die without stopping it, so no Prism is orphaned.
import { spawn } from 'node:child_process';
import * as http from 'node:http';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { LOOPBACK } from './ports.js';

const require = createRequire(import.meta.url);
const PRISM_CLI = path.join(path.dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
const WATCHDOG = path.join(import.meta.dirname, 'exit-with-parent.cjs');
const OUTPUT_KEPT = 20_000; // characters of Prism's log kept for error messages

export type PrismLogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface PrismOptions {
  /** The bundled document Prism serves (generated/openapi.json or .yaml). */
  document: string;
  port: number;
  /** Prism's log level (default info). */
  logLevel?: PrismLogLevel;
  /** Receives Prism's log output as it comes; without it the output is only kept for errors. */
  onOutput?: (text: string) => void;
  /** When set, Prism runs as a validating proxy in front of this server instead of as a mock. */
  upstream?: string;
  /** How long to wait for Prism to answer (default 60 s). */
  readyTimeoutMs?: number;
}

export interface PrismProcess {
  url: string;
  pid: number;
  /** Settles when the process has exited, whatever the cause (stop(), a crash, a signal). */
  exited: Promise<void>;
  /** True once the process has exited. */
  hasExited(): boolean;
  /** Prism's recent log output (for messages about a crash). */
  output(): string;
  /** Stops Prism (its whole process group); safe to call more than once. */
  stop(): Promise<void>;
}

export async function startPrism(options: PrismOptions): Promise<PrismProcess> {
  const url = `http://${LOOPBACK}:${options.port}`;
  const mode = options.upstream === undefined ? ['mock', '--errors'] : ['proxy'];
  const args = ['--require', WATCHDOG, PRISM_CLI, ...mode, '--host', LOOPBACK, '--port', String(options.port)];
  args.push('--verboseLevel', options.logLevel ?? 'info', options.document);
  if (options.upstream !== undefined) args.push(options.upstream);
  const child = spawn(process.execPath, args, {
    detached: true, // its own process group, so stop() can end everything it started
    stdio: ['pipe', 'pipe', 'pipe'], // stdin is the watchdog's lifeline: never written, closed when we exit
    env: { ...process.env, SCARF_ANALYTICS: 'false', REDOCLY_TELEMETRY: 'off' },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start Prism (${PRISM_CLI})`);

  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-OUTPUT_KEPT);
    options.onOutput?.(text);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);

  let exited = child.exitCode !== null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const stop = async (): Promise<void> => {
    if (exited) return;
    signalGroup(pid, 'SIGTERM');
    if (await settlesWithin(exit, 5_000)) return;
    signalGroup(pid, 'SIGKILL');
    await settlesWithin(exit, 2_000);
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (!(await answers(url))) {
    if (exited || Date.now() > deadline) {
      await stop();
      const why = exited ? `exited with code ${child.exitCode}` : 'did not answer in time';
      throw new Error(`Prism ${why} on ${url}. Its output:\n${output}`);
    }
    await sleep(150);
  }
  return { url, pid, stop, exited: exit, hasExited: () => exited, output: () => output };
}

/**
 * True when an HTTP server answers on the URL (any status). The probe is a CORS preflight, which
 * Prism answers itself without logging a "no path matched" error.
 */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const headers = { origin: 'http://127.0.0.1', 'access-control-request-method': 'GET' };
    const request = http.request(url, { method: 'OPTIONS', headers, timeout: 1_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
    request.end();
  });
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = await Promise.race([promise.then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
