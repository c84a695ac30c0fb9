// `npm run build:all`: compiles the root package and every workspace that has a tsconfig.build.json (the
// root first, then packages/ in the order of package.json's "workspaces", which puts each after what it
// imports; the root is no workspace of its own, docs/design/layout.md#packages) in one
// `tsc --build` process. One tsc per workspace loaded the compiler six times and parsed the files they
// share (TypeScript's libs, @types/node, the client's declarations) each time: 39 CPU seconds, against 22
// for one process (docs/design/testing.md). Each dist/ is removed first, as a workspace's own `build` does,
// so that nothing of an earlier build stays behind.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { parseCommandLine, type Command } from '@vps-hosting/http-edge/cli';

const COMMAND: Command = {
  name: 'npm run build:all --',
  summary:
    'Compiles the root package and every workspace with a tsconfig.build.json into its dist/, in one tsc --build\n' +
    '(each dist/ removed first).',
  flags: {},
};
parseCommandLine(COMMAND);

const repoRoot = path.resolve(import.meta.dirname, '..');
const CONFIG = 'tsconfig.build.json';
const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
const workspaces = ['.', ...manifest.workspaces.filter((dir) => dir !== '.')].filter((dir) =>
  fs.existsSync(path.join(repoRoot, dir, CONFIG)),
);
for (const dir of workspaces) fs.rmSync(path.join(repoRoot, dir, 'dist'), { recursive: true, force: true });

const started = performance.now();
console.log(`▶ tsc --build of ${workspaces.join(', ')} …`);
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = workspaces.map((dir) => path.join(dir, CONFIG));
const built = spawnSync(process.execPath, [tsc, '--build', ...projects], { cwd: repoRoot, stdio: 'inherit' });
if (built.status !== 0) {
  console.error(`✖ tsc --build failed (exit code ${built.status ?? built.signal})`);
  process.exit(1);
}
console.log(`✔ built ${workspaces.length} workspaces (${((performance.now() - started) / 1000).toFixed(1)} s)`);
