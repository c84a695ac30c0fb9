// Path parameters that address something the target holds, for requests that must be refused for
// their body (docs/design/errors.md: a request that fails validation changes nothing, so the fleet's
// resources may be addressed). Found through documented lists only: for a parameter `{p}` the item
// operation whose path ends with it names the schema of its items, and a list operation of that
// schema lists them (its own path parameters found the same way). Read as the read token when given.
import type { ContractOperation } from '../contract/document.js';
import type { CheckContext } from '../run/context.js';
import type { Fixtures, Resource } from '../run/fixtures.js';

export interface Addressed {
  values: Record<string, string | number>;
  /** The item the last path parameter addresses. */
  item?: Resource;
}

const MAX_PARENTS = 3;
const cache = new WeakMap<Fixtures, Map<string, Promise<Addressed[]>>>();

/** The property of a list item that a path parameter takes: `id` for `…_id`, `name`, `slug`, else itself. */
export function keyOf(parameter: string, item: Resource): string | undefined {
  const suffix = /_(id|name|slug)$/.exec(parameter)?.[1];
  return [suffix, parameter, 'id', 'name', 'slug'].find((key) => key !== undefined && item[key] !== undefined);
}

function listOperationFor(ctx: CheckContext, parameter: string): ContractOperation | undefined {
  const item = ctx.contract.operations.find(
    (op) => op.method === 'GET' && op.path.endsWith(`{${parameter}}/`) && op.operationId,
  );
  const schemaName = item ? ctx.contract.spec(item.operationId as string).success.schemaName : undefined;
  if (!schemaName) return undefined;
  const lists = ctx.contract.operations.filter(
    (op) =>
      op.method === 'GET' &&
      op.operationId &&
      ctx.contract.spec(op.operationId).success.kind === 'list' &&
      ctx.contract.spec(op.operationId).success.itemSchemaName === schemaName,
  );
  // The list with the fewest path parameters of its own.
  return lists.sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0];
}

/** Values of one parameter the target holds (a few), with everything their list needed. */
function candidates(ctx: CheckContext, parameter: string, depth = 0): Promise<Addressed[]> {
  let perRun = cache.get(ctx.fixtures);
  if (!perRun) {
    perRun = new Map();
    cache.set(ctx.fixtures, perRun);
  }
  const known = perRun.get(parameter);
  if (known) return known;
  const found = (async (): Promise<Addressed[]> => {
    const list = listOperationFor(ctx, parameter);
    if (!list || depth > 3) return [];
    const parents = list.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    let contexts: Addressed[] = [{ values: {} }];
    for (const name of parents) {
      const options = await candidates(ctx, name, depth + 1);
      contexts = contexts.flatMap((context) =>
        options.slice(0, MAX_PARENTS).map((option) => ({ values: { ...context.values, ...option.values } })),
      );
    }
    const out: Addressed[] = [];
    for (const context of contexts) {
      const answer = await ctx.call(list.operationId as string, {
        path: context.values,
        query: { per_page: 10 },
        as: ctx.options.readToken ? 'read' : 'main',
        expect: 200,
      });
      const items = (answer.json as { data?: Resource[] } | undefined)?.data ?? [];
      for (const item of items) {
        const key = keyOf(parameter, item);
        if (key) out.push({ values: { ...context.values, [parameter]: item[key] as string | number }, item });
      }
      if (out.length >= MAX_PARENTS) break;
    }
    return out;
  })();
  perRun.set(parameter, found);
  return found;
}

/**
 * Path values for an operation that address resources the target holds (its last parameter's item
 * with them), or undefined when some list is empty. `accept` picks among the last parameter's items.
 */
export async function addressed(
  ctx: CheckContext,
  operation: ContractOperation,
  accept: (item: Resource) => boolean = () => true,
): Promise<Addressed | undefined> {
  const names = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const last = names.at(-1);
  if (!last) return { values: {} };
  const options = (await candidates(ctx, last)).filter((option) => !option.item || accept(option.item));
  const chosen = options.find((option) => names.every((name) => option.values[name] !== undefined));
  if (chosen) return chosen;
  // The last parameter's list did not need the others (…/records/{record_id}/ does): add them.
  for (const option of options) {
    const values = { ...option.values };
    for (const name of names.filter((n) => values[n] === undefined)) {
      const other = (await candidates(ctx, name))[0];
      if (!other) return undefined;
      Object.assign(values, other.values);
    }
    return { values, ...(option.item ? { item: option.item } : {}) };
  }
  return undefined;
}
