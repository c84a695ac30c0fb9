// paginate(): every item of a list operation, page after page, following `links.next`.
import type { Middleware } from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import type { VpsClient } from './client.js';
import type { GetData, RequiredKeysOf, VpsPath } from './types.js';

/** The shape that makes a GET a list operation: a page of `data`, its `meta`, and `links`. */
interface ListBody {
  data: readonly unknown[];
  meta: unknown;
  links: { next: string | null };
}

/** Every path whose GET answers a list page (`/api/v1/servers/`, `/api/v1/dns/zones/{zone_name}/records/`, …). */
export type ListPath = { [Path in VpsPath<'get'>]: GetData<Path> extends ListBody ? Path : never }[VpsPath<'get'>];

/** The item type of a list path (`Server` for `/api/v1/servers/`). */
export type ListItem<Path extends ListPath> = GetData<Path> extends { data: readonly (infer Item)[] } ? Item : never;

/** The parameters of a list path: `query` filters and, for nested lists, `path`. */
export type ListParams<Path extends ListPath> = paths[Path]['get']['parameters'];

export interface PaginateOptions {
  signal?: AbortSignal;
  /** Stop with an error after this many pages (default 10000), a bound against a runaway server. */
  maxPages?: number;
}

type PaginateArgs<Path extends ListPath> =
  RequiredKeysOf<ListParams<Path>> extends never
    ? [params?: ListParams<Path>, options?: PaginateOptions]
    : [params: ListParams<Path>, options?: PaginateOptions];

type LooseGet = (url: string, init: object) => Promise<{ data?: unknown; error?: unknown }>;

/**
 * Iterates over every item of a list operation. The first page is requested with `params`; each
 * next page is `links.next` as the server wrote it (same origin only: the token goes nowhere else).
 * A non-2xx page throws its `VpsApiError`.
 */
export async function* paginate<Path extends ListPath>(
  client: VpsClient,
  path: Path,
  ...[params, options = {}]: PaginateArgs<Path>
): AsyncGenerator<ListItem<Path>, void, undefined> {
  const maxPages = options.maxPages ?? 10_000;
  const get = client.GET as unknown as LooseGet;
  const seen = new Set<string>();
  let next: string | undefined;
  for (let page = 1; page <= maxPages; page++) {
    const { data, error } = await get(path, {
      params,
      ...(options.signal ? { signal: options.signal } : {}),
      ...(next ? { middleware: [followLink(next)] } : {}),
    });
    if (error !== undefined) throw error;
    const body = data as ListBody;
    yield* body.data as readonly ListItem<Path>[];
    if (body.links.next === null || body.data.length === 0) return;
    if (seen.has(body.links.next)) throw new Error(`paginate: ${path} links back to a page already read`);
    seen.add(body.links.next);
    next = body.links.next;
  }
  throw new Error(`paginate: ${path} has more than ${maxPages} pages (raise options.maxPages)`);
}

/** Sends the request to `link` instead, with the same method, headers and signal. */
function followLink(link: string): Middleware {
  return {
    onRequest({ request }) {
      const target = new URL(link, request.url);
      if (target.origin !== new URL(request.url).origin) {
        throw new Error(`paginate: links.next points to another origin (${target.origin}); not following it`);
      }
      return new Request(target, { method: request.method, headers: request.headers, signal: request.signal });
    },
  };
}
