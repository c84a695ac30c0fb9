// The x-codeSamples of the reference site, held to the document: every curl sample is run with
// bash against a loopback recorder and must send the documented request; every TypeScript sample
// must type-check against the generated types through our client (src/client/).
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCodeSamples, SAMPLE_LANGUAGES } from '../../scripts/docs/code-samples.js';
import { operations, resolve, type Document, type Example, type Json } from '../../scripts/docs/openapi.js';
import { baseUrl, sampleRequest } from '../../scripts/docs/sample-request.js';
import { typescriptSample } from '../../scripts/docs/typescript-sample.js';
import { loadContract, repoRoot } from './helpers.js';

const contract = loadContract();
const entries = operations(contract);

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the document says the sample of `entry` must send, worked out here independently. */
function documented(entry: (typeof entries)[number]) {
  const example = (p: { example?: Json; schema?: { example?: Json } }) => p.example ?? p.schema?.example;
  const pathname = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = entry.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(parameter ? example(parameter) : `{${name}}`));
  });
  const headers = entry.parameters.filter((p) => p.in === 'header').map((p) => [p.name, String(example(p))] as const);
  let body: Json | undefined;
  if (entry.operation.requestBody !== undefined) {
    const media = resolve<{ content: Record<string, { examples?: Record<string, unknown> }> }>(contract, entry.operation.requestBody)
      .content['application/json'];
    const first = Object.values(media?.examples ?? {})[0];
    body = first === undefined ? undefined : resolve<Example>(contract, first).value;
  }
  return { method: entry.method.toUpperCase(), pathname, headers, body };
}

describe('code samples (x-codeSamples)', () => {
  it('every operation has one sample per language, naming its method and path', () => {
    const samples = allCodeSamples(contract);
    expect(samples.size).toBe(entries.length);
    for (const entry of entries) {
      const own = samples.get(entry.operation.operationId) ?? [];
      expect(own.map((s) => s.label)).toEqual(SAMPLE_LANGUAGES.map((l) => l.label));
      const [curl, ts] = own;
      const { method } = documented(entry);
      expect(curl?.source).toContain(method === 'GET' ? 'curl ' : `curl -X ${method} `);
      expect(ts?.source).toContain(`client.${method}('${entry.path}'`);
    }
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

    function runBash(script: string, token: string): Promise<{ code: number | null; stderr: string }> {
      return new Promise((done, fail) => {
        const child = spawn('bash', ['-e', '-c', script], {
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin', VPS_API_TOKEN: token, NO_PROXY: '*' },
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: 20_000,
        });
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
        child.on('error', fail);
        child.on('close', (code) => done({ code, stderr }));
      });
    }

    it('each sends the method, path, token, headers and body example the document gives', async () => {
      // The same document with the recorder as its server: the samples then call the recorder.
      const local: Document = { ...contract, servers: [{ url: origin }] };
      const samples = allCodeSamples(local);
      const queue = entries.map((entry, index) => ({ entry, token: `sample-token-${index}` }));
      const failures: string[] = [];
      const worker = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const source = samples.get(job.entry.operation.operationId)?.find((s) => s.label === 'curl')?.source ?? '';
          const run = await runBash(`${source.trimEnd()} --silent --show-error --fail --max-time 10`, job.token);
          if (run.code !== 0) failures.push(`${job.entry.operation.operationId}: exit ${run.code} ${run.stderr}`);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(failures).toEqual([]);

      for (const [index, entry] of entries.entries()) {
        const want = documented(entry);
        const got = recorded.get(`sample-token-${index}`);
        const where = `${want.method} ${entry.path}`;
        expect(got, where).toBeDefined();
        expect(got?.method, where).toBe(want.method);
        expect(got?.url, where).toBe(want.pathname);
        expect(got?.headers.authorization, where).toBe(`Bearer sample-token-${index}`);
        for (const [name, value] of want.headers) expect(got?.headers[name.toLowerCase()], `${where} ${name}`).toBe(value);
        if (want.body === undefined) {
          expect(got?.body, where).toBe('');
        } else {
          expect(got?.headers['content-type'], where).toBe('application/json');
          expect(JSON.parse(got?.body ?? 'null'), where).toEqual(want.body);
        }
      }
    }, 120_000);
  });

  describe('TypeScript, type-checked with tsc', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-samples-'));
    afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

    it('each compiles against the generated types; a wrong path, parameter type or body type does not', () => {
      const samples = allCodeSamples(contract);
      for (const entry of entries) {
        const source = samples.get(entry.operation.operationId)?.find((s) => s.label === 'TypeScript')?.source ?? '';
        fs.writeFileSync(path.join(tmp, `${entry.operation.operationId}.ts`), source);
      }
      // Controls, so the check is known to catch drift: a path the document does not have, and a
      // path parameter of the wrong type (a string where the document says integer).
      const base = baseUrl(contract);
      const withPathParam = entries.find((e) => e.parameters.some((p) => p.in === 'path' && p.schema?.type === 'integer'));
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
      };
      for (const [name, source] of Object.entries(controls)) fs.writeFileSync(path.join(tmp, name), source);

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
      const tsc = spawnSync(process.execPath, [tscBin, '-p', tmp, '--pretty', 'false'], { encoding: 'utf8', timeout: 120_000 });
      const output = `${tsc.stdout}${tsc.stderr}`;
      const filesWithErrors = new Set([...output.matchAll(/^(.+?\.ts)\(\d+,\d+\): error/gm)].map((m) => path.basename(m[1]!)));
      // Only the controls fail, each of them does.
      expect([...filesWithErrors].sort(), output).toEqual(Object.keys(controls).sort());
    }, 120_000);
  });
});
