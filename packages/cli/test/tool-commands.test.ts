// The small commands power users reach for: `servers ssh` (a fake `ssh` on PATH records its argv) and
// `servers ip`; `auth status`, `context current` and `context list -o json`; Ctrl-C at a confirmation
// prompt (on a real pseudo-terminal) exits 130 with nothing sent. Against a real sandbox.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/run/exit-codes.js';
import { bin, pathOf, startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

let sb: CliSandbox;
let folder: string;
beforeAll(async () => {
  sb = await startCliSandbox();
  folder = mkdtempSync(join(tmpdir(), 'vps-cli-tools-'));
  // An `ssh` that records its arguments, one a line, and exits with $SSH_EXIT.
  mkdirSync(join(folder, 'bin'));
  writeFileSync(
    join(folder, 'bin', 'ssh'),
    `#!/bin/sh\nprintf '%s\\n' "$@" > "${join(folder, 'argv')}"\nexit "\${SSH_EXIT:-0}"\n`,
  );
  chmodSync(join(folder, 'bin', 'ssh'), 0o755);
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await sb?.close();
});

async function server(name: string) {
  return (await sb.call('GET', `${pathOf('listServers')}?name=${name}`)).body.data[0];
}

describe('vps servers ssh and ip', { timeout: 120_000 }, () => {
  it('ssh runs ssh to the IPv4 address as root, by name or id, passing what follows --', async () => {
    const web = await server('web-01');
    const env = { ...sb.env, PATH: `${join(folder, 'bin')}:${process.env.PATH}` };
    const byName = await vps(['servers', 'ssh', 'web-01', '--', '-p', '2222', '-o', 'BatchMode=yes', 'uptime'], {
      env,
    });
    expect(byName.code, byName.stderr).toBe(0);
    const argv = () => readFileSync(join(folder, 'argv'), 'utf8').trimEnd().split('\n');
    expect(argv()).toEqual([`root@${web.networks.ipv4.address}`, '-p', '2222', '-o', 'BatchMode=yes', 'uptime']);
    // ssh's exit code is vps's.
    const failed = await vps(['servers', 'ssh', String(web.id)], { env: { ...env, SSH_EXIT: '255' } });
    expect(failed.code).toBe(255);
    expect(argv()).toEqual([`root@${web.networks.ipv4.address}`]);
    const unknown = await vps(['servers', 'ssh', 'no-such-server'], { env });
    expect(unknown.code).toBe(EXIT.notFound);
    expect(unknown.stderr).toContain('no server named "no-such-server"');
  });

  it('ip prints the IPv4 address, -6 the IPv6 one', async () => {
    const web = await server('web-01');
    const v4 = await vps(['servers', 'ip', 'web-01'], { env: sb.env });
    expect(v4.code, v4.stderr).toBe(0);
    expect(v4.stdout).toBe(`${web.networks.ipv4.address}\n`);
    const v6 = await vps(['servers', 'ip', String(web.id), '-6'], { env: sb.env });
    expect(v6.stdout).toBe(`${web.networks.ipv6.address}\n`);
    const json = await vps(['servers', 'ip', 'web-01', '-o', 'json'], { env: sb.env });
    expect(JSON.parse(json.stdout)).toEqual({
      id: web.id,
      name: 'web-01',
      ipv4: web.networks.ipv4.address,
      ipv6: web.networks.ipv6.address,
    });
  });
});

describe('vps auth status, context current, context list -o json', { timeout: 120_000 }, () => {
  it('auth status: the context, URL and masked token, where each came from, and whether the token works', async () => {
    const token = sb.sandbox.tokens.full;
    const fromEnv = await vps(['auth', 'status', '-o', 'json'], { env: sb.env });
    expect(fromEnv.code, fromEnv.stderr).toBe(0);
    expect(JSON.parse(fromEnv.stdout)).toMatchObject({
      context: null,
      url: sb.sandbox.url,
      url_from: 'VPS_API_URL',
      token: `****${token.slice(-4)}`,
      token_from: 'VPS_TOKEN',
      token_works: true,
    });
    expect(fromEnv.stdout).not.toContain(token);
    const table = await vps(['auth', 'status'], { env: sb.env });
    expect(table.stdout).toMatch(/^url +http:\/\/127\.0\.0\.1:\d+ \(from VPS_API_URL\)$/m);
    expect(table.stdout).toMatch(/^works +yes: GET \S+ answered 200$/m);
    const bad = await vps(['auth', 'status', '-o', 'json'], { env: { ...sb.env, VPS_TOKEN: 'not-a-token' } });
    expect(bad.code).toBe(EXIT.auth);
    expect(JSON.parse(bad.stdout)).toMatchObject({ token_works: false, detail: expect.stringContaining('401') });
    // From a context named by --context.
    const created = await vps(['context', 'create', 'sandbox', '--url', sb.sandbox.url], {
      env: { XDG_CONFIG_HOME: sb.configHome },
      input: `${sb.sandbox.tokens.read}\n`,
    });
    expect(created.code, created.stderr).toBe(0);
    const named = await vps(['auth', 'status', '--context', 'sandbox', '-o', 'json'], { env: sb.env });
    expect(JSON.parse(named.stdout)).toMatchObject({
      context: 'sandbox',
      token: `****${sb.sandbox.tokens.read.slice(-4)}`,
      token_from: expect.stringMatching(/^--context "sandbox"/),
      url_from: expect.stringMatching(/^--context "sandbox"/),
      token_works: true,
    });
  });

  it('context current names the context in use; context list -o json lists them, tokens masked', async () => {
    const home = mkdtempSync(join(tmpdir(), 'vps-cli-current-'));
    try {
      mkdirSync(join(home, 'vps'));
      const contexts = { prod: { token: 'secret-prod-1234', url: 'https://a.example' }, dev: { token: 'dev-5678' } };
      writeFileSync(join(home, 'vps', 'config.json'), JSON.stringify({ current: 'prod', contexts }));
      const current = await vps(['context', 'current'], { env: { XDG_CONFIG_HOME: home } });
      expect(current.stdout).toBe('prod\n');
      const byEnv = await vps(['context', 'current'], { env: { XDG_CONFIG_HOME: home, VPS_CONTEXT: 'dev' } });
      expect(byEnv.stdout).toBe('dev\n');
      const asJson = await vps(['context', 'current', '-o', 'json'], { env: { XDG_CONFIG_HOME: home } });
      expect(JSON.parse(asJson.stdout)).toEqual({ context: 'prod' });
      const list = await vps(['context', 'list', '-o', 'json'], { env: { XDG_CONFIG_HOME: home } });
      expect(list.code, list.stderr).toBe(0);
      expect(JSON.parse(list.stdout)).toEqual([
        { current: true, name: 'prod', url: 'https://a.example', token: '****1234' },
        { current: false, name: 'dev', url: null, token: '****5678' },
      ]);
      const none = await vps(['context', 'current'], { env: { XDG_CONFIG_HOME: join(home, 'empty') } });
      expect(none.code).toBe(EXIT.usage);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});

describe('Ctrl-C at a confirmation prompt', { timeout: 120_000 }, () => {
  it('exits 130 and sends nothing', async () => {
    const recorder = await startRecorder(sb.sandbox.url);
    try {
      const command = [process.execPath, bin, 'servers', 'reboot', '42'].map((a) => `'${a}'`).join(' ');
      const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
        const child = spawn('script', ['-qfec', command, '/dev/null'], {
          env: { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm', ...sb.env, VPS_API_URL: recorder.url },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let text = '';
        let typed = false;
        child.stdout.on('data', (data: Buffer) => {
          text += data.toString();
          if (!typed && /\? \[y\/N\] /.test(text)) {
            typed = true;
            child.stdin.write('\x03');
          }
        });
        const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
        child.on('error', reject);
        child.on('close', (exit) => {
          clearTimeout(timer);
          child.stdin.destroy();
          resolve({ code: exit, output: text });
        });
      });
      expect(output).toContain('Reboot server 42? [y/N]');
      expect(code, output).toBe(EXIT.interrupted);
      expect(output).toContain('interrupted; nothing was sent');
      expect(recorder.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    } finally {
      await recorder.close();
    }
  });
});
