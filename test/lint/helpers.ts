// Shared by the lint tests: the house rule list (read from lint-rules/house.spectral.yaml, never
// written by hand), the real .spectral.yaml loaded once per test file, and fixture linting.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { createLinter, type Diagnostic } from '../../scripts/lib/spectral.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const fixturesDir = path.join(import.meta.dirname, 'fixtures');
export const houseRulesetFile = path.join(repoRoot, 'lint-rules/house.spectral.yaml');
export const spectralConfigFile = path.join(repoRoot, '.spectral.yaml');

export interface HouseRuleDefinition {
  description?: string;
  message?: string;
  severity?: string;
  given?: string | string[];
  then?: unknown;
}

/** The rules of lint-rules/house.spectral.yaml, by name, as written there. */
export function houseRules(): Record<string, HouseRuleDefinition> {
  const ruleset = parse(fs.readFileSync(houseRulesetFile, 'utf8')) as { rules?: Record<string, HouseRuleDefinition> };
  return ruleset.rules ?? {};
}

let linter: ReturnType<typeof createLinter> | undefined;

/** The linter of the real .spectral.yaml, created on first use. */
export function getLinter(): ReturnType<typeof createLinter> {
  linter ??= createLinter(spectralConfigFile);
  return linter;
}

export function fixturePath(rule: string, kind: 'good' | 'bad'): string {
  return path.join(fixturesDir, rule, `${kind}.yaml`);
}

/** The results of one rule on one fixture. */
export async function lintFixture(rule: string, kind: 'good' | 'bad'): Promise<Diagnostic[]> {
  const { lint } = await getLinter();
  const results = await lint(fixturePath(rule, kind));
  return results.filter((result) => result.code === rule);
}

/** A result as `path › message`, for readable failures. */
export function describeResult(result: Diagnostic): string {
  return `${result.path.join('.')} › ${result.message}`;
}
