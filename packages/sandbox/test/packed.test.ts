// The packed tarballs of @vps-hosting/api, @vps-hosting/http-edge and @vps-hosting/sandbox installed
// into an empty folder, as a user gets them: `npx vps-sandbox --port 0 --memory` prints its URL (on
// 127.0.0.1) and its tokens, and answers the servers' list with its success status for the full token.
// Prism, the mock's, does not come with it. Installing runs better-sqlite3's install script, which
// unpacks a prebuilt binary or else compiles from source (minutes on a slow machine, hence the long
// bounds). The prebuilt it finds is the workspace's own build of the same version (workspacePrebuild):
// npm ci compiled that one already, and its script checks that the binary loads.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installPacked,
  startCommand,
  workspacePrebuild,
  type StartedCommand,
} from '@vps-hosting/test-support/packed-install';

const INSTALL_MS = 600_000;
const listServers = OPERATIONS.find((operation) => operation.operationId === 'listServers')!;

let folder: string;
let sandbox: StartedCommand | undefined;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'vps-sandbox-packed-'));
});
afterAll(async () => {
  await sandbox?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the packed vps-sandbox', () => {
  it(
    'installs from the three tarballs into an empty folder and answers with its printed token',
    async () => {
      const app = await installPacked(folder, ['@vps-hosting/http-edge', '@vps-hosting/sandbox'], 'vps-sandbox-check', {
        // npm asks for its approval of a dependency's install script: better-sqlite3 builds its binary.
        packageJson: { allowScripts: { 'better-sqlite3': true } },
        installTimeoutMs: INSTALL_MS,
        env: await workspacePrebuild(folder, 'better-sqlite3', 'better_sqlite3.node'),
      });
      expect(existsSync(join(app, 'node_modules', '@stoplight', 'prism-cli'))).toBe(false);

      sandbox = await startCommand(
        'npx',
        ['--no-install', 'vps-sandbox', '--port', '0', '--memory'],
        app,
        /read-only token: +\S+/,
      );
      const url = /listening on (http:\/\/\S+)/.exec(sandbox.output())?.[1];
      const token = /full token \(every scope\): +(\S+)/.exec(sandbox.output())?.[1];
      expect(new URL(url!).hostname).toBe('127.0.0.1');
      const answer = await fetch(`${url}${listServers.path}`, {
        method: listServers.method,
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      expect(answer.status).toBe(listServers.success.status);
      expect(((await answer.json()) as { data: unknown[] }).data).toEqual([]);
    },
    INSTALL_MS + 60_000,
  );
});
