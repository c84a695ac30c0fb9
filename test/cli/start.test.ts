// `npm start` serves the mock API and the reference site from the committed generated/ as it is:
// it regenerates nothing and writes no tracked file (the site goes to the ignored build/). Run as a
// user runs it, on free ports, in a process group of its own that is stopped by its PID at the end.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstCollectionPath } from '@vps-hosting/mock';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUMENT = path.join(ROOT, 'generated/openapi.json');
const BOUND_MS = 120_000;

/** Each tracked file's modification time (a rewrite with the same content changes it). */
function trackedMtimes(): Map<string, number> {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return new Map(
    files
      .filter((file) => fs.existsSync(path.join(ROOT, file)))
      .map((file) => [file, fs.statSync(path.join(ROOT, file)).mtimeMs]),
  );
}
const gitStatus = () => execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });

let child: ChildProcess | undefined;
function stopGroup(): void {
  if (child?.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
afterAll(stopGroup);

describe('npm start', () => {
  it(
    'serves the mock and the site from the committed generated/ without touching a tracked file',
    async () => {
      const before = { status: gitStatus(), mtimes: trackedMtimes() };
      const npmCli = process.env.npm_execpath;
      const [command, prefix] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
      child = spawn(command, [...prefix, 'start', '--silent', '--', '--port', '0', '--docs-port', '0'], {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', SCARF_ANALYTICS: 'false' },
      });
      let output = '';
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      const bound = setTimeout(stopGroup, BOUND_MS);
      const ready = await new Promise<boolean>((resolve) => {
        child!.stdout!.on('data', () => /Ctrl-C stops everything\./.test(output) && resolve(true));
        child!.on('exit', () => resolve(false));
      });
      clearTimeout(bound);
      expect(ready, output).toBe(true);

      expect(output, 'a regeneration or lint step').not.toMatch(/▶ npm run (generate|lint)/);
      const mockUrl = /Mock API +(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const siteUrl = /Reference site +(http:\/\/127\.0\.0\.1:\d+\/?)/.exec(output)?.[1];
      expect(mockUrl, output).toBeDefined();
      expect(siteUrl, output).toBeDefined();
      const api = await fetch(`${mockUrl}${firstCollectionPath(DOCUMENT)}`, {
        headers: { authorization: 'Bearer any-token' },
      });
      expect(api.status).toBe(200);
      const site = await fetch(siteUrl!);
      expect(site.status).toBe(200);
      const title = (JSON.parse(fs.readFileSync(DOCUMENT, 'utf8')) as { info: { title: string } }).info.title;
      expect(await site.text()).toContain(title);

      const stopped = new Promise((resolve) => child!.on('close', resolve));
      stopGroup();
      await stopped;
      expect(gitStatus()).toBe(before.status);
      const changed = [...trackedMtimes()]
        .filter(([file, mtime]) => before.mtimes.get(file) !== mtime)
        .map(([file]) => file);
      expect(changed, 'tracked files written by npm start').toEqual([]);
    },
    BOUND_MS + 10_000,
  );
});
