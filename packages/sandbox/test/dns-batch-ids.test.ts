// A DNS batch names a record at most once across deletes and patches (issue 10, item 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers.js';

const ZONE = 'batch-ids.com';
let h: Harness;
let a: { id: number };
let b: { id: number };
beforeAll(async () => {
  h = await startHarness();
  await h.op('createDnsZone', {}, { body: { name: ZONE } });
  a = (
    await h.op(
      'createDnsRecord',
      { zone_name: ZONE },
      { body: { type: 'A', name: 'a', address: '203.0.113.1', ttl: 600 } },
    )
  ).body as { id: number };
  b = (
    await h.op(
      'createDnsRecord',
      { zone_name: ZONE },
      { body: { type: 'A', name: 'b', address: '203.0.113.2', ttl: 600 } },
    )
  ).body as { id: number };
});
afterAll(() => h.close());

const records = async () => (await h.op('listDnsRecords', { zone_name: ZONE }, { query: 'per_page=100' })).body.data;

describe('batchDnsRecords with a record named twice', () => {
  it.each([
    [
      'patched twice',
      () => ({
        patches: [
          { id: a.id, ttl: 300 },
          { id: a.id, ttl: 900 },
        ],
      }),
      ['/patches/1/id'],
    ],
    [
      'deleted and patched',
      () => ({
        deletes: [a.id],
        patches: [
          { id: b.id, ttl: 300 },
          { id: a.id, ttl: 900 },
        ],
      }),
      ['/patches/1/id'],
    ],
    [
      'patched three times',
      () => ({
        patches: [
          { id: b.id, ttl: 300 },
          { id: b.id, ttl: 900 },
          { id: b.id, comment: 'x' },
        ],
      }),
      ['/patches/1/id', '/patches/2/id'],
    ],
  ])('%s: 400 validation_failed naming each repeat, and nothing changes', async (_case, body, fields) => {
    const before = await records();
    const answer = await h.op('batchDnsRecords', { zone_name: ZONE }, { body: body() });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(answer.body.errors.map((e: { field: string }) => e.field)).toEqual(fields);
    expect(await records()).toEqual(before);
  });

  it('still applies a batch that names each record once', async () => {
    const answer = await h.op(
      'batchDnsRecords',
      { zone_name: ZONE },
      {
        body: {
          patches: [
            { id: a.id, ttl: 300 },
            { id: b.id, ttl: 900 },
          ],
        },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.updated.map((r: { id: number; ttl: number }) => [r.id, r.ttl])).toEqual([
      [a.id, 300],
      [b.id, 900],
    ]);
  });
});
