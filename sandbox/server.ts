// The sandbox HTTP server: Fastify on 127.0.0.1, one route per operation of the document.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type onResponseHookHandler } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { ActionEngine } from './actions.js';
import { registerAdmin } from './admin.js';
import { Tokens, requireScope, unauthorized, type AuthResult } from './auth.js';
import { Clock } from './clock.js';
import type { Ctx, Handler, SandboxConfig } from './context.js';
import { persistentClock } from './db/clock-state.js';
import type { Database, Sql } from './db/sql.js';
import { exclusive, openEngine, readTransaction, writeTransaction } from './db/engine.js';
import { SharedRateLimiter } from './db/rate-windows.js';
import { RequestGate } from './db/request-gate.js';
import { ClockSync } from './db/shared-clock.js';
import { Store } from './db/store.js';
import { allScopes, headerName, HEADERS, IDEMPOTENCY_HEADER, openapi } from './document.js';
import { badPathParameter, CORS_ANSWER_HEADERS, isUndecodable, malformed, parseProblem, rawResponse, readHead, registerCors, splitTarget, urlAnswer } from './http-edge.js';
import { bodyLimitOf, bodyTooLarge } from '../runtime/body-limit.js';
import { fingerprint, IdempotencyStore, type StoredReply } from './idempotency.js';
import { fleetLoaded, loadFleet } from './fleet.js';
import { serialise } from './list.js';
import { registerDeprecationHeaders } from './deprecation.js';
import { ProblemError, problemBody, uriSafe } from './problem.js';
import { RateLimiter, type RateState } from './rate-limit.js';
import { BackupScheduler } from './scheduler.js';
import { handlers, registerCompletions } from './routes/index.js';
import { compiledOperations, validateBody, validateParameters, type CompiledOperation } from './validation.js';
import { ageAllDomains } from './routes/domains.js';
import type { DeliveryLimits } from './webhooks/deliver.js';
import { defaultTargetPolicy, type Resolver, type TargetPolicy } from './webhooks/targets.js';
import { DeliveryWorker } from './webhooks/worker.js';
import { adminGate, adminTokenProblem, hostProblem, localUrl, type HostedOptions } from './hosted.js';

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
  logger?: boolean;
  /** Where webhooks may deliver: 'loopback' (default), 'public' (hosted mode's default) or 'any' (W3). */
  webhookTargets?: TargetPolicy;
  /** Resolves webhook hosts at each attempt (default: dns.promises.lookup, every address); for tests. */
  webhookResolver?: Resolver;
  /** Bounds of one delivery attempt (default DELIVERY_LIMITS); for tests. */
  webhookLimits?: DeliveryLimits;
  /** SQLite: keep list pages for the committed state they were read from, until a commit (default
   *  true; benchmark 5 turns it off to measure the database's own paging). */
  pageCache?: boolean;
}

export interface Sandbox {
  url: string;
  tokens: { full: string; read: string };
  clock: Clock;
  /** The store's database (SQLite, or PostgreSQL when `database` was given). */
  db: Database;
  app: FastifyInstance;
  /** The webhook delivery worker (`drain()` attempts everything due now). */
  webhooks: DeliveryWorker;
  close(): Promise<void>;
}

/** A sandbox in hosted mode: no default tokens (the admin surface creates accounts and tokens). */
export type HostedSandbox = Omit<Sandbox, 'tokens'> & { tokens?: undefined };

export const READ_SCOPES = allScopes.filter((s) => s.endsWith(':read'));
const BODY_LIMIT = bodyLimitOf(openapi);
/** Longest path parameter the router accepts; a longer one is a malformed request (D5). */
const MAX_PARAM_LENGTH = 300;
const ALLOW_HEADER = headerName('Allow');

declare module 'fastify' {
  interface FastifyRequest {
    requestId: string;
    auth: AuthResult;
  }
}

/** Starts the sandbox: on 127.0.0.1 with default tokens, or in hosted mode when `host` and
 *  `adminToken` are given (then `fullToken`, `readToken` and `fleet` are refused: see sandbox/hosted.ts). */
export async function startSandbox(options: SandboxOptions & HostedOptions): Promise<HostedSandbox>;
export async function startSandbox(options?: SandboxOptions): Promise<Sandbox>;
export async function startSandbox(options: SandboxOptions & Partial<HostedOptions> = {}): Promise<Sandbox | HostedSandbox> {
  const hosted = options.host !== undefined ? checkHosted(options) : undefined;
  const db = await openEngine(options);
  const clock = await persistentClock(db);
  const clockSync = new ClockSync(db, clock);
  const engine = new ActionEngine(db, clock);
  registerCompletions(engine);
  const tokens = new Tokens(db);
  const admitAdmin = hosted ? adminGate(hosted.adminToken, tokens) : async () => undefined;
  const config: SandboxConfig = {
    actionMs: (options.actionSeconds ?? 10) * 1000,
    rateLimit: options.rateLimit ?? 300,
    rateWindowMs: 300_000,
    webhookTargets: options.webhookTargets ?? defaultTargetPolicy(hosted !== undefined),
  };
  /** Injected faults, set from the admin surface. */
  const faults = { internalErrors: 0 };
  // Instances sharing a PostgreSQL database count each token's requests together, in the database.
  const sharedLimiter = db.dialect === 'postgres' ? new SharedRateLimiter(db, clock, config.rateLimit, config.rateWindowMs) : undefined;
  const limiter = sharedLimiter ?? new RateLimiter(clock, config.rateLimit, config.rateWindowMs);
  const idempotency = new IdempotencyStore();
  const loadFleetInto = (account: number) => loadFleet(db, engine, clock, account, config.actionMs);
  // Instances starting together on one database: one at a time creates the default tokens, the fleet…
  const { defaults, scheduler } = await exclusive(db, 'sandbox start', async () => {
    await clockSync.refresh();
    // Hosted: no default account or tokens; the admin surface creates them.
    const defaults = hosted ? undefined : await ensureDefaultTokens(db, tokens, clock.now(), options);
    if (defaults && options.fleet && !(await fleetLoaded(db))) await loadFleetInto(defaults.account);
    return { defaults, scheduler: await BackupScheduler.open(db, engine, clock, config.actionMs) };
  });
  /** The settling under way, if any: runs follow one another, so no two settle the same due work. */
  let settling: Promise<void> | undefined;
  /** When the domains were last aged: at most once a wall-clock second, unless forced. */
  let domainsAgedAt = 0;
  /** Brings the stored state up to the sandbox clock: scheduled backups, then due actions.
   *  Undefined (nothing to wait for) when nothing is due and no run is under way: most requests. */
  const settleIfDue = (): Promise<void> | undefined => {
    const now = clock.now();
    if (!settling && scheduler.idle(now) && engine.idle(now)) return undefined;
    return settle();
  };
  /** Brings the stored state up to the sandbox clock: scheduled backups, due actions, then domain
   *  expiry (every domain at most once a second of wall clock unless `force`; a read ages its domain anyway). */
  const settle = (force = false): Promise<void> => {
    const run = (settling ?? Promise.resolve()).then(async () => {
      await scheduler.run();
      await engine.tick();
      if (force || Date.now() - domainsAgedAt >= 1000) {
        domainsAgedAt = Date.now();
        await db.transaction((tx) => ageAllDomains(new Store(tx), clock.now()));
      }
    });
    const done = run.catch(() => undefined).then(() => {
      if (settling === done) settling = undefined;
    });
    settling = done;
    return run;
  };
  // The worker first adopts the clock other instances may have moved (PostgreSQL), then settles.
  const webhooks = new DeliveryWorker(db, clock, {
    targets: config.webhookTargets,
    resolve: options.webhookResolver,
    limits: options.webhookLimits,
    settle: async () => {
      await clockSync.refresh();
      await settle();
    },
  });

  /** The rate-limit headers of a request, counted per token when the Authorization header holds a
   *  valid one, else per client address; and the 429 problem when the window is used up. */
  const keyOf = (auth: AuthResult, address: string | undefined) => (auth.ok ? auth.principal.rateKey : 'ip:' + (address ?? ''));
  const gateOf = (auth: AuthResult, rate: RateState) => {
    const headers: Record<string, string | number> = {
      [HEADERS.limit]: rate.limit,
      [HEADERS.remaining]: rate.remaining,
      [HEADERS.reset]: rate.reset,
    };
    if (rate.exceeded) headers[HEADERS.retryAfter] = rate.retryAfter;
    return { auth, headers, refused: rate.exceeded ? rateLimited(rate) : undefined };
  };
  const count = async (authorization: string | string[] | undefined, address: string | undefined) => {
    const auth = await tokens.authenticate(authorization);
    return gateOf(auth, await limiter.hit(keyOf(auth, address)));
  };

  /** PostgreSQL: what a request asks the database before its handler, in one statement (sandbox/db/request-gate.ts);
   *  step by step (the clock, settling, the token, the window) while another instance keeps moving the clock. */
  const requestGate = sharedLimiter
    ? new RequestGate(db, clock, clockSync, sharedLimiter, async (authorization, address) => {
        await clockSync.refresh();
        await settle();
        const auth = await tokens.authenticate(authorization);
        return { auth, rate: await sharedLimiter.hit(keyOf(auth, address)), due: false };
      })
    : undefined;

  /** Sockets that were answered without a request object; a parser error may be reported again. */
  const answered = new WeakSet<Socket>();
  /** Writes a whole response on a socket Fastify never turned into a request, and closes it. */
  const answerSocket = async (socket: Socket, target: string, authorization: string | undefined, decide: () => ProblemError | UrlRedirect) => {
    answered.add(socket);
    const requestId = randomUUID();
    const gate = await count(authorization, socket.remoteAddress);
    const decided = gate.refused ?? decide();
    const headers: Record<string, string | number> = { [HEADERS.requestId]: requestId, ...gate.headers };
    const response =
      decided instanceof ProblemError
        ? rawResponse(decided.status, { ...headers, ...decided.headers, 'Content-Type': 'application/problem+json' }, JSON.stringify(problemBody(decided, target, requestId)))
        : rawResponse(308, { ...headers, [HEADERS.location]: decided.location }, '');
    socket.end(response);
    setTimeout(() => socket.destroy(), 2000).unref();
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The API offers no HEAD: it answers 405 like any method a path lacks (D3).
    exposeHeadRoutes: false,
    // A missing Host is answered as a problem (onRequest) rather than by Node's empty 400.
    http: { requireHostHeader: false },
    // The router's refusals (bad percent-encoding, a path parameter over its limit): 400 problems (D5).
    frameworkErrors: (error, request, reply) => {
      request.requestId = randomUUID();
      reply.header(HEADERS.requestId, request.requestId).headers(CORS_ANSWER_HEADERS);
      void count(request.headers.authorization, request.ip).then((gate) => {
        reply.headers(gate.headers);
        if (gate.refused) return sendProblem(request, reply, gate.refused);
        return sendProblem(request, reply, unroutable(request.url) ?? malformed('', `The request cannot be routed (${(error as { code?: string }).code}).`));
      }, () => sendProblem(request, reply, new ProblemError('internal_error', 'Something failed in the sandbox; see its log.')));
    },
    // Node's HTTP parser refused the request (D5): a raw HTTP/1.1 problem response, then close.
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
      const pending = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
      if (!socket.writable || pending?.headersSent) {
        socket.destroy();
        return;
      }
      const raw = (error as { rawPacket?: unknown }).rawPacket;
      const head = readHead(Buffer.isBuffer(raw) ? raw : undefined);
      void answerSocket(socket, head.target ?? '', head.authorization, () => parseProblem(error.code, head.badHeader)).catch(() => socket.destroy());
    },
  });
  // CONNECT never reaches Fastify: answered like any method a path lacks, or 404.
  app.server.on('connect', (request: IncomingMessage, socket: Socket) => {
    const url = request.url ?? '';
    void answerSocket(socket, url, request.headers.authorization, () => unroutable(url) ?? urlProblem(url, request.method ?? 'CONNECT')).catch(() => socket.destroy());
  });
  // An Expect other than 100-continue would get Node's bare 417: let the request through to be refused as a problem.
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));

  // Bodies are kept raw and parsed by the route, so bad JSON and other media types get the documented problem.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  const sendProblem = (request: FastifyRequest, reply: FastifyReply, error: ProblemError) => {
    for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
    return reply
      .code(error.status)
      .type('application/problem+json')
      .send(JSON.stringify(problemBody(error, request.url, request.requestId ?? randomUUID())));
  };

  /** What admitting a request came to: on its way (undefined), or answered (refused); a promise of
   *  it unless all of it ran at once (SQLite, a known token, nothing due: most requests). */
  type Admitted = undefined | 'answered';
  /** Admits a request (clock, settling, token, rate window), sets its headers and answers it when refused. */
  const admit = (request: FastifyRequest, reply: FastifyReply): Admitted | Promise<Admitted> => {
    request.requestId = randomUUID();
    reply.header(HEADERS.requestId, request.requestId);
    if (request.url.startsWith('/_admin/')) return hosted ? admitToAdmin(request, reply) : undefined;
    if (requestGate) return admitShared(request, reply);
    const pending = settleIfDue();
    return pending ? pending.then(() => admitLocal(request, reply)) : admitLocal(request, reply);
  };
  /** SQLite: a token seen before and the in-process rate limit answer at once. */
  const admitLocal = (request: FastifyRequest, reply: FastifyReply): Admitted | Promise<Admitted> => {
    const known = tokens.authenticate(request.headers.authorization);
    if (known instanceof Promise) return known.then((auth) => gateRequest(request, reply, auth, limiter.hit(keyOf(auth, request.ip))));
    const hit = limiter.hit(keyOf(known, request.ip));
    if (hit instanceof Promise) return hit.then((rate) => gateRequest(request, reply, known, rate));
    return gateRequest(request, reply, known, hit);
  };
  /** PostgreSQL: clock, token, rate window and "is an action due" in one statement; settle only when something is due. */
  const admitShared = async (request: FastifyRequest, reply: FastifyReply): Promise<Admitted> => {
    const admission = await requestGate!.admit(request.headers.authorization, request.ip);
    if (admission.due || !scheduler.idle(clock.now())) await settle();
    return gateRequest(request, reply, admission.auth, admission.rate);
  };
  const gateRequest = (request: FastifyRequest, reply: FastifyReply, auth: AuthResult, rate: RateState | Promise<RateState>): Admitted | Promise<Admitted> => {
    if (rate instanceof Promise) return rate.then((r) => gateRequest(request, reply, auth, r));
    request.auth = auth;
    // The headers one by one (not gateOf's object): this runs on every request.
    reply.header(HEADERS.limit, rate.limit).header(HEADERS.remaining, rate.remaining).header(HEADERS.reset, rate.reset);
    if (rate.exceeded) reply.header(HEADERS.retryAfter, rate.retryAfter);
    const refused = (rate.exceeded ? rateLimited(rate) : undefined) ?? malformedHeaders(request);
    if (!refused) return undefined;
    void sendProblem(request, reply, refused);
    return 'answered';
  };
  const admitToAdmin = async (request: FastifyRequest, reply: FastifyReply): Promise<Admitted> => {
    const refused = await admitAdmin(request.headers.authorization);
    if (!refused) return undefined;
    // Failed attempts count against the client address's window: no guessing the admin token at speed.
    const gate = gateOf({ ok: false, reason: 'invalid_token' }, await limiter.hit(keyOf({ ok: false, reason: 'invalid_token' }, request.ip)));
    reply.headers(gate.headers);
    void sendProblem(request, reply, gate.refused ?? refused);
    return 'answered';
  };
  // CORS (runtime/cors.ts): its headers on every answer, and a preflight answered before admission.
  registerCors(app);
  // A callback hook: most requests are admitted without a promise. One answered here (refused) does
  // not go on (`done` is not called: Fastify's way to answer early from a callback hook); a failure
  // goes to the error handler.
  const proceed = (admitted: Admitted, done: (error?: Error) => void) => {
    if (admitted !== 'answered') done();
  };
  app.addHook('onRequest', (request, reply, done) => {
    let admitted: Admitted | Promise<Admitted>;
    try {
      admitted = admit(request, reply);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (admitted instanceof Promise) admitted.then((a) => proceed(a, done), (error: Error) => done(error));
    else proceed(admitted, done);
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(request, reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const { detail, error: field } = bodyTooLarge(BODY_LIMIT);
      return sendProblem(request, reply, new ProblemError('validation_failed', detail, [field]));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendProblem(request, reply, new ProblemError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.'));
    }
    if (error.statusCode && error.statusCode < 500) {
      return sendProblem(request, reply, new ProblemError('validation_failed', 'The request is malformed.', [
        { field: '', code: 'invalid_value', message: error.message.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 500) },
      ]));
    }
    // Unexpected: a bug in the sandbox. Always reported, also with the request log off.
    console.error(`[sandbox] ${request.method} ${request.url} (${request.requestId}):`, error);
    return sendProblem(request, reply, new ProblemError('internal_error', 'Something failed in the sandbox; see its log.'));
  });

  // No route for this method and path: 308 to the slash form, 405 with Allow, or 404 (D2, D3), before authentication.
  app.setNotFoundHandler((request, reply) => {
    const decided = urlProblem(request.url, request.method);
    if (decided instanceof ProblemError) return sendProblem(request, reply, decided);
    return reply.code(308).header(HEADERS.location, decided.location).send();
  });

  registerDeprecationHeaders(app);

  const kickWebhooks: onResponseHookHandler = (_request, _reply, done) => {
    webhooks.kick();
    done();
  };
  const baseUrlOf = (request: FastifyRequest) => `http://${request.headers.host ?? '127.0.0.1'}`;

  for (const op of compiledOperations) {
    const handler = handlers[op.operationId];
    if (!handler) continue;
    const url = op.path.replace(/\{(\w+)\}/g, ':$1');
    app.route({
      method: op.method as 'GET',
      url,
      // Whatever a write wrote may have queued deliveries: the worker looks at once (a read that aged
      // a domain is found by its timer, within a quarter of a second).
      onResponse: op.method === 'GET' ? undefined : kickWebhooks,
      handler: async (request, reply) => {
        const base = prepare(op, request);
        if (op.method === 'GET') {
          // A GET reads one consistent state: a snapshot (and a domain's expiry may write: then a transaction).
          const out = await readTransaction(db, (tx) => handler(inTx(base, tx)));
          reply.type('application/json');
          return reply.code(out.status).send(serialise(out.body));
        }
        const key = op.method === 'POST' ? (base.params[IDEMPOTENCY_HEADER] as string | undefined) : undefined;
        // The writes and the idempotency record: one transaction, committed before the answer.
        // One account's writes one at a time (PostgreSQL, across instances; SQLite runs one transaction at a time anyway).
        const result = await writeTransaction(db, `account ${base.account}`, async (tx): Promise<StoredReply> => {
          const print = key ? fingerprint(op.method, base.path, base.body) : '';
          if (key) {
            await idempotency.lock(tx, base.account, key);
            const stored = await idempotency.find(tx, base.account, key, print, base.now);
            if (stored) return stored;
          }
          let answer: StoredReply;
          try {
            const run = async (sql: Sql): Promise<StoredReply> => {
              const out = await handler(inTx(base, sql));
              const headers: Record<string, string> = {};
              if (out.location) headers[HEADERS.location] = out.location;
              return { status: out.status, headers, body: serialise(out.body) };
            };
            // With a key, in a savepoint: a business error undoes the handler's writes, and its answer
            // is still recorded. Without one, the error undoes the whole transaction: no savepoint needed.
            answer = key ? await db.transaction(run) : await run(tx);
          } catch (error) {
            if (!(error instanceof ProblemError) || !key) throw error;
            answer = {
              status: error.status,
              headers: { 'content-type': 'application/problem+json', ...error.headers },
              body: JSON.stringify(problemBody(error, request.url, request.requestId)),
            };
          }
          if (key) await idempotency.save(tx, base.account, key, print, answer, base.now);
          return answer;
        });
        for (const [k, v] of Object.entries(result.headers)) reply.header(k, v);
        if (!result.headers['content-type']) reply.type('application/json');
        return reply.code(result.status).send(result.body);
      },
    });
  }

  /** The request's context, its store and actions bound to the transaction (or snapshot). */
  function inTx(base: Omit<Ctx, 'store' | 'engine'>, sql: Sql): Ctx {
    const ctx = base as Ctx;
    ctx.store = new Store(sql);
    ctx.engine = engine.in(ctx.store);
    return ctx;
  }

  /** Authentication, scope, parameters and body, in this order; throws the first problem. */
  function prepare(op: CompiledOperation, request: FastifyRequest): Omit<Ctx, 'store' | 'engine'> {
    if (!request.auth.ok) throw unauthorized(request.auth.reason);
    if (faults.internalErrors > 0) {
      faults.internalErrors--;
      throw new ProblemError('internal_error', 'The sandbox was told to fail this request (admin surface); retry it.');
    }
    requireScope(request.auth.principal, op.scope);
    const queryIndex = request.url.indexOf('?');
    const params = validateParameters(op, {
      path: request.params as Record<string, string>,
      query: request.query as Record<string, unknown>,
      headers: request.headers,
    });
    let body: unknown;
    if (op.bodySchema) {
      body = parseBody(request);
      if (body === undefined && op.bodyRequired) {
        throw new ProblemError('validation_failed', 'The request needs a JSON body.', [
          { field: '', code: 'required', message: 'A JSON body is required.' },
        ]);
      }
      if (body !== undefined) validateBody(op, body);
    }
    return {
      op,
      account: request.auth.principal.account,
      params,
      body,
      rawQuery: queryIndex >= 0 ? request.url.slice(queryIndex + 1) : '',
      path: queryIndex >= 0 ? request.url.slice(0, queryIndex) : request.url,
      now: clock.now(),
      baseUrl: baseUrlOf(request),
      config,
    };
  }

  registerAdmin(app, {
    db, clock, clockSync, settle, engine, tokens, limiter, config, loadFleet: loadFleetInto,
    defaultAccount: defaults?.account, loopbackOnly: !hosted, faults, webhooks,
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
    close: async () => {
      await webhooks.stop();
      await app.close();
      await settling;
      await db.close();
    },
  };
  return defaults ? { ...sandbox, tokens: { full: defaults.full, read: defaults.read } } : sandbox;
}

/** Hosted mode's options, checked: an IP address to listen on, a usable admin token, and none of
 *  the local mode's default tokens or fleet (accounts are made through the admin surface). */
function checkHosted(options: SandboxOptions & Partial<HostedOptions>): HostedOptions {
  const { host, adminToken } = options;
  if (host === undefined || adminToken === undefined) throw new Error('hosted mode (host) needs an admin token (adminToken)');
  const problem = hostProblem(host) ?? adminTokenProblem(adminToken);
  if (problem) throw new Error(problem);
  if (options.fullToken !== undefined || options.readToken !== undefined || options.fleet) {
    throw new Error('hosted mode creates no default tokens or fleet: use the admin surface (POST /_admin/tokens, POST /_admin/fleet)');
  }
  return { host, adminToken };
}

/** What the router refuses before it looks for a route (D5): a path segment whose percent-encoding
 *  is not UTF-8, or one longer than a path parameter may be. */
function unroutable(url: string): ProblemError | undefined {
  const segments = splitTarget(url).path.split('/');
  const field = (name: string | undefined) => (name ? `path/${name}` : '');
  if (segments.some(isUndecodable)) {
    return malformed(field(badPathParameter(url, isUndecodable)), 'The path has a percent-encoding that is not UTF-8.');
  }
  const tooLong = (segment: string) => segment.length > MAX_PARAM_LENGTH;
  if (segments.some(tooLong)) return malformed(field(badPathParameter(url, tooLong)), `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`);
  return undefined;
}

interface UrlRedirect {
  location: string;
}

/** The answer for a method and path no route takes: a redirect to the slash form, or a problem. */
function urlProblem(url: string, method: string): ProblemError | UrlRedirect {
  const answer = urlAnswer(url, method);
  if (answer.kind === 'redirect') return { location: uriSafe(answer.location) };
  if (answer.kind === 'method') {
    return new ProblemError(
      'method_not_allowed',
      `${method} is not allowed on ${splitTarget(url).path}; the Allow header lists the methods it offers.`,
      undefined,
      { [ALLOW_HEADER]: answer.allow },
    );
  }
  return new ProblemError('not_found', 'There is no such resource or path.');
}

function rateLimited(rate: RateState): ProblemError {
  return new ProblemError(
    'rate_limit_exceeded',
    `This token made ${rate.limit} requests in the current 5-minute window; retry after ${rate.retryAfter} seconds.`,
  );
}

/** Header sections Node accepts but HTTP does not (D5): HTTP/1.1 without Host, a Transfer-Encoding
 *  that does not end with chunked, an expectation other than 100-continue. */
function malformedHeaders(request: FastifyRequest): ProblemError | undefined {
  const headers = request.headers;
  if (request.raw.httpVersion === '1.1' && headers.host === undefined) return malformed('header/Host', 'An HTTP/1.1 request needs a Host header.');
  const te = headers['transfer-encoding'];
  if (te !== undefined && te.split(',').pop()?.trim().toLowerCase() !== 'chunked') {
    return malformed('header/Transfer-Encoding', 'Transfer-Encoding must end with chunked.');
  }
  const expect = headers.expect;
  if (expect !== undefined && String(expect).toLowerCase() !== '100-continue') return malformed('header/Expect', 'The only expectation understood is 100-continue.');
  return undefined;
}

/** The JSON body, undefined when none was sent; throws unsupported_media_type or invalid_json. */
function parseBody(request: FastifyRequest): unknown {
  const raw = request.body as Buffer | undefined;
  if (raw === undefined || raw === null || raw.length === 0) return undefined;
  const type = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ProblemError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new ProblemError('invalid_json', `The body is not well-formed JSON: ${(error as Error).message}`.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 2000));
  }
}

/** The two printed tokens: the given ones, or the ones created at the first start on this database. */
async function ensureDefaultTokens(db: Database, tokens: Tokens, now: number, options: SandboxOptions): Promise<{ account: number; full: string; read: string }> {
  return db.transaction(async (tx) => {
    const stored = await tx.get<{ value: string }>("SELECT value FROM meta WHERE key = 'default_account'");
    const account = stored ? Number(stored.value) : await tokens.createAccount(tx, now);
    if (!stored) await tx.run("INSERT INTO meta (key, value) VALUES ('default_account', ?)", [String(account)]);
    const existing = async (label: string) =>
      (await tx.get<{ token: string }>('SELECT token FROM tokens WHERE account_id = ? AND label = ?', [account, label]))?.token;
    const full = options.fullToken
      ? await tokens.create(tx, account, allScopes, now, options.fullToken, 'full')
      : ((await existing('full')) ?? (await tokens.create(tx, account, allScopes, now, undefined, 'full')));
    const read = options.readToken
      ? await tokens.create(tx, account, READ_SCOPES, now, options.readToken, 'read')
      : ((await existing('read')) ?? (await tokens.create(tx, account, READ_SCOPES, now, undefined, 'read')));
    return { account, full, read };
  });
}
