// Smoke test of benchmark 4 (npm run bench): the consumer's ten typed calls still type-check against
// the built package (the benchmark throws if tsc fails), the compiler's counts are read from its timed
// runs, and its scratch project is removed.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SMOKE } from '../../bench/lib/config.js';
import { REPO } from '../../bench/lib/repo.js';
import { typecheck } from '../../bench/typecheck.js';
import { expectWellFormed, quietLog } from './support.js';

const scratchProjects = () => {
  try {
    return readdirSync(join(REPO, '.tmp')).filter((name) => name.startsWith('bench-typecheck-'));
  } catch {
    return [];
  }
};

describe('bench: type-check cost (one short round)', () => {
  it("4. type-checks the consumer and the trivial file, reads the compiler's counts, and cleans up", async () => {
    const before = scratchProjects();
    const { log } = quietLog();
    const result = await typecheck(SMOKE, log);
    expectWellFormed(result, 1);
    const count = '[\\d,]+';
    expect(result.notes).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `consumer: ${count} type instantiations, ${count} types, ${count} files; trivial: ${count} type instantiations, ${count} types, ${count} files`,
        ),
      ),
    );
    expect(scratchProjects().filter((name) => !before.includes(name))).toEqual([]);
  }, 90_000);
});
