// Files in and out against a real sandbox, through a recording proxy: a zone of about 1 MiB exported
// raw and imported again from a file and from stdin, `@file` for string, object and array flags, each
// bad file refused (exit 2) with nothing sent, and lists read at the largest page their schema allows.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { PAGE_SIZE_PARAMETER } from '../src/commands/overlay.js';
import { pathOf, startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
let recorder: Awaited<ReturnType<typeof startRecorder>>;
let env: Record<string, string>;
let dir: string;
beforeAll(async () => {
  sb = await startCliSandbox();
  recorder = await startRecorder(sb.sandbox.url, { rewriteLinks: true });
  env = { ...sb.env, VPS_API_URL: recorder.url };
  dir = mkdtempSync(join(tmpdir(), 'vps-cli-files-'));
});
afterAll(async () => {
  await recorder?.close();
  await sb?.close();
  rmSync(dir, { recursive: true, force: true });
});

const operation = (id: string) => OPERATIONS.find((o) => o.operationId === id)!;

async function createZone(name: string): Promise<void> {
  const created = await vps(['dns', 'zones', 'create', '--name', name, '-q'], { env: sb.env });
  expect(created.code, created.stderr).toBe(0);
}

async function recordIds(zone: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await sb.call(
      'GET',
      `${pathOf('listDnsRecords', { zone_name: zone })}?page=${page}&${PAGE_SIZE_PARAMETER}=100`,
    );
    ids.push(...answer.body.data.map((r: { id: number }) => r.id));
    if (answer.body.links.next === null) return ids.sort((a, b) => a - b);
  }
}

/** Runs `vps` through the recorder: its answer, the requests it sent and how long it took. */
async function recorded(args: string[], input?: string) {
  const first = recorder.requests.length;
  const started = performance.now();
  const result = await vps(args, { env, ...(input !== undefined ? { input } : {}) });
  return { ...result, requests: recorder.requests.slice(first), ms: Math.round(performance.now() - started) };
}

/** `count` TXT records of 4,000 characters each, in quoted strings of 255 as zone files write them. */
function bigZoneFile(count: number): string {
  const lines = ['$TTL 3600'];
  for (let i = 0; i < count; i++) {
    const value = `${i}-`.padEnd(4000, 'abcdefghij'.charAt(i % 10));
    const chunks = value.match(/.{1,255}/g)!.map((c) => `"${c}"`);
    lines.push(`t${i} IN TXT ${chunks.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('vps dns zones export and import', { timeout: 180_000 }, () => {
  it('round-trips a zone of about 1 MiB: raw export to a file, import from it and from stdin', async () => {
    const zone = 'big.example';
    await createZone(zone);
    const file = join(dir, 'zone.txt');
    // 240 records: the file as JSON (quotes and newlines escaped) stays under the API's 1 MiB request body limit.
    writeFileSync(file, bigZoneFile(240));
    const imported = await recorded(['dns', 'zones', 'import', zone, '--zone-file', `@${file}`, '--yes', '-q']);
    expect(imported.code, imported.stderr).toBe(0);
    const replace = operation('replaceDnsZoneFile');
    expect(imported.requests.map((r) => r.method)).toEqual([replace.method]);

    const exported = await recorded(['dns', 'zones', 'export', zone]);
    expect(exported.code, exported.stderr).toBe(0);
    const api = (await sb.op('getDnsZoneFile', { zone_name: zone })).body;
    expect(exported.stdout).toBe(api.zone_file);
    expect(exported.requests.map((r) => r.method)).toEqual([operation('getDnsZoneFile').method]);
    const bytes = Buffer.byteLength(exported.stdout);
    expect(bytes).toBeGreaterThan(900_000);
    const asJson = await vps(['dns', 'zones', 'export', zone, '-o', 'json'], { env });
    expect(JSON.parse(asJson.stdout)).toEqual(api);

    const ids = await recordIds(zone);
    const again = await recorded(['dns', 'zones', 'import', zone, '--zone-file', '-', '--yes', '-q'], exported.stdout);
    expect(again.code, again.stderr).toBe(0);
    // The file holds the same records: each keeps its id (docs of replaceDnsZoneFile).
    expect(await recordIds(zone)).toEqual(ids);
    console.info(
      `1 MiB round trip (${bytes} bytes): import @file ${imported.requests.length} request(s) ${imported.ms} ms; ` +
        `export ${exported.requests.length} request(s) ${exported.ms} ms; ` +
        `import - ${again.requests.length} request(s) ${again.ms} ms`,
    );
  });
});

describe('vps values from files', { timeout: 120_000 }, () => {
  it('reads an object flag and an array flag from JSON files, and @@ as a literal @', async () => {
    const labels = { team: 'files', env: 'test' };
    writeFileSync(join(dir, 'labels.json'), JSON.stringify(labels));
    const update = await vps(['servers', 'update', '42', '--labels', `@${join(dir, 'labels.json')}`, '-q'], { env });
    expect(update.code, update.stderr).toBe(0);
    expect((await sb.op('getServer', { server_id: 42 })).body.labels).toEqual(labels);

    const zone = 'batch.example';
    await createZone(zone);
    const before = await recordIds(zone);
    const creates = [
      { type: 'A', name: 'www', address: '203.0.113.7' },
      { type: 'MX', name: '@', priority: 10, exchange: `mail.${zone}.` },
    ];
    writeFileSync(join(dir, 'creates.json'), JSON.stringify(creates));
    const batch = await vps(['dns', 'records', 'batch', zone, '--creates', `@${join(dir, 'creates.json')}`, '-q'], {
      env,
    });
    expect(batch.code, batch.stderr).toBe(0);
    expect((await recordIds(zone)).length).toBe(before.length + creates.length);

    // (A TXT value, which may start with @: a server name may not, and is refused before sending.)
    const txt = ['dns', 'records', 'create', zone, '--type', 'TXT', '--name', 'www', '--value', '@@web'];
    const literal = await vps([...txt, '--dry-run', '-o', 'json'], { env });
    expect(JSON.parse(literal.stdout).body).toEqual({ type: 'TXT', name: 'www', value: '@web' });
  });

  it('refuses a missing file, a directory, bad JSON and stdin twice: exit 2 naming flag and path, nothing sent', async () => {
    writeFileSync(join(dir, 'bad.json'), '{"env":');
    mkdirSync(join(dir, 'folder'), { recursive: true });
    const cases: [string[], RegExp][] = [
      [
        ['dns', 'zones', 'import', 'big.example', '--zone-file', `@${join(dir, 'none.txt')}`, '--yes'],
        /--zone-file @.*none\.txt: cannot read/,
      ],
      [['servers', 'update', '42', '--labels', `@${join(dir, 'folder')}`], /--labels @.*folder: cannot read/],
      [['servers', 'update', '42', '--labels', `@${join(dir, 'bad.json')}`], /--labels @.*bad\.json: not valid JSON/],
      [
        ['dns', 'records', 'batch', 'batch.example', '--creates', '-', '--deletes', '-'],
        /standard input is already read/,
      ],
    ];
    for (const [args, message] of cases) {
      const result = await recorded(args, '[]');
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.requests).toEqual([]);
    }
  });
});

describe('vps lists', { timeout: 120_000 }, () => {
  it('reads every page at the largest page size the per_page schema allows', async () => {
    const zone = 'pages.example';
    await createZone(zone);
    const total = 163;
    const lines = ['$TTL 3600'];
    for (let i = (await recordIds(zone)).length; i < total; i++) lines.push(`h${i} IN A 203.0.113.${i % 250}`);
    const imported = await vps(['dns', 'zones', 'import', zone, '--zone-file', '-', '--yes', '-q'], {
      env,
      input: `${lines.join('\n')}\n`,
    });
    expect(imported.code, imported.stderr).toBe(0);
    const ids = await recordIds(zone);
    expect(ids.length).toBe(total);

    const list = await recorded(['dns', 'records', 'list', zone, '-q']);
    expect(list.code, list.stderr).toBe(0);
    expect(
      list.stdout
        .trim()
        .split('\n')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    const perPage = operation('listDnsRecords').parameters.find((p) => p.name === PAGE_SIZE_PARAMETER)!.schema;
    expect(list.requests.length).toBe(Math.ceil(total / (perPage.maximum as number)));
    expect(list.requests.length).toBeLessThan(Math.ceil(total / (perPage.default as number)));
    console.info(`163-record list: ${list.requests.length} requests (${list.ms} ms)`);

    const limited = await recorded(['dns', 'records', 'list', zone, '--limit', '3', '-q']);
    expect(limited.stdout.trim().split('\n')).toHaveLength(3);
    expect(limited.requests).toHaveLength(1);
  });
});
