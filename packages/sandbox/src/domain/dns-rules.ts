// DNS record data fields (read from the document's per-type schemas) and the rules every record obeys.
import { openapi, type JsonObject } from '../document.js';

export interface DnsRecordDoc {
  id: number;
  type: string;
  name: string;
  ttl: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

const schemas = (openapi.components as JsonObject).schemas as Record<string, JsonObject>;
const mapping = (schemas.DnsRecordCreateRequest!.discriminator as { mapping: Record<string, string> }).mapping;
const COMMON = new Set(['type', 'name', 'ttl', 'comment']);

/** Data fields of each record type, in the order of its schema: { MX: ['priority', 'exchange'], … }. */
export const DATA_FIELDS: Record<string, string[]> = Object.fromEntries(
  Object.entries(mapping).map(([type, ref]) => {
    const schema = schemas[ref.split('/').pop() as string] as JsonObject;
    return [type, Object.keys(schema.properties as JsonObject).filter((k) => !COMMON.has(k))];
  }),
);

export const MANAGED_NAMESERVERS = ['ns1.vps-hosting.example.', 'ns2.vps-hosting.example.'];
export const MAX_RECORDS_PER_ZONE = 500;
export const MAX_ZONES_PER_ACCOUNT = 100;

export const isManaged = (r: DnsRecordDoc) =>
  r.type === 'NS' && r.name === '@' && MANAGED_NAMESERVERS.includes(String(r.nameserver));

/** The record's identity for duplicate detection: name, type and data (ttl and comment aside). */
export const identity = (r: DnsRecordDoc) =>
  JSON.stringify([
    r.name,
    r.type,
    ...(DATA_FIELDS[r.type] ?? []).map((f) => (typeof r[f] === 'string' ? (r[f] as string).toLowerCase() : r[f])),
  ]);

/** The first rule the whole set of records breaks, as [records involved, reason], or undefined. */
export function findConflict(records: DnsRecordDoc[]): [DnsRecordDoc[], string] | undefined {
  const seen = new Map<string, DnsRecordDoc>();
  const byName = new Map<string, DnsRecordDoc[]>();
  for (const r of records) {
    if (r.type === 'CNAME' && r.name === '@') return [[r], 'a CNAME cannot sit at the apex (@)'];
    const key = identity(r);
    if (seen.has(key))
      return [
        [r, seen.get(key)!],
        `it duplicates record ${seen.get(key)!.id || 'in this request'} (same name, type and data)`,
      ];
    seen.set(key, r);
    const group = byName.get(r.name);
    if (group) group.push(r);
    else byName.set(r.name, [r]);
  }
  for (const [name, group] of byName) {
    const cname = group.find((r) => r.type === 'CNAME');
    if (cname && group.length > 1)
      return [
        [...group.filter((r) => r !== cname), cname],
        `a CNAME cannot share its name (${name}) with any other record`,
      ];
  }
  return undefined;
}

/**
 * A record's name is relative to its zone, so one that ends with the zone's own name (`www.example.com`
 * in `example.com`) almost always means the user wrote the full name: it is refused, never read as
 * `www.example.com.example.com` (docs/design/dns-names.md). Returns the relative name meant (`www`, or
 * `@` for the zone's name itself), or undefined when the name does not repeat the zone's.
 */
export function meantRelativeName(zoneName: string, name: string): string | undefined {
  const zone = zoneName.toLowerCase();
  const lower = name.toLowerCase();
  if (lower === zone) return '@';
  return lower.endsWith(`.${zone}`) ? name.slice(0, name.length - zone.length - 1) : undefined;
}
