// Names of Object.prototype's properties (`constructor`, `toString`, `__proto__`, `hasOwnProperty`) in
// user input are no labels, record types, filters or sort keys (issue 10, item 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../src/http/context.js';
import { listReply } from '../src/domain/list.js';
import { parseZoneFile } from '../src/domain/zone-file.js';
import { doc, startHarness, type Harness } from './helpers.js';

const INHERITED = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('label_selector', () => {
  let h: Harness;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    h = await startHarness();
    const create = async (name: string, labels?: Record<string, string>) =>
      (
        await h.op(
          'createServer',
          {},
          { body: { ...doc.components.examples.ServerCreateMinimal.value, name, ...(labels ? { labels } : {}) } },
        )
      ).body.id as number;
    ids.bare = await create('no-labels');
    // `constructor` is a valid label key (lowercase letters): a server may really have it.
    ids.labelled = await create('labelled', { constructor: 'x', env: 'prod' });
  });
  afterAll(() => h.close());
  const select = async (selector: string) =>
    (await h.op('listServers', {}, { query: `label_selector=${encodeURIComponent(selector)}` })).body.data.map(
      (s: { id: number }) => s.id,
    );

  it('matches only servers that have the label themselves', async () => {
    expect(await select('constructor')).toEqual([ids.labelled]);
    expect(await select('constructor=x')).toEqual([ids.labelled]);
    expect(await select('constructor!=x')).toEqual([ids.bare]);
    expect(await select('env,constructor')).toEqual([ids.labelled]);
  });

  it('refuses selectors on keys the Labels schema cannot hold', async () => {
    for (const key of INHERITED.filter((k) => k !== 'constructor')) {
      const answer = await h.op('listServers', {}, { query: `label_selector=${encodeURIComponent(key)}` });
      expect(answer.body.code, key).toBe('validation_failed');
    }
  });
});

describe('zone-file record types', () => {
  it.each(INHERITED)('%s is an unknown record type', (key) => {
    const parsed = parseZoneFile(`www IN ${key} x\n`, 'example.com');
    expect(parsed.records).toEqual([]);
    expect(parsed.errors).toEqual([{ line: 1, message: `unknown record type ${key.toUpperCase()}.` }]);
  });
});

describe('collection filters and sort keys', () => {
  const items = [
    { id: 1, name: 'a' },
    { id: 2, name: 'b' },
  ];
  /** A listing whose operation has a query parameter named like an inherited property. */
  const list = async (name: string, params: Record<string, unknown>) =>
    (
      (
        await listReply(
          {
            op: {
              params: [
                { in: 'query', name },
                { in: 'query', name: 'sort' },
              ],
            },
            params: { page: 1, per_page: 25, ...params },
            rawQuery: '',
            path: '/things/',
            baseUrl: 'http://127.0.0.1',
          } as unknown as RequestContext,
          items,
          { identity: (i) => i.id, filters: {}, sortKeys: {} },
          (i) => i,
        )
      ).body as { data: typeof items }
    ).data;

  it.each(INHERITED)("a filter named %s compares the items' own field, not an inherited function", async (key) => {
    expect(await list(key, { [key]: 'x' })).toEqual([]);
  });

  it.each(INHERITED)('sorting by %s keeps the identity order', async (key) => {
    expect((await list('name', { sort: `${key}:desc` })).map((i) => i.id)).toEqual([1, 2]);
  });
});
