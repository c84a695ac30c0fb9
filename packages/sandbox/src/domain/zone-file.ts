// RFC 1035 master files: writing a zone's records, and reading the subset the document supports.
import { iso } from './clock.js';
import { DATA_FIELDS, isManaged, type DnsRecordDoc } from './dns-rules.js';
import { openapi, type JsonObject } from '../document.js';

/** Types in the order of the document's DnsRecordType enum (A, AAAA, CNAME, MX, …). */
const TYPE_ORDER = ((openapi.components as JsonObject).schemas as Record<string, JsonObject>).DnsRecordType!
  .enum as string[];
/** The apex first, then names in ascending order. */
const byName = (a: string, b: string) => (a === b ? 0 : a === '@' ? -1 : b === '@' ? 1 : a < b ? -1 : 1);
const fqdn = (name: string, zone: string) => (name === '@' ? `${zone}.` : `${name}.${zone}.`);
const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function rdata(r: DnsRecordDoc): string {
  const fields = DATA_FIELDS[r.type] ?? [];
  return fields
    .map((f) => (r.type === 'TXT' || (r.type === 'CAA' && f === 'value') ? quote(String(r[f])) : String(r[f])))
    .join(' ');
}

export function writeZoneFile(zone: string, records: DnsRecordDoc[], serial: number): string {
  const lines = [`$ORIGIN ${zone}.`, '$TTL 3600'];
  const row = (owner: string, ttl: number, type: string, data: string, comment?: string | null) =>
    // Columns as in the document's examples, always separated by at least one space.
    `${owner.padEnd(23)} ${String(ttl).padEnd(5)} IN  ${type.padEnd(6)} ${data}${comment ? ` ; ${comment}` : ''}`;
  lines.push(
    row(
      `${zone}.`,
      3600,
      'SOA',
      `ns1.vps-hosting.example. hostmaster.vps-hosting.example. ${serial} 7200 900 1209600 3600`,
    ),
  );
  const ns = records.filter((r) => r.type === 'NS' && r.name === '@');
  const rest = records
    .filter((r) => !ns.includes(r))
    .sort((a, b) => byName(a.name, b.name) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || a.id - b.id);
  for (const r of [...ns, ...rest]) lines.push(row(fqdn(r.name, zone), r.ttl, r.type, rdata(r), r.comment));
  return `${lines.join('\n')}\n`;
}

export const serialOf = (ms: number) => Number(`${iso(ms).slice(0, 10).replace(/-/g, '')}01`);

export interface ParsedLine {
  line: number;
  request: Record<string, unknown>;
}

/** Bounds on the work of one import, whatever the file (README.md documents them). */
export const ZONE_FILE_LIMITS = {
  /** Lines one record in parentheses may span. */
  recordLines: 100,
  /** Characters of one record, its continuation lines included. */
  recordChars: 16_384,
  /** Records and `$` directives of one file (SOA and our NS lines included): 500 records and room to spare. */
  entries: 2_000,
  /** Bad lines: reading stops at this many. */
  errors: 100,
};

export interface LineError {
  line: number;
  message: string;
}

/** "Line 7: unknown record type SPF." */
export const lineMessage = (e: LineError) => `Line ${e.line}: ${e.message}`;

export interface ParseOptions {
  /** Records kept; the others are only counted (the zone's quota refuses them anyway). */
  maxRecords?: number;
}

export interface ParsedZoneFile {
  /** The records to create, in file order (at most maxRecords; SOA and our apex NS lines left out). */
  records: ParsedLine[];
  /** Records read, kept or not: maxRecords + 1 when reading stopped at the first past the quota. */
  recordCount: number;
  /** Bad lines in file order (reading stops at ZONE_FILE_LIMITS.errors of them). */
  errors: LineError[];
  /** The line reading stopped at, when it stopped before the end of the file. */
  stoppedAt?: number;
  /** Characters and tokens visited: grows linearly with the file (test/zone-file.test.ts). */
  steps: number;
}

interface Token {
  v: string;
  quoted: boolean;
}

const SPACE = 32;
const TAB = 9;
const CR = 13;
const NEWLINE = 10;
const isSpace = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  return c === SPACE || c === TAB || c === CR || (c > 127 && /\s/.test(text[i] as string));
};
const isDelimiter = (text: string, i: number) => {
  const c = text[i];
  return c === ';' || c === '(' || c === ')' || c === '"' || isSpace(text, i);
};

/** What one physical line holds: its tokens, its comment and the parenthesis depth after it. */
interface ScannedLine {
  tokens: Token[];
  comment: string | null;
  depth: number;
}

/** Scans one line once: quoted strings stay whole (joined for TXT later), `;` starts a comment. */
function scanLine(text: string, depthBefore: number): ScannedLine {
  const tokens: Token[] = [];
  let depth = depthBefore;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ';') return { tokens, comment: text.slice(i + 1).trim() || null, depth };
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) throw new Error('a ")" closes no parenthesis.');
    if (c === '(' || c === ')' || isSpace(text, i)) {
      i++;
      continue;
    }
    if (c === '"') {
      const parts: string[] = [];
      let from = ++i;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) {
          parts.push(text.slice(from, i));
          from = ++i;
        }
        i++;
      }
      if (i >= text.length) throw new Error('unterminated quoted string');
      parts.push(text.slice(from, i++));
      tokens.push({ v: parts.join(''), quoted: true });
      continue;
    }
    const from = i;
    while (i < text.length && !isDelimiter(text, i)) i++;
    tokens.push({ v: text.slice(from, i), quoted: false });
  }
  return { tokens, comment: null, depth };
}

/** Turns the tokens of one record (or directive) into a create request, or undefined for a directive or SOA. */
interface ReaderState {
  zone: string;
  defaultTtl?: number;
  lastOwner: string;
}

function readRecord(
  state: ReaderState,
  tokens: Token[],
  startsBlank: boolean,
  comment: string | null,
): Record<string, unknown> | undefined {
  const first = tokens[0]!.v;
  if (first === '$ORIGIN') {
    if (tokens[1]?.v.toLowerCase() !== `${state.zone}.`) throw new Error(`$ORIGIN must be ${state.zone}.`);
    return undefined;
  }
  if (first === '$TTL') {
    state.defaultTtl = Number(tokens[1]?.v);
    if (!Number.isInteger(state.defaultTtl)) throw new Error('$TTL needs a number of seconds.');
    return undefined;
  }
  if (first.startsWith('$')) throw new Error(`${first} is not supported.`);
  let k = 0;
  let owner = state.lastOwner;
  if (!startsBlank) {
    owner = relative(tokens[k++]!.v.toLowerCase(), state.zone);
    state.lastOwner = owner;
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
  if (type === 'SOA') return undefined;
  const fields = Object.hasOwn(DATA_FIELDS, type) ? DATA_FIELDS[type] : undefined;
  if (!fields) throw new Error(`unknown record type ${type}.`);
  const request: Record<string, unknown> = { type, name: owner };
  if (ttl ?? state.defaultTtl) request.ttl = ttl ?? state.defaultTtl;
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
  // Our apex NS records stay as they are: their lines are ignored.
  if (isManaged(request as DnsRecordDoc)) return undefined;
  return request;
}

/**
 * Parses a zone file into create requests in one pass over its lines (each character is read once);
 * errors name their line. The SOA line and our apex NS lines are left out. Reading stops, so that no
 * file costs more than a bounded amount of work, at the first record over ZONE_FILE_LIMITS
 * (recordLines, recordChars, entries), at the ZONE_FILE_LIMITS.errors-th bad line, and at the first
 * record past maxRecords.
 */
export function parseZoneFile(text: string, zone: string, options: ParseOptions = {}): ParsedZoneFile {
  const maxRecords = options.maxRecords ?? Infinity;
  const out: ParsedZoneFile = { records: [], recordCount: 0, errors: [], steps: 0 };
  const fail = (line: number, message: string) => out.errors.push({ line, message });
  const state: ReaderState = { zone, lastOwner: '@' };
  /** The record being read: from its first line until its parentheses close. */
  let open:
    | { start: number; tokens: Token[]; comment: string | null; startsBlank: boolean; lines: number; chars: number }
    | undefined;
  let depth = 0;
  let entries = 0;
  let n = 0;
  for (let pos = 0; pos <= text.length; n++) {
    if (out.errors.length >= ZONE_FILE_LIMITS.errors || out.recordCount > maxRecords) {
      out.stoppedAt = n;
      break;
    }
    if (!open) {
      // Outside a record, empty lines, and then a blank or comment-only line, are skipped without copies.
      const from = pos;
      while (text.charCodeAt(pos) === NEWLINE) pos++;
      n += pos - from;
      out.steps += pos - from;
      if (pos >= text.length) break;
      let i = pos;
      while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r')) i++;
      if (i === text.length || text[i] === '\n' || text[i] === ';') {
        const next = text.indexOf('\n', i);
        out.steps += (next < 0 ? text.length : next) - pos + 1;
        if (next < 0) break;
        pos = next + 1;
        continue;
      }
    }
    const end = text.indexOf('\n', pos);
    const last = end < 0;
    const line = text.slice(pos, last ? text.length : end);
    pos += line.length + 1;
    out.steps += line.length + 1;
    let scanned: ScannedLine;
    try {
      scanned = scanLine(line, depth);
    } catch (error) {
      // An unreadable line ends the record it belongs to.
      fail(open?.start ?? n + 1, (error as Error).message);
      open = undefined;
      depth = 0;
      continue;
    }
    out.steps += scanned.tokens.length;
    depth = scanned.depth;
    if (!open) {
      if (scanned.tokens.length === 0 && depth === 0) continue;
      open = { start: n + 1, tokens: [], comment: null, startsBlank: isSpace(line, 0), lines: 0, chars: 0 };
    }
    open.lines++;
    open.chars += line.length + 1;
    if (open.lines > ZONE_FILE_LIMITS.recordLines || open.chars > ZONE_FILE_LIMITS.recordChars) {
      fail(
        open.start,
        `a record may span at most ${ZONE_FILE_LIMITS.recordLines} lines and ${ZONE_FILE_LIMITS.recordChars} characters.`,
      );
      out.stoppedAt = n + 1;
      break;
    }
    for (const t of scanned.tokens) open.tokens.push(t);
    open.comment ??= scanned.comment;
    if (depth > 0 && !last) continue;
    const record = open;
    open = undefined;
    if (depth > 0) fail(record.start, 'the parenthesis opened in this record is not closed.');
    else if (record.tokens.length > 0) {
      if (++entries > ZONE_FILE_LIMITS.entries) {
        fail(record.start, `a zone file holds at most ${ZONE_FILE_LIMITS.entries} records and $ directives.`);
        out.stoppedAt = n + 1;
        break;
      }
      try {
        const request = readRecord(state, record.tokens, record.startsBlank, record.comment);
        if (request && out.recordCount++ < maxRecords) out.records.push({ line: record.start, request });
      } catch (error) {
        fail(record.start, (error as Error).message);
      }
    }
  }
  return out;
}

function relative(owner: string, zone: string): string {
  if (owner === '@' || owner === `${zone}.`) return '@';
  if (owner.endsWith(`.${zone}.`)) return owner.slice(0, -(zone.length + 2));
  if (owner.endsWith('.')) throw new Error(`${owner} is outside the zone ${zone}.`);
  return owner;
}
