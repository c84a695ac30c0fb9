// Smoke test of benchmark 6 (npm run bench): a pipeline step runs to success and is timed. (The
// smoke configuration times `docs` only; lint and generate already run at the start of npm test.)
import { describe, expect, it } from 'vitest';
import { SMOKE } from '../../bench/lib/config.js';
import { pipeline } from '../../bench/pipeline.js';
import { expectWellFormed, quietLog } from './support.js';

describe('bench: pipeline (one short round)', () => {
  it('6. times each configured npm script, which succeeds', async () => {
    const { log } = quietLog();
    const result = await pipeline(SMOKE, log);
    expectWellFormed(result, SMOKE.pipeline.steps.length);
    expect(result.rows.map((r) => r.case.split(' ')[2])).toEqual(SMOKE.pipeline.steps);
  }, 90_000);
});
