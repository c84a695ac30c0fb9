// Runs the checks: each in a context of its own, at most --concurrency at once: those that may write
// first (the long chains of actions first of all), then those that only read; an exclusive check that
// writes (a fault injected into the next action) once no other writer runs, beside the readers; the
// exclusive checks that only read and need no writer meanwhile (a list paged through) together after
// those, beside the readers; the other exclusive ones (which need the target to themselves: counting
// one token's requests, injecting a fault every request may see) alone afterwards
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

/** The families whose checks chain actions (each a second or more), in their order; the others after them. */
const LONG_CHAINS: readonly Check['family'][] = ['writes', 'idempotency', 'state-machines', 'webhooks'];

/** The writers, the long chains first (stable: each family's checks, and the others, keep their order). */
function longestFirst(checks: readonly Check[]): Check[] {
  const rank = (check: Check) => {
    const index = LONG_CHAINS.indexOf(check.family);
    return index < 0 ? LONG_CHAINS.length : index;
  };
  return [...checks].sort((a, b) => rank(a) - rank(b));
}

interface Queues {
  /** Checks that may create, change or delete (needs `writes`). */
  writers: Check[];
  /** Shared checks that only read (or send what must be refused). */
  readers: Check[];
  /** Exclusive checks that only read: after the writers, beside the readers (QUIET). */
  quiet: Check[];
  /** Exclusive checks that write (a fault injected into the next action any check starts): one at a
   *  time, after the writers and before the quiet checks, beside the readers (which start no action). */
  apart?: Check[];
}

/**
 * At most `width` checks at once: writers first; once none is left to start, readers; the apart
 * checks one at a time once no writer runs; the quiet checks once neither a writer nor an apart
 * check runs or is left. A slot that finds only apart or quiet checks it may not start yet waits for
 * a check to end.
 */
export async function runPool(queues: Queues, width: number, run: (check: Check) => Promise<void>): Promise<void> {
  const apart = queues.apart ?? [];
  const running = { writers: 0, apart: 0, quiet: 0 };
  let ended: () => void = () => {};
  let anEnd = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const pick = (): { check?: Check; kind?: keyof typeof running; wait: boolean } => {
    const writer = queues.writers.shift();
    if (writer) return { check: writer, kind: 'writers', wait: false };
    if (running.writers === 0 && running.quiet === 0 && running.apart === 0 && apart.length > 0)
      return { check: apart.shift() as Check, kind: 'apart', wait: false };
    if (running.writers === 0 && running.apart === 0 && apart.length === 0 && queues.quiet.length > 0)
      return { check: queues.quiet.shift() as Check, kind: 'quiet', wait: false };
    const reader = queues.readers.shift();
    if (reader) return { check: reader, wait: false };
    return { wait: apart.length > 0 || queues.quiet.length > 0 };
  };
  const worker = async () => {
    for (;;) {
      const { check, kind, wait } = pick();
      if (!check) {
        if (!wait) return;
        await anEnd;
        continue;
      }
      if (kind) running[kind] += 1;
      try {
        await run(check);
      } finally {
        if (kind) running[kind] -= 1;
        const wake = ended;
        anEnd = new Promise<void>((resolve) => {
          ended = resolve;
        });
        wake();
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
      // Every check that may write first, the long chains of actions first of all, so that the run
      // does not end waiting for one (writes before idempotency: both use the run's one domain).
      writers: longestFirst(shared.filter((check) => check.needs.includes('writes'))),
      readers: shared.filter((check) => !check.needs.includes('writes')),
      quiet: exclusive.filter((check) => QUIET.has(check.family)),
      apart: exclusive.filter((check) => !QUIET.has(check.family) && check.needs.includes('writes')),
    },
    Math.max(1, run.options.concurrency),
    async (check) => finish(await runCheck(check, run)),
  );
  for (const check of exclusive.filter(
    (candidate) => !QUIET.has(candidate.family) && !candidate.needs.includes('writes'),
  ))
    finish(await runCheck(check, run));
  const order = new Map(checks.map((check, index) => [check.id, index]));
  return results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
