// The packed tarballs (npm pack of @vps-hosting/api and @vps-hosting/cli) installed into an empty
// folder, as a user gets them: `npx vps --help`, and one command against a real sandbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPacked, run } from '../support/packed-install.js';
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
