// The client's path serializer gives what openapi-fetch's default one gives, for every path of the
// document and for the styles and values the default handles.
import { defaultPathSerializer } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { cachedPathSerializer } from '../../src/client/path-serializer.js';
import { doc } from './support.js';

const BASE = 'https://api.test.invalid';
const VALUES: unknown[] = [
  42,
  'web 01/ä?#&$&',
  '',
  0,
  false,
  null,
  undefined,
  ['a b', 'c'],
  { role: 'admin', 'x y': 'z/w' },
];

describe('cachedPathSerializer', () => {
  it('matches the default serializer on every path of the document, each value in every slot, twice', () => {
    const serialize = cachedPathSerializer();
    for (const path of Object.keys(doc.paths)) {
      const names = [...path.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!);
      for (const value of VALUES) {
        const params = Object.fromEntries(names.map((name, i) => [name, i === 0 ? value : 7]));
        for (let round = 0; round < 2; round++)
          expect(serialize(BASE + path, params)).toBe(defaultPathSerializer(BASE + path, params));
      }
    }
  });

  it('matches it for label, matrix and exploded slots, a repeated name and missing parameters', () => {
    const serialize = cachedPathSerializer();
    const templates = [
      '/a/{.id}/b/{;id}',
      '/x/{id*}/{.id*}/{;id*}',
      '/r/{id}/again/{id}/{other}',
      '/none/here',
      '/{;id}{.other}',
    ];
    for (const template of templates) {
      for (const value of VALUES) {
        for (const params of [{ id: value }, { id: value, other: 'o p' }, {}]) {
          expect(serialize(BASE + template, params)).toBe(defaultPathSerializer(BASE + template, params));
        }
      }
    }
  });
});
