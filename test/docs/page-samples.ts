// Running what the built reference page shows against a sandbox, as a reader would: the page's own
// definition (the `__redoc_definition` the page renders from, parsed out of index.html), curl
// samples run with the machine's sh and curl, TypeScript samples run with tsx against the
// workspace's client, both with only VPS_TOKEN and VPS_API_URL set, through a loopback proxy that
// records what each sample sent and what the sandbox answered.
import { execFile, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Document } from '../../scripts/docs/openapi.js';
import { SAMPLE_ENV } from '../../scripts/docs/sample-request.js';
import { repoRoot } from './helpers.js';

const DEFINITION = 'const __redoc_definition = ';

/** The document the built page renders: the definition Redoc's script in index.html is given. */
export function pageDefinition(siteDir: string): Document {
  const html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const start = html.indexOf(DEFINITION);
  if (start < 0) throw new Error(`${siteDir}/index.html holds no ${DEFINITION.trim()}`);
  const end = html.indexOf('\n', start);
  const literal = html
    .slice(start + DEFINITION.length, end < 0 ? undefined : end)
    .trim()
    .replace(/;$/, '');
  return JSON.parse(literal) as Document;
}

/** One request a sample sent and the sandbox's answer. */
export interface Exchange {
  method: string;
  url: string;
  /** The request's `Idempotency-Key` header, if it sent one. */
  idempotencyKey?: string;
  status: number;
  body: unknown;
}

/**
 * A loopback proxy in front of the sandbox: every request is forwarded as it came and recorded,
 * with its answer, under the sample running at the time. `POST /_samples/<n>` (from a TypeScript
 * runner) starts sample n: `onStart(n)` runs first (resetting the sandbox, say), then it answers 204.
 */
export interface RecordingProxy {
  url: string;
  /** Sets the sample the next requests belong to. */
  start(sample: number): Promise<void>;
  exchanges(sample: number): Exchange[];
  /** What a TypeScript runner reported of sample n: undefined, or the error it threw. */
  outcome(sample: number): { threw?: string } | undefined;
  close(): Promise<void>;
}

export async function startRecordingProxy(
  target: string,
  onStart: (sample: number) => Promise<void>,
): Promise<RecordingProxy> {
  const recorded = new Map<number, Exchange[]>();
  const outcomes = new Map<number, { threw?: string }>();
  let current = -1;
  const start = async (sample: number) => {
    await onStart(sample);
    current = sample;
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const control = /^\/_samples\/(\d+)\/(start|done)$/.exec(request.url ?? '');
      if (control) {
        const sample = Number(control[1]);
        const done =
          control[2] === 'start'
            ? start(sample)
            : Promise.resolve(void outcomes.set(sample, JSON.parse(body.toString('utf8') || '{}')));
        done.then(
          () => response.writeHead(204).end(),
          (error: unknown) => response.writeHead(500).end(String(error)),
        );
        return;
      }
      const sample = current;
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection'),
      ) as Record<string, string>;
      fetch(target + (request.url ?? '/'), {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body } : {}),
        redirect: 'manual',
      }).then(
        async (answer) => {
          const text = await answer.text();
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {}
          const list = recorded.get(sample) ?? [];
          const key = headers['idempotency-key'];
          list.push({
            method: request.method ?? '',
            url: request.url ?? '',
            ...(key === undefined ? {} : { idempotencyKey: key }),
            status: answer.status,
            body: parsed,
          });
          recorded.set(sample, list);
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection') out[name] = value;
          });
          response.writeHead(answer.status, out).end(text);
        },
        (error: unknown) => response.writeHead(502).end(String(error)),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    start,
    exchanges: (sample) => recorded.get(sample) ?? [],
    outcome: (sample) => outcomes.get(sample),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** The environment a reader's shell has: PATH, HOME, and the two variables the samples read. */
export function readerEnv(token: string, url: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: os.tmpdir(),
    NO_PROXY: '*',
    [SAMPLE_ENV.token]: token,
    [SAMPLE_ENV.url]: url,
  };
}

/** Runs a shell sample as copied, with `sh -e` (the machine's POSIX shell): its exit code and stderr. */
export function runShell(source: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    execFile('sh', ['-ec', source], { env, timeout: 30_000, maxBuffer: 16 * 1024 * 1024 }, (error, _out, stderr) =>
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stderr }),
    );
  });
}

/**
 * Runs TypeScript samples one after another in one tsx process (a process each would cost a tsx
 * start per sample): each is a module of its own importing `@vps-hosting/api`, which resolves to the
 * workspace's client (its source, as the repository's scripts read it). Before sample n the runner
 * asks the proxy to start it; after, it reports whether the sample threw. Resolves when all ran.
 */
export async function runTypeScript(
  sources: string[],
  env: NodeJS.ProcessEnv,
  control: string,
): Promise<{ code: number | null; stderr: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-ts-samples-'));
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    fs.mkdirSync(path.join(dir, 'node_modules/@vps-hosting'), { recursive: true });
    fs.symlinkSync(repoRoot, path.join(dir, 'node_modules/@vps-hosting/api'), 'dir');
    const files = sources.map((source, n) => {
      const file = path.join(dir, `sample-${n}.ts`);
      fs.writeFileSync(file, source);
      return file;
    });
    const runner = path.join(dir, 'runner.mjs');
    fs.writeFileSync(
      runner,
      `const files = ${JSON.stringify(files)};
const control = ${JSON.stringify(control)};
for (const [n, file] of files.entries()) {
  await fetch(\`\${control}/_samples/\${n}/start\`, { method: 'POST' });
  let threw;
  try {
    await import(file);
  } catch (error) {
    threw = String(error?.status ?? '') + ' ' + String(error?.message ?? error);
  }
  await fetch(\`\${control}/_samples/\${n}/done\`, { method: 'POST', body: JSON.stringify(threw === undefined ? {} : { threw }) });
}
`,
    );
    return await new Promise((done, fail) => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@vps-hosting/source', runner], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: 300_000,
      });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.on('error', fail);
      child.on('close', (code) => done({ code, stderr }));
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
