// The getting-started page (docs/getting-started.md), as the built page shows it: first in the
// navigation, and every command it shows either run or checked. Its first requests run as the
// samples do (page-samples.ts) against a fresh sandbox with the example fleet (the page starts one
// with --fleet): curl with sh, TypeScript with tsx against the workspace client, `vps` through the
// command-line tool's own entry point; each must answer the operation's success. The commands that
// install or start a package must name a package of this repository that has that command, and
// the variables it exports must be the ones the samples and tools read.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GETTING_STARTED } from '../../scripts/docs/docs-bundle.js';
import type { Document } from '../../scripts/docs/openapi.js';
import { SAMPLE_ENV } from '../../scripts/docs/sample-request.js';
import { main } from '@vps-hosting/cli/main';
import { readContract } from '@vps-hosting/api/contract';
import { responseErrors, startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';
import { loadContract, repoRoot } from './helpers.js';
import {
  pageDefinition,
  readerEnv,
  type RecordingProxy,
  runShell,
  runTypeScript,
  startRecordingProxy,
} from './page-samples.js';
import { sharedSite } from './shared-site.js';

const contract = readContract(loadContract() as unknown as Record<string, unknown>);

/** The repository's packages: name → their commands, and whether they are published. */
const PACKAGES = new Map(
  ['.', ...readdirSync(join(repoRoot, 'packages')).map((dir) => `packages/${dir}`)].flatMap((dir) => {
    try {
      const json = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
      return [[json.name as string, { bins: Object.keys(json.bin ?? {}), published: json.private !== true }]];
    } catch {
      return [];
    }
  }),
);

interface Block {
  lang: string;
  code: string;
}

/** The fenced code blocks of a Markdown text, in order. */
function codeBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, code: m[2]! }));
}

/** A shell block's commands: its lines without comments, a line ending in \ joined to the next. */
function commands(code: string): string[] {
  return code
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

let page: Document;
let blocks: Block[];
let sandbox: TestSandbox;
let proxy: RecordingProxy;
let current = 'none';

beforeAll(async () => {
  page = pageDefinition(sharedSite().dir);
  const tag = (page.tags ?? []).find((t) => t.name === GETTING_STARTED);
  blocks = codeBlocks(String(tag?.description ?? ''));
  sandbox = await startTestSandbox({ fleet: true });
  proxy = await startRecordingProxy(sandbox.base, async () => {});
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
});

/** The last answer recorded for a run, checked as the operation's success. */
function answeredSuccess(run: number, operationId: string): void {
  const answer = proxy.exchanges(run).at(-1);
  expect(answer, `${current}: sent nothing`).toBeDefined();
  const successes = contract
    .operation(operationId)
    .responses.map((response) => response.status)
    .filter((status) => /^2\d\d$/.test(status));
  expect(successes, current).toContain(String(answer!.status));
  expect(responseErrors(operationId, answer!.status, answer!.body), current).toEqual([]);
}

/** The operation a request of the page calls, found in the document by its method and path. */
function operationOf(method: string, url: string): string {
  const pathname = new URL(url, 'http://127.0.0.1').pathname;
  const found = contract.match(method, pathname)?.operation?.operationId;
  if (!found) throw new Error(`${current}: ${method} ${pathname} is no operation of the document`);
  return found;
}

describe('the getting-started page', () => {
  it('is the first entry of the navigation, a page of its own', () => {
    const tag = (page.tags ?? []).find((t) => t.name === GETTING_STARTED);
    expect(tag?.['x-traitTag']).toBe(true);
    expect(page['x-tagGroups']?.[0]?.tags[0]).toBe(GETTING_STARTED);
    expect(String(tag?.description)).toContain('developer settings');
  });

  it('shows only commands this repository provides, and the variables the samples read', () => {
    const known: string[] = [];
    const unknown: string[] = [];
    for (const block of blocks.filter((b) => b.lang === 'sh')) {
      for (const line of commands(block.code)) {
        const words = line.split(/\s+/);
        if (words[0] === 'curl') continue; // run below
        if (words[0] === 'export') {
          const name = words[1]!.split('=')[0]!;
          (Object.values(SAMPLE_ENV) as string[]).includes(name) ? known.push(line) : unknown.push(line);
          continue;
        }
        if (words[0] === 'npm' && words[1] === 'install') {
          const names = words.slice(2).filter((w) => !w.startsWith('-'));
          const ok = names.length > 0 && names.every((name) => PACKAGES.get(name)?.published);
          (ok ? known : unknown).push(line);
          continue;
        }
        if (words[0] === 'npx' && words[1] === '-p') {
          const bins = PACKAGES.get(words[2]!)?.bins ?? [];
          (PACKAGES.get(words[2]!)?.published && bins.includes(words[3]!) ? known : unknown).push(line);
          continue;
        }
        unknown.push(line);
      }
    }
    expect(unknown).toEqual([]);
    // The client, vps, vps-mcp, vps-sandbox and vps-mock: the page installs or runs each one's package.
    const named = (line: string) => line.split(/\s+/).filter((word) => PACKAGES.has(word));
    for (const bin of ['vps', 'vps-mcp', 'vps-sandbox', 'vps-mock'])
      expect(
        known.some((line) => named(line).some((name) => PACKAGES.get(name)!.bins.includes(bin))),
        bin,
      ).toBe(true);
    expect(known.some((line) => line.includes('npm install @vps-hosting/api'))).toBe(true);
  });

  it('its first requests in curl, TypeScript and vps answer their success against a fresh sandbox', async () => {
    const env = readerEnv(sandbox.full, proxy.url);
    let run = 0;
    const ran = { curl: 0, ts: 0, vps: 0 };
    for (const block of blocks) {
      if (block.lang === 'ts') {
        current = `TypeScript: ${block.code.slice(0, 60)}`;
        const result = await runTypeScript([block.code], env, proxy.url);
        expect(result.code, result.stderr).toBe(0);
        // runTypeScript numbers its samples from 0: the runner's first start is sample 0.
        expect(proxy.outcome(0), current).toEqual({});
        const answer = proxy.exchanges(0).at(-1)!;
        answeredSuccess(0, operationOf(answer.method, answer.url));
        ran.ts++;
        continue;
      }
      for (const line of commands(block.code)) {
        const words = line.split(/\s+/);
        if (words[0] === 'curl') {
          current = `curl: ${line}`;
          await proxy.start(++run);
          const result = await runShell(line, env);
          expect(result.code, result.stderr).toBe(0);
          const answer = proxy.exchanges(run).at(-1);
          answeredSuccess(run, operationOf(answer?.method ?? '', answer?.url ?? ''));
          ran.curl++;
        }
        if (words[0] === 'npx' && words[3] === 'vps') {
          current = `vps: ${line}`;
          await proxy.start(++run);
          expect(await runVps(words.slice(4), env), current).toBe(0);
          const answer = proxy.exchanges(run).at(-1);
          answeredSuccess(run, operationOf(answer?.method ?? '', answer?.url ?? ''));
          ran.vps++;
        }
      }
    }
    expect(ran).toEqual({ curl: 1, ts: 1, vps: 1 });
  }, 120_000);
});

/** Runs `vps` in-process with the reader's environment (and an empty config folder); its exit code. */
async function runVps(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const config = mkdtempSync(join(tmpdir(), 'vps-getting-started-'));
  const names = [SAMPLE_ENV.token, SAMPLE_ENV.url, 'XDG_CONFIG_HOME'];
  const saved = names.map((name) => process.env[name]);
  Object.assign(process.env, { [SAMPLE_ENV.token]: env[SAMPLE_ENV.token], [SAMPLE_ENV.url]: env[SAMPLE_ENV.url] });
  process.env.XDG_CONFIG_HOME = config;
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  try {
    return await main(args);
  } finally {
    process.stdout.write = write;
    for (const [i, name] of names.entries()) {
      if (saved[i] === undefined) delete process.env[name];
      else process.env[name] = saved[i];
    }
    rmSync(config, { recursive: true, force: true });
  }
}
