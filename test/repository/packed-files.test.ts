// Every published package's tarball (`npm pack` of this run's build, shared with the packed-install
// tests) holds its compiled code and none of tsc's build records: `npm run build:all` compiles the
// workspaces as projects of one `tsc --build`, which writes dist/tsconfig.build.tsbuildinfo, and each
// package.json's "files" leaves it out (scripts/build-all.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packedTarball, run } from '@vps-hosting/test-support/packed-install';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(tmpdir(), 'vps-api-packed-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
    name: string;
    private?: boolean;
    workspaces?: string[];
  };
/** The published workspaces by name (the root's is packed as the root, undefined). */
const published = (readManifest('.').workspaces ?? [])
  .map((dir) => ({ dir, manifest: readManifest(dir) }))
  .filter(({ manifest }) => !manifest.private)
  .map(({ dir, manifest }) => (dir === '.' ? undefined : manifest.name));

describe('the packed tarballs', () => {
  it('are the root and every package of packages/ but the private ones', () => {
    expect(published).toContain(undefined);
    expect(published.filter(Boolean).length).toBeGreaterThan(1);
  });

  it.each(published.map((name) => [name ?? readManifest('.').name, name]))(
    '%s holds its compiled dist/ and no tsc build record',
    async (_label, workspace) => {
      const listed = await run('tar', ['-tzf', await packedTarball(folder, workspace)], folder);
      expect(listed.code, listed.stderr).toBe(0);
      const files = listed.stdout.split('\n').filter(Boolean);
      expect(files.filter((file) => /^package\/dist\/.+\.js$/.test(file)).length).toBeGreaterThan(0);
      expect(files.filter((file) => /^package\/dist\/.+\.d\.ts$/.test(file)).length).toBeGreaterThan(0);
      expect(files.filter((file) => file.endsWith('.tsbuildinfo'))).toEqual([]);
    },
    120_000,
  );
});
