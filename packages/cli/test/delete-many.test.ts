// A delete given several ids: one refusal (or one prompt) naming them all, then each deleted in turn;
// an unknown id in the middle fails with not-found's exit code while the ids after it are still deleted.
// `--selector` deletes what the list finds by labels, through the same path; -q prints ids only, -o json
// and -o yaml one document of every outcome. Against a real sandbox.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { PAGE_SIZE_PARAMETER } from '../src/commands/overlay.js';
import { EXIT } from '../src/run/exit-codes.js';
import { pathOf, startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

type Json = Record<string, any>;

let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox({ actionSeconds: 0.05 }); // a delete ends before the first poll (0.2 s)
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

// Servers of this file's own, made from the document's minimal create example and settled.
const createExample: Json = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json'), 'utf8'),
).components.examples.ServerCreateMinimal.value;
async function made(
  names: string[],
  labels: (name: string) => Record<string, string> = () => ({}),
): Promise<{ id: number; name: string }[]> {
  const servers = [];
  for (const name of names)
    servers.push((await sb.op('createServer', {}, { body: { ...createExample, name, labels: labels(name) } })).body);
  await sb.advance(5);
  return servers.map(({ id, name }) => ({ id, name }));
}

describe('vps servers delete --selector', { timeout: 120_000 }, () => {
  it('lists every match at the largest page, asks once naming each and the count, deletes only them', async () => {
    const selector = 'sweep=yes';
    const [a, b, kept] = await made(['sweep-a', 'sweep-b', 'sweep-kept'], (name) => ({
      sweep: name === 'sweep-kept' ? 'no' : 'yes',
    }));
    const recorder = await startRecorder(sb.sandbox.url, { rewriteLinks: true });
    const env = { ...sb.env, VPS_API_URL: recorder.url };
    const deletes = () => recorder.requests.filter((r) => r.method === 'DELETE').map((r) => r.path);
    try {
      const line = ['servers', 'delete', '--selector', selector];
      const refused = await vps(line, { env });
      expect(refused.code).toBe(EXIT.usage);
      expect(refused.stderr).toContain(
        `delete 2 servers (--selector ${selector}): sweep-a (${a!.id}), sweep-b (${b!.id})`,
      );
      const list = OPERATIONS.find((o) => o.operationId === 'listServers')!;
      const pageSize = list.parameters.find((p) => p.name === PAGE_SIZE_PARAMETER)!.schema.maximum;
      const listed = new URL(recorder.requests[0]!.path, recorder.url).searchParams;
      expect([...listed.values()]).toEqual(expect.arrayContaining([selector, String(pageSize)]));

      const dry = await vps([...line, '--dry-run'], { env });
      expect(dry.code, dry.stderr).toBe(0);
      for (const { id } of [a!, b!])
        expect(dry.stdout).toContain(`DELETE ${recorder.url}${pathOf('deleteServer', { server_id: id })}`);
      expect(deletes()).toEqual([]);

      const run = await vps([...line, '--yes', '--no-wait'], { env });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toMatch(new RegExp(`Deleting server sweep-a \\(${a!.id}\\): action \\d+ goes on`));
      expect(run.stderr).toMatch(new RegExp(`Deleting server sweep-b \\(${b!.id}\\): action \\d+ goes on`));
      expect(deletes()).toEqual([a!, b!].map(({ id }) => pathOf('deleteServer', { server_id: id })));

      // Nothing matches: said on stderr, exit 0, nothing deleted; ids with --selector: a usage error.
      const none = await vps(['servers', 'delete', '--selector', 'sweep=none', '--yes'], { env });
      expect(none.code, none.stderr).toBe(0);
      expect(none.stderr).toContain('No server matches --selector sweep=none');
      const both = await vps(['servers', 'delete', String(kept!.id), '--selector', selector, '--yes'], { env });
      expect(both.code).toBe(EXIT.usage);
      expect(deletes()).toHaveLength(2);
      expect(await serverIds()).toContain(kept!.id);
    } finally {
      await recorder.close();
    }
  });

  it('is in the help of servers delete, and completed', async () => {
    const help = await vps(['servers', 'delete', '--help']);
    expect(help.stdout).toMatch(/\[server_id\.\.\.\]/);
    expect(help.stdout).toContain('--selector <selector>');
    const env = { ...sb.env, XDG_CACHE_HOME: sb.configHome };
    const completed = await vps(['complete', '--', 'servers', 'delete', '--sel'], { env });
    expect(completed.stdout.split('\n')[0]!.split('\t')[0]).toBe('--selector');
  });
});

describe('a multi-delete with -q, -o json and -o yaml', { timeout: 120_000 }, () => {
  it('-q prints each delete answer id and only errors on stderr', async () => {
    const servers = await made(['quiet-a', 'quiet-b']);
    const unknown = Math.max(...(await serverIds())) + 1000;
    const ids = [servers[0]!.id, unknown, servers[1]!.id].map(String);
    const run = await vps(['servers', 'delete', ...ids, '--yes', '--no-wait', '-q'], { env: sb.env });
    expect(run.code).toBe(EXIT.notFound);
    expect(run.stderr.trim().split('\n')[0]).toMatch(new RegExp(`^server ${unknown}: `));
    expect(run.stderr).not.toMatch(/Delet/);
    const actions = run.stdout.trim().split('\n');
    const deleted = [];
    for (const id of actions) deleted.push((await sb.op('getAction', { action_id: id })).body.resource.id);
    expect(deleted).toEqual(servers.map((s) => String(s.id)));
  });

  it('-o json is one document of each outcome, a failure with the API error; -o yaml the same', async () => {
    const [, one, two] = await made(['json-a', 'yaml-a', 'yaml-b']);
    const dry = await vps(['servers', 'delete', 'yaml-a', String(two!.id), '-o', 'yaml', '--dry-run'], {
      env: sb.env,
    });
    expect(dry.code, dry.stderr).toBe(0);
    const url = (id: number) => `${sb.sandbox.url}${pathOf('deleteServer', { server_id: id })}`;
    expect(parseYaml(dry.stdout)).toEqual([
      { id: one!.id, name: 'yaml-a', outcome: 'dry_run', request: expect.objectContaining({ url: url(one!.id) }) },
      { id: two!.id, outcome: 'dry_run', request: expect.objectContaining({ url: url(two!.id) }) },
    ]);

    const unknown = Math.max(...(await serverIds())) + 1000;
    const expected = (await sb.call('DELETE', pathOf('deleteServer', { server_id: unknown + 1 }))).body;
    const run = await vps(['servers', 'delete', 'json-a', String(unknown), '--yes', '-o', 'json'], { env: sb.env });
    expect(run.code, run.stderr).toBe(EXIT.notFound);
    const [deleted, failed] = JSON.parse(run.stdout);
    expect(deleted).toMatchObject({
      name: 'json-a',
      outcome: 'deleted',
      action: { resource: { id: String(deleted.id) } },
    });
    expect(failed).toMatchObject({
      id: unknown,
      outcome: 'failed',
      error: { code: expected.code, status: expected.status },
    });
    expect(failed.error.request_id).toEqual(expect.any(String));
    expect(failed.name).toBeUndefined();
  });
});
