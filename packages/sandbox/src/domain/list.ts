// Collections paged, filtered and sorted in the database, never by reading a whole account: each list
// operation describes its rows (FROM and fixed conditions) and the SQL of its documented filters
// and sort keys; a page is one SELECT … ORDER BY … LIMIT … OFFSET, its total a count kept by
// triggers (no filter) or a COUNT(*) of the filtered rows. The answer `{ data, meta: { pagination },
// links }` (absolute links that keep the filters) is written as text; rows whose stored JSON is
// exactly what is sent are spliced in as stored (no parse/stringify round trip per row).
import type { RequestContext } from '../http/context.js';
import type { Sql } from '../store/sql.js';

const PAGING = new Set(['page', 'per_page', 'sort']);

/** A body already serialised: sent as is (`serialise`). `T` is the type of the value it is the JSON of. */
export class JsonText<T = unknown> {
  /** Never set: only carries `T`, so that a handler's answer is checked against its operation's. */
  declare readonly value?: T;
  constructor(readonly text: string) {}
}

/** The text of a reply's body. */
export function serialise(body: unknown): string {
  return body instanceof JsonText ? body.text : JSON.stringify(body);
}

/** Some SQL and its `?` parameters. */
export interface Condition {
  sql: string;
  params: readonly unknown[];
}

export interface ListQuery<R, I = unknown> {
  /** The FROM clause (a table, or a join). */
  from: string;
  /** The rows of this list (account, parent): always applied. */
  where: Condition;
  /** The columns selected for each row. */
  columns: string;
  /** The default order and the tie-breaker of every sort (id, or name). */
  identity: string;
  /** The SQL of each sort key of the operation's `sort` parameter. */
  sorts?: Record<string, string>;
  /** The condition of each documented filter, given its validated value. */
  filters?: Record<string, (value: unknown) => Condition>;
  /** The list's size when no filter applies (kept by triggers). */
  total: () => Promise<number>;
  /** The stored JSON of a row, when it is exactly what is sent (spliced as is)… */
  json?: (row: R) => string;
  /** …or the public object of a row (may read the store): an item of the operation's list. */
  render?: (row: R) => I | Promise<I>;
}

/** A property of the object itself, never one inherited from Object.prototype (`constructor`, `toString`…). */
const own = <V>(object: Record<string, V> | undefined, key: string): V | undefined =>
  object && Object.hasOwn(object, key) ? object[key] : undefined;

/** A JSON field of a text column, as SQL text (a string, or null when absent). */
export function jsonField(sql: Sql, column: string, field: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field)) throw new Error(`not a plain field name: ${field}`);
  return sql.dialect === 'postgres' ? `(${column}::jsonb ->> '${field}')` : `json_extract(${column}, '$.${field}')`;
}

/** Text compared by code point on both engines (JS's order for the ASCII the sandbox sorts). */
export function byCodePoint(sql: Sql, expression: string): string {
  return sql.dialect === 'postgres' ? `${expression} COLLATE "C"` : expression;
}

/** Equality with the filter's value. */
export const equals =
  (expression: string) =>
  (value: unknown): Condition => ({ sql: `${expression} = ?`, params: [value] });

/** Equality of a JSON field holding true or false (SQLite reads it as 1 or 0, PostgreSQL as 'true' or 'false'). */
export const booleanEquals =
  (sql: Sql, expression: string) =>
  (value: unknown): Condition =>
    sql.dialect === 'postgres'
      ? { sql: `${expression} = ?`, params: [value ? 'true' : 'false'] }
      : { sql: `${expression} = ?`, params: [value ? 1 : 0] };

/** The cache key of a page: the operation, the account and the whole URL (its host included: links are absolute). */
const pageKey = (ctx: RequestContext) =>
  `${ctx.op.operationId} ${ctx.account} ${ctx.baseUrl}${ctx.path}?${ctx.rawQuery}`;

/** A page of a list: 200 with the list's envelope as text (`P`, the operation's list type, is the
 *  type the handler's answer asks for). */
export interface PageAnswer<P extends { data: readonly unknown[] }> {
  status: 200;
  body: JsonText<P>;
}

/** The page kept for this request, if any (a kept page is dropped at any commit that could change it). */
function keptPage<P extends { data: readonly unknown[] }>(ctx: RequestContext): PageAnswer<P> | undefined {
  const kept = ctx.store.sql.cache?.find(pageKey(ctx));
  return kept === undefined ? undefined : { status: 200, body: new JsonText(kept) };
}

/** What a list of stored resources adds to the common part of its query (StoredList). */
export type StoredList = Pick<ListQuery<{ data: string }>, 'where' | 'filters' | 'total'> & {
  /** Its sort keys other than `id` (the stored key, in number order). */
  sorts?: Record<string, string>;
};

/** The number order of a resource's stored key (its id). */
const NUMERIC_KEY = 'CAST(key AS BIGINT)';

/** A page of resources whose stored documents are exactly what is sent (servers, a server's
 *  backups, snapshots): the page kept for this request if any, looked up before `describe` builds
 *  the query (or reads anything), else the rows of `resources` in id order, spliced as stored.
 *  `field(name)` is the SQL of a field of the stored document. */
export async function storedResourcePage<P extends { data: readonly unknown[] }>(
  ctx: RequestContext,
  describe: (field: (name: string) => string) => StoredList | Promise<StoredList>,
): Promise<PageAnswer<P>> {
  const kept = keptPage<P>(ctx);
  if (kept) return kept;
  const sql = ctx.store.sql;
  const list = await describe((name) => jsonField(sql, 'data', name));
  return listPage<{ data: string }, P>(ctx, {
    from: 'resources',
    columns: 'data',
    identity: NUMERIC_KEY,
    ...list,
    sorts: { id: NUMERIC_KEY, ...list.sorts },
    json: (row) => row.data,
  });
}

/** Answers the page the request asks for. A page of stored rows (`json`) read in a snapshot is kept
 *  in its cache: the same request answers from it until a commit changes the data. */
export async function listPage<R, P extends { data: readonly unknown[] }>(
  ctx: RequestContext,
  query: ListQuery<R, P['data'][number]>,
): Promise<PageAnswer<P>> {
  const sql = ctx.store.sql;
  const cache = query.json ? sql.cache : undefined;
  const key = cache ? pageKey(ctx) : '';
  const kept = cache?.find(key);
  if (kept !== undefined) return { status: 200, body: new JsonText(kept) };
  const reply = await computePage<R, P>(ctx, query, sql);
  cache?.keep(key, reply.body.text);
  return reply;
}

async function computePage<R, P extends { data: readonly unknown[] }>(
  ctx: RequestContext,
  query: ListQuery<R, P['data'][number]>,
  sql: Sql,
): Promise<PageAnswer<P>> {
  const conditions: Condition[] = [query.where];
  for (const p of ctx.op.params) {
    if (p.in !== 'query' || PAGING.has(p.name)) continue;
    const value = ctx.params[p.name];
    if (value === undefined) continue;
    const filter = own(query.filters, p.name);
    if (!filter) throw new Error(`${ctx.op.operationId}: no SQL for the filter ${p.name}`);
    conditions.push(filter(value));
  }
  const where = conditions.map((c) => `(${c.sql})`).join(' AND ');
  const params = conditions.flatMap((c) => c.params);

  let order = query.identity;
  if (typeof ctx.params.sort === 'string') {
    const [field, direction] = ctx.params.sort.split(':') as [string, string | undefined];
    const key = own(query.sorts, field);
    if (key === undefined) throw new Error(`${ctx.op.operationId}: no SQL for the sort key ${field}`);
    const dir = direction === 'desc' ? ' DESC' : '';
    order = key === query.identity ? `${key}${dir}` : `${key}${dir}, ${query.identity}`;
  }

  const page = ctx.params.page as number;
  const perPage = ctx.params.per_page as number;
  const total =
    conditions.length === 1
      ? await query.total()
      : Number(
          (await sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${query.from} WHERE ${where}`, params))?.n ?? 0,
        );
  const rows =
    total <= (page - 1) * perPage
      ? []
      : await sql.all<R>(
          `SELECT ${query.columns} FROM ${query.from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`,
          [...params, perPage, (page - 1) * perPage],
        );
  const texts: string[] = [];
  for (const row of rows) {
    if (query.json) texts.push(query.json(row));
    else {
      const rendered = query.render ? query.render(row) : row;
      texts.push(JSON.stringify(rendered instanceof Promise ? await rendered : rendered));
    }
  }
  return pageReply<P>(ctx, total, texts);
}

/** The page as text, byte for byte what JSON.stringify({ data, meta, links }) writes. */
function pageReply<P extends { data: readonly unknown[] }>(
  ctx: RequestContext,
  total: number,
  rows: string[],
): PageAnswer<P> {
  const { meta, links } = pagination(ctx, total);
  return {
    status: 200,
    body: new JsonText(`{"data":[${rows.join(',')}],"meta":${JSON.stringify(meta)},"links":${JSON.stringify(links)}}`),
  };
}

function pagination(ctx: RequestContext, total: number) {
  const page = ctx.params.page as number;
  const perPage = ctx.params.per_page as number;
  const totalPages = Math.ceil(total / perPage);
  const lastPage = Math.max(1, totalPages);
  const rest = otherParameters(ctx.rawQuery);
  const link = (n: number) => `${ctx.baseUrl}${ctx.path}?page=${n}&per_page=${perPage}${rest}`;
  return {
    meta: { pagination: { page, per_page: perPage, total_entries: total, total_pages: totalPages } },
    links: {
      first: link(1),
      prev: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
      next: page < totalPages ? link(page + 1) : null,
      last: link(lastPage),
    },
  };
}

/** An in-memory collection (the catalog of the seed file; an account's at most 10 webhooks). */
export interface ListOptions<T> {
  /** Filters that are not a plain equality on the field of the same name. */
  filters?: Record<string, (item: T, value: unknown) => boolean>;
  /** Sort keys that are not the field of the same name. */
  sortKeys?: Record<string, (item: T) => unknown>;
  /** The stable default order and tie-breaker (id, slug or name). */
  identity: (item: T) => string | number;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a ?? '');
  const y = String(b ?? '');
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Filters, sorts and pages a small collection held in memory. */
export async function listReply<T, I = T>(
  ctx: RequestContext,
  items: T[],
  options: ListOptions<T>,
  render: (item: T) => I | Promise<I>,
): Promise<{ status: 200; body: { data: I[] } & ReturnType<typeof pagination> }> {
  let selected = items;
  for (const p of ctx.op.params) {
    if (p.in !== 'query' || PAGING.has(p.name)) continue;
    const value = ctx.params[p.name];
    if (value === undefined) continue;
    const custom = own(options.filters, p.name);
    selected = selected.filter((item) =>
      custom ? custom(item, value) : own(item as Record<string, unknown>, p.name) === value,
    );
  }
  const sort = typeof ctx.params.sort === 'string' ? ctx.params.sort : undefined;
  const [field, direction] = sort ? (sort.split(':') as [string, string | undefined]) : [undefined, undefined];
  const key = field
    ? (own(options.sortKeys, field) ?? ((i: T) => own(i as Record<string, unknown>, field)))
    : undefined;
  const sign = direction === 'desc' ? -1 : 1;
  selected = [...selected].sort((a, b) => {
    const primary = key ? sign * compare(key(a), key(b)) : 0;
    return primary || compare(options.identity(a), options.identity(b));
  });
  const page = ctx.params.page as number;
  const perPage = ctx.params.per_page as number;
  const data: I[] = [];
  for (const item of selected.slice((page - 1) * perPage, page * perPage)) {
    const rendered = render(item);
    data.push(rendered instanceof Promise ? await rendered : rendered);
  }
  return { status: 200, body: { data, ...pagination(ctx, selected.length) } };
}

/** The query's parameters other than page and per_page, as `&…` (empty when none). */
function otherParameters(rawQuery: string): string {
  if (rawQuery === '') return '';
  const q = new URLSearchParams(rawQuery);
  q.delete('page');
  q.delete('per_page');
  const rest = q.toString();
  return rest ? `&${rest}` : '';
}
