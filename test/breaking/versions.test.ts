// The released contract is on record: the last release in releases/, package.json (version and
// contractRelease) and the document's info.version agree; the snapshot is that release's bundle.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { expect, it } from 'vitest';
import { readBundle } from '../../scripts/breaking/gate.js';
import { lastRelease, listReleases, RELEASES_DIR } from '../../scripts/breaking/releases.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const releasesDir = path.join(repoRoot, RELEASES_DIR);
const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  version: string;
  contractRelease?: string;
};
const infoVersion = (file: string) => (readBundle(file).info as { version?: unknown }).version;

it('package.json, info.version and the last release agree', () => {
  const last = lastRelease(releasesDir);
  if (last === undefined) {
    expect(packageJson.contractRelease, 'no release yet: package.json names none').toBeUndefined();
    return;
  }
  expect(packageJson.contractRelease).toBe(last);
  expect(packageJson.version).toBe(last);
  expect(infoVersion(path.join(repoRoot, 'generated/openapi.json'))).toBe(last);
});

it('every release holds its own bundle and CHANGELOG section', () => {
  for (const version of listReleases(releasesDir)) {
    expect(infoVersion(path.join(releasesDir, version, 'openapi.json'))).toBe(version);
    expect(fs.readFileSync(path.join(releasesDir, version, 'CHANGELOG.md'), 'utf8')).toMatch(
      new RegExp(`^# ${version.replaceAll('.', '\\.')} - \\d{4}-\\d{2}-\\d{2}\\n`),
    );
    expect(fs.readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8')).toMatch(
      new RegExp(`^## ${version.replaceAll('.', '\\.')} - \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );
  }
});
