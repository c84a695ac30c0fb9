// Stateful journeys only a real implementation passes: servers through their state machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers.js';

const ACTION_SECONDS = 20;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ actionSeconds: ACTION_SECONDS });
});
afterAll(() => h.close());

const newServer = { name: 'journey-01', plan: 'vps-1c-1g', location: 'fra1', image: 'ubuntu-24.04' };

async function createRunningServer(name: string): Promise<number> {
  const created = await h.op('createServer', {}, { body: { ...newServer, name } });
  expect(created.status).toBe(201);
  await h.advance(ACTION_SECONDS);
  const server = await h.op('getServer', { server_id: created.body.id });
  expect(server.body.status).toBe('running');
  return created.body.id as number;
}

/** Starts an action path and returns the action; checks Location points at it. */
async function act(operationId: string, serverId: number, body?: unknown) {
  const answer = await h.op(operationId, { server_id: serverId }, body === undefined ? {} : { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(answer.headers.get('location')).toBe(`${h.sandbox.url}/api/v1/actions/${answer.body.id}/`);
  return answer.body;
}

describe('server lifecycle', () => {
  it('create → provisioning (locked) → running, the action succeeding only once the server is running', async () => {
    const created = await h.op('createServer', {}, { body: newServer });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'provisioning', locked: true, name: 'journey-01' });
    expect(created.headers.get('location')).toBe(`${h.sandbox.url}/api/v1/servers/${created.body.id}/`);

    const actions = await h.op('listServerActions', { server_id: created.body.id });
    expect(actions.body.data).toHaveLength(1);
    const action = actions.body.data[0];
    expect(action).toMatchObject({ type: 'create_server', status: 'pending', progress: 0, finished_at: null });

    await h.advance(ACTION_SECONDS / 2);
    const midway = await h.op('getAction', { action_id: action.id });
    expect(midway.body.status).toBe('running');
    expect(midway.body.progress).toBeGreaterThan(0);
    expect(midway.body.progress).toBeLessThan(100);
    expect((await h.op('getServer', { server_id: created.body.id })).body.status).toBe('provisioning');

    await h.advance(ACTION_SECONDS / 2);
    const done = await h.op('getAction', { action_id: action.id });
    expect(done.body).toMatchObject({ status: 'success', progress: 100, error: null });
    expect(done.body.finished_at).not.toBeNull();
    const server = await h.op('getServer', { server_id: created.body.id });
    expect(server.body).toMatchObject({ status: 'running', locked: false });
  });

  it('the read-only token cannot create a server (403 insufficient_scope)', async () => {
    const answer = await h.op('createServer', {}, { token: h.read, body: newServer });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('insufficient_scope');
    expect(answer.body.detail).toContain('servers:write');
  });

  it('power off → stopping (locked, other changes refused) → stopped; power on → running', async () => {
    const id = await createRunningServer('power-01');
    await act('powerOffServer', id);
    const stopping = await h.op('getServer', { server_id: id });
    expect(stopping.body).toMatchObject({ status: 'stopping', locked: true });
    const refused = await h.op('powerOnServer', { server_id: id });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('resource_locked');
    // Renaming is allowed while locked.
    const renamed = await h.op('updateServer', { server_id: id }, { body: { name: 'power-02' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('power-02');

    await h.advance(ACTION_SECONDS);
    expect((await h.op('getServer', { server_id: id })).body).toMatchObject({ status: 'stopped', locked: false });
    const notRunning = await h.op('rebootServer', { server_id: id });
    expect(notRunning.status).toBe(400);
    expect(notRunning.body.code).toBe('invalid_state');
    expect(notRunning.body.detail).toContain('stopped');

    await act('powerOnServer', id);
    expect((await h.op('getServer', { server_id: id })).body.status).toBe('starting');
    await h.advance(ACTION_SECONDS);
    expect((await h.op('getServer', { server_id: id })).body.status).toBe('running');
  });

  it('resize only from stopped, never to a smaller disk; the disk grows with resize_disk', async () => {
    const id = await createRunningServer('resize-01');
    const running = await h.op('resizeServer', { server_id: id }, { body: { plan: 'vps-2c-4g' } });
    expect(running.status).toBe(400);
    expect(running.body.code).toBe('invalid_state');

    await act('shutdownServer', id);
    await h.advance(ACTION_SECONDS);
    const grow = await act('resizeServer', id, { plan: 'vps-2c-4g' });
    expect(grow.type).toBe('resize_server');
    expect((await h.op('getServer', { server_id: id })).body.status).toBe('resizing');
    await h.advance(ACTION_SECONDS);
    const resized = await h.op('getServer', { server_id: id });
    expect(resized.body).toMatchObject({
      status: 'stopped',
      plan: 'vps-2c-4g',
      vcpus: 2,
      memory_mb: 4096,
      disk_gb: 80,
    });

    const shrink = await h.op('resizeServer', { server_id: id }, { body: { plan: 'vps-1c-1g' } });
    expect(shrink.status).toBe(400);
    expect(shrink.body.code).toBe('plan_unavailable');
  });

  it('a failed power-on leaves the server stopped and the action in error', async () => {
    const id = await createRunningServer('fail-01');
    await act('powerOffServer', id);
    await h.advance(ACTION_SECONDS);
    await h.admin('POST', 'failures', {
      action_type: 'power_on_server',
      code: 'boot_failed',
      message: 'The guest did not boot.',
    });
    const action = await act('powerOnServer', id);
    await h.advance(ACTION_SECONDS);
    const failed = await h.op('getAction', { action_id: action.id });
    expect(failed.body).toMatchObject({ status: 'error', error: { code: 'boot_failed' } });
    expect((await h.op('getServer', { server_id: id })).body).toMatchObject({ status: 'stopped', locked: false });
  });

  it('delete → deleting → gone (404); its backups go, its snapshots stay but cannot be restored', async () => {
    const id = await createRunningServer('delete-01');
    const backup = await h.op('createBackup', { server_id: id }, { body: {} });
    const snapshot = await h.op('createSnapshot', {}, { body: { server_id: id, name: 'keep-me' } });
    await h.advance(ACTION_SECONDS);

    const deleted = await h.op('deleteServer', { server_id: id });
    expect(deleted.status).toBe(200);
    expect(deleted.body.type).toBe('delete_server');
    expect((await h.op('getServer', { server_id: id })).body).toMatchObject({ status: 'deleting', locked: true });
    const again = await h.op('deleteServer', { server_id: id });
    expect(again.body.code).toBe('resource_locked');

    await h.advance(ACTION_SECONDS);
    expect((await h.op('getServer', { server_id: id })).status).toBe(404);
    expect((await h.op('getBackup', { backup_id: backup.body.id })).status).toBe(404);
    expect((await h.op('getSnapshot', { snapshot_id: snapshot.body.id })).body.status).toBe('available');
    expect((await h.op('restoreSnapshot', { snapshot_id: snapshot.body.id })).status).toBe(404);
    const history = await h.op('listActions', {}, { query: `resource_type=server&resource_id=${id}` });
    expect(history.body.data.map((a: { type: string }) => a.type)).toEqual(['create_server', 'delete_server']);
  });
});

describe('snapshots and backups', () => {
  it('snapshot: creating → available; restore puts server and snapshot in restoring, then running and available', async () => {
    const id = await createRunningServer('snap-01');
    const created = await h.op('createSnapshot', {}, { body: { server_id: id, name: 'before-upgrade' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'creating', size_mb: null, completed_at: null });
    expect(created.headers.get('location')).toBe(`${h.sandbox.url}/api/v1/snapshots/${created.body.id}/`);
    const early = await h.op('restoreSnapshot', { snapshot_id: created.body.id });
    expect(early.body.code).toBe('invalid_state');

    await h.advance(ACTION_SECONDS);
    const available = await h.op('getSnapshot', { snapshot_id: created.body.id });
    expect(available.body.status).toBe('available');
    expect(available.body.size_mb).toBeGreaterThan(0);

    await act('shutdownServer', id);
    await h.advance(ACTION_SECONDS);
    const restore = await h.op('restoreSnapshot', { snapshot_id: created.body.id });
    expect(restore.status).toBe(201);
    expect(restore.body).toMatchObject({ type: 'restore_snapshot', resource: { type: 'server', id: String(id) } });
    expect((await h.op('getServer', { server_id: id })).body.status).toBe('restoring');
    expect((await h.op('getSnapshot', { snapshot_id: created.body.id })).body.status).toBe('restoring');
    await h.advance(ACTION_SECONDS);
    expect((await h.op('getServer', { server_id: id })).body.status).toBe('running');
    expect((await h.op('getSnapshot', { snapshot_id: created.body.id })).body.status).toBe('available');
  });

  it('a server keeps at most the documented number of snapshots (quota_exceeded beyond)', async () => {
    const id = await createRunningServer('snap-quota');
    let answer;
    let made = 0;
    for (let i = 0; i < 20; i++) {
      answer = await h.op('createSnapshot', {}, { body: { server_id: id, name: `s-${i}` } });
      if (answer.status !== 201) break;
      made++;
    }
    expect(made).toBe(5);
    expect(answer?.body.code).toBe('quota_exceeded');
  });

  it('backup policy: weekly needs a weekday; the server follows `enabled`; a manual backup restores', async () => {
    const id = await createRunningServer('backup-01');
    const initial = await h.op('getBackupPolicy', { server_id: id });
    expect(initial.body).toMatchObject({ enabled: false, next_backup_at: null });

    const bad = await h.op(
      'replaceBackupPolicy',
      { server_id: id },
      { body: { enabled: true, schedule: 'weekly', hour: 2, retention: 4 } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: '/weekday' })]);

    const policy = await h.op(
      'replaceBackupPolicy',
      { server_id: id },
      { body: { enabled: true, schedule: 'weekly', weekday: 'saturday', hour: 2, retention: 4 } },
    );
    expect(policy.status).toBe(200);
    expect(new Date(policy.body.next_backup_at).getUTCDay()).toBe(6);
    expect((await h.op('getServer', { server_id: id })).body.backups_enabled).toBe(true);

    const backup = await h.op('createBackup', { server_id: id }, { body: { description: 'nightly-export' } });
    expect(backup.body).toMatchObject({ kind: 'manual', status: 'creating', description: 'nightly-export' });
    await h.advance(ACTION_SECONDS);
    const listed = await h.op('listServerBackups', { server_id: id }, { query: 'status=available' });
    expect(listed.body.data.map((b: { id: number }) => b.id)).toEqual([backup.body.id]);

    const restore = await h.op('restoreBackup', { backup_id: backup.body.id });
    expect(restore.status).toBe(201);
    expect((await h.op('getServer', { server_id: id })).body.status).toBe('restoring');
    const locked = await h.op('deleteServer', { server_id: id });
    expect(locked.body.code).toBe('resource_locked');
    await h.advance(ACTION_SECONDS);
    expect((await h.op('getServer', { server_id: id })).body.status).toBe('running');

    const del = await h.op('deleteBackup', { backup_id: backup.body.id });
    expect(del.status).toBe(200);
    await h.advance(ACTION_SECONDS);
    expect((await h.op('getBackup', { backup_id: backup.body.id })).status).toBe(404);
  });

  it('automatic backups follow the policy window on the sandbox clock and keep `retention` of them', async () => {
    const id = await createRunningServer('auto-backup-01');
    // The window starts two hours after the sandbox clock's hour, so no window can open between
    // reading the clock and setting the policy, whatever minute the test runs at.
    const windowHour = (new Date((await h.admin('GET', 'clock')).now_ms).getUTCHours() + 2) % 24;
    await h.op(
      'replaceBackupPolicy',
      { server_id: id },
      { body: { enabled: true, schedule: 'daily', hour: windowHour, retention: 2 } },
    );
    const automatic = async () =>
      (await h.op('listServerBackups', { server_id: id }, { query: 'kind=automatic' })).body.data as Array<{
        id: number;
        status: string;
        created_at: string;
      }>;
    expect(await automatic()).toEqual([]);

    await h.advance(3 * 86_400);
    await h.advance(ACTION_SECONDS);
    const firstTwo = await automatic();
    expect(firstTwo.map((b) => b.status)).toEqual(['available', 'available']);
    for (const b of firstTwo) expect(new Date(b.created_at).getUTCHours()).toBe(windowHour);

    await h.advance(86_400);
    await h.advance(ACTION_SECONDS);
    const after = await automatic();
    expect(after).toHaveLength(2);
    expect(after.map((b) => b.id)).not.toContain(firstTwo[0]!.id);
    expect(after.map((b) => b.id)).toContain(firstTwo[1]!.id);

    await h.op(
      'replaceBackupPolicy',
      { server_id: id },
      { body: { enabled: false, schedule: 'daily', hour: 3, retention: 2 } },
    );
    await h.advance(2 * 86_400);
    expect((await automatic()).map((b) => b.id)).toEqual(after.map((b) => b.id));
  });
});
