// The completion scripts inside real bash, zsh and fish on a pseudo-terminal (util-linux `script`),
// as a person meets them: sourced twice without an error, bash without the bash-completion package,
// then Tab after `vps servers get ` lists the sandbox's server names, Tab after `--plan` and the start
// of a plan's slug writes the slug, Tab after `-o columns=id,` and a column's start writes the column,
// and (bash, which splits words at `=`) Tab after `--output=j` writes `json`. zsh and fish come from Debian (.ci/run installs them).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { answerColumns } from '../src/output/response-shape.js';
import { bin, startCliSandbox, type CliSandbox } from './helpers.js';

interface Step {
  /** Waits until the terminal's text so far (escape codes removed) passes this. */
  after: (text: string) => boolean;
  type: string;
}

/** The text a terminal shows, without colours, cursor moves and titles. */
const plain = (output: string): string =>
  output
    .replace(/\x1b\][^\x07\x1b]*(\x07|\x1b\\)/g, '')
    .replace(/\x1b\[[0-9;?>=]*[ -/]*[@-~]/g, '')
    .replace(/\x1b[()][0-9A-Za-z]|\x1b[=>78MDEc]/g, '');

/** Runs `command` under `script` (one terminal for stdin, stdout and stderr), typing each step's keys. */
function onTerminal(command: string, env: Record<string, string>, steps: Step[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', command, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    const pending = [...steps];
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      while (pending.length > 0 && pending[0]!.after(plain(output))) child.stdin.write(pending.shift()!.type);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', () => {
      clearTimeout(timer);
      child.stdin.destroy();
      if (pending.length > 0)
        reject(new Error(`stopped before step ${steps.length - pending.length + 1}:\n${plain(output)}`));
      else resolve(plain(output));
    });
  });
}

let sb: CliSandbox;
let home: string;
let env: Record<string, string>;
let names: string[];
let plan: { slug: string; prefix: string };
/** A column of `servers list` and the start of it only that column has, to complete after `-o columns=id,`. */
let column: { name: string; prefix: string };
beforeAll(async () => {
  sb = await startCliSandbox();
  home = mkdtempSync(join(tmpdir(), 'vps-cli-shells-'));
  // `vps` on PATH, as an installed package puts it.
  writeFileSync(join(home, 'vps'), `#!/bin/sh\nexec '${process.execPath}' '${bin}' "$@"\n`);
  chmodSync(join(home, 'vps'), 0o755);
  env = {
    ...sb.env,
    PATH: `${home}:${process.env.PATH}`,
    HOME: home,
    ZDOTDIR: home,
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_DATA_HOME: join(home, 'data'),
    TERM: 'xterm',
    LANG: 'C.UTF-8',
  };
  const list = OPERATIONS.find((o) => o.operationId === 'listServers')!;
  names = (await sb.call('GET', `${list.path}?per_page=100`)).body.data.map((s: { name: string }) => s.name);
  expect(names.length).toBeGreaterThan(1);
  const plans = OPERATIONS.find((o) => o.operationId === 'listPlans')!;
  const slugs: string[] = (await sb.call('GET', plans.path)).body.data.map((p: { slug: string }) => p.slug);
  const slug = slugs[0]!;
  let length = 1;
  while (slugs.filter((s) => s.startsWith(slug.slice(0, length))).length > 1) length++;
  plan = { slug, prefix: slug.slice(0, length) };
  expect(plan.prefix.length).toBeLessThan(slug.length);
  const columns = answerColumns(list.success.itemSchemaName, true).paths;
  const name = columns.find((c) => c !== 'id' && !columns.some((o) => o !== c && o.startsWith(c.slice(0, 2))))!;
  column = { name, prefix: name.slice(0, 2) };
});
afterAll(async () => {
  rmSync(home, { recursive: true, force: true });
  await sb?.close();
});

/**
 * The steps every shell takes once its completion is sourced (`marker` printed after the sourcing):
 * Tab after `vps servers get `, then the line cleared (Ctrl-U) and a command run whose output says
 * the shell is ready again (`status` is how the shell writes the last exit status), then Tab after
 * `--plan` and the start only one plan's slug has, then Tab after `-o columns=id,` and the start only
 * one column has.
 */
function tabSteps(marker: string, status: string): Step[] {
  const since = (text: string) => text.slice(text.indexOf(marker) + marker.length);
  return [
    { after: (t) => t.includes(marker), type: 'vps servers get \t' },
    { after: (t) => names.every((name) => since(t).includes(name)), type: `\x15echo cleared-${status}\r` },
    { after: (t) => since(t).includes('cleared-0'), type: `vps servers create --plan ${plan.prefix}\t` },
    { after: (t) => since(t).includes(`--plan ${plan.slug}`), type: `\x15echo planned-${status}\r` },
    { after: (t) => since(t).includes('planned-0'), type: `vps servers list -o columns=id,${column.prefix}\t` },
    { after: (t) => since(t).includes(`columns=id,${column.name}`), type: `\x15echo done-${status}\r` },
  ];
}

describe('completion in real shells', { timeout: 120_000 }, () => {
  it('bash, without the bash-completion package, sourced twice', async () => {
    const output = await onTerminal('bash --norc --noprofile -i', { ...env, PS1: 'bash$ ' }, [
      {
        after: (t) => t.includes('bash$'),
        type:
          "bind 'set show-all-if-ambiguous on'; " +
          'type _get_comp_words_by_ref >/dev/null 2>&1 || echo no-bash-completion; ' +
          'source <(vps completion bash); source <(vps completion bash); echo sourced-$?\r',
      },
      ...tabSteps('sourced-0', '$?'),
      { after: (t) => t.includes('done-0'), type: 'vps servers list --output=j\t' },
      { after: (t) => t.includes('--output=json'), type: '\x15exit\r' },
    ]);
    expect(output).toContain('no-bash-completion');
    expect(output).not.toMatch(/command not found|readonly variable|error/i);
  });

  it('zsh, compinit loaded by the script, sourced twice', async () => {
    const output = await onTerminal('zsh -f -i', env, [
      {
        after: (t) => /[%#] *$/.test(t.trimEnd()),
        type: 'source <(vps completion zsh); source <(vps completion zsh); echo sourced-$?\r',
      },
      ...tabSteps('sourced-0', '$?'),
      { after: (t) => t.includes('done-0'), type: 'exit\r' },
    ]);
    expect(output).not.toMatch(/command not found|readonly|error/i);
  });

  it('fish, sourced twice', async () => {
    const output = await onTerminal('fish --no-config -i', env, [
      {
        after: (t) => /[#>] *$/.test(t.trimEnd()),
        type: 'vps completion fish | source; vps completion fish | source; echo sourced-$status\r',
      },
      ...tabSteps('sourced-0', '$status'),
      { after: (t) => t.includes('done-0'), type: 'exit\r' },
    ]);
    expect(output).not.toMatch(/Unknown command|error/i);
  });
});
