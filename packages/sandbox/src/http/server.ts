// The sandbox HTTP server: Fastify on 127.0.0.1 (or the hosted address) behind the shared HTTP edge
// (@vps-hosting/http-edge/fastify), which routes every API request to its operation. It only wires
// the parts together, each in its own file:
//   edge.ts             how the sandbox plugs into the shared edge (its hooks)
//   admission.ts        where a request is admitted (clock, settling, token, rate limit), or refused
//   settling.ts         where sandbox time advances (scheduled backups, due actions, domain expiry)
//   operation-routes.ts the operations: checks, then the handler in its transaction (idempotency)
//   error-answers.ts    problem replies: the edge's answers, the error handler
//   raw-answers.ts      answers written on raw sockets (Node's parser, CONNECT)
//   deliveries.ts       where a webhook delivery leaves (the worker)
//   hosted.ts, default-tokens.ts, admin.ts: hosted mode, the local default tokens, the admin surface
import Fastify, { type FastifyInstance } from 'fastify';
import { ActionEngine } from '../domain/actions.js';
import { Admission } from './admission.js';
import { sandboxEdge } from './edge.js';
import { registerAdmin } from './admin.js';
import { Tokens } from './auth.js';
import type { Clock } from '../domain/clock.js';
import type { SandboxConfig } from './context.js';
import { persistentClock } from '../store/clock-state.js';
import type { Database } from '../store/sql.js';
import { exclusive, openEngine } from '../store/engine.js';
import { SharedRateLimiter } from '../store/rate-windows.js';
import { ClockSync } from '../store/shared-clock.js';
import { ensureDefaultTokens } from './default-tokens.js';
import { deliveryWorker } from '../webhooks/deliveries.js';
import { fleetLoaded, loadFleet } from '../domain/fleet.js';
import { adminGate, checkHosted, localUrl, type HostedOptions } from './hosted.js';
import { operationRunner, registerAfterWrite } from './operation-routes.js';
import { RateLimiter } from './rate-limit.js';
import { Retention, retentionOptions, type RetentionOptions } from '../domain/retention.js';
import { BackupScheduler } from '../domain/scheduler.js';
import { Settler } from '../domain/settling.js';
import type { DeliveryLimits, DialOverride } from '../webhooks/deliver.js';
import { defaultTargetPolicy, type Resolver, type TargetPolicy } from '../webhooks/targets.js';
import type { DeliveryWorker } from '../webhooks/worker.js';
import type { Listening } from '../webhooks/self-target.js';
import type { Server } from 'node:net';

export { READ_SCOPES } from './default-tokens.js';

export interface SandboxOptions {
  port?: number;
  /** SQLite file, or ':memory:'. */
  db?: string;
  /** `postgres://…`: the state in PostgreSQL instead of SQLite (several instances may share it). */
  database?: string;
  /** Sandbox-clock seconds an asynchronous action takes (default 10). */
  actionSeconds?: number;
  /** Requests per window and token (default 300, as documented). */
  rateLimit?: number;
  /** Load the document's example fleet into the default account (once per database). */
  fleet?: boolean;
  /** Tokens to use instead of creating new ones. */
  fullToken?: string;
  readToken?: string;
  /** The token of the second account (every scope), instead of creating one. */
  altToken?: string;
  logger?: boolean;
  /** Where webhooks may deliver: 'loopback' (default), 'public' (hosted) or 'any' (docs/design/webhooks.md#targets). */
  webhookTargets?: TargetPolicy;
  /** Resolves webhook hosts at each attempt (default: dns.promises.lookup, every address); for tests. */
  webhookResolver?: Resolver;
  /** Bounds of one delivery attempt (default DELIVERY_LIMITS); for tests. */
  webhookLimits?: DeliveryLimits;
  /** TESTS ONLY, default none: maps each address a delivery attempt's check accepted to the address
   *  it dials (src/webhooks/deliver.ts, DialOverride), so no test dials a public address. */
  webhookDialOverride?: DialOverride;
  /** SQLite: keep list pages for the committed state they were read from, until a commit (default
   *  true; benchmark 5 turns it off to measure the database's own paging). */
  pageCache?: boolean;
  /** How long finished deliveries, events, actions and idempotency records are kept, and how the
   *  worker prunes them (src/domain/retention.ts; defaults there). */
  retention?: Partial<RetentionOptions>;
}

export interface Sandbox {
  url: string;
  /** The default account's tokens (every scope, every `:read` scope) and a second account's (every
   *  scope, owning nothing at start): src/http/default-tokens.ts. */
  tokens: { full: string; read: string; alt: string };
  clock: Clock;
  /** The store's database (SQLite, or PostgreSQL when `database` was given). */
  db: Database;
  app: FastifyInstance;
  /** The webhook delivery worker (`drain()` attempts everything due now). */
  webhooks: DeliveryWorker;
  /** What the worker prunes, and when (`run()` prunes now, one bounded run). */
  retention: Retention;
  close(): Promise<void>;
}

/** A sandbox in hosted mode: no default tokens (the admin surface creates accounts and tokens). */
export type HostedSandbox = Omit<Sandbox, 'tokens'> & { tokens?: undefined };

/** Starts the sandbox: on 127.0.0.1 with default tokens, or in hosted mode when `host` and
 *  `adminToken` are given (then `fullToken`, `readToken`, `altToken` and `fleet` are refused: see src/http/hosted.ts). */
export async function startSandbox(options: SandboxOptions & HostedOptions): Promise<HostedSandbox>;
export async function startSandbox(options?: SandboxOptions): Promise<Sandbox>;
export async function startSandbox(
  options: SandboxOptions & Partial<HostedOptions> = {},
): Promise<Sandbox | HostedSandbox> {
  const hosted = options.host !== undefined ? checkHosted(options) : undefined;
  const keep = retentionOptions(options.retention); // refused before anything opens
  const db = await openEngine(options);
  const clock = await persistentClock(db);
  const clockSync = new ClockSync(db, clock);
  const engine = new ActionEngine(db, clock);
  const tokens = new Tokens(db);
  const config: SandboxConfig = {
    actionMs: (options.actionSeconds ?? 10) * 1000,
    rateLimit: options.rateLimit ?? 300,
    rateWindowMs: 300_000,
    webhookTargets: options.webhookTargets ?? defaultTargetPolicy(hosted !== undefined),
  };
  /** Injected faults, set from the admin surface. */
  const faults = { internalErrors: 0 };
  // Instances sharing a PostgreSQL database count each token's requests together, in the database.
  const limiter =
    db.dialect === 'postgres'
      ? new SharedRateLimiter(db, clock, config.rateLimit, config.rateWindowMs)
      : new RateLimiter(clock, config.rateLimit, config.rateWindowMs);
  const loadFleetInto = (account: number) => loadFleet(db, engine, clock, account, config.actionMs);
  // Instances starting together on one database: one at a time creates the default tokens, the fleet…
  const { defaults, scheduler } = await exclusive(db, 'sandbox start', async () => {
    await clockSync.refresh();
    // Hosted: no default account or tokens; the admin surface creates them.
    const defaults = hosted ? undefined : await ensureDefaultTokens(db, tokens, clock.now(), options);
    if (defaults && options.fleet && !(await fleetLoaded(db))) await loadFleetInto(defaults.account);
    return { defaults, scheduler: await BackupScheduler.open(db, engine, clock, config.actionMs) };
  });
  const settler = new Settler(db, clock, scheduler, engine);
  const retention = new Retention(db, clock, keep);
  const webhooks = deliveryWorker(db, clock, clockSync, settler, config.webhookTargets, retention, {
    resolve: options.webhookResolver,
    limits: options.webhookLimits,
    dialOverride: options.webhookDialOverride,
    // Never delivered to, whatever the target policy (webhooks/self-target.ts).
    listening: () => listeningOn(app.server),
  });
  const admission = new Admission({
    db,
    clock,
    clockSync,
    settler,
    scheduler,
    tokens,
    limiter,
    admitAdmin: hosted ? adminGate(hosted.adminToken, tokens) : undefined,
  });
  const edge = sandboxEdge(admission, operationRunner({ db, clock, engine, config, faults }));
  const app = Fastify({ logger: options.logger ?? false, ...edge.serverOptions });
  // The edge first: the browser policy, admission, routing, the operations behind one catch-all route.
  app.register(edge.plugin);
  registerAfterWrite(app, () => webhooks.kick());
  registerAdmin(app, {
    db,
    clock,
    clockSync,
    settle: (force) => settler.settle(force),
    engine,
    tokens,
    limiter,
    config,
    loadFleet: loadFleetInto,
    defaultAccount: defaults?.account,
    loopbackOnly: !hosted,
    faults,
    webhooks,
    retention,
  });

  const host = hosted?.host ?? '127.0.0.1';
  await app.listen({ host, port: options.port ?? 4020 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4020);
  const url = localUrl(host, port);
  engine.eventBaseUrl = url;
  await webhooks.start();
  const sandbox: HostedSandbox = {
    url,
    clock,
    db,
    app,
    webhooks,
    retention,
    close: async () => {
      await webhooks.stop();
      await app.close();
      await settler.idle();
      await db.close();
    },
  };
  return defaults ? { ...sandbox, tokens: { full: defaults.full, read: defaults.read, alt: defaults.alt } } : sandbox;
}

/** The socket the server listens on, once it does. */
function listeningOn(server: Server): Listening[] {
  const address = server.address();
  return typeof address === 'object' && address ? [{ address: address.address, port: address.port }] : [];
}
