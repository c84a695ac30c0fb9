// Shared by the docs tests: the contract (generated/openapi.json), and a fresh build of the site
// into a temporary folder with the real `npm run docs` script.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Document } from '../../scripts/docs/openapi.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function loadContract(): Document {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'generated/openapi.json'), 'utf8')) as Document;
}

export interface BuiltSite {
  /** The folder holding index.html. */
  dir: string;
  /** The docs bundle the page was built from (contract + x-tagGroups + x-codeSamples). */
  bundle: Document;
  remove(): void;
}

/** Runs scripts/docs.ts with `--out` in a temporary folder (about a second). */
export function buildSite(): BuiltSite {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-docs-'));
  const dir = path.join(tmp, 'docs');
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/docs.ts'), '--out', dir], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', SCARF_ANALYTICS: 'false' },
  });
  if (run.status !== 0)
    throw new Error(`npm run docs failed (${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
  const bundle = JSON.parse(fs.readFileSync(`${dir}.src/openapi.json`, 'utf8')) as Document;
  return { dir, bundle, remove: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}
