// --dry-run sends nothing, contexts in the XDG config folder (mode 0600) and the order of --context,
// the environment and the current context, and lists across pages, against a real sandbox.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, OPERATIONS } from '@vps-hosting/api/operations';
import { pathOf, startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox();
});
afterAll(async () => sb?.close());

/** What a dry run could have changed: the ids of every server, action and snapshot (the fleet's own actions go on meanwhile). */
async function state(): Promise<unknown[]> {
  const ids = async (id: string) =>
    (await sb.call('GET', `${pathOf(id)}?per_page=100`)).body.data.map((item: { id: number }) => item.id);
  return [await ids('listServers'), await ids('listActions'), await ids('listSnapshots')];
}

describe('vps --dry-run', { timeout: 120_000 }, () => {
  it('prints method, URL, masked token, Idempotency-Key and body, and leaves the sandbox unchanged', async () => {
    // Prune what the sandbox clock already finds old (on a clock far ahead, the fleet's actions) now,
    // so that the worker's next retention pass, a minute away, cannot change the state meanwhile.
    await sb.sandbox.retention.run();
    const before = await state();
    const create = await vps(
      [
        'servers',
        'create',
        '--name',
        'dry-1',
        '--plan',
        'vps-1c-1g',
        '--location',
        'fra1',
        '--image',
        'ubuntu-24.04',
        '--labels',
        'env=test',
        '--dry-run',
        '-o',
        'json',
      ],
      { env: sb.env },
    );
    expect(create.code, create.stderr).toBe(0);
    const request = JSON.parse(create.stdout);
    const operation = OPERATIONS.find((o) => o.operationId === 'createServer')!;
    const keyHeader = operation.parameters.find((p) => p.in === 'header')!.name;
    expect(request).toEqual({
      method: operation.method,
      url: sb.sandbox.url + operation.path,
      headers: {
        Authorization: 'Bearer ****',
        'Content-Type': 'application/json',
        [keyHeader]: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      body: { name: 'dry-1', plan: 'vps-1c-1g', location: 'fra1', image: 'ubuntu-24.04', labels: { env: 'test' } },
    });
    expect(create.stdout).not.toContain(sb.sandbox.tokens.full);
    const remove = await vps(['servers', 'delete', 'web-01', '--dry-run'], { env: sb.env });
    expect(remove.code, remove.stderr).toBe(0);
    expect(remove.stdout.split('\n')[0]).toBe(`DELETE ${sb.sandbox.url}${pathOf('deleteServer', { server_id: 42 })}`);
    expect(remove.stdout).toContain('Authorization: Bearer ****');
    expect(await state()).toEqual(before);
  });
});

describe('vps contexts and the environment', { timeout: 120_000 }, () => {
  it('keeps contexts in $XDG_CONFIG_HOME/vps/config.json with mode 0600; --context, then the environment', async () => {
    const home = { XDG_CONFIG_HOME: sb.configHome, VPS_POLL_INTERVAL: '0.2' };
    const created = await vps(['context', 'create', 'sandbox', '--url', sb.sandbox.url, '--use'], {
      env: home,
      input: `${sb.sandbox.tokens.read}\n`,
    });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout + created.stderr).not.toContain(sb.sandbox.tokens.read);
    const file = join(sb.configHome, 'vps', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      current: 'sandbox',
      contexts: { sandbox: { url: sb.sandbox.url, token: sb.sandbox.tokens.read } },
    });

    const listed = await vps(['servers', 'list', '-q'], { env: home });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.trim().split('\n')).toContain('42');
    const readOnly = await vps(['servers', 'reboot', '42', '--yes'], { env: home });
    expect(readOnly.code).toBe(3); // the context's read-only token

    // VPS_API_URL over the context's URL: its retries back off for seconds (port 9 refuses), so it is
    // started now and read in its place below, before the context is deleted.
    const envUrlRun = vps(['servers', 'get', '42'], { env: { ...home, VPS_API_URL: 'http://127.0.0.1:9' } });
    const contexts = await vps(['context', 'list'], { env: home });
    expect(contexts.stdout).toMatch(/\*\s+sandbox\s+http:\/\/127\.0\.0\.1:\d+\s+\*\*\*\*\S{4}/);
    expect(contexts.stdout).not.toContain(sb.sandbox.tokens.read);

    // An explicit --context wins over the environment: its own (read-only) token goes to its own URL, and
    // neither VPS_TOKEN nor VPS_API_URL is used (the full-scope environment token would reboot; port 9 refuses).
    const explicit = await vps(['servers', 'reboot', '42', '--yes', '--no-wait', '-q', '--context', 'sandbox'], {
      env: { ...home, VPS_TOKEN: sb.sandbox.tokens.full, VPS_API_URL: 'http://127.0.0.1:9' },
    });
    expect(explicit.code, explicit.stderr).toBe(3);
    const explicitRead = await vps(['servers', 'get', '42', '-q', '--context', 'sandbox'], {
      env: { ...home, VPS_TOKEN: 'not-a-token', VPS_API_URL: 'http://127.0.0.1:9' },
    });
    expect(explicitRead.code, explicitRead.stderr).toBe(0);
    // Without --context, VPS_TOKEN wins over the current context's token.
    const envToken = await vps(['servers', 'reboot', '42', '--yes', '--no-wait', '-q'], {
      env: { ...home, VPS_TOKEN: sb.sandbox.tokens.full, VPS_API_URL: sb.sandbox.url },
    });
    expect(envToken.code, envToken.stderr).toBe(0);
    // …and VPS_API_URL over the context's URL.
    const envUrl = await envUrlRun;
    expect(envUrl.code).toBe(7);
    // An environment token never silently takes the current context's URL.
    const alone = await vps(['servers', 'get', '42', '--dry-run'], { env: { ...home, VPS_TOKEN: 'from-env' } });
    expect(alone.stdout).not.toContain(sb.sandbox.url);
    expect(alone.stdout).toContain(DEFAULT_API_URL);
    const named = await vps(['servers', 'get', '42', '--dry-run', '--context', 'sandbox'], {
      env: { ...home, VPS_TOKEN: 'from-env', VPS_API_URL: 'http://127.0.0.1:9' },
    });
    expect(named.stdout).toContain(sb.sandbox.url);
    expect((await vps(['context', 'use', 'nothing-by-that-name'], { env: home })).code).toBe(2);
    expect((await vps(['context', 'delete', 'sandbox'], { env: home })).code).toBe(0);
    const none = await vps(['servers', 'list'], { env: home });
    expect(none.code).toBe(3);
    expect(none.stderr).toMatch(/no token.*VPS_TOKEN.*vps auth login/);
  });

  it('sends an explicit context its own token, never the environment one (issue 29)', async () => {
    const recorder = await startRecorder(sb.sandbox.url);
    try {
      const home = { XDG_CONFIG_HOME: sb.configHome };
      const created = await vps(['context', 'create', 'other', '--url', recorder.url], {
        env: home,
        input: `${sb.sandbox.tokens.read}\n`,
      });
      expect(created.code, created.stderr).toBe(0);
      const listed = await vps(['--context', 'other', 'servers', 'list', '-q'], {
        env: { ...home, VPS_TOKEN: sb.sandbox.tokens.full, VPS_API_URL: sb.sandbox.url },
      });
      expect(listed.code, listed.stderr).toBe(0);
      expect(recorder.requests.length).toBeGreaterThan(0);
      for (const request of recorder.requests) expect(request.authorization).toBe(`Bearer ${sb.sandbox.tokens.read}`);
    } finally {
      await recorder.close();
    }
  });

  it('stores a token piped to vps auth login in a new current context', async () => {
    const home = { XDG_CONFIG_HOME: sb.configHome };
    const login = await vps(['auth', 'login', '--name', 'piped', '--url', sb.sandbox.url], {
      env: home,
      input: `${sb.sandbox.tokens.full}\n`,
    });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout + login.stderr).not.toContain(sb.sandbox.tokens.full);
    const plans = await vps(['plans', 'list', '-q'], { env: home });
    expect(plans.code, plans.stderr).toBe(0);
    expect(plans.stdout).toContain('vps-1c-1g');
  });
});

describe('vps lists', { timeout: 120_000 }, () => {
  it('reads every page by default, one page with --page, and stops at --limit', async () => {
    const all = (await sb.call('GET', `${pathOf('listPlans')}?per_page=100`)).body.data.map(
      (p: { slug: string }) => p.slug,
    );
    expect(all.length).toBeGreaterThan(2);
    const everyPage = await vps(['plans', 'list', '--per-page', '1', '-q'], { env: sb.env });
    expect(everyPage.code, everyPage.stderr).toBe(0);
    expect(everyPage.stdout.trim().split('\n')).toEqual(all);
    const second = await vps(['plans', 'list', '--per-page', '1', '--page', '2', '-q'], { env: sb.env });
    expect(second.stdout.trim().split('\n')).toEqual([all[1]]);
    const limited = await vps(['plans', 'list', '--per-page', '1', '--limit', '2', '-o', 'json'], { env: sb.env });
    expect(JSON.parse(limited.stdout).map((p: { slug: string }) => p.slug)).toEqual(all.slice(0, 2));
  });

  it('prints chosen columns without header, and YAML of the API shape', async () => {
    const columns = await vps(['servers', 'list', '-o', 'columns=id,name', '--no-header', '--name', 'web-01'], {
      env: sb.env,
    });
    expect(columns.stdout).toBe('42  web-01\n');
    const yaml = await vps(['servers', 'get', '42', '-o', 'yaml'], { env: sb.env });
    const { parse } = await import('yaml');
    expect(parse(yaml.stdout)).toEqual((await sb.call('GET', pathOf('getServer', { server_id: 42 }))).body);
  });
});
