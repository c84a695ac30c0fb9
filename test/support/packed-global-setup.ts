// Global setup of `unit`: one folder for the run's packed tarballs, shared by the packed-install tests
// (test/support/packed-install.ts packs each package into it at most once per run, when a test first
// asks for it, so a run without those tests packs nothing), removed at the end of the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's `npm pack` tarballs, one subfolder per package. */
    packedTarballs: string;
  }
}

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'vps-packed-tarballs-'));
  project.provide('packedTarballs', folder);
  return () => rmSync(folder, { recursive: true, force: true });
}
