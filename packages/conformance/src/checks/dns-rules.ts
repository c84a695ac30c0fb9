// The rules every DNS record obeys (the table of `DnsRecord`'s description, and each DNS operation's
// description), checked through the public API on zones of the run's own: no CNAME at the apex
// (validation_failed) nor beside another record of its name, either order (dns_record_conflict); no
// duplicate record; the managed apex NS records never deleted, renamed or repointed (their ttl and
// comment may change), by DELETE, PUT, PATCH, a batch or a zone file; a batch all or nothing (an
// unknown id, a record of another zone, an id twice, one invalid entry: refused whole); names
// relative to the zone on PUT and PATCH too; each record type's own fields on PATCH; every bound of
// each type accepted at its edge and refused past it; at most 500 records per zone. Every refusal is
// judged the same way (dns-rules-support.ts): the documented 400 and code, the field or entry named,
// and the zone's records re-read exactly as they were. docs/design/conformance-kit.md#dns-rules.
import type { KitContract } from '../contract/document.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check, Need } from '../run/types.js';
import { areaOf } from './area.js';
import {
  createRecord,
  differences,
  errorsOf,
  type Json,
  listRecords,
  refused,
  replacement,
  rulesRef,
  runZone,
  snapshotOf,
  zoneFile,
} from './dns-rules-support.js';
import { bodyVariants, fieldRules, propertiesOf, resolveSchema } from './invalid-inputs.js';
import { checkFieldErrors } from './validation.js';
import { names } from './validation-dns.js';
import { recordBodies } from './write-fixtures.js';

const NEEDS: readonly Need[] = ['writes'];
const MAX_SAFE_ID = 9007199254740991;

/** The document's create example of a record type, renamed; not exercised when it has none. */
function example(ctx: CheckContext, type: string, name: string, changes: Json = {}): Json {
  const body = recordBodies(ctx).get(type);
  if (!body) ctx.notExercised(`the document has no createDnsRecord example of a ${type} record`);
  const { comment: _comment, ttl: _ttl, ...rest } = body;
  return { ...rest, name, ...changes };
}

/** An IPv4 address like the A example's, its last number replaced. */
function ipv4(ctx: CheckContext, last: number): string {
  const address = String(recordBodies(ctx).get('A')?.address ?? '203.0.113.10');
  return address.replace(/\d+$/, String(last));
}

/** The zone's records, as `snapshotOf` sees them, read now. */
async function snapshot(ctx: CheckContext, zoneName: string) {
  return snapshotOf((await listRecords(ctx, zoneName)).records);
}

function recordPath(zoneName: string, record: Resource) {
  return { zone_name: zoneName, record_id: Number(record.id) };
}

function cnameApex(contract: KitContract): Check {
  return {
    id: 'dns-rules.cname-apex',
    family: 'dns-rules',
    area: areaOf(contract.operation('createDnsRecord')),
    title:
      'a CNAME at the apex (@) is refused with 400 validation_failed by createDnsRecord, replaceDnsRecord, a batch and a zone file, and the zone is left as it was',
    needs: NEEDS,
    contract: {
      operationId: 'createDnsRecord',
      status: 400,
      pointer: `${contract.schemaPointer('DnsRecordCnameCreate')}/properties/name`,
    },
    async run(ctx) {
      const z = await runZone(ctx);
      const alias = await createRecord(ctx, z.name, example(ctx, 'CNAME', 'alias'));
      const before = await snapshot(ctx, z.name);
      const apex = example(ctx, 'CNAME', '@');
      await refused(ctx, z.name, before, {
        operationId: 'createDnsRecord',
        path: { zone_name: z.name },
        body: apex,
        code: 'validation_failed',
        fields: [['/name']],
        what: 'createDnsRecord of a CNAME named @',
      });
      await refused(ctx, z.name, before, {
        operationId: 'replaceDnsRecord',
        path: recordPath(z.name, alias),
        body: replacement(alias, { name: '@' }),
        code: 'validation_failed',
        fields: [['/name']],
        what: 'replaceDnsRecord renaming a CNAME to @',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path: { zone_name: z.name },
        body: { creates: [apex] },
        code: 'validation_failed',
        fields: [['/creates/0/name']],
        what: 'a batch creating a CNAME named @',
      });
      if (ctx.contract.operations.some((op) => op.operationId === 'replaceDnsZoneFile'))
        await refused(ctx, z.name, before, {
          operationId: 'replaceDnsZoneFile',
          path: { zone_name: z.name },
          body: { zone_file: zoneFile(z.name, [`@ 3600 IN CNAME ${String(apex.target)}`]) },
          code: 'validation_failed',
          fields: [['/zone_file']],
          what: 'a zone file with a CNAME at @',
        });
    },
  };
}

function cnameExclusive(contract: KitContract): Check {
  return {
    id: 'dns-rules.cname-exclusive',
    family: 'dns-rules',
    area: areaOf(contract.operation('createDnsRecord')),
    title:
      'a CNAME cannot share its name with any other record, whichever comes first (create, replace, batch, zone file): 400 dns_record_conflict, the zone unchanged; a batch may delete a CNAME and create records of its name',
    needs: NEEDS,
    contract: { operationId: 'createDnsRecord', status: 400, pointer: rulesRef(contract).pointer },
    async run(ctx) {
      const z = await runZone(ctx);
      const path = { zone_name: z.name };
      const host = await createRecord(ctx, z.name, example(ctx, 'A', 'host'));
      const alias = await createRecord(ctx, z.name, example(ctx, 'CNAME', 'alias'));
      const other = await createRecord(ctx, z.name, example(ctx, 'A', 'other'));
      const before = await snapshot(ctx, z.name);
      const conflict = 'dns_record_conflict';
      await refused(ctx, z.name, before, {
        operationId: 'createDnsRecord',
        path,
        body: example(ctx, 'CNAME', 'host'),
        code: conflict,
        what: 'a CNAME created at the name of an A record',
      });
      await refused(ctx, z.name, before, {
        operationId: 'createDnsRecord',
        path,
        body: example(ctx, 'A', 'alias'),
        code: conflict,
        what: 'an A record created at the name of a CNAME',
      });
      if (recordBodies(ctx).has('TXT'))
        await refused(ctx, z.name, before, {
          operationId: 'createDnsRecord',
          path,
          body: example(ctx, 'TXT', 'alias'),
          code: conflict,
          what: 'a TXT record created at the name of a CNAME',
        });
      await refused(ctx, z.name, before, {
        operationId: 'replaceDnsRecord',
        path: recordPath(z.name, other),
        body: replacement(other, { name: 'alias' }),
        code: conflict,
        what: 'replaceDnsRecord renaming an A record to the name of a CNAME',
      });
      await refused(ctx, z.name, before, {
        operationId: 'replaceDnsRecord',
        path: recordPath(z.name, alias),
        body: replacement(alias, { name: 'host' }),
        code: conflict,
        what: 'replaceDnsRecord renaming a CNAME to the name of an A record',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { creates: [example(ctx, 'CNAME', 'pair'), example(ctx, 'A', 'pair')] },
        code: conflict,
        detail: /\/creates\/[01]/,
        what: 'a batch creating a CNAME and an A record of one name',
      });
      const cname = example(ctx, 'CNAME', 'pair');
      const a = example(ctx, 'A', 'pair');
      if (ctx.contract.operations.some((op) => op.operationId === 'replaceDnsZoneFile'))
        await refused(ctx, z.name, before, {
          operationId: 'replaceDnsZoneFile',
          path,
          body: {
            zone_file: zoneFile(z.name, [
              `pair 3600 IN CNAME ${String(cname.target)}`,
              `pair 3600 IN A ${String(a.address)}`,
            ]),
          },
          code: conflict,
          detail: /\b[34]\b/,
          what: 'a zone file with a CNAME and an A record of one name (lines 3 and 4)',
        });
      // Deletes come first: the CNAME's name is free for the batch's creates (createDnsRecord's description).
      const swap = await ctx.call('batchDnsRecords', {
        path,
        body: { deletes: [alias.id], creates: [example(ctx, 'A', 'alias')] },
        expect: 200,
        contract: { operationId: 'batchDnsRecords', status: 200 },
      });
      const after = (await listRecords(ctx, z.name)).records;
      if (swap.status === 200)
        ctx.check(
          !after.some((r) => r.id === alias.id) && after.some((r) => r.name === 'alias' && r.type === 'A'),
          'a batch deleting the CNAME alias and creating an A record alias answered 200, but the records listed after it are not so',
          { exchange: swap },
        );
      ctx.check(
        after.some((r) => r.id === host.id),
        `the A record ${String(host.id)} is gone`,
        { exchange: swap },
      );
    },
  };
}

function duplicates(contract: KitContract): Check {
  return {
    id: 'dns-rules.duplicates',
    family: 'dns-rules',
    area: areaOf(contract.operation('createDnsRecord')),
    title:
      'no two records have the same name, type and data (ttl and comment aside): a create, replace, update, batch or zone file that would make one is refused with 400 dns_record_conflict, the zone unchanged',
    needs: NEEDS,
    contract: { operationId: 'createDnsRecord', status: 400, pointer: rulesRef(contract).pointer },
    async run(ctx) {
      const z = await runZone(ctx);
      const path = { zone_name: z.name };
      const first = await createRecord(ctx, z.name, example(ctx, 'A', 'dup', { address: ipv4(ctx, 21), ttl: 300 }));
      const second = await createRecord(ctx, z.name, example(ctx, 'A', 'dup', { address: ipv4(ctx, 22) }));
      // An IPv6 address is the same address in either case of its hex digits: the same data.
      const v6 = recordBodies(ctx).get('AAAA');
      const v6Cased = v6 && /[a-f]/.test(String(v6.address));
      if (v6Cased) await createRecord(ctx, z.name, example(ctx, 'AAAA', 'dup6'));
      const before = await snapshot(ctx, z.name);
      const conflict = 'dns_record_conflict';
      if (v6Cased)
        await refused(ctx, z.name, before, {
          operationId: 'createDnsRecord',
          path,
          body: example(ctx, 'AAAA', 'dup6', { address: String(v6?.address).toUpperCase() }),
          code: conflict,
          what: 'createDnsRecord of an AAAA record equal to another but for the case of its address',
        });
      await refused(ctx, z.name, before, {
        operationId: 'createDnsRecord',
        path,
        body: example(ctx, 'A', 'dup', { address: first.address, ttl: 600, comment: 'another comment' }),
        code: conflict,
        what: 'createDnsRecord of a record equal to another but for ttl and comment',
      });
      await refused(ctx, z.name, before, {
        operationId: 'replaceDnsRecord',
        path: recordPath(z.name, second),
        body: replacement(second, { address: first.address }),
        code: conflict,
        what: 'replaceDnsRecord making a record equal to another',
      });
      await refused(ctx, z.name, before, {
        operationId: 'updateDnsRecord',
        path: recordPath(z.name, second),
        body: { address: first.address },
        code: conflict,
        what: 'updateDnsRecord making a record equal to another',
      });
      const twin = example(ctx, 'A', 'twin', { address: ipv4(ctx, 23) });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { patches: [{ id: second.id, ttl: 900 }], creates: [twin, { ...twin, ttl: 120 }] },
        code: conflict,
        detail: /\/creates\/[01]/,
        what: 'a batch creating the same record twice',
      });
      if (ctx.contract.operations.some((op) => op.operationId === 'replaceDnsZoneFile'))
        await refused(ctx, z.name, before, {
          operationId: 'replaceDnsZoneFile',
          path,
          body: {
            zone_file: zoneFile(z.name, [
              `twin 3600 IN A ${String(twin.address)}`,
              `twin 600 IN A ${String(twin.address)}`,
            ]),
          },
          code: conflict,
          detail: /\b[34]\b/,
          what: 'a zone file with the same record on lines 3 and 4',
        });
    },
  };
}

function managedNs(contract: KitContract): Check {
  return {
    id: 'dns-rules.managed-ns',
    family: 'dns-rules',
    area: areaOf(contract.operation('deleteDnsRecord')),
    title:
      "a new zone lists its managed apex NS records (one per nameserver, no SOA); they cannot be deleted, renamed or repointed by DELETE, PUT, PATCH or a batch (400 dns_record_conflict, the zone unchanged), their ttl and comment can change, a zone file leaves them in place; a zone's name is unique (already_exists)",
    needs: NEEDS,
    contract: { operationId: 'deleteDnsRecord', status: 400, pointer: rulesRef(contract).pointer },
    async run(ctx) {
      const z = await runZone(ctx);
      const path = { zone_name: z.name };
      const nameservers = Array.isArray(z.zone.nameservers) ? z.zone.nameservers : [];
      const listed = { exchange: z.listed, records: z.records };
      const evidence = { exchange: listed.exchange, contract: rulesRef(ctx.contract, 'createDnsZone') };
      ctx.check(
        nameservers.length > 0 && z.managed.length === nameservers.length,
        `a new zone (nameservers ${JSON.stringify(nameservers)}) lists ${z.managed.length} apex NS record(s) naming them`,
        evidence,
      );
      ctx.check(
        !listed.records.some((r) => r.type === 'SOA'),
        'listDnsRecords lists an SOA record (the SOA is not listed)',
        evidence,
      );
      ctx.check(
        listed.records.length === z.managed.length,
        `a new zone without default_records lists ${listed.records.length} records, not only its ${z.managed.length} managed NS records`,
        evidence,
      );
      ctx.check(
        z.zone.records_count === listed.records.length,
        `createDnsZone answered records_count ${String(z.zone.records_count)}, the zone lists ${listed.records.length}`,
        evidence,
      );
      const managed = z.managed[0] ?? ctx.fail('the new zone has no managed NS record to test', evidence);
      const elsewhere = String(recordBodies(ctx).get('NS')?.nameserver ?? 'ns1.example.net.');
      const before = snapshotOf(listed.records);
      const conflict = 'dns_record_conflict';
      for (const record of z.managed)
        await refused(ctx, z.name, before, {
          operationId: 'deleteDnsRecord',
          path: recordPath(z.name, record),
          code: conflict,
          what: `deleteDnsRecord of the managed NS record ${String(record.id)} (${String(record.nameserver)})`,
        });
      await refused(ctx, z.name, before, {
        operationId: 'replaceDnsRecord',
        path: recordPath(z.name, managed),
        body: replacement(managed, { name: 'moved' }),
        code: conflict,
        what: 'replaceDnsRecord renaming a managed NS record',
      });
      await refused(ctx, z.name, before, {
        operationId: 'replaceDnsRecord',
        path: recordPath(z.name, managed),
        body: replacement(managed, { nameserver: elsewhere }),
        code: conflict,
        what: 'replaceDnsRecord repointing a managed NS record',
      });
      await refused(ctx, z.name, before, {
        operationId: 'updateDnsRecord',
        path: recordPath(z.name, managed),
        body: { nameserver: elsewhere },
        code: conflict,
        what: 'updateDnsRecord repointing a managed NS record',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { deletes: [managed.id], creates: [example(ctx, 'A', 'beside')] },
        code: conflict,
        detail: /\/deletes\/0/,
        what: 'a batch deleting a managed NS record (and creating an A record)',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { patches: [{ id: managed.id, nameserver: elsewhere }] },
        code: conflict,
        detail: /\/patches\/0/,
        what: 'a batch repointing a managed NS record',
      });
      // What may change: the ttl and the comment, by PATCH and by PUT (name and nameserver kept).
      const ttl = Number(managed.ttl) === 3600 ? 7200 : 3600;
      const patched = await ctx.call('updateDnsRecord', {
        path: recordPath(z.name, managed),
        body: { ttl, comment: ctx.prefix },
        expect: 200,
        contract: { ...rulesRef(ctx.contract, 'updateDnsRecord'), status: 200 },
      });
      if (patched.status === 200) {
        const body = ctx.body<Resource>(patched);
        ctx.check(
          body.ttl === ttl &&
            body.comment === ctx.prefix &&
            body.nameserver === managed.nameserver &&
            body.name === '@',
          `updateDnsRecord of a managed NS record's ttl and comment answered ${JSON.stringify(body)}`,
          { exchange: patched },
        );
      }
      const replaced = await ctx.call('replaceDnsRecord', {
        path: recordPath(z.name, managed),
        body: replacement(managed, { ttl: 86400 }),
        expect: 200,
        contract: { ...rulesRef(ctx.contract, 'replaceDnsRecord'), status: 200 },
      });
      if (replaced.status === 200) {
        const body = ctx.body<Resource>(replaced);
        ctx.check(
          body.ttl === 86400 && body.nameserver === managed.nameserver && body.name === '@',
          `replaceDnsRecord of a managed NS record with its own name and nameserver answered ${JSON.stringify(body)}`,
          { exchange: replaced },
        );
      }
      if (ctx.contract.operations.some((op) => op.operationId === 'replaceDnsZoneFile')) {
        const imported = await ctx.call('replaceDnsZoneFile', {
          path,
          body: { zone_file: zoneFile(z.name, [`kept 3600 IN A ${ipv4(ctx, 31)}`]) },
          expect: 200,
        });
        const after = await listRecords(ctx, z.name);
        const ids = z.managed.map((r) => r.id);
        const managedNow = (records: Resource[]) =>
          records.filter((r) => r.type === 'NS' && r.name === '@').map((r) => r.id);
        ctx.check(
          JSON.stringify(managedNow(after.records)) === JSON.stringify(ids),
          `a zone file without NS lines changed the managed NS records: ${JSON.stringify(ids)} listed before, ${JSON.stringify(managedNow(after.records))} after`,
          { exchange: imported, contract: { operationId: 'replaceDnsZoneFile', status: 200 } },
        );
        // The exported file (its SOA and managed NS lines included) imports again: those lines are
        // ignored, so the managed records stay the same ones and no NS or SOA record is added.
        const exported = await ctx.call('getDnsZoneFile', { path, expect: 200 });
        const text = String((exported.json as { zone_file?: unknown } | undefined)?.zone_file ?? '');
        const reimported = await ctx.call('replaceDnsZoneFile', {
          path,
          body: { zone_file: `${text.replace(/\n*$/, '\n')}again 3600 IN A ${ipv4(ctx, 32)}\n` },
          expect: 200,
        });
        const last = await listRecords(ctx, z.name);
        ctx.check(
          JSON.stringify(managedNow(last.records)) === JSON.stringify(ids) &&
            !last.records.some((r) => r.type === 'SOA') &&
            last.records.length === after.records.length + 1,
          `the zone's own file imported again with one more line lists ${JSON.stringify(last.records.map((r) => `${r.id}:${r.type}:${r.name}`))}, before ${JSON.stringify(after.records.map((r) => `${r.id}:${r.type}:${r.name}`))}`,
          { exchange: reimported, contract: { operationId: 'replaceDnsZoneFile', status: 200 } },
        );
      }
      const again = await ctx.call('createDnsZone', { body: { name: z.name }, expect: 400 });
      if (again.status === 201)
        ctx.fixtures.track('dns_zone', `${z.name}#2`, `${z.name} (again)`, async (cleanup) => {
          await cleanup.call('deleteDnsZone', { path, shape: false });
        });
      if (again.status === 400)
        ctx.check(
          (again.json as { code?: unknown } | undefined)?.code === 'already_exists',
          `createDnsZone of an existing zone's name refused with ${JSON.stringify((again.json as { code?: unknown } | undefined)?.code)}, the contract says already_exists`,
          {
            exchange: again,
            contract: { pointer: `${ctx.contract.schemaPointer('DnsZoneCreateRequest')}/properties/name` },
          },
        );
    },
  };
}

function batchAtomic(contract: KitContract): Check {
  return {
    id: 'dns-rules.batch-atomic',
    family: 'dns-rules',
    area: areaOf(contract.operation('batchDnsRecords')),
    title:
      'a batch is all or nothing: one naming an unknown record, a record of another zone, an id twice, or holding one invalid entry or none is refused with 400 validation_failed naming the entry, and nothing of it is applied',
    needs: NEEDS,
    contract: { operationId: 'batchDnsRecords', status: 400 },
    async run(ctx) {
      const [z, other] = await Promise.all([runZone(ctx), runZone(ctx)]);
      const path = { zone_name: z.name };
      const keep = await createRecord(ctx, z.name, example(ctx, 'A', 'keep'));
      const note = await createRecord(ctx, z.name, example(ctx, 'A', 'note', { address: ipv4(ctx, 41) }));
      const foreign = await createRecord(ctx, other.name, example(ctx, 'A', 'foreign'));
      const before = await snapshot(ctx, z.name);
      const invalid = 'validation_failed';
      const fresh = example(ctx, 'A', 'fresh', { address: ipv4(ctx, 42) });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { deletes: [MAX_SAFE_ID], creates: [fresh] },
        code: invalid,
        fields: [['/deletes/0', 'invalid_value']],
        what: 'a batch deleting an unknown record (and creating another)',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { deletes: [keep.id, MAX_SAFE_ID] },
        code: invalid,
        fields: [['/deletes/1', 'invalid_value']],
        what: 'a batch deleting a record and an unknown one',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { deletes: [keep.id], patches: [{ id: MAX_SAFE_ID, ttl: 600 }] },
        code: invalid,
        fields: [['/patches/0/id', 'invalid_value']],
        what: 'a batch patching an unknown record (and deleting another)',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { deletes: [foreign.id], patches: [{ id: note.id, ttl: 600 }] },
        code: invalid,
        fields: [['/deletes/0', 'invalid_value']],
        what: 'a batch deleting a record of another zone of the account',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { deletes: [keep.id], patches: [{ id: keep.id, ttl: 600 }] },
        code: invalid,
        fields: [['/patches/0/id', 'unique_items']],
        what: 'a batch naming one record in deletes and patches',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { deletes: [keep.id], creates: [fresh, { ...fresh, name: 'short', ttl: 59 }] },
        code: invalid,
        fields: [['/creates/1/ttl']],
        what: 'a batch with one invalid create (ttl 59) beside a delete and a valid create',
      });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: { deletes: [], patches: [], creates: [] },
        code: invalid,
        what: 'a batch of three empty lists',
      });
      // A record is addressed in its own zone only: another zone's record is no record of this one.
      const crossed = await ctx.call('deleteDnsRecord', {
        path: recordPath(z.name, foreign),
        expect: 404,
        contract: { operationId: 'deleteDnsRecord', status: 404 },
      });
      const still = await ctx.call('getDnsRecord', {
        path: recordPath(other.name, foreign),
        as: ctx.options.readToken ? 'read' : 'main',
      });
      ctx.check(
        still.status === 200,
        `record ${String(foreign.id)} of ${other.name} is gone (${still.status}) after a batch and a delete of it in ${z.name}`,
        { exchange: crossed, contract: { operationId: 'deleteDnsRecord', status: 404 } },
      );
    },
  };
}

function namesOnReplace(contract: KitContract): Check {
  return {
    id: 'dns-rules.replace-names',
    family: 'dns-rules',
    area: areaOf(contract.operation('replaceDnsRecord')),
    title:
      "replaceDnsRecord refuses a name repeating the zone's (the error naming the relative name) and another type; updateDnsRecord refuses a name; both with 400 validation_failed and the record unchanged; a PUT renames",
    needs: NEEDS,
    contract: { operationId: 'replaceDnsRecord', status: 400, page: 'docs/design/dns-names.md' },
    async run(ctx) {
      const z = await runZone(ctx);
      const web = await createRecord(ctx, z.name, example(ctx, 'A', 'web'));
      const before = await snapshot(ctx, z.name);
      const invalid = 'validation_failed';
      for (const [name, relative] of [
        [`web2.${z.name}`, 'web2'],
        [z.name, '@'],
      ] as const) {
        const answer = await refused(ctx, z.name, before, {
          operationId: 'replaceDnsRecord',
          path: recordPath(z.name, web),
          body: replacement(web, { name }),
          code: invalid,
          fields: [['/name']],
          what: `replaceDnsRecord renaming a record to "${name}"`,
        });
        const error = errorsOf(answer).find((e) => e.field === '/name');
        if (answer.status === 400 && error)
          ctx.check(
            names(String(error.message), relative),
            `the error of /name for "${name}" does not say the relative name to send ("${relative}"): ${JSON.stringify(error.message)}`,
            { exchange: answer, contract: { page: 'docs/design/dns-names.md' } },
          );
      }
      await refused(ctx, z.name, before, {
        operationId: 'updateDnsRecord',
        path: recordPath(z.name, web),
        body: { name: 'renamed' },
        code: invalid,
        fields: [['/name']],
        what: 'updateDnsRecord sending a name',
      });
      const txt = recordBodies(ctx).get('TXT');
      if (txt)
        await refused(ctx, z.name, before, {
          operationId: 'replaceDnsRecord',
          path: recordPath(z.name, web),
          body: { ...txt, name: 'web' },
          code: invalid,
          fields: [['/type']],
          what: 'replaceDnsRecord changing an A record into a TXT record',
        });
      const renamed = await ctx.call('replaceDnsRecord', {
        path: recordPath(z.name, web),
        body: replacement(web, { name: 'site' }),
        expect: 200,
      });
      const after = await listRecords(ctx, z.name);
      if (renamed.status === 200)
        ctx.check(
          after.records.some((r) => r.id === web.id && r.name === 'site'),
          `replaceDnsRecord renamed record ${String(web.id)} to "site" (200), but the list shows ${JSON.stringify(after.records.find((r) => r.id === web.id))}`,
          { exchange: after.exchange, contract: { operationId: 'replaceDnsRecord', status: 200 } },
        );
    },
  };
}

function typedPatches(contract: KitContract): Check {
  return {
    id: 'dns-rules.typed-patches',
    family: 'dns-rules',
    area: areaOf(contract.operation('updateDnsRecord')),
    title:
      "updateDnsRecord and a batch's patches accept only the record's own type's fields and bounds (an A record's exchange, an A record's IPv6 address, an AAAA's IPv4, a CAA value past its type's maxLength): 400 validation_failed naming the field, the record unchanged",
    needs: NEEDS,
    contract: {
      operationId: 'updateDnsRecord',
      status: 400,
      pointer: contract.schemaPointer('DnsRecordUpdateRequest'),
    },
    async run(ctx) {
      const z = await runZone(ctx);
      const path = { zone_name: z.name };
      const a = await createRecord(ctx, z.name, example(ctx, 'A', 'host'));
      const aaaa = await createRecord(ctx, z.name, example(ctx, 'AAAA', 'host'));
      const mx = await createRecord(ctx, z.name, example(ctx, 'MX', 'mail'));
      const caa = recordBodies(ctx).has('CAA')
        ? await createRecord(ctx, z.name, example(ctx, 'CAA', 'caa'))
        : undefined;
      const before = await snapshot(ctx, z.name);
      const invalid = 'validation_failed';
      const cases: Array<[Resource, Json, string, string]> = [
        [a, { exchange: mx.exchange }, '/exchange', "an A record's exchange"],
        [a, { address: aaaa.address }, '/address', 'an A record given an IPv6 address'],
        [aaaa, { address: a.address }, '/address', 'an AAAA record given an IPv4 address'],
        [mx, { address: a.address }, '/address', "an MX record's address"],
      ];
      if (caa) {
        const max = Number(
          resolveSchema(
            ctx.contract,
            propertiesOf(ctx.contract, ctx.contract.schemaPointer('DnsRecordCaaCreate')).value,
          ).maxLength ?? 255,
        );
        cases.push([caa, { value: 'a'.repeat(max + 1) }, '/value', `a CAA value of ${max + 1} characters`]);
      }
      for (const [record, body, field, what] of cases)
        await refused(ctx, z.name, before, {
          operationId: 'updateDnsRecord',
          path: recordPath(z.name, record),
          body,
          code: invalid,
          fields: [[field]],
          what: `updateDnsRecord of ${what}`,
        });
      await refused(ctx, z.name, before, {
        operationId: 'batchDnsRecords',
        path,
        body: {
          patches: [
            { id: mx.id, ttl: 600 },
            { id: a.id, exchange: mx.exchange },
          ],
        },
        code: invalid,
        fields: [['/patches/1/exchange']],
        what: "a batch patching an A record's exchange (beside a valid patch)",
      });
    },
  };
}

/** A create body of one record type with every bounded field at its minimum or maximum (and valid). */
function atBounds(ctx: CheckContext, pointer: string, base: Json, bound: 'minimum' | 'maximum'): Json {
  const rules = fieldRules(ctx.contract);
  const body: Json = { ...base };
  for (const [field, schema] of Object.entries(propertiesOf(ctx.contract, pointer))) {
    if (['type', 'name', 'comment'].includes(field)) continue;
    const node = resolveSchema(ctx.contract, schema);
    let value: unknown;
    if (typeof node[bound] === 'number') value = node[bound];
    else if (bound === 'maximum' && typeof node.maxLength === 'number') value = 'a'.repeat(node.maxLength);
    if (value !== undefined && rules.valid(pointer, { ...body, [field]: value })) body[field] = value;
  }
  return body;
}

/** The same body with every bounded field one past its bound (those that alone make it invalid). */
function pastBounds(ctx: CheckContext, pointer: string, base: Json, bound: 'minimum' | 'maximum'): Json {
  const rules = fieldRules(ctx.contract);
  const body: Json = { ...base };
  for (const [field, schema] of Object.entries(propertiesOf(ctx.contract, pointer))) {
    if (['type', 'name', 'comment'].includes(field)) continue;
    const node = resolveSchema(ctx.contract, schema);
    let value: unknown;
    if (typeof node[bound] === 'number') value = Number(node[bound]) + (bound === 'maximum' ? 1 : -1);
    else if (bound === 'maximum' && typeof node.maxLength === 'number' && node.maxLength <= 4096)
      value = 'a'.repeat(node.maxLength + 1);
    if (value !== undefined && !rules.valid(pointer, { ...base, [field]: value })) body[field] = value;
  }
  return body;
}

function typeBounds(contract: KitContract): Check {
  const operation = contract.operation('createDnsRecord');
  return {
    id: 'dns-rules.type-bounds',
    family: 'dns-rules',
    area: areaOf(operation),
    title:
      "each record type's fields are accepted at their bounds (ttl 60 and 86400, MX and SRV numbers 0 and 65535, CAA flags, TXT and CAA values at their maxLength) and read back as sent, and refused one past them with 400 validation_failed naming each field",
    needs: NEEDS,
    contract: {
      operationId: 'createDnsRecord',
      status: 201,
      pointer: contract.schemaPointer('DnsRecordCreateRequest'),
    },
    async run(ctx) {
      const z = await runZone(ctx);
      const path = { zone_name: z.name };
      const rules = fieldRules(ctx.contract);
      const made: Resource[] = [];
      const variants = bodyVariants(ctx.contract, ctx.contract.operation('createDnsRecord'));
      if (variants.length === 0) ctx.notExercised('createDnsRecord has no request examples');
      // One type after another: concurrent writes to one zone are no promise of the contract.
      for (const variant of variants) {
        const { comment: _comment, ...base } = variant.example as Json;
        const low = atBounds(ctx, variant.pointer, base, 'minimum');
        let high = atBounds(ctx, variant.pointer, base, 'maximum');
        const data = (body: Json) => JSON.stringify({ ...body, ttl: undefined });
        // Equal data but for the ttl would be a duplicate (or two CNAMEs of one name): another name.
        if (data(low) === data(high) || variant.variant === 'CNAME') {
          const name = String(base.name);
          high = { ...high, name: name === '@' ? 'edge' : `edge-${name}` };
        }
        for (const body of [low, high]) {
          if (!rules.valid(variant.pointer, body)) continue;
          const answer = await ctx.call('createDnsRecord', { path, body, expect: 201 });
          if (answer.status !== 201) continue;
          const record = ctx.body<Resource>(answer);
          made.push(record);
          const wrong = Object.entries(body).filter(([field, value]) => record[field] !== value);
          ctx.check(
            wrong.length === 0,
            `${variant.variant}: createDnsRecord at the bounds answered ${wrong.map(([f]) => `${f} ${JSON.stringify(record[f])}`).join(', ')}, sent ${wrong.map(([f, v]) => `${f} ${JSON.stringify(v)}`).join(', ')}`,
            { exchange: answer },
          );
        }
        for (const bound of ['minimum', 'maximum'] as const) {
          const body = pastBounds(ctx, variant.pointer, base, bound);
          if (rules.valid(variant.pointer, body)) continue;
          const answer = await ctx.call('createDnsRecord', {
            path,
            body,
            expect: 400,
            contract: { operationId: 'createDnsRecord', status: 400, pointer: variant.pointer },
          });
          checkFieldErrors(
            ctx,
            answer,
            rules.expected(variant.pointer, body),
            `${variant.variant}: every field one past its ${bound}`,
          );
        }
      }
      const listed = await listRecords(ctx, z.name);
      const expected = snapshotOf([...z.managed, ...made]);
      const changed = differences(expected, snapshotOf(listed.records));
      ctx.check(
        changed.length === 0,
        `after the creates at the bounds and the refusals past them, the zone lists otherwise than created: ${changed.slice(0, 4).join('; ')}`,
        { exchange: listed.exchange },
      );
    },
  };
}

function quota(contract: KitContract): Check {
  return {
    id: 'dns-rules.quota',
    family: 'dns-rules',
    area: areaOf(contract.operation('batchDnsRecords')),
    title:
      'a zone holds at most 500 records, its managed NS records included: filled to 500 by batches, one more by createDnsRecord, a batch or a zone file is refused with 400 quota_exceeded and nothing added',
    needs: NEEDS,
    contract: { operationId: 'createDnsRecord', status: 400, pointer: rulesRef(contract).pointer },
    async run(ctx) {
      const description = String(
        (ctx.contract.model.document.components as { schemas: Record<string, { description?: string }> }).schemas
          .DnsRecord?.description ?? '',
      );
      const limit = Number(description.match(/at most (\d+) records/)?.[1]);
      if (!Number.isInteger(limit) || limit < 1) ctx.notExercised("DnsRecord's description states no record limit");
      const batchMax = Number(
        resolveSchema(
          ctx.contract,
          propertiesOf(ctx.contract, ctx.contract.schemaPointer('DnsRecordBatchRequest')).creates,
        ).maxItems ?? 200,
      );
      const z = await runZone(ctx);
      const path = { zone_name: z.name };
      const address = ipv4(ctx, 50);
      const a = (i: number) => example(ctx, 'A', `q${i}`, { address });
      let count = z.managed.length;
      while (count < limit) {
        const size = Math.min(batchMax, limit - count);
        const creates = Array.from({ length: size }, (_, i) => a(count + i));
        const answer = await ctx.call('batchDnsRecords', { path, body: { creates }, expect: 200 });
        if (answer.status !== 200)
          ctx.fail(`a batch of ${size} creates (zone at ${count} records) was refused`, { exchange: answer });
        count += size;
      }
      const full = await ctx.call('getDnsZone', { path, expect: 200 });
      ctx.check(
        ctx.body<Resource>(full).records_count === limit,
        `the full zone's records_count is ${String(ctx.body<Resource>(full).records_count)}, expected ${limit}`,
        {
          exchange: full,
        },
      );
      const quotaRef = { ...rulesRef(ctx.contract, 'createDnsRecord') };
      const answers = [
        await ctx.call('createDnsRecord', { path, body: a(limit), expect: 400, contract: quotaRef }),
        await ctx.call('batchDnsRecords', {
          path,
          body: { creates: [a(limit)] },
          expect: 400,
          contract: rulesRef(ctx.contract, 'batchDnsRecords'),
        }),
      ];
      if (ctx.contract.operations.some((op) => op.operationId === 'replaceDnsZoneFile'))
        answers.push(
          await ctx.call('replaceDnsZoneFile', {
            path,
            body: {
              zone_file: zoneFile(
                z.name,
                Array.from({ length: limit - z.managed.length + 1 }, (_, i) => `f${i} 3600 IN A ${address}`),
              ),
            },
            expect: 400,
            contract: rulesRef(ctx.contract, 'replaceDnsZoneFile'),
          }),
        );
      for (const answer of answers)
        if (answer.status === 400)
          ctx.check(
            (answer.json as { code?: unknown } | undefined)?.code === 'quota_exceeded',
            `${answer.operationId} past ${limit} records refused with ${JSON.stringify((answer.json as { code?: unknown } | undefined)?.code)}, the contract says quota_exceeded`,
            { exchange: answer, contract: rulesRef(ctx.contract, answer.operationId) },
          );
      const after = await ctx.call('getDnsZone', { path, expect: 200 });
      const kept = await ctx.call('listDnsRecords', { path, query: { name: `q${z.managed.length}` }, expect: 200 });
      ctx.check(
        ctx.body<Resource>(after).records_count === limit && ctx.body<{ data: Resource[] }>(kept).data.length === 1,
        `after the refusals the zone holds ${String(ctx.body<Resource>(after).records_count)} records (and ${ctx.body<{ data: Resource[] }>(kept).data.length} named q${z.managed.length}), expected ${limit} (and 1)`,
        { exchange: after },
      );
    },
  };
}

function defaults(contract: KitContract): Check {
  return {
    id: 'dns-rules.defaults',
    family: 'dns-rules',
    area: areaOf(contract.operation('createDnsRecord')),
    title:
      "a record created without a ttl gets its zone's default_ttl (createDnsRecord and a batch's creates); a PUT leaving out ttl and comment sets the zone's default_ttl and a null comment",
    needs: NEEDS,
    contract: { operationId: 'createDnsRecord', status: 201 },
    async run(ctx) {
      const schema = resolveSchema(
        ctx.contract,
        propertiesOf(ctx.contract, ctx.contract.schemaPointer('DnsZoneCreateRequest')).default_ttl,
      );
      const usual = Number(schema.default ?? 3600);
      const ttl = usual === 600 ? 900 : 600;
      const z = await runZone(ctx, { default_ttl: ttl });
      const path = { zone_name: z.name };
      ctx.check(
        z.zone.default_ttl === ttl,
        `createDnsZone with default_ttl ${ttl} answered ${String(z.zone.default_ttl)}`,
        {
          exchange: z.listed,
          contract: { operationId: 'createDnsZone', status: 201 },
        },
      );
      const made = await createRecord(ctx, z.name, example(ctx, 'A', 'plain', { comment: ctx.prefix }));
      ctx.check(
        made.ttl === ttl,
        `a record created without a ttl in a zone of default_ttl ${ttl} has ttl ${String(made.ttl)}`,
        { exchange: z.listed, contract: { operationId: 'createDnsRecord', status: 201 } },
      );
      const batch = await ctx.call('batchDnsRecords', {
        path,
        body: { creates: [example(ctx, 'A', 'batched')] },
        expect: 200,
      });
      const created = (batch.json as { created?: Resource[] } | undefined)?.created?.[0];
      if (batch.status === 200)
        ctx.check(
          created?.ttl === ttl,
          `a batch's create without a ttl in a zone of default_ttl ${ttl} has ttl ${String(created?.ttl)}`,
          { exchange: batch },
        );
      const changed = await createRecord(
        ctx,
        z.name,
        example(ctx, 'A', 'full', { ttl: 86400, comment: ctx.prefix, address: ipv4(ctx, 61) }),
      );
      const { ttl: _ttl, comment: _comment, ...rest } = replacement(changed);
      const put = await ctx.call('replaceDnsRecord', {
        path: recordPath(z.name, changed),
        body: rest,
        expect: 200,
      });
      const got = await ctx.call('getDnsRecord', {
        path: recordPath(z.name, changed),
        as: ctx.options.readToken ? 'read' : 'main',
        expect: 200,
      });
      if (put.status === 200 && got.status === 200) {
        const record = ctx.body<Resource>(got);
        ctx.check(
          record.ttl === ttl && record.comment === null,
          `replaceDnsRecord without ttl and comment left ttl ${String(record.ttl)} and comment ${JSON.stringify(record.comment)} (the zone's default_ttl is ${ttl}; an omitted comment becomes null)`,
          { exchange: got, contract: { operationId: 'replaceDnsRecord', status: 200 } },
        );
      }
    },
  };
}

/** The SOA serial of a zone file (the third field after `SOA`), or undefined. */
function serialOf(text: string): number | undefined {
  const fields =
    text
      .split('\n')
      .find((line) => /\sSOA\s/.test(line))
      ?.split(/\s+/) ?? [];
  const at = fields.indexOf('SOA');
  const serial = Number(fields[at + 3]);
  return at >= 0 && Number.isInteger(serial) ? serial : undefined;
}

function zoneFileReplace(contract: KitContract): Check {
  return {
    id: 'dns-rules.zone-file-replace',
    family: 'dns-rules',
    area: areaOf(contract.operation('replaceDnsZoneFile')),
    title:
      "a zone file replaces the zone's records: a record equal to a line (name, type, data) keeps its id with the line's ttl and comment, the others are deleted, the file's other lines created, a line without a ttl gets the file's $TTL, and the SOA serial increases",
    needs: NEEDS,
    contract: { operationId: 'replaceDnsZoneFile', status: 200 },
    async run(ctx) {
      const z = await runZone(ctx);
      const path = { zone_name: z.name };
      const keep = await createRecord(ctx, z.name, example(ctx, 'A', 'keep', { address: ipv4(ctx, 71), ttl: 3600 }));
      const drop = await createRecord(ctx, z.name, example(ctx, 'A', 'drop', { address: ipv4(ctx, 72) }));
      const file = await ctx.call('getDnsZoneFile', { path, expect: 200 });
      const serial = serialOf(String((file.json as { zone_file?: unknown } | undefined)?.zone_file ?? ''));
      const text = [
        `$ORIGIN ${z.name}.`,
        '$TTL 900',
        `keep 600 IN A ${String(keep.address)} ; ${ctx.prefix}`,
        `fresh 3600 IN A ${ipv4(ctx, 73)}`,
        `plain IN A ${ipv4(ctx, 74)}`,
        '',
      ].join('\n');
      const put = await ctx.call('replaceDnsZoneFile', { path, body: { zone_file: text }, expect: 200 });
      if (put.status !== 200) return;
      const after = serialOf(String((put.json as { zone_file?: unknown } | undefined)?.zone_file ?? ''));
      ctx.check(
        serial === undefined || (after !== undefined && after > serial),
        `the SOA serial was ${String(serial)} before the import and is ${String(after)} in its answer`,
        { exchange: put },
      );
      const { exchange, records } = await listRecords(ctx, z.name);
      const named = (name: string) => records.filter((r) => r.name === name);
      const kept = named('keep');
      ctx.check(
        kept.length === 1 && kept[0]?.id === keep.id && kept[0]?.ttl === 600 && kept[0]?.comment === ctx.prefix,
        `the record equal to a line of the file is ${JSON.stringify(kept)}, expected id ${String(keep.id)} with ttl 600 and comment "${ctx.prefix}"`,
        { exchange },
      );
      ctx.check(
        !records.some((r) => r.id === drop.id),
        `record ${String(drop.id)}, in no line of the file, is still listed`,
        {
          exchange,
        },
      );
      const fresh = named('fresh');
      ctx.check(
        fresh.length === 1 && fresh[0]?.id !== keep.id && fresh[0]?.id !== drop.id,
        `the file's new line "fresh" is listed as ${JSON.stringify(fresh)}`,
        { exchange },
      );
      ctx.check(
        named('plain')[0]?.ttl === 900,
        `a line without a ttl under $TTL 900 has ttl ${String(named('plain')[0]?.ttl)}`,
        { exchange },
      );
      ctx.check(
        records.length === z.managed.length + 3,
        `after the import the zone lists ${records.length} records, expected its ${z.managed.length} managed NS records and the file's 3`,
        { exchange },
      );
    },
  };
}

export function dnsRuleChecks(contract: KitContract): Check[] {
  const has = (id: string) => contract.operations.some((op) => op.operationId === id);
  const needed = [
    'batchDnsRecords',
    'createDnsZone',
    'createDnsRecord',
    'listDnsRecords',
    'replaceDnsRecord',
    'updateDnsRecord',
    'deleteDnsRecord',
    'getDnsRecord',
  ];
  if (!needed.every(has)) return [];
  return [
    cnameApex,
    cnameExclusive,
    duplicates,
    managedNs,
    batchAtomic,
    namesOnReplace,
    typedPatches,
    typeBounds,
    quota,
    defaults,
    ...(has('replaceDnsZoneFile') && has('getDnsZoneFile') ? [zoneFileReplace] : []),
  ].map((make) => make(contract));
}
