// Runs the checks: each in a context of its own, at most --concurrency at once: those that may write
// first (the long chains of actions among them), then those that only read; the exclusive checks
// that only read and need no writer meanwhile (a list paged through) together once no writer runs,
// beside the readers; the other exclusive ones (which need the target to themselves: counting one
// token's requests, injecting a fault every request may see) alone afterwards
// (docs/design/conformance-kit.md#the-order-of-a-run). A check the run cannot exercise (a token or
// the admin extension missing, --read-only) is reported as not exercised with the reason, never as
// passed.
import { CheckContext, type RunState } from './context.js';
import { CheckAborted, type Check, type CheckResult, type Need, NotExercised } from './types.js';

export interface RunEvents {
  onStart?(checks: readonly Check[]): void;
  onCheckEnd?(result: CheckResult, done: number, total: number): void;
}

/** The checks `--only` selects: by area, family or id prefix; all when empty. */
export function selectChecks(checks: readonly Check[], only: readonly string[]): Check[] {
  if (only.length === 0) return [...checks];
  const wanted = only.map((item) => item.toLowerCase());
  return checks.filter((check) =>
    wanted.some((item) => check.area === item || check.family === item || check.id.toLowerCase().startsWith(item)),
  );
}

function missingNeed(check: Check, run: RunState): string | undefined {
  const reasons: Record<Need, () => string | undefined> = {
    'read-token': () => (run.options.readToken ? undefined : 'needs --read-token (a token with the :read scopes only)'),
    'alt-token': () => (run.options.altToken ? undefined : 'needs --alt-token (a token of a second account)'),
    'sandbox-admin': () =>
      run.admin ? undefined : 'a status only a cooperating server can produce: needs the sandbox admin extension',
    'webhook-receiver': () => undefined,
    writes: () => (run.options.readOnly ? 'changes state, and the run is --read-only' : undefined),
  };
  for (const need of check.needs) {
    const reason = reasons[need]();
    if (reason) return reason;
  }
  return undefined;
}

/** The families that count one token's requests or spend a window on purpose: never paced. */
const UNPACED = new Set<Check['family']>(['rate-limit', 'cooperative']);

/** How long one check may take: a few actions' worth, at least two minutes. */
export function checkTimeoutMs(run: RunState): number {
  return Math.max(120_000, run.options.actionTimeoutMs * 3);
}

export async function runCheck(check: Check, run: RunState): Promise<CheckResult> {
  const started = performance.now();
  // The check's own signal: the run's (Ctrl-C), or its time running out. Time spent waiting for a
  // rate-limit window (run/pace.ts) is the run's pace, not the check's: it moves the deadline.
  const limit = checkTimeoutMs(run);
  const expiry = new AbortController();
  const timeout = expiry.signal;
  let deadline = Date.now() + limit;
  let timer = setTimeout(() => expiry.abort(), limit);
  const extendDeadline = (ms: number) => {
    clearTimeout(timer);
    deadline += ms;
    timer = setTimeout(() => expiry.abort(), Math.max(0, deadline - Date.now()));
  };
  const ctx = new CheckContext(
    {
      ...run,
      signal: AbortSignal.any([run.signal, timeout]),
      paced: !UNPACED.has(check.family),
      extendDeadline,
    },
    check.contract,
  );
  const result = (outcome: CheckResult['outcome'], reason?: string): CheckResult => {
    clearTimeout(timer);
    return resultOf(outcome, reason);
  };
  const resultOf = (outcome: CheckResult['outcome'], reason?: string): CheckResult => ({
    id: check.id,
    family: check.family,
    area: check.area,
    title: check.title,
    outcome,
    failures: ctx.failures,
    ...(reason ? { reason } : {}),
    ms: performance.now() - started,
    requests: ctx.requests,
  });
  const missing = missingNeed(check, run);
  if (missing) return result('not-exercised', missing);
  if (run.signal.aborted) return result('not-exercised', 'the run was interrupted');
  try {
    await check.run(ctx);
  } catch (error) {
    if (timeout.aborted && !run.signal.aborted) {
      ctx.failures.push({ message: `the check did not end within ${limit / 1000} s`, contract: check.contract });
      return result('failed');
    }
    if (error instanceof NotExercised && ctx.failures.length === 0) return result('not-exercised', error.message);
    if (!(error instanceof CheckAborted) && !(error instanceof NotExercised)) {
      const message = error instanceof Error ? error.message : String(error);
      if (run.signal.aborted) return result('not-exercised', 'the run was interrupted');
      ctx.failures.push({ message: `the check could not complete: ${message}`, contract: check.contract });
    }
  }
  return result(ctx.failures.length > 0 ? 'failed' : 'passed');
}

/**
 * Exclusive checks that only read and need no check that writes to run meanwhile (a list read once
 * and paged through): they run together, and beside the checks that only read, once no check that may
 * write is running or waiting. The other exclusive checks run alone, at the end.
 */
const QUIET = new Set<Check['family']>(['pagination']);

interface Queues {
  /** Checks that may create, change or delete (needs `writes`). */
  writers: Check[];
  /** Shared checks that only read (or send what must be refused). */
  readers: Check[];
  /** Exclusive checks that only read: after the writers, beside the readers (QUIET). */
  quiet: Check[];
}

/**
 * At most `width` checks at once: writers first; once none is left to start, readers; quiet checks
 * as soon as no writer is running (a slot that finds only quiet checks while writers still run waits
 * for the last writer to end).
 */
export async function runPool(queues: Queues, width: number, run: (check: Check) => Promise<void>): Promise<void> {
  let writing = 0;
  let writersDone: () => void = () => {};
  const allWritten = new Promise<void>((resolve) => {
    writersDone = resolve;
  });
  if (queues.writers.length === 0) writersDone();
  const next = async (): Promise<Check | undefined> => {
    const writer = queues.writers.shift();
    if (writer) {
      writing += 1;
      return writer;
    }
    if (writing === 0 && queues.quiet.length > 0) return queues.quiet.shift();
    const reader = queues.readers.shift();
    if (reader) return reader;
    if (queues.quiet.length === 0) return undefined;
    await allWritten;
    return queues.quiet.shift();
  };
  const worker = async () => {
    for (let check = await next(); check; check = await next()) {
      const writes = check.needs.includes('writes') && !check.exclusive;
      try {
        await run(check);
      } finally {
        if (writes) {
          writing -= 1;
          if (writing === 0 && queues.writers.length === 0) writersDone();
        }
      }
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

export async function runChecks(
  checks: readonly Check[],
  run: RunState,
  events: RunEvents = {},
): Promise<CheckResult[]> {
  events.onStart?.(checks);
  const results: CheckResult[] = [];
  let done = 0;
  const finish = (result: CheckResult) => {
    results.push(result);
    done += 1;
    events.onCheckEnd?.(result, done, checks.length);
  };
  const shared = checks.filter((check) => !check.exclusive);
  const exclusive = checks.filter((check) => check.exclusive);
  await runPool(
    {
      // Every check that may write first, the long chains of actions among them, so that the run does
      // not end waiting for one; in the families' order (some share fixtures in that order).
      writers: shared.filter((check) => check.needs.includes('writes')),
      readers: shared.filter((check) => !check.needs.includes('writes')),
      quiet: exclusive.filter((check) => QUIET.has(check.family)),
    },
    Math.max(1, run.options.concurrency),
    async (check) => finish(await runCheck(check, run)),
  );
  for (const check of exclusive.filter((candidate) => !QUIET.has(candidate.family))) finish(await runCheck(check, run));
  const order = new Map(checks.map((check, index) => [check.id, index]));
  return results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
