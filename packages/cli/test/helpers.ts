// Runs the compiled `vps` (packages/cli/dist/bin.js) as a person or a script would, against a real
// sandbox started in-process, with its own config folder so no test sees another's contexts.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { SandboxOptions } from '@vps-hosting/sandbox';
import { startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
export const bin = join(root, 'packages/cli/dist/bin.js');

/** The compiled bin, built once if this run has not built it (npm test runs build:all first). */
export async function ensureBuilt(): Promise<void> {
  if (!existsSync(join(root, 'dist/index.js'))) await run('npm', ['run', 'build'], root);
  if (!existsSync(bin)) await run('npm', ['run', 'build', '--workspace=@vps-hosting/cli'], root);
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd }, (error) => (error ? reject(error) : resolve()));
  });
}

export interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface VpsOptions {
  env?: Record<string, string | undefined>;
  input?: string;
  /** Each in turn, once: when stderr so far matches `after`, `act` runs (moves the sandbox's clock, say). */
  steps?: Step[];
}

/** What a test does once the command has shown something: type keys (on a terminal), or act. */
export interface Step {
  after: RegExp;
  type?: string;
  act?: () => unknown;
}

/** Runs `vps args…` with pipes (no terminal) and a bounded time; resolves when it exits. */
export function vps(args: readonly string[], options: VpsOptions = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env } as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const steps = [...(options.steps ?? [])];
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      while (steps.length > 0 && steps[0]!.after.test(stderr)) {
        const { act } = steps.shift()!;
        if (act) Promise.resolve().then(act).catch(reject);
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}

export { pathOf } from '@vps-hosting/sandbox/testing';

/** A sandbox from @vps-hosting/sandbox's public test harness, plus what a `vps` child process needs. */
export interface CliSandbox extends TestSandbox {
  /** VPS_TOKEN, VPS_API_URL, a fresh XDG_CONFIG_HOME and a short poll interval. */
  env: Record<string, string>;
  configHome: string;
}

/** A sandbox in memory with the example fleet, actions of a second unless told otherwise. */
export async function startCliSandbox(options: SandboxOptions = {}): Promise<CliSandbox> {
  await ensureBuilt();
  const configHome = mkdtempSync(join(tmpdir(), 'vps-cli-config-'));
  const h = await startTestSandbox({
    db: ':memory:',
    actionSeconds: 1,
    fleet: true,
    ...options,
    onClose: async () => rmSync(configHome, { recursive: true, force: true }),
  });
  return Object.assign(h, {
    configHome,
    env: { VPS_TOKEN: h.full, VPS_API_URL: h.base, XDG_CONFIG_HOME: configHome, VPS_POLL_INTERVAL: '0.2' },
  });
}

/**
 * Holds the sandbox's clock (a millionth of real speed): its actions then move only as the test advances
 * the clock, so that a command is seen waiting on an action in each phase however loaded the machine.
 * Resolves to what sets it going again at real speed.
 */
export async function holdClock(sb: TestSandbox): Promise<() => Promise<void>> {
  await sb.admin('POST', 'clock', { speed: 1e-6 });
  return async () => {
    await sb.admin('POST', 'clock', { speed: 1 });
  };
}

/**
 * Steps that take the action a command waits for through its phases while the clock is held (holdClock):
 * seen pending (its answer), half-way through its `seconds`; seen running, to its end. `shown` is how the
 * command shows a phase (`running` finds it in stderr with pipes).
 */
export function actionPhases(sb: TestSandbox, seconds: number, shown = (phase: string) => new RegExp(phase)): Step[] {
  return [
    { after: shown('pending'), act: () => sb.advance(seconds / 2) },
    { after: shown('running'), act: () => sb.advance(seconds) },
  ];
}

/** What reached the API through a recorder: method and path of each request. */
export interface Recorded {
  method: string;
  path: string;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** The answer's Retry-After, when it has one. */
  retryAfter?: string;
  /** The Authorization header it carried. */
  authorization?: string;
}

/**
 * A proxy on 127.0.0.1 in front of `target` that records every request it forwards; `url` goes in VPS_API_URL.
 * With `rewriteLinks`, `target` in an answer's body becomes `url` (so that every page of a list is recorded);
 * `beforeAnswer` runs (and is awaited) once an answer has come from `target`, before it is passed on.
 */
export async function startRecorder(
  target: string,
  options: { rewriteLinks?: boolean; beforeAnswer?: (request: Recorded) => unknown } = {},
): Promise<{ url: string; requests: Recorded[]; close(): Promise<void> }> {
  const requests: Recorded[] = [];
  let url = '';
  const server = createServer(async (request, response) => {
    const recorded: Recorded = { method: request.method ?? 'GET', path: request.url ?? '/', at: Date.now() };
    if (request.headers.authorization !== undefined) recorded.authorization = request.headers.authorization;
    requests.push(recorded);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length');
    const answer = await fetch(target + request.url, {
      method: request.method,
      headers: headers.map(([name, value]) => [name, String(value)] as [string, string]),
      ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
    });
    const skipped = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);
    const forwarded: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!skipped.has(name)) forwarded[name] = value;
    });
    if (forwarded['retry-after'] !== undefined) recorded.retryAfter = forwarded['retry-after'];
    await options.beforeAnswer?.(recorded); // a test acts while the command still waits for this answer
    response.writeHead(answer.status, forwarded);
    const body = Buffer.from(await answer.arrayBuffer());
    // The sandbox writes its links (links.next) with its own origin: rewritten, pages go through the recorder too.
    response.end(options.rewriteLinks ? Buffer.from(body.toString('utf8').replaceAll(target, url)) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
