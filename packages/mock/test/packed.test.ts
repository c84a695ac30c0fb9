// The packed tarballs of @vps-hosting/api, @vps-hosting/http-edge and @vps-hosting/mock installed into
// an empty folder, as a user gets them: `npx vps-mock --port 0` prints its URL (on 127.0.0.1) and
// answers the servers' list with 401 without a token and its success status with one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPacked, startCommand, type StartedCommand } from '@vps-hosting/test-support/packed-install';
import { statusOfCode } from './support.js';

const INSTALL_MS = 300_000;
const listServers = OPERATIONS.find((operation) => operation.operationId === 'listServers')!;

let folder: string;
let mock: StartedCommand | undefined;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'vps-mock-packed-'));
});
afterAll(async () => {
  await mock?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the packed vps-mock', () => {
  it(
    'installs from the three tarballs into an empty folder and asks for a token',
    async () => {
      const app = await installPacked(folder, ['@vps-hosting/http-edge', '@vps-hosting/mock'], 'vps-mock-check', {
        installTimeoutMs: INSTALL_MS,
      });
      mock = await startCommand('npx', ['--no-install', 'vps-mock', '--port', '0'], app, /listening on http:\/\/\S+/);
      const url = /listening on (http:\/\/\S+)/.exec(mock.output())?.[1];
      expect(new URL(url!).hostname).toBe('127.0.0.1');
      const ask = (headers: Record<string, string>) =>
        fetch(`${url}${listServers.path}`, {
          method: listServers.method,
          headers,
          signal: AbortSignal.timeout(10_000),
        });
      expect((await ask({})).status).toBe(statusOfCode('unauthorized'));
      expect((await ask({ authorization: 'Bearer any-token' })).status).toBe(listServers.success.status);
    },
    INSTALL_MS + 60_000,
  );
});
