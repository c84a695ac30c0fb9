// The crash tests' workload (crash.test.ts on SQLite, postgres-crash.test.ts on PostgreSQL): a burst
// of DNS record writes (single creates and three-record batches) until a process is killed, then
// the check that every acknowledged write is there and no batch is half-applied.
import type { ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { pathOf } from './helpers.js';

/** What the burst saw acknowledged (2xx): single records and whole batches, by tag. */
export interface Acknowledged {
  singles: string[];
  batches: string[];
}

const post = (url: string, token: string, path: string, body: unknown) =>
  fetch(url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Creates the zone the burst writes to (201 expected). */
export async function createZone(url: string, token: string, zone: string): Promise<void> {
  expect((await post(url, token, pathOf('createDnsZone'), { name: zone })).status).toBe(201);
}

/** Six writers post to `url` until at least `atLeast` writes were acknowledged (or 15 s passed),
 *  then `victim` is SIGKILLed while they keep going; bounded by 2,000 writes per writer. */
export async function burstUntilKilled(
  url: string,
  token: string,
  zone: string,
  victim: ChildProcess,
  atLeast = 60,
): Promise<Acknowledged> {
  const acknowledged: Acknowledged = { singles: [], batches: [] };
  let stop = false;
  const deadline = Date.now() + 15_000;
  const writer = async (w: number) => {
    for (let i = 0; i < 2000 && !stop && Date.now() < deadline; i++) {
      const tag = `w${w}-${i}`;
      try {
        if (i % 4 === 3) {
          const creates = [1, 2, 3].map((k) => ({ type: 'TXT', name: `b-${tag}-${k}`, value: `batch ${tag}` }));
          const res = await post(url, token, pathOf('batchDnsRecords', { zone_name: zone }), { creates });
          if (res.ok) acknowledged.batches.push(tag);
          else if (res.status < 500) throw new Error(`batch ${res.status} ${await res.text()}`);
        } else {
          const res = await post(url, token, pathOf('createDnsRecord', { zone_name: zone }), {
            type: 'TXT',
            name: `r-${tag}`,
            value: `single ${tag}`,
          });
          if (res.ok) acknowledged.singles.push(tag);
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
  while (acknowledged.singles.length + acknowledged.batches.length < atLeast && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 5));
  stop = true;
  victim.kill('SIGKILL');
  await burst.catch(() => undefined);
  expect(acknowledged.singles.length + acknowledged.batches.length).toBeGreaterThanOrEqual(atLeast);
  return acknowledged;
}

/** Reads the zone's TXT records through `url` and checks that every acknowledged write is there
 *  with its value, and that every batch present is present whole. */
export async function expectEveryAcknowledgedWrite(
  url: string,
  token: string,
  zone: string,
  acknowledged: Acknowledged,
): Promise<void> {
  const names = new Map<string, string>();
  for (let page = 1; page <= 20; page++) {
    const res = await fetch(
      `${url}${pathOf('listDnsRecords', { zone_name: zone })}?per_page=100&page=${page}&type=TXT`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const body = (await res.json()) as { data: Array<{ name: string; value: string }>; links: { next: string | null } };
    for (const r of body.data) names.set(r.name, r.value);
    if (!body.links.next) break;
  }
  for (const tag of acknowledged.singles) expect(names.get(`r-${tag}`)).toBe(`single ${tag}`);
  for (const tag of acknowledged.batches)
    for (const k of [1, 2, 3]) expect(names.get(`b-${tag}-${k}`)).toBe(`batch ${tag}`);
  // Atomicity: every batch present is present whole.
  const batchTags = new Set(
    [...names.keys()].filter((n) => n.startsWith('b-')).map((n) => n.slice(2, n.lastIndexOf('-'))),
  );
  for (const tag of batchTags) for (const k of [1, 2, 3]) expect(names.has(`b-${tag}-${k}`)).toBe(true);
}

/** A write through `url` (the survivor goes on serving). */
export const postRecord = (url: string, token: string, zone: string, name: string) =>
  post(url, token, pathOf('createDnsRecord', { zone_name: zone }), { type: 'TXT', name, value: 'still serving' });
