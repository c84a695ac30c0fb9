// One test per house rule: nothing on its GOOD fixture, at least the expected problems (rule
// code, path, message) on its BAD fixture. The rule list comes from lint-rules/house.spectral.yaml.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectations } from './expectations.js';
import { describeResult, getLinter, houseRules, lintFixture } from './helpers.js';

const ruleNames = Object.keys(houseRules());

beforeAll(async () => {
  await getLinter();
});

describe.each(ruleNames)('%s', (rule) => {
  it('reports nothing on good.yaml and the expected problems on bad.yaml', async () => {
    const good = await lintFixture(rule, 'good');
    expect(good.map(describeResult)).toEqual([]);

    const bad = await lintFixture(rule, 'bad');
    const expected = expectations[rule];
    expect(expected, `test/lint/expectations.ts has no entry for ${rule}`).toBeDefined();
    const reported = bad.map(describeResult);
    for (const problem of expected ?? []) {
      const match = bad.find(
        (result) =>
          result.path.map(String).join('\u0000') === problem.path.map(String).join('\u0000') &&
          problem.message.test(result.message),
      );
      expect(
        match,
        `expected ${problem.path.join('.')} › ${String(problem.message)} among:\n${reported.join('\n')}`,
      ).toBeDefined();
      expect(match?.severity, 'house rules are errors').toBe(0);
    }
  });
});
