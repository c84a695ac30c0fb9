// The bounds imports keep (test/repository/imports.test.ts): each package (the root `@vps-hosting/api`,
// each packages/X) is reached from another only through its package name and the subpaths its
// `exports` offer; inside a package, the product (src/, bin/) imports no tooling (scripts/, bench/)
// and no tests (test/), and tooling imports no tests. A package's tests may import its own product.
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface SourceFile {
  /** Relative to the repository root, with `/`. */
  path: string;
  text: string;
}

type Room = 'product' | 'tooling' | 'tests' | 'other';

interface Place {
  /** `.` for the root package, else `packages/X`. */
  pkg: string;
  room: Room;
}

/** The folders whose files are read, and the endings that are code. */
const ROOT_FOLDERS = ['src', 'scripts', 'bench', 'test'];
const PACKAGE_FOLDERS = ['src', 'test', 'bin'];
const CODE = /\.(ts|mts|cjs|js)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'generated']);

function placeOf(file: string): Place {
  const parts = file.split('/');
  if (parts[0] === 'packages' && parts.length > 2) {
    const folder = parts[2];
    const room: Room = folder === 'src' || folder === 'bin' ? 'product' : folder === 'test' ? 'tests' : 'other';
    return { pkg: `packages/${parts[1]}`, room };
  }
  if (parts[0] === 'packages') return { pkg: `packages/${parts[1] ?? ''}`, room: 'other' };
  const room: Room =
    parts[0] === 'src'
      ? 'product'
      : parts[0] === 'scripts' || parts[0] === 'bench'
        ? 'tooling'
        : parts[0] === 'test'
          ? 'tests'
          : 'other';
  return { pkg: '.', room };
}

/** Module specifiers a line names: static and dynamic imports, re-exports, require. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

function specifiersOf(line: string): string[] {
  return [...line.matchAll(SPECIFIER)].map((match) => match[2] as string);
}

/**
 * What crosses a bound, as `file:line: why`. `exportsOf` gives the `exports` subpaths (`.`, `./contract`)
 * of a workspace package by its name (`@vps-hosting/api`), undefined for a name that is no workspace.
 */
export function importProblems(
  files: readonly SourceFile[],
  exportsOf: (name: string) => readonly string[] | undefined,
): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = placeOf(file.path);
    file.text.split('\n').forEach((line, index) => {
      for (const specifier of specifiersOf(line)) {
        const why = problemOf(file.path, from, specifier, exportsOf);
        if (why) problems.push(`${file.path}:${index + 1}: ${specifier}: ${why}`);
      }
    });
  }
  return problems;
}

function problemOf(
  file: string,
  from: Place,
  specifier: string,
  exportsOf: (name: string) => readonly string[] | undefined,
): string | undefined {
  if (specifier.startsWith('.')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const to = placeOf(target);
    if (to.pkg !== from.pkg) return `leaves its package (${from.pkg} → ${to.pkg})`;
    if (from.room === 'product' && (to.room === 'tooling' || to.room === 'tests'))
      return `the product imports ${to.room}`;
    if (from.room === 'tooling' && to.room === 'tests') return 'tooling imports tests';
    return undefined;
  }
  const bare = /^(@vps-hosting\/[^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!bare) return undefined;
  const offered = exportsOf(bare[1] as string);
  if (!offered) return undefined;
  const subpath = bare[2] === undefined ? '.' : `./${bare[2]}`;
  return offered.includes(subpath) ? undefined : `${bare[1]} exports no ${subpath}`;
}

function walk(root: string, folder: string, out: string[]): void {
  const full = path.join(root, folder);
  if (!fs.existsSync(full)) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const child = `${folder}/${entry.name}`;
    if (entry.isDirectory()) walk(root, child, out);
    else if (entry.isFile() && CODE.test(entry.name)) out.push(child);
  }
}

/** Every code file under the folders the bounds speak of. */
export function sourceFiles(root: string): SourceFile[] {
  const paths: string[] = [];
  for (const folder of ROOT_FOLDERS) walk(root, folder, paths);
  for (const pkg of fs.readdirSync(path.join(root, 'packages'))) {
    for (const folder of PACKAGE_FOLDERS) walk(root, `packages/${pkg}/${folder}`, paths);
  }
  return paths.map((file) => ({ path: file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
}

/** The `exports` subpaths of each workspace package, by its name (none listed: only `.` if it has `main`). */
export function workspaceExports(root: string): (name: string) => readonly string[] | undefined {
  const byName = new Map<string, string[]>();
  const manifests = [
    'package.json',
    ...fs.readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}/package.json`),
  ];
  for (const manifest of manifests) {
    const full = path.join(root, manifest);
    if (!fs.existsSync(full)) continue;
    const json = JSON.parse(fs.readFileSync(full, 'utf8')) as { name: string; exports?: object; main?: string };
    byName.set(json.name, json.exports ? Object.keys(json.exports) : json.main ? ['.'] : []);
  }
  return (name) => byName.get(name);
}
