// What the dns-rules checks share (docs/design/conformance-kit.md#dns-rules): a zone of the run, its
// records read as one snapshot, and a refusal judged as the contract says of every rule of
// `DnsRecord`: the documented 400 and code, the field or entry named, and the zone's records exactly
// as they were before (re-read after each refusal).
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { ContractRef } from '../run/types.js';
import { checkProblem, type FieldError } from './problems-document.js';
import { zone } from './write-fixtures.js';

export type Json = Record<string, unknown>;

/** The zone's records by id, each as JSON (what a refusal must leave exactly as it was). */
export type Snapshot = Map<number, string>;

export interface RunZone {
  name: string;
  zone: Resource;
  /** The managed apex NS records the zone was created with. */
  managed: Resource[];
  records: Resource[];
  /** The list the records were read from. */
  listed: Exchange;
}

/** The contract's words for the rules: the table of `DnsRecord`'s description. */
export function rulesRef(contract: KitContract, operationId?: string): ContractRef {
  return {
    ...(operationId ? { operationId, status: 400 } : {}),
    pointer: `${contract.schemaPointer('DnsRecord')}/description`,
  };
}

/** The records of a zone (one page of 100: the zones of these checks hold fewer, the quota's aside). */
export async function listRecords(
  ctx: CheckContext,
  zoneName: string,
): Promise<{ exchange: Exchange; records: Resource[] }> {
  const exchange = await ctx.call('listDnsRecords', {
    path: { zone_name: zoneName },
    query: { per_page: 100 },
    as: ctx.options.readToken ? 'read' : 'main',
    expect: 200,
  });
  const records = (exchange.json as { data?: Resource[] } | undefined)?.data ?? [];
  return { exchange, records };
}

export function snapshotOf(records: Resource[]): Snapshot {
  return new Map(records.map((record) => [Number(record.id), JSON.stringify(record)]));
}

/** What differs between two snapshots, in words; empty when none. */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const [id, json] of after)
    if (!before.has(id)) out.push(`record ${id} was added (${json})`);
    else if (before.get(id) !== json) out.push(`record ${id} changed: ${before.get(id)} → ${json}`);
  for (const id of before.keys()) if (!after.has(id)) out.push(`record ${id} was removed`);
  return out;
}

/** Whether a record is one of the zone's managed apex NS records (naming a nameserver of the zone). */
export function isManaged(record: Resource, nameservers: readonly string[]): boolean {
  const named = String(record.nameserver ?? '').replace(/\.$/, '');
  return record.type === 'NS' && record.name === '@' && nameservers.includes(named);
}

/** A fresh zone of the run (deleted at the end, its records with it), with the records it starts with. */
export async function runZone(ctx: CheckContext, overrides: Json = {}): Promise<RunZone> {
  const made = await zone(ctx, { default_records: false, ...overrides });
  const name = String(made.name);
  const nameservers = (Array.isArray(made.nameservers) ? made.nameservers : []).map((n) =>
    String(n).replace(/\.$/, ''),
  );
  const { records, exchange } = await listRecords(ctx, name);
  return { name, zone: made, managed: records.filter((r) => isManaged(r, nameservers)), records, listed: exchange };
}

/** Creates a record of the zone (201 expected; the zone's deletion removes it). */
export async function createRecord(ctx: CheckContext, zoneName: string, body: Json): Promise<Resource> {
  const answer = await ctx.call('createDnsRecord', { path: { zone_name: zoneName }, body, expect: 201 });
  if (answer.status !== 201)
    ctx.fail(`could not create the ${String(body.type)} record ${String(body.name)} to test a rule with`, {
      exchange: answer,
    });
  return ctx.body<Resource>(answer);
}

/** The body that replaces a record with its own content (PUT), `changes` on top. */
export function replacement(record: Resource, changes: Json = {}): Json {
  const body: Json = {};
  for (const [field, value] of Object.entries(record))
    if (!['id', 'created_at', 'updated_at'].includes(field) && !(field === 'comment' && value === null))
      body[field] = value;
  return { ...body, ...changes };
}

export function errorsOf(exchange: Exchange): FieldError[] {
  const errors = (exchange.json as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

export interface Refusal {
  operationId: string;
  path: Record<string, string | number>;
  body?: unknown;
  /** The documented code. */
  code: string;
  /** Fields `errors[]` must name, each optionally with its code (`/deletes/0`, `invalid_value`). */
  fields?: Array<[field: string, code?: string]>;
  /** Text the problem's `detail` must hold (the entry of a batch or a line of a zone file). */
  detail?: RegExp;
  /** What is refused, for messages. */
  what: string;
  /** Default true: the zone's records are re-read and compared with `expected`. */
  reread?: boolean;
}

/**
 * Sends a request a rule refuses, and checks the refusal: 400 with the documented code and fields,
 * then the zone's records re-read, exactly as `expected` (the records before the request).
 */
export async function refused(
  ctx: CheckContext,
  zoneName: string,
  expected: Snapshot,
  refusal: Refusal,
): Promise<Exchange> {
  const contract = rulesRef(ctx.contract, refusal.operationId);
  const answer = await ctx.call(refusal.operationId, {
    path: refusal.path,
    ...(refusal.body !== undefined ? { body: refusal.body } : {}),
  });
  const code = (answer.json as { code?: unknown } | undefined)?.code;
  ctx.check(
    answer.status === 400,
    `${refusal.what}: ${refusal.operationId} answered ${answer.status}${typeof code === 'string' ? ` (${code})` : ''}, the contract says 400 ${refusal.code}`,
    { exchange: answer, contract },
  );
  if (answer.status === 400) {
    const problem = checkProblem(ctx, answer, undefined, contract);
    if (problem)
      ctx.check(
        problem.code === refusal.code,
        `${refusal.what}: refused with code ${JSON.stringify(problem.code)}, the contract says ${refusal.code}`,
        { exchange: answer, contract },
      );
    const errors = errorsOf(answer);
    for (const [field, code] of refusal.fields ?? []) {
      const named = errors.filter((error) => error.field === field);
      if (
        ctx.check(
          named.length > 0,
          `${refusal.what}: errors[] does not name ${field}; it lists ${JSON.stringify(errors.map((e) => e.field))}`,
          { exchange: answer, contract },
        ) &&
        code
      )
        ctx.check(
          named.some((error) => error.code === code),
          `${refusal.what}: ${field} has code ${JSON.stringify(named.map((e) => e.code))}, expected ${code}`,
          { exchange: answer, contract },
        );
    }
    if (refusal.detail) {
      const detail = String((answer.json as { detail?: unknown } | undefined)?.detail ?? '');
      ctx.check(
        refusal.detail.test(detail),
        `${refusal.what}: the detail does not name ${refusal.detail.source}: ${JSON.stringify(detail)}`,
        { exchange: answer, contract },
      );
    }
  }
  if (refusal.reread === false) return answer;
  const after = await listRecords(ctx, zoneName);
  const changed = differences(expected, snapshotOf(after.records));
  ctx.check(
    changed.length === 0,
    `${refusal.what}: answered ${answer.status}, and the zone's records changed: ${changed.slice(0, 4).join('; ')}`,
    { exchange: answer, contract },
  );
  return answer;
}

/** A zone file of the zone holding only these lines (the SOA and managed NS lines are kept by the server). */
export function zoneFile(zoneName: string, lines: string[]): string {
  return [`$ORIGIN ${zoneName}.`, '$TTL 3600', ...lines, ''].join('\n');
}
