// Rate-limit arithmetic (docs/design/rate-limit.md, the introduction's "Rate limits"): a fixed window
// per token; `X-RateLimit-Remaining` falls by exactly one per request of the token, refused ones
// (400, 404) included; `X-RateLimit-Limit` stays the same; `X-RateLimit-Reset` stays the same within
// the window and is a moment in the future no further than one window away (epoch seconds, not a
// delay); another token's requests, and requests without a valid token (counted on the client
// address), do not move it; and every 429 the run met says in `Retry-After` the seconds left until
// its `X-RateLimit-Reset`. The checks are exclusive: they run alone, so nothing else spends the token
// they count.
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { As, CheckContext } from '../run/context.js';
import type { Check } from '../run/types.js';
import { documentPaths, unknownPathUnder } from './paths.js';

const PAGE = 'docs/design/rate-limit.md';
/** Seconds of tolerance between the target's clock (its Date header) and its Reset. */
const CLOCK_SLACK_S = 2;
/** How long the sequence waits before its last request: past the next second of X-RateLimit-Reset. */
const SECOND_LATER_MS = 1_100;

interface RateState {
  limit: number;
  remaining: number;
  reset: number;
  exchange: Exchange;
}

/** The window's length in seconds, as the introduction states it ("per 5-minute window"). */
function windowSeconds(contract: KitContract): number | undefined {
  const minutes = /(\d+)-minute window/.exec(String(contract.model.info.description ?? ''))?.[1];
  return minutes ? Number(minutes) * 60 : undefined;
}

function integer(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** The rate-limit headers of an answer; a failure (and undefined) when they are not integers. */
function rateOf(ctx: CheckContext, exchange: Exchange): RateState | undefined {
  const limit = integer(exchange.headers.get('x-ratelimit-limit'));
  const remaining = integer(exchange.headers.get('x-ratelimit-remaining'));
  const reset = integer(exchange.headers.get('x-ratelimit-reset'));
  if (limit === undefined || remaining === undefined || reset === undefined) {
    ctx.check(false, 'the answer lacks an integer X-RateLimit-Limit, -Remaining or -Reset', {
      exchange,
      contract: { page: `${PAGE}#headers-on-every-answer` },
    });
    return undefined;
  }
  return { limit, remaining, reset, exchange };
}

/** The target's clock in epoch seconds: its Date header, else ours. */
function serverNow(exchange: Exchange): number {
  const date = Date.parse(exchange.headers.get('date') ?? '');
  return Math.floor((Number.isNaN(date) ? Date.now() : date) / 1000);
}

/** Checks each answer of one token against the one before it. */
function checkSequence(ctx: CheckContext, states: RateState[], what: string): void {
  const window = windowSeconds(ctx.contract);
  for (const [index, state] of states.entries()) {
    const evidence = { exchange: state.exchange, contract: { page: `${PAGE}#fixed-window` } };
    ctx.check(
      state.remaining < state.limit,
      `X-RateLimit-Remaining ${state.remaining} is not below X-RateLimit-Limit ${state.limit} after a request`,
      evidence,
    );
    // A moment, not a delay: epoch seconds after the answer and at most one window after it. With
    // the admin extension another check may have moved the target's clock, so only the order holds.
    const now = serverNow(state.exchange);
    if (!ctx.admin)
      ctx.check(
        state.reset >= now - CLOCK_SLACK_S && (window === undefined || state.reset <= now + window + CLOCK_SLACK_S),
        `X-RateLimit-Reset ${state.reset} is not a moment within one window (${window ?? '?'} s) after the answer (${now})`,
        evidence,
      );
    const before = states[index - 1];
    if (!before) continue;
    ctx.check(
      state.limit === before.limit,
      `X-RateLimit-Limit changed from ${before.limit} to ${state.limit} ${what}`,
      evidence,
    );
    // A new window may open between two requests: Remaining back to Limit − 1, Reset later.
    const renewed = state.reset > before.reset && state.remaining === state.limit - 1;
    if (renewed) continue;
    ctx.check(
      state.reset === before.reset,
      `X-RateLimit-Reset moved from ${before.reset} to ${state.reset} within one window ${what}`,
      evidence,
    );
    ctx.check(
      state.remaining === before.remaining - 1,
      `X-RateLimit-Remaining went from ${before.remaining} to ${state.remaining} ${what}; it falls by exactly one per request of the token`,
      evidence,
    );
  }
}

export function rateLimitChecks(contract: KitContract): Check[] {
  const cheapRead = contract.operations.find((op) => op.operationId === 'listPlans')?.operationId ?? 'listPlans';
  const absentRead = 'getServer';
  return [
    {
      id: 'rate-limit.request-counts-itself',
      family: 'rate-limit',
      area: 'api',
      title:
        "X-RateLimit-Remaining is what is left once the answered request is counted: never the Limit itself, judged on each token's answer that said the most was left (a fresh window's first)",
      needs: [],
      exclusive: true,
      contract: { page: PAGE },
      async run(ctx) {
        // One answer of each token at least (alone, the check has only its own to judge).
        const tokens = (['main', 'read', 'alt'] as const).filter(
          (as) => as === 'main' || (as === 'read' ? ctx.options.readToken : ctx.options.altToken),
        );
        await Promise.all(tokens.map((as) => ctx.call(cheapRead, { as, expect: 200 })));
        if (ctx.mostLeft.size === 0) ctx.notExercised('no answer of the run carried the rate-limit headers');
        for (const exchange of ctx.mostLeft.values()) {
          const state = rateOf(ctx, exchange);
          if (!state) continue;
          ctx.check(
            state.remaining < state.limit,
            `X-RateLimit-Remaining ${state.remaining} with X-RateLimit-Limit ${state.limit}: the answered request itself was not counted (Remaining is at most Limit − 1)`,
            { exchange, contract: { page: `${PAGE}#headers-on-every-answer` } },
          );
        }
      },
    },
    {
      id: 'rate-limit.remaining-falls-by-one',
      family: 'rate-limit',
      area: 'api',
      title:
        'X-RateLimit-Remaining falls by exactly one per request of the token, refused ones (400, 404) included; Limit stays; Reset stays (also a second later), a moment within one window',
      needs: [],
      exclusive: true,
      contract: { page: PAGE },
      async run(ctx) {
        const states: RateState[] = [];
        const push = (exchange: Exchange) => {
          const state = rateOf(ctx, exchange);
          if (state) states.push(state);
        };
        push(await ctx.call(cheapRead, { expect: 200 }));
        push(await ctx.call(cheapRead, { expect: 200 }));
        // A 400 (an unknown query parameter) and a 404 (an id that exists nowhere) count the same.
        push(await ctx.call(cheapRead, { query: [['zz_unknown_parameter', '1']], expect: 400 }));
        push(await ctx.call(absentRead, { path: { server_id: Number.MAX_SAFE_INTEGER }, expect: 404 }));
        const first = documentPaths(ctx.contract)[0];
        if (first) push(await ctx.request('GET', unknownPathUnder(ctx.contract, first.concrete), { as: 'main' }));
        // A moment later, past the next whole second: a window that starts at each request (sliding)
        // would move Reset on by then; a fixed one keeps it.
        await ctx.sleep(SECOND_LATER_MS);
        push(await ctx.call(cheapRead, { expect: 200 }));
        checkSequence(ctx, states, 'between two sequential requests of the token');
      },
    },
    {
      id: 'rate-limit.per-token',
      family: 'rate-limit',
      area: 'api',
      title:
        "another token's requests and requests without a valid token do not move the token's X-RateLimit-Remaining; each token has its own window",
      needs: [],
      exclusive: true,
      contract: { page: PAGE },
      async run(ctx) {
        const others: As[] = [];
        if (ctx.options.readToken) others.push('read');
        if (ctx.options.altToken) others.push('alt');
        const states: RateState[] = [];
        const otherStates = new Map<string, RateState[]>();
        const main = async () => {
          const state = rateOf(ctx, await ctx.call(cheapRead, { expect: 200 }));
          if (state) states.push(state);
        };
        await main();
        for (const as of others) {
          const own: RateState[] = [];
          for (let i = 0; i < 2; i++) {
            const state = rateOf(ctx, await ctx.call(cheapRead, { as, expect: 200 }));
            if (state) own.push(state);
          }
          otherStates.set(String(as), own);
        }
        // Requests without a valid token are counted on the client address, not on any token.
        await ctx.call(cheapRead, { as: 'none', expect: 401 });
        await ctx.call(cheapRead, { as: { token: `${ctx.prefix}.not-a-token` }, expect: 401 });
        await main();
        checkSequence(ctx, states, "with only other tokens' and token-less requests between them");
        for (const [as, own] of otherStates) checkSequence(ctx, own, `between two requests of the ${as} token`);
        if (others.length === 0) ctx.notExercised('needs --read-token or --alt-token for a second token');
      },
    },
    {
      id: 'rate-limit.retry-after-agrees',
      family: 'rate-limit',
      area: 'api',
      title:
        'every 429 the run received says in Retry-After the seconds left until its X-RateLimit-Reset, and Remaining 0',
      needs: [],
      exclusive: true,
      contract: { status: 429, page: `${PAGE}#429-and-retry-after` },
      async run(ctx) {
        // Runs after every shared check, so it sees their 429s; the cooperative check that spends a
        // whole limit (with the admin extension) adds its own.
        const seen = ctx.rateLimited;
        if (seen.length === 0) ctx.notExercised('no request of the run was answered 429');
        for (const exchange of seen) {
          const evidence = { exchange, contract: { status: 429, page: `${PAGE}#429-and-retry-after` } };
          const retryAfter = integer(exchange.headers.get('retry-after'));
          const reset = integer(exchange.headers.get('x-ratelimit-reset'));
          const remaining = integer(exchange.headers.get('x-ratelimit-remaining'));
          if (
            !ctx.check(
              retryAfter !== undefined && retryAfter >= 1,
              `Retry-After ${JSON.stringify(exchange.headers.get('retry-after'))} is not a number of seconds ≥ 1`,
              evidence,
            )
          )
            continue;
          ctx.check(remaining === 0, `X-RateLimit-Remaining is ${remaining} on a 429, not 0`, evidence);
          if (reset === undefined) continue;
          const left = reset - serverNow(exchange);
          ctx.check(
            Math.abs((retryAfter as number) - Math.max(1, left)) <= CLOCK_SLACK_S,
            `Retry-After ${retryAfter} does not agree with X-RateLimit-Reset ${reset} (${left} s after the answer)`,
            evidence,
          );
        }
      },
    },
  ];
}
