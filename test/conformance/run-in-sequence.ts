// The conformance suite's files one after another, as one test file: the entry of the projects whose
// target keeps state (the sandbox, or CONFORMANCE_TARGET_URL), which responses.test.ts resets and
// makes fail, so that no two of its files may run at once. As one file, such a project runs among
// the others on the run's two workers instead of alone after them (docs/design/testing.md).
// Each file is a describe block of its own: its hooks and its module state stay its own.
import { readdirSync } from 'node:fs';
import { describe, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suite's files this project runs (`responses` for responses.test.ts); all of them when absent. */
    conformanceFiles?: string[];
  }
}

const SUFFIX = '.test.ts';
/** Runs first: its successes each start from a fresh example fleet, which it leaves in place, and
 *  the journeys' requests name the fleet's resources (a sandbox started without `--fleet` has none). */
const FIRST = 'responses';
const files = (
  inject('conformanceFiles') ??
  readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith(SUFFIX))
    .map((name) => name.slice(0, -SUFFIX.length))
).sort((a, b) => Number(b === FIRST) - Number(a === FIRST) || a.localeCompare(b));

for (const file of files) {
  describe(`${file}${SUFFIX}`, async () => {
    await import(`./${file}.test.ts`);
  });
}
