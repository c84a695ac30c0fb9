// Running `npm run <script>` as a child process in its own process group, with its output captured
// (for a one-line summary, or the whole output when it fails) and a way to stop it early.
import { spawn } from 'node:child_process';

export interface ScriptResult {
  code: number;
  output: string;
  seconds: number;
}

export interface RunningScript {
  done: Promise<ScriptResult>;
  /** Stops the script and everything it started (its process group). */
  stop(): void;
}

export function runNpmScript(name: string, cwd: string, args: string[] = []): RunningScript {
  const started = performance.now();
  // Under `npm start`, npm_execpath is the npm that runs us; otherwise the npm on PATH.
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
  const child = spawn(command, [...prefix, 'run', '--silent', name, ...(args.length > 0 ? ['--', ...args] : [])], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', SCARF_ANALYTICS: 'false', NO_COLOR: '1' },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const done = new Promise<ScriptResult>((resolve) => {
    child.on('error', (error) =>
      resolve({ code: 1, output: output + String(error), seconds: (performance.now() - started) / 1000 }),
    );
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
  return {
    done,
    stop() {
      if (child.pid === undefined || child.exitCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    },
  };
}

/** The last non-empty line of a script's output (its summary, for our scripts). */
export function lastLine(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('npm warn'));
  return lines[lines.length - 1] ?? '';
}
