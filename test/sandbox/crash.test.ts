// Durability: SIGKILL the sandbox during a burst of writes, restart it on the same file, and find
// every acknowledged write there and no batch half-applied.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathOf } from './helpers.js';
import { startSandboxProcess } from './child-sandbox.js';

const TOKEN = 'sbx_crash_test_token_0001';
const dir = mkdtempSync(join(tmpdir(), 'sandbox-crash-'));
const dbFile = join(dir, 'sandbox.db');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `sandbox/main.ts` on the file and resolves with its URL once it prints it. */
function startChild(): Promise<{ child: ChildProcess; url: string }> {
  return startSandboxProcess(['--db', dbFile, '--token', TOKEN, '--rate-limit', '1000000000'], children);
}

const post = (url: string, path: string, body: unknown) =>
  fetch(url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('crash safety', () => {
  it('every 2xx write survives SIGKILL and no batch is half-applied', async () => {
    const first = await startChild();
    const zone = 'crash.example';
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
    // Kill once a fair number of writes were acknowledged, while the writers keep going.
    while (acknowledged.length + batches.length < 60 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    stop = true;
    first.child.kill('SIGKILL');
    await burst.catch(() => undefined);
    expect(acknowledged.length + batches.length).toBeGreaterThanOrEqual(60);

    const second = await startChild();
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
    // Atomicity: every batch present in the file is present whole.
    const batchTags = new Set([...names.keys()].filter((n) => n.startsWith('b-')).map((n) => n.slice(2, n.lastIndexOf('-'))));
    for (const tag of batchTags) for (const k of [1, 2, 3]) expect(names.has(`b-${tag}-${k}`)).toBe(true);
    second.child.kill('SIGTERM');
  }, 60_000);
});
