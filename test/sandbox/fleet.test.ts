// With the example fleet loaded, the sandbox answers the document's named examples of the read
// operations (links point at the sandbox instead of the production host).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, operation, pathOf, startHarness, type Harness } from './helpers.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const resolve = (n: Json): Json => (n?.$ref ? resolve(n.$ref.slice(2).split('/').reduce((o: Json, k: string) => o[k], doc)) : n);
const PRODUCTION = doc.servers[0].variables.host.default as string;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ fleet: true, actionSeconds: 1e6 });
});
afterAll(() => h.close());

/** Each read operation and how its path values come from an example's value. */
const READS: Array<[string, (v: Json) => Record<string, string | number>]> = [
  ['getServer', (v) => ({ server_id: v.id })],
  ['getAction', (v) => ({ action_id: v.id })],
  ['getBackup', (v) => ({ backup_id: v.id })],
  ['getSnapshot', (v) => ({ snapshot_id: v.id })],
  ['getDomain', (v) => ({ domain_name: v.name })],
  ['getDomainNameservers', (v) => ({ domain_name: v.name })],
  ['getDnsZone', (v) => ({ zone_name: v.name })],
  ['getDnsRecord', (v) => ({ zone_name: 'example.com', record_id: v.id })],
];

function examples(operationId: string): Array<[string, Json]> {
  const content = resolve(operation(operationId).op.responses['200']).content['application/json'];
  return Object.entries<Json>(content.examples ?? {}).map(([name, ex]) => [name, resolve(ex).value]);
}

/** An answer with the sandbox's base URL put back to the production one. */
const asProduction = (body: unknown) => JSON.parse(JSON.stringify(body).split(h.sandbox.url).join(`https://${PRODUCTION}`));

describe('the example fleet', () => {
  it.each(READS)('%s answers each named example', async (operationId, values) => {
    const named = examples(operationId);
    expect(named.length).toBeGreaterThan(0);
    for (const [name, value] of named) {
      const answer = await h.call('GET', pathOf(operationId, values(value)));
      // A running action restarts on the sandbox clock at load time (its start and progress follow
      // that clock); everything else is as documented.
      const body = asProduction(answer.body);
      if (value.status === 'running' && typeof value.progress === 'number') {
        expect(body.status).toBe('running');
        body.progress = value.progress;
        body.started_at = value.started_at;
      }
      expect(body, `${operationId} ${name}`).toEqual(value);
    }
  });

  it('backup policies and record lists match their examples', async () => {
    for (const [, value] of examples('getBackupPolicy')) {
      const answer = await h.op('getBackupPolicy', { server_id: value.server_id });
      const { next_backup_at: _a, ...policy } = answer.body;
      const { next_backup_at: _b, ...expected } = value;
      expect(policy).toEqual(expected);
      expect(answer.body.next_backup_at === null).toBe(value.next_backup_at === null);
    }
    const all = examples('listDnsRecords').find(([name]) => name.startsWith('all'))!;
    const records = await h.op('listDnsRecords', { zone_name: 'example.com' });
    expect(records.body.data).toEqual(all[1].data);
    const [[, zoneFile]] = examples('getDnsZoneFile') as [[string, Json]];
    expect((await h.op('getDnsZoneFile', { zone_name: 'example.com' })).body).toEqual(zoneFile);
  });

  it('importing the example zone file answers the documented result (the SOA serial follows the clock)', async () => {
    const content = resolve(operation('replaceDnsZoneFile').op.requestBody).content['application/json'];
    const [request] = Object.values<Json>(content.examples).map((ex) => resolve(ex).value);
    const [[, expected]] = examples('replaceDnsZoneFile') as [[string, Json]];
    const answer = await h.op('replaceDnsZoneFile', { zone_name: 'example.com' }, { body: request });
    const serial = (file: string) => file.replace(/ SOA (\S+ \S+) \d+ /, ' SOA $1 <serial> ');
    expect(answer.body.zone_name).toBe(expected.zone_name);
    expect(serial(answer.body.zone_file)).toBe(serial(expected.zone_file));
  });

  it('the fleet is alive: build-01 finishes provisioning and web-01 can be rebooted', async () => {
    await h.advance(1e6);
    expect((await h.op('getServer', { server_id: 44 })).body).toMatchObject({ status: 'running', locked: false });
    expect((await h.op('getSnapshot', { snapshot_id: 7002 })).body.status).toBe('available');
    expect((await h.op('getDomain', { domain_name: 'example.net' })).body.status).toBe('active');
    const reboot = await h.op('rebootServer', { server_id: 42 });
    expect(reboot.status).toBe(201);
  });
});
