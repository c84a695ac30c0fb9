// The packed tarballs (npm pack of @vps-hosting/api and @vps-hosting/conformance) installed into an
// empty folder, as an implementer gets them, and the installed vps-conformance run as its README says:
// against a fresh sandbox through its public API only (the admin extension out of reach), in a pipe
// and under a real terminal.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPacked, run } from '@vps-hosting/test-support/packed-install';
import { kitContract } from '../src/contract/document.js';
import { coverageText } from '../src/report/coverage.js';
import { accountState } from './support/account-state.js';
import { type FaultyTarget, startFaultyTarget } from './support/faulty-target.js';

let folder: string;
let app: string;
let target: FaultyTarget;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'vps-conformance-packed-'));
  [app, target] = await Promise.all([
    installPacked(folder, '@vps-hosting/conformance', 'vps-conformance-packed-check'),
    // The sandbox (--memory --fleet --action-seconds 1) with 2,000 requests per window instead of
    // 1,000: at 1,000 the run waits for a window (docs/design/conformance-kit.md#the-runs-own-pace).
    startFaultyTarget({ hideAdmin: true, rateLimit: 2_000 }),
  ]);
}, 240_000);
afterAll(async () => {
  await target?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const env = () => ({ PATH: process.env.PATH ?? '', HOME: folder, npm_config_update_notifier: 'false', NO_COLOR: '' });

describe('the packed vps-conformance', () => {
  it('answers --help with its usage', async () => {
    const help = await run('npx', ['--no-install', 'vps-conformance', '--help'], app, env());
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: vps-conformance --target URL --token T/);
    expect(help.stderr).toBe('');
  });

  it('runs against a sandbox through its public API only: exit 0, reports written, the account unchanged', async () => {
    const before = await accountState(target.sandbox.base, target.tokens.token);
    const reports = join(folder, 'reports');
    const result = await run(
      'npx',
      ['--no-install', 'vps-conformance', '--report', reports],
      app,
      {
        ...env(),
        CONFORMANCE_TARGET: target.url,
        CONFORMANCE_TOKEN: target.tokens.token,
        CONFORMANCE_READ_TOKEN: target.tokens.readToken,
        CONFORMANCE_ALT_TOKEN: target.tokens.altToken,
      },
      500_000,
    );
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    // A pipe: plain lines, no colour, no redrawing.
    expect(result.stderr).not.toMatch(/\u001b\[|\r/);
    expect(result.stdout).toMatch(/^area\s+passed\s+failed\s+not exercised$/m);
    const json = JSON.parse(readFileSync(join(reports, 'report.json'), 'utf8')) as {
      sandboxAdmin: boolean;
      totals: { failed: number; passed: number };
      results: { outcome: string; reason?: string }[];
      leftovers: string[];
      coverage: { operationId: string; status: number; conforming: boolean }[];
    };
    // The installed command prints the run's operation × status coverage after its summary.
    expect(result.stdout).toMatch(/^Conformance coverage against http:\/\/127\.0\.0\.1:\d+$/m);
    process.stdout.write(
      `\n${coverageText({ coverage: json.coverage, target: 'the sandbox through its public API only' }, await kitContract())}\n`,
    );
    expect(json.sandboxAdmin).toBe(false);
    expect(json.totals.failed).toBe(0);
    expect(json.totals.passed).toBeGreaterThan(0);
    for (const notExercised of json.results.filter((r) => r.outcome === 'not-exercised'))
      expect(notExercised.reason).toBeTruthy();
    expect(readFileSync(join(reports, 'junit.xml'), 'utf8')).toMatch(
      /^<\?xml[^>]*>\n<testsuites name="vps-conformance"/,
    );
    const markdown = readFileSync(join(reports, 'report.md'), 'utf8');
    expect(markdown).toMatch(/^# vps-conformance report/);
    expect(markdown).toMatch(/^## Coverage\n\n`{3,}\nConformance coverage against http:/m);
    expect(readFileSync(join(reports, 'report.html'), 'utf8')).toMatch(/^<!doctype html>/);
    // Nothing of the account changed, and nothing of the run is left (domains excepted: the API deletes none).
    const after = await accountState(target.sandbox.base, target.tokens.token);
    for (const [key, updated] of before) expect(after.get(key), key).toBe(updated);
    // Left: the run's domains (the API deletes none) and the actions of what it did (history, kept
    // 90 days as the document says), nothing else.
    const added = [...after.keys()].filter(
      (key) => !before.has(key) && !key.startsWith('listDomains ') && !key.startsWith('listActions '),
    );
    expect(added).toEqual([]);
  }, 520_000);

  it('draws a progress bar under a real terminal', async () => {
    const transcript = join(folder, 'transcript');
    const command = [
      'npx --no-install vps-conformance --only problems.missing-token.listServers,problems.missing-token.getServer',
      `--target ${target.url} --token ${target.tokens.token}`,
    ].join(' ');
    // A terminal of a person, not CI's (under CI the kit prints plain lines even on a terminal).
    const result = await run('script', ['-qec', command, transcript], app, {
      ...env(),
      TERM: 'xterm-256color',
      CI: '',
    });
    expect(result.code, result.stdout).toBe(0);
    const seen = readFileSync(transcript, 'utf8');
    expect(seen).toMatch(/\r\u001b\[2K\[[█░]+\] \d+\/2/);
  }, 60_000);
});
