// waitForStarted against the sandbox: "create a server, then wait" as "reboot, then wait", the action of
// the create found through the actions list. The client's sleep is replaced by one that moves the
// sandbox's clock on by the pause asked for, so the actions advance as they would, and nothing here
// waits in real time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@vps-hosting/sandbox';
import { replaceSleep } from '../../src/client/sleep.js';
import { createVpsClient, unwrap, waitForStarted, type VpsClient } from '../../src/index.js';
import type { Action, ServerCreateRequest } from '../../src/schema.js';
import { example } from './support.js';

const ACTION_SECONDS = 10;
let sandbox: Sandbox;
let client: VpsClient;
let restoreSleep: (() => void) | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ db: ':memory:', port: 0, actionSeconds: ACTION_SECONDS });
  restoreSleep = replaceSleep(async (ms) => sandbox.clock.advance(ms));
  client = createVpsClient({ baseUrl: sandbox.url, token: sandbox.tokens.full, retry: { maxAttempts: 1 } });
});
afterAll(async () => {
  restoreSleep?.();
  await sandbox?.close();
});

/** Each state a wait reported ends in success, and none goes back. */
function expectRisingToSuccess(seen: Action[]): void {
  expect(seen.length).toBeGreaterThan(1);
  expect(seen.at(-1)).toMatchObject({ status: 'success', progress: 100 });
  const progress = seen.map((a) => a.progress);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(new Set(seen.map((a) => a.id)).size).toBe(1);
}

describe('waitForStarted against the sandbox', () => {
  let serverId: number;

  it('create a server, then wait: the create_server action found by the server, followed to success', async () => {
    const server = await unwrap(
      client.POST('/api/v1/servers/', { body: example<ServerCreateRequest>('ServerCreateMinimal') }),
    );
    expect(server.status).toBe('provisioning');
    serverId = server.id;
    const seen: Action[] = [];
    const done = await waitForStarted(client, 'createServer', server, { onProgress: (a) => seen.push(a) });
    expectRisingToSuccess(seen);
    expect(done).toMatchObject({ type: 'create_server', resource: { type: 'server', id: String(server.id) } });
    const after = await unwrap(
      client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: serverId } } }),
    );
    expect(after.status).toBe('running');
  });

  it('reboot, then wait: the same helper, the same callback, given the call’s whole result', async () => {
    const result = await client.POST('/api/v1/servers/{server_id}/actions/reboot/', {
      params: { path: { server_id: serverId } },
    });
    const seen: Action[] = [];
    const done = await waitForStarted(client, 'rebootServer', result, { onProgress: (a) => seen.push(a) });
    expect(seen[0]).toEqual(result.data);
    expectRisingToSuccess(seen);
    expect(done).toMatchObject({ type: 'reboot_server', resource: { id: String(serverId) } });
  });

  it('a snapshot of it, then wait: a create of another resource type, by its answer and Location', async () => {
    const result = await client.POST('/api/v1/snapshots/', { body: { server_id: serverId, name: 'before-upgrade' } });
    expect(result.error).toBeUndefined();
    const seen: Action[] = [];
    const done = await waitForStarted(client, 'createSnapshot', result, { onProgress: (a) => seen.push(a) });
    expectRisingToSuccess(seen);
    expect(done).toMatchObject({
      type: 'create_snapshot',
      resource: { type: 'snapshot', id: String(result.data!.id) },
    });
  });
});
