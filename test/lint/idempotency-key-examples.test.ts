// Each operation's example Idempotency-Key is its own (issue 17 item 7), so that a client copying two
// operations' examples never sends one key with two different requests (`idempotency_key_reused`;
// docs/design/idempotency.md#example-keys-are-unique).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Json = Record<string, any>;
const doc: Json = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8'));
const resolve = (n: Json): Json =>
  n?.$ref
    ? resolve(
        n.$ref
          .slice(2)
          .split('/')
          .reduce((o: Json, k: string) => o[k], doc),
      )
    : n;

const operations = Object.values<Json>(doc.paths).flatMap((item) =>
  ['get', 'put', 'post', 'patch', 'delete']
    .filter((m) => item[m])
    .map((m) => ({
      method: m,
      operationId: item[m].operationId as string,
      headers: [...(item.parameters ?? []), ...(item[m].parameters ?? [])]
        .map(resolve)
        .filter((p: Json) => p.in === 'header') as Json[],
    })),
);
const posts = operations.filter((o) => o.method === 'post');
/** The idempotency header: the one header parameter every POST takes. */
const keyHeaders = posts.reduce<string[]>(
  (names, o) => names.filter((n) => o.headers.some((h) => h.name === n)),
  posts[0]?.headers.map((h) => h.name) ?? [],
);
const keyParameters = operations.flatMap((o) =>
  o.headers.filter((h) => h.name === keyHeaders[0]).map((parameter) => ({ operationId: o.operationId, parameter })),
);

/** Every example value a parameter shows: `example`, each of `examples`, else its schema's. */
const examplesOf = (p: Json): unknown[] =>
  p.example !== undefined
    ? [p.example]
    : p.examples
      ? Object.values<Json>(p.examples).map((e) => resolve(e).value)
      : [resolve(p.schema).example];

describe('example Idempotency-Keys', () => {
  it('come from the one header every POST takes', () => {
    expect(posts.length).toBeGreaterThan(0);
    expect(keyHeaders).toHaveLength(1);
  });

  it('no two operations share an example key', () => {
    const owners = new Map<unknown, string[]>();
    for (const { operationId, parameter } of keyParameters) {
      for (const key of examplesOf(parameter)) owners.set(key, [...(owners.get(key) ?? []), operationId]);
    }
    const shared = [...owners]
      .filter(([, ops]) => ops.length > 1)
      .map(([key, ops]) => `${String(key)}: ${ops.join(', ')}`);
    expect(shared).toEqual([]);
    expect(owners.size).toBe(keyParameters.length);
  });
});
