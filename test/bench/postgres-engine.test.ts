// Smoke test of benchmark 8 (npm run bench): one short round, so it cannot rot.
import { describe, expect, it } from 'vitest';
import { SMOKE } from '../../bench/lib/config.js';
import { postgresEngine } from '../../bench/postgres-engine.js';
import { expectWellFormed, quietLog } from './support.js';

describe('bench: PostgreSQL engine (one short round)', () => {
  it('8. PostgreSQL vs SQLite and two instances vs one: every load succeeds, and every process is stopped', async () => {
    const { log } = quietLog();
    const result = await postgresEngine(SMOKE, log);
    expectWellFormed(result, 3);
    expect(result.rows.map((r) => r.baseline?.name)).toEqual(['SQLite engine', 'SQLite engine', 'one instance']);
    expect(result.pids).toHaveLength(3);
  }, 120_000);
});
