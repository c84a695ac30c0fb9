// Where a request is admitted, before its route: its id, the sandbox clock brought up to date
// (settling due work), the token, the rate-limit window, and the header sections HTTP refuses.
// A refused request is answered here; an admitted one goes on to its handler with `request.auth`.
// On SQLite most requests are admitted without a promise (a known token, nothing due); on
// PostgreSQL one statement asks the database everything (src/store/request-gate.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResult, Tokens } from './auth.js';
import type { Clock } from '../domain/clock.js';
import type { ClockSync } from '../store/shared-clock.js';
import type { SharedRateLimiter } from '../store/rate-windows.js';
import { RequestGate } from '../store/request-gate.js';
import type { Database } from '../store/sql.js';
import { HEADERS } from '../document.js';
import { malformed, sendProblem } from './error-answers.js';
import { ProblemError } from '../domain/problem.js';
import type { RateLimiter, RateState } from './rate-limit.js';
import type { BackupScheduler } from '../domain/scheduler.js';
import type { Settler } from '../domain/settling.js';

declare module 'fastify' {
  interface FastifyRequest {
    requestId: string;
    auth: AuthResult;
  }
}

export interface AdmissionDeps {
  db: Database;
  clock: Clock;
  clockSync: ClockSync;
  settler: Settler;
  scheduler: Pick<BackupScheduler, 'idle'>;
  tokens: Tokens;
  limiter: RateLimiter | SharedRateLimiter;
  /** Hosted mode: the admin token's check (undefined when the header carries it, else the problem). */
  admitAdmin?: (authorization: string | string[] | undefined) => Promise<ProblemError | undefined>;
}

/** The rate-limit headers of a request and the 429 problem when its window is used up. */
export interface Gate {
  auth: AuthResult;
  headers: Record<string, string | number>;
  refused: ProblemError | undefined;
}

/** What admitting a request came to: on its way (undefined), or answered (refused). */
type Admitted = undefined | 'answered';

/** The key of a request's rate-limit window: its token when valid, else its client address. */
export const keyOf = (auth: AuthResult, address: string | undefined) =>
  auth.ok ? auth.principal.rateKey : `ip:${address ?? ''}`;

export function gateOf(auth: AuthResult, rate: RateState): Gate {
  const headers: Record<string, string | number> = {
    [HEADERS.limit]: rate.limit,
    [HEADERS.remaining]: rate.remaining,
    [HEADERS.reset]: rate.reset,
  };
  if (rate.exceeded) headers[HEADERS.retryAfter] = rate.retryAfter;
  return { auth, headers, refused: rate.exceeded ? rateLimited(rate) : undefined };
}

export function rateLimited(rate: RateState): ProblemError {
  return new ProblemError(
    'rate_limit_exceeded',
    `This token made ${rate.limit} requests in the current 5-minute window; retry after ${rate.retryAfter} seconds.`,
  );
}

/** Header sections Node accepts but HTTP does not (docs/design/edge-answers.md#malformed-requests):
 *  HTTP/1.1 without Host, a Transfer-Encoding not ending with chunked, an Expect other than 100-continue. */
export function malformedHeaders(
  request: Pick<FastifyRequest, 'headers'> & { raw: { httpVersion: string } },
): ProblemError | undefined {
  const headers = request.headers;
  if (request.raw.httpVersion === '1.1' && headers.host === undefined)
    return malformed('header/Host', 'An HTTP/1.1 request needs a Host header.');
  const te = headers['transfer-encoding'];
  if (te !== undefined && te.split(',').pop()?.trim().toLowerCase() !== 'chunked') {
    return malformed('header/Transfer-Encoding', 'Transfer-Encoding must end with chunked.');
  }
  const expect = headers.expect;
  if (expect !== undefined && String(expect).toLowerCase() !== '100-continue')
    return malformed('header/Expect', 'The only expectation understood is 100-continue.');
  return undefined;
}

export class Admission {
  /** PostgreSQL: the one-statement gate; step by step (the clock, settling, the token, the window)
   *  while another instance keeps moving the clock. */
  private readonly requestGate: RequestGate | undefined;

  constructor(private readonly deps: AdmissionDeps) {
    const { db, clock, clockSync, settler, tokens, limiter } = deps;
    const shared = db.dialect === 'postgres' ? (limiter as SharedRateLimiter) : undefined;
    this.requestGate = shared
      ? new RequestGate(db, clock, clockSync, shared, async (authorization, address) => {
          await clockSync.refresh();
          await settler.settle();
          const auth = await tokens.authenticate(authorization);
          return { auth, rate: await shared.hit(keyOf(auth, address)), due: false };
        })
      : undefined;
  }

  /** Counts a request that never reached a route (refused by the router or Node's parser). */
  async count(authorization: string | string[] | undefined, address: string | undefined): Promise<Gate> {
    const auth = await this.deps.tokens.authenticate(authorization);
    return gateOf(auth, await this.deps.limiter.hit(keyOf(auth, address)));
  }

  /** The onRequest hook: a callback hook, so most requests are admitted without a promise. One
   *  answered here (refused) does not go on (`done` is not called: Fastify's way to answer early
   *  from a callback hook); a failure goes to the error handler. */
  register(app: FastifyInstance): void {
    const proceed = (admitted: Admitted, done: (error?: Error) => void) => {
      if (admitted !== 'answered') done();
    };
    app.addHook('onRequest', (request, reply, done) => {
      let admitted: Admitted | Promise<Admitted>;
      try {
        admitted = this.admit(request, reply);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (admitted instanceof Promise)
        admitted.then(
          (a) => proceed(a, done),
          (error: Error) => done(error),
        );
      else proceed(admitted, done);
    });
  }

  /** Admits a request (clock, settling, token, rate window), sets its headers and answers it when refused. */
  admit(request: FastifyRequest, reply: FastifyReply): Admitted | Promise<Admitted> {
    request.requestId = randomUUID();
    reply.header(HEADERS.requestId, request.requestId);
    if (request.url.startsWith('/_admin/')) return this.deps.admitAdmin ? this.admitToAdmin(request, reply) : undefined;
    if (this.requestGate) return this.admitShared(request, reply);
    const pending = this.deps.settler.settleIfDue();
    return pending ? pending.then(() => this.admitLocal(request, reply)) : this.admitLocal(request, reply);
  }

  /** SQLite: a token seen before and the in-process rate limit answer at once. */
  private admitLocal(request: FastifyRequest, reply: FastifyReply): Admitted | Promise<Admitted> {
    const { tokens, limiter } = this.deps;
    const known = tokens.authenticate(request.headers.authorization);
    if (known instanceof Promise)
      return known.then((auth) => this.gateRequest(request, reply, auth, limiter.hit(keyOf(auth, request.ip))));
    const hit = limiter.hit(keyOf(known, request.ip));
    if (hit instanceof Promise) return hit.then((rate) => this.gateRequest(request, reply, known, rate));
    return this.gateRequest(request, reply, known, hit);
  }

  /** PostgreSQL: clock, token, rate window and "is an action due" in one statement; settle only when something is due. */
  private async admitShared(request: FastifyRequest, reply: FastifyReply): Promise<Admitted> {
    const admission = await this.requestGate!.admit(request.headers.authorization, request.ip);
    if (admission.due || !this.deps.scheduler.idle(this.deps.clock.now())) await this.deps.settler.settle();
    return this.gateRequest(request, reply, admission.auth, admission.rate);
  }

  private gateRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    auth: AuthResult,
    rate: RateState | Promise<RateState>,
  ): Admitted | Promise<Admitted> {
    if (rate instanceof Promise) return rate.then((r) => this.gateRequest(request, reply, auth, r));
    request.auth = auth;
    // The headers one by one (not gateOf's object): this runs on every request.
    reply.header(HEADERS.limit, rate.limit).header(HEADERS.remaining, rate.remaining).header(HEADERS.reset, rate.reset);
    if (rate.exceeded) reply.header(HEADERS.retryAfter, rate.retryAfter);
    const refused = (rate.exceeded ? rateLimited(rate) : undefined) ?? malformedHeaders(request);
    if (!refused) return undefined;
    void sendProblem(request, reply, refused);
    return 'answered';
  }

  private async admitToAdmin(request: FastifyRequest, reply: FastifyReply): Promise<Admitted> {
    const refused = await this.deps.admitAdmin!(request.headers.authorization);
    if (!refused) return undefined;
    // Failed attempts count against the client address's window: no guessing the admin token at speed.
    const invalid: AuthResult = { ok: false, reason: 'invalid_token' };
    const gate = gateOf(invalid, await this.deps.limiter.hit(keyOf(invalid, request.ip)));
    reply.headers(gate.headers);
    void sendProblem(request, reply, gate.refused ?? refused);
    return 'answered';
  }
}
