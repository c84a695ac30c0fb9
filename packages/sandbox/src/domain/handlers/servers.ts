// Servers and their power, resize, reinstall and delete actions, with the published state machine.
import type { ActionRow } from '../actions.js';
import { findImage, findLocation, findPlan } from '../catalog.js';
import { iso } from '../clock.js';
import type { Handlers, RequestContext } from '../../http/context.js';
import type { Sql } from '../../store/sql.js';
import { byCodePoint, equals, JsonText, storedResourcePage, type Condition } from '../list.js';
import {
  MAX_SERVERS_PER_ACCOUNT,
  type Action,
  type ActionType,
  type BackupPolicy,
  type Server,
  type ServerStatus,
} from '../model.js';
import { href } from '../paths.js';
import { invalidField, invalidState, locked, notFound, ProblemError } from '../problem.js';
import { emitEvent } from '../../webhooks/events.js';
import { saveServer } from '../servers.js';

export async function loadServer(ctx: RequestContext, id: number): Promise<Server> {
  const server = await ctx.store.get<Server>('server', ctx.account, id);
  if (!server) throw notFound(`server ${id}`);
  return server;
}

/** resource_locked first, then invalid_state, as the document orders them. */
export function assertServerState(server: Server, allowed: readonly ServerStatus[]): void {
  if (server.locked) throw locked(`server ${server.id} (${server.status})`);
  if (!allowed.includes(server.status)) {
    throw invalidState(`server ${server.id}`, server.status, `this needs it ${allowed.join(' or ')}`);
  }
}

function checkImage(slug: string, planSlug: string) {
  const image = findImage(slug);
  const plan = findPlan(planSlug);
  if (image?.status !== 'available') {
    throw new ProblemError('image_unavailable', `The image ${slug} does not exist or is deprecated.`);
  }
  if (plan && (image.architecture !== plan.architecture || image.min_disk_gb > plan.disk_gb)) {
    throw new ProblemError('image_unavailable', `The image ${slug} does not fit the plan ${planSlug}.`);
  }
  return image;
}

/** Starts an action that moves the server through a transitional state: 201 with the action. */
async function transition(
  ctx: RequestContext & { params: { server_id: number } },
  type: ActionType,
  allowed: readonly ServerStatus[],
  transitional: ServerStatus,
  target: ServerStatus,
): Promise<ActionCreated> {
  const server = await loadServer(ctx, ctx.params.server_id);
  assertServerState(server, allowed);
  return actionCreated(ctx, await startServerAction(ctx, server, type, transitional, target));
}

/** The answer of an action path: 201 with the action, and its Location. */
export interface ActionCreated {
  status: 201;
  body: Action;
  location: string;
}

export function actionCreated(ctx: RequestContext, row: ActionRow): ActionCreated {
  return {
    status: 201,
    body: ctx.engine.render(row, ctx.baseUrl),
    location: ctx.engine.actionUrl(ctx.baseUrl, row.id),
  };
}

/** The answer of a deletion that takes time: 200 with its action. */
export function actionAccepted(ctx: RequestContext, row: ActionRow): { status: 200; body: Action } {
  return { status: 200, body: ctx.engine.render(row, ctx.baseUrl) };
}

/** Moves the server into a transitional state and starts the action that leads it to `target`. */
export async function startServerAction(
  ctx: RequestContext,
  server: Server,
  type: ActionType,
  transitional: ServerStatus,
  target: ServerStatus | 'gone',
  extra: Record<string, unknown> = {},
): Promise<ActionRow> {
  const from = server.status;
  server.status = transitional;
  await saveServer(ctx.store, ctx.account, server, iso(ctx.now));
  return await ctx.engine.start(ctx.account, type, 'server', server.id, ctx.config.actionMs, {
    from,
    to: target,
    server_id: server.id,
    ...extra,
  });
}

function address(id: number) {
  const blocks = ['203.0.113', '198.51.100', '192.0.2'];
  const ipv4 = `${blocks[Math.floor(id / 254) % 3]}.${(id % 254) + 1}`;
  const hex = (id % 65536).toString(16);
  return { ipv4: { address: ipv4 }, ipv6: { address: `2001:db8:${hex}::1`, prefix: `2001:db8:${hex}::/64` } };
}

/** A label selector (`key`, `key=value`, `key!=value`, comma-separated: all must hold) as SQL on
 *  the server's own labels (`constructor` is no label of a server that has none). */
function labelSelector(sql: Sql, selector: string): Condition {
  const parts = selector.split(',').map((term): Condition => {
    const m = /^([^!=]+)(!?=)(.*)$/.exec(term);
    const key = m ? m[1]! : term;
    if (sql.dialect === 'postgres') {
      const label = "(data::jsonb -> 'labels' ->> CAST(? AS TEXT))";
      if (!m) return { sql: "(data::jsonb -> 'labels' -> CAST(? AS TEXT)) IS NOT NULL", params: [key] };
      return m[2] === '='
        ? { sql: `${label} = ?`, params: [key, m[3]] }
        : { sql: `${label} IS DISTINCT FROM ?`, params: [key, m[3]] };
    }
    const path = `$.labels."${key}"`;
    if (!m) return { sql: 'json_type(data, ?) IS NOT NULL', params: [path] };
    return m[2] === '='
      ? { sql: 'json_extract(data, ?) = ?', params: [path, m[3]] }
      : { sql: 'json_extract(data, ?) IS NOT ?', params: [path, m[3]] };
  });
  return { sql: parts.map((p) => `(${p.sql})`).join(' AND '), params: parts.flatMap((p) => p.params) };
}

export const serverHandlers = {
  // The stored document is the Server sent (getServer sends it as read).
  listServers: async (ctx) =>
    storedResourcePage(ctx, (field) => {
      const sql = ctx.store.sql;
      return {
        where: { sql: "kind = 'server' AND account_id = ?", params: [ctx.account] },
        sorts: { name: byCodePoint(sql, field('name')), created_at: byCodePoint(sql, field('created_at')) },
        filters: {
          status: equals(field('status')),
          location: equals(field('location')),
          plan: equals(field('plan')),
          name: equals(field('name')),
          label_selector: (selector) => labelSelector(sql, String(selector)),
        },
        total: () => ctx.store.count('server', ctx.account),
      };
    }),

  createServer: async (ctx) => {
    const b = ctx.body;
    if ((await ctx.store.count('server', ctx.account)) >= MAX_SERVERS_PER_ACCOUNT) {
      throw new ProblemError('quota_exceeded', `An account may have at most ${MAX_SERVERS_PER_ACCOUNT} servers.`);
    }
    const location = findLocation(b.location);
    if (!location) throw invalidField('/location', `There is no location ${b.location}.`);
    const plan = findPlan(b.plan);
    if (!plan?.available || !plan.locations.includes(b.location) || !location.available) {
      throw new ProblemError('plan_unavailable', `The plan ${b.plan} is not offered at ${b.location}.`);
    }
    checkImage(b.image, b.plan);
    const id = await ctx.store.nextId('server');
    const now = iso(ctx.now);
    const server: Server = {
      id,
      name: b.name,
      status: 'provisioning',
      locked: true,
      plan: plan.slug,
      location: location.slug,
      image: b.image,
      vcpus: plan.vcpus,
      memory_mb: plan.memory_mb,
      disk_gb: plan.disk_gb,
      networks: address(id),
      labels: b.labels ?? {},
      backups_enabled: b.backups === true,
      created_at: now,
      updated_at: now,
    };
    await saveServer(ctx.store, ctx.account, server);
    await emitEvent(ctx.store.sql, ctx.account, {
      type: 'server.created',
      data: { server },
      resource: { type: 'server', id },
      at: ctx.now,
    });
    const policy: BackupPolicy = {
      server_id: id,
      enabled: b.backups === true,
      schedule: 'daily',
      weekday: null,
      hour: 3,
      retention: 7,
    };
    await ctx.store.put('backup_policy', ctx.account, id, policy);
    await ctx.engine.start(ctx.account, 'create_server', 'server', id, ctx.config.actionMs, {
      from: 'error',
      to: 'running',
      server_id: id,
    });
    return { status: 201, body: server, location: ctx.baseUrl + href('getServer', { server_id: id }) };
  },

  // The stored document is the Server sent: as stored, like the list's rows.
  getServer: async (ctx) => {
    const id = ctx.params.server_id;
    const text = await ctx.store.getJson('server', ctx.account, id);
    if (text === undefined) throw notFound(`server ${id}`);
    return { status: 200, body: new JsonText(text) };
  },

  updateServer: async (ctx) => {
    const server = await loadServer(ctx, ctx.params.server_id);
    if (server.status === 'deleting') throw invalidState(`server ${server.id}`, 'deleting');
    const b = ctx.body;
    if (b.name !== undefined) server.name = b.name;
    if (b.labels !== undefined) server.labels = b.labels;
    await saveServer(ctx.store, ctx.account, server, iso(ctx.now));
    return { status: 200, body: server };
  },

  deleteServer: async (ctx) => {
    const server = await loadServer(ctx, ctx.params.server_id);
    assertServerState(server, ['running', 'stopped', 'error']);
    return actionAccepted(ctx, await startServerAction(ctx, server, 'delete_server', 'deleting', 'gone'));
  },

  powerOnServer: async (ctx) => await transition(ctx, 'power_on_server', ['stopped'], 'starting', 'running'),
  shutdownServer: async (ctx) => await transition(ctx, 'shutdown_server', ['running'], 'stopping', 'stopped'),
  powerOffServer: async (ctx) => await transition(ctx, 'power_off_server', ['running'], 'stopping', 'stopped'),
  rebootServer: async (ctx) => await transition(ctx, 'reboot_server', ['running'], 'rebooting', 'running'),
  resetServer: async (ctx) => await transition(ctx, 'reset_server', ['running'], 'rebooting', 'running'),

  resizeServer: async (ctx) => {
    const server = await loadServer(ctx, ctx.params.server_id);
    assertServerState(server, ['stopped']);
    const b = ctx.body;
    const plan = findPlan(b.plan);
    if (!plan?.available || !plan.locations.includes(server.location)) {
      throw new ProblemError('plan_unavailable', `The plan ${b.plan} is not offered at ${server.location}.`);
    }
    if (plan.slug === server.plan) throw new ProblemError('plan_unavailable', `The server is already on ${plan.slug}.`);
    if (plan.disk_gb < server.disk_gb) {
      throw new ProblemError(
        'plan_unavailable',
        `The plan ${plan.slug} has ${plan.disk_gb} GB of disk, less than the server's ${server.disk_gb} GB.`,
      );
    }
    return actionCreated(
      ctx,
      await startServerAction(ctx, server, 'resize_server', 'resizing', 'stopped', {
        plan: plan.slug,
        resize_disk: b.resize_disk !== false,
      }),
    );
  },

  reinstallServer: async (ctx) => {
    const server = await loadServer(ctx, ctx.params.server_id);
    assertServerState(server, ['running', 'stopped', 'error']);
    const b = ctx.body;
    checkImage(b.image, server.plan);
    return actionCreated(
      ctx,
      await startServerAction(ctx, server, 'reinstall_server', 'reinstalling', 'running', { image: b.image }),
    );
  },
} satisfies Partial<Handlers>;
