// The admin surface, outside /api/v1/: tokens, accounts, reset, clock, failures. Answered on loopback
// only, or, in hosted mode, to whoever presents the admin token (checked by admission.ts before it
// gets here). Refusals are problem documents, like the API's; a refused request changes nothing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ActionEngine } from '../domain/actions.js';
import { setSuspended, type Tokens } from './auth.js';
import { iso, type Clock } from '../domain/clock.js';
import type { SandboxConfig } from './context.js';
import type { ClockSync } from '../store/shared-clock.js';
import type { Database } from '../store/sql.js';
import { resetDatabase } from '../store/store.js';
import { allScopes, openapi, type JsonObject } from '../document.js';
import { sendProblem } from './error-answers.js';
import { ProblemError } from '../domain/problem.js';
import type { RateLimiter } from './rate-limit.js';
import type { Retention } from '../domain/retention.js';
import { deleteAccount, revokeToken } from '../domain/revocation.js';
import { clearWebhookTables } from '../webhooks/db.js';
import type { DeliveryWorker } from '../webhooks/worker.js';

interface AdminDeps {
  db: Database;
  clock: Clock;
  /** The clock shared with other instances of the database (PostgreSQL). */
  clockSync: ClockSync;
  /** Brings the stored state up to the clock (scheduled backups, due actions, domain expiry); `force` ages every domain now. */
  settle: (force?: boolean) => Promise<void>;
  engine: ActionEngine;
  tokens: Tokens;
  limiter: Pick<RateLimiter, 'reset'> | { reset(): Promise<void> };
  config: SandboxConfig;
  loadFleet: (account: number) => Promise<void>;
  /** The account of the default tokens; none in hosted mode (then requests name their account). */
  defaultAccount: number | undefined;
  /** Local mode: loopback clients only. Hosted mode: any client (the admin token is checked first). */
  loopbackOnly: boolean;
  faults: { internalErrors: number };
  webhooks: DeliveryWorker;
  retention: Pick<Retention, 'run'>;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const ACTION_TYPES = (((openapi.components as JsonObject).schemas as JsonObject).ActionType as JsonObject)
  .enum as string[];

function body(request: FastifyRequest): Record<string, unknown> {
  const raw = request.body as Buffer | undefined;
  if (!raw || raw.length === 0) return {};
  const parsed: unknown = JSON.parse(raw.toString('utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('the body must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** The account a request names, else the default one; hosted mode has none, so it must be named. */
function accountOf(b: Record<string, unknown>, defaultAccount: number | undefined): number {
  const account = typeof b.account_id === 'number' ? b.account_id : defaultAccount;
  if (account === undefined) throw new Error('account_id is required (hosted mode has no default account)');
  return account;
}

const CODE_OF_STATUS: Record<number, string> = { 400: 'validation_failed', 403: 'forbidden', 404: 'not_found' };

/** Answers a refusal as a problem document (400 validation_failed, 403 forbidden, 404 not_found). */
function fail(reply: FastifyReply, status: number, message: string) {
  return sendProblem(reply.request, reply, new ProblemError(CODE_OF_STATUS[status] ?? 'validation_failed', message));
}

/** A token as a Bearer header carries it (RFC 9110 token68), at most 512 characters. */
const TOKEN68 = /^[A-Za-z0-9\-._~+/]{1,512}=*$/;

export function registerAdmin(app: FastifyInstance, deps: AdminDeps): void {
  const { db, clock, clockSync, settle, engine, tokens, limiter } = deps;

  app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        if (deps.loopbackOnly && !LOOPBACK.has(request.ip))
          return fail(reply, 403, 'the admin surface answers on loopback only');
      });
      admin.setErrorHandler((error: Error, _request, reply) =>
        fail(reply, 400, error.message.replace(/[\x00-\x1f\x7f]/g, ' ').slice(0, 500)),
      );

      const clockState = () => ({ now: iso(clock.now()), now_ms: clock.now(), speed: clock.getSpeed() });

      admin.get('/health', async () => {
        await clockSync.refresh();
        return { ok: true, ...clockState() };
      });

      /** { scopes?: string[] | "all" | "read", account_id?: number } → a new token (a new account unless given). */
      admin.post('/tokens', async (request, reply) => {
        const b = body(request);
        const requested = b.scopes ?? 'all';
        const scopes =
          requested === 'all'
            ? allScopes
            : requested === 'read'
              ? allScopes.filter((s) => s.endsWith(':read'))
              : (requested as string[]);
        if (!Array.isArray(scopes) || scopes.some((s) => !allScopes.includes(s))) {
          return fail(reply, 400, `scopes must be "all", "read" or a list of: ${allScopes.join(', ')}`);
        }
        const now = clock.now();
        const result = await db.transaction(async (tx) => {
          let account = typeof b.account_id === 'number' ? b.account_id : undefined;
          if (account !== undefined && !(await tx.get('SELECT 1 FROM accounts WHERE id = ?', [account]))) {
            throw new Error(`no account ${account}`);
          }
          account ??= await tokens.createAccount(tx, now);
          return { token: await tokens.create(tx, account, scopes, now), account_id: account, scopes };
        });
        return reply.code(201).send(result);
      });

      /** { token }: the token is revoked; it answers 401 from the next request on, in every instance. */
      admin.post('/tokens/revoke', async (request, reply) => {
        const token = body(request).token;
        if (typeof token !== 'string' || !TOKEN68.test(token))
          return fail(reply, 400, 'token must be the token to revoke, as a string');
        const revoked = await revokeToken(db, tokens, token);
        if (!revoked) return fail(reply, 404, 'no such token');
        return { revoked: true, ...revoked };
      });

      /** Deletes the account, its tokens and everything it owns. */
      admin.delete('/accounts/:account_id', async (request, reply) => {
        const raw = (request.params as { account_id: string }).account_id;
        const account = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
        if (account === undefined) return fail(reply, 400, 'account_id must be a positive integer');
        const deleted = await deleteAccount(db, tokens, account);
        if (!deleted) return fail(reply, 404, `no account ${account}`);
        return { account_id: account, deleted };
      });

      /** Deletes every resource, action and idempotency key; { keep_tokens: false } also drops accounts and tokens. */
      admin.post('/reset', async (request) => {
        const keepTokens = body(request).keep_tokens !== false;
        await db.transaction((tx) => clearWebhookTables(tx));
        await resetDatabase(db, keepTokens);
        tokens.forgetCache();
        await limiter.reset();
        return { ok: true, kept_tokens: keepTokens };
      });

      admin.get('/clock', async () => {
        await clockSync.refresh();
        return clockState();
      });

      /** { advance_seconds?: number, speed?: number }: moves the sandbox clock forward and/or changes its pace. */
      admin.post('/clock', async (request) => {
        const b = body(request);
        await clockSync.change(() => {
          if (b.speed !== undefined) clock.setSpeed(Number(b.speed));
          if (b.advance_seconds !== undefined) clock.advance(Number(b.advance_seconds) * 1000);
        });
        await settle(true);
        deps.webhooks.kick();
        return clockState();
      });

      /** Attempts every webhook delivery due now, and those they unblock, and answers when done. */
      admin.post('/webhooks/flush', async () => {
        await settle(true);
        return { attempts: await deps.webhooks.drain() };
      });

      /** One bounded retention run now (the worker runs one a minute): the rows it deleted per table. */
      admin.post('/retention', async () => ({ pruned: await deps.retention.run() }));

      /** { account_id? }: loads the document's example fleet into the account (the default one unless given). */
      admin.post('/fleet', async (request, reply) => {
        const b = body(request);
        const account = accountOf(b, deps.defaultAccount);
        if (!(await db.get('SELECT 1 FROM accounts WHERE id = ?', [account])))
          return fail(reply, 404, `no account ${account}`);
        await deps.loadFleet(account);
        return reply.code(201).send({ account_id: account });
      });

      /** { account_id?, suspended }: a suspended account's tokens answer 403 forbidden. */
      admin.post('/suspension', async (request, reply) => {
        const b = body(request);
        const account = accountOf(b, deps.defaultAccount);
        if (!(await setSuspended(db, tokens, account, b.suspended !== false)))
          return fail(reply, 404, `no account ${account}`);
        return { account_id: account, suspended: b.suspended !== false };
      });

      /** { action_type, code?, message? }: the next action of that type ends in error.
       *  { internal_errors: n }: the next n authenticated API requests answer 500 internal_error. */
      admin.post('/failures', async (request, reply) => {
        const b = body(request);
        if (b.internal_errors !== undefined) {
          const n = Number(b.internal_errors);
          if (!Number.isInteger(n) || n < 0 || n > 1000)
            return fail(reply, 400, 'internal_errors must be an integer from 0 to 1000');
          deps.faults.internalErrors = n;
          return reply.code(201).send({ internal_errors: n });
        }
        const type = String(b.action_type);
        if (!ACTION_TYPES.includes(type))
          return fail(reply, 400, `action_type must be one of: ${ACTION_TYPES.join(', ')}`);
        const code = typeof b.code === 'string' ? b.code : 'sandbox_injected_failure';
        const message = typeof b.message === 'string' ? b.message : 'The sandbox was told to fail this action.';
        engine.failNext(type, code, message);
        return reply.code(201).send({ action_type: type, code, message });
      });
    },
    { prefix: '/_admin' },
  );
}
