// The `vps` samples of the reference site, run against the real command tree: each is split into
// words by bash, run in-process with `--dry-run -o json` (nothing is sent), and must print the
// request the document says the operation's example sends: method, path with the examples,
// the example body, an Idempotency-Key where the operation takes one, and no token.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCodeSamples } from '../../scripts/docs/code-samples.js';
import { operations, resolve, type Example, type Json } from '../../scripts/docs/openapi.js';
import { main } from '@vps-hosting/cli/main';
import { loadContract } from './helpers.js';

const contract = loadContract();
const entries = operations(contract);
const BASE = 'http://127.0.0.1:9';

/** The requests the document says the samples of an operation send, one per request-body example. */
function documented(
  entry: (typeof entries)[number],
): { method: string; path: string; body: Json | undefined; key: boolean }[] {
  const example = (p: { example?: Json; schema?: { example?: Json } }) => p.example ?? p.schema?.example;
  const path = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(example(entry.parameters.find((p) => p.in === 'path' && p.name === name)!))),
  );
  const key = entry.parameters.some((p) => p.in === 'header');
  const request = { method: entry.method.toUpperCase(), path, body: undefined, key };
  if (entry.operation.requestBody === undefined) return [request];
  const media = resolve<{ content: Record<string, { example?: Json; examples?: Record<string, unknown> }> }>(
    contract,
    entry.operation.requestBody,
  ).content['application/json'];
  const named = Object.values(media?.examples ?? {}).map((raw) => ({
    ...request,
    body: resolve<Example>(contract, raw).value,
  }));
  return named.length > 0 ? named : [{ ...request, body: media?.example }];
}

/** Every vps sample's command line as bash splits it (one bash for all of them). */
function commandLines(sources: string[]): string[][] {
  const script = sources.map((source) => source.replace(/^vps /m, "printf '%s\\0' ")).join("\nprintf '\\036'\n");
  const run = spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: 30_000 });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\u001e').map((chunk) => chunk.split('\0').slice(0, -1));
}

/** Runs the CLI in-process and returns what it printed on stdout (and its exit code). */
async function runVps(args: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  }) as typeof process.stdout.write;
  try {
    return { code: await main(args), stdout };
  } finally {
    process.stdout.write = write;
  }
}

// The environment of a user with a token and no config file of their own (an empty config folder).
const ENV = {
  VPS_TOKEN: 'sample-secret-token',
  VPS_API_URL: BASE,
  XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'vps-samples-')),
};
const saved = Object.fromEntries(Object.keys(ENV).map((name) => [name, process.env[name]]));
beforeAll(() => {
  Object.assign(process.env, ENV);
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(ENV.XDG_CONFIG_HOME, { recursive: true, force: true });
});

describe('vps code samples', () => {
  it('every request example of every operation has a vps sample that sends the documented request', async () => {
    const samples = allCodeSamples(contract);
    const jobs = entries.flatMap((entry) => {
      const own = (samples.get(entry.operation.operationId) ?? []).filter((s) => s.label.split(' · ')[0] === 'vps');
      const wanted = documented(entry);
      expect(own.length, entry.operation.operationId).toBe(wanted.length);
      return wanted.map((want, index) => ({ id: entry.operation.operationId, want, source: own[index]!.source }));
    });
    expect(jobs.length).toBeGreaterThan(72);
    const lines = commandLines(jobs.map((job) => job.source));
    for (const [index, job] of jobs.entries()) {
      const words = lines[index]!;
      const result = await runVps([...words, '--dry-run', '-o', 'json']);
      expect(result.code, `${job.id}: vps ${words.join(' ')}`).toBe(0);
      const sent = JSON.parse(result.stdout);
      expect({ method: sent.method, url: sent.url, body: sent.body }, job.id).toEqual({
        method: job.want.method,
        url: BASE + job.want.path,
        body: job.want.body,
      });
      const keys = Object.keys(sent.headers);
      expect(keys.length, job.id).toBe(1 + (job.want.body === undefined ? 0 : 1) + (job.want.key ? 1 : 0));
      expect(result.stdout).not.toContain('sample-secret-token');
    }
  });
});
