// Loading the Spectral ruleset (.spectral.yaml, with the house rules) and linting one file with it.
// Shared by scripts/lint.ts and the tests in test/lint/.
import * as fs from 'node:fs';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRuntime from '@stoplight/spectral-runtime';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';
import { builtins } from '@stoplight/spectral-ruleset-bundler/plugins/builtins';
import { commonjs } from '@stoplight/spectral-ruleset-bundler/plugins/commonjs';

const { Spectral, Document } = spectralCore;

export type Diagnostic = spectralCore.ISpectralDiagnostic;
export type Ruleset = spectralCore.Ruleset;

/** Spectral's severities, by number (0 is an error). */
export const SEVERITY_NAMES = ['error', 'warning', 'info', 'hint'] as const;

/**
 * Bundles and loads a ruleset file the way the Spectral CLI does: the builtins plugin shares
 * Spectral's own modules with custom functions, and the commonjs plugin loads CommonJS rulesets
 * such as @stoplight/spectral-owasp-ruleset.
 */
export async function loadRuleset(rulesetFile: string): Promise<Ruleset> {
  return bundleAndLoadRuleset(rulesetFile, { fs, fetch: spectralRuntime.fetch }, [builtins(), commonjs()]);
}

/** A linter for one ruleset; `lint` may be called many times. */
export async function createLinter(
  rulesetFile: string,
): Promise<{ ruleset: Ruleset; lint(file: string): Promise<Diagnostic[]> }> {
  const ruleset = await loadRuleset(rulesetFile);
  const spectral = new Spectral();
  spectral.setRuleset(ruleset);
  return {
    ruleset,
    async lint(file: string) {
      const text = await fs.promises.readFile(file, 'utf8');
      return spectral.run(new Document(text, spectralParsers.Yaml, file));
    },
  };
}
