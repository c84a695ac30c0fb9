// DNS zones and records: synchronous changes, the rules of DnsRecord, atomic batches and zone files.
import { iso } from '../clock.js';
import type { Handlers, RequestContext } from '../../http/context.js';
import {
  DATA_FIELDS,
  findConflict,
  isManaged,
  MANAGED_NAMESERVERS,
  MAX_RECORDS_PER_ZONE,
  MAX_ZONES_PER_ACCOUNT,
  meantRelativeName,
  type DnsRecordDoc,
} from '../dns-rules.js';
import { byCodePoint, equals, jsonField, listPage } from '../list.js';
import { href } from '../paths.js';
import { invalidField, notFound, ProblemError, type FieldError } from '../problem.js';
import { compiledOperations, toFieldErrors } from '../../http/validation.js';
import { emitEvent } from '../../webhooks/events.js';
import { lineMessage, parseZoneFile, serialOf, writeZoneFile, ZONE_FILE_LIMITS } from '../zone-file.js';
import type { components } from '@vps-hosting/api/schema';

type DnsRecord = components['schemas']['DnsRecord'];

interface ZoneDoc {
  name: string;
  default_ttl: number;
  created_at: string;
  updated_at: string;
  _serial: number;
}
type StoredRecord = DnsRecordDoc & { _zone: string };

const OUR_NS = MANAGED_NAMESERVERS.map((n) => n.slice(0, -1));
const createOperation = compiledOperations.find((o) => o.operationId === 'createDnsRecord')!;

async function loadZone(ctx: RequestContext & { params: { zone_name: string } }): Promise<ZoneDoc> {
  const name = ctx.params.zone_name;
  const zone = await ctx.store.get<ZoneDoc>('dns_zone', ctx.account, name);
  if (!zone) throw notFound(`DNS zone ${name}`);
  return zone;
}

const recordsOf = async (ctx: RequestContext, zone: string) =>
  (await ctx.store.list<StoredRecord>('dns_record', ctx.account)).filter((r) => r._zone === zone);

/** The DnsRecord sent: the stored record without its `_` fields (its zone). The stored records keep
 *  their own row type (`DnsRecordDoc`, dns-rules.ts): the data fields of each type are read from the
 *  document's per-type schemas at start (docs/design/README.md#principles), and they were validated
 *  against `DnsRecordCreateRequest` when written. */
const publicRecord = (r: DnsRecordDoc): DnsRecord =>
  Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith('_'))) as DnsRecord;

async function renderZone(ctx: RequestContext, zone: ZoneDoc) {
  const domain = await ctx.store.get<{ nameservers: string[] }>('domain', ctx.account, zone.name);
  return {
    name: zone.name,
    nameservers: OUR_NS,
    delegated: !!domain && OUR_NS.every((n) => domain.nameservers.includes(n)),
    default_ttl: zone.default_ttl,
    records_count: await ctx.store.listCount('dns_record', ctx.account, zone.name),
    created_at: zone.created_at,
    updated_at: zone.updated_at,
  };
}

async function loadRecord(
  ctx: RequestContext & { params: { record_id: number } },
  zone: ZoneDoc,
): Promise<StoredRecord> {
  const id = ctx.params.record_id;
  const record = await ctx.store.get<StoredRecord>('dns_record', ctx.account, id);
  if (!record || record._zone !== zone.name) throw notFound(`record ${id} in the zone ${zone.name}`);
  return record;
}

async function build(
  ctx: RequestContext,
  zone: ZoneDoc,
  body: Record<string, unknown>,
  id?: number,
  created?: string,
): Promise<StoredRecord> {
  const record: StoredRecord = {
    id: id ?? (await ctx.store.nextId('dns_record')),
    type: body.type as string,
    name: body.name as string,
    ttl: (body.ttl as number | undefined) ?? zone.default_ttl,
    comment: (body.comment as string | undefined) ?? null,
    created_at: created ?? iso(ctx.now),
    updated_at: iso(ctx.now),
    _zone: zone.name,
  };
  for (const f of DATA_FIELDS[record.type] ?? []) record[f] = body[f];
  return record;
}

/** Refuses names that repeat the zone's own name, each at its field (`/name`, `/creates/3/name`). */
function assertRelativeNames(zone: ZoneDoc, named: Array<[field: string, name: unknown]>): void {
  const errors: FieldError[] = named.flatMap(([field, name]) => {
    const meant = typeof name === 'string' ? meantRelativeName(zone.name, name) : undefined;
    if (meant === undefined) return [];
    const refusal = `Names are relative to the zone ${zone.name}: send ${meant}${meant === '@' ? ' (the apex)' : ''}.`;
    const reading = ` ${String(name)} would be ${String(name)}.${zone.name}, so it is refused.`;
    // FieldError.message holds at most 500 characters: the long names keep the instruction only.
    const message = refusal.length + reading.length <= 500 ? refusal + reading : refusal;
    return [{ field, code: 'invalid_value', message }];
  });
  if (errors.length)
    throw new ProblemError('validation_failed', `The request has ${errors.length} invalid field(s).`, errors);
}

/** Checks the rules on the zone's records as they would be, then writes the differences. */
async function commit(
  ctx: RequestContext,
  zone: ZoneDoc,
  before: StoredRecord[],
  after: StoredRecord[],
  name: (r: DnsRecordDoc) => string | undefined = () => 'the record',
): Promise<void> {
  if (after.length > MAX_RECORDS_PER_ZONE) {
    throw new ProblemError('quota_exceeded', `A zone holds at most ${MAX_RECORDS_PER_ZONE} records.`);
  }
  const conflict = findConflict(after);
  if (conflict) {
    // Name the entry of the request involved (creates first), else the stored record.
    const named = conflict[0]
      .map(name)
      .filter(Boolean)
      .sort((a, b) => Number(b!.includes('create')) - Number(a!.includes('create')));
    throw new ProblemError(
      'dns_record_conflict',
      `${named[0] ?? `Record ${conflict[0][0]!.id}`} breaks a DNS rule: ${conflict[1]}.`,
    );
  }
  const keep = new Set(after.map((r) => r.id));
  for (const r of before) if (!keep.has(r.id)) await ctx.store.delete('dns_record', ctx.account, r.id);
  for (const r of after) await ctx.store.put('dns_record', ctx.account, r.id, r);
  zone.updated_at = iso(ctx.now);
  zone._serial = Math.max(zone._serial + 1, serialOf(ctx.now));
  await ctx.store.put('dns_zone', ctx.account, zone.name, zone);
  await emitZoneChange(ctx, zone.name, before, after);
}

/** One `dns_zone.changed` event per atomic change: the ids it created, updated and deleted. */
async function emitZoneChange(
  ctx: RequestContext,
  zoneName: string,
  before: StoredRecord[],
  after: StoredRecord[],
): Promise<void> {
  const old = new Map(before.map((r) => [r.id, JSON.stringify(r)]));
  const kept = new Set(after.map((r) => r.id));
  const created = after.filter((r) => !old.has(r.id)).map((r) => r.id);
  const updated = after.filter((r) => old.has(r.id) && old.get(r.id) !== JSON.stringify(r)).map((r) => r.id);
  const deleted = before.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (created.length + updated.length + deleted.length === 0) return;
  await emitEvent(ctx.store.sql, ctx.account, {
    type: 'dns_zone.changed',
    data: { zone_name: zoneName, created, updated, deleted },
    resource: { type: 'dns_zone', id: zoneName },
    at: ctx.now,
  });
}

function managedGuard(record: StoredRecord, next: DnsRecordDoc): void {
  if (isManaged(record) && (next.name !== record.name || next.nameserver !== record.nameserver)) {
    throw new ProblemError(
      'dns_record_conflict',
      `Record ${record.id} is a managed NS record: only its ttl and comment can change.`,
    );
  }
}

/** Applies a PATCH body to a record; a data field of another type is a validation error at `prefix/<field>`. */
function patched(
  ctx: RequestContext,
  record: StoredRecord,
  body: Record<string, unknown>,
  prefix: string,
): StoredRecord {
  const allowed = new Set(['id', 'ttl', 'comment', ...(DATA_FIELDS[record.type] ?? [])]);
  const wrong: FieldError[] = Object.keys(body)
    .filter((k) => !allowed.has(k))
    .map((k) => ({ field: `${prefix}/${k}`, code: 'invalid_value', message: `A ${record.type} record has no ${k}.` }));
  if (wrong.length)
    throw new ProblemError('validation_failed', `The request has ${wrong.length} invalid field(s).`, wrong);
  const next: StoredRecord = { ...record, updated_at: iso(ctx.now) };
  for (const [k, v] of Object.entries(body)) if (k !== 'id') next[k] = v;
  if (body.address !== undefined && record.type === 'A' && String(body.address).includes(':')) {
    throw invalidField(`${prefix}/address`, 'An A record needs an IPv4 address.', 'format');
  }
  if (body.address !== undefined && record.type === 'AAAA' && !String(body.address).includes(':')) {
    throw invalidField(`${prefix}/address`, 'An AAAA record needs an IPv6 address.', 'format');
  }
  // The patched record obeys its type's bounds too (a CAA value is at most 255 characters, a TXT one 4096).
  const asCreated = {
    type: next.type,
    name: next.name,
    ttl: next.ttl,
    ...(next.comment === null ? {} : { comment: next.comment }),
    ...Object.fromEntries((DATA_FIELDS[next.type] ?? []).map((f) => [f, next[f]])),
  };
  const validateCreate = createOperation.validateBody!;
  if (!validateCreate(asCreated)) {
    const errors = toFieldErrors(validateCreate.errors, `${prefix}/`).filter((e) =>
      Object.hasOwn(body, e.field.slice(prefix.length + 1)),
    );
    if (errors.length)
      throw new ProblemError('validation_failed', `The request has ${errors.length} invalid field(s).`, errors);
  }
  managedGuard(record, next);
  return next;
}

/** A record id appears at most once across a batch's deletes and patches; each repeat is named. */
function assertNamedOnce(deletes: number[], patches: Array<Record<string, unknown>>): void {
  const firstAt = new Map<unknown, string>();
  const repeats: FieldError[] = [];
  const note = (id: unknown, field: string) => {
    const first = firstAt.get(id);
    if (first === undefined) firstAt.set(id, field);
    else
      repeats.push({
        field,
        code: 'unique_items',
        message: `Record ${String(id)} is already named at ${first}: an id appears at most once across deletes and patches.`,
      });
  };
  deletes.forEach((id, i) => {
    note(id, `/deletes/${i}`);
  });
  patches.forEach((patch, i) => {
    note(patch.id, `/patches/${i}/id`);
  });
  if (repeats.length)
    throw new ProblemError('validation_failed', `The batch names ${repeats.length} record(s) more than once.`, repeats);
}

export const dnsHandlers = {
  listDnsZones: async (ctx) => {
    const sql = ctx.store.sql;
    const name = byCodePoint(sql, 'key');
    return listPage(ctx, {
      from: 'resources',
      where: { sql: "kind = 'dns_zone' AND account_id = ?", params: [ctx.account] },
      columns: 'data',
      identity: name,
      sorts: { name, created_at: byCodePoint(sql, jsonField(sql, 'data', 'created_at')) },
      filters: { name: equals('key') },
      total: () => ctx.store.count('dns_zone', ctx.account),
      render: (row: { data: string }) => renderZone(ctx, JSON.parse(row.data) as ZoneDoc),
    });
  },

  createDnsZone: async (ctx) => {
    const b = ctx.body;
    if (await ctx.store.get('dns_zone', ctx.account, b.name))
      throw new ProblemError('already_exists', `The account already has a zone ${b.name}.`);
    if ((await ctx.store.list('dns_zone', ctx.account)).length >= MAX_ZONES_PER_ACCOUNT) {
      throw new ProblemError('quota_exceeded', `An account holds at most ${MAX_ZONES_PER_ACCOUNT} zones.`);
    }
    const zone: ZoneDoc = {
      name: b.name,
      default_ttl: b.default_ttl ?? 3600,
      created_at: iso(ctx.now),
      updated_at: iso(ctx.now),
      _serial: serialOf(ctx.now),
    };
    await ctx.store.put('dns_zone', ctx.account, zone.name, zone);
    const records: StoredRecord[] = [];
    for (const ns of MANAGED_NAMESERVERS)
      records.push(await build(ctx, zone, { type: 'NS', name: '@', ttl: 86400, nameserver: ns }));
    if (b.default_records)
      records.push(await build(ctx, zone, { type: 'CNAME', name: 'www', target: `${zone.name}.` }));
    await commit(ctx, zone, [], records);
    return {
      status: 201,
      body: await renderZone(ctx, zone),
      location: ctx.baseUrl + href('getDnsZone', { zone_name: zone.name }),
    };
  },

  getDnsZone: async (ctx) => ({ status: 200, body: await renderZone(ctx, await loadZone(ctx)) }),

  deleteDnsZone: async (ctx) => {
    const zone = await loadZone(ctx);
    const body = await renderZone(ctx, zone);
    const records = await recordsOf(ctx, zone.name);
    for (const r of records) await ctx.store.delete('dns_record', ctx.account, r.id);
    await ctx.store.delete('dns_zone', ctx.account, zone.name);
    await emitZoneChange(ctx, zone.name, records, []);
    return { status: 200, body };
  },

  getDnsZoneFile: async (ctx) => {
    const zone = await loadZone(ctx);
    return {
      status: 200,
      body: {
        zone_name: zone.name,
        zone_file: writeZoneFile(zone.name, await recordsOf(ctx, zone.name), zone._serial),
      },
    };
  },

  replaceDnsZoneFile: async (ctx) => {
    const zone = await loadZone(ctx);
    const before = await recordsOf(ctx, zone.name);
    const managed = before.filter(isManaged);
    // Records past the quota are only counted: the answer is quota_exceeded whatever they hold.
    const room = MAX_RECORDS_PER_ZONE - managed.length;
    const parsed = parseZoneFile(ctx.body.zone_file, zone.name, { maxRecords: room });
    const validateCreate = createOperation.validateBody!;
    const errors = parsed.errors;
    for (const record of parsed.records) {
      // A relative owner that repeats the zone's name is the classic missing trailing dot.
      const owner = String(record.request.name);
      const meant = meantRelativeName(zone.name, owner);
      if (meant !== undefined)
        errors.push({
          line: record.line,
          message:
            `the name ${owner}.${zone.name}. repeats the zone's name: write ${meant === '@' ? '@' : meant} ` +
            `or the full name with a trailing dot (${meant === '@' ? '' : `${meant}.`}${zone.name}.).`,
        });
      else if (!validateCreate(record.request)) {
        const detail = toFieldErrors(validateCreate.errors, '')
          .map((e) => `${e.field.slice(1) || 'record'}: ${e.message}`)
          .join(' ');
        errors.push({ line: record.line, message: detail });
      }
    }
    if (errors.length) {
      const stopped = parsed.stoppedAt ? `; reading stopped at line ${parsed.stoppedAt}` : '';
      throw new ProblemError(
        'validation_failed',
        `The zone file has ${errors.length} invalid line(s)${stopped}.`,
        errors
          .sort((x, y) => x.line - y.line)
          .slice(0, ZONE_FILE_LIMITS.errors)
          .map((e) => ({ field: '/zone_file', code: 'invalid_value', message: lineMessage(e).slice(0, 500) })),
      );
    }
    if (parsed.recordCount > room)
      throw new ProblemError('quota_exceeded', `A zone holds at most ${MAX_RECORDS_PER_ZONE} records.`);
    // Existing records equal to a line of the file (same name, type and data) keep their id.
    const sameKey = (r: DnsRecordDoc) => JSON.stringify([r.name, r.type, ...DATA_FIELDS[r.type]!.map((f) => r[f])]);
    const reusable = new Map<string, StoredRecord[]>();
    for (const r of before) if (!isManaged(r)) reusable.set(sameKey(r), [...(reusable.get(sameKey(r)) ?? []), r]);
    const lineOf = new Map<DnsRecordDoc, number>();
    const after: StoredRecord[] = [...managed];
    for (const { request, line } of parsed.records) {
      const candidate = await build(ctx, zone, request, -1);
      const same = reusable.get(sameKey(candidate))?.shift();
      const record = same
        ? { ...same, ttl: candidate.ttl, comment: candidate.comment, updated_at: iso(ctx.now) }
        : { ...candidate, id: await ctx.store.nextId('dns_record') };
      lineOf.set(record, line);
      after.push(record);
    }
    await commit(ctx, zone, before, after, (r) => (lineOf.has(r) ? `Line ${lineOf.get(r)}` : undefined));
    return { status: 200, body: { zone_name: zone.name, zone_file: writeZoneFile(zone.name, after, zone._serial) } };
  },

  listDnsRecords: async (ctx) => {
    const zone = await loadZone(ctx);
    const sql = ctx.store.sql;
    const field = (name: string) => jsonField(sql, 'data', name);
    const id = 'CAST(key AS BIGINT)';
    return listPage(ctx, {
      from: 'resources',
      // A record's parent is its zone (resources.parent, indexed with the id).
      where: { sql: "kind = 'dns_record' AND account_id = ? AND parent = ?", params: [ctx.account, zone.name] },
      columns: 'data',
      identity: id,
      sorts: {
        id,
        name: byCodePoint(sql, field('name')),
        type: byCodePoint(sql, field('type')),
        created_at: byCodePoint(sql, field('created_at')),
      },
      filters: { type: equals(field('type')), name: equals(field('name')) },
      total: () => ctx.store.listCount('dns_record', ctx.account, zone.name),
      render: (row: { data: string }) => publicRecord(JSON.parse(row.data) as StoredRecord),
    });
  },

  createDnsRecord: async (ctx) => {
    const zone = await loadZone(ctx);
    assertRelativeNames(zone, [['/name', ctx.body.name]]);
    const before = await recordsOf(ctx, zone.name);
    const record = await build(ctx, zone, ctx.body);
    await commit(ctx, zone, before, [...before, record]);
    return {
      status: 201,
      body: publicRecord(record),
      location: ctx.baseUrl + href('getDnsRecord', { zone_name: zone.name, record_id: record.id }),
    };
  },

  getDnsRecord: async (ctx) => ({ status: 200, body: publicRecord(await loadRecord(ctx, await loadZone(ctx))) }),

  replaceDnsRecord: async (ctx) => {
    const zone = await loadZone(ctx);
    const record = await loadRecord(ctx, zone);
    const body = ctx.body;
    if (body.type !== record.type)
      throw invalidField('/type', `Must stay ${record.type}; delete the record and create another to change its type.`);
    // The record's own name, unchanged, stays accepted (a zone file may have stored it).
    if (body.name !== record.name) assertRelativeNames(zone, [['/name', body.name]]);
    const next = await build(ctx, zone, body, record.id, record.created_at);
    managedGuard(record, next);
    const before = await recordsOf(ctx, zone.name);
    await commit(
      ctx,
      zone,
      before,
      before.map((r) => (r.id === record.id ? next : r)),
    );
    return { status: 200, body: publicRecord(next) };
  },

  updateDnsRecord: async (ctx) => {
    const zone = await loadZone(ctx);
    const record = await loadRecord(ctx, zone);
    const next = patched(ctx, record, ctx.body, '');
    const before = await recordsOf(ctx, zone.name);
    await commit(
      ctx,
      zone,
      before,
      before.map((r) => (r.id === record.id ? next : r)),
    );
    return { status: 200, body: publicRecord(next) };
  },

  deleteDnsRecord: async (ctx) => {
    const zone = await loadZone(ctx);
    const record = await loadRecord(ctx, zone);
    if (isManaged(record))
      throw new ProblemError(
        'dns_record_conflict',
        `Record ${record.id} is a managed NS record; delete the zone instead.`,
      );
    const before = await recordsOf(ctx, zone.name);
    await commit(
      ctx,
      zone,
      before,
      before.filter((r) => r.id !== record.id),
    );
    return { status: 200, body: publicRecord(record) };
  },

  batchDnsRecords: async (ctx) => {
    const zone = await loadZone(ctx);
    const b = ctx.body;
    if (!b.deletes?.length && !b.patches?.length && !b.creates?.length) {
      throw invalidField('', 'At least one of deletes, patches and creates must be non-empty.', 'required');
    }
    assertNamedOnce(b.deletes ?? [], b.patches ?? []);
    const before = await recordsOf(ctx, zone.name);
    let current = [...before];
    const origin = new Map<DnsRecordDoc, string>();
    const unknown: FieldError[] = [];
    (b.deletes ?? []).forEach((id, i) => {
      const r = current.find((x) => x.id === id);
      if (!r)
        unknown.push({
          field: `/deletes/${i}`,
          code: 'invalid_value',
          message: `There is no record ${id} in the zone.`,
        });
      else if (isManaged(r))
        throw new ProblemError('dns_record_conflict', `/deletes/${i}: record ${id} is a managed NS record.`);
      else current = current.filter((x) => x.id !== id);
    });
    const updated: StoredRecord[] = [];
    (b.patches ?? []).forEach((patch, i) => {
      const r = current.find((x) => x.id === patch.id);
      if (!r) {
        unknown.push({
          field: `/patches/${i}/id`,
          code: 'invalid_value',
          message: `There is no record ${String(patch.id)} in the zone.`,
        });
        return;
      }
      let next: StoredRecord;
      try {
        next = patched(ctx, r, patch, `/patches/${i}`);
      } catch (error) {
        if (error instanceof ProblemError && error.code === 'dns_record_conflict')
          throw new ProblemError(error.code, `/patches/${i}: ${error.detail}`);
        throw error;
      }
      origin.set(next, `/patches/${i}`);
      current = current.map((x) => (x.id === r.id ? next : x));
      updated.push(next);
    });
    if (unknown.length)
      throw new ProblemError('validation_failed', `The batch names ${unknown.length} unknown record(s).`, unknown);
    assertRelativeNames(
      zone,
      (b.creates ?? []).map((c, i) => [`/creates/${i}/name`, c.name]),
    );
    const created: StoredRecord[] = [];
    for (const [i, c] of (b.creates ?? []).entries()) {
      const record = await build(ctx, zone, c);
      origin.set(record, `/creates/${i}`);
      created.push(record);
    }
    current = [...current, ...created];
    if (current.length > MAX_RECORDS_PER_ZONE) {
      throw new ProblemError(
        'quota_exceeded',
        `${created.length ? `/creates/${created.length - 1}` : 'The batch'}: a zone holds at most ${MAX_RECORDS_PER_ZONE} records.`,
      );
    }
    await commit(ctx, zone, before, current, (r) => origin.get(r));
    return {
      status: 200,
      body: { deleted: b.deletes ?? [], updated: updated.map(publicRecord), created: created.map(publicRecord) },
    };
  },
} satisfies Partial<Handlers>;
