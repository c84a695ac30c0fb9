// Tables worth reading (issue 29), through pipes against a sandbox: rows for the items of an answer that
// wraps them (domains search and check), one content column for DNS records whatever their type, the
// describe view of one resource, prices with their currency, and `-o columns=` checked before the request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describe as describeView } from '../src/output/describe.js';
import { EXIT } from '../src/run/exit-codes.js';
import { pathOf, startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox();
});
afterAll(async () => sb?.close());

type Json = Record<string, any>;

/** The table's lines split on runs of 2+ spaces (cells hold single spaces, as MX content does). */
const cells = (stdout: string): string[][] =>
  stdout
    .trimEnd()
    .split('\n')
    .map((line) => line.split(/ {2,}/));

describe('vps tables', { timeout: 120_000 }, () => {
  it('prints one row per result of domains search and check, and their columns', async () => {
    const search = await vps(['domains', 'search', '--query', 'acme', '--no-header'], { env: sb.env });
    expect(search.code, search.stderr).toBe(0);
    const answer = (await sb.call('POST', pathOf('searchDomains'), { body: { query: 'acme' } })).body.data as Json[];
    expect(answer.length).toBeGreaterThan(1);
    const rows = cells(search.stdout);
    expect(rows.map((row) => row[0])).toEqual(answer.map((d) => d.name));
    expect(search.stdout).not.toContain('{');

    const names = answer.map((d) => d.name as string);
    const check = await vps(['domains', 'check', ...names, '-o', 'columns=name,available', '--no-header'], {
      env: sb.env,
    });
    expect(check.code, check.stderr).toBe(0);
    const checked = (await sb.call('POST', pathOf('checkDomainAvailability'), { body: { names } })).body.data as Json[];
    expect(cells(check.stdout)).toEqual(checked.map((d) => [d.name, String(d.available)]));
    const quiet = await vps(['domains', 'check', ...names, '-q'], { env: sb.env });
    expect(quiet.stdout.trim().split('\n')).toEqual(names);
  });

  it('shows each DNS record type in one content column, from its own fields', async () => {
    const zone = (await sb.call('GET', pathOf('listDnsZones'))).body.data[0].name as string;
    const records = (await sb.call('GET', `${pathOf('listDnsRecords', { zone_name: zone })}?per_page=100`)).body
      .data as Json[];
    // What a person expects in the cell, type by type (as a zone file writes the record's data).
    const expected: Record<string, (r: Json) => string> = {
      A: (r) => r.address,
      AAAA: (r) => r.address,
      CNAME: (r) => r.target,
      NS: (r) => r.nameserver,
      TXT: (r) => r.value,
      MX: (r) => `${r.priority} ${r.exchange}`,
      SRV: (r) => `${r.priority} ${r.weight} ${r.port} ${r.target}`,
      CAA: (r) => `${r.flags} ${r.tag} ${r.value}`,
    };
    const types = new Set(records.map((r) => r.type as string));
    expect(types.has('MX') && types.has('TXT')).toBe(true);
    const listed = await vps(['dns', 'records', 'list', zone, '-o', 'columns=id,type,content', '--no-header'], {
      env: sb.env,
    });
    expect(listed.code, listed.stderr).toBe(0);
    const byId = new Map(
      cells(listed.stdout).map(([id, type, ...content]) => [Number(id), [type, content.join('  ')]]),
    );
    for (const record of records)
      expect(byId.get(record.id), record.type).toEqual([record.type, expected[record.type]!(record)]);
    // The default columns have it too, and no dashes for the types a fixed column set would miss.
    const plain = await vps(['dns', 'records', 'list', zone], { env: sb.env });
    expect(plain.stdout.split('\n')[0]).toMatch(/^ID\s+TYPE\s+NAME\s+TTL\s+CONTENT$/);
    expect(plain.stdout).not.toMatch(/\s-\s*$/m);
  });

  it('describes one resource in sections, with no JSON in it', async () => {
    const server = (await sb.call('GET', pathOf('getServer', { server_id: 42 }))).body as Json;
    const shown = await vps(['servers', 'get', '42'], { env: sb.env });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).not.toMatch(/[{[]"/);
    const lines = shown.stdout.split('\n');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^name:\\s+${server.name}$`)));
    // A nested object is a section, its fields indented under it.
    const at = lines.indexOf('networks:');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at + 1]).toBe('  ipv4:');
    expect(lines.slice(at)).toContainEqual(
      expect.stringMatching(new RegExp(`^    address:\\s+${server.networks.ipv4.address.replaceAll('.', '\\.')}$`)),
    );
  });

  it('prints prices with their currency', async () => {
    const tlds = (await sb.call('GET', `${pathOf('listTlds')}?per_page=100`)).body.data as Json[];
    const listed = await vps(['tlds', 'list', '--no-header'], { env: sb.env });
    expect(listed.code, listed.stderr).toBe(0);
    const rows = cells(listed.stdout);
    for (const [index, tld] of tlds.entries()) {
      expect(rows[index]![0]).toBe(tld.name);
      expect(rows[index]).toContain(`${tld.prices.registration} ${tld.prices.currency}`);
    }
    const plans = (await sb.call('GET', `${pathOf('listPlans')}?per_page=100`)).body.data as Json[];
    const planRows = await vps(['plans', 'list', '-o', 'columns=slug,price.monthly', '--no-header'], { env: sb.env });
    expect(cells(planRows.stdout)).toEqual(plans.map((p) => [p.slug, `${p.price.monthly} ${p.price.currency}`]));
  });

  it('refuses an unknown column before any request, naming it and the valid ones', async () => {
    const recorder = await startRecorder(sb.sandbox.url);
    try {
      const bad = await vps(['servers', 'list', '-o', 'columns=id,nmae'], {
        env: { ...sb.env, VPS_API_URL: recorder.url },
      });
      expect(bad.code).toBe(EXIT.usage);
      expect(bad.stdout).toBe('');
      expect(bad.stderr).toContain('"nmae"');
      expect(bad.stderr).toMatch(/columns are: .*\bname\b/);
      expect(recorder.requests).toEqual([]);
      // `vps actions wait` too, before it waits.
      const wait = await vps(['actions', 'wait', '1', '-o', 'columns=status,bad'], {
        env: { ...sb.env, VPS_API_URL: recorder.url },
      });
      expect(wait.code).toBe(EXIT.usage);
      expect(wait.stderr).toContain('"bad"');
      expect(wait.stderr).toMatch(/columns are: .*\bprogress\b/);
      expect(recorder.requests).toEqual([]);
      // A nested path and a free key of an object of labels are columns.
      const good = await vps(['servers', 'list', '-o', 'columns=id,networks.ipv4.address,labels.env', '-q'], {
        env: { ...sb.env, VPS_API_URL: recorder.url },
      });
      expect(good.code, good.stderr).toBe(0);
    } finally {
      await recorder.close();
    }
  });
});

describe('the describe view', () => {
  it('prints an array of objects as a small table, amounts with their currency, and text lines indented', () => {
    const text = describeView({
      name: 'web',
      price: { monthly: '5.00', hourly: '0.0074', currency: 'EUR' },
      attempts: [
        { id: 1, status: 'failed', code: 500 },
        { id: 2, status: 'delivered', code: 200 },
      ],
      note: 'one\ntwo',
      labels: {},
    });
    const lines = text.trimEnd().split('\n');
    expect(lines).toContain('  monthly:  5.00 EUR');
    expect(lines.some((line) => /currency/.test(line))).toBe(false);
    const at = lines.indexOf('attempts:');
    expect(lines.slice(at + 1, at + 4).map((line) => line.trim().split(/\s+/))).toEqual([
      ['ID', 'STATUS', 'CODE'],
      ['1', 'failed', '500'],
      ['2', 'delivered', '200'],
    ]);
    const note = lines.findIndex((line) => line.startsWith('note:'));
    expect(lines[note]).toMatch(/one$/);
    expect(lines[note + 1]).toMatch(/^\s{4,}two$/);
    expect(lines).toContainEqual(expect.stringMatching(/^labels:\s+-$/));
  });
});
