// Hosted mode's refusals (`--host`): a wrong admin token, host, default tokens or the fleet are refused
// before anything starts, in-process (startSandbox) and as a user types the command line: the installed
// `vps-sandbox` (the package's bin, on its build in dist/), and once `npm run sandbox`, which runs the
// same src/main.ts through tsx, to show that the npm script passes the flags and the environment
// through (npm, tsx and compiling the sources cost about 1.3 CPU seconds a run; the bin 0.15).
// Each names SQLite in memory itself and is refused before a store opens, so the sandbox-postgres
// project does not run this file again; hosted mode on each engine is in hosted-mode.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@vps-hosting/sandbox';
import { ensureSandboxBuilt, installedSandbox, npmSandbox } from './support/npm-sandbox.js';

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

describe('the command line in hosted mode (vps-sandbox, and npm run sandbox)', () => {
  beforeAll(ensureSandboxBuilt, 120_000);
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
  /** The one refusal run as `npm run sandbox -- …` (the others run the installed bin): its flags and its
   *  environment (the admin token) both decide which refusal it is, so it shows that the script passes each through. */
  const THROUGH_NPM = '--token in hosted mode';
  const cases = refusals.map(
    ([name, ...rest]) => [name === THROUGH_NPM ? 'npm run sandbox' : 'vps-sandbox', name, ...rest] as const,
  );
  it.concurrent.each(cases)(
    '%s refuses %s: one line naming it, the usage, exit code 2, nothing started',
    async (command, _name, args, env, message) => {
      const run = command === 'npm run sandbox' ? await npmSandbox(args, env) : await installedSandbox(args, env);
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
