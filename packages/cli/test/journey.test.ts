// The journey of the issue against a real sandbox, through the compiled bin with pipes (no
// terminal): create (waits, progress lines on stderr, JSON on stdout) → list -q → reboot by name →
// snapshot → delete refused without a terminal and without --yes → deleted with --yes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPhases, holdClock, pathOf, startCliSandbox, vps, type CliSandbox } from './helpers.js';

// Actions that end before the first poll (0.2 s): a wait costs one poll. The create is seen running
// with the sandbox's clock held, moved on as its progress lines show each phase (on any machine).
const ACTION_SECONDS = 0.05;
let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox({ actionSeconds: ACTION_SECONDS });
});
afterAll(async () => sb?.close());

describe('vps against the sandbox: the journey', { timeout: 120_000 }, () => {
  it('creates, lists, reboots by name, snapshots, refuses a delete without --yes, deletes with it', async () => {
    const env = sb.env;
    const release = await holdClock(sb);
    const create = await vps(
      [
        'servers',
        'create',
        '--name',
        'journey-1',
        '--plan',
        'vps-2c-4g',
        '--location',
        'fra1',
        '--image',
        'ubuntu-24.04',
        '--yes',
        '-o',
        'json',
      ],
      { env, steps: actionPhases(sb, ACTION_SECONDS) },
    ).finally(release);
    expect(create.stderr).toMatch(/create_server .*: running \d+%/);
    expect(create.stderr).toMatch(/create_server .*: success 100%/);
    expect(create.stderr).not.toMatch(/\x1b\[|\r/); // in a pipe: no escape codes, no redrawn line…
    expect(create.stderr).not.toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏█░]/); // …no spinner, no bar
    expect(
      create.stderr
        .trim()
        .split('\n')
        .every((line) => /^create_server \(server \d+, action \d+\): \w+ \d+% \(\d+:\d\d\)$/.test(line)),
    ).toBe(true);
    expect(create.code).toBe(0);
    const server = JSON.parse(create.stdout);
    expect(server).toMatchObject({ name: 'journey-1', status: 'running', locked: false });
    expect((await sb.call('GET', pathOf('getServer', { server_id: server.id }))).body).toEqual(server);

    const list = await vps(['servers', 'list', '-q'], { env });
    expect(list.code).toBe(0);
    const ids = list.stdout.trim().split('\n');
    expect(ids).toContain(String(server.id));
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);

    const reboot = await vps(['servers', 'reboot', 'journey-1', '--yes', '-o', 'json'], { env });
    expect(reboot.code).toBe(0);
    expect(JSON.parse(reboot.stdout)).toMatchObject({ status: 'success', resource: { id: String(server.id) } });
    expect(reboot.stderr).toMatch(/reboot_server .*: success 100%/);

    const snapshot = await vps(
      ['snapshots', 'create', '--server-id', 'journey-1', '--name', 'before-delete', '-o', 'json'],
      { env },
    );
    expect(snapshot.code).toBe(0);
    expect(JSON.parse(snapshot.stdout)).toMatchObject({
      name: 'before-delete',
      server_id: server.id,
      status: 'available',
    });

    const refused = await vps(['servers', 'delete', 'journey-1'], { env });
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/refusing to delete server journey-1 \(\d+\).*--yes/);
    expect((await sb.call('GET', pathOf('getServer', { server_id: server.id }))).body.status).toBe('running');

    const deleted = await vps(['servers', 'delete', 'journey-1', '--yes', '-o', 'json'], { env });
    expect(deleted.code).toBe(0);
    expect(JSON.parse(deleted.stdout)).toMatchObject({ type: 'delete_server', status: 'success' });
    expect((await sb.call('GET', pathOf('getServer', { server_id: server.id }))).status).toBe(404);
  });

  it('prints the pending action at once with --no-wait, and vps actions wait finishes it', async () => {
    const started = await vps(['servers', 'reboot', '42', '--yes', '--no-wait', '-o', 'json'], { env: sb.env });
    expect(started.code).toBe(0);
    const action = JSON.parse(started.stdout);
    expect(['pending', 'running']).toContain(action.status);
    expect(started.stderr).toBe('');
    const waited = await vps(['actions', 'wait', String(action.id), '-o', 'json'], { env: sb.env });
    expect(waited.code).toBe(0);
    expect(JSON.parse(waited.stdout)).toMatchObject({ id: action.id, status: 'success', progress: 100 });
  });

  it('says which servers share an ambiguous name, and changes nothing', async () => {
    for (const _ of [1, 2]) {
      const made = await vps(
        [
          'servers',
          'create',
          '--name',
          'twin',
          '--plan',
          'vps-1c-1g',
          '--location',
          'fra1',
          '--image',
          'ubuntu-24.04',
          '--yes',
          '--no-wait',
          '-q',
        ],
        { env: sb.env },
      );
      expect(made.code).toBe(0);
    }
    const twins = (await sb.call('GET', `${pathOf('listServers')}?name=twin`)).body.data as { id: number }[];
    expect(twins).toHaveLength(2);
    const ambiguous = await vps(['servers', 'get', 'twin'], { env: sb.env });
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stdout).toBe('');
    for (const twin of twins) expect(ambiguous.stderr).toContain(String(twin.id));
    const unknown = await vps(['servers', 'get', 'nobody-has-this-name'], { env: sb.env });
    expect(unknown.code).toBe(4);
  });
});
