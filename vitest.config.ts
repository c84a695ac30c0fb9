import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Loading the Spectral ruleset (a Rollup bundle of spectral:oas, OWASP and the house rules)
    // takes a few seconds on a slow machine; each test file loads it at most once.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
