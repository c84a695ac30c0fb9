// The reference page's curl and TypeScript samples, run as a reader copies them: read from the
// built page (test/docs/shared-site.ts), in the page's order (its sidebar groups, their tags, each
// tag's operations, each operation's samples), against a fresh sandbox holding the document's
// example fleet, with only VPS_TOKEN and VPS_API_URL set. Each must answer its success: the 2xx
// status the operation declares, with a body its schema accepts. A refusal passes only where the
// sample's own request example says it is refused so: its summary or description names the code
// (and, for `validation_failed`, every field the problem names), the operation's description
// documents that code too, and it has the status of the document's state problems. Today one does:
// createWebhook's public URL, which a sandbox run on a machine refuses (it delivers only to
// loopback: docs/design/webhooks.md#targets), as that example's description says.
// Every sample starts from the fleet as the examples show it (the sandbox is reset and the fleet
// loaded again before each sample: each example describes that one moment, not what the previous
// sample left; an operation's examples are alternatives, such as resize's two bodies for one
// server). The sandbox clock stays at the examples' moment (fleet.test.ts starts there too), so
// the answers do not depend on the day. Since the reset also forgets idempotency keys, no two
// samples may send the same `Idempotency-Key` (a sample repeating the document's example key would).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_SEPARATOR, SAMPLE_LANGUAGES } from '../../scripts/docs/code-samples.js';
import { operations, resolve, type Document, type Example } from '../../scripts/docs/openapi.js';
import { mediaOf } from '@vps-hosting/api/contract';
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

interface PageSample {
  n: number;
  operationId: string;
  label: string;
  source: string;
  successes: number[];
  description: string;
  /** The summary and description of the request-body example the sample sends ('' without one). */
  example: string;
}

/** The words of the request-body example a sample's label names (`curl · <its summary>`), or of
 *  the operation's one example when the label names none. */
function exampleWords(entry: ReturnType<typeof operations>[number], label: string): string {
  const body = entry.spec.requestBody;
  const examples = (body ? mediaOf(body.content, 'application/json')?.examples : undefined) ?? [];
  const at = label.indexOf(EXAMPLE_SEPARATOR);
  const title = at < 0 ? undefined : label.slice(at + EXAMPLE_SEPARATOR.length);
  const example =
    title === undefined
      ? examples.length === 1
        ? examples[0]
        : undefined
      : examples.find((candidate) => (candidate.summary ?? candidate.name) === title);
  if (title !== undefined && !example)
    throw new Error(`${entry.operation.operationId}: no request example is titled "${title}" (sample ${label})`);
  return [example?.summary, example?.description].filter(Boolean).join('\n');
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
          example: exampleWords(entry, sample.label),
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
  const named = (text: string, word: string) => text.includes(`\`${word}\``);
  // Only the refusal the sample's own example says it gets: any other is an accident of the
  // examples (a path parameter naming a resource in another state, a name already in the fleet).
  if (!named(sample.example, problem.code))
    return { kind: 'wrong', why: `${why} (its example does not say it is refused so)` };
  if (!named(sample.description, problem.code)) return { kind: 'wrong', why: `${why} (undocumented)` };
  if (problem.code === MALFORMED) {
    const fields = (problem.errors ?? []).map((error) => String(error.field));
    const unnamed = fields.filter((field) => !named(sample.example, field) || !named(sample.description, field));
    if (fields.length === 0 || unnamed.length > 0) return { kind: 'wrong', why: `${why} (${fields.join(', ')})` };
  }
  return { kind: 'refusal', code: problem.code };
}

let sandbox: TestSandbox;
let proxy: RecordingProxy;
let page: Document;
/** The samples being run. */
let running: PageSample[] = [];

beforeAll(async () => {
  page = pageDefinition(sharedSite().dir);
  // Only Date is faked: timers and I/O stay real, the in-process sandbox's clock reads it.
  vi.useFakeTimers({ toFake: ['Date'], now: FLEET_MOMENT });
  sandbox = await startTestSandbox({ fleet: true });
  proxy = await startRecordingProxy(sandbox.base, async () => {
    await sandbox.admin('POST', 'reset');
    await sandbox.admin('POST', 'fleet');
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
  /** The samples that sent each Idempotency-Key (one sample's retries send its key again). */
  const senders = new Map<string, Set<string>>();
  for (const sample of samples) {
    const exchanges = proxy.exchanges(sample.n);
    const v = verdict(sample, exchanges);
    const where = `${sample.operationId} (${sample.label})`;
    if (v.kind === 'wrong') wrong.push(`${where}: ${v.why}`);
    if (v.kind === 'refusal') refusals.push(`${where}: ${v.code}`);
    if (v.kind === 'success') successes++;
    wrong.push(...extra(sample, v).map((problem) => `${where}: ${problem}`));
    for (const { idempotencyKey } of exchanges)
      if (idempotencyKey !== undefined)
        senders.set(idempotencyKey, (senders.get(idempotencyKey) ?? new Set()).add(where));
  }
  for (const [key, which] of senders)
    if (which.size > 1) wrong.push(`Idempotency-Key ${key} sent by ${which.size} samples: ${[...which].join(', ')}`);
  console.log(
    `${language}: ${samples.length} samples run, ${successes + refusals.length} answered as documented ` +
      `(${successes} their success, ${refusals.length} the refusal their example says${refusals.length ? `: ${refusals.join('; ')}` : ''})`,
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
