// Smoke test of benchmarks 1, 2 and 5 (npm run bench): one short round each, so they cannot rot.
import { describe, expect, it } from 'vitest';
import { SMOKE } from '../../bench/lib/config.js';
import { sandboxVsBare } from '../../bench/sandbox-vs-bare.js';
import { PAGE_CACHE_OFF, sandboxVsPrism } from '../../bench/sandbox-vs-prism.js';
import { scale } from '../../bench/scale.js';
import { expectWellFormed, quietLog } from './support.js';

describe('bench: servers (one short round)', () => {
  it('1. sandbox vs Prism: list, get and create succeed on both, and both are stopped', async () => {
    const { log } = quietLog();
    const result = await sandboxVsPrism(SMOKE, log);
    expectWellFormed(result, 4);
    expect(result.rows.map((r) => r.baseline?.name)).toEqual(['Prism', 'Prism', 'Prism', 'Prism']);
    // The list once more on a sandbox with its page cache off: reported, without a target.
    expect(result.rows.filter((r) => !r.target).map((r) => r.case)).toEqual([PAGE_CACHE_OFF]);
    expect(result.pids).toHaveLength(3);
  }, 90_000);

  it('2. sandbox vs bare node:http: the replayed answers are served, and both are stopped', async () => {
    const { log } = quietLog();
    const result = await sandboxVsBare(SMOKE, log);
    expectWellFormed(result, 3);
    expect(result.rows.filter((r) => !r.target).map((r) => r.case)).toEqual([PAGE_CACHE_OFF]);
    // Each side also reports its server's CPU per request (the process tree, from /proc).
    for (const row of result.rows) {
      for (const side of [row.subject, row.baseline!])
        expect(
          side.figures.map((f) => f.label),
          `${row.case} ${side.name}`,
        ).toContain('server CPU per request');
    }
    expect(result.pids).toHaveLength(3);
  }, 60_000);

  it('5. scale: both sandboxes are seeded, every list measured, both stopped; the larger one stores more', async () => {
    const { log } = quietLog();
    const result = await scale(SMOKE, log);
    // A row per list operation measured (listServers and eight others), one server, memory.
    expectWellFormed(result, 11);
    expect(result.rows.filter((r) => r.target).map((r) => r.case)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('listServerBackups'),
        expect.stringContaining('listSnapshots'),
        expect.stringContaining('listDomains'),
        expect.stringContaining('listDnsZones'),
        expect.stringContaining('listDnsRecords'),
        expect.stringContaining('listActions'),
        expect.stringContaining('listServerActions'),
        expect.stringContaining('listWebhookDeliveries'),
      ]),
    );
    expect(result.rows[0]!.subject.name).toContain(SMOKE.scale.large.toLocaleString('en-US'));
    expect(result.pids).toHaveLength(2);
  }, 120_000);
});
