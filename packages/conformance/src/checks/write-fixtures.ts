// Fixtures beyond servers, made through documented operations only and each named with the run's
// prefix (docs/design/conformance-kit.md#public-api-only): DNS zones and records, webhooks and a
// test delivery, snapshots, backups and a registered domain. Each is tracked the moment it exists
// and removed at the end (newest first, so a snapshot goes before its server). Their bodies start
// from the document's own request examples, with the run's names put in.
//
// Shared fixtures (`once`) are made by the first check that asks and reused by the others of the
// run; a check that changes one and compares it before and after holds its lock (`withLock`), so
// that no other check of the kit changes it meanwhile.
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Fixtures, Resource } from '../run/fixtures.js';
import { NotExercised } from '../run/types.js';

interface RunShared {
  values: Map<string, Promise<unknown>>;
  locks: Map<string, Promise<void>>;
}

const perRun = new WeakMap<Fixtures, RunShared>();

function shared(ctx: CheckContext): RunShared {
  let state = perRun.get(ctx.fixtures);
  if (!state) {
    state = { values: new Map(), locks: new Map() };
    perRun.set(ctx.fixtures, state);
  }
  return state;
}

/**
 * One value per run under `key`, made by the first check that asks. A check that waits for a value
 * another check failed to make fails too, saying so (never passes silently).
 */
export async function once<T>(ctx: CheckContext, key: string, make: () => Promise<T>): Promise<T> {
  const { values } = shared(ctx);
  let value = values.get(key) as Promise<T> | undefined;
  if (!value) {
    value = make();
    values.set(key, value);
  }
  try {
    return await value;
  } catch (error) {
    if (error instanceof NotExercised) throw error;
    return ctx.fail(`the shared fixture ${key} could not be made: ${error instanceof Error ? error.message : error}`);
  }
}

/** Runs `fn` while no other check of the run holds the lock `key` (a fixture compared before and after). */
export async function withLock<T>(ctx: CheckContext, key: string, fn: () => Promise<T>): Promise<T> {
  const { locks } = shared(ctx);
  const previous = locks.get(key) ?? Promise.resolve();
  let release: () => void = () => {};
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  const chained = previous.then(() => mine);
  locks.set(key, chained);
  await previous;
  try {
    return await fn();
  } finally {
    release();
    if (locks.get(key) === chained) locks.delete(key);
  }
}

function requireWrites(ctx: CheckContext): void {
  if (ctx.options.readOnly) ctx.notExercised('creates a fixture, and the run is --read-only');
}

/** The named request examples of an operation (name → value), copies to change. */
export function requestExamples(ctx: CheckContext, operationId: string): Map<string, Record<string, unknown>> {
  const media = ctx.contract.operation(operationId).requestBody?.content.find((m) => m.mediaType.includes('json'));
  const examples = new Map<string, Record<string, unknown>>();
  for (const example of media?.examples ?? [])
    if (typeof example.value === 'object' && example.value !== null)
      examples.set(example.name, structuredClone(example.value) as Record<string, unknown>);
  return examples;
}

function created(ctx: CheckContext, answer: Exchange, what: string): Resource {
  if (answer.status !== 201 && answer.status !== 200)
    ctx.fail(`could not create ${what} (${answer.status})`, { exchange: answer });
  return ctx.body<Resource>(answer);
}

/** Calls a DELETE until it is gone (404 counts as gone), waiting for its action when it answers one. */
async function removeAndWait(
  ctx: CheckContext,
  operationId: string,
  path: Record<string, string | number>,
): Promise<void> {
  const deadline = Date.now() + ctx.options.actionTimeoutMs;
  for (;;) {
    const answer = await ctx.call(operationId, { path, shape: false });
    if (answer.status === 404) return;
    if (answer.status === 200) {
      const body = answer.json as Resource | undefined;
      if (ctx.contract.spec(operationId).success.kind === 'action' && typeof body?.id === 'number')
        await ctx.fixtures.waitForAction(ctx, body.id);
      return;
    }
    if (Date.now() > deadline) throw new Error(`${operationId} ${JSON.stringify(path)} answered ${answer.status}`);
    await ctx.sleep(ctx.options.pollIntervalMs);
  }
}

// ---------------------------------------------------------------------------------------------- DNS

/** A fresh zone name of the run under the createDnsZone example's name (`cf-xxxxxx-zone3.example.net`). */
export function zoneName(ctx: CheckContext): string {
  const example = requestExamples(ctx, 'createDnsZone').values().next().value;
  return `${ctx.fixtures.name('zone')}.${String(example?.name ?? 'example.net')}`;
}

/** The body a zone of the run is created with: the document's example with a fresh name. */
export function zoneBody(ctx: CheckContext, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const example = requestExamples(ctx, 'createDnsZone').values().next().value ?? {};
  return { ...example, name: zoneName(ctx), ...overrides };
}

/** Tracks a zone of the run (deleted at the end, its records with it). */
export function trackZone(ctx: CheckContext, name: string): void {
  ctx.fixtures.track('dns_zone', name, name, async (cleanup) => {
    await removeAndWait(cleanup, 'deleteDnsZone', { zone_name: name });
    cleanup.fixtures.untrack('dns_zone', name);
  });
}

/** Creates a DNS zone of the run (the example's body, a fresh name, `overrides` on top). */
export async function zone(
  ctx: CheckContext,
  overrides: Record<string, unknown> = {},
  as: 'main' | 'alt' = 'main',
): Promise<Resource> {
  requireWrites(ctx);
  const body = zoneBody(ctx, overrides);
  const answer = await ctx.call('createDnsZone', { body, as, expect: 201 });
  const made = created(ctx, answer, `the zone ${String(body.name)}`);
  if (as === 'main') trackZone(ctx, String(made.name));
  else
    ctx.fixtures.track('dns_zone', `alt:${made.name}`, `${made.name} (second account)`, async (cleanup) => {
      await cleanup.call('deleteDnsZone', { path: { zone_name: String(made.name) }, as: 'alt', shape: false });
      cleanup.fixtures.untrack('dns_zone', `alt:${made.name}`);
    });
  return made;
}

/** The document's createDnsRecord example of each record type (type → body). */
export function recordBodies(ctx: CheckContext): Map<string, Record<string, unknown>> {
  const bodies = new Map<string, Record<string, unknown>>();
  for (const body of requestExamples(ctx, 'createDnsRecord').values())
    if (typeof body.type === 'string' && !bodies.has(body.type)) bodies.set(body.type, body);
  return bodies;
}

/** Tracks a record of a zone of the run. */
export function trackRecord(ctx: CheckContext, zone: string, id: number): void {
  ctx.fixtures.track('dns_record', `${zone}/${id}`, `${zone} #${id}`, async (cleanup) => {
    await removeAndWait(cleanup, 'deleteDnsRecord', { zone_name: zone, record_id: id });
    cleanup.fixtures.untrack('dns_record', `${zone}/${id}`);
  });
}

/** Creates a record in a zone of the run. */
export async function record(ctx: CheckContext, zone: string, body: Record<string, unknown>): Promise<Resource> {
  requireWrites(ctx);
  const answer = await ctx.call('createDnsRecord', { path: { zone_name: zone }, body, expect: 201 });
  const made = created(ctx, answer, `a ${String(body.type)} record in ${zone}`);
  trackRecord(ctx, zone, made.id as number);
  return made;
}

// ----------------------------------------------------------------------------------------- webhooks

/**
 * Event types the run's webhooks subscribe to: ones the run does not cause (a domain expiring a year
 * out), so that no delivery fails and no webhook changes on its own while checks compare it.
 */
export function quietEvents(ctx: CheckContext): string[] {
  const schema = ctx.contract.model.document.components as { schemas: Record<string, { enum?: string[] }> };
  const all = schema.schemas.EventType?.enum ?? [];
  const quiet = ['domain.expired', 'domain.transfer_completed'].filter((type) => all.includes(type));
  return quiet.length > 0 ? quiet : all.filter((type) => type !== 'webhook.test').slice(0, 1);
}

/**
 * Where the run's webhooks point: against a target on this machine, the kit's own receiver (the
 * sandbox run locally delivers only to loopback); otherwise the createWebhook example's public URL.
 * Either way the path carries the webhook's name of the run.
 */
export async function webhookUrl(ctx: CheckContext, name: string): Promise<string> {
  const host = new URL(ctx.options.target).hostname;
  if (['127.0.0.1', 'localhost', '[::1]'].includes(host)) {
    const receiver = await ctx.receiver();
    if (receiver) return `${receiver.url}/${name}/`;
  }
  const example = requestExamples(ctx, 'createWebhook').values().next().value ?? {};
  const url = new URL(String(example.url ?? 'https://hooks.example.com/'));
  url.pathname = `${url.pathname.replace(/\/$/, '')}/${name}/`;
  return url.toString();
}

/** The body a webhook of the run is created with: the document's first example, the run's URL and description. */
export async function webhookBody(
  ctx: CheckContext,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const example = requestExamples(ctx, 'createWebhook').values().next().value ?? {};
  const name = ctx.fixtures.name('hook');
  return { ...example, url: await webhookUrl(ctx, name), events: quietEvents(ctx), description: name, ...overrides };
}

/** Creates a webhook of the run; the answer holds its secret. */
export async function webhook(
  ctx: CheckContext,
  overrides: Record<string, unknown> = {},
  as: 'main' | 'alt' = 'main',
): Promise<Resource> {
  requireWrites(ctx);
  const body = await webhookBody(ctx, overrides);
  const answer = await ctx.call('createWebhook', { body, as, expect: 201 });
  const made = created(ctx, answer, 'a webhook');
  const id = made.id as number;
  const key = as === 'main' ? String(id) : `alt:${id}`;
  ctx.fixtures.track('webhook', key, String(body.description), async (cleanup) => {
    await cleanup.call('deleteWebhook', { path: { webhook_id: id }, as, shape: false });
    cleanup.fixtures.untrack('webhook', key);
  });
  return made;
}

/** A webhook of the run with one test delivery (shared by the run; the delivery changes on its own as it is attempted). */
export function webhookWithDelivery(ctx: CheckContext): Promise<{ webhook: Resource; delivery: Resource }> {
  return once(ctx, 'webhook-with-delivery', async () => {
    const hook = await webhook(ctx);
    const answer = await ctx.call('testWebhook', { path: { webhook_id: hook.id as number }, expect: 201 });
    return { webhook: hook, delivery: created(ctx, answer, 'a test delivery') };
  });
}

// -------------------------------------------------------------------------------- snapshots, backups

/** Creates a snapshot of a server of the run and waits until it leaves `creating`. */
export async function snapshot(
  ctx: CheckContext,
  serverId: number,
  options: { wait?: boolean } = {},
): Promise<Resource> {
  requireWrites(ctx);
  const example = requestExamples(ctx, 'createSnapshot').values().next().value ?? {};
  const body = { ...example, server_id: serverId, name: ctx.fixtures.name('snap') };
  const answer = await ctx.call('createSnapshot', { body, expect: 201 });
  const made = created(ctx, answer, `a snapshot of server ${serverId}`);
  const id = made.id as number;
  ctx.fixtures.track('snapshot', String(id), String(made.name), async (cleanup) => {
    await cleanup.fixtures.settle(cleanup, 'snapshot', id).catch(() => undefined);
    await removeAndWait(cleanup, 'deleteSnapshot', { snapshot_id: id });
    cleanup.fixtures.untrack('snapshot', String(id));
  });
  return options.wait === false ? made : ctx.fixtures.settle(ctx, 'snapshot', id);
}

/** Creates a manual backup of a server of the run (its description the run's name) and waits until it leaves `creating`. */
export async function backup(ctx: CheckContext, serverId: number, options: { wait?: boolean } = {}): Promise<Resource> {
  requireWrites(ctx);
  const examples = requestExamples(ctx, 'createBackup');
  const example = [...examples.values()].find((body) => 'description' in body) ?? {};
  const body = { ...example, description: ctx.fixtures.name('bak') };
  const answer = await ctx.call('createBackup', { path: { server_id: serverId }, body, expect: 201 });
  const made = created(ctx, answer, `a backup of server ${serverId}`);
  const id = made.id as number;
  ctx.fixtures.track('backup', String(id), String(body.description), async (cleanup) => {
    await cleanup.fixtures.settle(cleanup, 'backup', id).catch(() => undefined);
    await removeAndWait(cleanup, 'deleteBackup', { backup_id: id });
    cleanup.fixtures.untrack('backup', String(id));
  });
  return options.wait === false ? made : ctx.fixtures.settle(ctx, 'backup', id);
}

// ------------------------------------------------------------------------------------------ domains

/** The body a domain of the run is registered with: the createDomain example, a fresh name in its TLD. */
export function domainBody(ctx: CheckContext): Record<string, unknown> {
  const example = requestExamples(ctx, 'createDomain').values().next().value ?? {};
  const exampleName = String(example.name ?? 'example.net');
  const tld = exampleName.slice(exampleName.indexOf('.') + 1);
  const body: Record<string, unknown> = { ...example, name: `${ctx.fixtures.name('dom')}.${tld}` };
  // Auto-renew off: the domain the run cannot delete lapses at its expiry instead of costing more.
  body.auto_renew = false;
  return body;
}

/**
 * The one domain the run registers (active), shared: the API offers no way to delete a domain, so the
 * run registers a single one, with auto-renew off, and names it among what it leaves.
 * Checks that change it hold `withLock(ctx, 'domain', …)`.
 */
export interface RunDomain {
  /** The domain once active, as getDomain shows it. */
  domain: Resource;
  /** The createDomain answer and the body sent. */
  created: Resource;
  createdExchange: Exchange;
  body: Record<string, unknown>;
}

export function sharedDomain(ctx: CheckContext): Promise<RunDomain> {
  requireWrites(ctx);
  return once(ctx, 'domain', async () => {
    const body = domainBody(ctx);
    const answer = await ctx.call('createDomain', { body, expect: 201 });
    const made = created(ctx, answer, `the domain ${String(body.name)}`);
    const name = String(made.name);
    ctx.fixtures.track('domain', name, name, async () => {
      throw new Error('the API has no operation that deletes a domain: it stays, with auto_renew off');
    });
    const settled = await ctx.fixtures.settle(ctx, 'domain', name);
    if (settled.status !== 'active')
      ctx.fail(`the domain ${name} is ${String(settled.status)} after its registration, expected active`, {
        exchange: answer,
      });
    return { domain: settled, created: made, createdExchange: answer, body };
  });
}
