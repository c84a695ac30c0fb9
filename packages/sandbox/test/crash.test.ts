// Durability: SIGKILL the sandbox during a burst of writes, restart it on the same file, and find
// every acknowledged write there and no batch half-applied.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { startSandboxProcess } from './child-sandbox.js';
import { burstUntilKilled, createZone, expectEveryAcknowledgedWrite } from './write-burst.js';

const TOKEN = 'sbx_crash_test_token_0001';
const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
const dbFile = join(dir, 'sandbox.db');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `src/main.ts` on the file and resolves with its URL once it prints it. */
function startChild(): Promise<{ child: ChildProcess; url: string }> {
  return startSandboxProcess(['--db', dbFile, '--token', TOKEN, '--rate-limit', '1000000000'], children);
}

describe('crash safety', () => {
  it('every 2xx write survives SIGKILL and no batch is half-applied', async () => {
    const first = await startChild();
    const zone = 'crash.example';
    await createZone(first.url, TOKEN, zone);
    const acknowledged = await burstUntilKilled(first.url, TOKEN, zone, first.child);
    const second = await startChild();
    await expectEveryAcknowledgedWrite(second.url, TOKEN, zone, acknowledged);
    second.child.kill('SIGTERM');
  }, 60_000);
});
