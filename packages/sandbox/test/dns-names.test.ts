// A record name that repeats the zone's own name is refused with the relative name to send, on every
// way a record is written (docs/design/dns-names.md); nothing is written by a refused request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './helpers.js';

const ZONE = 'relative-names.com';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.op('createDnsZone', {}, { body: { name: ZONE } });
});
afterAll(() => h.close());

type Problem = { code: string; errors?: { field: string; code: string; message: string }[] };
const names = async () =>
  ((await h.op('listDnsRecords', { zone_name: ZONE }, { query: 'per_page=100' })).body.data as { name: string }[])
    .map((r) => r.name)
    .sort();

describe('a record name that ends with the zone name', () => {
  it.each([
    [`www.${ZONE}`, 'www'],
    [`_sip._tcp.${ZONE}`, '_sip._tcp'],
    [ZONE, '@'],
  ])('%s is refused at /name, naming %s, and nothing is created', async (name, meant) => {
    const before = await names();
    const answer = await h.op(
      'createDnsRecord',
      { zone_name: ZONE },
      { body: { type: 'TXT', name, value: 'v=spf1 -all' } },
    );
    expect(answer.status).toBe(400);
    const problem = answer.body as Problem;
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toHaveLength(1);
    expect(problem.errors![0]).toMatchObject({ field: '/name', code: 'invalid_value' });
    expect(problem.errors![0]!.message).toContain(`send ${meant}`);
    expect(await names()).toEqual(before);
  });

  it('a relative name that only looks alike (no dot before the zone name) is a name like any other', async () => {
    const answer = await h.op(
      'createDnsRecord',
      { zone_name: ZONE },
      { body: { type: 'A', name: `my${ZONE}`, address: '203.0.113.7' } },
    );
    expect(answer.status).toBe(201);
    expect((answer.body as { name: string }).name).toBe(`my${ZONE}`);
  });

  it('a batch names every such create at once and writes none of the batch', async () => {
    const before = await names();
    const answer = await h.op(
      'batchDnsRecords',
      { zone_name: ZONE },
      {
        body: {
          creates: [
            { type: 'A', name: `api.${ZONE}`, address: '203.0.113.8' },
            { type: 'A', name: 'api', address: '203.0.113.8' },
            { type: 'MX', name: ZONE, priority: 10, exchange: `mail.${ZONE}.` },
          ],
        },
      },
    );
    expect(answer.status).toBe(400);
    const errors = (answer.body as Problem).errors!;
    expect(errors.map((e) => e.field)).toEqual(['/creates/0/name', '/creates/2/name']);
    expect(errors[0]!.message).toContain('send api');
    expect(errors[1]!.message).toContain('send @');
    expect(await names()).toEqual(before);
  });

  it('a replacement that renames a record to such a name is refused; its record is unchanged', async () => {
    const created = await h.op(
      'createDnsRecord',
      { zone_name: ZONE },
      { body: { type: 'A', name: 'blog', address: '203.0.113.9' } },
    );
    const id = (created.body as { id: number }).id;
    const answer = await h.op(
      'replaceDnsRecord',
      { zone_name: ZONE, record_id: id },
      { body: { type: 'A', name: `blog.${ZONE}`, address: '203.0.113.9' } },
    );
    expect(answer.status).toBe(400);
    expect((answer.body as Problem).errors![0]).toMatchObject({ field: '/name' });
    const after = await h.op('getDnsRecord', { zone_name: ZONE, record_id: id });
    expect((after.body as { name: string }).name).toBe('blog');
  });

  it('a zone file line without its trailing dot is refused by line; with the dot it is the relative name', async () => {
    const before = await names();
    const refused = await h.op(
      'replaceDnsZoneFile',
      { zone_name: ZONE },
      { body: { zone_file: `$ORIGIN ${ZONE}.\n@ 3600 IN A 203.0.113.1\nshop.${ZONE} 3600 IN A 203.0.113.2\n` } },
    );
    expect(refused.status).toBe(400);
    const errors = (refused.body as Problem).errors!;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^Line 3: /);
    expect(errors[0]!.message).toContain(`shop.${ZONE}.`);
    expect(await names()).toEqual(before);

    const accepted = await h.op(
      'replaceDnsZoneFile',
      { zone_name: ZONE },
      { body: { zone_file: `$ORIGIN ${ZONE}.\nshop.${ZONE}. 3600 IN A 203.0.113.2\n` } },
    );
    expect(accepted.status).toBe(200);
    expect(await names()).toContain('shop');
  });
});
