// The README's quick start, run as a newcomer runs it: a fresh `git clone` of the repository (its
// committed tree, nothing built: no dist/ anywhere), then exactly the command of README.md's
// "Quick start" block that starts things (`npm ci && npm start` today; read from the README, so
// that this test follows it when it changes), with free ports (`-- --port 0 --docs-port 0`, which
// scripts/start.ts accepts). It must serve the mock (an operation answers with a token, 401
// without) and the reference site, and stop, with everything it started, on SIGTERM to its
// process group.
//
// npm is configured through the environment, as a user's .npmrc would: install scripts off
// (`ignore-scripts`: nothing may be built for `npm start`, so none is needed, and better-sqlite3's
// native build, which only the sandbox uses, is skipped), the cache preferred to the registry
// (`prefer-offline`: the lockfile pins every version and integrity, so the tree is the same), no
// audit or funding messages. The command itself is the README's, word for word.
// Cost, measured on 2 cores busy with other jobs: about 40 CPU s user and 40 s system in all (npm ci
// the most of it; then the mock's Prism and the docs build), 4 min until ready and 6.5 min with
// the clone's removal; some 600 MB in a temporary folder, removed after.
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContract } from '../../src/contract/index.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const contract = readContract(JSON.parse(fs.readFileSync(path.join(ROOT, 'generated/openapi.json'), 'utf8')));

/** The README's quick-start commands: the first shell block under "## Quick start", comments dropped. */
function quickStartCommands(): string[] {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Quick start'));
  const block = section && /^```sh\n([\s\S]*?)^```$/m.exec(section)?.[1];
  if (!block) throw new Error('README.md has no shell block under "## Quick start"');
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-quick-start-'));
const clone = path.join(dir, 'repo');
// Removing the clone's node_modules (some 600 MB, 600 packages) took over a minute on a busy disk.
afterAll(() => fs.promises.rm(dir, { recursive: true, force: true }), 600_000);

/** Every dist/ folder of the clone's own packages (the root and packages/*). */
function distFolders(): string[] {
  const roots = ['.', ...fs.readdirSync(path.join(clone, 'packages')).map((p) => `packages/${p}`)];
  return roots.filter((root) => fs.existsSync(path.join(clone, root, 'dist')));
}

describe('the quick start', () => {
  it("serves the mock and the reference site from a fresh clone with the README's command, and stops", async () => {
    const starting = quickStartCommands().find((line) => /\bnpm start\b/.test(line));
    expect(starting, 'the quick start starts something with npm start').toBeDefined();
    const command = starting!.replace(/\bnpm start\b/, 'npm start -- --port 0 --docs-port 0');

    execFileSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'ignore', timeout: 120_000 });
    expect(distFolders(), 'a clone has nothing built').toEqual([]);

    // The environment of the user's shell: none of the npm_* variables of the npm running this test.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
    Object.assign(env, {
      npm_config_ignore_scripts: 'true',
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
      NO_COLOR: '1',
    });
    const started = performance.now();
    const child = spawn('sh', ['-c', command], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    const stopGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {}
    };
    try {
      // Until start.ts says it is ready (or the command ends), at most 10 minutes.
      const ready = await Promise.race([
        new Promise<boolean>((done) => {
          const poll = setInterval(() => {
            if (/Ready in/.test(output)) {
              clearInterval(poll);
              done(true);
            }
          }, 250);
          void exited.then(() => {
            clearInterval(poll);
            done(/Ready in/.test(output));
          });
        }),
        new Promise<boolean>((done) => setTimeout(() => done(false), 600_000)),
      ]);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      expect(ready, output).toBe(true);
      expect(output, 'nothing failed').not.toMatch(/^✖/m);
      expect(distFolders(), 'npm ci && npm start built nothing').toEqual([]);

      const mock = /mock API on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const site = /reference site on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      expect(mock, output).toBeDefined();
      expect(site, output).toBeDefined();

      // The mock: the collection start.ts suggests trying, with a token and without.
      const tryPath = new RegExp(`${mock}(/\\S*)`).exec(output.slice(output.indexOf('Try')))?.[1];
      const operation = contract.match('GET', tryPath ?? '')?.operation;
      expect(operation, `${tryPath} is an operation of the document`).toBeDefined();
      const withToken = await fetch(mock + tryPath!, { headers: { authorization: 'Bearer quick-start' } });
      const successes = operation!.responses.map((r) => r.status).filter((s) => /^2\d\d$/.test(s));
      expect(successes).toContain(String(withToken.status));
      expect(((await withToken.json()) as { data?: unknown }).data).toBeInstanceOf(Array);
      const without = await fetch(mock + tryPath!);
      expect(without.status).toBe(401);
      await without.body?.cancel();

      // The site: the page, with the document it renders.
      const page = await fetch(`${site}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain(String(contract.info.title));
      expect(html).toContain('__redoc_definition');
      console.log(`quick start: ${command} ready in ${seconds} s (npm ci and npm start in a fresh clone)`);

      // Stopped by its process group: the command ends and the ports answer no more.
      stopGroup('SIGTERM');
      const code = await Promise.race([
        exited,
        new Promise<'running'>((done) => setTimeout(() => done('running'), 30_000)),
      ]);
      expect(code, output).not.toBe('running');
      await expect(fetch(mock + tryPath!)).rejects.toThrow();
      await expect(fetch(`${site}/`)).rejects.toThrow();
    } finally {
      stopGroup('SIGKILL');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
    }
  }, 900_000);
});
