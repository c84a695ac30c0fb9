// A copy of the sandbox's sources with one planted bug (bench/lib/mutants.ts), under build/mutants/<id>/
// (ignored by git): packages/sandbox/{src,seed,package.json} copied, so that node resolution from the
// copy still finds the repository's node_modules (and its @vps-hosting/* workspaces), then one text
// replacement. packages/sandbox itself is never written.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mutant } from './mutants.js';
import { REPO } from './repo.js';

export const SANDBOX_DIR = join(REPO, 'packages/sandbox');
export const MUTANTS_DIR = join(REPO, 'build/mutants');

/** How often `search` occurs in `text` (non-overlapping). */
export function occurrences(text: string, search: string): number {
  if (search === '') return 0;
  let count = 0;
  for (let at = text.indexOf(search); at >= 0; at = text.indexOf(search, at + search.length)) count++;
  return count;
}

/** Why the mutant cannot be planted in these sources (its search string missing or repeated), or undefined. */
export function plantingProblem(mutant: Mutant, sandboxDir = SANDBOX_DIR): string | undefined {
  const file = join(sandboxDir, mutant.file);
  if (!existsSync(file)) return `${mutant.id}: ${mutant.file} does not exist`;
  const found = occurrences(readFileSync(file, 'utf8'), mutant.search);
  if (found === 1) return undefined;
  return `${mutant.id}: its search string occurs ${found} times in ${mutant.file} (exactly once expected: the sandbox changed, update the corpus)`;
}

/** Copies the sandbox's sources into `build/mutants/<id>/` and plants the mutant (none: the faithful
 *  copy, the corpus's control). Answers the copy's entry (src/main.ts). Throws when the search string
 *  does not occur exactly once. */
export function plantedCopy(mutant: Mutant | undefined, id = mutant?.id ?? 'control', root = MUTANTS_DIR): string {
  if (mutant) {
    const problem = plantingProblem(mutant);
    if (problem) throw new Error(problem);
  }
  const dir = join(root, id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of ['src', 'seed', 'package.json'])
    cpSync(join(SANDBOX_DIR, part), join(dir, part), { recursive: true });
  if (mutant) {
    const file = join(dir, mutant.file);
    const text = readFileSync(file, 'utf8');
    // A function replacement, so that `$` in the replacement is taken literally.
    writeFileSync(
      file,
      text.replace(mutant.search, () => mutant.replace),
    );
  }
  return join(dir, 'src/main.ts');
}

/** Removes a copy made by plantedCopy. */
export function removeCopy(id: string, root = MUTANTS_DIR): void {
  rmSync(join(root, id), { recursive: true, force: true });
}

export const KIT_SNAPSHOT_DIR = join(REPO, 'build/kit');

/** The kit as committed (git HEAD's packages/conformance, under build/kit/): every run of one benchmark
 *  uses the same checks, while the working tree may be changing. Answers its entry (src/bin.ts) and the commit. */
export function kitSnapshot(): { bin: string; commit: string } {
  rmSync(KIT_SNAPSHOT_DIR, { recursive: true, force: true });
  mkdirSync(KIT_SNAPSHOT_DIR, { recursive: true });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim();
  const archive = execFileSync(
    'git',
    ['archive', 'HEAD', 'packages/conformance/src', 'packages/conformance/package.json'],
    {
      cwd: REPO,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', KIT_SNAPSHOT_DIR], { input: archive });
  return { bin: join(KIT_SNAPSHOT_DIR, 'packages/conformance/src/bin.ts'), commit };
}
