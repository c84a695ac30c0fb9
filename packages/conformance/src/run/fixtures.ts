// What the kit creates on the target, through documented operations only: every fixture carries the
// run's prefix in its name (and a label where the schema has labels), is tracked from the moment it
// exists, and is deleted at the end — also after a failure or Ctrl-C. Nothing the kit did not create
// is changed or deleted.
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from './context.js';

/** The label every labelled fixture carries, its value the run's prefix. */
export const RUN_LABEL = 'conformance-run';

export type Resource = Record<string, unknown> & { id?: number | string; name?: string };

interface Tracked {
  kind: string;
  key: string;
  name: string;
  remove: (ctx: CheckContext) => Promise<void>;
}

export interface ActionWait {
  action: Resource;
  /** Every state the action was seen in, in order (status and progress). */
  seen: { status: string; progress: number; exchange: Exchange }[];
}

/** An action's states (ActionStatus): `pending` → `running` → `success` | `error`. */
export const TERMINAL_ACTION_STATUSES = ['success', 'error'];
const UNFINISHED_ACTION_STATUSES = ['pending', 'running'];

/** Servers the kit keeps at once (the sandbox allows 25 per account, the fleet holds 3). */
const MAX_LIVE_SERVERS = 10;

export class Fixtures {
  readonly #prefix: string;
  readonly #tracked: Tracked[] = [];
  #names = 0;
  #liveServers = 0;
  readonly #serverWaiters: (() => void)[] = [];
  #catalog: Promise<{ plan: string; location: string; image: string; base: Resource }> | undefined;
  #shared: Promise<Resource> | undefined;

  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  /** A fresh name of the run: `<prefix>-<kind><n>` (lower case, digits and hyphens). */
  name(kind: string): string {
    this.#names += 1;
    return `${this.#prefix}-${kind}${this.#names}`;
  }

  labels(): Record<string, string> {
    return { [RUN_LABEL]: this.#prefix };
  }

  /** Whether a name is one of this run's. */
  ours(name: unknown): boolean {
    return typeof name === 'string' && name.startsWith(`${this.#prefix}-`);
  }

  track(kind: string, key: string, name: string, remove: (ctx: CheckContext) => Promise<void>): void {
    this.#tracked.push({ kind, key, name, remove });
  }

  untrack(kind: string, key: string): void {
    const index = this.#tracked.findIndex((t) => t.kind === kind && t.key === key);
    if (index >= 0) this.#tracked.splice(index, 1);
    if (kind === 'server' && index >= 0) this.#releaseServerSlot();
  }

  /** What is still tracked, as `kind name`. */
  remaining(): string[] {
    return this.#tracked.map((t) => `${t.kind} ${t.name}`);
  }

  #requireWrites(ctx: CheckContext): void {
    if (ctx.options.readOnly) ctx.notExercised('creates a fixture, and the run is --read-only');
  }

  /** The create body of the document's first example for an operation, for fields to be overridden. */
  exampleBody(ctx: CheckContext, operationId: string): Record<string, unknown> {
    const media = ctx.contract.operation(operationId).requestBody?.content.find((m) => m.mediaType.includes('json'));
    const value = media?.examples[0]?.value ?? media?.example;
    if (typeof value !== 'object' || value === null) throw new Error(`${operationId} has no request example`);
    return structuredClone(value) as Record<string, unknown>;
  }

  /** A plan, location and image the target offers (the example's when offered, else the first). */
  catalog(ctx: CheckContext): Promise<{ plan: string; location: string; image: string; base: Resource }> {
    this.#catalog ??= (async () => {
      const base = this.exampleBody(ctx, 'createServer');
      const pick = async (operationId: string, field: string, key: string) => {
        const list = ctx.body<{ data: Resource[] }>(
          await ctx.call(operationId, { query: { per_page: 100 }, expect: 200 }),
        );
        const slugs = list.data
          .filter((item) => item.available !== false && item.status !== 'deprecated')
          .map((item) => String(item[key]));
        const wanted = String(base[field]);
        if (slugs.includes(wanted)) return wanted;
        if (!slugs[0]) ctx.fail(`${operationId} lists nothing to create a server with`);
        return slugs[0];
      };
      return {
        plan: await pick('listPlans', 'plan', 'slug'),
        location: await pick('listLocations', 'location', 'slug'),
        image: await pick('listImages', 'image', 'slug'),
        base,
      };
    })();
    return this.#catalog;
  }

  async #serverSlot(ctx: CheckContext): Promise<void> {
    while (this.#liveServers >= MAX_LIVE_SERVERS) {
      await new Promise<void>((resolve) => this.#serverWaiters.push(resolve));
      if (ctx.signal.aborted) ctx.notExercised('the run was interrupted');
    }
    this.#liveServers += 1;
  }

  #releaseServerSlot(): void {
    this.#liveServers = Math.max(0, this.#liveServers - 1);
    this.#serverWaiters.shift()?.();
  }

  /** The body a server of the run is created with (a fresh name, the run's label). */
  async serverBody(ctx: CheckContext, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const { plan, location, image, base } = await this.catalog(ctx);
    const body: Record<string, unknown> = {
      ...base,
      name: this.name('srv'),
      plan,
      location,
      image,
      labels: this.labels(),
    };
    delete body.ssh_keys;
    delete body.user_data;
    delete body.backups;
    return { ...body, ...overrides };
  }

  /** Creates a server of the run and waits until it is `running` (unless `wait: false`). */
  async server(ctx: CheckContext, options: { wait?: boolean; body?: Record<string, unknown> } = {}): Promise<Resource> {
    this.#requireWrites(ctx);
    await this.#serverSlot(ctx);
    let created: Exchange;
    try {
      created = await ctx.call('createServer', { body: await this.serverBody(ctx, options.body), expect: 201 });
    } catch (error) {
      this.#releaseServerSlot();
      throw error;
    }
    if (created.status !== 201) {
      this.#releaseServerSlot();
      ctx.fail(`could not create a server fixture (${created.status})`, { exchange: created });
    }
    const server = ctx.body<Resource>(created);
    this.trackServer(server);
    if (options.wait !== false) return this.settle(ctx, 'server', server.id as number);
    return server;
  }

  /** Tracks a server the run created (deleted at the end). */
  trackServer(server: Resource): void {
    const id = server.id as number;
    this.track('server', String(id), String(server.name ?? id), async (ctx) => {
      await this.deleteServer(ctx, id);
    });
  }

  /** One running server the checks that only read it, or add things to it and remove them, share. */
  sharedServer(ctx: CheckContext): Promise<Resource> {
    this.#requireWrites(ctx);
    this.#shared ??= this.server(ctx);
    return this.#shared;
  }

  /** Deletes a server of the run and waits for its deletion (tolerating a server still locked by an action). */
  async deleteServer(ctx: CheckContext, id: number): Promise<void> {
    const deadline = Date.now() + ctx.options.actionTimeoutMs;
    for (;;) {
      const answer = await ctx.call('deleteServer', { path: { server_id: id }, shape: false });
      if (answer.status === 404) break;
      if (answer.status === 200) {
        const action = ctx.body<Resource>(answer);
        await this.waitForAction(ctx, action.id as number);
        break;
      }
      if (Date.now() > deadline) ctx.fail(`could not delete server ${id}: ${answer.status}`, { exchange: answer });
      await ctx.sleep(ctx.options.pollIntervalMs);
    }
    this.untrack('server', String(id));
  }

  /**
   * Waits until a resource leaves its transitional state: a server until it is not `locked`, anything
   * else until no action of it is `pending` or `running` (the Action's own states).
   */
  async settle(
    ctx: CheckContext,
    kind: 'server' | 'snapshot' | 'backup' | 'domain',
    id: number | string,
  ): Promise<Resource> {
    const operationId = { server: 'getServer', snapshot: 'getSnapshot', backup: 'getBackup', domain: 'getDomain' }[
      kind
    ];
    const parameter = { server: 'server_id', snapshot: 'snapshot_id', backup: 'backup_id', domain: 'domain_name' }[
      kind
    ];
    const deadline = Date.now() + ctx.options.actionTimeoutMs;
    for (;;) {
      let busy = false;
      if (kind !== 'server') {
        // One page of the resource's latest actions (not one filtered list per unfinished status).
        const listed = await ctx.call('listActions', {
          query: { resource_type: kind, resource_id: String(id), sort: 'id:desc', per_page: 100 },
          expect: 200,
        });
        busy = (ctx.body<{ data: Resource[] }>(listed).data ?? []).some((action) =>
          UNFINISHED_ACTION_STATUSES.includes(String(action.status)),
        );
      }
      const answer = await ctx.call(operationId, { path: { [parameter]: id }, expect: 200 });
      const resource = ctx.body<Resource>(answer);
      // A domain's `locked` is its transfer lock, a setting, not a sign of running work.
      if (kind === 'server') busy ||= resource.locked === true;
      if (!busy) return resource;
      if (Date.now() > deadline)
        ctx.fail(`${kind} ${id} still ${String(resource.status)} after --action-timeout`, { exchange: answer });
      await ctx.sleep(ctx.options.pollIntervalMs);
    }
  }

  /** Polls an action until it ends (or --action-timeout passes), with every state seen. */
  async waitForAction(ctx: CheckContext, actionId: number): Promise<ActionWait> {
    const deadline = Date.now() + ctx.options.actionTimeoutMs;
    const seen: ActionWait['seen'] = [];
    for (;;) {
      const answer = await ctx.call('getAction', { path: { action_id: actionId }, expect: 200 });
      const action = ctx.body<Resource>(answer);
      seen.push({ status: String(action.status), progress: Number(action.progress), exchange: answer });
      if (TERMINAL_ACTION_STATUSES.includes(String(action.status))) return { action, seen };
      if (Date.now() > deadline)
        ctx.fail(`action ${actionId} did not end within --action-timeout`, { exchange: answer });
      // As Retry-After says while the action runs (it grows with the action's age), within the deadline.
      const retryAfter = Number(answer.headers.get('retry-after'));
      const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : ctx.options.pollIntervalMs;
      await ctx.sleep(Math.max(ctx.options.pollIntervalMs, Math.min(wait, deadline - Date.now())));
    }
  }

  /** The action a call started on a resource (found in the resource's actions by its type). */
  async actionOf(
    ctx: CheckContext,
    resourceType: string,
    resourceId: number | string,
    actionType: string,
  ): Promise<Resource> {
    const answer = await ctx.call('listActions', {
      query: { resource_type: resourceType, resource_id: String(resourceId), type: actionType, sort: 'id:desc' },
      expect: 200,
    });
    const found = ctx.body<{ data: Resource[] }>(answer).data[0];
    if (!found) ctx.fail(`no ${actionType} action of ${resourceType} ${resourceId} is listed`, { exchange: answer });
    return found;
  }

  /** Deletes everything still tracked, newest first; returns what could not be removed. */
  async cleanup(ctx: CheckContext): Promise<string[]> {
    const leftovers: string[] = [];
    while (this.#tracked.length > 0) {
      const fixture = this.#tracked.pop() as Tracked;
      try {
        await fixture.remove(ctx);
      } catch (error) {
        leftovers.push(`${fixture.kind} ${fixture.name} (${error instanceof Error ? error.message : String(error)})`);
      }
      if (fixture.kind === 'server') this.#releaseServerSlot();
    }
    return leftovers;
  }
}
