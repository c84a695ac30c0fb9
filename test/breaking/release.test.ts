// `npm run release` end to end on a temporary copy of the repository (its tracked and new files,
// committed in a fresh git repository, node_modules linked): never on the real one.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { isObject, type JsonObject } from '../../scripts/breaking/document.js';
import { operationsOf, type Operation } from '../../scripts/breaking/operations.js';
import { listReleases } from '../../scripts/breaking/releases.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const DATE = '2026-11-24';
const gitEnv = {
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release@test.invalid',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release@test.invalid',
};
let copy = '';
const RECORDED = ['lint', 'generate --check', 'typecheck'] as const;
/** The recorder of the copy's green-tree scripts (`node .git/recorder.cjs <script> [args]`): it notes the
 *  script and its arguments under .git/ and fails while .git/fail-<script> exists; `generate` without
 *  --check runs the real command given. */
const recorderSource = (realGenerate: string) => `const fs = require('node:fs');
const [script, ...args] = process.argv.slice(2);
if (script === 'generate' && !args.includes('--check')) {
  const run = require('node:child_process').spawnSync(${JSON.stringify(realGenerate)}, args, { shell: true, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
fs.appendFileSync('.git/ran-scripts', [script, ...args].join(' ') + '\\n');
if (fs.existsSync('.git/fail-' + script)) process.exit(1);
`;
const ranScripts = () => fs.readFileSync(path.join(copy, '.git/ran-scripts'), 'utf8').split('\n').filter(Boolean);

async function git(...args: string[]): Promise<string> {
  return (await run('git', args, { cwd: copy, env: { ...process.env, ...gitEnv } })).stdout;
}

async function npm(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', ...args], {
      cwd: copy,
      env: { ...process.env, ...gitEnv, NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr ?? '',
    };
  }
}

const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
const readJson = (file: string) => JSON.parse(read(file)) as JsonObject;

/** The first operation whose JSON request body is a component schema, and that component's name. */
function bodyComponent(document: JsonObject): { operationId: string; component: string; operation: Operation } {
  for (const operation of operationsOf(document).values()) {
    const body = operation.node.requestBody;
    const content = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
    const ref = isObject(content) && isObject(content.schema) ? content.schema.$ref : undefined;
    if (typeof ref === 'string' && typeof operation.node.operationId === 'string')
      return { operationId: operation.node.operationId, component: ref.split('/').pop() ?? '', operation };
  }
  throw new Error('no operation with a component request body');
}

/** Adds a string property to a component schema's source file (optionally required) and commits. */
async function addProperty(component: string, name: string, required: boolean): Promise<void> {
  const file = path.join(copy, 'openapi/components/schemas', `${component}.yaml`);
  const document = parseDocument(fs.readFileSync(file, 'utf8'));
  document.setIn(
    ['properties', name],
    document.createNode({
      type: 'string',
      maxLength: 64,
      pattern: '^[a-z ]+$',
      description: 'A property added by the release test.',
      example: 'note',
    }),
  );
  if (required) document.addIn(['required'], name);
  fs.writeFileSync(file, document.toString());
  const generated = await npm('generate');
  expect(generated.code, generated.stdout + generated.stderr).toBe(0);
  await git('add', '-A');
  await git('commit', '-qm', `Add ${name}`);
}

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  const listed = (
    await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    })
  ).stdout;
  for (const file of new Set(listed.split('\0'))) {
    const source = path.join(repoRoot, file);
    if (file === '' || file === 'node_modules' || !fs.existsSync(source) || !fs.lstatSync(source).isFile()) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(source, path.join(copy, file));
  }
  // The copy stands for the repository before its first release: no releases/, and a CHANGELOG
  // whose only section is an "Unreleased" one with notes to release.
  fs.rmSync(path.join(copy, 'releases'), { recursive: true, force: true });
  const changelog = read('CHANGELOG.md');
  const preamble = changelog.slice(0, changelog.search(/^## Unreleased$/m));
  fs.writeFileSync(
    path.join(copy, 'CHANGELOG.md'),
    `${preamble}## Unreleased\n\n### Added\n- Everything, as a first release (the release test's copy).\n`,
  );
  fs.symlinkSync(fs.realpathSync(path.join(repoRoot, 'node_modules')), path.join(copy, 'node_modules'));
  // The release's green-tree step runs lint, `generate -- --check` and typecheck, which npm test has
  // just run on this same tree (the copy differs in its CHANGELOG and releases/ only, which none of
  // them reads). In the copy they are recorders (recorderSource, under .git/: outside the working
  // tree). `generate` without --check stays real: the release regenerates after its bump, and the
  // test's own commits regenerate.
  const manifest = readJson('package.json') as { scripts: Record<string, string> };
  const realGenerate = manifest.scripts.generate!;
  for (const script of ['lint', 'generate', 'typecheck']) manifest.scripts[script] = `node .git/recorder.cjs ${script}`;
  fs.writeFileSync(path.join(copy, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await git('init', '-q');
  fs.writeFileSync(path.join(copy, '.git/recorder.cjs'), recorderSource(realGenerate));
  fs.appendFileSync(path.join(copy, '.git/info/exclude'), 'node_modules\n');
  await git('add', '-A');
  await git('commit', '-qm', 'Copy of the repository');
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('npm run release', () => {
  it('prints its usage with --help and refuses an unknown option with exit code 2', async () => {
    const help = await npm('release', '--', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run release -- <version>/);
    const unknown = await npm('release', '--', '1.0.0', '--skip-tests');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/✖ .*skip-tests.*\n\nUsage:/);
  });

  it('refuses a working tree that is not clean, and a first release other than 1.0.0', async () => {
    fs.writeFileSync(path.join(copy, 'stray.txt'), 'x');
    const dirty = await npm('release', '--', '1.0.0', '--date', DATE);
    fs.rmSync(path.join(copy, 'stray.txt'));
    expect(dirty.code).toBe(1);
    expect(dirty.stderr).toMatch(/not clean[\s\S]*stray\.txt/);

    const wrong = await npm('release', '--', '0.2.0', '--date', DATE);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/the first release is 1\.0\.0/);
    expect(fs.existsSync(path.join(copy, 'releases'))).toBe(false);
  });

  it('cuts 1.0.0: snapshot, CHANGELOG section, versions, one commit', { timeout: 480_000 }, async () => {
    // The copy starts from the repository's own info.version (a later release), to see the release set it.
    expect(read('openapi/openapi.yaml')).toMatch(/^info:\n(?:\s+.*\n)*?\s+version: (?!1\.0\.0\n)\S+\n/m);
    expect(readJson('package.json').version).not.toBe('1.0.0');
    const notes = (read('CHANGELOG.md').split(/^## Unreleased\n/m)[1] ?? '').split(/^## /m)[0]?.trim();
    // A failing step of the green tree refuses the release, and nothing is written: its first step
    // fails, and the steps after it do not run.
    fs.writeFileSync(path.join(copy, '.git/fail-lint'), '');
    const red = await npm('release', '--', '1.0.0', '--date', DATE);
    fs.rmSync(path.join(copy, '.git/fail-lint'));
    expect(red.code).toBe(1);
    expect(red.stderr).toMatch(/npm run lint failed/);
    expect(ranScripts()).toEqual(['lint']);
    expect(fs.existsSync(path.join(copy, 'releases'))).toBe(false);
    expect(await git('status', '--porcelain')).toBe('');
    fs.rmSync(path.join(copy, '.git/ran-scripts'));
    const result = await npm('release', '--', '1.0.0', '--date', DATE);
    expect(ranScripts()).toEqual([...RECORDED]);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/change class: first release/);
    expect(listReleases(path.join(copy, 'releases'))).toEqual(['1.0.0']);
    expect(read('releases/1.0.0/openapi.json')).toBe(read('generated/openapi.json'));
    expect((readJson('releases/1.0.0/openapi.json').info as JsonObject).version).toBe('1.0.0');
    expect(read('openapi/openapi.yaml')).toMatch(/^info:\n(?:\s+.*\n)*?\s+version: 1\.0\.0\n/m);
    expect(readJson('package.json')).toMatchObject({ version: '1.0.0', contractRelease: '1.0.0' });
    expect(read('releases/1.0.0/CHANGELOG.md')).toBe(`# 1.0.0 - ${DATE}\n\n${notes}\n`);
    expect(read('CHANGELOG.md')).toContain(`## Unreleased\n\n## 1.0.0 - ${DATE}\n\n${notes}\n`);
    expect(await git('status', '--porcelain')).toBe('');
    expect((await git('log', '-1', '--format=%s')).trim()).toBe('Release 1.0.0 (first release)');
  });

  // Two `npm run generate` and four releases: minutes on a loaded machine, hence the bound of the
  // release above.
  it('then asks additive changes for the next minor, a CHANGELOG entry, a late enough sunset, and refuses a breaking change', {
    timeout: 480_000,
  }, async () => {
    const { component, operationId, operation } = bodyComponent(readJson('generated/openapi.json'));
    // A deprecation shipped by a release stops working 6 months after that release's date at the
    // earliest: the operation is deprecated in the commit that adds the property (one `npm run generate`).
    const root = parseDocument(read('openapi/openapi.yaml'));
    const pathFile = path.join(copy, 'openapi', String(root.getIn(['paths', operation.path, '$ref'])));
    const pathItem = parseDocument(fs.readFileSync(pathFile, 'utf8'));
    pathItem.setIn([operation.method, 'deprecated'], true);
    pathItem.setIn([operation.method, 'x-deprecated-since'], '2027-01-10');
    pathItem.setIn([operation.method, 'x-sunset'], '2027-07-10');
    fs.writeFileSync(pathFile, pathItem.toString());
    await addProperty(component, 'release_test_note', false);

    const patch = await npm('release', '--', '1.0.1', '--date', DATE);
    expect(patch.code).toBe(1);
    expect(patch.stdout).toMatch(/change class since 1\.0\.0: minor/);
    expect(patch.stderr).toMatch(/need the next minor version \(1\.1\.0\), not 1\.0\.1/);

    const silent = await npm('release', '--', '1.1.0', '--date', DATE);
    expect(silent.code).toBe(1);
    expect(silent.stderr).toMatch(/"Unreleased" section of CHANGELOG.md is empty/);

    // Released on a date less than 6 months before the sunset: refused.
    const early = await npm('release', '--', '1.1.0', '--date', '2027-01-20');
    expect(early.code).toBe(1);
    expect(early.stdout).toContain(`${operation.label} operation: deprecated with x-sunset 2027-07-10`);
    expect(early.stderr).toMatch(
      /deprecations in this release need x-sunset 2027-07-20 or later \(6 months after 2027-01-20\)/,
    );

    await addProperty(component, 'release_test_required', true);
    const breaking = await npm('release', '--', '1.1.0', '--date', DATE);
    expect(breaking.code).toBe(1);
    expect(breaking.stdout).toMatch(
      new RegExp(`release_test_required: new required property[^\\n]*\\n\\s+in [^\\n]*\\(${operationId}\\)`),
    );
    expect(breaking.stderr).toMatch(/breaking changes since 1\.0\.0 are refused/);
    expect(listReleases(path.join(copy, 'releases'))).toEqual(['1.0.0']);
    expect(await git('status', '--porcelain')).toBe('');
  });
});
