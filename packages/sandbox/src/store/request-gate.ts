// What every API request asks the shared database (PostgreSQL) before its handler, in ONE statement
// instead of five: the shared clock's stored state, the token (with its account's suspension), the
// hit on the rate-limit window (token or client address), and whether any action is due. The hit is
// counted only when the stored clock is the one this instance computed `now` from: otherwise
// nothing is counted, the instance adopts the stored clock and asks again, so a request is always
// counted on the time every instance agrees on (the rate limit stays exact across instances).
import { bearerToken, principalOf, resultOf, type AuthResult, type TokenRow } from '../http/auth.js';
import type { Clock } from '../domain/clock.js';
import type { RateState } from '../http/rate-limit.js';
import { CLOCK_KEY } from './clock-state.js';
import { HIT_UPDATE, type SharedRateLimiter } from './rate-windows.js';
import type { ClockSync } from './shared-clock.js';
import type { Sql } from './sql.js';

const GATE = `
WITH clk AS (SELECT (SELECT value FROM meta WHERE key = ?) AS value),
tok AS (SELECT t.token, t.account_id, t.scopes, a.suspended FROM tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token = ?),
hit AS (
  INSERT INTO rate_windows (key, start_ms, count)
  SELECT COALESCE((SELECT 't:' || tok.token FROM tok), CAST(? AS TEXT)), CAST(? AS BIGINT), 1 FROM clk
  WHERE clk.value IS NOT DISTINCT FROM CAST(? AS TEXT)
  ${HIT_UPDATE}
)
SELECT clk.value AS clock, tok.account_id, tok.scopes, tok.suspended, hit.start_ms, hit.count,
  EXISTS (SELECT 1 FROM actions WHERE done = 0 AND due_ms <= ?) AS due
FROM clk LEFT JOIN tok ON TRUE LEFT JOIN hit ON TRUE`;

interface GateRow extends Partial<TokenRow> {
  clock: string | null;
  start_ms: number | null;
  count: number | null;
  due: boolean;
}

export interface Admission {
  auth: AuthResult;
  rate: RateState;
  /** An action was due (not yet done) at the request's time: settle before answering. */
  due: boolean;
}

/** A stored clock that changed under us more than this many times in a row: ask step by step. */
const CLOCK_RACES = 3;

export class RequestGate {
  constructor(
    private readonly db: Sql,
    private readonly clock: Clock,
    private readonly clockSync: ClockSync,
    private readonly limiter: SharedRateLimiter,
    /** The step-by-step way (clock, token, hit, due check) when the clock keeps changing. */
    private readonly fallback: (authorization: string | string[] | undefined, address: string) => Promise<Admission>,
  ) {}

  async admit(authorization: string | string[] | undefined, address: string | undefined): Promise<Admission> {
    const token = bearerToken(authorization);
    for (let race = 0; race < CLOCK_RACES; race++) {
      const now = this.clock.now();
      await this.limiter.prune(now);
      const { start, ended } = this.limiter.bounds(now);
      const seen = this.clockSync.adopted;
      const row = (await this.db.get<GateRow>(GATE, [
        CLOCK_KEY,
        token ?? null,
        `ip:${address ?? ''}`,
        start,
        seen ?? null,
        ended,
        ended,
        now,
      ]))!;
      if (row.start_ms === null || row.count === null) {
        this.clockSync.adoptStored(row.clock ?? undefined); // another instance moved the clock: count on its time
        continue;
      }
      const auth: AuthResult =
        token === undefined
          ? { ok: false, reason: 'invalid_request' }
          : resultOf(principalOf(token, row.account_id == null ? undefined : (row as TokenRow)));
      return { auth, rate: this.limiter.state(now, Number(row.start_ms), Number(row.count)), due: row.due };
    }
    return this.fallback(authorization, address ?? '');
  }
}
