// A command in a child process of its own process group (no IPC: bench/lib/child.ts is for our
// servers that speak it), its output kept, stopped by PID (SIGTERM to the group, SIGKILL after 5 s).
// Every group still running when this process exits is killed, so none outlives a crashed benchmark.
import { type ChildProcess, spawn } from 'node:child_process';
import { CHILD_ENV, REPO } from './repo.js';
import { TIMED_OUT, timed } from './child.js';

const OUTPUT_KEPT = 200_000;
const running = new Set<number>();
process.once('exit', () => {
  for (const pid of running) signalGroup(pid, 'SIGKILL');
});

export interface Spawned {
  pid: number;
  child: ChildProcess;
  /** stdout and stderr so far (the last 200,000 characters of each). */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in stdout (or stderr), rejects on exit or after `ms`. */
  waitFor(pattern: RegExp, ms: number): Promise<RegExpExecArray>;
  /** Called with each line of stderr as it arrives. */
  onStderrLine(listener: (line: string) => void): void;
  stop(): Promise<void>;
}

/** `node --conditions=@vps-hosting/source --import tsx <file> …args` from the repository's root. */
export function spawnTsx(file: string, args: string[], env: Record<string, string> = {}): Spawned {
  return spawnCommand(process.execPath, ['--conditions=@vps-hosting/source', '--import', 'tsx', file, ...args], env);
}

export function spawnCommand(command: string, args: string[], env: Record<string, string> = {}): Spawned {
  const child = spawn(command, args, {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...CHILD_ENV, ...env },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${command} ${args.join(' ')}`);
  running.add(pid);
  let out = '';
  let err = '';
  let partial = '';
  const lineListeners: Array<(line: string) => void> = [];
  const changed: Array<() => void> = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    out = (out + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
    for (const f of changed) f();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    err = (err + text).slice(-OUTPUT_KEPT);
    partial += text;
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) for (const listener of lineListeners) listener(line);
    for (const f of changed) f();
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      running.delete(pid);
      for (const f of changed) f();
      resolve(code);
    }),
  );
  const waitFor = (pattern: RegExp, ms: number) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(
        () => finish(new Error(`no ${pattern} within ${ms} ms. Its output:\n${out}\n${err}`)),
        ms,
      );
      const check = () => {
        const found = pattern.exec(out) ?? pattern.exec(err);
        if (found) finish(found);
        else if (exitCode !== undefined) finish(new Error(`exited with code ${exitCode}. Its output:\n${out}\n${err}`));
      };
      const finish = (result: RegExpExecArray | Error) => {
        clearTimeout(timer);
        const at = changed.indexOf(check);
        if (at >= 0) changed.splice(at, 1);
        if (result instanceof Error) reject(result);
        else resolve(result);
      };
      changed.push(check);
      check();
    });
  const stop = async () => {
    if (exitCode !== undefined) return;
    signalGroup(pid, 'SIGTERM');
    if ((await timed(exited, 5_000)) !== TIMED_OUT) return;
    signalGroup(pid, 'SIGKILL');
    await timed(exited, 2_000);
  };
  return {
    pid,
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor,
    onStderrLine: (listener) => lineListeners.push(listener),
    stop,
  };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
