// No import reaches into another package's internals, nor from a product into tooling or tests, nor
// from tooling into tests; a bare `@vps-hosting/<pkg>/<subpath>` is one its package exports
// (the rules: import-bounds.ts). Every .ts/.mts/.cjs/.js file under src/, scripts/, bench/, test/ and
// packages/*/{src,test,bin} is read (not node_modules, dist or generated).
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importProblems, sourceFiles, workspaceExports } from './import-bounds.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('import bounds', () => {
  const problems = importProblems(sourceFiles(ROOT), workspaceExports(ROOT));

  it('no file crosses a bound', () => {
    expect(problems).toEqual([]);
  });

  it('reads the tree: the product, tooling and tests of the root and of the packages', () => {
    const files = sourceFiles(ROOT).map((file) => file.path);
    for (const expected of [
      'src/contract/index.ts',
      'scripts/generate.ts',
      'bench/run.ts',
      'test/repository/imports.test.ts',
      'packages/sandbox/src/index.ts',
      'packages/cli/test/helpers.ts',
      'packages/cli/bin/vps.js',
    ])
      expect(files).toContain(expected);
    expect(files.filter((file) => /(^|\/)(node_modules|dist|generated)\//.test(file))).toEqual([]);
  });

  it('names each kind of crossing in a fake tree, with its file and line', () => {
    const exportsOf = (name: string) =>
      ({ '@vps-hosting/api': ['.', './contract'], '@vps-hosting/cli': ['./commands'] })[name];
    // «…» stands for a quoted specifier, so that this file's own text imports nothing it does not.
    const fake = (file: string, ...lines: string[]) => ({ path: file, text: lines.join('\n').replace(/[«»]/g, "'") });
    const found = importProblems(
      [
        fake(
          'packages/mock/test/a.test.ts',
          'import { x } from «../src/x.js»;',
          'import { y } from «../../sandbox/src/y.js»;',
        ),
        fake('scripts/docs/b.ts', '// b', 'export { z } from «../../packages/cli/src/main.js»;'),
        fake('src/c.ts', 'import {', '  t,', '} from «../test/support/t.js»;', 'import «../scripts/lib/s.js»;'),
        fake('packages/sandbox/src/d.ts', 'const e = await import(«../test/helpers.js»);'),
        fake('bench/e.ts', 'import { f } from «../test/support/f.js»;', 'import { g } from «../src/g.js»;'),
        fake(
          'test/f.test.ts',
          'import { contract } from «@vps-hosting/api/contract»;',
          'import { internal } from «@vps-hosting/api/src/contract/refs.js»;',
          'import { main } from «@vps-hosting/cli/main»;',
          'import { commandSpec } from «@vps-hosting/cli/commands»;',
          'import { x } from «other/deep/path»;',
        ),
      ],
      exportsOf,
    );
    expect(found).toEqual([
      'packages/mock/test/a.test.ts:2: ../../sandbox/src/y.js: leaves its package (packages/mock → packages/sandbox)',
      'scripts/docs/b.ts:2: ../../packages/cli/src/main.js: leaves its package (. → packages/cli)',
      'src/c.ts:3: ../test/support/t.js: the product imports tests',
      'src/c.ts:4: ../scripts/lib/s.js: the product imports tooling',
      'packages/sandbox/src/d.ts:1: ../test/helpers.js: the product imports tests',
      'bench/e.ts:1: ../test/support/f.js: tooling imports tests',
      'test/f.test.ts:2: @vps-hosting/api/src/contract/refs.js: @vps-hosting/api exports no ./src/contract/refs.js',
      'test/f.test.ts:3: @vps-hosting/cli/main: @vps-hosting/cli exports no ./main',
    ]);
  });
});
