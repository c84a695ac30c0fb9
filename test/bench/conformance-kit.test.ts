// Smoke test of benchmark 10 (npm run bench -- --quick): the kit's problems family against the
// sandbox through the public proxy, then the control and two mutants planted in copies of the
// sandbox's sources, one that family must catch and one it cannot see; and the corpus's loud
// refusal of a search string that does not occur exactly once.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ConformanceKitResult, conformanceKit } from '../../bench/conformance-kit.js';
import { isAlive } from '../../bench/lib/child.js';
import { SMOKE } from '../../bench/lib/config.js';
import { MUTANTS_DIR, occurrences, plantingProblem } from '../../bench/lib/mutant-copy.js';
import { MUTANTS, type Mutant } from '../../bench/lib/mutants.js';
import { quietLog } from './support.js';

describe('bench: conformance kit (--quick)', () => {
  it('every mutant of the corpus fits the sandbox (its search string occurs exactly once)', () => {
    expect(MUTANTS.map((m) => plantingProblem(m)).filter(Boolean)).toEqual([]);
    expect(new Set(MUTANTS.map((m) => m.id)).size).toBe(MUTANTS.length);
    expect(MUTANTS.every((m) => m.search !== m.replace)).toBe(true);
  });

  it('refuses a search string that is missing or repeated', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-mutant-'));
    try {
      mkdirSync(join(dir, 'src'));
      writeFileSync(join(dir, 'src/a.ts'), 'x = 1;\nx = 1;\ny = 2;\n');
      const mutant = (search: string): Mutant => ({
        id: 'm',
        category: 'fields',
        description: 'test',
        file: 'src/a.ts',
        search,
        replace: 'z',
      });
      expect(plantingProblem(mutant('y = 2;'), dir)).toBeUndefined();
      expect(plantingProblem(mutant('x = 1;'), dir)).toMatch(/occurs 2 times/);
      expect(plantingProblem(mutant('w = 3;'), dir)).toMatch(/occurs 0 times/);
      expect(plantingProblem({ ...mutant('y'), file: 'src/none.ts' }, dir)).toMatch(/does not exist/);
      expect(occurrences('aaaa', 'aa')).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('10. times the kit through the public API only and runs the control and two mutants', async () => {
    const { log, lines } = quietLog();
    const result: ConformanceKitResult = await conformanceKit(SMOKE, log);
    const why = lines.join('\n');
    expect(result.problems ?? [], why).toEqual([]);
    expect(result.rows).toHaveLength(2);
    const [full, corpus] = result.rows as [ConformanceKitResult['rows'][0], ConformanceKitResult['rows'][0]];
    expect(full.subject.figures[0]!.value.median, why).toBeGreaterThan(0);
    expect(full.baseline?.name).toMatch(/^Schemathesis/);
    expect(full.target?.text).toBe('≤ 180 s');
    expect(result.fullRun.sandboxAdmin, why).toBe(false);
    expect(result.fullRun.adminRefused, why).toBeGreaterThan(0);
    expect(result.fullRun.totals?.passed, why).toBeGreaterThan(0);
    expect(result.fullRun.exitCode, why).toBe(0);
    expect(corpus.target?.text).toBe('≥ 95 %');
    // The control is the faithful sandbox: nothing new fails. The problems family catches a problem
    // sent as application/json, and cannot see dropped labels (the writes family's promise).
    expect(
      result.corpus.map((r) => [r.id, r.outcome]),
      why,
    ).toEqual([
      ['control', 'missed'],
      ['prob-content-type-json', 'caught'],
      ['field-labels-dropped', 'missed'],
    ]);
    expect(result.corpus[1]!.newFailures[0], why).toMatch(/^problems\./);
    expect(corpus.subject.name).toBe('vps-conformance: 1 of 2 caught (50.0 %)');
    expect(result.pids.length).toBeGreaterThanOrEqual(8);
    for (const pid of result.pids) expect(isAlive(pid), `process ${pid} still running`).toBe(false);
    for (const id of ['control', 'prob-content-type-json', 'field-labels-dropped'])
      expect(existsSync(join(MUTANTS_DIR, id)), `${id}'s copy removed`).toBe(false);
  }, 600_000);
});
