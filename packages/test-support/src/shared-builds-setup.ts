// Global setup of `unit`: one folder for what several test files build the same way in a run: the
// packed tarballs (packed-install.ts) and the reference site (test/docs/shared-site.ts).
// Each is built into it when a test first asks for it (so a run without those tests builds nothing)
// and reused after; the folder is removed at the end of the run.
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's shared builds, one subfolder per build. */
    sharedBuilds: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'vps-shared-builds-'));
  project.provide('sharedBuilds', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** Moves a finished build (a folder) to `home` at once, so that a test building the same thing at the
 *  same time (files run in parallel) finds either nothing or the whole build, never part of one; if
 *  the other test's build got there first, this one (identical) is removed. */
export function settle(built: string, home: string): void {
  try {
    renameSync(built, home);
  } catch {
    rmSync(built, { recursive: true, force: true });
  }
}
