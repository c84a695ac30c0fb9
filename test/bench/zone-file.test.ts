// Smoke test of benchmark 7 (npm run bench): every shape of zone file at the body limit gets the
// answer the benchmark expects (a problem found is a failure), with a block and a parse time measured.
import { describe, expect, it } from 'vitest';
import { SMOKE } from '../../bench/lib/config.js';
import { zoneFile } from '../../bench/zone-file.js';
import { expectWellFormed, quietLog } from './support.js';

describe('bench: zone-file import at the body limit (one short round)', () => {
  it('7. imports each shape of file and measures the longest event-loop block', async () => {
    const { log, lines } = quietLog();
    const result = await zoneFile(SMOKE, log);
    expectWellFormed(result, 5);
    expect(
      result.rows.every(
        (row) =>
          row.subject.figures.map((f) => f.label).join() ===
          'longest event-loop block,CPU time of the request,parse alone',
      ),
      lines.join('\n'),
    ).toBe(true);
  }, 120_000);
});
