// A server of ours in a child process (so the load generator does not share its event loop):
// `node --import tsx <file>`, in its own process group, talking over IPC. The child sends
// `{ type: 'ready', … }` once listening; `request()` sends `{ id, type, … }` and waits for the
// answer with the same id. `stop()` ends its whole process group by PID. The IPC channel is the
// child's lifeline: it exits when the channel closes, so it never outlives us (bench/servers/ipc.ts).
// (The stdin watchdog of packages/mock/src/exit-with-parent.cjs hangs a tsx child that has an IPC channel.)
import { spawn } from 'node:child_process';
import { CHILD_ENV, REPO } from './repo.js';

const OUTPUT_KEPT = 10_000;

export interface Child<Ready> {
  pid: number;
  ready: Ready;
  request<T>(type: string, payload?: Record<string, unknown>, timeoutMs?: number): Promise<T>;
  /** SIGTERM to the group, SIGKILL after 5 s; safe to call more than once. */
  stop(): Promise<void>;
}

export interface ChildOptions {
  /** Extra node flags, such as --expose-gc. */
  nodeArgs?: string[];
  readyTimeoutMs?: number;
}

type Message = { type?: string; id?: number; error?: string } & Record<string, unknown>;

export async function startChild<Ready>(
  file: string,
  args: string[],
  options: ChildOptions = {},
): Promise<Child<Ready>> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--conditions=@vps-hosting/source', '--import', 'tsx', file, ...args],
    {
      cwd: REPO,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: CHILD_ENV,
    },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${file}`);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let exited = child.exitCode !== null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const waiting = new Map<number, (m: Message) => void>();
  let readyResolve: (m: Message) => void = () => {};
  const readyMessage = new Promise<Message>((resolve) => (readyResolve = resolve));
  child.on('message', (m: Message) => {
    if (m.type === 'ready') readyResolve(m);
    else if (typeof m.id === 'number') waiting.get(m.id)?.(m);
  });

  const stop = async () => {
    if (exited) return;
    signalGroup(pid, 'SIGTERM');
    if (await within(exit, 5_000)) return;
    signalGroup(pid, 'SIGKILL');
    await within(exit, 2_000);
  };

  const ready = await timed(
    Promise.race([readyMessage, exit.then(() => new Error(`exited with code ${child.exitCode}`))]),
    options.readyTimeoutMs ?? 60_000,
  );
  if (ready === TIMED_OUT || ready instanceof Error) {
    await stop();
    throw new Error(`${file} ${ready === TIMED_OUT ? 'was not ready in time' : ready.message}. Its output:\n${output}`);
  }

  let nextId = 1;
  const request = async <T>(type: string, payload: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<T> => {
    const id = nextId++;
    const answer = new Promise<Message>((resolve) => waiting.set(id, resolve));
    child.send({ ...payload, type, id });
    const got = await timed(Promise.race([answer, exit.then(() => undefined)]), timeoutMs);
    waiting.delete(id);
    if (got === undefined) throw new Error(`${file} exited during "${type}". Its output:\n${output}`);
    if (got === TIMED_OUT) throw new Error(`${file} did not answer "${type}" within ${timeoutMs} ms`);
    if (got.error) throw new Error(`${file} failed "${type}": ${got.error}`);
    return got as T;
  };

  return { pid, ready: ready as Ready, request, stop };
}

/** A started server: its process, and how to stop it. */
export type Stoppable = { pid: number; stop(): Promise<void> };

/** Starts several servers at once, so that their start-ups overlap. Every one that starts is added to
 *  `started` (which the caller stops in its cleanup) before the first failure, if any, is thrown. */
export async function startAll<T extends readonly Stoppable[]>(
  starts: { [K in keyof T]: Promise<T[K]> },
  started: Stoppable[],
): Promise<T> {
  const results = await Promise.allSettled(starts);
  for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<Stoppable>).value) as unknown as T;
}

/** Stops every started server at once. */
export async function stopAll(started: Stoppable[]): Promise<void> {
  await Promise.all(started.map((server) => server.stop()));
}

/** True while a process with this PID exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

async function within(promise: Promise<void>, ms: number): Promise<boolean> {
  return (await timed(promise, ms)) !== TIMED_OUT;
}

export const TIMED_OUT = Symbol('timed out');

/** The promise's value, or TIMED_OUT after `ms`; the timer is cleared either way. */
export async function timed<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
