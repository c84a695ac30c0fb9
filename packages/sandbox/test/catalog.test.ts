// The catalog seed agrees with the document's named examples of the catalog operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref } from '../src/document.js';
import { operation, pathOf, startHarness, type Harness } from './helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type Json = Record<string, any>;
/** A value with its `$ref`s followed (the contract model's resolver). */
const resolve = (n: unknown): Json => deref<Json>(n);

/** The named 200 examples of an operation. */
function examples(operationId: string): Array<[string, Json]> {
  const content = resolve(operation(operationId).op.responses['200']).content['application/json'];
  return Object.entries<Json>(content.examples ?? {}).map(([name, ex]) => [name, resolve(ex).value]);
}

const ITEM_OPS: Array<[string, string, string]> = [
  ['getPlan', 'plan_slug', 'slug'],
  ['getImage', 'image_slug', 'slug'],
  ['getLocation', 'location_slug', 'slug'],
  ['getTld', 'tld', 'name'],
];
const LIST_OPS = ['listPlans', 'listImages', 'listLocations', 'listTlds'];

describe('catalog seed', () => {
  it.each(ITEM_OPS)('%s answers exactly each named example', async (operationId, param, key) => {
    const named = examples(operationId);
    expect(named.length).toBeGreaterThan(0);
    for (const [, value] of named) {
      const answer = await h.call('GET', pathOf(operationId, { [param]: value[key] }));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(value);
    }
  });

  it.each(LIST_OPS)('%s without filters answers the unfiltered example', async (operationId) => {
    const answer = await h.op(operationId);
    const complete = examples(operationId).filter(
      ([, v]) => v.meta.pagination.total_entries === answer.body.meta.pagination.total_entries,
    );
    expect(complete.length).toBeGreaterThan(0);
    const [, example] = complete.find(([, v]) => v.data.length === answer.body.data.length) ?? complete[0]!;
    expect(answer.body.data).toEqual(example.data);
  });

  it('filtered list examples are reproduced by filtering the seed', async () => {
    // Every item of every list example is an item of the seed, unchanged.
    for (const operationId of LIST_OPS) {
      const all = (await h.op(operationId, {}, { query: 'per_page=100' })).body.data;
      for (const [, value] of examples(operationId)) for (const item of value.data) expect(all).toContainEqual(item);
    }
    const sgp1 = (await h.op('listPlans', {}, { query: 'location=sgp1' })).body.data.map((p: Json) => p.slug);
    const example = examples('listPlans').find(([name]) => name.includes('sgp1'));
    expect(example).toBeDefined();
    expect(sgp1).toEqual(example![1].data.map((p: Json) => p.slug));
  });
});
