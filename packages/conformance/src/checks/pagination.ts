// The pagination family (docs/design/pagination.md, the introduction's "Pagination, filters and
// sorting"): for every list operation, pages of the size asked (the documented default otherwise),
// `meta.pagination` consistent with what the pages hold, `links` (`first` and `last` always, `prev`
// null on the first page, `next` null on the last, none past the last, every one keeping the
// request's filters, sort and page size), following `next` visits every item once, an empty result,
// a page past the last, every sort value in its order, every filter filtering, and `per_page` and
// `page` bounds (400 validation_failed naming `query/<name>`). Everything is a read: the checks that
// page through a list of the account are exclusive, run together once no check that writes runs
// (src/run/runner.ts), so that no other check adds or removes items meanwhile; the catalog's lists,
// which no write moves, run beside every other check.
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check } from '../run/types.js';
import { areaOf } from './area.js';
import {
  emptyValue,
  filledPath,
  filterValues,
  identity,
  type ListBody,
  type ListModel,
  linkParts,
  listModel,
  listPage,
  orderViolation,
  page,
  reader,
  quietly,
  type Subject,
  satisfies,
  smallPageSize,
  subject,
} from './pagination-support.js';

export function paginationChecks(contract: KitContract): Check[] {
  const checks: Check[] = [];
  for (const operation of contract.operations) {
    const operationId = operation.operationId as string;
    if (contract.spec(operationId).success.kind !== 'list') continue;
    const model = listModel(operation);
    // The catalog (no scope: plans, images, locations, TLDs) moves with no check's writes.
    const catalog = contract.spec(operationId).scopes.length === 0;
    const add = (what: string, title: string, run: (ctx: CheckContext, model: ListModel) => Promise<void>) =>
      checks.push({
        id: `pagination.${what}.${operationId}`,
        family: 'pagination',
        area: areaOf(operation),
        title: `${operationId}: ${title}`,
        needs: [],
        contract: { operationId, status: 200, page },
        // No check that writes runs while an account's list is read (the list read once is shared).
        exclusive: !catalog,
        run: (ctx) => run(ctx, model),
      });
    add(
      'default-page',
      `without paging parameters, page 1 of ${model.perPage.default} items (the documented default), meta and links consistent`,
      defaultPage,
    );
    add(
      'walk',
      'following links.next from page 1 visits every item exactly once, each page and its links consistent',
      walk,
    );
    add(
      'past-last',
      'a page past the last is an empty data array with the same totals and no link past the last page',
      pastLast,
    );
    add(
      'per-page-bounds',
      `per_page ${model.perPage.min} and ${model.perPage.max} are honoured; past them, and page below ${model.page.min}, 400 validation_failed naming the parameter`,
      perPageBounds,
    );
    if (model.sorts.length > 0) {
      add(
        'sort',
        `every sort value (${model.sorts.join(', ')}) orders the items so, and no sort is the default ${model.defaultSort ?? 'order'}`,
        sorts,
      );
    }
    if (model.filters.length > 0) {
      add(
        'filters',
        `every filter (${model.filters.map((f) => f.name).join(', ')}) lists exactly the items that satisfy it`,
        filters,
      );
      add(
        'empty',
        'a filter that matches nothing answers total 0, no pages, empty data, first and last on page 1',
        empty,
      );
    }
    if (model.sorts.length > 0 || model.filters.length > 0) {
      add(
        'links-keep-query',
        'links keep the filter, sort and page size, and the pages they lead to stay filtered and sorted',
        linksKeepQuery,
      );
    }
  }
  return checks;
}

// ---- one page ---------------------------------------------------------------------------------------

interface Expected {
  path: string;
  page: number;
  perPage: number;
  total: number;
  /** Parameters every link must carry, as sent (filters, sort, an explicit per_page). */
  keep: [string, string][];
  defaultPerPage: number;
}

/** Checks a page's meta, its item count and its links against what the request and the total say. */
function checkPage(ctx: CheckContext, exchange: Exchange, body: ListBody, expected: Expected): void {
  const evidence = { exchange, contract: { operationId: exchange.operationId, status: 200, page } };
  const meta = body.meta.pagination;
  const totalPages = Math.ceil(expected.total / expected.perPage);
  const lastPage = Math.max(1, totalPages);
  const where = `page ${expected.page} (per_page ${expected.perPage})`;
  ctx.check(meta.page === expected.page, `${where}: meta.pagination.page is ${meta.page}`, evidence);
  ctx.check(meta.per_page === expected.perPage, `${where}: meta.pagination.per_page is ${meta.per_page}`, evidence);
  ctx.check(
    meta.total_entries === expected.total,
    `${where}: meta.pagination.total_entries is ${meta.total_entries}, the list holds ${expected.total}`,
    evidence,
  );
  ctx.check(
    meta.total_pages === totalPages,
    `${where}: meta.pagination.total_pages is ${meta.total_pages}, expected ${totalPages} (${expected.total} items)`,
    evidence,
  );
  const count = Math.max(0, Math.min(expected.perPage, expected.total - (expected.page - 1) * expected.perPage));
  ctx.check(
    body.data.length === count,
    `${where}: ${body.data.length} items, expected ${count} of ${expected.total}`,
    evidence,
  );
  const pageOf = (name: string, link: string | null): number | undefined => {
    if (link === null) return undefined;
    const parts = linkParts(ctx, link, expected.path);
    if (!parts) {
      ctx.check(false, `${where}: links.${name} ${JSON.stringify(link)} is not an absolute URL`, evidence);
      return undefined;
    }
    ctx.check(parts.samePath, `${where}: links.${name} ${link} is not the list's path ${expected.path}`, evidence);
    const perPage = Number(parts.query.get('per_page') ?? expected.defaultPerPage);
    ctx.check(perPage === expected.perPage, `${where}: links.${name} ${link} has per_page ${perPage}`, evidence);
    for (const [key, value] of expected.keep)
      ctx.check(
        parts.query.getAll(key).includes(value),
        `${where}: links.${name} ${link} drops ${key}=${value} (links keep the request's filters and sort)`,
        evidence,
      );
    const number = Number(parts.query.get('page') ?? 1);
    ctx.check(number <= lastPage, `${where}: links.${name} ${link} is past the last page ${lastPage}`, evidence);
    return number;
  };
  const first = pageOf('first', body.links.first);
  const last = pageOf('last', body.links.last);
  ctx.check(first === 1, `${where}: links.first leads to page ${first}, expected 1`, evidence);
  ctx.check(last === lastPage, `${where}: links.last leads to page ${last}, expected ${lastPage}`, evidence);
  const prev = pageOf('prev', body.links.prev);
  const next = pageOf('next', body.links.next);
  if (expected.page === 1)
    ctx.check(
      body.links.prev === null,
      `${where}: links.prev is ${body.links.prev}, expected null on the first page`,
      evidence,
    );
  else if (expected.page <= lastPage)
    ctx.check(
      prev === expected.page - 1,
      `${where}: links.prev leads to page ${prev}, expected ${expected.page - 1}`,
      evidence,
    );
  if (expected.page >= totalPages)
    ctx.check(
      body.links.next === null,
      `${where}: links.next is ${body.links.next}, expected null on the last page (${totalPages})`,
      evidence,
    );
  else
    ctx.check(
      next === expected.page + 1,
      `${where}: links.next leads to page ${next}, expected ${expected.page + 1}`,
      evidence,
    );
}

/** The query pairs of a link, to send as the operation's (a link is followed on the target, whatever host it names). */
function linkQuery(link: string): [string, string][] {
  return [...new URL(link).searchParams.entries()];
}

interface Page {
  exchange: Exchange;
  body: ListBody;
}

/** Follows links.next from a first page to the end (bounded by what `total` makes the last page). */
async function follow(
  ctx: CheckContext,
  model: ListModel,
  list: Subject,
  query: [string, string][],
  total: number,
  perPage: number,
): Promise<Page[]> {
  let current = await listPage(ctx, model, list.path, query);
  const pages: Page[] = [];
  const last = Math.ceil(total / perPage);
  for (let number = 1; ; number += 1) {
    pages.push(current);
    const next = current.body.links.next;
    if (next === null || number >= last + 1 || number >= 20) break;
    current = await listPage(ctx, model, list.path, linkQuery(next));
  }
  return pages;
}

/** Checks each page followed; every item seen, in order. */
function checkPages(
  ctx: CheckContext,
  model: ListModel,
  list: Subject,
  pages: Page[],
  expected: Omit<Expected, 'page' | 'path'>,
): Resource[] {
  const path = filledPath(model.operation, list.path);
  for (const [index, { exchange, body }] of pages.entries())
    checkPage(ctx, exchange, body, { ...expected, page: index + 1, path });
  return pages.flatMap((p) => p.body.data);
}

/** The identities of some items, as one comparable text. */
const ids = (items: readonly Resource[]) => JSON.stringify(items.map(identity));

/** A page of the list and the reading of the whole list to judge its total against: read again while
 *  the page's total disagrees with a list that moved meanwhile (`quietly`: old actions pruned, say). */
function steadyPage(
  ctx: CheckContext,
  model: ListModel,
  list: Subject,
  query: [string, string][],
): Promise<{ observed: Page; list: Subject }> {
  return quietly(
    ctx,
    model,
    list,
    () => listPage(ctx, model, list.path, query),
    (page, whole) => page.body.meta.pagination.total_entries === whole.total,
    (whole) => `${whole.total} ${ids(whole.items)}`,
  );
}

function duplicates(items: readonly Resource[]): string[] {
  const counts = new Map<string, number>();
  for (const item of items)
    counts.set(JSON.stringify(identity(item)), (counts.get(JSON.stringify(identity(item))) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
}

// ---- the checks -------------------------------------------------------------------------------------

async function defaultPage(ctx: CheckContext, model: ListModel): Promise<void> {
  const {
    observed: { exchange, body },
    list,
  } = await steadyPage(ctx, model, await subject(ctx, model), []);
  checkPage(ctx, exchange, body, {
    path: filledPath(model.operation, list.path),
    page: 1,
    perPage: model.perPage.default,
    total: list.total,
    keep: [],
    defaultPerPage: model.perPage.default,
  });
  const expected = list.items.slice(0, model.perPage.default).map(identity);
  ctx.check(
    JSON.stringify(body.data.map(identity)) === JSON.stringify(expected),
    `the first page is not the first ${expected.length} items in the default order: ${JSON.stringify(body.data.map(identity))} instead of ${JSON.stringify(expected)}`,
    { exchange },
  );
}

async function walk(ctx: CheckContext, model: ListModel): Promise<void> {
  const first = await subject(ctx, model);
  if (first.total === 0) ctx.notExercised(`${model.operationId} lists nothing to page through`);
  const perPage = smallPageSize(first.total, model.perPage);
  const query: [string, string][] = [['per_page', String(perPage)]];
  const { observed: pages, list } = await quietly(
    ctx,
    model,
    first,
    () => follow(ctx, model, first, query, first.total, perPage),
    (followed, whole) =>
      followed.every((p) => p.body.meta.pagination.total_entries === whole.total) &&
      ids(followed.flatMap((p) => p.body.data)) === ids(whole.items),
    (whole) => `${whole.total} ${ids(whole.items)}`,
  );
  const seen = checkPages(ctx, model, list, pages, {
    perPage,
    total: list.total,
    keep: query,
    defaultPerPage: model.perPage.default,
  });
  const contract = { operationId: model.operationId, status: 200, page };
  const twice = duplicates(seen);
  ctx.check(twice.length === 0, `following links.next with per_page ${perPage} showed ${twice.join(', ')} twice`, {
    contract,
  });
  ctx.check(
    seen.length === list.total,
    `following links.next with per_page ${perPage} visited ${seen.length} items, total_entries is ${list.total}`,
    { contract },
  );
  if (list.items.length === list.total) {
    ctx.check(
      ids(seen) === ids(list.items),
      `pages of ${perPage} do not hold the items of one page of 100 in the same order: ${ids(seen)} instead of ${ids(list.items)}`,
      { contract },
    );
  }
}

async function pastLast(ctx: CheckContext, model: ListModel): Promise<void> {
  const list = await subject(ctx, model);
  const perPage = smallPageSize(list.total, model.perPage);
  const beyond = Math.max(1, Math.ceil(list.total / perPage)) + 1;
  const {
    observed: { exchange, body },
    list: judged,
  } = await steadyPage(ctx, model, list, [
    ['page', String(beyond)],
    ['per_page', String(perPage)],
  ]);
  checkPage(ctx, exchange, body, {
    path: filledPath(model.operation, list.path),
    page: beyond,
    perPage,
    total: judged.total,
    keep: [['per_page', String(perPage)]],
    defaultPerPage: model.perPage.default,
  });
}

async function perPageBounds(ctx: CheckContext, model: ListModel): Promise<void> {
  const list = await subject(ctx, model);
  const path = filledPath(model.operation, list.path);
  await Promise.all(
    [model.perPage.min, model.perPage.max].map(async (size) => {
      const {
        observed: { exchange, body },
        list: judged,
      } = await steadyPage(ctx, model, list, [['per_page', String(size)]]);
      checkPage(ctx, exchange, body, {
        path,
        page: 1,
        perPage: size,
        total: judged.total,
        keep: [['per_page', String(size)]],
        defaultPerPage: model.perPage.default,
      });
    }),
  );
  const refused: [string, string][] = [
    ['per_page', String(model.perPage.min - 1)],
    ['per_page', String(model.perPage.max + 1)],
    ['page', String(model.page.min - 1)],
  ];
  await Promise.all(
    refused.map(async ([name, value]) => {
      const parameter = model.operation.parameters.find((p) => p.in === 'query' && p.name === name);
      const contract = {
        operationId: model.operationId,
        status: 400,
        ...(parameter ? { pointer: parameter.pointer } : {}),
        page,
      };
      // A top-level list refuses a bad page size alike to any account: as whichever token has most left.
      const as = model.parent ? reader(ctx) : (ctx.spareToken(['alt', 'read', 'main']) ?? 'main');
      const exchange = await ctx.call(model.operationId, {
        path: list.path,
        query: [[name, value]],
        as,
        expect: 400,
        contract,
      });
      if (exchange.status !== 400) return;
      const problem = (exchange.json ?? {}) as { code?: unknown; errors?: { field?: unknown }[] };
      ctx.check(
        problem.code === 'validation_failed' && (problem.errors ?? []).some((e) => e.field === `query/${name}`),
        `${name}=${value} answered ${String(problem.code)} with errors ${JSON.stringify(problem.errors?.map((e) => e.field))}, expected validation_failed with field query/${name}`,
        { exchange, contract },
      );
    }),
  );
}

async function sorts(ctx: CheckContext, model: ListModel): Promise<void> {
  const list = await subject(ctx, model);
  if (list.total < 2) ctx.notExercised(`${model.operationId} lists fewer than 2 items to order`);
  const size = model.perPage.max;
  const orders = new Map<string, string>();
  /** The reading of the whole list each sort was judged against. */
  const unsortedOf = new Map<string, Subject>();
  await Promise.all(
    model.sorts.map(async (sort) => {
      const {
        observed: { exchange, body },
        list: judged,
      } = await steadyPage(ctx, model, list, [
        ['sort', sort],
        ['per_page', String(size)],
      ]);
      const violation = orderViolation(body.data, sort, model.tieBreaker);
      ctx.check(violation === undefined, `sort=${sort}: ${violation}`, { exchange });
      ctx.check(
        body.meta.pagination.total_entries === judged.total,
        `sort=${sort} changed total_entries to ${body.meta.pagination.total_entries} (${judged.total} unsorted)`,
        { exchange },
      );
      orders.set(sort, JSON.stringify(body.data.map(identity)));
      unsortedOf.set(sort, judged);
    }),
  );
  const contract = { operationId: model.operationId, status: 200, page };
  for (const sort of model.sorts.filter((s) => !s.includes(':')))
    if (orders.has(`${sort}:asc`))
      ctx.check(
        orders.get(sort) === orders.get(`${sort}:asc`),
        `sort=${sort} is not the order of sort=${sort}:asc (a field alone means ascending)`,
        {
          contract,
        },
      );
  const unsorted = JSON.stringify((unsortedOf.get(model.defaultSort ?? '') ?? list).items.slice(0, size).map(identity));
  if (model.defaultSort && orders.has(model.defaultSort))
    ctx.check(
      orders.get(model.defaultSort) === unsorted,
      `without sort the order is not sort=${model.defaultSort}'s (the default)`,
      {
        contract,
      },
    );
}

async function filters(ctx: CheckContext, model: ListModel): Promise<void> {
  const list = await subject(ctx, model);
  if (list.items.length === 0) ctx.notExercised(`${model.operationId} lists nothing to filter`);
  if (list.items.length < list.total) ctx.notExercised(`${model.operationId} lists more items than the kit reads`);
  let exercised = 0;
  // Two values of each filter (the most telling first); a label selector in each of its three forms.
  const cases = model.filters.flatMap((parameter) => {
    const values = filterValues(list.items, parameter).slice(0, 2);
    if (parameter.name === 'label_selector' && values[0]) {
      const [key, value] = values[0].split('=') as [string, string];
      values.push(`${key}!=${value}`, key);
    }
    return values.map((value) => ({ parameter, value }));
  });
  await Promise.all(
    cases.map(async ({ parameter, value }) => {
      exercised += 1;
      const matching = (whole: Subject) =>
        whole.items.filter((item) => satisfies(item, parameter.name, value) === true);
      const {
        observed: { exchange, body },
        list: judged,
      } = await quietly(
        ctx,
        model,
        list,
        () =>
          listPage(ctx, model, list.path, [
            [parameter.name, value],
            ['per_page', String(model.perPage.max)],
          ]),
        (filtered, whole) =>
          filtered.body.meta.pagination.total_entries === matching(whole).length &&
          ids(filtered.body.data) === ids(matching(whole).slice(0, model.perPage.max)),
        (whole) => ids(matching(whole)),
      );
      const expected = matching(judged);
      const contract = { operationId: model.operationId, status: 200, pointer: parameter.pointer, page };
      const wrong = body.data.filter((item) => satisfies(item, parameter.name, value) === false);
      ctx.check(
        wrong.length === 0,
        `${parameter.name}=${value} listed ${wrong.map((item) => JSON.stringify(identity(item))).join(', ')}, which do not satisfy it`,
        { exchange, contract },
      );
      ctx.check(
        body.meta.pagination.total_entries === expected.length,
        `${parameter.name}=${value}: total_entries ${body.meta.pagination.total_entries}, but ${expected.length} of the ${judged.total} items satisfy it (${expected.map((item) => JSON.stringify(identity(item))).join(', ')})`,
        { exchange, contract },
      );
      ctx.check(
        ids(body.data) === ids(expected.slice(0, model.perPage.max)),
        `${parameter.name}=${value} listed ${ids(body.data)}, expected ${ids(expected)} in the default order`,
        { exchange, contract },
      );
    }),
  );
  if (exercised === 0) ctx.notExercised(`no item holds a value for any filter of ${model.operationId}`);
  // A list under a parent lists the parent's items only.
  if (model.parent) {
    const wanted = String(list.path[model.parent.name]);
    const strangers = list.items.filter((item) => {
      // Only where the item names its parent (a server's actions include its backups' and snapshots').
      const own = item[model.parent?.name as string];
      return own !== undefined && String(own) !== wanted;
    });
    ctx.check(
      strangers.length === 0,
      `${model.operationId} of ${model.parent.name} ${wanted} lists ${strangers.map((i) => JSON.stringify(identity(i))).join(', ')}, which belong elsewhere`,
      { contract: { operationId: model.operationId, status: 200, page } },
    );
  }
}

async function empty(ctx: CheckContext, model: ListModel): Promise<void> {
  const list = await subject(ctx, model);
  const parameter = model.filters.find((p) => emptyValue(ctx, list.items, p) !== undefined);
  if (!parameter || list.items.length < list.total)
    ctx.notExercised(`no value of a filter of ${model.operationId} is known to match nothing`);
  const value = emptyValue(ctx, list.items, parameter) as string;
  const { exchange, body } = await listPage(ctx, model, list.path, [[parameter.name, value]]);
  checkPage(ctx, exchange, body, {
    path: filledPath(model.operation, list.path),
    page: 1,
    perPage: model.perPage.default,
    total: 0,
    keep: [[parameter.name, value]],
    defaultPerPage: model.perPage.default,
  });
}

async function linksKeepQuery(ctx: CheckContext, model: ListModel): Promise<void> {
  const list = await subject(ctx, model);
  if (list.items.length === 0 || list.items.length < list.total)
    ctx.notExercised(`${model.operationId} lists nothing (or more than the kit reads) to page through`);
  // The filter value that keeps the most items short of all of them (at least 2), and a descending sort.
  let filter: [string, string] | undefined;
  let kept = list.items;
  let best = -1;
  for (const parameter of model.filters) {
    for (const value of filterValues(list.items, parameter).slice(0, 3)) {
      const matching = list.items.filter((item) => satisfies(item, parameter.name, value) === true);
      const score =
        matching.length < 2 ? -1 : matching.length < list.items.length ? matching.length + 1000 : matching.length;
      if (score > best) {
        best = score;
        filter = [parameter.name, value];
        kept = matching;
      }
    }
  }
  if (best < 0) {
    filter = undefined;
    kept = list.items;
  }
  const sort = model.sorts.find((s) => s.endsWith(':desc')) ?? model.sorts[0];
  const query: [string, string][] = [];
  if (filter) query.push(filter);
  if (sort) query.push(['sort', sort]);
  if (query.length === 0) ctx.notExercised(`no filter value of ${model.operationId} matches items`);
  const perPage = smallPageSize(kept.length, model.perPage);
  query.push(['per_page', String(perPage)]);
  const matching = (whole: Subject) =>
    filter ? whole.items.filter((item) => satisfies(item, filter[0], filter[1]) === true) : whole.items;
  const byId = (items: readonly Resource[]) => [...items.map((i) => JSON.stringify(identity(i)))].sort().join(',');
  const quiet = await quietly(
    ctx,
    model,
    list,
    () => follow(ctx, model, list, query, kept.length, perPage),
    (followed, whole) =>
      followed.every((p) => p.body.meta.pagination.total_entries === matching(whole).length) &&
      byId(followed.flatMap((p) => p.body.data)) === byId(matching(whole)),
    (whole) => byId(matching(whole)),
  );
  kept = matching(quiet.list);
  const pages = quiet.observed;
  const seen = checkPages(ctx, model, list, pages, {
    perPage,
    total: kept.length,
    keep: query,
    defaultPerPage: model.perPage.default,
  });
  const contract = { operationId: model.operationId, status: 200, page };
  const described = query.map(([k, v]) => `${k}=${v}`).join('&');
  if (filter) {
    const wrong = seen.filter((item) => satisfies(item, filter[0], filter[1]) === false);
    ctx.check(
      wrong.length === 0,
      `following links.next of ${described} listed ${wrong.map((i) => JSON.stringify(identity(i))).join(', ')}, outside the filter`,
      {
        contract,
      },
    );
  }
  if (sort) {
    const violation = orderViolation(seen, sort, model.tieBreaker);
    ctx.check(violation === undefined, `following links.next of ${described}: ${violation}`, { contract });
  }
  const twice = duplicates(seen);
  ctx.check(
    twice.length === 0 && seen.length === kept.length,
    `following links.next of ${described} visited ${seen.length} items (${twice.length} twice), ${kept.length} match`,
    {
      contract,
    },
  );
}
