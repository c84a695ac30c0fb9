// A call accepted is never reported as if nothing happened (docs/design/operation-meaning.md, "What a
// call starts"): whatever ends the wait first (a token without the scope to read actions, a 429,
// --timeout, Ctrl-C) exits non-zero with the code of its kind and names the action and
// `vps actions wait <id>`, which then works with a good token once the action has run (the sandbox
// clock moved past it). A create that answers its resource names the resource and the list that
// finds its action when it cannot read it. In pipes: no colour, no spinner.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { EXIT } from '../src/run/exit-codes.js';
import { bin, pathOf, startCliSandbox, vps, type CliSandbox, type Result } from './helpers.js';

const ACTION_SECONDS = 600; // no wait here ends by the action's end: only what the test provokes ends it
const operation = (id: string) => OPERATIONS.find((o) => o.operationId === id)!;
const SERVER = ['--plan', 'vps-1c-1g', '--location', 'fra1', '--image', 'ubuntu-24.04'];

let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox({ actionSeconds: ACTION_SECONDS });
});
afterAll(async () => sb?.close());

/** The action id the message names, checked to be printed with the command that resumes. */
function namedAction(result: Result): number {
  const id = /Resume with: vps actions wait (\d+)/.exec(result.stderr)?.[1];
  expect(id, result.stderr).toBeDefined();
  expect(result.stderr).toMatch(new RegExp(`Accepted: action ${id}\\b`));
  expect(result.stderr).not.toMatch(/\x1b\[|[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏█░]/);
  expect(result.stdout).toBe('');
  return Number(id);
}

/** The error document `-o json` ends stderr with, after the progress lines of the wait. */
function errorDocument(stderr: string): Record<string, any> {
  return JSON.parse(stderr.slice(stderr.search(/^\{/m)));
}

/** The action as the API has it (read with this token, the full one by default): what the call started. */
async function action(sandbox: CliSandbox, id: number, token?: string) {
  return (await sandbox.call('GET', pathOf('getAction', { action_id: id }), token ? { token } : {})).body;
}

/** Runs the sandbox clock past every action, then the named command finishes the wait with a good token. */
async function resumes(sandbox: CliSandbox, id: number, env: Record<string, string>): Promise<void> {
  await sandbox.advance(ACTION_SECONDS);
  const waited = await vps(['actions', 'wait', String(id), '-o', 'json'], { env });
  expect(waited.code, waited.stderr).toBe(0);
  expect(JSON.parse(waited.stdout)).toMatchObject({ id, status: 'success', progress: 100 });
}

describe('a write whose wait ends early names its action', { timeout: 120_000 }, () => {
  it('a token that may reboot but not read actions: exit 3, the action and how to resume', async () => {
    // A new account with a running server: its owner's token, and one with the reboot's and the list's scopes only.
    const owner = await sb.admin('POST', 'tokens', { scopes: 'all' });
    const scopes = [...new Set([...operation('rebootServer').scopes, ...operation('listServers').scopes])];
    expect(scopes).not.toEqual(expect.arrayContaining(operation('getAction').scopes));
    const writer = await sb.admin('POST', 'tokens', { scopes, account_id: owner.account_id });
    const [, plan, , location, , image] = SERVER;
    const made = await sb.call('POST', pathOf('createServer'), {
      token: owner.token,
      body: { name: 'scoped-0', plan, location, image },
    });
    expect(made.status).toBe(201);
    await sb.advance(ACTION_SECONDS);
    const server = made.body;
    const env = { ...sb.env, VPS_TOKEN: writer.token };

    const reboot = await vps(['servers', 'reboot', String(server.id), '--yes'], { env });
    expect(reboot.code).toBe(EXIT.auth);
    expect(reboot.stderr).toContain('403');
    const id = namedAction(reboot);
    expect(reboot.stderr).toMatch(/last seen (pending|running) at \d+%; it goes on/);
    expect(await action(sb, id, owner.token)).toMatchObject({
      type: 'reboot_server',
      resource: { id: String(server.id) },
    });
    await resumes(sb, id, { ...sb.env, VPS_TOKEN: owner.token });

    // A create answers its server; its action, looked up in the actions list, cannot be read either.
    const create = await vps(['servers', 'create', '--name', 'scoped-1', ...SERVER, '--yes', '-o', 'json'], { env });
    expect(create.code).toBe(EXIT.auth);
    const document = errorDocument(create.stderr);
    expect(document).toMatchObject({ status: 403, resource: { type: 'server', id: expect.any(String) } });
    expect(document.resume).toBe(`vps actions list --resource-type server --resource-id ${document.resource.id}`);
    const listed = await vps([...document.resume.split(' ').slice(1), '-o', 'json'], {
      env: { ...sb.env, VPS_TOKEN: owner.token },
    });
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({
        type: 'create_server',
        resource: expect.objectContaining({ type: 'server', id: document.resource.id }),
      }),
    ]);
  });

  it('a 429 while waiting: exit 6, the JSON error carries action_id and the command that resumes', async () => {
    const limited = await startCliSandbox({ actionSeconds: ACTION_SECONDS, rateLimit: 1 });
    try {
      const reboot = await vps(['servers', 'reboot', '42', '--yes', '-o', 'json'], { env: limited.env });
      expect(reboot.code, reboot.stderr).toBe(EXIT.rateLimited);
      const document = errorDocument(reboot.stderr);
      expect(document).toMatchObject({ status: 429, action: { id: document.action_id } });
      expect(document.resume).toBe(`vps actions wait ${document.action_id}`);
      expect(await action(limited, document.action_id, limited.read)).toMatchObject({ type: 'reboot_server' });
      // The read-only token has its own window and may read actions.
      await resumes(limited, document.action_id, { ...limited.env, VPS_TOKEN: limited.read });
    } finally {
      await limited.close();
    }
  });

  it('--timeout: exit 8, the action with its last state, and how to resume', async () => {
    const reboot = await vps(['servers', 'reboot', '42', '--yes', '--timeout', '0.5s'], { env: sb.env });
    expect(reboot.code).toBe(EXIT.actionFailed);
    const id = namedAction(reboot);
    expect(reboot.stderr).toMatch(/last seen (pending|running) at \d+%; it goes on/);
    expect(['pending', 'running']).toContain((await action(sb, id)).status);
    await resumes(sb, id, sb.env);
  });

  it('Ctrl-C while waiting: exit 130, the action goes on, and how to resume', async () => {
    const child = spawn(process.execPath, [bin, 'servers', 'reboot', '42', '--yes'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...sb.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      if (!child.killed && /reboot_server .*: (pending|running)/.test(stderr)) child.kill('SIGINT'); // once
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const result = { code, stdout, stderr };
    expect(code, stderr).toBe(EXIT.interrupted);
    const id = namedAction(result);
    expect(['pending', 'running']).toContain((await action(sb, id)).status);
    await resumes(sb, id, sb.env);
  });

  it('a create that answers its resource: --timeout names the action found through the actions list', async () => {
    const create = await vps(['servers', 'create', '--name', 'slow-1', ...SERVER, '--yes', '--timeout', '0.5s'], {
      env: sb.env,
    });
    expect(create.code).toBe(EXIT.actionFailed);
    const id = namedAction(create);
    expect(create.stderr).toMatch(new RegExp(`action ${id} \\(create_server, server \\d+\\)`));
    await resumes(sb, id, sb.env);
  });
});
