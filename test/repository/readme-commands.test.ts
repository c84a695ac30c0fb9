// Every command a README shows is run by a test (issue 42). The commands are read from the READMEs
// (readme-commands.ts: each line of a shell block, each inline `code` that is a command; synopses with
// placeholders and names of commands in a sentence are left out), and docs/design/testing.md, "README
// commands", names for each the test that runs it: this file checks that table against the READMEs
// (a command added to a README without a test fails here), then runs, as written, every command the
// table says it runs.
//
// As written means: the README's text, read from the README at run time, run by bash (`vps` on a
// pseudo-terminal, util-linux `script`, as a person types it; every confirmation answered `y`). What is
// substituted, and nothing else: a token placeholder (`<the full token it printed>`) by the full token
// the server started before it printed; the fixed addresses of the README (`http://127.0.0.1:4020`,
// `:4010`, `sandbox.internal:4020`, the receiver's 8080) by those of the servers this test started on
// free ports (a test takes no fixed port: a server line runs with `SANDBOX_PORT=0`/`PORT=0` in its
// environment, or `--port 0` for the README's `--port 4020`); `/tmp/site` by a temporary folder. The
// environment is the reader's: `vps` on PATH, HOME and the working folder temporary ones, the
// sandbox's state in a temporary file. Servers are stopped by their process group at the end.
//
// The inline `vps` commands of packages/cli/README.md run against one sandbox in this process with
// the example fleet (reset and loaded again before each: each example starts from the fleet), as the
// README's opening block sets up (VPS_TOKEN and VPS_API_URL in the environment).
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { createServer } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_EXAMPLES } from '@vps-hosting/api/operations/examples';
import { pathOf, startTestSandbox, type TestSandbox } from '@vps-hosting/sandbox/testing';
import { allCommands, commandsOf, ROOT, TOKEN_PLACEHOLDER, type ReadmeCommand } from './readme-commands.js';

const THIS_FILE = 'test/repository/readme-commands.test.ts';
const BOUND_MS = 60_000;

interface Row {
  command: string;
  readme: string;
  runBy: string;
}

/** The rows of docs/design/testing.md's "README commands" table. */
function inventory(): Row[] {
  const page = fs.readFileSync(path.join(ROOT, 'docs/design/testing.md'), 'utf8');
  const section = page.split(/^## /m).find((part) => part.startsWith('README commands'));
  if (!section) throw new Error('docs/design/testing.md has no "## README commands" section');
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/\\\|/g, '|'));
      return {
        command: (cells[0] ?? '').replace(/^`|`$/g, ''),
        readme: (cells[1] ?? '').replace(/^`|`$/g, ''),
        runBy: cells[2] ?? '',
      };
    });
}

const key = (readme: string, command: string) => `${readme}\t${command}`;
const rows = inventory();
const runHere = new Set(rows.filter((row) => row.runBy.includes(THIS_FILE)).map((r) => key(r.readme, r.command)));
/** The commands this file ran, for the last check. */
const ran = new Set<string>();

describe('the inventory of README commands (docs/design/testing.md)', () => {
  it('lists every command of the READMEs, and no other, each with a test that exists', () => {
    const found = [...new Set(allCommands().map((c) => key(c.readme, c.command)))].sort();
    const listed = [...new Set(rows.map((r) => key(r.readme, r.command)))].sort();
    expect(listed).toEqual(found);
    for (const row of rows) {
      const paths = [...row.runBy.matchAll(/`([^`\s]+\.(?:ts|json)|\.ci\/\w+)`/g)].map((m) => m[1]!);
      expect(paths.length, `${row.command}: its test`).toBeGreaterThan(0);
      for (const file of paths) expect(fs.existsSync(path.join(ROOT, file)), `${row.command}: ${file}`).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// Running: a scratch folder for HOME and the working folder, `vps` on PATH.

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vps-readme-commands-'));
const home = path.join(scratch, 'home');
const work = path.join(scratch, 'work');
const shims = path.join(scratch, 'bin');
for (const dir of [home, work, shims, path.join(home, '.config/fish/completions')]) {
  fs.mkdirSync(dir, { recursive: true });
}
const VPS_BIN = path.join(ROOT, 'packages/cli/dist/bin.js');
fs.writeFileSync(path.join(shims, 'vps'), `#!/bin/sh\nexec "${process.execPath}" "${VPS_BIN}" "$@"\n`, { mode: 0o755 });

/** The reader's shell environment: no npm_* of the npm running the tests, vps on PATH, a fresh HOME. */
function readerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|VPS_|SANDBOX_)/i.test(name)));
  return {
    ...env,
    PATH: `${shims}:${process.env.PATH}`,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    NO_COLOR: '1',
    TERM: 'dumb',
    npm_config_update_notifier: 'false',
    ...extra,
  };
}

interface Run {
  code: number | null;
  output: string;
  /** stderr, when not on a terminal. */
  errors: string;
  prompts: number;
}

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** Runs one line in bash; on a pseudo-terminal when `terminal` (every `[y/N]` answered y). Bounded. */
function runLine(line: string, env: NodeJS.ProcessEnv, cwd: string, terminal: boolean): Promise<Run> {
  const bash = ['bash', '--noprofile', '--norc', '-o', 'pipefail', '-c', line];
  const [command, args] = terminal
    ? ['script', ['-qfec', bash.map(quote).join(' '), '/dev/null']]
    : [bash[0]!, bash.slice(1)];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args as string[], { cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    let prompts = 0;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const asked = output.match(/\[y\/N\] /g)?.length ?? 0;
      while (prompts < asked) {
        prompts++;
        child.stdin.write('y\r');
      }
    };
    // On a terminal stdout and stderr are one; in a pipe, stdout is the output and stderr is kept apart.
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      if (terminal) onData(chunk);
      else errors += chunk.toString();
    });
    const timer = setTimeout(() => killGroup(child.pid), BOUND_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      child.stdin.destroy();
      resolve({ code, output: output.replace(/\r/g, ''), errors, prompts });
    });
    if (!terminal) child.stdin.end();
  });
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    if (pid) process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** A server a README line started, in the background. */
interface Started {
  pid: number;
  output: () => string;
  url?: string;
  token?: string;
  exited: Promise<number | null>;
}
const started: Started[] = [];

/** Starts a line in the background (its own process group); resolves once `ready` matches its output. */
function startLine(line: string, env: NodeJS.ProcessEnv, cwd: string, ready: RegExp): Promise<Started> {
  const child = spawn('bash', ['--noprofile', '--norc', '-c', line], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  const server: Started = { pid: child.pid!, output: () => output, exited };
  started.push(server);
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      if (ready.test(output)) {
        clearInterval(poll);
        clearTimeout(bound);
        server.url = /(?:admin surface:\s+|mock API listening on )(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        server.token = /full token[^:]*:\s*(\S+)/.exec(output)?.[1];
        resolve(server);
      }
    }, 100);
    const bound = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`${line}: not ready within ${BOUND_MS} ms:\n${output}`));
    }, BOUND_MS);
    void exited.then((code) => {
      if (ready.test(output)) return;
      clearInterval(poll);
      clearTimeout(bound);
      reject(new Error(`${line}: exited (${code}) before it was ready:\n${output}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

afterAll(async () => {
  for (const server of started) killGroup(server.pid);
  await Promise.all(started.map((s) => Promise.race([s.exited, new Promise((done) => setTimeout(done, 5_000))])));
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The README's commands this file runs (the table says so), in the README's order. */
function toRun(readme: string, filter: (c: ReadmeCommand) => boolean = () => true): ReadmeCommand[] {
  const seen = new Set<string>();
  return commandsOf(readme).filter((c) => {
    const k = key(c.readme, c.command);
    if (!runHere.has(k) || !filter(c) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const isServerLine = (command: string) =>
  /^(?:[A-Z_]+=\S+\s+)*(?:npx vps-(?:sandbox|mock)|npm run (?:sandbox|mock))\b/.test(command) ||
  /\bnpm run sandbox\b[^&]*$/.test(command);

/** Substitutes the addresses of the servers this test started for the README's fixed ones. */
interface Places {
  sandbox?: Started;
  mock?: Started;
  receiverPort?: number;
}
function substitute(command: string, places: Places): string {
  let text = command;
  if (places.sandbox?.token) text = text.replace(TOKEN_PLACEHOLDER, places.sandbox.token);
  if (places.sandbox?.url) {
    text = text.replace(/https?:\/\/(?:127\.0\.0\.1|sandbox\.internal|localhost):40[2-9]\d/g, places.sandbox.url);
  }
  if (places.mock?.url) text = text.replace(/http:\/\/127\.0\.0\.1:4010/g, places.mock.url);
  if (places.receiverPort) text = text.replace(/\b8080\b/g, String(places.receiverPort));
  return text.replace(/--port 40\d\d\b/g, '--port 0').replace(/\/tmp\/site\b/g, path.join(scratch, 'site'));
}

/** A line that starts a server, started as written (free ports, a scratch database) until it is ready. */
async function startServer(command: string, env: NodeJS.ProcessEnv): Promise<Started> {
  const line = command.replace(/\s*&$/, '');
  const isMock = /vps-mock|run mock/.test(line);
  return startLine(
    line,
    { ...env, SANDBOX_PORT: '0', PORT: '0', SANDBOX_DB: path.join(scratch, `sandbox-${started.length}.db`) },
    ROOT,
    isMock ? /mock API listening on http:\/\/127\.0\.0\.1:\d+/ : /admin surface:\s+http\S+/,
  );
}

/** The environment after a README's `export NAME=value …` line, as bash evaluates it. */
async function exported(line: string, env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  const names = [...line.matchAll(/\b([A-Z_][A-Z0-9_]*)=/g)].map((m) => m[1]!);
  const print = names.map((n) => `printf '%s\\0' "$${n}"`).join('; ');
  const result = await runLine(`${line}\n${print}`, env, work, false);
  expect(result.code, result.output + result.errors).toBe(0);
  const values = result.output.split('\0');
  return { ...env, ...Object.fromEntries(names.map((n, i) => [n, values[i] ?? ''])) };
}

async function expectLists(server: Started, token = server.token ?? 'any-token'): Promise<void> {
  const answer = await fetch(`${server.url}/api/v1/servers/`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status, server.output()).toBe(200);
  await answer.body?.cancel();
}

// ---------------------------------------------------------------------------------------------------

let fleet: TestSandbox;
beforeAll(async () => {
  if (!fs.existsSync(VPS_BIN))
    throw new Error(`${VPS_BIN} is missing: npm run build:all builds it (npm test does first)`);
  fleet = await startTestSandbox({ db: ':memory:', fleet: true, actionSeconds: 0.2 });
  // The reader's files the CLI README's examples read, from the document's own examples.
  const contacts = OPERATION_EXAMPLES.replaceDomainContacts?.requests[0]?.value as { registrant: unknown };
  fs.writeFileSync(path.join(work, 'registrant.json'), JSON.stringify(contacts.registrant));
  // The document's batch example replaces www's CNAME; its creates alone go to a name of their own.
  const batch = OPERATION_EXAMPLES.batchDnsRecords?.requests[0]?.value as { creates: { name: string }[] };
  const creates = batch.creates.map((record) => ({ ...record, name: 'batch' }));
  fs.writeFileSync(path.join(work, 'batch.json'), JSON.stringify({ creates }));
  // A zone file: the fleet's own zone, exported.
  const zone = await fetch(`${fleet.base}${pathOf('getDnsZoneFile', { zone_name: 'example.com' })}`, {
    headers: { authorization: `Bearer ${fleet.full}` },
  });
  expect(zone.status).toBe(200);
  fs.writeFileSync(path.join(work, 'zone.txt'), ((await zone.json()) as { zone_file: string }).zone_file);
  fs.writeFileSync(path.join(work, 'cloud-init.yaml'), '#cloud-config\npackages: [nginx]\n');
}, 120_000);
afterAll(() => fleet?.close());

describe('packages/cli/README.md', () => {
  it('its opening block, on a sandbox it starts, every confirmation answered', async () => {
    const places: Places = {};
    let env = readerEnv({ VPS_POLL_INTERVAL: '0.2' });
    const block = toRun('packages/cli/README.md', (c) => c.block === 0);
    expect(block.length).toBeGreaterThan(3);
    for (const line of block) {
      ran.add(key(line.readme, line.command));
      if (isServerLine(line.command)) {
        places.sandbox = await startServer(line.command, env);
        continue;
      }
      const text = substitute(line.command, places);
      if (/^export\s/.test(text)) {
        env = await exported(text, env);
        continue;
      }
      const result = await runLine(text, env, work, true);
      expect(result.code, `${text}\n${result.output}`).toBe(0);
      if (/asks first/.test(line.comment)) expect(result.prompts, `${text} asks first`).toBe(1);
    }
  }, 240_000);

  it('its other examples, each on a fresh example fleet', async () => {
    const env = readerEnv({ VPS_TOKEN: fleet.full, VPS_API_URL: fleet.base, VPS_POLL_INTERVAL: '0.2' });
    const examples = toRun('packages/cli/README.md', (c) => c.block !== 0);
    expect(examples.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const example of examples) {
      ran.add(key(example.readme, example.command));
      await fleet.admin('POST', 'reset', {});
      await fleet.admin('POST', 'fleet', {});
      const result = await runLine(example.command, env, work, /^vps|\| vps/.test(example.command));
      if (result.code !== 0) failures.push(`${example.command} → ${result.code}\n${result.output}`);
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

/** Marks a README's command run (each README that shows the same text). */
function mark(command: string, readmes: string[] = Object.keys(Object.fromEntries(rows.map((r) => [r.readme, 1])))) {
  for (const readme of readmes) if (runHere.has(key(readme, command))) ran.add(key(readme, command));
}

/** The first command of `readme` this file runs that `pattern` matches. */
function shown(readme: string, pattern: RegExp): ReadmeCommand {
  const found = toRun(readme).find((c) => pattern.test(c.command));
  if (!found) throw new Error(`${readme} shows no command this file runs matching ${pattern}`);
  return found;
}

describe('the servers the READMEs start, and what each says of them', () => {
  const env = () => readerEnv();

  it('the sandboxes: the URL and tokens they print answer, with the flags each line gives', async () => {
    const lines = {
      plain: shown('packages/sandbox/README.md', /^npx vps-sandbox$/),
      tokens: shown('packages/sandbox/README.md', /--token my-token/),
      repo: shown('README.md', /^npm run sandbox$/),
      fleet: shown('packages/mcp/README.md', /^npm run sandbox -- .*--fleet/),
      conformance: shown('test/conformance/README.md', /^npm run sandbox -- .*--rate-limit/),
    };
    const servers = await Promise.all(
      Object.values(lines).map((line) => startServer(substitute(line.command, {}), env())),
    );
    const [plain, tokens, repo, fleetServer, conformance] = servers as [Started, Started, Started, Started, Started];
    for (const server of servers) await expectLists(server);
    // --token and --read-token: the tokens given, the read one refused a write.
    expect(tokens.token).toBe('my-token');
    await expectLists(tokens, 'my-read-token');
    const write = await fetch(`${tokens.url}/api/v1/dns/zones/`, {
      method: 'POST',
      headers: { authorization: 'Bearer my-read-token', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'readme.example' }),
    });
    expect(write.status).toBe(403);
    await write.body?.cancel();
    // --fleet: the example fleet is there.
    const fleetList = await fetch(`${fleetServer.url}/api/v1/servers/`, {
      headers: { authorization: `Bearer ${fleetServer.token}` },
    });
    expect(((await fleetList.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    // --rate-limit 1000.
    const limited = await fetch(`${conformance.url}/api/v1/servers/`, {
      headers: { authorization: `Bearer ${conformance.token}` },
    });
    expect(limited.headers.get('x-ratelimit-limit')).toBe('1000');
    await limited.body?.cancel();
    // The root README's next step: `npx vps servers list` with the token the sandbox printed.
    const next = shown('README.md', /^VPS_TOKEN=.* npx vps servers list$/);
    const listed = await runLine(substitute(next.command, { sandbox: repo }), env(), ROOT, false);
    expect(listed.code, listed.output + listed.errors).toBe(0);
    for (const line of [...Object.values(lines), next]) mark(line.command);
    for (const server of [plain, tokens, repo, fleetServer, conformance]) killGroup(server.pid, 'SIGTERM');
  }, 180_000);

  it('the mock, and the curl lines the READMEs send it', async () => {
    const lines = [shown('packages/mock/README.md', /^npx vps-mock$/), shown('README.md', /^npm run mock$/)];
    const [mock, repoMock] = await Promise.all(lines.map((line) => startServer(line.command, env())));
    await expectLists(repoMock!);
    for (const line of lines) mark(line.command);
    const curls = [shown('packages/mock/README.md', /^curl .*:4010/), shown('README.md', /^curl .*:4010/)];
    for (const curl of curls) {
      const result = await runLine(substitute(curl.command, { mock: mock! }), env(), work, false);
      expect(result.code, result.output + result.errors).toBe(0);
      expect((JSON.parse(result.output) as { data?: unknown }).data).toBeInstanceOf(Array);
      mark(curl.command, [curl.readme]);
    }
    for (const server of [mock, repoMock]) killGroup(server!.pid, 'SIGTERM');
  }, 120_000);
});

describe('the blocks that start a server and talk to it', () => {
  it('hosted mode (packages/sandbox/README.md): the admin token creates an account and token', async () => {
    let env = readerEnv();
    const places: Places = {};
    const block = toRun('packages/sandbox/README.md').filter((c) =>
      /_admin\/tokens|--host|SANDBOX_ADMIN/.test(c.command),
    );
    expect(block.length).toBe(3);
    let answer = '';
    for (const line of block) {
      mark(line.command, [line.readme]);
      const text = substitute(line.command, places);
      if (/^export\s/.test(text)) env = await exported(text, env);
      else if (isServerLine(text)) places.sandbox = await startServer(text, env);
      else {
        const result = await runLine(text, env, work, false);
        expect(result.code, result.output + result.errors).toBe(0);
        answer = result.output;
      }
    }
    const created = JSON.parse(answer) as { token?: string; account_id?: unknown };
    expect(created.token, answer).toEqual(expect.any(String));
    await expectLists(places.sandbox!, created.token);
    killGroup(places.sandbox!.pid, 'SIGTERM');
  }, 120_000);

  it('webhooks (packages/sandbox/README.md): the receiver prints a signed server.status_changed', async () => {
    const env = readerEnv();
    const places: Places = { receiverPort: await freePort() };
    const block = toRun('packages/sandbox/README.md').filter((c) => /sbx_try|webhook-signature/.test(c.command));
    expect(block.length).toBe(4);
    let receiver: Started | undefined;
    for (const line of block) {
      mark(line.command, [line.readme]);
      const text = substitute(line.command, places);
      if (isServerLine(text)) places.sandbox = await startServer(text, env);
      else if (text.endsWith('&')) {
        receiver = await startLine(text.replace(/\s*&$/, ''), env, work, /^/);
      } else {
        const result = await runLine(text, env, work, false);
        expect(result.code, result.output + result.errors).toBe(0);
        expect(JSON.parse(result.output)).toBeTypeOf('object');
      }
    }
    // The server's creation ends after 2 s of the sandbox's clock: its status change is delivered.
    const deadline = Date.now() + 30_000;
    while (!/server\.status_changed/.test(receiver!.output()) && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 200));
    }
    expect(receiver!.output()).toMatch(/^v1,\S+ \{.*"type":"server\.status_changed"/m);
    killGroup(receiver!.pid, 'SIGTERM');
    killGroup(places.sandbox!.pid, 'SIGTERM');
  }, 120_000);
});

describe('the other commands', () => {
  it("the reference site into a folder of one's own (docs/README.md)", async () => {
    const line = shown('docs/README.md', /^npm run docs -- --out/);
    const result = await runLine(substitute(line.command, {}), readerEnv(), ROOT, false);
    expect(result.code, result.output + result.errors).toBe(0);
    expect(fs.readFileSync(path.join(scratch, 'site/index.html'), 'utf8')).toContain('__redoc_definition');
    mark(line.command, [line.readme]);
  }, 120_000);

  it('`npx vps --help` and the root README’s inline vps commands (on the fleet)', async () => {
    const help = await runLine(shown('README.md', /^npx vps --help$/).command, readerEnv(), ROOT, false);
    expect(help.code, help.output).toBe(0);
    expect(help.output).toMatch(/servers/);
    mark('npx vps --help', ['README.md']);
    const env = readerEnv({ VPS_TOKEN: fleet.full, VPS_API_URL: fleet.base, VPS_POLL_INTERVAL: '0.2' });
    await fleet.admin('POST', 'reset', {});
    await fleet.admin('POST', 'fleet', {});
    for (const example of toRun('README.md', (c) => /^vps /.test(c.command))) {
      const result = await runLine(example.command, env, work, true);
      expect(result.code, `${example.command}\n${result.output}`).toBe(0);
      mark(example.command, ['README.md']);
    }
  }, 120_000);
});

it('ran every command the table says this file runs', () => {
  expect([...runHere].filter((k) => !ran.has(k))).toEqual([]);
});
