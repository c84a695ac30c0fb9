// Runs the compiled `vps` (packages/cli/dist/bin.js) as a person or a script would, against a real
// sandbox started in-process, with its own config folder so no test sees another's contexts.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/server.js';

export const root = fileURLToPath(new URL('../../', import.meta.url));
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
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}

export interface CliSandbox {
  sandbox: Sandbox;
  /** VPS_TOKEN, VPS_API_URL, a fresh XDG_CONFIG_HOME and a short poll interval. */
  env: Record<string, string>;
  configHome: string;
  /** Calls the API directly (to check state without the CLI). */
  api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  admin(path: string, body: unknown): Promise<void>;
  close(): Promise<void>;
}

export async function startCliSandbox(options: SandboxOptions = {}): Promise<CliSandbox> {
  await ensureBuilt();
  const sandbox = await startSandbox({ db: ':memory:', port: 0, actionSeconds: 1, fleet: true, ...options });
  const configHome = mkdtempSync(join(tmpdir(), 'vps-cli-config-'));
  return {
    sandbox,
    configHome,
    env: { VPS_TOKEN: sandbox.tokens.full, VPS_API_URL: sandbox.url, XDG_CONFIG_HOME: configHome, VPS_POLL_INTERVAL: '0.2' },
    async api(method, path, body) {
      const response = await fetch(sandbox.url + path, {
        method,
        headers: { authorization: `Bearer ${sandbox.tokens.full}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    async admin(path, body) {
      const response = await fetch(`${sandbox.url}/_admin/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`admin ${path}: ${response.status} ${await response.text()}`);
    },
    async close() {
      await sandbox.close();
      rmSync(configHome, { recursive: true, force: true });
    },
  };
}

/** An operation's path from the table, its parameters filled: tests never spell a path out. */
export async function pathOf(operationId: string, values: Record<string, string | number> = {}): Promise<string> {
  const { OPERATIONS } = await import('@vps-hosting/api/operations');
  const operation = OPERATIONS.find((o) => o.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
