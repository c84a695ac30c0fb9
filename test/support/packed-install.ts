// The packed tarballs installed as a user gets them: `npm pack` of @vps-hosting/api and one workspace
// into `<folder>/tarballs`, then `npm install` of the two tarballs into an empty project, `<folder>/app`.
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (bounded by 170 s) with `env` over this process's; never rejects. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...process.env, ...env }, timeout: 170_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Packs the root package and `workspace` (e.g. `@vps-hosting/cli`), installs both tarballs into a new
 *  project named `appName` under `folder` (an empty temporary folder) and answers that project's path. */
export async function installPacked(folder: string, workspace: string, appName: string): Promise<string> {
  const tarballs = join(folder, 'tarballs');
  const app = join(folder, 'app');
  mkdirSync(tarballs);
  mkdirSync(app);
  // The builds are those of this run (npm test builds every workspace first): packing rebuilds nothing.
  for (const selection of [[], [`--workspace=${workspace}`]]) {
    const packed = await run('npm', ['pack', '--ignore-scripts', ...selection, '--pack-destination', tarballs], root);
    expect(packed.code, packed.stderr).toBe(0);
  }
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  expect(files).toHaveLength(2);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: appName, private: true }));
  const installed = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...files], app);
  expect(installed.code, installed.stderr).toBe(0);
  return app;
}
