// Every published package's tarball (`npm pack` of this run's build, shared with the packed-install
// tests) holds its compiled code and none of tsc's build records: `npm run build:all` compiles the
// workspaces as projects of one `tsc --build`, which writes dist/tsconfig.build.tsbuildinfo, and each
// package.json's "files" leaves it out (scripts/build-all.ts). Each also says where it comes from and
// under which licence, its READMEs link only to what it holds, and it installs on the Node that runs
// this test without an engine warning (docs/design/layout.md#where-a-package-says-it-comes-from).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packedManifest, packedTarball, run, unpackedTarball } from '@vps-hosting/test-support/packed-install';

const ROOT = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(tmpdir(), 'vps-api-packed-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Manifest {
  name: string;
  private?: boolean;
  workspaces?: string[];
}
const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
/** The published packages: the root's (workspace undefined, packed as the root) and every workspace's
 *  but the private ones, each with its folder. */
const published = [
  { dir: '.', workspace: undefined as string | undefined },
  ...(readManifest('.').workspaces ?? [])
    .filter((dir) => dir !== '.' && !readManifest(dir).private)
    .map((dir) => ({ dir, workspace: readManifest(dir).name })),
];
const cases = published.map(({ dir, workspace }) => [workspace ?? readManifest('.').name, dir, workspace] as const);

/** The document's contact, which `homepage` and `bugs.email` repeat. */
const contact = (
  JSON.parse(readFileSync(path.join(ROOT, 'generated/openapi.json'), 'utf8')) as {
    info: { contact: { url: string; email: string } };
  }
).info.contact;

/** Relative targets of a Markdown text's links and images (`[text](target)`, `[label]: target`),
 *  outside code spans and fenced blocks; absolute URLs, `mailto:` and in-page anchors left out. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...prose.matchAll(/^\s{0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!),
  ];
  return targets.filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target));
}

describe('the packed tarballs', () => {
  it('are the root and every package of packages/ but the private ones', () => {
    expect(published.map(({ dir }) => dir)).toContain('.');
    expect(published.length).toBeGreaterThan(1);
    expect(published.map(({ dir }) => dir)).not.toContain('packages/test-support');
  });

  it('finds the relative links of a Markdown text, not its code nor its absolute links', () => {
    const text = [
      'See [the client](src/client/README.md#retries), ![logo](img/logo.png "Logo") and',
      '[the site](https://example.com/x), [mail](mailto:a@example.com), [up](#top).',
      'In code: `[not](a-link.md)`.',
      '```md',
      '[nor](this.md)',
      '```',
      '[ref]: ../docs/page.md',
    ].join('\n');
    expect(relativeLinks(text)).toEqual(['src/client/README.md#retries', 'img/logo.png', '../docs/page.md']);
  });

  it.each(cases)(
    '%s holds its compiled dist/ and no tsc build record',
    async (_label, _dir, workspace) => {
      const listed = await run('tar', ['-tzf', await packedTarball(folder, workspace)], folder);
      expect(listed.code, listed.stderr).toBe(0);
      const files = listed.stdout.split('\n').filter(Boolean);
      expect(files.filter((file) => /^package\/dist\/.+\.js$/.test(file)).length).toBeGreaterThan(0);
      expect(files.filter((file) => /^package\/dist\/.+\.d\.ts$/.test(file)).length).toBeGreaterThan(0);
      expect(files.filter((file) => file.endsWith('.tsbuildinfo'))).toEqual([]);
    },
    120_000,
  );

  it.each(cases)(
    '%s carries the repository’s LICENSE and says where it comes from',
    async (_label, dir, workspace) => {
      const unpacked = await unpackedTarball(folder, workspace);
      expect(readFileSync(path.join(unpacked, 'LICENSE'), 'utf8')).toBe(
        readFileSync(path.join(ROOT, 'LICENSE'), 'utf8'),
      );
      const manifest = await packedManifest(folder, workspace);
      const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { repository: { url: string } };
      expect(manifest.license).toBe('MIT');
      expect(manifest.homepage).toBe(contact.url);
      const repository = manifest.repository as { type: string; url: string; directory?: string };
      expect(repository.type).toBe('git');
      // One address for all of them, the root's, and each package's own folder in it.
      expect(repository.url).toBe(root.repository.url);
      expect(repository.url).toMatch(/^git\+https:\/\/[^/]+\/.+\.git$/);
      expect(repository.directory).toBe(dir === '.' ? undefined : dir);
      const web = repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
      expect(manifest.bugs).toEqual({ url: `${web}/issues`, email: contact.email });
    },
    120_000,
  );

  it.each(cases)(
    '%s: every relative link of the READMEs it ships resolves inside it',
    async (_label, _dir, workspace) => {
      const unpacked = await unpackedTarball(folder, workspace);
      const listed = await run('tar', ['-tzf', await packedTarball(folder, workspace)], folder);
      const readmes = listed.stdout
        .split('\n')
        .filter((file) => /(^|\/)readme\.md$/i.test(file))
        .map((file) => file.replace(/^package\//, ''));
      if (workspace === undefined)
        expect(readmes).toEqual(expect.arrayContaining(['README.md', 'src/client/README.md']));
      const broken = readmes.flatMap((readme) =>
        relativeLinks(readFileSync(path.join(unpacked, readme), 'utf8'))
          .filter((target) => {
            const file = path.resolve(unpacked, path.dirname(readme), decodeURI(target.replace(/[#?].*$/, '')));
            const inside = file === unpacked || file.startsWith(`${unpacked}${path.sep}`);
            return !inside || !existsSync(file) || (target.endsWith('/') && !statSync(file).isDirectory());
          })
          .map((target) => `${readme}: ${target}`),
      );
      expect(broken).toEqual([]);
    },
    120_000,
  );

  it.each(cases)(
    '%s installs on this Node without an engine warning',
    async (_label, _dir, workspace) => {
      // With the tarballs of the packages of ours it depends on, as a user installs them; --dry-run
      // resolves the whole tree (and npm checks every engine while it does) without fetching it.
      const manifest = await packedManifest(folder, workspace);
      const ours = Object.keys((manifest.dependencies ?? {}) as Record<string, string>).filter(
        (name) => name.startsWith('@vps-hosting/') && name !== readManifest('.').name,
      );
      const tarballs = await Promise.all(
        [undefined, ...ours, ...(workspace ? [workspace] : [])].map((name) => packedTarball(folder, name)),
      );
      const app = path.join(folder, `app-${(workspace ?? 'root').replace(/[^a-z0-9.-]+/gi, '_')}`);
      mkdirSync(app);
      writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
      const installed = await run(
        'npm',
        ['install', '--dry-run', '--no-audit', '--no-fund', '--prefer-offline', ...new Set(tarballs)],
        app,
        { npm_config_update_notifier: 'false' },
      );
      expect(installed.code, installed.stderr).toBe(0);
      expect(installed.stdout).toMatch(/add /);
      expect(installed.stderr.split('\n').filter((line) => /EBADENGINE/.test(line))).toEqual([]);
    },
    170_000,
  );
});
