// `@vps-hosting/conformance`: the kit as a library. `runConformance(options)` runs every check against
// a target through its public API and answers the report; the `vps-conformance` command (src/main.ts)
// is this plus options, progress and report files.
import { kitContract } from './contract/document.js';
import { SandboxAdmin } from './run/admin.js';
import { CheckContext, type RunState } from './run/context.js';
import { Fixtures } from './run/fixtures.js';
import { DEFAULT_OPTIONS, type RunOptions } from './run/options.js';
import { Pacer, paceHeaders } from './run/pace.js';
import { startReceiver, type WebhookReceiver } from './run/receiver.js';
import { type RunEvents, runChecks, selectChecks } from './run/runner.js';
import type { CheckResult } from './run/types.js';
import { checksOfLevel } from './stateless/level.js';

export { allChecks } from './checks/index.js';
export { checksOfLevel } from './stateless/level.js';
export { type AnswerFailure, answerFailures } from './contract/answer.js';
export { DEFAULT_OPTIONS, type RunOptions } from './run/options.js';
export type { RunEvents } from './run/runner.js';
export {
  type Check,
  type CheckResult,
  type ContractRef,
  type Failure,
  FAMILIES,
  type Family,
  type Outcome,
} from './run/types.js';

export interface RunReport {
  target: string;
  prefix: string;
  startedAt: string;
  ms: number;
  /** Whether the sandbox admin extension was used. */
  sandboxAdmin: boolean;
  readOnly: boolean;
  results: CheckResult[];
  /** Fixtures the run could not remove (or kept, with --keep). */
  leftovers: string[];
  kept: boolean;
  /** Every operation × status answered, and whether each answer conformed. */
  coverage: { operationId: string; status: number; conforming: boolean }[];
  /** The secrets a report masks (never written out). */
  secrets: string[];
}

function freshPrefix(): string {
  return `cf-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
}

export async function runConformance(
  given: Partial<RunOptions> & Pick<RunOptions, 'target' | 'token'>,
  events: RunEvents & { signal?: AbortSignal } = {},
): Promise<RunReport> {
  const options: RunOptions = { ...DEFAULT_OPTIONS, ...given, target: given.target.replace(/\/+$/, '') };
  const startedAt = new Date();
  const started = performance.now();
  const contract = await kitContract();
  const prefix = options.prefix ?? freshPrefix();
  let admin: SandboxAdmin | undefined;
  if (options.sandboxAdmin !== 'off' && !options.stateless) {
    const candidate = new SandboxAdmin(options);
    if (await candidate.available()) admin = candidate;
    else if (options.sandboxAdmin === 'on')
      throw new Error(`--sandbox-admin: ${options.target}/_admin/health does not answer`);
  }
  const controller = new AbortController();
  events.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let receiver: Promise<WebhookReceiver | undefined> | undefined;
  const coverage = new Map<string, { operationId: string; status: number; conforming: boolean }>();
  const run: RunState = {
    options,
    contract,
    prefix,
    admin,
    fixtures: new Fixtures(prefix),
    receiver: () => {
      receiver ??= startReceiver(options.receiverHost).catch(() => undefined);
      return receiver;
    },
    signal: controller.signal,
    secrets: [options.token, options.readToken, options.altToken, options.adminToken].filter((s): s is string => !!s),
    // A stateless target's rate-limit headers are its examples', not a window to keep to.
    pacer: new Pacer(options.stateless ? undefined : paceHeaders(contract.headersOnEveryResponse)),
    paced: true,
    // One array for the whole run: the runner gives each check a copy of this state.
    rateLimited: [],
    observe(operationId, status, conforming) {
      const key = `${operationId} ${status}`;
      const seen = coverage.get(key);
      coverage.set(key, { operationId, status, conforming: (seen?.conforming ?? true) && conforming });
    },
  };
  const checks = selectChecks(checksOfLevel(contract, options), options.only);
  let results: CheckResult[] = [];
  let leftovers: string[] = [];
  try {
    results = await runChecks(checks, run, events);
  } finally {
    if (options.keep) leftovers = run.fixtures.remaining();
    else {
      // Cleanup runs even after Ctrl-C: on a state of its own, with the run's fixtures.
      const cleanupRun: RunState = { ...run, signal: new AbortController().signal };
      leftovers = await run.fixtures.cleanup(new CheckContext(cleanupRun, {}));
    }
    await (await receiver)?.close();
  }
  return {
    target: options.target,
    prefix,
    startedAt: startedAt.toISOString(),
    ms: performance.now() - started,
    sandboxAdmin: admin !== undefined,
    readOnly: options.readOnly,
    results,
    leftovers,
    kept: options.keep,
    coverage: [...coverage.values()].sort((a, b) => a.operationId.localeCompare(b.operationId) || a.status - b.status),
    secrets: run.secrets,
  };
}
