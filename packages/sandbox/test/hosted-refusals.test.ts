// Hosted mode's refusals (`--host`): a wrong admin token, host, default tokens or the fleet are refused
// before anything starts, in-process (startSandbox) and as a user types the command line (`npm run
// sandbox`). Each names SQLite in memory itself and is refused before a store opens, so the
// sandbox-postgres project does not run this file again; hosted mode on each engine is in hosted-mode.test.ts.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '@vps-hosting/sandbox';
import { npmSandbox } from './support/npm-sandbox.js';

const ADMIN_TOKEN = `adm_${'k'.repeat(40)}`;

describe('startSandbox in hosted mode refuses', () => {
  const base = { db: ':memory:', port: 0, host: '127.0.0.1' };
  it('an admin token that is short or not a Bearer token', async () => {
    await expect(startSandbox({ ...base, adminToken: 'short' })).rejects.toThrow(/at least 24/);
    await expect(startSandbox({ ...base, adminToken: `${'x'.repeat(30)} y` })).rejects.toThrow(/only letters/);
  });
  it('a host that is not an IP address, default tokens and the fleet', async () => {
    await expect(startSandbox({ ...base, host: 'example.org', adminToken: ADMIN_TOKEN })).rejects.toThrow(/IP address/);
    await expect(startSandbox({ ...base, adminToken: ADMIN_TOKEN, fullToken: 'sbx_mine' })).rejects.toThrow(
      /no default tokens/,
    );
    await expect(startSandbox({ ...base, adminToken: ADMIN_TOKEN, fleet: true })).rejects.toThrow(
      /no default tokens or fleet/,
    );
  });
});

describe('npm run sandbox in hosted mode', () => {
  const refusals: Array<[string, string[], Record<string, string>, RegExp]> = [
    ['--host without an admin token', ['--memory', '--host', '127.0.0.1'], {}, /needs an admin token/],
    ['SANDBOX_HOST without an admin token', ['--memory'], { SANDBOX_HOST: '127.0.0.1' }, /needs an admin token/],
    ['a short admin token', ['--memory', '--host', '127.0.0.1', '--admin-token', 'short'], {}, /at least 24/],
    [
      'a host that is not an IP address',
      ['--memory', '--host', 'sandbox.example', '--admin-token', ADMIN_TOKEN],
      {},
      /IP address/,
    ],
    [
      '--token in hosted mode',
      ['--memory', '--host', '127.0.0.1', '--token', 'sbx_mine'],
      { SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN },
      /no default tokens/,
    ],
    [
      'SANDBOX_READ_TOKEN in hosted mode',
      ['--memory', '--host', '127.0.0.1', '--admin-token', ADMIN_TOKEN],
      { SANDBOX_READ_TOKEN: 'sbx_r' },
      /no default tokens/,
    ],
    [
      '--fleet in hosted mode',
      ['--memory', '--fleet', '--host', '127.0.0.1', '--admin-token', ADMIN_TOKEN],
      {},
      /POST \/_admin\/fleet/,
    ],
    ['--admin-token without --host', ['--memory', '--admin-token', ADMIN_TOKEN], {}, /hosted mode only/],
  ];
  it.concurrent.each(refusals)(
    'refuses %s: one line naming it, the usage, exit code 2, nothing started',
    async (_name, args, env, message) => {
      const run = await npmSandbox(args, env);
      expect(run.code, run.stderr).toBe(2);
      const [first] = run.stderr.trim().split('\n');
      expect(first).toMatch(/^✖ /);
      expect(first).toMatch(message);
      expect(run.stderr).toMatch(/Usage: vps-sandbox /);
      expect(run.stdout).toBe('');
    },
    65_000,
  );
});
