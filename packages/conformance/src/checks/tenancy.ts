// The tenancy family: a token of a second account can neither read, list, filter, change, delete nor
// act on the first account's resources. For every operation whose path names a resource of the
// account, the second account's request answers 404 not_found with the same body as for an id that
// names nothing (a 403, or any difference, would confirm that the id exists: docs/design/auth.md#tenants),
// and the first's resources read the same afterwards; its lists and their filters show none of the
// first's; unique names are unique where the registry would make them so (domains across accounts,
// zones within the account). See packages/conformance/README.md (### tenancy).
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import { RUN_LABEL, type Resource } from '../run/fixtures.js';
import type { Check } from '../run/types.js';
import { areaOf } from './area.js';
import {
  backup,
  once,
  record,
  recordBodies,
  requestExamples,
  sharedDomain,
  snapshot,
  webhook,
  webhookWithDelivery,
  withLock,
  zone,
} from './write-fixtures.js';
import { checkUnchanged, listAll, reader, same } from './writes-compare.js';

type Json = Record<string, unknown>;
type Values = Record<string, string | number>;

/** What a delivery and its webhook do on their own as the delivery is attempted (not the second account's doing). */
const CHANGES_ON_ITS_OWN: Record<string, string[]> = {
  getWebhookDelivery: ['*'],
  getWebhook: ['consecutive_failures', 'enabled', 'disabled_reason', 'updated_at'],
};

/** The first account's resources the family works on: one of each kind, named by their path parameters. */
export interface TenancySet {
  values: Values;
  /** The delivery's webhook, for operations that name a delivery. */
  deliveryWebhook: number;
  /** Main's resources by kind, for lists and filters. */
  items: Record<string, Resource>;
}

/** The first account's resources of the run, one of each kind (made once; the responses family reads them too). */
export function tenancySet(ctx: CheckContext): Promise<TenancySet> {
  return once(ctx, 'tenancy-set', async () => {
    const server = await ctx.fixtures.server(ctx);
    const serverId = server.id as number;
    const [madeBackup, madeSnapshot, madeZone, madeWebhook, withDelivery, domain] = await Promise.all([
      backup(ctx, serverId),
      snapshot(ctx, serverId),
      zone(ctx),
      webhook(ctx),
      webhookWithDelivery(ctx),
      sharedDomain(ctx),
    ]);
    const body = recordBodies(ctx).values().next().value;
    if (!body) ctx.notExercised('the document has no DNS record example');
    const madeRecord = await record(ctx, String(madeZone.name), body);
    const action = await ctx.fixtures.actionOf(ctx, 'server', serverId, 'create_server');
    return {
      values: {
        server_id: serverId,
        backup_id: madeBackup.id as number,
        snapshot_id: madeSnapshot.id as number,
        action_id: action.id as number,
        zone_name: String(madeZone.name),
        record_id: madeRecord.id as number,
        webhook_id: madeWebhook.id as number,
        delivery_id: withDelivery.delivery.id as number,
        domain_name: String(domain.domain.name),
      },
      deliveryWebhook: withDelivery.webhook.id as number,
      items: {
        listServers: server,
        listActions: action,
        listSnapshots: madeSnapshot,
        listDnsZones: madeZone,
        listWebhooks: madeWebhook,
        listDomains: domain.domain,
      },
    };
  });
}

function pathParameters(operation: ContractOperation) {
  return operation.parameters.filter((p) => p.in === 'path');
}

/** The path values of an operation from the set (a delivery's webhook for operations naming a delivery). */
function valuesFor(operation: ContractOperation, set: TenancySet): Values | undefined {
  const names = pathParameters(operation).map((p) => p.name);
  const values: Values = {};
  for (const name of names) {
    const value = set.values[name];
    if (value === undefined) return undefined;
    values[name] = value;
  }
  if (names.includes('delivery_id')) values.webhook_id = set.deliveryWebhook;
  return values;
}

/** Values of the same parameters that name nothing: the schema's maximum id, a name of the run never made. */
export function absentValues(ctx: CheckContext, operation: ContractOperation): Values {
  const values: Values = {};
  for (const parameter of pathParameters(operation)) {
    const schema = (parameter.schema?.resolved ?? {}) as { type?: string; maximum?: number };
    if (schema.type === 'integer') {
      values[parameter.name] = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      continue;
    }
    const candidates = [`${ctx.prefix}-absent.example.net`, `${ctx.prefix}-absent`];
    const pointer = parameter.schema?.pointer;
    values[parameter.name] =
      candidates.find((value) => !pointer || ctx.contract.schemas.valid(pointer, value)) ?? `${ctx.prefix}-absent`;
  }
  return values;
}

/** A problem body with the values it names and the request's own ids blanked, to compare two 404s. */
export function normalized(exchange: Exchange, values: Values): string {
  const body = { ...((exchange.json as Json | undefined) ?? { text: exchange.text }) };
  delete body.request_id;
  let text = JSON.stringify(body);
  const ordered = Object.values(values)
    .map(String)
    .sort((a, b) => b.length - a.length);
  for (const value of ordered) text = text.replaceAll(value, '…');
  return text;
}

/** The GET operations at or above a path (the resource and its parents, their lists): what a request there could change. */
function watchedReads(contract: KitContract, operation: ContractOperation): ContractOperation[] {
  return contract.operations.filter((candidate) => {
    if (candidate.method !== 'GET' || pathParameters(candidate).length === 0) return false;
    if (contract.spec(candidate.operationId as string).scopes.length === 0) return false;
    const prefix = candidate.path;
    return (
      operation.path.startsWith(prefix) ||
      (candidate.path.startsWith(operation.path) &&
        candidate.path.split('/').length === operation.path.split('/').length + 1 &&
        !candidate.path.includes('{', operation.path.length))
    );
  });
}

async function snapshotReads(ctx: CheckContext, reads: ContractOperation[], set: TenancySet) {
  const states = new Map<string, { exchange: Exchange; body: unknown }>();
  await Promise.all(
    reads.map(async (operation) => {
      const values = valuesFor(operation, set);
      if (!values) return;
      const operationId = operation.operationId as string;
      const exchange = await ctx.call(operationId, {
        path: values,
        as: reader(ctx),
        ...(ctx.contract.spec(operationId).success.kind === 'list' ? { query: { per_page: 100 } } : {}),
      });
      states.set(operationId, { exchange, body: exchange.json });
    }),
  );
  return states;
}

function compareReads(
  ctx: CheckContext,
  before: Map<string, { exchange: Exchange; body: unknown }>,
  after: Map<string, { exchange: Exchange; body: unknown }>,
  trigger: string,
) {
  for (const [operationId, first] of before) {
    const second = after.get(operationId);
    if (!second) continue;
    const except = CHANGES_ON_ITS_OWN[operationId] ?? [];
    if (except.includes('*')) continue;
    const what = `after the second account’s ${trigger}, the first’s ${operationId}`;
    ctx.check(
      second.exchange.status === first.exchange.status,
      `${what} answers ${second.exchange.status}, before ${first.exchange.status}`,
      {
        exchange: second.exchange,
      },
    );
    const a = first.body as Json | undefined;
    const b = second.body as Json | undefined;
    if (!a || !b || first.exchange.status !== 200 || second.exchange.status !== 200) continue;
    if (Array.isArray(a.data) && Array.isArray(b.data)) {
      const ids = (list: Json) => (list.data as Json[]).map((item) => item.id ?? item.name);
      ctx.check(same(ids(a), ids(b)), `${what} lists ${JSON.stringify(ids(b))}, before ${JSON.stringify(ids(a))}`, {
        exchange: second.exchange,
      });
    } else checkUnchanged(ctx, second.exchange, a, b, except, what);
  }
}

/** A request of the second account on the first's resource: 404 not_found, as for one that does not exist; nothing changes. */
function operationCheck(contract: KitContract, operation: ContractOperation): Check {
  const operationId = operation.operationId as string;
  const spec = contract.spec(operationId);
  const changes = spec.method !== 'GET';
  return {
    id: `tenancy.${operationId}`,
    family: 'tenancy',
    area: areaOf(operation),
    title: `${operationId} with the second account’s token on the first’s resource answers 404 not_found, as for one that does not exist${changes ? ', and changes nothing' : ''}`,
    needs: ['alt-token', 'writes'],
    contract: { operationId, status: 404, page: 'docs/design/auth.md#tenants' },
    async run(ctx) {
      const set = await tenancySet(ctx);
      const found = valuesFor(operation, set);
      if (!found)
        return ctx.notExercised(
          `the kit makes no resource for ${pathParameters(operation)
            .map((p) => p.name)
            .join(', ')}`,
        );
      const values: Values = found;
      const example = requestExamples(ctx, operationId).values().next().value;
      const body = operation.requestBody ? (example ?? {}) : undefined;
      const reads = changes ? watchedReads(ctx.contract, operation) : [];
      const attempt = async () => {
        const before = await snapshotReads(ctx, reads, set);
        const theirs = await ctx.call(operationId, {
          path: values,
          as: 'alt',
          ...(body !== undefined ? { body } : {}),
          expect: 404,
          contract: { operationId, status: 404, page: 'docs/design/auth.md#tenants' },
        });
        if (theirs.status === 404)
          ctx.check(
            (theirs.json as Json | undefined)?.code === 'not_found',
            `the second account’s ${operationId} answered code ${JSON.stringify((theirs.json as Json | undefined)?.code)}, expected not_found`,
            {
              exchange: theirs,
            },
          );
        const absent = absentValues(ctx, operation);
        const none = await ctx.call(operationId, { path: absent, as: 'alt', ...(body !== undefined ? { body } : {}) });
        ctx.check(
          none.status === theirs.status && normalized(none, absent) === normalized(theirs, values),
          `the second account’s ${operationId} on the first’s resource answers ${theirs.status} ${normalized(theirs, values)}, unlike one that does not exist: ${none.status} ${normalized(none, absent)}`,
          { exchange: theirs, contract: { operationId, status: 404, page: 'docs/design/auth.md#tenants' } },
        );
        if (changes) compareReads(ctx, before, await snapshotReads(ctx, reads, set), operationId);
      };
      if ('domain_name' in values) await withLock(ctx, 'domain', attempt);
      else await attempt();
    },
  };
}

/** The filters of a list that name a field of the first account's item, with the item's value. */
function filtersOf(ctx: CheckContext, operation: ContractOperation, item: Resource): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    const name = parameter.name;
    if (['page', 'per_page', 'sort'].includes(name)) continue;
    if (name === 'label_selector') filters[name] = `${RUN_LABEL}=${ctx.prefix}`;
    else if (name === 'resource_id' || name === 'resource_type') {
      const resource = item.resource as Json | undefined;
      const value = resource?.[name.replace('resource_', '')];
      if (value !== undefined) filters[name] = String(value);
    } else if (typeof item[name] === 'string' || typeof item[name] === 'number') filters[name] = String(item[name]);
  }
  return filters;
}

/** One value of the list's `sort` per field, descending where offered (an order other than the default's). */
function sortValues(operation: ContractOperation): string[] {
  const sort = operation.parameters.find((p) => p.in === 'query' && p.name === 'sort');
  const values = (((sort?.schema?.resolved ?? {}) as { enum?: unknown[] }).enum ?? []).map(String);
  const byField = new Map<string, string>();
  for (const value of values) {
    const [field, direction] = value.split(':') as [string, string | undefined];
    if (direction === 'desc' || !byField.has(field)) byField.set(field, value);
  }
  return [...byField.values()];
}

function listCheck(operation: ContractOperation): Check {
  const operationId = operation.operationId as string;
  return {
    id: `tenancy.list.${operationId}`,
    family: 'tenancy',
    area: areaOf(operation),
    title: `${operationId} with the second account’s token lists none of the first’s, with or without the filters that find them, in every sort order, and counts only its own`,
    needs: ['alt-token', 'writes'],
    contract: { operationId, status: 200, page: 'docs/design/auth.md#tenants' },
    async run(ctx) {
      const set = await tenancySet(ctx);
      const item = set.items[operationId];
      if (!item) return ctx.notExercised(`the kit makes nothing ${operationId} lists`);
      const key = (candidate: Json) => candidate.id ?? candidate.name;
      // The first's item: the same key and the same creation (another implementation may number per account).
      const isTheirs = (listed: Json) => same(key(listed), key(item)) && same(listed.created_at, item.created_at);
      let theirs = await listAll(ctx, operationId, { as: 'alt' });
      ctx.check(
        !theirs.items.some(isTheirs),
        `the second account’s ${operationId} lists the first’s ${String(key(item))}`,
        {
          exchange: theirs.exchange,
        },
      );
      // Its total counts its own items only (a count of every account's would tell how much the others
      // have). Read again once when they differ: the second account's own work may move its list meanwhile.
      if (theirs.total !== theirs.items.length && theirs.total <= 300)
        theirs = await listAll(ctx, operationId, { as: 'alt' });
      if (theirs.total <= 300)
        ctx.check(
          theirs.total === theirs.items.length,
          `the second account’s ${operationId} says total_entries ${theirs.total} but lists ${theirs.items.length} items`,
          {
            exchange: theirs.exchange,
            contract: { operationId, status: 200, page: 'introduction#pagination-filters-and-sorting' },
          },
        );
      // Sorted by each of its keys, the same: a sort is no way around the account either.
      // Every item it lists sorted is one of its unsorted list (read again once when one is not: the
      // second account's own work may add one meanwhile).
      for (const sort of sortValues(operation)) {
        const sorted = await listAll(ctx, operationId, { query: { sort }, as: 'alt' }, 1);
        const strangers = (own: Json[]) => {
          const keys = new Set(own.map((candidate) => String(key(candidate))));
          return sorted.items.filter((candidate) => !keys.has(String(key(candidate))));
        };
        let extra = strangers(theirs.items);
        if (extra.length > 0) extra = strangers((await listAll(ctx, operationId, { as: 'alt' })).items);
        ctx.check(
          !sorted.items.some(isTheirs) && extra.length === 0,
          `the second account’s ${operationId}?sort=${sort} lists ${extra.length} item(s) its unsorted list does not have (${extra
            .slice(0, 5)
            .map((candidate) => String(key(candidate)))
            .join(', ')})${sorted.items.some(isTheirs) ? `, the first’s ${String(key(item))} among them` : ''}`,
          { exchange: sorted.exchange },
        );
      }
      for (const [name, value] of Object.entries(filtersOf(ctx, operation, item))) {
        const query = { [name]: value };
        const control = await listAll(ctx, operationId, { query }, 1);
        if (!control.items.some(isTheirs)) continue; // the filter does not find it for its owner either
        const filtered = await listAll(ctx, operationId, { query, as: 'alt' }, 1);
        ctx.check(
          !filtered.items.some(isTheirs),
          `the second account’s ${operationId}?${name}=${value} finds the first’s ${String(key(item))}`,
          {
            exchange: filtered.exchange,
          },
        );
        // A filter by the first's name or id finds nothing at all for the second account.
        if (name === 'name' || name.endsWith('_id') || name === 'label_selector')
          ctx.check(
            filtered.items.length === 0,
            `the second account’s ${operationId}?${name}=${value} finds ${filtered.items.length} items`,
            {
              exchange: filtered.exchange,
            },
          );
      }
    },
  };
}

export function tenancyChecks(contract: KitContract): Check[] {
  const checks: Check[] = [];
  for (const operation of contract.operations) {
    const operationId = operation.operationId as string;
    const spec = contract.spec(operationId);
    if (spec.scopes.length === 0) continue; // the catalog: not the account's
    if (pathParameters(operation).length > 0) checks.push(operationCheck(contract, operation));
    else if (spec.method === 'GET' && spec.success.kind === 'list') checks.push(listCheck(operation));
  }
  checks.push(
    {
      id: 'tenancy.body-reference.createSnapshot',
      family: 'tenancy',
      area: areaOf(contract.operation('createSnapshot')),
      title:
        'createSnapshot by the second account naming the first’s server is refused as for a server that does not exist, and makes nothing',
      needs: ['alt-token', 'writes'],
      contract: { operationId: 'createSnapshot', status: 400, page: 'docs/design/auth.md#tenants' },
      async run(ctx) {
        const set = await tenancySet(ctx);
        const serverId = set.values.server_id as number;
        const example = requestExamples(ctx, 'createSnapshot').values().next().value ?? {};
        const before = await listAll(ctx, 'listSnapshots', { query: { server_id: serverId } });
        const theirs = await ctx.call('createSnapshot', {
          body: { ...example, server_id: serverId, name: ctx.fixtures.name('snap') },
          as: 'alt',
        });
        const maximum = Number(
          (contract.operation('getServer').parameters[0]?.schema?.resolved as { maximum?: number } | undefined)
            ?.maximum ?? Number.MAX_SAFE_INTEGER,
        );
        const none = await ctx.call('createSnapshot', {
          body: { ...example, server_id: maximum, name: ctx.fixtures.name('snap') },
          as: 'alt',
        });
        if (theirs.status === 201) {
          const made = theirs.json as Resource;
          ctx.fixtures.track(
            'snapshot',
            `alt:${String(made.id)}`,
            `${String(made.name)} (second account)`,
            async (cleanup) => {
              await cleanup.call('deleteSnapshot', {
                path: { snapshot_id: made.id as number },
                as: 'alt',
                shape: false,
              });
            },
          );
        }
        ctx.check(
          theirs.status !== 201 &&
            theirs.status === none.status &&
            normalized(theirs, { s: serverId }) === normalized(none, { s: maximum }),
          `the second account’s createSnapshot for the first’s server answered ${theirs.status} ${normalized(theirs, { s: serverId })}, unlike for a server that does not exist: ${none.status} ${normalized(none, { s: maximum })}`,
          { exchange: theirs },
        );
        const after = await listAll(ctx, 'listSnapshots', { query: { server_id: serverId } });
        ctx.check(
          after.total === before.total,
          `the first’s server has ${after.total} snapshots after the second account’s createSnapshot, ${before.total} before`,
          { exchange: after.exchange },
        );
      },
    },
    {
      id: 'tenancy.unique-names.createDnsZone',
      family: 'tenancy',
      area: areaOf(contract.operation('createDnsZone')),
      title:
        'A zone name is unique within the account: the second account can create a zone of the first’s zone’s name, which leaves the first’s unchanged',
      needs: ['alt-token', 'writes'],
      contract: { operationId: 'createDnsZone', status: 201, page: 'docs/design/auth.md#tenants' },
      async run(ctx) {
        const name = String((await zone(ctx)).name);
        const before = await ctx.call('getDnsZone', { path: { zone_name: name }, as: reader(ctx), expect: 200 });
        const theirs = await ctx.call('createDnsZone', { body: { name }, as: 'alt', expect: 201 });
        if (theirs.status === 201) {
          ctx.fixtures.track('dns_zone', `alt:${name}`, `${name} (second account)`, async (cleanup) => {
            await cleanup.call('deleteDnsZone', { path: { zone_name: name }, as: 'alt', shape: false });
            cleanup.fixtures.untrack('dns_zone', `alt:${name}`);
          });
          const deleted = await ctx.call('deleteDnsZone', { path: { zone_name: name }, as: 'alt', expect: 200 });
          if (deleted.status === 200) ctx.fixtures.untrack('dns_zone', `alt:${name}`);
        }
        const after = await ctx.call('getDnsZone', { path: { zone_name: name }, as: reader(ctx), expect: 200 });
        if (after.status === 200 && before.status === 200)
          checkUnchanged(
            ctx,
            after,
            ctx.body(before),
            ctx.body(after),
            [],
            'the first’s zone after the second account made and deleted one of its name',
          );
      },
    },
    {
      id: 'tenancy.unique-names.createDomain',
      family: 'tenancy',
      area: areaOf(contract.operation('createDomain')),
      title:
        'A domain registered by the first account is unavailable to the second (domain_unavailable, never already_exists), and stays the first’s',
      needs: ['alt-token', 'writes'],
      contract: { operationId: 'createDomain', status: 400, page: 'docs/design/auth.md#tenants' },
      async run(ctx) {
        const { domain } = await sharedDomain(ctx);
        const name = String(domain.name);
        const example = requestExamples(ctx, 'createDomain').values().next().value ?? {};
        await withLock(ctx, 'domain', async () => {
          const before = await ctx.call('getDomain', { path: { domain_name: name }, as: reader(ctx), expect: 200 });
          const availability = requestExamples(ctx, 'checkDomainAvailability').values().next().value;
          if (availability) {
            const answer = await ctx.call('checkDomainAvailability', {
              body: { ...availability, names: [name] },
              as: 'alt',
              expect: 200,
            });
            const result = ((answer.json as Json | undefined)?.data as Json[] | undefined)?.find(
              (r) => r.name === name,
            );
            ctx.check(
              result?.available === false,
              `checkDomainAvailability by the second account says the first’s ${name} is available: ${JSON.stringify(result)}`,
              { exchange: answer },
            );
          }
          const theirs = await ctx.call('createDomain', { body: { ...example, name }, as: 'alt', expect: 400 });
          if (theirs.status === 201)
            ctx.fixtures.track('domain', `alt:${name}`, `${name} (second account)`, async () => {
              throw new Error('the API has no operation that deletes a domain');
            });
          ctx.check(
            (theirs.json as Json | undefined)?.code === 'domain_unavailable',
            `the second account’s createDomain of the first’s ${name} answered ${theirs.status} ${JSON.stringify((theirs.json as Json | undefined)?.code)}, expected domain_unavailable`,
            { exchange: theirs },
          );
          const after = await ctx.call('getDomain', { path: { domain_name: name }, as: reader(ctx), expect: 200 });
          if (after.status === 200 && before.status === 200)
            checkUnchanged(
              ctx,
              after,
              ctx.body(before),
              ctx.body(after),
              [],
              'the first’s domain after the second account tried to register it',
            );
        });
      },
    },
  );
  return checks;
}
