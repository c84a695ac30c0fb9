// The lint configuration itself: .spectral.yaml loads with the house rules, every house rule is
// an error with a message and a description, and every one has fixtures and a test.
import * as fs from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { expectations } from './expectations.js';
import { fixturePath, fixturesDir, getLinter, houseRules, spectralConfigFile } from './helpers.js';

const rules = houseRules();
const ruleNames = Object.keys(rules);

describe('the lint configuration', () => {
  it('house.spectral.yaml defines rules, each an error with a description and a message', () => {
    expect(ruleNames.length).toBeGreaterThanOrEqual(13);
    for (const [name, rule] of Object.entries(rules)) {
      expect(name, 'house rule names start with house-').toMatch(/^house-[a-z0-9-]+$/);
      expect(rule.severity, `${name}: severity`).toBe('error');
      expect(rule.description, `${name}: description`).toEqual(expect.any(String));
      expect(rule.message, `${name}: message`).toEqual(expect.any(String));
    }
  });

  it('.spectral.yaml loads, with every house rule enabled as an error', async () => {
    const { ruleset } = await getLinter();
    for (const name of ruleNames) {
      const rule = ruleset.rules[name];
      expect(rule, `${name} is in the loaded ruleset`).toBeDefined();
      expect(rule?.enabled, `${name} is enabled`).toBe(true);
      expect(rule?.severity, `${name} is an error`).toBe(0);
    }
  });

  it('.spectral.yaml turns off exactly its commented overrides', async () => {
    const config = parse(fs.readFileSync(spectralConfigFile, 'utf8')) as { rules?: Record<string, unknown> };
    const { ruleset } = await getLinter();
    for (const [name, value] of Object.entries(config.rules ?? {})) {
      expect(value, `${name} is an override`).toBe('off');
      expect(ruleset.rules[name]?.enabled, `${name} is off`).toBe(false);
    }
  });

  it('every house rule has a good and a bad fixture and expectations, and nothing else does', () => {
    for (const name of ruleNames) {
      expect(fs.existsSync(fixturePath(name, 'good')), `${name}/good.yaml`).toBe(true);
      expect(fs.existsSync(fixturePath(name, 'bad')), `${name}/bad.yaml`).toBe(true);
      expect(expectations[name]?.length, `expectations for ${name}`).toBeGreaterThan(0);
    }
    expect(fs.readdirSync(fixturesDir).sort()).toEqual([...ruleNames].sort());
    expect(Object.keys(expectations).sort()).toEqual([...ruleNames].sort());
  });
});
