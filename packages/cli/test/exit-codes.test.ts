// Every exit code of `vps` provoked once against a real sandbox: the message on stderr (the problem
// document as JSON with -o json), nothing on stdout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/run/exit-codes.js';
import { holdClock, pathOf, startCliSandbox, vps, type CliSandbox } from './helpers.js';

// Actions that end before the first poll (0.2 s): a wait costs one poll.
const ACTION_SECONDS = 0.05;
let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox({ actionSeconds: ACTION_SECONDS });
});
afterAll(async () => sb?.close());

function expectFailure(result: { code: number | null; stdout: string; stderr: string }, code: number): void {
  expect(result.code, result.stderr).toBe(code);
  expect(result.stdout).toBe('');
  expect(result.stderr.length).toBeGreaterThan(0);
}

describe('vps exit codes', { timeout: 120_000 }, () => {
  it('2 for a usage error: an unknown flag, a bad value, a missing required flag', async () => {
    expectFailure(await vps(['servers', 'list', '--colour', 'red'], { env: sb.env }), EXIT.usage);
    expectFailure(await vps(['servers', 'get', '42', '-o', 'xml'], { env: sb.env }), EXIT.usage);
    expectFailure(await vps(['plans', 'list', '--min-vcpus', 'many'], { env: sb.env }), EXIT.usage);
    expectFailure(await vps(['servers', 'create', '--name', 'x'], { env: sb.env }), EXIT.usage);
    const asJson = await vps(['servers', 'list', '--colour', 'red', '-o', 'json'], { env: sb.env });
    expectFailure(asJson, EXIT.usage);
    expect(JSON.parse(asJson.stderr)).toEqual({ error: 'usage', detail: "unknown option '--colour'" });
  });

  it('3 for a bad token or a missing scope, 4 for not found, as the problem document', async () => {
    const unauthorized = await vps(['servers', 'list'], { env: { ...sb.env, VPS_TOKEN: 'not-a-token' } });
    expectFailure(unauthorized, EXIT.auth);
    expect(unauthorized.stderr).toMatch(/\(401 unauthorized\)[\s\S]*Request id: \S+/);
    const forbidden = await vps(['servers', 'reboot', '42', '--yes'], {
      env: { ...sb.env, VPS_TOKEN: sb.sandbox.tokens.read },
    });
    expectFailure(forbidden, EXIT.auth);
    expect(forbidden.stderr).toContain('403 insufficient_scope');
    const missing = await vps(['servers', 'get', '999999', '-o', 'json'], { env: sb.env });
    expectFailure(missing, EXIT.notFound);
    expect(JSON.parse(missing.stderr)).toMatchObject({
      status: 404,
      code: 'not_found',
      request_id: expect.any(String),
    });
  });

  it('5 for a validation error (each field error listed) or a conflict with the state', async () => {
    // A value the schema allows but the API refuses (a bad name is refused before sending: validation.test.ts):
    // an MX field patched onto an A record, whose type the command cannot know.
    const zone = (await sb.call('GET', pathOf('listDnsZones'))).body.data[0].name as string;
    const records = (await sb.call('GET', `${pathOf('listDnsRecords', { zone_name: zone })}?per_page=100`)).body.data;
    const a = records.find((r: { type: string }) => r.type === 'A');
    const invalid = await vps(
      ['dns', 'records', 'update', zone, String(a.id), '--exchange', 'mail.example.com.', '--yes'],
      { env: sb.env },
    );
    expectFailure(invalid, EXIT.invalid);
    expect(invalid.stderr).toMatch(/validation_failed[\s\S]*\/exchange: /);
    const stopped = (await sb.call('GET', pathOf('getServer', { server_id: 43 }))).body; // the fleet's stopped server
    expect(stopped.status).toBe('stopped');
    expectFailure(await vps(['servers', 'reboot', String(stopped.id), '--yes'], { env: sb.env }), EXIT.invalid);
  });

  it('7 for a server error after the retries, and for an API that cannot be reached', async () => {
    await sb.admin('POST', 'failures', { internal_errors: 20 });
    // Both back off between their attempts (the client's pace): side by side, the test waits for one.
    const [failing, unreachable] = await Promise.all([
      vps(['servers', 'get', '42'], { env: sb.env }),
      vps(['servers', 'get', '42'], { env: { ...sb.env, VPS_API_URL: 'http://127.0.0.1:9' } }),
    ]).finally(() => sb.admin('POST', 'failures', { internal_errors: 0 }));
    expectFailure(failing, EXIT.server);
    expect(failing.stderr).toContain('500 internal_error');
    expectFailure(unreachable, EXIT.server);
    expect(unreachable.stderr).toMatch(/cannot reach the API/);
  });

  it('8 for an action that fails, and for one that outlasts --timeout (with how to resume)', async () => {
    const first = await vps(['servers', 'reboot', '44', '--yes', '-o', 'json'], { env: sb.env });
    expect(first.code).toBe(0);
    await sb.admin('POST', 'failures', { action_type: JSON.parse(first.stdout).type });
    const failed = await vps(['servers', 'reboot', '44', '--yes'], { env: sb.env });
    expectFailure(failed, EXIT.actionFailed);
    expect(failed.stderr).toMatch(/failed: \w+/);
    // The sandbox's clock held: the timeout is the only way this wait can end, on any machine.
    const release = await holdClock(sb);
    try {
      const slow = await vps(['servers', 'reboot', '42', '--yes', '--timeout', '0.5s'], { env: sb.env });
      expectFailure(slow, EXIT.actionFailed);
      expect(slow.stderr).toMatch(/Resume with: vps actions wait \d+/);
    } finally {
      await release();
      await sb.advance(ACTION_SECONDS); // the reboot ends now: server 42 is free for the other tests
    }
  });

  it('6 when rate limited beyond what the client waits for', async () => {
    const limited = await startCliSandbox({ rateLimit: 2 });
    try {
      for (const _ of [1, 2])
        expect((await vps(['plans', 'get', 'vps-1c-1g', '-q'], { env: limited.env })).code).toBe(0);
      const refused = await vps(['plans', 'get', 'vps-1c-1g'], { env: limited.env });
      expectFailure(refused, EXIT.rateLimited);
      expect(refused.stderr).toContain('429 rate_limit_exceeded');
    } finally {
      await limited.close();
    }
  });

  it('0 after a 429 within the minute the client waits, the wait said on stderr before it starts', async () => {
    const limited = await startCliSandbox({ rateLimit: 2 });
    try {
      for (const _ of [1, 2])
        expect((await vps(['plans', 'get', 'vps-1c-1g', '-q'], { env: limited.env })).code).toBe(0);
      // The window (300 s) ends a few seconds from now: the 429's Retry-After is that short.
      await limited.advance(297);
      const waited = await vps(['plans', 'get', 'vps-1c-1g', '-q'], { env: limited.env });
      expect(waited.code, waited.stderr).toBe(0);
      expect(waited.stderr).toMatch(
        /^vps: GET \/api\/v1\/plans\/vps-1c-1g\/ was rate limited \(429\): waiting [1-4] s, as its Retry-After asks, before attempt 2 of 4$/m,
      );
    } finally {
      await limited.close();
    }
  });
});
