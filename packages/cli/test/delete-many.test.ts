// A delete given several ids: one refusal (or one prompt) naming them all, then each deleted in turn;
// an unknown id in the middle fails with not-found's exit code while the ids after it are still deleted.
// Against a real sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/run/exit-codes.js';
import { pathOf, startCliSandbox, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox();
});
afterAll(async () => {
  await sb?.close();
});

const serverIds = async (): Promise<number[]> =>
  (await sb.call('GET', `${pathOf('listServers')}?per_page=100`)).body.data.map((s: { id: number }) => s.id);

describe('vps servers delete with several ids', { timeout: 120_000 }, () => {
  it('asks once for all, deletes each, exits with the first failure, the others still deleted', async () => {
    const before = await serverIds();
    const [first, second] = before.slice(-2) as [number, number];
    const unknown = Math.max(...before) + 1000;
    const line = ['servers', 'delete', String(first), String(unknown), String(second)];
    // Without a terminal and --yes: refused once, naming every id, nothing deleted.
    const refused = await vps(line, { env: sb.env });
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain(`delete server ${first}, ${unknown}, ${second}`);
    expect(await serverIds()).toEqual(before);

    const run = await vps([...line, '--yes'], { env: sb.env });
    expect(run.code, run.stderr).toBe(EXIT.notFound);
    expect(run.stderr).toContain(`Deleted server ${first}.`);
    expect(run.stderr).toContain(`server ${unknown}: `);
    expect(run.stderr).toContain(`Deleted server ${second}.`);
    const after = await serverIds();
    expect(after).not.toContain(first);
    expect(after).not.toContain(second);
    expect(after).toEqual(before.filter((id) => id !== first && id !== second));
  });

  it('a name that names no server stops everything before a delete', async () => {
    const before = await serverIds();
    const bad = await vps(['servers', 'delete', String(before[0]), 'no-such-server', '--yes'], { env: sb.env });
    expect(bad.code).toBe(EXIT.notFound);
    expect(bad.stderr).toContain('no server named "no-such-server"');
    expect(await serverIds()).toEqual(before);
  });
});
