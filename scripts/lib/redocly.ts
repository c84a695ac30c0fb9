// Running the Redocly CLI (lint, bundle) as a child process, without telemetry and without the
// notice boxes it draws on stderr (Redocly CLI 2.77 always draws a "Node.js 20 support is
// ending" box on Node 20; no flag or variable turns it off, so it is filtered out here).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import * as path from 'node:path';

const require = createRequire(import.meta.url);
const CLI = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Removes the boxes (╔═╗ ║ ╚═╝) the CLI draws around notices, and the blank lines they leave. */
export function stripNotices(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/^\s*[╔║╚]/.test(line))
    .join('\n')
    .replace(/^\s*\n/, '')
    .replace(/\n{3,}/g, '\n\n');
}

export function redocly(args: string[]): Promise<RunResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        SCARF_ANALYTICS: 'false',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code: code ?? 1, stdout, stderr: stripNotices(stderr), ms: performance.now() - started }),
    );
  });
}

/** One problem of `redocly lint --format json`. */
export interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { source: { ref: string }; pointer: string; start?: { line: number; col: number } }[];
}

export interface RedoclyLintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: RedoclyProblem[];
}
