// The reference site built once per run for the docs tests that open it in Chromium
// (reference-site.test.ts): the real `npm run docs` of test/docs/helpers.ts,
// into the run's shared folder (test/support/shared-builds-setup.ts). Nothing writes into it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import type { Document } from '../../scripts/docs/openapi.js';
import { settle } from '@vps-hosting/test-support/shared-builds-setup';
import { buildSite, type BuiltSite } from './helpers.js';

/** The run's build of the site (built here if no test has built it yet); removed with the run's
 *  folder. Without the `unit` project's global setup, a build of the caller's own. */
export function sharedSite(): BuiltSite {
  const shared = inject('sharedBuilds');
  if (!shared) return buildSite();
  const home = join(shared, 'docs-site');
  if (!existsSync(home)) {
    const built = buildSite();
    settle(dirname(built.dir), home);
  }
  const dir = join(home, 'docs');
  const bundle = JSON.parse(readFileSync(`${dir}.src/openapi.json`, 'utf8')) as Document;
  return { dir, bundle, remove: () => {} };
}
