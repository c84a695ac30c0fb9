// `add-label` / `remove-label`: the labels read once and merged, the whole object sent in one update
// (one GET and one PATCH through a recorder), the other labels kept. Against a real sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { EXIT } from '../src/run/exit-codes.js';
import { pathOf, startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
let recorder: Awaited<ReturnType<typeof startRecorder>>;
beforeAll(async () => {
  sb = await startCliSandbox();
  recorder = await startRecorder(sb.sandbox.url);
});
afterAll(async () => {
  await recorder?.close();
  await sb?.close();
});

const server = async (name: string) =>
  (await sb.call('GET', `${pathOf('listServers')}?name=${name}`)).body.data[0] as {
    id: number;
    labels: Record<string, string>;
  };
const methodOf = (operationId: string) => OPERATIONS.find((o) => o.operationId === operationId)!.method;

describe('vps servers add-label / remove-label', { timeout: 120_000 }, () => {
  it('add-label merges into the current labels with one GET and one PATCH; remove-label drops one key', async () => {
    const web = await server('web-01');
    const kept = web.labels;
    expect(Object.keys(kept).length).toBeGreaterThan(0);
    recorder.requests.length = 0;
    const env = { ...sb.env, VPS_API_URL: recorder.url };
    const added = await vps(['servers', 'add-label', String(web.id), 'stage=blue', 'tier=', '-o', 'json'], { env });
    expect(added.code, added.stderr).toBe(0);
    expect(recorder.requests.map((r) => r.method)).toEqual([methodOf('getServer'), methodOf('updateServer')]);
    expect(JSON.parse(added.stdout).labels).toEqual({ ...kept, stage: 'blue', tier: '' });
    expect((await server('web-01')).labels).toEqual({ ...kept, stage: 'blue', tier: '' });

    const removed = await vps(['server', 'remove-label', 'web-01', 'stage'], { env: sb.env });
    expect(removed.code, removed.stderr).toBe(0);
    expect((await server('web-01')).labels).toEqual({ ...kept, tier: '' });
  });

  it('refuses a label without = before any request', async () => {
    recorder.requests.length = 0;
    const bad = await vps(['servers', 'add-label', 'web-01', 'env'], { env: { ...sb.env, VPS_API_URL: recorder.url } });
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain('expected key=value');
    expect(recorder.requests).toEqual([]);
  });
});
