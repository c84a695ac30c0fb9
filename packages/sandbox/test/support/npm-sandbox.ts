// The sandbox's command line as a user types it, for the hosted-mode tests (hosted-mode.test.ts and
// hosted-refusals.test.ts): `npm run sandbox -- …` in the repository, or the package's own command as
// installed (`vps-sandbox`, the bin its package.json declares, compiled by `npm run build:all`), each in
// a process group of its own, without the SANDBOX_* settings of this process.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run sandbox -- …` in a process group of its own; `until` ends it (SIGTERM to the group) once stdout matches. */
export function npmSandbox(
  args: string[],
  env: Record<string, string> = {},
  until?: RegExp,
  whileUp?: (stdout: string) => Promise<void>,
): Promise<Run> {
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
  return runInGroup(command, [...prefix, 'run', '--silent', 'sandbox', '--', ...args], env, until, whileUp);
}

/** The `vps-sandbox` bin of the installed @vps-hosting/sandbox (its package.json's `bin`), which runs dist/. */
const INSTALLED_BIN = (() => {
  const manifest = createRequire(import.meta.url).resolve('@vps-hosting/sandbox/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return path.resolve(path.dirname(manifest), bin['vps-sandbox']!);
})();

/** What the installed bin loads, built once if this run has not built it (npm test runs build:all first),
 *  as packages/cli/test/helpers.ts does for `vps`: the contract package, http-edge, then the sandbox. */
export async function ensureSandboxBuilt(): Promise<void> {
  const builds: Array<[string, string[]]> = [
    ['dist/index.js', ['run', 'build']],
    ['packages/http-edge/dist/cli.js', ['run', 'build', '--workspace=@vps-hosting/http-edge']],
    ['packages/sandbox/dist/main.js', ['run', 'build', '--workspace=@vps-hosting/sandbox']],
  ];
  for (const [output, args] of builds) {
    if (existsSync(path.join(ROOT, output))) continue;
    await new Promise<void>((resolve, reject) => {
      execFile('npm', args, { cwd: ROOT }, (error) => (error ? reject(error) : resolve()));
    });
  }
}

/** `vps-sandbox …` (the installed bin, on this Node) in a process group of its own, as npmSandbox runs. */
export function installedSandbox(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return runInGroup(process.execPath, [INSTALLED_BIN, ...args], env);
}

function runInGroup(
  command: string,
  argv: string[],
  env: Record<string, string>,
  until?: RegExp,
  whileUp?: (stdout: string) => Promise<void>,
): Promise<Run> {
  const cleanEnv = { ...process.env };
  for (const name of [
    'SANDBOX_HOST',
    'SANDBOX_ADMIN_TOKEN',
    'SANDBOX_TOKEN',
    'SANDBOX_READ_TOKEN',
    'SANDBOX_ALT_TOKEN',
    'SANDBOX_DATABASE_URL',
    'SANDBOX_DB',
  ])
    delete cleanEnv[name];
  const child = spawn(command, argv, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...cleanEnv, SANDBOX_PORT: '0', NO_COLOR: '1', ...env },
  });
  let stdout = '';
  let stderr = '';
  let checked: Promise<void> | undefined;
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    if (until && !checked && until.test(stdout))
      checked = (whileUp?.(stdout) ?? Promise.resolve()).finally(() => killGroup('SIGTERM'));
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const bound = setTimeout(() => killGroup('SIGKILL'), 60_000);
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      clearTimeout(bound);
      killGroup('SIGKILL');
      const own = stderr
        .split('\n')
        .filter((line) => !line.startsWith('npm warn'))
        .join('\n');
      (checked ?? Promise.resolve()).then(() => resolve({ code, stdout, stderr: own }), reject);
    });
  });
}
