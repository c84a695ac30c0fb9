// The repository's own install (`npm ci`) warns about nothing of ours: no workspace but the project root
// declares `allowScripts` (npm warns that a workspace's is ignored, and the workspace "." was the root
// itself), the root reaches itself by name through `file:.` instead (docs/design/layout.md#packages),
// and the locked tree holds no package whose engines exclude the Node that runs this test.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '@vps-hosting/test-support/packed-install';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(tmpdir(), 'vps-api-npm-install-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Manifest {
  name: string;
  workspaces?: string[];
  allowScripts?: Record<string, boolean>;
  devDependencies?: Record<string, string>;
}
const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
const root = manifestOf('.');
const workspaces = root.workspaces ?? [];

describe('the repository’s npm install', () => {
  it('keeps its allowScripts policy at the project root only, and the root is none of its workspaces', () => {
    expect(root.allowScripts).toBeDefined();
    expect(workspaces.length).toBeGreaterThan(1);
    expect(workspaces.filter((dir) => path.resolve(ROOT, dir) === ROOT)).toEqual([]);
    expect(workspaces.filter((dir) => manifestOf(dir).allowScripts !== undefined)).toEqual([]);
  });

  it('links the root package under its own name, where the workspaces find it', () => {
    expect(root.devDependencies?.[root.name]).toBe('file:.');
    expect(realpathSync(path.join(ROOT, 'node_modules', root.name))).toBe(realpathSync(ROOT));
  });

  it('resolves the locked tree without a warning (npm ci --dry-run of the manifests and the lockfile)', async () => {
    const copy = path.join(folder, 'repository');
    for (const dir of ['.', ...workspaces]) {
      mkdirSync(path.join(copy, dir), { recursive: true });
      cpSync(path.join(ROOT, dir, 'package.json'), path.join(copy, dir, 'package.json'));
    }
    cpSync(path.join(ROOT, 'package-lock.json'), path.join(copy, 'package-lock.json'));
    const ci = await run(
      'npm',
      ['ci', '--dry-run', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
      copy,
      { npm_config_update_notifier: 'false' },
    );
    expect(ci.code, ci.stderr).toBe(0);
    expect(ci.stdout).toMatch(/added \d+ packages/);
    expect(ci.stderr.split('\n').filter((line) => /^npm warn/i.test(line))).toEqual([]);
  }, 120_000);
});
