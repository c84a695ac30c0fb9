// The sandbox HTTP server: Fastify on 127.0.0.1, one route per operation of the document.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ActionEngine } from './actions.js';
import { registerAdmin } from './admin.js';
import { Tokens, requireScope, unauthorized, type AuthResult } from './auth.js';
import { Clock } from './clock.js';
import type { Ctx, Handler, SandboxConfig } from './context.js';
import { persistentClock } from './db/clock-state.js';
import { openDatabase, type Db } from './db/open.js';
import { Store } from './db/store.js';
import { allScopes, HEADERS, IDEMPOTENCY_HEADER } from './document.js';
import { fingerprint, IdempotencyStore, type StoredReply } from './idempotency.js';
import { fleetLoaded, loadFleet } from './fleet.js';
import { ProblemError, problemBody } from './problem.js';
import { RateLimiter } from './rate-limit.js';
import { BackupScheduler } from './scheduler.js';
import { handlers, registerCompletions } from './routes/index.js';
import { compiledOperations, validateBody, validateParameters, type CompiledOperation } from './validation.js';

export interface SandboxOptions {
  port?: number;
  /** SQLite file, or ':memory:'. */
  db?: string;
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
}

export interface Sandbox {
  url: string;
  tokens: { full: string; read: string };
  clock: Clock;
  db: Db;
  app: FastifyInstance;
  close(): Promise<void>;
}

export const READ_SCOPES = allScopes.filter((s) => s.endsWith(':read'));
const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    requestId: string;
    auth: AuthResult;
  }
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const db = openDatabase(options.db ?? '.sandbox/sandbox.db');
  const clock = persistentClock(db);
  const store = new Store(db);
  const engine = new ActionEngine(db, store, clock);
  registerCompletions(engine);
  const tokens = new Tokens(db);
  const config: SandboxConfig = {
    actionMs: (options.actionSeconds ?? 10) * 1000,
    rateLimit: options.rateLimit ?? 300,
    rateWindowMs: 300_000,
  };
  /** Injected faults, set from the admin surface. */
  const faults = { internalErrors: 0 };
  const limiter = new RateLimiter(clock, config.rateLimit, config.rateWindowMs);
  const idempotency = new IdempotencyStore(db);
  const defaults = ensureDefaultTokens(db, tokens, clock.now(), options);
  const loadFleetInto = (account: number) => loadFleet(db, store, engine, clock, account, config.actionMs);
  if (options.fleet && !fleetLoaded(db)) loadFleetInto(defaults.account);
  const scheduler = new BackupScheduler(db, store, engine, clock, config.actionMs);
  /** Brings the stored state up to the sandbox clock: scheduled backups, then due actions. */
  const settle = () => {
    scheduler.run();
    engine.tick();
  };

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT, routerOptions: { maxParamLength: 300 } });
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

  app.addHook('onRequest', async (request, reply) => {
    request.requestId = randomUUID();
    reply.header(HEADERS.requestId, request.requestId);
    if (request.url.startsWith('/_admin/')) return;
    settle();
    request.auth = tokens.authenticate(request.headers.authorization);
    const key = request.auth.ok ? 't:' + request.auth.principal.token : 'ip:' + request.ip;
    const rate = limiter.hit(key);
    reply.header(HEADERS.limit, rate.limit);
    reply.header(HEADERS.remaining, rate.remaining);
    reply.header(HEADERS.reset, rate.reset);
    if (rate.exceeded) {
      reply.header(HEADERS.retryAfter, rate.retryAfter);
      return sendProblem(
        request,
        reply,
        new ProblemError(
          'rate_limit_exceeded',
          `This token made ${rate.limit} requests in the current 5-minute window; retry after ${rate.retryAfter} seconds.`,
        ),
      );
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(request, reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendProblem(request, reply, new ProblemError('validation_failed', 'The body is larger than 1 MiB.', [
        { field: '', code: 'max_length', message: `The body must be at most ${BODY_LIMIT} bytes.` },
      ]));
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

  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, new ProblemError('not_found', 'There is no such resource or path.')),
  );

  const baseUrlOf = (request: FastifyRequest) => `http://${request.headers.host ?? '127.0.0.1'}`;

  for (const op of compiledOperations) {
    const handler = handlers[op.operationId];
    if (!handler) continue;
    const url = op.path.replace(/\{(\w+)\}/g, ':$1');
    app.route({
      method: op.method as 'GET',
      url,
      handler: async (request, reply) => {
        const ctx = prepare(op, request);
        const key = op.method === 'POST' ? (ctx.params[IDEMPOTENCY_HEADER] as string | undefined) : undefined;
        if (op.method === 'GET') {
          const out = handler(ctx);
          reply.type('application/json');
          return reply.code(out.status).send(JSON.stringify(out.body));
        }
        const result = db.transaction((): StoredReply => {
          const print = key ? fingerprint(op.method, ctx.path, ctx.body) : '';
          if (key) {
            const stored = idempotency.find(ctx.account, key, print, ctx.now);
            if (stored) return stored;
          }
          let answer: StoredReply;
          try {
            answer = db.transaction(() => {
              const out = handler(ctx);
              const headers: Record<string, string> = {};
              if (out.location) headers[HEADERS.location] = out.location;
              return { status: out.status, headers, body: JSON.stringify(out.body) };
            })();
          } catch (error) {
            if (!(error instanceof ProblemError) || !key) throw error;
            answer = {
              status: error.status,
              headers: { 'content-type': 'application/problem+json', ...error.headers },
              body: JSON.stringify(problemBody(error, request.url, request.requestId)),
            };
          }
          if (key) idempotency.save(ctx.account, key, print, answer, ctx.now);
          return answer;
        })();
        for (const [k, v] of Object.entries(result.headers)) reply.header(k, v);
        if (!result.headers['content-type']) reply.type('application/json');
        return reply.code(result.status).send(result.body);
      },
    });
  }

  /** Authentication, scope, parameters and body, in this order; throws the first problem. */
  function prepare(op: CompiledOperation, request: FastifyRequest): Ctx {
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
      store,
      engine,
      config,
    };
  }

  registerAdmin(app, { db, clock, settle, engine, tokens, limiter, config, loadFleet: loadFleetInto, defaultAccount: defaults.account, faults });

  await app.listen({ host: '127.0.0.1', port: options.port ?? 4020 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens: { full: defaults.full, read: defaults.read },
    clock,
    db,
    app,
    close: async () => {
      await app.close();
      db.close();
    },
  };
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
function ensureDefaultTokens(db: Db, tokens: Tokens, now: number, options: SandboxOptions): { account: number; full: string; read: string } {
  return db.transaction(() => {
    const stored = db.prepare("SELECT value FROM meta WHERE key = 'default_account'").get() as { value: string } | undefined;
    const account = stored ? Number(stored.value) : tokens.createAccount(now);
    if (!stored) db.prepare("INSERT INTO meta (key, value) VALUES ('default_account', ?)").run(String(account));
    const existing = (label: string) =>
      (db.prepare('SELECT token FROM tokens WHERE account_id = ? AND label = ?').get(account, label) as { token: string } | undefined)
        ?.token;
    const full = options.fullToken
      ? tokens.create(account, allScopes, now, options.fullToken, 'full')
      : (existing('full') ?? tokens.create(account, allScopes, now, undefined, 'full'));
    const read = options.readToken
      ? tokens.create(account, READ_SCOPES, now, options.readToken, 'read')
      : (existing('read') ?? tokens.create(account, READ_SCOPES, now, undefined, 'read'));
    return { account, full, read };
  })();
}
