// Zone-file import: records in parentheses across lines, bounded work per request (issue 10, item 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORDS_PER_ZONE } from '../src/domain/dns-rules.js';
import { parseZoneFile, ZONE_FILE_LIMITS } from '../src/domain/zone-file.js';
import { startHarness, type Harness } from './helpers.js';

const ZONE = 'zone-file-test.com';

/** One TXT record whose quoted parts run over `lines` lines inside parentheses. */
const parenthesised = (lines: number) =>
  `@ IN TXT ( ; opened here\n${Array.from({ length: lines }, (_, i) => `  "p${i}"`).join('\n')}\n)\n`;

describe('parseZoneFile', () => {
  it('reads a record in parentheses over many lines: parts joined, the comment kept, the first line named', () => {
    const parsed = parseZoneFile(`$TTL 600\n${parenthesised(40)}www IN A 203.0.113.5\n`, ZONE);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records).toEqual([
      {
        line: 2,
        request: {
          type: 'TXT',
          name: '@',
          ttl: 600,
          value: Array.from({ length: 40 }, (_, i) => `p${i}`).join(''),
          comment: 'opened here',
        },
      },
      { line: 44, request: { type: 'A', name: 'www', ttl: 600, address: '203.0.113.5' } },
    ]);
  });

  it('refuses a record longer than the bound, and one whose parenthesis never closes, by line', () => {
    const tooLong = parseZoneFile(
      `www IN A 203.0.113.6\n${parenthesised(ZONE_FILE_LIMITS.recordLines + 1)}after IN A 203.0.113.6\n`,
      ZONE,
    );
    expect(tooLong.errors).toEqual([
      { line: 2, message: expect.stringContaining(`${ZONE_FILE_LIMITS.recordLines} lines`) },
    ]);
    // Reading stops there: the rest of the file costs nothing.
    expect(tooLong.stoppedAt).toBe(2 + ZONE_FILE_LIMITS.recordLines);
    const unclosed = parseZoneFile('www IN A 203.0.113.5\nmail IN MX ( 10\n mail.zone-file-test.com.\n', ZONE);
    expect(unclosed.errors).toEqual([{ line: 2, message: expect.stringContaining('not closed') }]);
    expect(parseZoneFile('www IN A 203.0.113.5 )\n', ZONE).errors).toEqual([
      { line: 1, message: expect.stringContaining('closes no parenthesis') },
    ]);
  });

  it('does work linear in the file at most, whatever its shape: twice the lines, at most twice the steps', () => {
    const shapes = {
      'one record in parentheses': (n: number) => parenthesised(n),
      'one record per line': (n: number) =>
        Array.from({ length: n }, (_, i) => `h${i} IN A 203.0.113.${i % 250}`).join('\n'),
      'bad lines': (n: number) => 'x\n'.repeat(n),
      'blank lines': (n: number) => '\n'.repeat(n),
      'comment lines': (n: number) => '; a comment\n'.repeat(n),
      'a long quoted line': (n: number) => `@ IN TXT ${'"abc" '.repeat(n)}\n`,
    };
    for (const [shape, make] of Object.entries(shapes)) {
      const small = make(20_000);
      const large = make(40_000);
      const [a, b] = [parseZoneFile(small, ZONE).steps, parseZoneFile(large, ZONE).steps];
      expect(a, shape).toBeGreaterThan(0);
      expect(b / a, shape).toBeLessThan(2.2);
      expect(b, shape).toBeLessThan(3 * large.length);
    }
  });

  it('stops at the first record past maxRecords, at the bound of bad lines and of entries', () => {
    const many = parseZoneFile(Array.from({ length: 50 }, (_, i) => `h${i} IN A 203.0.113.1`).join('\n'), ZONE, {
      maxRecords: 10,
    });
    expect([many.records.length, many.recordCount, many.stoppedAt]).toEqual([10, 11, 11]);
    const bad = parseZoneFile('x\n'.repeat(ZONE_FILE_LIMITS.errors * 3), ZONE);
    expect([bad.errors.length, bad.stoppedAt]).toEqual([ZONE_FILE_LIMITS.errors, ZONE_FILE_LIMITS.errors]);
    const directives = parseZoneFile('$TTL 600\n'.repeat(ZONE_FILE_LIMITS.entries * 2), ZONE);
    expect(directives.errors).toEqual([
      { line: ZONE_FILE_LIMITS.entries + 1, message: expect.stringContaining(String(ZONE_FILE_LIMITS.entries)) },
    ]);
  });
});

describe('replaceDnsZoneFile', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    await h.op('createDnsZone', {}, { body: { name: ZONE } });
  });
  afterAll(() => h.close());
  const records = async () => (await h.op('listDnsRecords', { zone_name: ZONE }, { query: 'per_page=100' })).body.data;

  it('imports a record in parentheses over many lines', async () => {
    const answer = await h.op('replaceDnsZoneFile', { zone_name: ZONE }, { body: { zone_file: parenthesised(60) } });
    expect(answer.status).toBe(200);
    const txt = (await records()).filter((r: { type: string }) => r.type === 'TXT');
    expect(txt).toEqual([
      expect.objectContaining({
        name: '@',
        value: Array.from({ length: 60 }, (_, i) => `p${i}`).join(''),
        comment: 'opened here',
      }),
    ]);
  });

  it('refuses an over-long record in parentheses with validation_failed naming its line, and changes nothing', async () => {
    const before = await records();
    // Close to the 1 MiB body limit: one record over 70,000 lines.
    const zoneFile = parenthesised(70_000);
    expect(JSON.stringify({ zone_file: zoneFile }).length).toBeGreaterThan(900_000);
    const answer = await h.op('replaceDnsZoneFile', { zone_name: ZONE }, { body: { zone_file: zoneFile } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ field: '/zone_file', message: expect.stringMatching(/^Line 1: /) }),
    ]);
    expect(await records()).toEqual(before);
  });

  it('answers quota_exceeded for a file of more records than a zone holds, and changes nothing', async () => {
    const before = await records();
    const zoneFile = Array.from({ length: MAX_RECORDS_PER_ZONE * 20 }, (_, i) => `h${i} IN A 203.0.113.1`).join('\n');
    const answer = await h.op('replaceDnsZoneFile', { zone_name: ZONE }, { body: { zone_file: zoneFile } });
    expect(answer.body.code).toBe('quota_exceeded');
    expect(await records()).toEqual(before);
  });
});
