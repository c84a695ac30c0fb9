// Runs the checks: each in a context of its own, at most --concurrency at once, the exclusive ones
// (which need the target to themselves: counting one token's requests, injecting a fault every request
// may see) alone afterwards. A check the run cannot exercise (a token or the admin extension missing,
// --read-only) is reported as not exercised with the reason, never as passed.
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
  const queue = [...shared];
  const workers = Array.from({ length: Math.max(1, Math.min(run.options.concurrency, queue.length)) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) finish(await runCheck(check, run));
  });
  await Promise.all(workers);
  for (const check of checks.filter((candidate) => candidate.exclusive)) finish(await runCheck(check, run));
  const order = new Map(checks.map((check, index) => [check.id, index]));
  return results.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
