// src/http/hosted.ts checkHosted: hosted mode's options are refused before anything starts.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_MIN_LENGTH, checkHosted, plainHttpWarning } from '../src/http/hosted.js';

const adminToken = 'a'.repeat(ADMIN_TOKEN_MIN_LENGTH);

describe('checkHosted', () => {
  it('takes an IP address and a usable admin token', () => {
    expect(checkHosted({ host: '0.0.0.0', adminToken })).toEqual({ host: '0.0.0.0', adminToken });
  });

  it("refuses a missing or short admin token, a host name, and the local mode's tokens and fleet", () => {
    expect(() => checkHosted({ host: '0.0.0.0' })).toThrow(/admin token/);
    expect(() => checkHosted({ host: '0.0.0.0', adminToken: adminToken.slice(1) })).toThrow(/at least/);
    expect(() => checkHosted({ host: 'localhost', adminToken })).toThrow(/IP address/);
    expect(() => checkHosted({ host: '::', adminToken, fullToken: 'x' })).toThrow(/no default tokens/);
    expect(() => checkHosted({ host: '::', adminToken, fleet: true })).toThrow(/fleet/);
  });
});

describe('plainHttpWarning', () => {
  it('names the address, the TLS front it expects and the forwarded headers it does not trust', () => {
    const warning = plainHttpWarning('http://0.0.0.0:4020');
    expect(warning).toContain('plain HTTP on http://0.0.0.0:4020');
    expect(warning).toMatch(/reverse proxy or load balancer .*terminating TLS/s);
    expect(warning).toMatch(
      /No forwarded header is trusted \(X-Forwarded-For, X-Forwarded-Proto, X-Forwarded-Host, Forwarded/,
    );
  });
});

describe('a local sandbox (no --host)', () => {
  it('prints no plain-HTTP warning: it listens on 127.0.0.1 only', async () => {
    const child = spawn(
      process.execPath,
      [
        '--conditions=@vps-hosting/source',
        '--import',
        'tsx',
        'packages/sandbox/src/main.ts',
        '--memory',
        '--port',
        '0',
      ],
      {
        cwd: resolve(import.meta.dirname, '../../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const bound = setTimeout(() => child.kill('SIGKILL'), 25_000);
    await new Promise<void>((done) => {
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (/admin surface/.test(stdout)) child.kill('SIGTERM');
      });
      child.on('close', () => done());
    });
    clearTimeout(bound);
    expect(stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(stderr).not.toMatch(/plain HTTP|TLS/);
  }, 30_000);
});
