// Durability on PostgreSQL (issue 14): two sandbox processes on one database; SIGKILL one during a
// burst of writes; the other goes on serving and holds every write the killed one acknowledged,
// and no batch half-applied.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.js';
import { pathOf } from './helpers.js';
import { startSandboxProcess } from './child-sandbox.js';

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

/** Starts `sandbox/main.ts` on the database and resolves with its URL once it prints it. */
function startChild(): Promise<{ child: ChildProcess; url: string }> {
  return startSandboxProcess(['--database', cluster.url, '--token', TOKEN, '--rate-limit', '1000000000'], children);
}

const post = (url: string, path: string, body: unknown) =>
  fetch(url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('crash safety on PostgreSQL', () => {
  it('every 2xx write of a SIGKILLed instance is read through the other, which goes on serving; no batch is half-applied', async () => {
    const [first, second] = await Promise.all([startChild(), startChild()]);
    const zone = 'pg-crash.example';
    expect((await post(first.url, pathOf('createDnsZone'), { name: zone })).status).toBe(201);

    const acknowledged: string[] = [];
    const batches: string[] = [];
    let stop = false;
    const deadline = Date.now() + 15_000;
    const writer = async (w: number) => {
      for (let i = 0; i < 2000 && !stop && Date.now() < deadline; i++) {
        const tag = `w${w}-${i}`;
        try {
          if (i % 4 === 3) {
            const creates = [1, 2, 3].map((k) => ({ type: 'TXT', name: `b-${tag}-${k}`, value: `batch ${tag}` }));
            const res = await post(first.url, pathOf('batchDnsRecords', { zone_name: zone }), { creates });
            if (res.ok) batches.push(tag);
            else if (res.status < 500) throw new Error(`batch ${res.status} ${await res.text()}`);
          } else {
            const res = await post(first.url, pathOf('createDnsRecord', { zone_name: zone }), { type: 'TXT', name: `r-${tag}`, value: `single ${tag}` });
            if (res.ok) acknowledged.push(tag);
            else if (res.status < 500) throw new Error(`create ${res.status} ${await res.text()}`);
          }
        } catch (error) {
          if (!stop) throw error;
          return; // the connection died with the process
        }
      }
    };
    const burst = Promise.all(Array.from({ length: 6 }, (_, w) => writer(w)));
    while (acknowledged.length + batches.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    stop = true;
    first.child.kill('SIGKILL');
    await burst.catch(() => undefined);
    expect(acknowledged.length + batches.length).toBeGreaterThanOrEqual(60);

    const names = new Map<string, string>();
    for (let page = 1; page <= 20; page++) {
      const res = await fetch(`${second.url}${pathOf('listDnsRecords', { zone_name: zone })}?per_page=100&page=${page}&type=TXT`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const body = (await res.json()) as { data: Array<{ name: string; value: string }>; links: { next: string | null } };
      for (const r of body.data) names.set(r.name, r.value);
      if (!body.links.next) break;
    }
    for (const tag of acknowledged) expect(names.get(`r-${tag}`)).toBe(`single ${tag}`);
    for (const tag of batches) for (const k of [1, 2, 3]) expect(names.get(`b-${tag}-${k}`)).toBe(`batch ${tag}`);
    const batchTags = new Set([...names.keys()].filter((n) => n.startsWith('b-')).map((n) => n.slice(2, n.lastIndexOf('-'))));
    for (const tag of batchTags) for (const k of [1, 2, 3]) expect(names.has(`b-${tag}-${k}`)).toBe(true);
    // The survivor still writes.
    expect((await post(second.url, pathOf('createDnsRecord', { zone_name: zone }), { type: 'TXT', name: 'after-crash', value: 'still serving' })).status).toBe(201);
    second.child.kill('SIGTERM');
  }, 60_000);
});
