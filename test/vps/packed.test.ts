// The packed tarballs (npm pack of @vps-hosting/api and @vps-hosting/cli) installed into an empty
// folder, as a user gets them: `npx vps --help`, and one command against a real sandbox.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, startCliSandbox, type CliSandbox } from './helpers.js';

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...process.env, ...env }, timeout: 170_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

let sb: CliSandbox;
let folder: string;
beforeAll(async () => {
  sb = await startCliSandbox();
  folder = mkdtempSync(join(tmpdir(), 'vps-packed-'));
}, 120_000);
afterAll(async () => {
  await sb?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the packed vps', () => {
  it('installs from the two tarballs into an empty folder and runs with npx', async () => {
    const tarballs = join(folder, 'tarballs');
    const app = join(folder, 'app');
    mkdirSync(tarballs);
    mkdirSync(app);
    // The builds are those of this run (npm test builds every workspace first): packing rebuilds nothing.
    for (const workspace of [[], ['--workspace=@vps-hosting/cli']]) {
      const packed = await run('npm', ['pack', '--ignore-scripts', ...workspace, '--pack-destination', tarballs], root);
      expect(packed.code, packed.stderr).toBe(0);
    }
    const files = readdirSync(tarballs).map((f) => join(tarballs, f));
    expect(files).toHaveLength(2);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'vps-packed-check', private: true }));
    const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...files], app);
    expect(installed.code, installed.stderr).toBe(0);

    const help = await run('npx', ['--no-install', 'vps', '--help'], app);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: vps /);
    expect(help.stdout).toContain('servers');

    const env = { VPS_TOKEN: sb.sandbox.tokens.full, VPS_API_URL: sb.sandbox.url, XDG_CONFIG_HOME: sb.configHome };
    const get = await run('npx', ['--no-install', 'vps', 'servers', 'get', 'web-01', '-o', 'json'], app, env);
    expect(get.code, get.stderr).toBe(0);
    expect(JSON.parse(get.stdout)).toMatchObject({ id: 42, name: 'web-01' });
  }, 180_000);
});
