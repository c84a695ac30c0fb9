// The packed tarballs installed as a user gets them: `npm pack` of @vps-hosting/api and the workspaces
// a test names into `<folder>/tarballs`, then `npm install` of those tarballs into an empty project,
// `<folder>/app`; and a packed package's own package.json, read from its tarball. Each package is
// packed once per run into the folder that shared-builds-setup.ts provides.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { settle } from './shared-builds-setup.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

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
  /** Environment of `npm install` over this process's (e.g. `workspacePrebuild`'s). */
  env?: Record<string, string>;
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
  const app = join(folder, 'app');
  mkdirSync(app);
  const files = await Promise.all(
    [undefined, ...[workspaces].flat()].map((workspace) => packedTarball(folder, workspace)),
  );
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: appName, private: true, ...options.packageJson }));
  const installed = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', ...files],
    app,
    options.env,
    options.installTimeoutMs,
  );
  expect(installed.code, installed.stderr).toBe(0);
  return app;
}

/** The package.json of the root package (or of `workspace`) as its packed tarball holds it. */
export async function packedManifest(folder: string, workspace?: string): Promise<Record<string, unknown>> {
  const file = await packedTarball(folder, workspace);
  const read = await run('tar', ['-xzOf', file, 'package/package.json'], folder);
  expect(read.code, read.stderr).toBe(0);
  return JSON.parse(read.stdout) as Record<string, unknown>;
}

/** The tarball of `npm pack` of `workspace` (undefined: the root), packed once per run into the
 *  run's shared folder (into `folder` when run without the `unit` project's global setup). */
export async function packedTarball(folder: string, workspace?: string): Promise<string> {
  const shared = inject('sharedBuilds') ?? folder;
  const home = join(shared, `packed-${(workspace ?? '@vps-hosting/api').replace(/[^a-z0-9.-]+/gi, '_')}`);
  if (!existsSync(home)) {
    const staging = mkdtempSync(join(shared, 'staging-'));
    // The builds are those of this run (npm test builds every workspace first): packing rebuilds nothing.
    const selection = workspace === undefined ? [] : [`--workspace=${workspace}`];
    const pack = await run('npm', ['pack', '--ignore-scripts', ...selection, '--pack-destination', staging], root);
    expect(pack.code, pack.stderr).toBe(0);
    settle(staging, home);
  }
  const files = readdirSync(home).filter((name) => name.endsWith('.tgz'));
  expect(files).toHaveLength(1);
  return join(home, files[0]!);
}

/** The packed tarball of the root package (or of `workspace`) unpacked once into `folder`: the path of
 *  its `package/` folder, as npm installs it. */
export async function unpackedTarball(folder: string, workspace?: string): Promise<string> {
  const into = join(folder, `unpacked-${(workspace ?? '@vps-hosting/api').replace(/[^a-z0-9.-]+/gi, '_')}`);
  if (!existsSync(join(into, 'package'))) {
    mkdirSync(into, { recursive: true });
    const unpacked = await run('tar', ['-xzf', await packedTarball(folder, workspace), '-C', into], folder);
    expect(unpacked.code, unpacked.stderr).toBe(0);
  }
  return join(into, 'package');
}

/** The workspace's own build (`binding`, e.g. better_sqlite3.node) of the native dependency `name` (npm ci built it for this version, this
 *  Node and this platform) offered to the packed install as the prebuilt archive that the dependency's
 *  install script, prebuild-install, looks for in a local folder before it downloads one or compiles
 *  from source: the environment that points it there. The install script still runs and loads the
 *  binary it unpacked; should the installed version differ from the workspace's, the archive's name
 *  does not match and the install builds as it would for a user. */
export async function workspacePrebuild(
  folder: string,
  name: string,
  binding: string,
): Promise<Record<string, string>> {
  const source = dirname(createRequire(root).resolve(`${name}/package.json`));
  const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { version: string };
  const prebuilds = join(folder, 'prebuilds');
  mkdirSync(prebuilds, { recursive: true });
  // prebuild-install's archive name ({name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}, libc
  // empty on glibc), and its contents: the binding under build/Release/, which it loads to check it.
  const abi = `node-v${process.versions.modules}-${process.platform}-${process.arch}`;
  const archive = join(prebuilds, `${name}-v${version}-${abi}.tar.gz`);
  const tar = await run('tar', ['-czf', archive, `build/Release/${binding}`], source);
  expect(tar.code, tar.stderr).toBe(0);
  return { [`npm_config_${name.replace(/[^a-zA-Z0-9]/g, '_')}_local_prebuilds`]: prebuilds };
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
