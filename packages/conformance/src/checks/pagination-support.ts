// What the pagination checks read from the document and share within a run: a list operation's
// paging, sort and filter parameters (docs/design/pagination.md, the introduction's "Pagination,
// filters and sorting"), the list a check works on (with its parent resource, for a list under a
// path such as a server's actions), every item of it, and the rules an item or an order must meet.
import type { ContractParameter } from '@vps-hosting/api/contract';
import type { ContractOperation } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { As, CheckContext } from '../run/context.js';
import type { Fixtures, Resource } from '../run/fixtures.js';
import { topUp } from './pagination-fixtures.js';

export const page = 'introduction#pagination-filters-and-sorting';
const PAGING = new Set(['page', 'per_page', 'sort']);

export interface ListBody {
  data: Resource[];
  meta: { pagination: { page: number; per_page: number; total_entries: number; total_pages: number } };
  links: { first: string; prev: string | null; next: string | null; last: string };
}

export interface Bounds {
  min: number;
  max: number;
  default: number;
}

/** What the document says of one list operation. */
export interface ListModel {
  operationId: string;
  operation: ContractOperation;
  perPage: Bounds;
  page: Bounds;
  /** The sort values the enum allows, and the default one. */
  sorts: string[];
  defaultSort?: string;
  /** The field ties are broken by, ascending, when the sort parameter says so. */
  tieBreaker?: string;
  filters: ContractParameter[];
  /** The path parameter of the parent resource, if the list sits under one. */
  parent?: ContractParameter;
}

function bounds(parameter: ContractParameter | undefined): Bounds {
  const schema = (parameter?.schema?.resolved ?? {}) as { minimum?: number; maximum?: number; default?: number };
  return { min: schema.minimum ?? 1, max: schema.maximum ?? 100, default: schema.default ?? schema.minimum ?? 1 };
}

export function listModel(operation: ContractOperation): ListModel {
  const query = operation.parameters.filter((p) => p.in === 'query');
  const sort = query.find((p) => p.name === 'sort');
  const sortSchema = (sort?.schema?.resolved ?? {}) as { enum?: string[]; default?: string };
  const tie = sort?.description?.match(/[Tt]ies are broken by (\w+) ascending/)?.[1];
  const parent = operation.parameters.filter((p) => p.in === 'path').at(-1);
  return {
    operationId: operation.operationId as string,
    operation,
    perPage: bounds(query.find((p) => p.name === 'per_page')),
    page: bounds(query.find((p) => p.name === 'page')),
    sorts: sortSchema.enum ?? [],
    ...(sortSchema.default ? { defaultSort: sortSchema.default } : {}),
    ...(tie ? { tieBreaker: tie } : {}),
    filters: query.filter((p) => !PAGING.has(p.name)),
    ...(parent ? { parent } : {}),
  };
}

export function reader(ctx: CheckContext): As {
  return ctx.options.readToken ? 'read' : 'main';
}

// ---- values of items --------------------------------------------------------------------------------

/** A field of an item by a parameter's name: the field itself, or `a_b` as `a.b` (`price_monthly`, `resource_id`). */
export function fieldValue(item: Resource, name: string): unknown {
  if (Object.hasOwn(item, name)) return item[name];
  const parts = name.split('_');
  for (let cut = 1; cut < parts.length; cut += 1) {
    const head = parts.slice(0, cut).join('_');
    const inner = item[head];
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner))
      return fieldValue(inner as Resource, parts.slice(cut).join('_'));
  }
  return undefined;
}

/** The identity of an item: its id, else its slug, else its name. */
export function identity(item: Resource): string | number {
  for (const name of ['id', 'slug', 'name']) {
    const value = item[name];
    if (typeof value === 'number' || typeof value === 'string') return value;
  }
  return JSON.stringify(item);
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Compares two values of a sort field (numbers and decimal strings as numbers); undefined when either is null. */
export function compareValues(a: unknown, b: unknown): { code: number; locale: number } | undefined {
  if (a === null || a === undefined || b === null || b === undefined) return undefined;
  if (typeof a === 'number' && typeof b === 'number') return { code: a - b, locale: a - b };
  if (typeof a === 'boolean' && typeof b === 'boolean')
    return { code: Number(a) - Number(b), locale: Number(a) - Number(b) };
  const x = String(a);
  const y = String(b);
  if (DECIMAL.test(x) && DECIMAL.test(y)) return { code: Number(x) - Number(y), locale: Number(x) - Number(y) };
  return { code: x < y ? -1 : x > y ? 1 : 0, locale: x.localeCompare(y, 'en') };
}

/** The first pair of neighbours out of the order a sort value names, if any. */
export function orderViolation(
  items: readonly Resource[],
  sort: string,
  tieBreaker: string | undefined,
): string | undefined {
  const [field = sort, direction = 'asc'] = sort.split(':');
  const sign = direction === 'desc' ? -1 : 1;
  for (let index = 1; index < items.length; index += 1) {
    const a = items[index - 1] as Resource;
    const b = items[index] as Resource;
    const compared = compareValues(fieldValue(a, field), fieldValue(b, field));
    if (!compared) continue;
    // Out of order only when both the code-point and the locale order say so (collations differ).
    if (sign * compared.code > 0 && sign * compared.locale > 0)
      return `${describe(a, field)} comes before ${describe(b, field)}`;
    if (compared.code === 0 && tieBreaker) {
      const tie = compareValues(fieldValue(a, tieBreaker), fieldValue(b, tieBreaker));
      if (tie && tie.code > 0)
        return `${describe(a, field)} and ${describe(b, field)} tie and are not by ${tieBreaker} ascending`;
    }
  }
  return undefined;
}

function describe(item: Resource, field: string): string {
  return `${JSON.stringify(identity(item))} (${field} ${JSON.stringify(fieldValue(item, field))})`;
}

// ---- filters ----------------------------------------------------------------------------------------

/** Whether a label selector (`key=value`, `key!=value`, `key`, comma-separated) matches labels. */
export function labelsMatch(labels: unknown, selector: string): boolean {
  const own = (typeof labels === 'object' && labels !== null ? labels : {}) as Record<string, unknown>;
  return selector.split(',').every((condition) => {
    const negated = condition.match(/^([^!=]+)!=(.*)$/);
    if (negated) return own[negated[1] as string] !== negated[2];
    const equal = condition.match(/^([^=]+)=(.*)$/);
    if (equal) return own[equal[1] as string] === equal[2];
    return Object.hasOwn(own, condition);
  });
}

/**
 * Whether an item satisfies a filter parameter, read as the introduction says (a parameter named like
 * the field it filters, with the field's values): the field (or `a_b` as `a.b`), an array field of the
 * plural name containing the value, `min_x` as at least, `x_before` as `x_at` earlier, a label selector.
 * Undefined when the item has nothing the parameter could be read against.
 */
export function satisfies(item: Resource, name: string, value: string): boolean | undefined {
  if (name === 'label_selector') return labelsMatch(item.labels, value);
  const min = name.match(/^min_(.+)$/);
  if (min) {
    const field = fieldValue(item, min[1] as string);
    return typeof field === 'number' ? field >= Number(value) : undefined;
  }
  const before = name.match(/^(.+)_before$/);
  if (before) {
    const field = fieldValue(item, `${before[1]}_at`);
    if (field === null) return false;
    return typeof field === 'string' ? Date.parse(field) < Date.parse(value) : undefined;
  }
  const field = fieldValue(item, name);
  if (field === undefined) {
    const plural = item[`${name}s`];
    return Array.isArray(plural) ? plural.map(String).includes(value) : undefined;
  }
  return String(field) === value;
}

/** Values a filter could take that some items hold, most telling first (held by some items, not all). */
export function filterValues(items: readonly Resource[], parameter: ContractParameter): string[] {
  const name = parameter.name;
  const schema = (parameter.schema?.resolved ?? {}) as { type?: string; enum?: string[] };
  let candidates: string[];
  if (name === 'label_selector') {
    candidates = items.flatMap((item) =>
      Object.entries((item.labels ?? {}) as Record<string, string>).map(([key, value]) => `${key}=${value}`),
    );
  } else if (/^min_/.test(name)) {
    const values = items
      .map((item) => fieldValue(item, name.slice(4)))
      .filter((v): v is number => typeof v === 'number');
    candidates = [...new Set(values)].sort((a, b) => a - b).map(String);
    candidates = [...candidates.slice(1), ...candidates.slice(0, 1)];
  } else if (/_before$/.test(name)) {
    const times = items
      .map((item) => fieldValue(item, `${name.slice(0, -'_before'.length)}_at`))
      .filter((v): v is string => typeof v === 'string')
      .sort();
    // Just after an expiry in the middle: it and the earlier ones match, the later ones do not.
    const middle = times[Math.floor((times.length - 1) / 2)];
    candidates = middle ? [new Date(Date.parse(middle) + 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')] : [];
  } else {
    candidates = items.flatMap((item) => {
      const field = fieldValue(item, name);
      if (field === undefined && Array.isArray(item[`${name}s`])) return (item[`${name}s`] as unknown[]).map(String);
      return field === null || field === undefined || typeof field === 'object' ? [] : [String(field)];
    });
    if (schema.type === 'boolean') candidates = candidates.filter((v) => v === 'true' || v === 'false');
  }
  const counts = new Map<string, number>();
  for (const candidate of candidates) counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
  const splitting = (value: string) => {
    const matching = items.filter((item) => satisfies(item, name, value) === true).length;
    return matching > 0 && matching < items.length;
  };
  return [...counts.keys()].sort((a, b) => Number(splitting(b)) - Number(splitting(a)));
}

/** A value of a filter that matches none of the items and that its schema allows, if one can be named. */
export function emptyValue(
  ctx: CheckContext,
  items: readonly Resource[],
  parameter: ContractParameter,
): string | undefined {
  const schema = (parameter.schema?.resolved ?? {}) as { type?: string; enum?: string[]; maximum?: number };
  const valid = (value: unknown) => !parameter.schema || ctx.contract.schemas.valid(parameter.schema.pointer, value);
  const none = (value: string) => items.every((item) => satisfies(item, parameter.name, value) !== true);
  const name = parameter.name;
  let candidates: string[] = [];
  if (name === 'label_selector') candidates = [`conformance-run=${ctx.prefix}-none`];
  else if (schema.enum) candidates = schema.enum;
  else if (schema.type === 'boolean') candidates = ['true', 'false'];
  else if (schema.type === 'string' && !/_before$/.test(name))
    // The run's own names, and ZZ (a code ISO 3166 leaves to private use, never a country's).
    candidates = [`${ctx.prefix}-none`, `${ctx.prefix}-none.example`, `${ctx.prefix.replace(/-/g, '')}none`, 'ZZ'];
  else if (schema.type === 'integer' && /^min_/.test(name) && schema.maximum !== undefined)
    candidates = [String(schema.maximum)];
  return candidates.find((value) => {
    const typed = schema.type === 'integer' ? Number(value) : schema.type === 'boolean' ? value === 'true' : value;
    return valid(typed) && none(value);
  });
}

// ---- the list a check works on -----------------------------------------------------------------------

export interface Subject {
  path: Record<string, string | number>;
  /** Every item, in the default order (at most 500). */
  items: Resource[];
  total: number;
}

const subjects = new WeakMap<Fixtures, Map<string, Promise<Subject>>>();
const MAX_PARENTS_PROBED = 4;

/** The list a check works on, found once per run: for a list under a parent, the parent with the most items. */
export function subject(ctx: CheckContext, model: ListModel): Promise<Subject> {
  let cache = subjects.get(ctx.fixtures);
  if (!cache) {
    cache = new Map();
    subjects.set(ctx.fixtures, cache);
  }
  let found = cache.get(model.operationId);
  if (!found) {
    found = findSubject(ctx, model);
    found.catch(() => cache?.delete(model.operationId));
    cache.set(model.operationId, found);
  }
  return found;
}

async function findSubject(ctx: CheckContext, model: ListModel): Promise<Subject> {
  let path: Record<string, string | number> = {};
  if (model.parent) {
    const parentList = parentListOf(ctx, model);
    if (!parentList) ctx.notExercised(`no list operation lists the parents of ${model.operationId}`);
    const field = model.parent.name.split('_').at(-1) as string;
    const parents = (await everyItem(ctx, parentList, {})).items
      // The run's own fixtures may go at any time; the account's own resources are only read.
      .sort((a, b) => Number(ctx.fixtures.ours(a.name)) - Number(ctx.fixtures.ours(b.name)))
      .slice(0, MAX_PARENTS_PROBED);
    if (parents.length === 0) ctx.notExercised(`${parentList} lists nothing to list ${model.operationId} of`);
    const totals = await Promise.all(
      parents.map(async (parent) => {
        const candidate = { [model.parent?.name as string]: parent[field] as string | number };
        const answer = await ctx.call(model.operationId, { path: candidate, query: { per_page: 1 }, as: reader(ctx) });
        return {
          candidate,
          total: answer.status === 200 ? (answer.json as ListBody).meta.pagination.total_entries : -1,
        };
      }),
    );
    const best = totals.sort((a, b) => b.total - a.total)[0];
    if (!best || best.total < 0) ctx.notExercised(`no parent's ${model.operationId} answered 200`);
    path = best.candidate;
  }
  const found = await everyItem(ctx, model.operationId, path);
  if (!model.parent && (await topUp(ctx, model.operationId, found.total)))
    return everyItem(ctx, model.operationId, path);
  return found;
}

/** The list operation of the parent resources of a list under a path (`/servers/` for `/servers/{server_id}/actions/`). */
function parentListOf(ctx: CheckContext, model: ListModel): string | undefined {
  const path = model.operation.path;
  const parentPath = path.slice(0, path.indexOf(`{${model.parent?.name}}`));
  return ctx.contract.operations.find(
    (op) =>
      op.method === 'GET' &&
      op.path === parentPath &&
      ctx.contract.spec(op.operationId as string).success.kind === 'list',
  )?.operationId;
}

/** Every item of a list (pages of 100, at most 5), in its default order. */
export async function everyItem(
  ctx: CheckContext,
  operationId: string,
  path: Record<string, string | number>,
): Promise<Subject> {
  const items: Resource[] = [];
  let total = 0;
  for (let number = 1; number <= 5; number += 1) {
    const answer = await ctx.call(operationId, {
      path,
      query: { per_page: 100, page: number },
      as: reader(ctx),
      expect: 200,
    });
    const body = ctx.body<ListBody>(answer);
    items.push(...(body.data ?? []));
    total = body.meta?.pagination?.total_entries ?? items.length;
    if (number >= (body.meta?.pagination?.total_pages ?? 0)) break;
  }
  return { path, items, total };
}

/** Readings of the whole list around an observation that may repeat, at most. */
const QUIET_READINGS = 4;

/**
 * What `observe` reads, judged against a reading of the whole list it agrees with. Items of an
 * account change on their own (a running action ends, a snapshot becomes available), so an
 * observation that disagrees with `list` is made again between two fresh readings of the whole list,
 * until both readings say the same thing (`key`), at most QUIET_READINGS times; the last reading is
 * the one it is judged against (docs/design/conformance-kit.md#lists-that-move).
 */
export async function quietly<O>(
  ctx: CheckContext,
  model: ListModel,
  list: Subject,
  observe: () => Promise<O>,
  agrees: (observed: O, list: Subject) => boolean,
  key: (list: Subject) => string,
): Promise<{ observed: O; list: Subject }> {
  let observed = await observe();
  if (agrees(observed, list)) return { observed, list };
  let before = await everyItem(ctx, model.operationId, list.path);
  for (let reading = 1; reading <= QUIET_READINGS; reading += 1) {
    observed = await observe();
    const after = await everyItem(ctx, model.operationId, list.path);
    if (agrees(observed, after) || key(before) === key(after)) return { observed, list: after };
    before = after;
  }
  return { observed, list: before };
}

// ---- pages and links ---------------------------------------------------------------------------------

/** The query of a link, and whether its path is the operation's. */
export function linkParts(
  ctx: CheckContext,
  link: string,
  expectedPath: string,
): { query: URLSearchParams; samePath: boolean } | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const base = new URL(ctx.options.target).pathname.replace(/\/$/, '');
  return {
    query: url.searchParams,
    samePath: url.pathname === `${base}${expectedPath}` || url.pathname === expectedPath,
  };
}

/** The path an operation's request went to (its template filled), for comparing links. */
export function filledPath(operation: ContractOperation, path: Record<string, string | number>): string {
  let filled = operation.path;
  for (const [name, value] of Object.entries(path))
    filled = filled.replace(`{${name}}`, encodeURIComponent(String(value)));
  return filled;
}

/** Sends a list request and returns its page (a failure when it is not a 200 list). */
export async function listPage(
  ctx: CheckContext,
  model: ListModel,
  path: Record<string, string | number>,
  query: [string, string][],
): Promise<{ exchange: Exchange; body: ListBody }> {
  const exchange = await ctx.call(model.operationId, { path, query, as: reader(ctx), expect: 200 });
  if (exchange.status !== 200) ctx.fail(`${model.operationId} answered ${exchange.status}`, { exchange });
  const body = ctx.body<ListBody>(exchange);
  if (!Array.isArray(body.data) || !body.meta?.pagination || !body.links)
    ctx.fail(`${model.operationId}: the answer is not a page (data, meta.pagination, links)`, { exchange });
  return { exchange, body };
}

/** A page size that makes several pages, the last one partial when the total allows it (at most 6 pages). */
export function smallPageSize(total: number, bounds: Bounds): number {
  if (total <= 2) return bounds.min;
  const least = Math.max(2, Math.ceil(total / 6), bounds.min);
  for (let size = least; size < total && size <= bounds.max; size += 1) if (total % size !== 0) return size;
  return Math.min(Math.max(least, bounds.min), bounds.max);
}
