// With the example fleet loaded, the sandbox answers the document's named examples of the read
// operations (links point at the sandbox instead of the production host). The examples describe the
// fleet as seen at one moment, so each test freezes the wall clock there (the sandbox clock starts
// from it): the answers do not depend on the day the tests run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deref } from '../src/document.js';
import { doc, operation, pathOf, startHarness, type Harness } from './helpers.js';

type Json = Record<string, any>;
/** A value with its `$ref`s followed (the contract model's resolver). */
const resolve = (n: unknown): Json => deref<Json>(n);
const PRODUCTION = doc.servers[0].variables.host.default as string;

function examples(operationId: string): Array<[string, Json]> {
  const content = resolve(operation(operationId).op.responses['200'] ?? operation(operationId).op.responses['201'])
    .content['application/json'];
  return Object.entries<Json>(content.examples ?? {}).map(([name, ex]) => [name, resolve(ex).value]);
}

/** The moment the examples show: every fresh action of the examples (a reboot just accepted) starts then. */
const FLEET_MOMENT = Date.parse(examples('rebootServer')[0]![1].started_at);
const DAY_MS = 86_400_000;

let h: Harness;
beforeEach(async () => {
  // Only Date is faked (timers and I/O stay real); the sandbox clock reads it, so it starts at the moment.
  vi.useFakeTimers({ toFake: ['Date'], now: FLEET_MOMENT });
  h = await startHarness({ fleet: true, actionSeconds: 1e6 });
});
afterEach(async () => {
  await h.close();
  vi.useRealTimers();
});

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

/** The request body of the document's zone-file import example. */
function importRequest(): Json {
  const content = resolve(operation('replaceDnsZoneFile').op.requestBody).content['application/json'];
  return resolve(Object.values<Json>(content.examples)[0]!).value;
}

/** An answer with the sandbox's base URL put back to the production one. */
const asProduction = (body: unknown) =>
  JSON.parse(JSON.stringify(body).split(h.sandbox.url).join(`https://${PRODUCTION}`));

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

  it("importing the example zone file at the examples' moment answers the documented result", async () => {
    const [[, expected]] = examples('replaceDnsZoneFile') as [[string, Json]];
    const answer = await h.op('replaceDnsZoneFile', { zone_name: 'example.com' }, { body: importRequest() });
    expect(answer.body).toEqual(expected);
  });

  it("the SOA serial of an import follows the sandbox clock (the clock's date, then 01)", async () => {
    const days = 400;
    await h.advance((days * DAY_MS) / 1000);
    const answer = await h.op('replaceDnsZoneFile', { zone_name: 'example.com' }, { body: importRequest() });
    const date = new Date(FLEET_MOMENT + days * DAY_MS);
    const yyyymmdd = `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
    const soa = /\sSOA\s+\S+\s+\S+\s+(\d+)\s/.exec(answer.body.zone_file);
    expect(soa?.[1]).toBe(`${yyyymmdd}01`);
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
