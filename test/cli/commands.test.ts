// Every command a user runs answers `--help` with its usage and flags (exit code 0), and an unknown
// flag with one line naming it and the usage (exit code 2), without starting, building or writing
// anything (our scripts print a line starting with ▶ for each step they take, and print none). Each runs as
// `npm run --silent <script> -- …`, as a user types it, in a process group of its own that is
// killed if it outlives its bound (so no server it might start is left running).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPTS = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;
/** The commands built on @vps-hosting/http-edge/cli, and how the usage names each: the products' own
 *  commands (`npm run mock` and `npm run sandbox` run them) by their bin's name. */
const USAGE_NAMES: Record<string, string> = { start: 'npm start --', mock: 'vps-mock', sandbox: 'vps-sandbox' };
const COMMANDS = ['start', 'mock', 'sandbox', 'bench', 'release', 'lint', 'generate', 'docs', 'build:all'].map(
  (name) => [name, USAGE_NAMES[name] ?? `npm run ${name} --`] as const,
);
const BOUND_MS = 60_000;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-api-cli-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  /** stderr without npm's own warnings about the machine's configuration. */
  stderr: string;
}

function npmRun(script: string, args: string[]): Promise<Run> {
  // Under `npm test`, npm_execpath is the npm that runs us; otherwise the npm on PATH.
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
  const child = spawn(command, [...prefix, 'run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Should a command start a server after all, it gets free ports and a scratch database.
    env: {
      ...process.env,
      PORT: '0',
      DOCS_PORT: '0',
      SANDBOX_PORT: '0',
      SANDBOX_DB: path.join(scratch, 'sandbox.db'),
      NO_COLOR: '1',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const bound = setTimeout(killGroup, BOUND_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(bound);
      killGroup(); // anything the command left behind in its group
      const ownLines = stderr.split('\n').filter((line) => !line.startsWith('npm warn'));
      resolve({ code, stdout, stderr: ownLines.join('\n') });
    });
  });
}

/** Each command's `--help`, run once per script: its test reads it, and so does the unknown flag's. */
const helps = new Map<string, Promise<Run>>();
function help(script: string): Promise<Run> {
  if (!helps.has(script)) helps.set(script, npmRun(script, ['--help']));
  return helps.get(script)!;
}

it('every command is an npm script', () => {
  for (const [script] of COMMANDS) expect(SCRIPTS[script], script).toBeDefined();
});

describe.each(COMMANDS)('npm run %s', (script, name) => {
  it(
    'answers --help with its usage and flags on stdout, exit code 0',
    async () => {
      const run = await help(script);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr.trim()).toBe('');
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(new RegExp(`^Usage: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
      const flagLines = lines.filter((line) => /^ {2}(-\w, )?--[\w-]+/.test(line));
      expect(flagLines.some((line) => line.includes('--help'))).toBe(true);
      // Every flag line says what the flag does.
      for (const line of flagLines) expect(line, line).toMatch(/^ {2}(-\w, | {4})--[\w-]+( \S+)? {3,}\S/);
      // Nothing but the usage: no step began.
      expect(run.stdout).not.toMatch(/^\s*[▶✔✖]/m);
    },
    BOUND_MS + 5_000,
  );

  it(
    'answers an unknown flag with one line naming it and the usage on stderr, exit code 2',
    async () => {
      const [usage, run] = await Promise.all([help(script), npmRun(script, ['--no-such-flag'])]);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trimEnd()).toBe(`✖ unknown flag --no-such-flag\n\n${usage.stdout.trimEnd()}`);
    },
    BOUND_MS + 5_000,
  );
});

describe('--help does nothing else', () => {
  it(
    'npm run docs -- --out DIR --help builds no site into DIR, and generate -- --help rewrites no generated file',
    async () => {
      const out = path.join(scratch, 'site');
      const bundle = path.join(ROOT, 'generated', 'openapi.json');
      const before = fs.statSync(bundle).mtimeMs;
      const [docs, generate] = await Promise.all([npmRun('docs', ['--out', out, '--help']), help('generate')]);
      expect(docs.code, docs.stderr).toBe(0);
      expect(generate.code, generate.stderr).toBe(0);
      expect(fs.existsSync(out)).toBe(false);
      expect(fs.existsSync(`${out}.src`)).toBe(false);
      expect(fs.statSync(bundle).mtimeMs).toBe(before);
    },
    BOUND_MS + 5_000,
  );
});

describe('npm test -- --help and npm run format -- --help', () => {
  it(
    'print their usage and run nothing: no checks, no suite, no file rewritten',
    async () => {
      const readme = path.join(ROOT, 'README.md');
      const before = fs.statSync(readme).mtimeMs;
      const [test, format] = await Promise.all([npmRun('test', ['--help']), npmRun('format', ['--help'])]);
      expect(test.code, test.stderr).toBe(0);
      expect(test.stdout).toMatch(/^Usage: npm test \[-- VITEST_ARGS\]$/m);
      // .ci/checks prints "> npm run …" for each of its steps; none ran.
      expect(test.stdout).not.toMatch(/^> npm run /m);
      expect(format.code, format.stderr).toBe(0);
      expect(format.stdout).toMatch(/Usage: biome check/);
      expect(fs.statSync(readme).mtimeMs).toBe(before);
    },
    BOUND_MS + 5_000,
  );
});
