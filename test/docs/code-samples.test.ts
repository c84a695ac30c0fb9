// The x-codeSamples of the reference site, held to the document: every curl sample is run with
// bash against a loopback recorder and must send the documented request, to $VPS_API_URL (the
// document's first server when unset) with $VPS_TOKEN, and a fresh Idempotency-Key that the
// document's schema accepts wherever the operation takes one; every TypeScript sample must
// type-check against the generated types through our client (src/client/). samples-run.test.ts
// runs both against a sandbox.
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCodeSamples, SAMPLE_LANGUAGES } from '../../scripts/docs/code-samples.js';
import { readGettingStarted } from '../../scripts/docs/docs-bundle.js';
import { operations, resolve, type Document, type Example, type Json } from '../../scripts/docs/openapi.js';
import { baseUrl, SAMPLE_ENV, sampleRequest } from '../../scripts/docs/sample-request.js';
import { HEADER } from '../../src/client/index.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { typescriptSample } from '../../scripts/docs/typescript-sample.js';
import { loadContract, repoRoot } from './helpers.js';

const contract = loadContract();
const entries = operations(contract);

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One request the document says a sample of `entry` must send: one per request-body example. */
interface DocumentedRequest {
  method: string;
  pathname: string;
  headers: (readonly [string, string])[];
  body: Json | undefined;
  /** The request-body example: its name and summary. */
  example?: { name: string; summary?: string };
}

/** What the document says the samples of `entry` must send, worked out here independently. */
function documented(entry: (typeof entries)[number]): DocumentedRequest[] {
  const example = (p: { example?: Json; schema?: { example?: Json } }) => p.example ?? p.schema?.example;
  const pathname = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = entry.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(parameter ? example(parameter) : `{${name}}`));
  });
  const headers = entry.parameters.filter((p) => p.in === 'header').map((p) => [p.name, String(example(p))] as const);
  const request = { method: entry.method.toUpperCase(), pathname, headers, body: undefined };
  if (entry.operation.requestBody === undefined) return [request];
  const media = resolve<{ content: Record<string, { example?: Json; examples?: Record<string, unknown> }> }>(
    contract,
    entry.operation.requestBody,
  ).content['application/json'];
  const named = Object.entries(media?.examples ?? {}).map(([name, raw]) => {
    const { value, summary } = resolve<Example>(contract, raw);
    return { ...request, body: value, example: { name, ...(summary ? { summary } : {}) } };
  });
  return named.length > 0 ? named : [{ ...request, body: media?.example }];
}

/**
 * The label a sample of `language` for `request` must carry: the language alone, or with several
 * request examples, the language and the example's summary (what Redoc's picker shows).
 */
function expectedLabel(language: string, request: DocumentedRequest, several: boolean): string {
  return several ? `${language} · ${request.example?.summary ?? request.example?.name}` : language;
}

/** Every sample of every operation of `document`, with the request the document says it sends. */
function everySample(document: Document, language: string) {
  const samples = allCodeSamples(document);
  return entries.flatMap((entry) => {
    const requests = documented(entry);
    const own = samples.get(entry.operation.operationId) ?? [];
    return requests.map((want, index) => {
      const label = expectedLabel(language, want, requests.length > 1);
      const sample = own.find((s) => s.label === label);
      return { entry, want, index, label, source: sample?.source };
    });
  });
}

describe('code samples (x-codeSamples)', () => {
  it('every operation has one sample per language and request example, labelled with the example, naming its method and path', () => {
    const samples = allCodeSamples(contract);
    expect(samples.size).toBe(entries.length);
    let withSeveral = 0;
    for (const entry of entries) {
      const requests = documented(entry);
      if (requests.length > 1) withSeveral++;
      const own = samples.get(entry.operation.operationId) ?? [];
      const labels = SAMPLE_LANGUAGES.flatMap(({ label }) =>
        requests.map((r) => expectedLabel(label, r, requests.length > 1)),
      );
      expect(
        own.map((s) => s.label),
        entry.operation.operationId,
      ).toEqual(labels);
      for (const [index, sample] of own.entries()) {
        const want = requests[index % requests.length]!;
        const { method } = want;
        const language = sample.label.split(' · ')[0];
        // A vps sample names a command, not the method and path: test/docs/vps-samples.test.ts runs it.
        if (language !== 'vps')
          expect(sample.source).toContain(
            sample.lang === 'bash'
              ? method === 'GET'
                ? 'curl '
                : `curl -X ${method} `
              : `client.${method}('${entry.path}'`,
          );
        // The sample says on the page which example it sends.
        if (want.example) expect(sample.source, sample.label).toContain(`the ${want.example.name} example`);
      }
    }
    expect(withSeveral, 'operations with several request examples').toBeGreaterThan(0);
  });

  describe('curl, run with bash against a loopback recorder', () => {
    interface Recorded {
      method: string;
      url: string;
      headers: http.IncomingHttpHeaders;
      body: string;
    }
    const recorded = new Map<string, Recorded>();
    let server: http.Server;
    let origin = '';

    beforeAll(async () => {
      server = http.createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
          recorded.set(token, { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    /**
     * Runs each script as `bash -e` would, with its own token (and URL, when given), all at once in subshells of
     * one bash (a bash and a Node child process per sample cost more than the samples' curls);
     * resolves to each one's exit code and standard error.
     */
    async function runInBash(
      jobs: { script: string; token: string; url?: string }[],
    ): Promise<{ code: number; stderr: string }[]> {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-curl-'));
      try {
        const started = jobs.map(
          ({ script, token, url }, n) =>
            `(\nset -e\nexport ${SAMPLE_ENV.token}='${token}'\n${url ? `export ${SAMPLE_ENV.url}='${url}'\n` : ''}${script}\n) >/dev/null 2>"${dir}/${n}.err" & pid_${n}=$!`,
        );
        const waited = jobs.map((_, n) => `wait "$pid_${n}"; echo "${n} $?"`);
        const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done, fail) => {
          const child = spawn('bash', ['-c', [...started, ...waited].join('\n')], {
            env: { PATH: process.env.PATH ?? '/usr/bin:/bin', NO_PROXY: '*' },
            stdio: ['ignore', 'pipe', 'pipe'],
            timeout: 60_000,
          });
          let stdout = '';
          let stderr = '';
          child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
          child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
          child.on('error', fail);
          child.on('close', (code) => done({ code, stdout, stderr }));
        });
        expect(run.code, `the script running the samples: ${run.stderr}`).toBe(0);
        const codes = new Map(
          run.stdout
            .trim()
            .split('\n')
            .map((line) => line.split(' ').map(Number) as [number, number]),
        );
        return jobs.map((_, n) => ({
          code: codes.get(n) ?? -1,
          stderr: fs.existsSync(`${dir}/${n}.err`) ? fs.readFileSync(`${dir}/${n}.err`, 'utf8') : '',
        }));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }

    /** The document's schema of the Idempotency-Key header, compiled. */
    const keySchema = (() => {
      const parameter = entries
        .flatMap((entry) => entry.parameters)
        .find((p) => p.in === 'header' && p.name === HEADER.idempotencyKey);
      expect(parameter, 'an operation taking an Idempotency-Key').toBeDefined();
      const schema = resolve<Record<string, unknown>>(contract, parameter!.schema);
      return new Ajv2020({ strict: false }).compile(schema);
    })();

    it('each sends the method, path, token, headers and body example the document gives, to $VPS_API_URL, with a fresh Idempotency-Key', async () => {
      // The published document (production its first server), sent to the recorder through VPS_API_URL.
      const jobs = everySample(contract, 'curl').map((job, n) => ({ ...job, token: `sample-token-${n}`, url: origin }));
      expect(jobs.length).toBeGreaterThan(entries.length);
      // Without VPS_API_URL a sample calls the document's first server: the same document with the
      // recorder as that server, one GET and one POST sample run again without the variable.
      const local: Document = { ...contract, servers: [{ url: origin }] };
      const unset = everySample(local, 'curl')
        .filter(
          (job, n, all) =>
            all.findIndex((other) => (other.want.method === 'GET') === (job.want.method === 'GET')) === n,
        )
        .map((job, n) => ({ ...job, token: `sample-default-url-${n}`, url: undefined }));
      expect(unset.map((job) => job.want.method === 'GET').sort()).toEqual([false, true]);
      // And every sample taking a key once more: a second run must send another key.
      const again = jobs
        .filter((job) => job.want.headers.some(([name]) => name === HEADER.idempotencyKey))
        .map((job, n) => ({ ...job, token: `sample-again-${n}` }));
      expect(again.length).toBeGreaterThan(0);
      const all = [...jobs, ...unset, ...again];
      const failures = all
        .filter((job) => job.source === undefined)
        .map((job) => `${job.entry.operation.operationId}: no sample "${job.label}"`);
      const runnable = all.filter((job) => job.source !== undefined);
      const runs = await runInBash(
        runnable.map(({ source, token, url }) => ({
          script: `${source!.trimEnd()} --silent --show-error --fail --max-time 10`,
          token,
          ...(url ? { url } : {}),
        })),
      );
      for (const [index, run] of runs.entries()) {
        const job = runnable[index]!;
        if (run.code !== 0)
          failures.push(`${job.label} of ${job.entry.operation.operationId}: exit ${run.code} ${run.stderr}`);
      }
      expect(failures).toEqual([]);

      const keys = new Set<string>();
      for (const { entry, want, label, token } of [...jobs, ...unset, ...again]) {
        const got = recorded.get(token);
        const where = `${want.method} ${entry.path} (${label})`;
        expect(got, where).toBeDefined();
        expect(got?.method, where).toBe(want.method);
        expect(got?.url, where).toBe(want.pathname);
        expect(got?.headers.authorization, where).toBe(`Bearer ${token}`);
        for (const [name, value] of want.headers) {
          const sent = got?.headers[name.toLowerCase()];
          if (name !== HEADER.idempotencyKey) {
            expect(sent, `${where} ${name}`).toBe(value);
            continue;
          }
          // A key of the sample's own making, never the document's example, never one sent before.
          expect(typeof sent, `${where} ${name}`).toBe('string');
          expect(keySchema(sent), `${where} ${name}: ${String(sent)}`).toBe(true);
          expect(sent, `${where} ${name}`).not.toBe(value);
          expect(keys.has(String(sent)), `${where} ${name}: ${String(sent)} sent twice`).toBe(false);
          keys.add(String(sent));
        }
        if (want.body === undefined) {
          expect(got?.body, where).toBe('');
        } else {
          expect(got?.headers['content-type'], where).toBe('application/json');
          expect(JSON.parse(got?.body ?? 'null'), where).toEqual(want.body);
        }
      }
      const takesKey = (job: (typeof all)[number]) => job.want.headers.some(([name]) => name === HEADER.idempotencyKey);
      expect(keys.size, 'one fresh key per run of a sample that takes one').toBe(all.filter(takesKey).length);
    }, 120_000);
  });

  describe('TypeScript, type-checked with tsc', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-samples-'));
    afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

    it('each compiles against the generated types; a wrong path, parameter type, body type or unknown body field does not', () => {
      const samples = everySample(contract, 'TypeScript');
      expect(samples.length).toBeGreaterThan(entries.length);
      for (const { entry, index, label, source } of samples) {
        expect(source, `${entry.operation.operationId}: ${label}`).toBeDefined();
        fs.writeFileSync(path.join(tmp, `${entry.operation.operationId}-${index}.ts`), source ?? '');
      }
      // Controls, so the check is known to catch drift: a path the document does not have, and a
      // path parameter of the wrong type (a string where the document says integer).
      const base = baseUrl(contract);
      const withPathParam = entries.find((e) =>
        e.parameters.some((p) => p.in === 'path' && p.schema?.type === 'integer'),
      );
      expect(withPathParam, 'an operation with an integer path parameter').toBeDefined();
      const request = sampleRequest(contract, withPathParam!);
      const intParam = withPathParam!.parameters.find((p) => p.in === 'path' && p.schema?.type === 'integer')!.name;
      // And a body field of the wrong type: a number where the example (and so the schema) has a string.
      const withBody = entries
        .map((entry) => sampleRequest(contract, entry))
        .find((r) => isObject(r.body?.value) && Object.values(r.body.value).some((v) => typeof v === 'string'));
      expect(withBody, 'an operation whose body example has a string field').toBeDefined();
      const bodyValue = withBody!.body!.value as Record<string, Json>;
      const stringField = Object.keys(bodyValue).find((key) => typeof bodyValue[key] === 'string')!;
      const controls = {
        'control-unknown-path.ts': typescriptSample(
          { ...request, pathTemplate: `${request.pathTemplate}not-in-the-document/` },
          base,
        ),
        'control-wrong-param-type.ts': typescriptSample(
          { ...request, pathParams: { ...request.pathParams, [intParam]: 'forty-two' } },
          base,
        ),
        'control-wrong-body-type.ts': typescriptSample(
          { ...withBody!, body: { value: { ...bodyValue, [stringField]: 12345 } } },
          base,
        ),
        // A body field the schema does not have (the client's types are exact).
        'control-unknown-body-field.ts': typescriptSample(
          { ...withBody!, body: { value: { ...bodyValue, [`${stringField}_misspelt`]: bodyValue[stringField]! } } },
          base,
        ),
      };
      for (const [name, source] of Object.entries(controls)) fs.writeFileSync(path.join(tmp, name), source);
      // The getting-started page's TypeScript too (getting-started.test.ts runs it).
      const pageBlocks = [...readGettingStarted().matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
      expect(pageBlocks.length, 'TypeScript on the getting-started page').toBeGreaterThan(0);
      for (const [n, source] of pageBlocks.entries())
        fs.writeFileSync(path.join(tmp, `getting-started-${n}.ts`), source);

      fs.writeFileSync(path.join(tmp, 'package.json'), '{ "type": "module" }\n');
      fs.writeFileSync(
        path.join(tmp, 'tsconfig.json'),
        JSON.stringify({
          extends: path.join(repoRoot, 'tsconfig.json'),
          compilerOptions: {
            noEmit: true,
            typeRoots: [path.join(repoRoot, 'node_modules/@types')],
            paths: { '@vps-hosting/api': [path.join(repoRoot, 'src/client/index.ts')] },
          },
          include: [path.join(tmp, '*.ts')],
        }),
      );
      const tscBin = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
      const tsc = spawnSync(process.execPath, [tscBin, '-p', tmp, '--pretty', 'false'], {
        encoding: 'utf8',
        timeout: 120_000,
      });
      const output = `${tsc.stdout}${tsc.stderr}`;
      const filesWithErrors = new Set(
        [...output.matchAll(/^(.+?\.ts)\(\d+,\d+\): error/gm)].map((m) => path.basename(m[1]!)),
      );
      // Only the controls fail, each of them does.
      expect([...filesWithErrors].sort(), output).toEqual(Object.keys(controls).sort());
    }, 120_000);
  });
});
