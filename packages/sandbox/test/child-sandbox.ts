// Runs `src/main.ts` as a child process (for tests that kill it with SIGKILL and start it again).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/** Starts the sandbox with these flags (`--port 0` is added) and resolves with its URL once it
 *  prints it; the child is pushed on `children` so the test's afterAll can stop it. */
export function startSandboxProcess(
  flags: string[],
  children: ChildProcess[],
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@vps-hosting/source', '--import', 'tsx', 'packages/sandbox/src/main.ts', '--port', '0', ...flags],
    {
      cwd: ROOT,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', SCARF_ANALYTICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the sandbox did not start within 20 s')), 20_000);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1] as string });
      }
    });
    child.on('exit', (code) => reject(new Error(`the sandbox exited with ${code} before starting: ${out}`)));
  });
}
