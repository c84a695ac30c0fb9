// Durability on PostgreSQL (issue 14): two sandbox processes on one database; SIGKILL one during a
// burst of writes; the other goes on serving and holds every write the killed one acknowledged,
// and no batch half-applied.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '@vps-hosting/sandbox/testing';
import { startSandboxProcess } from './child-sandbox.js';
import { burstUntilKilled, createZone, expectEveryAcknowledgedWrite, postRecord } from './write-burst.js';

const TOKEN = 'sbx_pg_crash_test_token_0001';
const children: ChildProcess[] = [];
let cluster: PostgresCluster;

beforeAll(async () => {
  cluster = await startPostgresCluster({ database: 'crash' });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await cluster?.stop();
});

/** Starts `src/main.ts` on the database and resolves with its URL once it prints it. */
function startChild(): Promise<{ child: ChildProcess; url: string }> {
  return startSandboxProcess(['--database', cluster.url, '--token', TOKEN, '--rate-limit', '1000000000'], children);
}

describe('crash safety on PostgreSQL', () => {
  it('every 2xx write of a SIGKILLed instance is read through the other, which goes on serving; no batch is half-applied', async () => {
    const [first, second] = await Promise.all([startChild(), startChild()]);
    const zone = 'pg-crash.example';
    await createZone(first.url, TOKEN, zone);
    const acknowledged = await burstUntilKilled(first.url, TOKEN, zone, first.child);
    await expectEveryAcknowledgedWrite(second.url, TOKEN, zone, acknowledged);
    // The survivor still writes.
    expect((await postRecord(second.url, TOKEN, zone, 'after-crash')).status).toBe(201);
    second.child.kill('SIGTERM');
  }, 60_000);
});
