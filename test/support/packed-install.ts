// The packed tarballs installed as a user gets them: `npm pack` of @vps-hosting/api and the workspaces
// a test names into `<folder>/tarballs`, then `npm install` of those tarballs into an empty project,
// `<folder>/app`; and a packed package's own package.json, read from its tarball.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (bounded by `timeoutMs`, 170 s unless told) with `env` over this
 *  process's; never rejects. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  timeoutMs = 170_000,
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...process.env, ...env }, timeout: timeoutMs }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

export interface InstallOptions {
  /** Fields of the new project's package.json beside its name (e.g. `allowScripts`). */
  packageJson?: Record<string, unknown>;
  /** Bound of `npm install` (default 170 s; a native dependency built from source needs more). */
  installTimeoutMs?: number;
}

/** Packs the root package and `workspaces` (e.g. `@vps-hosting/cli`, or several), installs all the
 *  tarballs into a new project named `appName` under `folder` (an empty temporary folder) and answers
 *  that project's path. */
export async function installPacked(
  folder: string,
  workspaces: string | string[],
  appName: string,
  options: InstallOptions = {},
): Promise<string> {
  const tarballs = join(folder, 'tarballs');
  const app = join(folder, 'app');
  mkdirSync(tarballs);
  mkdirSync(app);
  const files = await pack(tarballs, [undefined, ...[workspaces].flat()]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: appName, private: true, ...options.packageJson }));
  const installed = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', ...files],
    app,
    {},
    options.installTimeoutMs,
  );
  expect(installed.code, installed.stderr).toBe(0);
  return app;
}

/** The package.json of the root package (or of `workspace`) as its packed tarball holds it. */
export async function packedManifest(folder: string, workspace?: string): Promise<Record<string, unknown>> {
  const [file] = await pack(folder, [workspace]);
  const read = await run('tar', ['-xzOf', file!, 'package/package.json'], folder);
  expect(read.code, read.stderr).toBe(0);
  return JSON.parse(read.stdout) as Record<string, unknown>;
}

/** `npm pack` of each package (undefined: the root) into `destination`; the tarballs' paths. */
async function pack(destination: string, packages: (string | undefined)[]): Promise<string[]> {
  // The builds are those of this run (npm test builds every workspace first): packing rebuilds nothing.
  for (const workspace of packages) {
    const selection = workspace === undefined ? [] : [`--workspace=${workspace}`];
    const packed = await run(
      'npm',
      ['pack', '--ignore-scripts', ...selection, '--pack-destination', destination],
      root,
    );
    expect(packed.code, packed.stderr).toBe(0);
  }
  const files = readdirSync(destination).filter((name) => name.endsWith('.tgz'));
  expect(files).toHaveLength(packages.length);
  return files.map((name) => join(destination, name));
}

export interface StartedCommand {
  /** What it printed on stdout until `until` matched (and since). */
  output(): string;
  /** Ends it: SIGTERM to its process group (it leads one of its own), SIGKILL if still there 5 s later. */
  stop(): Promise<void>;
}

/** Starts `command` in a process group of its own and resolves once its stdout matches `until`; ends
 *  it and rejects if it exits first or `timeoutMs` passes. */
export function startCommand(
  command: string,
  args: string[],
  cwd: string,
  until: RegExp,
  timeoutMs = 60_000,
): Promise<StartedCommand> {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  const stop = async () => {
    if (!gone) signal('SIGTERM');
    const late = setTimeout(() => signal('SIGKILL'), 5_000);
    await exited;
    clearTimeout(late);
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearInterval(poll);
      clearTimeout(bound);
      void stop().then(() => reject(new Error(`${command} ${args.join(' ')} ${why}:\n${stdout}\n${stderr}`)));
    };
    const bound = setTimeout(() => fail(`printed nothing matching ${until} in ${timeoutMs} ms`), timeoutMs);
    const poll = setInterval(() => {
      if (until.test(stdout)) {
        clearInterval(poll);
        clearTimeout(bound);
        resolve({ output: () => stdout, stop });
      } else if (gone) fail(`exited with code ${child.exitCode}`);
    }, 50);
  });
}
