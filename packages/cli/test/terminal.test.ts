// `vps` on a real pseudo-terminal (util-linux `script`), as a person sees it: the progress line
// redrawn in place, the confirmation naming the resource, a token typed without echo, and Ctrl-C
// that stops waiting and says how to resume.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTreatment } from '@vps-hosting/cli/commands';
import { EXIT } from '../src/run/exit-codes.js';
import {
  actionPhases,
  bin,
  holdClock,
  pathOf,
  startCliSandbox,
  startRecorder,
  type Step,
  vps,
  type CliSandbox,
} from './helpers.js';

interface Session {
  code: number | null;
  output: string;
}

/**
 * Runs `vps args…` under `script` (stdin, stdout and stderr are one terminal). Each step waits for
 * a pattern in the output, then types its keys. Bounded: killed after 60 s.
 */
function onTerminal(args: string[], env: Record<string, string>, steps: Step[] = []): Promise<Session> {
  const quoted = [process.execPath, bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', quoted, '/dev/null'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm', ...env } as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    const pending = [...steps];
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      while (pending.length > 0 && pending[0]!.after.test(output)) {
        const { type, act } = pending.shift()!;
        if (type !== undefined) child.stdin.write(type);
        if (act) Promise.resolve().then(act).catch(reject);
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      child.stdin.destroy();
      resolve({ code, output });
    });
  });
}

// Actions that end before the first poll (0.2 s): a wait costs one poll. Where a test shows an action
// in progress (or interrupted), the sandbox's clock is held and moved on as the terminal shows each phase.
const ACTION_SECONDS = 0.05;
let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox({ actionSeconds: ACTION_SECONDS });
});
afterAll(async () => sb?.close());

describe('vps on a terminal', { timeout: 120_000 }, () => {
  it('redraws one progress line (spinner, bar, percent, elapsed, resource), then prints the server', async () => {
    const release = await holdClock(sb);
    const session = await onTerminal(
      [
        'servers',
        'create',
        '--name',
        'tty-1',
        '--plan',
        'vps-1c-1g',
        '--location',
        'fra1',
        '--image',
        'ubuntu-24.04',
        '--yes',
        '-o',
        'columns=id,name,status',
      ],
      sb.env,
      actionPhases(sb, ACTION_SECONDS, (phase) => new RegExp(` 0:\\d\\d ${phase}`)),
    ).finally(release);
    expect(session.code, session.output).toBe(0);
    expect(session.output).toMatch(/\x1b\[32m█/); // colour on a terminal…
    const frames = session.output
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\r\x1b[2K')
      .slice(1);
    expect(frames.length).toBeGreaterThan(2);
    expect(frames[0]).toMatch(
      /^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] create_server \(server \d+, action \d+\) [█░]{24} +\d+% 0:\d\d (pending|running)/,
    );
    const percents = frames.map((f) => Number(/ (\d+)% /.exec(f)?.[1]));
    expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(frames.at(-1)).toMatch(/^✔ create_server .*█{24} 100% .* success/);
    expect(session.output).toMatch(/ID\s+NAME\s+STATUS\r?\n\d+\s+tty-1\s+running/);
    // …and none with NO_COLOR.
    const plain = await onTerminal(['servers', 'reboot', 'tty-1', '--yes', '-q'], { ...sb.env, NO_COLOR: '1' });
    expect(plain.code, plain.output).toBe(0);
    expect(plain.output).toContain('\r\x1b[2K');
    expect(plain.output).not.toMatch(/\x1b\[[0-9;]*m/);
  });

  it('asks before deleting, naming the server; "n" changes nothing, "y" deletes it', async () => {
    const server = (await sb.call('GET', `${pathOf('listServers')}?name=build-01`)).body.data[0];
    const declined = await onTerminal(['servers', 'delete', 'build-01'], sb.env, [
      { after: /\? \[y\/N\] /, type: 'n\r' },
    ]);
    expect(declined.output).toContain(`Delete server build-01 (${server.id})? [y/N]`);
    expect(declined.code).toBe(EXIT.usage);
    expect((await sb.call('GET', pathOf('getServer', { server_id: server.id }))).status).toBe(200);
    const accepted = await onTerminal(['servers', 'delete', 'build-01', '-q'], sb.env, [
      { after: /\? \[y\/N\] /, type: 'y\r' },
    ]);
    expect(accepted.code, accepted.output).toBe(0);
    expect((await sb.call('GET', pathOf('getServer', { server_id: server.id }))).status).toBe(404);
  });

  it("shows what is at stake (each risk's summary) before asking; no sends nothing, yes sends the call", async () => {
    const recorder = await startRecorder(sb.sandbox.url);
    const env = { ...sb.env, VPS_API_URL: recorder.url };
    const writes = () => recorder.requests.filter((r) => r.method !== 'GET');
    try {
      const { confirms } = cliTreatment('rebootServer');
      expect(confirms.length).toBeGreaterThan(0);
      const declined = await onTerminal(['servers', 'reboot', '42', '-q'], env, [
        { after: /\? \[y\/N\] /, type: 'n\r' },
      ]);
      expect(declined.code, declined.output).toBe(EXIT.usage);
      for (const risk of confirms) expect(declined.output).toContain(`${risk.kind}: ${risk.summary}`);
      expect(declined.output).toMatch(/Reboot server 42\? \[y\/N\]/);
      expect(writes()).toEqual([]);
      // A call whose body decides: enabling automatic backups (paid) asks, turning them off does not.
      const policy = cliTreatment('replaceBackupPolicy', { enabled: true }).confirms;
      expect(policy.length).toBeGreaterThan(0);
      const policyFlags = ['--schedule', 'daily', '--hour', '3', '--retention', '7'];
      const paid = await onTerminal(['backups', 'set-policy', '42', '--enabled', 'true', ...policyFlags], env, [
        { after: /\? \[y\/N\] /, type: 'n\r' },
      ]);
      expect(paid.code, paid.output).toBe(EXIT.usage);
      for (const risk of policy) expect(paid.output).toContain(risk.summary);
      expect(writes()).toEqual([]);
      const off = await onTerminal(['backups', 'set-policy', '42', '--enabled', 'false', ...policyFlags, '-q'], env);
      expect(off.code, off.output).toBe(0);
      expect(off.output).not.toContain('[y/N]');
      expect(writes()).toHaveLength(1);
      const accepted = await onTerminal(['servers', 'reboot', '42', '-q'], env, [
        { after: /\? \[y\/N\] /, type: 'y\r' },
      ]);
      expect(accepted.code, accepted.output).toBe(0);
      expect(writes().map((r) => r.method)).toEqual(['PUT', 'POST']);
      // In a pipe: refused, what is at stake said plainly (no colour), nothing sent.
      const piped = await vps(['servers', 'reboot', '42'], { env });
      expect(piped.code).toBe(EXIT.usage);
      expect(piped.stderr).toContain(confirms[0]!.summary);
      expect(piped.stderr).not.toMatch(/\x1b\[/);
      expect(writes()).toHaveLength(2);
    } finally {
      await recorder.close();
    }
  });

  it('reads the token of vps auth login without echoing it', async () => {
    const token = sb.sandbox.tokens.read;
    const env = { XDG_CONFIG_HOME: sb.configHome };
    const login = await onTerminal(['auth', 'login', '--name', 'typed', '--url', sb.sandbox.url], env, [
      { after: /API token: /, type: `${token}\r` },
    ]);
    expect(login.code, login.output).toBe(0);
    expect(login.output).not.toContain(token);
    const config = JSON.parse(readFileSync(join(sb.configHome, 'vps', 'config.json'), 'utf8'));
    expect(config.contexts.typed).toEqual({ token, url: sb.sandbox.url });
  });

  it('stops waiting on Ctrl-C, leaves the action running and says how to resume', async () => {
    // The clock held: Ctrl-C always comes before the end.
    const release = await holdClock(sb);
    try {
      const session = await onTerminal(['servers', 'reboot', '42', '--yes'], sb.env, [
        { after: /reboot_server .* 0:0\d (pending|running)/, type: '\x03' },
      ]);
      expect(session.code).toBe(EXIT.interrupted);
      const id = /Resume with: vps actions wait (\d+)/.exec(session.output)?.[1];
      expect(id, session.output).toBeDefined();
      const action = (await sb.call('GET', pathOf('getAction', { action_id: Number(id) }))).body;
      expect(action.type).toBe('reboot_server');
      expect(['pending', 'running']).toContain(action.status);
    } finally {
      await release();
      await sb.advance(ACTION_SECONDS); // the reboot ends now: server 42 is free for the other tests
    }
  });
});
