// The operations of the document, run from the shared edge's routing (@vps-hosting/http-edge/fastify:
// one catch-all route; the route matcher names the operation and its path parameters as sent):
// authentication, scope, parameters and body checked in this order, then the handler in one
// transaction (a GET in one consistent snapshot; a write with its idempotency record, committed
// before the answer).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RoutedOperation } from '@vps-hosting/http-edge/fastify';
import type { ActionEngine } from '../domain/actions.js';
import { requireScope, unauthorized } from './auth.js';
import type { Clock } from '../domain/clock.js';
import type { OperationId, Reply, RequestContext, SandboxConfig } from './context.js';
import { readTransaction, writeTransaction } from '../store/engine.js';
import type { Database, Sql } from '../store/sql.js';
import { Store } from '../store/store.js';
import { HEADERS, IDEMPOTENCY_HEADER } from '../document.js';
import { fingerprint, IdempotencyStore, type StoredReply } from './idempotency.js';
import { serialise } from '../domain/list.js';
import { ProblemError, problemBody } from '../domain/problem.js';
import { handlers } from '../domain/handlers/index.js';
import { compiledOperations, validateBody, validateParameters, type CompiledOperation } from './validation.js';

export interface OperationDeps {
  db: Database;
  clock: Clock;
  engine: ActionEngine;
  config: SandboxConfig;
  /** Injected faults, set from the admin surface. */
  faults: { internalErrors: number };
}

/** Runs a routed operation: the edge's catch-all route handler. */
export type OperationRunner = (
  request: FastifyRequest,
  reply: FastifyReply,
  routed: RoutedOperation,
) => Promise<unknown>;

/** Calls `afterWrite` once any answer of an operation other than a GET is sent (refusals included):
 *  whatever it wrote may have queued webhook deliveries. A read that aged a domain is found by the
 *  worker's timer, within a quarter of a second. */
export function registerAfterWrite(app: FastifyInstance, afterWrite: () => void): void {
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.edgeRouting?.kind === 'operation' && request.edgeRouting.operation.method !== 'GET') afterWrite();
    done();
  });
}

export function operationRunner(deps: OperationDeps): OperationRunner {
  const { db, clock, engine, config, faults } = deps;
  const idempotency = new IdempotencyStore();
  const runners = new Map<string, OperationRunner>();
  for (const op of compiledOperations) {
    const handler = handlerOf(op.operationId);
    if (handler) runners.set(op.operationId, (request, reply, routed) => run(op, handler, request, reply, routed));
  }
  return async (request, reply, routed) => {
    const runner = runners.get(routed.operation.operationId ?? '');
    if (!runner) throw new ProblemError('not_found', 'There is no such resource or path.');
    return runner(request, reply, routed);
  };

  async function run(
    op: CompiledOperation,
    handler: (ctx: RequestContext) => Promise<Reply>,
    request: FastifyRequest,
    reply: FastifyReply,
    routed: RoutedOperation,
  ) {
    const base = prepare(op, request, routed);
    if (op.method === 'GET') {
      // A GET reads one consistent state: a snapshot (and a domain's expiry may write: then a transaction).
      const out = await readTransaction(db, (tx) => handler(inTx(base, tx)));
      if (out.retryAfter !== undefined) reply.header(HEADERS.retryAfter, String(out.retryAfter));
      reply.type('application/json');
      return reply.code(out.status).send(serialise(out.body));
    }
    const token = request.auth.ok ? request.auth.principal.token : ''; // prepare() refused a request without one
    const key = op.method === 'POST' ? (base.params[IDEMPOTENCY_HEADER] as string | undefined) : undefined;
    // The writes and the idempotency record: one transaction, committed before the answer.
    // One account's writes one at a time (PostgreSQL, across instances; SQLite runs one transaction at a time anyway).
    // An injected failure taken by an attempt that is undone is given back (ActionEngine.keepingFailures).
    const result = await engine.keepingFailures(() =>
      writeTransaction(db, `account ${base.account}`, (tx) =>
        engine.failureAttempt(async (): Promise<StoredReply> => {
          // Admitted before a revocation (or the account's deletion) that committed since: refused all the same.
          if (!(await tx.get('SELECT 1 FROM tokens WHERE token = ?', [token]))) throw unauthorized('invalid_token');
          const print = key ? fingerprint(op.method, base.path, base.body) : '';
          if (key) {
            await idempotency.lock(tx, base.account, key);
            const stored = await idempotency.find(tx, base.account, key, print, base.now);
            if (stored) return stored;
          }
          let answer: StoredReply;
          try {
            const runIn = async (sql: Sql): Promise<StoredReply> => {
              const out = await handler(inTx(base, sql));
              const headers: Record<string, string> = {};
              if (out.location) headers[HEADERS.location] = out.location;
              return { status: out.status, headers, body: serialise(out.body) };
            };
            // With a key, in a savepoint: a business error undoes the handler's writes, and its answer
            // is still recorded. Without one, the error undoes the whole transaction: no savepoint needed.
            answer = key ? await engine.keepingFailures(() => db.transaction(runIn)) : await runIn(tx);
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
        }),
      ),
    );
    for (const [k, v] of Object.entries(result.headers)) reply.header(k, v);
    if (!result.headers['content-type']) reply.type('application/json');
    return reply.code(result.status).send(result.body);
  }

  /** The request's context, its store and actions bound to the transaction (or snapshot). */
  function inTx(base: Omit<RequestContext, 'store' | 'engine'>, sql: Sql): RequestContext {
    const store = new Store(sql);
    return { ...base, store, engine: engine.in(store) };
  }

  /** Authentication, scope, parameters and body, in this order; throws the first problem. */
  function prepare(
    op: CompiledOperation,
    request: FastifyRequest,
    routed: RoutedOperation,
  ): Omit<RequestContext, 'store' | 'engine'> {
    if (!request.auth.ok) throw unauthorized(request.auth.reason);
    if (faults.internalErrors > 0) {
      faults.internalErrors--;
      throw new ProblemError('internal_error', 'The sandbox was told to fail this request (admin surface); retry it.');
    }
    requireScope(request.auth.principal, op.scope);
    const queryIndex = request.url.indexOf('?');
    const params = validateParameters(op, {
      path: decodedParameters(routed.parameters),
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
      baseUrl: `http://${request.headers.host ?? '127.0.0.1'}`,
      config,
    };
  }
}

/** The path parameters as values: the route matcher keeps each segment as sent, and refuses (400)
 *  one whose percent-encoding does not decode before any operation runs. */
function decodedParameters(parameters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, decodeURIComponent(value)]));
}

/** The handler of the operation, as its route calls it; undefined for an operation without one.
 *  The route passes the request's context once its parameters and body are validated against the
 *  operation's schemas (validation.ts): that validation is what makes it the operation's `Ctx<Id>`,
 *  so the handler's own type is widened here, at the one place where the request becomes typed. */
export function handlerOf(operationId: string): ((ctx: RequestContext) => Promise<Reply>) | undefined {
  if (!Object.hasOwn(handlers, operationId)) return undefined;
  return handlers[operationId as OperationId] as unknown as (ctx: RequestContext) => Promise<Reply>;
}

/** The JSON body, undefined when none was sent; throws unsupported_media_type or invalid_json. */
export function parseBody(request: Pick<FastifyRequest, 'body' | 'headers'>): unknown {
  const raw = request.body as Buffer | undefined;
  if (raw === undefined || raw === null || raw.length === 0) return undefined;
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'application/json') {
    throw new ProblemError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json.');
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (error) {
    throw new ProblemError(
      'invalid_json',
      `The body is not well-formed JSON: ${(error as Error).message}`.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 2000),
    );
  }
}
