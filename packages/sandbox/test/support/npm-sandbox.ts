// `npm run sandbox -- …` as a user types it, for the hosted-mode tests (hosted-mode.test.ts and
// hosted-refusals.test.ts): in a process group of its own, without the SANDBOX_* settings of this process.
import { spawn } from 'node:child_process';
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
  const cleanEnv = { ...process.env };
  for (const name of [
    'SANDBOX_HOST',
    'SANDBOX_ADMIN_TOKEN',
    'SANDBOX_TOKEN',
    'SANDBOX_READ_TOKEN',
    'SANDBOX_DATABASE_URL',
    'SANDBOX_DB',
  ])
    delete cleanEnv[name];
  const child = spawn(command, [...prefix, 'run', '--silent', 'sandbox', '--', ...args], {
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
