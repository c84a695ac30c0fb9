// Collections: filters and sort read from the operation's documented query parameters,
// then `{ data, meta: { pagination }, links }` with absolute links that keep the filters.
import type { Ctx, Reply } from './context.js';

const PAGING = new Set(['page', 'per_page', 'sort']);

export interface ListOptions<T> {
  /** Filters that are not a plain equality on the field of the same name. */
  filters?: Record<string, (item: T, value: unknown) => boolean>;
  /** Sort keys that are not the field of the same name. */
  sortKeys?: Record<string, (item: T) => unknown>;
  /** The stable default order and tie-breaker (id, slug or name). */
  identity: (item: T) => string | number;
}

/** A property of the object itself, never one inherited from Object.prototype (`constructor`, `toString`…). */
const own = <V>(object: Record<string, V> | undefined, key: string): V | undefined =>
  object && Object.hasOwn(object, key) ? object[key] : undefined;

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a ?? '');
  const y = String(b ?? '');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A collection stored in identity order, paged by the store when no filter or other sort applies. */
export interface PagedSource<T> {
  total: () => Promise<number>;
  page: (offset: number, limit: number) => Promise<T[]>;
  all: () => Promise<T[]>;
}

/** Renders the page's items in order (a render may read the store). */
async function renderAll<T>(items: T[], render: (item: T) => unknown): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const item of items) {
    const rendered = render(item);
    out.push(rendered instanceof Promise ? await rendered : rendered);
  }
  return out;
}

export async function listReply<T>(ctx: Ctx, source: T[] | PagedSource<T>, options: ListOptions<T>, render: (item: T) => unknown = (i) => i): Promise<Reply> {
  if (!Array.isArray(source)) {
    const filtered = ctx.op.params.some((p) => p.in === 'query' && !PAGING.has(p.name) && ctx.params[p.name] !== undefined);
    const sort = ctx.params.sort;
    if (!filtered && (sort === undefined || sort === 'id' || sort === 'id:asc')) {
      const page = ctx.params.page as number;
      const perPage = ctx.params.per_page as number;
      return pageReply(ctx, await source.total(), await renderAll(await source.page((page - 1) * perPage, perPage), render));
    }
    return listReply(ctx, await source.all(), options, render);
  }
  const items = source;
  let selected = items;
  for (const p of ctx.op.params) {
    if (p.in !== 'query' || PAGING.has(p.name)) continue;
    const value = ctx.params[p.name];
    if (value === undefined) continue;
    const custom = own(options.filters, p.name);
    selected = selected.filter((item) => (custom ? custom(item, value) : own(item as Record<string, unknown>, p.name) === value));
  }
  const sort = typeof ctx.params.sort === 'string' ? ctx.params.sort : undefined;
  const [field, direction] = sort ? (sort.split(':') as [string, string | undefined]) : [undefined, undefined];
  const key = field ? (own(options.sortKeys, field) ?? ((i: T) => own(i as Record<string, unknown>, field))) : undefined;
  const sign = direction === 'desc' ? -1 : 1;
  selected = [...selected].sort((a, b) => {
    const primary = key ? sign * compare(key(a), key(b)) : 0;
    return primary || compare(options.identity(a), options.identity(b));
  });

  const page = ctx.params.page as number;
  const perPage = ctx.params.per_page as number;
  return pageReply(ctx, selected.length, await renderAll(selected.slice((page - 1) * perPage, page * perPage), render));
}

function pageReply(ctx: Ctx, total: number, data: unknown[]): Reply {
  const page = ctx.params.page as number;
  const perPage = ctx.params.per_page as number;
  const totalPages = Math.ceil(total / perPage);
  const lastPage = Math.max(1, totalPages);
  const link = (n: number) => {
    const q = new URLSearchParams(ctx.rawQuery);
    q.delete('page');
    q.delete('per_page');
    const rest = q.toString();
    return `${ctx.baseUrl}${ctx.path}?page=${n}&per_page=${perPage}${rest ? '&' + rest : ''}`;
  };
  return {
    status: 200,
    body: {
      data,
      meta: { pagination: { page, per_page: perPage, total_entries: total, total_pages: totalPages } },
      links: {
        first: link(1),
        prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
        next: page < totalPages ? link(page + 1) : null,
        last: link(lastPage),
      },
    },
  };
}
