// paginate(): pages followed through links.next, for every list operation of the document.
import { describe, expect, it } from 'vitest';
import { VpsApiError, paginate } from '../../src/index.js';
import type { Server, ServerList } from '../../src/schema.js';
import { BASE_URL, TOKEN, doc, example, json, resolve, scriptedFetch, testClient } from './support.js';

type Json = Record<string, any>;

/** A page of `items` in the shape of the document's list schemas, pointing at `next`. */
function page<T>(
  items: T[],
  next: string | null,
  pageNumber = 1,
): { data: T[]; meta: ServerList['meta']; links: ServerList['links'] } {
  const list = example<ServerList>('ServerListAll');
  return {
    data: items,
    meta: { pagination: { ...list.meta.pagination, page: pageNumber } },
    links: { ...list.links, next },
  };
}

/** Paths whose GET answers a page: a 200 body with `data` (an array), `meta` and `links`. */
const listPaths = Object.entries<Json>(doc.paths)
  .filter(([, item]) => {
    const schema = resolve(resolve(item.get?.responses?.['200'] ?? {}).content?.['application/json']?.schema ?? {});
    return (
      resolve(schema.properties?.data ?? {}).type === 'array' && schema.properties?.meta && schema.properties?.links
    );
  })
  .map(([path]) => path);

describe('paginate', () => {
  it('yields every item of every page, following the absolute links.next', async () => {
    const servers = example<ServerList>('ServerListAll').data;
    const [first, ...rest] = servers;
    const nextUrl = `${BASE_URL}/api/v1/servers/?status=running&page=2&per_page=1`;
    const { fetch, seen } = scriptedFetch(json(200, page([first], nextUrl)), json(200, page(rest, null, 2)));
    const client = testClient(fetch);
    const names: string[] = [];
    for await (const server of paginate(client, '/api/v1/servers/', { query: { status: 'running', per_page: 1 } })) {
      names.push(server.name);
    }
    expect(names).toEqual(servers.map((s: Server) => s.name));
    expect(seen.map((s) => s.url)).toEqual([`${BASE_URL}/api/v1/servers/?status=running&per_page=1`, nextUrl]);
    expect(seen.map((s) => s.headers.get('Authorization'))).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('finds list operations in the document', () => {
    expect(listPaths.length).toBeGreaterThan(5);
  });

  it.each(listPaths)('walks %s', async (path) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-1`);
    const pathParams = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], `${m[1]}-1`]));
    const next = `${BASE_URL}${filled}?page=2`;
    const { fetch, seen } = scriptedFetch(
      json(200, page([{ n: 1 }, { n: 2 }], next)),
      json(200, page([{ n: 3 }], null, 2)),
    );
    const items: unknown[] = [];
    const walk = paginate as (client: unknown, path: string, params?: object) => AsyncGenerator<unknown>;
    for await (const item of walk(testClient(fetch), path, { path: pathParams })) items.push(item);
    expect(items).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(seen.map((s) => s.url)).toEqual([`${BASE_URL}${filled}`, next]);
  });

  it('throws the VpsApiError of a failed page', async () => {
    const { fetch } = scriptedFetch(
      json(200, page([{ n: 1 }], `${BASE_URL}/api/v1/plans/?page=2`)),
      json(404, example('ProblemNotFound')),
    );
    const seenItems: unknown[] = [];
    const walking = (async () => {
      for await (const plan of paginate(testClient(fetch), '/api/v1/plans/')) seenItems.push(plan);
    })();
    await expect(walking).rejects.toBeInstanceOf(VpsApiError);
    expect(seenItems).toEqual([{ n: 1 }]);
  });

  it('refuses a links.next on another origin, so the token goes nowhere else', async () => {
    const { fetch, seen } = scriptedFetch(
      json(200, page([{ n: 1 }], 'https://elsewhere.test.invalid/api/v1/plans/?page=2')),
    );
    const walking = (async () => {
      for await (const _ of paginate(testClient(fetch), '/api/v1/plans/'));
    })();
    await expect(walking).rejects.toThrow(/another origin/);
    expect(seen).toHaveLength(1);
  });

  it('stops on a page that links back to one already read, and after maxPages', async () => {
    const again = `${BASE_URL}/api/v1/plans/?page=2`;
    const loop = scriptedFetch(json(200, page([{ n: 1 }], again)), json(200, page([{ n: 2 }], again, 2)));
    const drain = async (iterator: AsyncIterable<unknown>) => {
      for await (const _ of iterator);
    };
    await expect(drain(paginate(testClient(loop.fetch), '/api/v1/plans/'))).rejects.toThrow(/already read/);
    expect(loop.seen).toHaveLength(2);

    const endless = scriptedFetch(
      ...[1, 2, 3].map((n) => json(200, page([{ n }], `${BASE_URL}/api/v1/plans/?page=${n + 1}`, n))),
    );
    await expect(
      drain(paginate(testClient(endless.fetch), '/api/v1/plans/', undefined, { maxPages: 3 })),
    ).rejects.toThrow(/more than 3 pages/);
    expect(endless.seen).toHaveLength(3);
  });
});
