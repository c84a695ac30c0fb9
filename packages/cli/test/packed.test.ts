// The packed tarballs (npm pack of @vps-hosting/api and @vps-hosting/cli) installed into an empty
// folder, as a user gets them: `npx vps --help`, its version, and commands against a real sandbox,
// with the installed document removed (the tool reads the table of operations, never openapi.json).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_URL } from '@vps-hosting/api/operations';
import { installPacked, run } from '@vps-hosting/test-support/packed-install';
import { startCliSandbox, type CliSandbox } from './helpers.js';

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
    const app = await installPacked(folder, '@vps-hosting/cli', 'vps-packed-check');
    rmSync(createRequire(join(app, 'package.json')).resolve('@vps-hosting/api/openapi.json'));

    const help = await run('npx', ['--no-install', 'vps', '--help'], app);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: vps /);
    expect(help.stdout).toContain('servers');

    const version = await run('npx', ['--no-install', 'vps', '--version'], app);
    const own = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(version.stdout.trim()).toBe(own.version);

    const env = { VPS_TOKEN: sb.sandbox.tokens.full, VPS_API_URL: sb.sandbox.url, XDG_CONFIG_HOME: sb.configHome };
    const get = await run('npx', ['--no-install', 'vps', 'servers', 'get', 'web-01', '-o', 'json'], app, env);
    expect(get.code, get.stderr).toBe(0);
    expect(JSON.parse(get.stdout)).toMatchObject({ id: 42, name: 'web-01' });
    // Without VPS_API_URL, the default API URL.
    const { VPS_API_URL: _, ...tokenOnly } = env;
    const planned = await run('npx', ['--no-install', 'vps', 'servers', 'get', '42', '--dry-run'], app, tokenOnly);
    expect(planned.code, planned.stderr).toBe(0);
    expect(planned.stdout).toContain(DEFAULT_API_URL);
  }, 180_000);
});
