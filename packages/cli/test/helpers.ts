// Runs the compiled `vps` (packages/cli/dist/bin.js) as a person or a script would, against a real
// sandbox started in-process, with its own config folder so no test sees another's contexts.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createRequire } from 'node:module';
import { type Sandbox, type SandboxOptions, startSandbox } from '@vps-hosting/sandbox';

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

type Json = Record<string, any>;

const doc: Json = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json'), 'utf8'),
);

/** The path of the document's operation with this operationId, its template filled. */
export function pathOf(operationId: string, values: Record<string, string | number> = {}): string {
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    if (Object.values<Json>(item).some((op) => op?.operationId === operationId))
      return path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(String(values[n])));
  }
  throw new Error(`no operation ${operationId}`);
}

/** A sandbox started through @vps-hosting/sandbox's public entry, plus what a `vps` child process needs. */
export interface CliSandbox {
  sandbox: Sandbox;
  base: string;
  full: string;
  /** Calls the API with the full token. */
  call(method: string, path: string): Promise<{ status: number; body: Json }>;
  /** Calls the sandbox's admin API (`/_admin/…`). */
  admin(method: string, path: string, body?: unknown): Promise<Json>;
  close(): Promise<void>;
  /** VPS_TOKEN, VPS_API_URL, a fresh XDG_CONFIG_HOME and a short poll interval. */
  env: Record<string, string>;
  configHome: string;
}

/** A sandbox in memory with the example fleet, actions of a second unless told otherwise. */
export async function startCliSandbox(options: SandboxOptions = {}): Promise<CliSandbox> {
  await ensureBuilt();
  const sandbox = await startSandbox({ port: 0, db: ':memory:', actionSeconds: 1, fleet: true, ...options });
  const configHome = mkdtempSync(join(tmpdir(), 'vps-cli-config-'));
  const full = sandbox.tokens.full;
  return {
    sandbox,
    base: sandbox.url,
    full,
    configHome,
    env: { VPS_TOKEN: full, VPS_API_URL: sandbox.url, XDG_CONFIG_HOME: configHome, VPS_POLL_INTERVAL: '0.2' },
    async call(method, path) {
      const res = await fetch(sandbox.url + path, { method, headers: { authorization: `Bearer ${full}` } });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
    async admin(method, path, body) {
      const res = await fetch(`${sandbox.url}/_admin/${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`admin ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Json>;
    },
    async close() {
      await sandbox.close();
      rmSync(configHome, { recursive: true, force: true });
    },
  };
}
