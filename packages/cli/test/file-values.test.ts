// `@path`, `-` and `@@` for flags of string, object and array schemas (taken from the table of
// operations), and each way of getting it wrong: a usage error naming the flag and the path.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { commandSpec } from '../src/commands/command-specs.js';
import { readValueFiles, type RawValue, type ValueSources } from '../src/run/file-values.js';
import { planRequest } from '../src/run/request-plan.js';
import { UsageError } from '../src/run/exit-codes.js';

const spec = (operationId: string) => commandSpec(OPERATIONS.find((o) => o.operationId === operationId)!);

/** Files from a map, stdin from a string, and how often stdin was read. */
function sources(files: Record<string, string>, stdin = ''): ValueSources & { stdinReads: number } {
  const s = {
    stdinReads: 0,
    readFile: async (path: string) => {
      if (!(path in files)) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      return files[path]!;
    },
    readStdin: async () => {
      s.stdinReads++;
      return stdin;
    },
  };
  return s;
}

async function bodyOf(operationId: string, raw: Record<string, RawValue>, from: ValueSources) {
  const command = spec(operationId);
  const values = await readValueFiles(command, new Map(Object.entries(raw)), from);
  return planRequest(command, values.raw, values.parsed).body;
}

describe('values from files and stdin', () => {
  it('gives a string flag the file text as is, and stdin with -', async () => {
    const zone = '$ORIGIN example.com.\n@ 3600 IN TXT "null"\n';
    expect(await bodyOf('replaceDnsZoneFile', { zone_file: '@zone.txt' }, sources({ 'zone.txt': zone }))).toEqual({
      zone_file: zone,
    });
    expect(await bodyOf('replaceDnsZoneFile', { zone_file: '-' }, sources({}, 'null'))).toEqual({ zone_file: 'null' });
  });

  it('parses JSON for an object flag, and joins an array file with the other values', async () => {
    const from = sources({ 'labels.json': '{"env":"prod"}', 'creates.json': '[{"type":"A"},{"type":"MX"}]' });
    expect(await bodyOf('updateServer', { labels: '@labels.json' }, from)).toEqual({ labels: { env: 'prod' } });
    const batch = await bodyOf('batchDnsRecords', { creates: ['@creates.json', '{"type":"TXT"}'] }, from);
    expect(batch).toEqual({ creates: [{ type: 'A' }, { type: 'MX' }, { type: 'TXT' }] });
    const names = await bodyOf('checkDomainAvailability', { names: ['-', 'c.com'] }, sources({}, '["a.com","b.com"]'));
    expect(names).toEqual({ names: ['a.com', 'b.com', 'c.com'] });
  });

  it('takes @@ as a literal @ and leaves a lone @ (the apex) alone', async () => {
    const from = sources({});
    expect(await bodyOf('updateServer', { name: '@@web' }, from)).toEqual({ name: '@web' });
    expect(await bodyOf('updateServer', { labels: '@@x=1' }, from)).toEqual({ labels: { '@x': '1' } });
    expect(await bodyOf('createDnsRecord', { type: 'A', name: '@', address: '203.0.113.1' }, from)).toMatchObject({
      name: '@',
    });
  });

  it('refuses a missing file, bad JSON and stdin twice, naming the flag and the path', async () => {
    const from = sources({ 'bad.json': '{"env":' }, '[]');
    const refused = (operationId: string, raw: Record<string, RawValue>) =>
      readValueFiles(spec(operationId), new Map(Object.entries(raw)), from);
    await expect(refused('updateServer', { labels: '@missing.json' })).rejects.toThrow(
      /--labels @missing\.json: cannot read the file \(ENOENT\)/,
    );
    await expect(refused('updateServer', { labels: '@bad.json' })).rejects.toThrow(
      /--labels @bad\.json: not valid JSON/,
    );
    await expect(refused('batchDnsRecords', { creates: '-', patches: '-' })).rejects.toThrow(
      /--creates -: standard input is already read by --patches/,
    );
    await expect(refused('updateServer', { labels: '@bad.json' })).rejects.toBeInstanceOf(UsageError);
  });
});
