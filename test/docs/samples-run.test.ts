// The reference page's curl and TypeScript samples, run as a reader copies them: read from the
// built page (test/docs/shared-site.ts), in the page's order (its sidebar groups, their tags, each
// tag's operations, each operation's samples), against a fresh sandbox holding the document's
// example fleet, with only VPS_TOKEN and VPS_API_URL set. Each must answer as the document says:
// - its success: the 2xx status the operation declares, with a body its schema accepts; or
// - a refusal the operation documents: a state refusal (the status of the document's state
//   problems) whose `code` the operation's description names, the body its schema accepts, and
//   when it is `validation_failed`, every field it names named by the description too (a sandbox
//   refuses a webhook URL that is not loopback, and createWebhook says so).
// Every operation's samples start from the fleet as the examples show it (the sandbox is reset
// and the fleet loaded again before each operation: each operation's examples describe that one
// moment, not what the previous operation left), and the sandbox clock moves past the length of
// an action after each sample, as a reader waits for what a sample started. The clock starts at
// the examples' moment (fleet.test.ts does the same), so the answers do not depend on the day.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_LANGUAGES } from '../../scripts/docs/code-samples.js';
import { operations, resolve, type Document, type Example } from '../../scripts/docs/openapi.js';
import { responseErrors, startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';
import { loadContract } from './helpers.js';
import {
  type Exchange,
  pageDefinition,
  readerEnv,
  type RecordingProxy,
  runShell,
  runTypeScript,
  startRecordingProxy,
} from './page-samples.js';
import { sharedSite } from './shared-site.js';

const contract = loadContract();
const examples = (contract.components as { examples: Record<string, unknown> }).examples;
const exampleValue = (name: string) => resolve<Example>(contract, examples[name]).value as Record<string, unknown>;
/** The moment the examples show: a reboot just accepted starts then (as in packages/sandbox/test/fleet.test.ts). */
const rebootAnswer = operations(contract).find((entry) => entry.operation.operationId === 'rebootServer')!;
const FLEET_MOMENT = Date.parse(
  String(
    Object.values(
      resolve<{ content: Record<string, { examples: Record<string, unknown> }> }>(
        contract,
        rebootAnswer.operation.responses['201'],
      ).content['application/json']!.examples,
    ).map((raw) => resolve<Example>(contract, raw).value as { started_at: string })[0]!.started_at,
  ),
);
/** The status of the document's state refusals (an action on a server in the wrong state). */
const STATE_STATUS = Number(exampleValue('ProblemInvalidState').status);
const MALFORMED = String(exampleValue('ProblemValidationFailed').code);
/** Refusals of a request that is itself wrong, whatever the state: never what a sample is about
 *  (a reused Idempotency-Key is what a sample repeating the document's example key gets). */
const REQUEST_WRONG = ['ProblemIdempotencyKeyReused', 'ProblemInvalidJson', 'ProblemUnsupportedMediaType'].map((name) =>
  String(exampleValue(name).code),
);
const ACTION_SECONDS = 10;

interface PageSample {
  n: number;
  operationId: string;
  label: string;
  source: string;
  successes: number[];
  description: string;
}

/** The samples of one language as the page lists them, in its order. */
function pageSamples(page: Document, language: string): PageSample[] {
  const entries = operations(page);
  const tags = (page['x-tagGroups'] ?? []).flatMap((group) => group.tags);
  const ordered = tags.flatMap((tag) => entries.filter((entry) => entry.operation.tags.includes(tag)));
  return ordered
    .flatMap((entry) =>
      (entry.operation['x-codeSamples'] ?? [])
        .filter((sample) => sample.label === language || sample.label.startsWith(`${language} · `))
        .map((sample) => ({
          n: 0,
          operationId: entry.operation.operationId,
          label: sample.label,
          source: sample.source,
          successes: Object.keys(entry.operation.responses)
            .filter((status) => /^2\d\d$/.test(status))
            .map(Number),
          description: String(entry.operation.description ?? ''),
        })),
    )
    .map((sample, n) => ({ ...sample, n }));
}

type Verdict = { kind: 'success' } | { kind: 'refusal'; code: string } | { kind: 'wrong'; why: string };

/** What the document says of a sample's answer (the last exchange: a client may have retried). */
function verdict(sample: PageSample, exchanges: Exchange[]): Verdict {
  const answer = exchanges.at(-1);
  if (!answer) return { kind: 'wrong', why: 'sent nothing' };
  const off = responseErrors(sample.operationId, answer.status, answer.body);
  if (off.length > 0) return { kind: 'wrong', why: `${answer.status} off the document: ${off.join('; ')}` };
  if (sample.successes.includes(answer.status)) return { kind: 'success' };
  const problem = (answer.body ?? {}) as { code?: string; detail?: string; errors?: { field?: string }[] };
  const why = `${answer.status} ${problem.code}: ${problem.detail}`;
  if (answer.status !== STATE_STATUS || !problem.code || REQUEST_WRONG.includes(problem.code))
    return { kind: 'wrong', why };
  if (!sample.description.includes(`\`${problem.code}\``)) return { kind: 'wrong', why: `${why} (undocumented)` };
  if (problem.code === MALFORMED) {
    const fields = (problem.errors ?? []).map((error) => String(error.field));
    if (fields.length === 0 || fields.some((field) => !sample.description.includes(`\`${field}\``)))
      return { kind: 'wrong', why: `${why} (${fields.join(', ')})` };
  }
  return { kind: 'refusal', code: problem.code };
}

let sandbox: TestSandbox;
let proxy: RecordingProxy;
let page: Document;
/** The samples being run, so that the proxy knows which sample starts an operation. */
let running: PageSample[] = [];

beforeAll(async () => {
  page = pageDefinition(sharedSite().dir);
  // Only Date is faked: timers and I/O stay real, the in-process sandbox's clock reads it.
  vi.useFakeTimers({ toFake: ['Date'], now: FLEET_MOMENT });
  sandbox = await startTestSandbox({ fleet: true, actionSeconds: ACTION_SECONDS });
  proxy = await startRecordingProxy(sandbox.base, async (n) => {
    const sample = running[n]!;
    if (n === 0 || running[n - 1]!.operationId !== sample.operationId) {
      await sandbox.admin('POST', 'reset');
      await sandbox.admin('POST', 'fleet');
    } else await sandbox.advance(ACTION_SECONDS + 1);
  });
}, 120_000);

afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
  vi.useRealTimers();
});

/** Checks every sample's verdict; returns the counts for the summary. */
function judge(language: string, samples: PageSample[], extra: (sample: PageSample, v: Verdict) => string[]) {
  const wrong: string[] = [];
  const refusals: string[] = [];
  let successes = 0;
  for (const sample of samples) {
    const v = verdict(sample, proxy.exchanges(sample.n));
    const where = `${sample.operationId} (${sample.label})`;
    if (v.kind === 'wrong') wrong.push(`${where}: ${v.why}`);
    if (v.kind === 'refusal') refusals.push(`${where}: ${v.code}`);
    if (v.kind === 'success') successes++;
    wrong.push(...extra(sample, v).map((problem) => `${where}: ${problem}`));
  }
  console.log(
    `${language}: ${samples.length} samples run, ${successes + refusals.length} answered as documented ` +
      `(${successes} their success, ${refusals.length} a refusal their operation documents${refusals.length ? `: ${refusals.join('; ')}` : ''})`,
  );
  expect(wrong).toEqual([]);
  return { successes, refusals: refusals.length };
}

describe("the page's samples, run against a sandbox", () => {
  it('every curl sample, run with sh as copied, answers as the document says', async () => {
    running = pageSamples(page, SAMPLE_LANGUAGES[0].label);
    expect(running.length).toBeGreaterThan(operations(contract).length);
    const env = readerEnv(sandbox.full, proxy.url);
    const runs: { code: number; stderr: string }[] = [];
    for (const sample of running) {
      await proxy.start(sample.n);
      runs.push(await runShell(sample.source, env));
    }
    const { successes } = judge('curl', running, (sample) => {
      const run = runs[sample.n]!;
      return run.code === 0 ? [] : [`sh exited ${run.code}: ${run.stderr}`];
    });
    expect(successes).toBeGreaterThan(0);
  }, 300_000);

  it('every TypeScript sample, run with tsx against the workspace client, answers as the document says', async () => {
    running = pageSamples(page, SAMPLE_LANGUAGES[1].label);
    expect(running.length).toBeGreaterThan(operations(contract).length);
    const run = await runTypeScript(
      running.map((sample) => sample.source),
      readerEnv(sandbox.full, proxy.url),
      proxy.url,
    );
    expect(run.code, run.stderr).toBe(0);
    const { successes } = judge('TypeScript', running, (sample, v) => {
      const outcome = proxy.outcome(sample.n);
      if (!outcome) return ['did not finish'];
      // A sample throws the client's error on a refusal, and only then.
      if (v.kind === 'success' && outcome.threw) return [`threw ${outcome.threw}`];
      if (v.kind === 'refusal' && !outcome.threw?.startsWith(`${STATE_STATUS} `))
        return [`did not throw the refusal (${outcome.threw ?? 'nothing thrown'})`];
      return [];
    });
    expect(successes).toBeGreaterThan(0);
  }, 300_000);
});
