// RFC 1035 master files: writing a zone's records, and reading the subset the document supports.
import { iso } from './clock.js';
import { DATA_FIELDS, type DnsRecordDoc } from './dns-rules.js';
import { openapi, type JsonObject } from './document.js';

/** Types in the order of the document's DnsRecordType enum (A, AAAA, CNAME, MX, …). */
const TYPE_ORDER = ((openapi.components as JsonObject).schemas as Record<string, JsonObject>).DnsRecordType!.enum as string[];
/** The apex first, then names in ascending order. */
const byName = (a: string, b: string) => (a === b ? 0 : a === '@' ? -1 : b === '@' ? 1 : a < b ? -1 : 1);
const fqdn = (name: string, zone: string) => (name === '@' ? `${zone}.` : `${name}.${zone}.`);
const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function rdata(r: DnsRecordDoc): string {
  const fields = DATA_FIELDS[r.type] ?? [];
  return fields.map((f) => (r.type === 'TXT' || (r.type === 'CAA' && f === 'value') ? quote(String(r[f])) : String(r[f]))).join(' ');
}

export function writeZoneFile(zone: string, records: DnsRecordDoc[], serial: number): string {
  const lines = [`$ORIGIN ${zone}.`, '$TTL 3600'];
  const row = (owner: string, ttl: number, type: string, data: string, comment?: string | null) =>
    // Columns as in the document's examples, always separated by at least one space.
    `${owner.padEnd(23)} ${String(ttl).padEnd(5)} IN  ${type.padEnd(6)} ${data}${comment ? ` ; ${comment}` : ''}`;
  lines.push(row(`${zone}.`, 3600, 'SOA', `ns1.vps-hosting.example. hostmaster.vps-hosting.example. ${serial} 7200 900 1209600 3600`));
  const ns = records.filter((r) => r.type === 'NS' && r.name === '@');
  const rest = records
    .filter((r) => !ns.includes(r))
    .sort((a, b) => byName(a.name, b.name) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.id - b.id);
  for (const r of [...ns, ...rest]) lines.push(row(fqdn(r.name, zone), r.ttl, r.type, rdata(r), r.comment));
  return lines.join('\n') + '\n';
}

export const serialOf = (ms: number) => Number(iso(ms).slice(0, 10).replace(/-/g, '') + '01');

export interface ParsedLine {
  line: number;
  request: Record<string, unknown>;
}

/** Splits a line into tokens: quoted strings stay whole (joined for TXT later), `;` starts a comment. */
function tokenize(text: string): { tokens: Array<{ v: string; quoted: boolean }>; comment: string | null } {
  const tokens: Array<{ v: string; quoted: boolean }> = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === ';') return { tokens, comment: text.slice(i + 1).trim() || null };
    if (/\s/.test(c) || c === '(' || c === ')') {
      i++;
      continue;
    }
    if (c === '"') {
      let v = '';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        v += text[i];
        i++;
      }
      if (text[i] !== '"') throw new Error('unterminated quoted string');
      i++;
      tokens.push({ v, quoted: true });
      continue;
    }
    let v = '';
    while (i < text.length && !/[\s;()"]/.test(text[i] as string)) v += text[i++];
    tokens.push({ v, quoted: false });
  }
  return { tokens, comment: null };
}

/** Parses a zone file into create requests; errors are "Line N: …". SOA and managed NS lines are skipped by the caller. */
export function parseZoneFile(text: string, zone: string): { records: ParsedLine[]; errors: string[] } {
  const records: ParsedLine[] = [];
  const errors: string[] = [];
  const rawLines = text.replace(/\r\n/g, '\n').split('\n');
  let defaultTtl: number | undefined;
  let lastOwner = '@';
  for (let n = 0; n < rawLines.length; n++) {
    const start = n + 1;
    let joined = rawLines[n] as string;
    // Parentheses continue a record across lines.
    const depth = (s: string) => (s.replace(/"[^"]*"|;.*$/gm, '').match(/\(/g)?.length ?? 0) - (s.replace(/"[^"]*"|;.*$/gm, '').match(/\)/g)?.length ?? 0);
    while (depth(joined) > 0 && n + 1 < rawLines.length) joined += ' ' + (rawLines[++n] as string).replace(/;.*$/, '');
    if (!joined.trim() || joined.trim().startsWith(';')) continue;
    try {
      const startsBlank = /^\s/.test(joined);
      const { tokens, comment } = tokenize(joined);
      if (tokens.length === 0) continue;
      const first = tokens[0]!.v;
      if (first === '$ORIGIN') {
        if (tokens[1]?.v.toLowerCase() !== `${zone}.`) throw new Error(`$ORIGIN must be ${zone}.`);
        continue;
      }
      if (first === '$TTL') {
        defaultTtl = Number(tokens[1]?.v);
        if (!Number.isInteger(defaultTtl)) throw new Error('$TTL needs a number of seconds.');
        continue;
      }
      if (first.startsWith('$')) throw new Error(`${first} is not supported.`);
      let k = 0;
      let owner = lastOwner;
      if (!startsBlank) {
        owner = relative(tokens[k++]!.v.toLowerCase(), zone);
        lastOwner = owner;
      }
      let ttl: number | undefined;
      for (let guard = 0; guard < 2; guard++) {
        const t = tokens[k]?.v;
        if (t && /^\d+$/.test(t)) {
          ttl = Number(t);
          k++;
        } else if (t?.toUpperCase() === 'IN') k++;
      }
      const type = tokens[k++]?.v.toUpperCase();
      if (!type) throw new Error('a record type is missing.');
      const data = tokens.slice(k);
      if (type === 'SOA') continue;
      const fields = DATA_FIELDS[type];
      if (!fields) throw new Error(`unknown record type ${type}.`);
      const request: Record<string, unknown> = { type, name: owner };
      if (ttl ?? defaultTtl) request.ttl = ttl ?? defaultTtl;
      if (type === 'TXT') {
        request.value = data.map((d) => d.v).join('');
      } else {
        if (data.length !== fields.length) throw new Error(`${type} needs ${fields.join(', ')}.`);
        fields.forEach((f, i) => {
          const v = data[i]!.v;
          request[f] = /^(priority|weight|port|flags)$/.test(f) && /^\d+$/.test(v) ? Number(v) : v;
        });
      }
      if (comment) request.comment = comment;
      records.push({ line: start, request });
    } catch (error) {
      errors.push(`Line ${start}: ${(error as Error).message}`);
    }
  }
  return { records, errors };
}

function relative(owner: string, zone: string): string {
  if (owner === '@' || owner === `${zone}.`) return '@';
  if (owner.endsWith(`.${zone}.`)) return owner.slice(0, -(zone.length + 2));
  if (owner.endsWith('.')) throw new Error(`${owner} is outside the zone ${zone}.`);
  return owner;
}
