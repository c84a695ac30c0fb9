// What the writes and tenancy families compare: a resource's fields against what a request sent
// (its schema's defaults for what it left out), one state of a resource against another, and the
// members of a list. Reads go out with the read token when the run has one, so that the main token's
// budget goes to the writes (docs/design/conformance-kit.md#writes).
import type { Exchange } from '../http/exchange.js';
import type { As, CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';

type Json = Record<string, unknown>;

/** Who reads: the read token of the same account when given, else the main token. */
export function reader(ctx: CheckContext): As {
  return ctx.options.readToken ? 'read' : 'main';
}

/** Structural equality of JSON values (object keys in any order). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => same(item, other[index]));
  }
  const left = a as Json;
  const right = b as Json;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && same(left[key], right[key]));
}

const show = (value: unknown) => JSON.stringify(value);

/** A schema node with its `$ref` chain followed, within the bundled document. */
export function resolve(ctx: CheckContext, node: unknown): Json {
  let current = node as Json | undefined;
  for (let hops = 0; hops < 20 && current && typeof current.$ref === 'string'; hops++) {
    const pointer = (current.$ref as string).replace(/^#/, '');
    let target: unknown = ctx.contract.model.document;
    for (const part of pointer.split('/').slice(1))
      target = (target as Json | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    current = target as Json | undefined;
  }
  return current ?? {};
}

/** A component schema, resolved. */
export function component(ctx: CheckContext, name: string): Json {
  return resolve(ctx, { $ref: ctx.contract.schemaPointer(name) });
}

/** The request body schema of an operation, resolved (undefined when it takes none). */
export function requestSchema(ctx: CheckContext, operationId: string): Json | undefined {
  const media = ctx.contract.operation(operationId).requestBody?.content.find((m) => m.mediaType.includes('json'));
  return media?.schema ? resolve(ctx, media.schema.schema) : undefined;
}

/** The schema of an operation's success answer, resolved. */
export function successSchema(ctx: CheckContext, operationId: string): Json | undefined {
  const operation = ctx.contract.operation(operationId);
  const response = operation.responses.find((r) => /^2/.test(r.status));
  const media = response?.content.find((m) => m.mediaType.includes('json'));
  return media?.schema ? resolve(ctx, media.schema.schema) : undefined;
}

/**
 * What a resource must show after a create or replace with `body`: every field sent, and for each
 * field left out that the request schema gives a `default`, that default — restricted to the fields the
 * resource's schema has. `aliases` maps a request field to the resource field that shows it.
 */
export function expectedFields(
  ctx: CheckContext,
  request: Json | undefined,
  resource: Json | undefined,
  body: Json,
  aliases: Record<string, string> = {},
): Json {
  const expected: Json = {};
  const requestProperties = (request?.properties ?? {}) as Record<string, unknown>;
  const resourceProperties = (resource?.properties ?? {}) as Record<string, unknown>;
  for (const [name, node] of Object.entries(requestProperties)) {
    const field = aliases[name] ?? name;
    if (!(field in resourceProperties)) continue;
    if (name in body) expected[field] = body[name];
    else {
      const schema = resolve(ctx, node);
      if ('default' in schema) expected[field] = schema.default;
    }
  }
  for (const [name, value] of Object.entries(body))
    if (!(name in requestProperties) && name in resourceProperties) expected[name] = value;
  return expected;
}

/** Records a failure for every expected field the resource does not show as expected. */
export function checkFields(
  ctx: CheckContext,
  exchange: Exchange,
  actual: Json,
  expected: Json,
  what: string,
): boolean {
  let ok = true;
  for (const [field, value] of Object.entries(expected)) {
    ok =
      ctx.check(same(actual[field], value), `${what}: ${field} is ${show(actual[field])}, expected ${show(value)}`, {
        exchange,
      }) && ok;
  }
  return ok;
}

/** Records a failure for every field that differs between two states, except those named. */
export function checkUnchanged(
  ctx: CheckContext,
  exchange: Exchange,
  before: Json,
  after: Json,
  except: readonly string[],
  what: string,
): boolean {
  let ok = true;
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (except.includes(field)) continue;
    ok =
      ctx.check(
        same(before[field], after[field]),
        `${what}: ${field} changed from ${show(before[field])} to ${show(after[field])}`,
        { exchange },
      ) && ok;
  }
  return ok;
}

/** Whether an RFC 3339 time is later than another. */
export function later(after: unknown, before: unknown): boolean {
  return typeof after === 'string' && typeof before === 'string' && Date.parse(after) > Date.parse(before);
}

/**
 * Waits until more than a second has passed since `since` (the kit's clock when the resource last
 * changed), so that a change must show a later `updated_at` even at a one-second resolution.
 */
export async function nextSecond(ctx: CheckContext, since: number): Promise<void> {
  const wait = since + 1100 - Date.now();
  if (wait > 0) await ctx.sleep(wait);
}

export interface Listed {
  items: Resource[];
  exchange: Exchange;
  total: number;
}

/** The items of a list (at most `pages` pages of 100), as `as` reads them. */
export async function listAll(
  ctx: CheckContext,
  operationId: string,
  args: { path?: Record<string, string | number>; query?: Record<string, string | number>; as?: As } = {},
  pages = 3,
): Promise<Listed> {
  const items: Resource[] = [];
  let exchange: Exchange | undefined;
  let total = 0;
  for (let page = 1; page <= pages; page++) {
    exchange = await ctx.call(operationId, {
      ...(args.path ? { path: args.path } : {}),
      query: { ...args.query, per_page: 100, page },
      as: args.as ?? reader(ctx),
      expect: 200,
    });
    const body = ctx.body<{
      data?: Resource[];
      meta?: { pagination?: { total_entries?: number; total_pages?: number } };
    }>(exchange);
    items.push(...(body.data ?? []));
    total = Number(body.meta?.pagination?.total_entries ?? items.length);
    if (page >= Number(body.meta?.pagination?.total_pages ?? 1)) break;
  }
  return { items, exchange: exchange as Exchange, total };
}

/** The item of a list with an id (or name), if listed. */
export function listed(list: Listed, key: 'id' | 'name', value: unknown): Resource | undefined {
  return list.items.find((item) => item[key] === value);
}

/** A resource some work is still moving: locked (servers), or in a status that is a process
 *  (`provisioning`, `transferring_in`, `creating`, …). */
function inFlight(item: Resource): boolean {
  // `running` is a settled state (a powered-on server), not a process.
  return (
    item.locked === true ||
    (typeof item.status === 'string' && item.status !== 'running' && /ing(_in|_out)?$/.test(item.status))
  );
}

/**
 * Nothing else of the account changed: every item of `before` that is not the run's (its name or
 * description without the run's prefix, so no check of the kit touches it) is in `after`, the same.
 */
export function checkOthersUnchanged(
  ctx: CheckContext,
  before: Listed,
  after: Listed,
  key: 'id' | 'name',
  what: string,
  except: readonly string[] = [],
  mine?: (item: Resource) => boolean,
): void {
  const ours =
    mine ??
    ((item: Resource) =>
      ctx.fixtures.ours(item.name) ||
      ctx.fixtures.ours(item.description) ||
      (typeof item.url === 'string' && item.url.includes(`/${ctx.prefix}-`)));
  for (const item of before.items.filter((candidate) => !ours(candidate))) {
    const now = listed(after, key, item[key]);
    if (
      !ctx.check(now !== undefined, `${what}: ${String(item[key])}, not the run's, is no longer listed`, {
        exchange: after.exchange,
      })
    )
      continue;
    // Work of the account's own in flight (a server provisioning, a domain transferring in) moves
    // it on by itself meanwhile: only its presence is the run's business.
    if (inFlight(item)) continue;
    checkUnchanged(ctx, after.exchange, item, now as Resource, except, `${what}: ${String(item[key])}, not the run's,`);
  }
  for (const item of after.items.filter((candidate) => !ours(candidate)))
    ctx.check(listed(before, key, item[key]) !== undefined, `${what}: ${String(item[key])} appeared, not the run's`, {
      exchange: after.exchange,
    });
}
