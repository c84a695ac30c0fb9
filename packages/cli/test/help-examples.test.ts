// One real example per command (issue 29): the help of every command built from an operation ends with the
// document's examples (@vps-hosting/api/operations/examples), one command per named request example (the
// first three, each after its summary) or one. Each command is read back as a shell reads it and run
// in-process with --dry-run -o json against a sandbox: it passes the local checks (exit 0, nothing sent) and
// the request it prints carries the document's values (path, query and body).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { OPERATION_EXAMPLES } from '@vps-hosting/api/operations/examples';
import { startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';
import { buildProgram, prepareHelp } from '../src/commands/build-program.js';
import { MAX_REQUEST_EXAMPLES, shellWord } from '../src/commands/command-examples.js';
import { commandSpecs, type CommandSpec } from '../src/commands/command-specs.js';
import { PAGE_PARAMETER, PAGE_SIZE_PARAMETER } from '../src/commands/overlay.js';
import { main } from '../src/main.js';

const program = buildProgram({ operations: OPERATIONS, run: async () => {}, addToolCommands: () => {} });
const specs = commandSpecs(OPERATIONS);

function helpOf(spec: CommandSpec): string {
  let command: Command | undefined = program;
  for (const word of spec.words) command = command?.commands.find((c) => c.name() === word);
  let help = '';
  command!.configureOutput({ writeOut: (text) => (help += text) });
  command!.outputHelp();
  return help;
}

/** The examples section of a help page: after `Example:` or `Examples:`, up to the columns or the end. */
function examplesSection(help: string): string {
  const at = /\nExamples?:\n/.exec(help);
  if (!at) return '';
  const rest = help.slice(at.index + at[0].length);
  return rest.slice(0, rest.search(/\n\nColumns |$/));
}

/** Strings a shell would read something in, for the quoting check. */
const TRICKY = ["it's", '$HOME `id` $(id)', 'a b\tc\nd', '*.txt', '{"a":1,"b":[2,3]}', '=ls', '~root', '#x', '!!', ''];

/**
 * What bash passes to `vps` for each command of each script (undefined for a script bash refuses: a syntax
 * error, an unset variable, a glob): a real shell reads every example, so quoting is proved by the shell.
 */
function argvByBash(scripts: readonly string[]): (string[][] | undefined)[] {
  const each = scripts.map((script) => {
    const word = `'${script.replace(/'/g, `'\\''`)}'`;
    return `printf '\\002'; (set -u; shopt -s failglob; eval ${word}) || printf '\\003'`;
  });
  const script = [`vps() { printf '\\001'; printf '%s\\000' "$@"; }`, ...each, 'true'].join('\n');
  const out = execFileSync('bash', ['--noprofile', '--norc', '-c', script], { encoding: 'utf8', stdio: 'pipe' });
  return out
    .split('\u0002')
    .slice(1)
    .map((section) =>
      section.includes('\u0003')
        ? undefined
        : section
            .split('\u0001')
            .slice(1)
            .map((command) => command.split('\u0000').slice(0, -1)),
    );
}

interface DryRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The requests that left the process. */
  sent: string[];
}

/** Runs `vps args…` in-process with its output captured and every request recorded (then passed on). */
async function run(args: string[]): Promise<DryRun> {
  const result: DryRun = { code: -1, stdout: '', stderr: '', sent: [] };
  const { fetch: realFetch } = globalThis;
  const { write: realStdout } = process.stdout;
  const { write: realStderr } = process.stderr;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    result.sent.push(`${request.method} ${request.url}`);
    return realFetch(request);
  }) as typeof fetch;
  const capture = (key: 'stdout' | 'stderr') =>
    ((chunk: string | Uint8Array) => {
      result[key] += chunk.toString();
      return true;
    }) as typeof process.stdout.write;
  process.stdout.write = capture('stdout');
  process.stderr.write = capture('stderr');
  try {
    result.code = await main(args);
    return result;
  } finally {
    globalThis.fetch = realFetch;
    process.stdout.write = realStdout;
    process.stderr.write = realStderr;
  }
}

let sandbox: TestSandbox;
const saved = Object.fromEntries(['VPS_TOKEN', 'VPS_API_URL', 'XDG_CONFIG_HOME'].map((n) => [n, process.env[n]]));
/** Per command of `specs`: its examples section, and each example's argv as bash reads it. */
let sections: string[] = [];
let argvs: (string[][] | undefined)[] = [];
/** The argv bash read from the TRICKY strings, each quoted by shellWord. */
let tricky: string[] = [];

beforeAll(async () => {
  await prepareHelp(OPERATIONS);
  sections = specs.map((spec) => examplesSection(helpOf(spec)));
  const read = argvByBash([...sections, `vps ${TRICKY.map(shellWord).join(' ')}`]);
  argvs = read.slice(0, specs.length);
  tricky = read[specs.length]?.[0] ?? [];
  sandbox = await startTestSandbox({ db: ':memory:' });
  Object.assign(process.env, {
    VPS_TOKEN: sandbox.full,
    VPS_API_URL: sandbox.base,
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'vps-help-examples-')),
  });
});

afterAll(async () => {
  rmSync(process.env.XDG_CONFIG_HOME!, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await sandbox?.close();
});

const cases = specs.map((spec, index) => ({ name: spec.words.join(' '), spec, index }));

describe('vps help: the document’s examples, every command built from an operation', () => {
  it('has the examples of every operation of the table, and no other', () => {
    expect(Object.keys(OPERATION_EXAMPLES).sort()).toEqual(OPERATIONS.map((o) => o.operationId).sort());
  });

  it('quotes every value so that a shell passes it as it is', () => {
    expect(tricky).toEqual(TRICKY);
  });

  it.each(cases)('$name', async ({ spec, index }) => {
    const { operation } = spec;
    const examples = OPERATION_EXAMPLES[operation.operationId]!;
    const requests = operation.body ? examples.requests.slice(0, MAX_REQUEST_EXAMPLES) : [];
    const commands = argvs[index];
    if (!commands) expect.fail(`bash refuses the examples of vps ${spec.words.join(' ')}:\n${sections[index]}`);
    expect(commands.length, `one example, or one per named request example:\n${sections[index]}`).toBe(
      Math.max(requests.length, 1),
    );
    const summaries = [...sections[index]!.matchAll(/^ {2}# (.*)$/gm)].map((m) => m[1]);
    expect(summaries).toEqual(requests.flatMap((request) => (request.summary ? [request.summary] : [])));
    for (const [n, words] of commands.entries()) {
      const request = requests[n];
      expect(words.slice(0, spec.words.length)).toEqual(spec.words);
      const label = `vps ${words.join(' ')}`;
      const result = await run([...words, '--dry-run', '-o', 'json']);
      expect(result.code, `${label}\n${result.stderr}`).toBe(0);
      expect(result.sent, label).toEqual([]);
      const printed = JSON.parse(result.stdout) as { method: string; url: string; body?: unknown };
      expect(printed.method).toBe(operation.method);
      // The path with each path parameter's example, the query of documented values only.
      const url = new URL(printed.url);
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(String(examples.parameters.path?.[name])),
      );
      expect(url.pathname.endsWith(path), `${url.pathname} ends with ${path}`).toBe(true);
      const query = examples.parameters.query ?? {};
      for (const [name, value] of url.searchParams) expect(value, `${label}: ${name}`).toBe(String(query[name]));
      for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.required))
        expect(url.searchParams.has(parameter.name), `${label}: ${parameter.name}`).toBe(true);
      // A list with documented filters shows how one is given.
      const filters = Object.keys(query).filter((name) => name !== PAGE_PARAMETER && name !== PAGE_SIZE_PARAMETER);
      if (filters.length > 0)
        expect(
          filters.some((name) => url.searchParams.has(name)),
          label,
        ).toBe(true);
      // The body is the named example's own.
      if (request) expect(printed.body, label).toEqual(request.value);
      else if (!operation.body) expect(printed.body, label).toBeUndefined();
    }
  });
});
