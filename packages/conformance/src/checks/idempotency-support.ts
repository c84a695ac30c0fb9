// What the idempotency checks share: comparing a replay with the first answer, recognising the refusal
// of a reused key, and reading a list's total (docs/design/idempotency.md, the introduction's
// "Idempotency"). Every rule here is read from the document: the headers compared are the ones the
// success response declares, the refusal's status is the one the document's examples give its code.
import type { Exchange } from '../http/exchange.js';
import type { As, CallArgs, CheckContext } from '../run/context.js';
import type { ContractRef } from '../run/types.js';

export const REUSED = 'idempotency_key_reused';
const PROBLEM = 'application/problem+json';
/** Headers that describe the exchange rather than the answer: a replay sends its own. */
const PER_EXCHANGE = new Set([
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'date',
]);

export const page = 'introduction#idempotency';

/** Who reads what a check verifies: the read token when the run has one (it spares the main token's budget). */
export function reader(ctx: CheckContext): As {
  return ctx.options.readToken ? 'read' : 'main';
}

export function mediaType(exchange: Exchange): string {
  return (exchange.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The headers a replay must repeat: those the document declares for the answer, less the per-exchange ones. */
function answerHeaders(ctx: CheckContext, exchange: Exchange): string[] {
  if (!exchange.operationId) return [];
  const response = ctx.contract.response(ctx.contract.operation(exchange.operationId), exchange.status);
  const names = (response?.headers ?? []).map((header) => header.name.toLowerCase());
  return [...new Set([...names, 'content-type'])].filter((name) => !PER_EXCHANGE.has(name));
}

/**
 * Sends the same request again with the same key and checks that it is the first answer again: the
 * status, the body (JSON-equal; a replayed problem may carry the replay's own `request_id`) and the
 * headers the document declares for the answer (`Location` among them).
 */
export async function replay(
  ctx: CheckContext,
  first: Exchange,
  operationId: string,
  args: CallArgs & { idempotencyKey: string },
  what = 'the repeat',
): Promise<Exchange> {
  const again = await ctx.call(operationId, { ...args, shape: false });
  sameAnswer(ctx, first, again, `${operationId}: ${what} with the same Idempotency-Key and the same request`);
  return again;
}

/** Checks that `again` is `first` replayed (see `replay`). */
export function sameAnswer(ctx: CheckContext, first: Exchange, again: Exchange, what: string): void {
  const evidence = {
    exchange: again,
    contract: { operationId: again.operationId, status: first.status, page } satisfies ContractRef,
  };
  if (
    !ctx.check(
      again.status === first.status,
      `${what} answered ${again.status}, the first answer was ${first.status}`,
      evidence,
    )
  )
    return;
  const problem = mediaType(first) === PROBLEM;
  let body = again.json;
  if (problem && typeof body === 'object' && body !== null) {
    // The replay's own request id is as right as the first one's: the rest of the problem must be the first's.
    const requestId = (body as { request_id?: unknown }).request_id;
    if (requestId === again.headers.get('x-request-id'))
      body = { ...(body as object), request_id: (first.json as { request_id?: unknown }).request_id };
  }
  if (first.json !== undefined) {
    ctx.check(jsonEqual(body, first.json), `${what} answered another body: ${differences(first.json, body)}`, evidence);
  } else ctx.check(again.text === first.text, `${what} answered another body`, evidence);
  for (const name of answerHeaders(ctx, first)) {
    const was = first.headers.get(name);
    const is = again.headers.get(name);
    const equal = name === 'content-type' ? mediaType(first) === mediaType(again) : was === is;
    ctx.check(
      equal,
      `${what}: ${name} is ${JSON.stringify(is)}, the first answer's was ${JSON.stringify(was)}`,
      evidence,
    );
  }
  // Not a problem: the replay is the document's success answer, measured like any other.
  if (!problem && again.status === first.status) ctx.conforms(again);
}

/** The members that differ between two bodies, for a message. */
function differences(a: unknown, b: unknown): string {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null)
    return `${JSON.stringify(b)?.slice(0, 120)} instead of ${JSON.stringify(a)?.slice(0, 120)}`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const changed = [...keys].filter(
    (key) => !jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
  return changed
    .slice(0, 4)
    .map(
      (key) =>
        `${key} ${JSON.stringify((b as Record<string, unknown>)[key])?.slice(0, 60)} (first ${JSON.stringify((a as Record<string, unknown>)[key])?.slice(0, 60)})`,
    )
    .join(', ');
}

/** Checks the documented refusal of a key reused with another request: 400 `idempotency_key_reused`, a problem. */
export function refusedAsReused(ctx: CheckContext, exchange: Exchange, what: string): boolean {
  const status = ctx.contract.statusOfCode(REUSED) ?? 400;
  const code = (exchange.json as { code?: unknown } | undefined)?.code;
  return ctx.check(
    exchange.status === status && code === REUSED && mediaType(exchange) === PROBLEM,
    `${what} answered ${exchange.status}${typeof code === 'string' ? ` ${code}` : ''}, expected ${status} ${REUSED} (a problem document)`,
    { exchange, contract: { operationId: exchange.operationId, status, page } },
  );
}

/** Sends a request with a key already used for another request and checks the refusal. */
export async function reuse(
  ctx: CheckContext,
  operationId: string,
  args: CallArgs & { idempotencyKey: string },
  what: string,
): Promise<Exchange> {
  const answer = await ctx.call(operationId, args);
  refusedAsReused(ctx, answer, `${operationId}: the same Idempotency-Key with ${what}`);
  return answer;
}

/** A list's `total_entries` (every page). */
export async function total(ctx: CheckContext, operationId: string, args: CallArgs = {}): Promise<number> {
  const answer = await ctx.call(operationId, {
    as: reader(ctx),
    expect: 200,
    ...args,
    query: { per_page: 1, ...(args.query as object) },
  });
  const value = ctx.body<{ meta?: { pagination?: { total_entries?: unknown } } }>(answer).meta?.pagination
    ?.total_entries;
  if (typeof value !== 'number')
    ctx.fail(`${operationId} answered no meta.pagination.total_entries`, { exchange: answer });
  return value;
}

/** Every item of a list (following pages, at most 10 of 100). */
export async function allItems<T = Record<string, unknown>>(
  ctx: CheckContext,
  operationId: string,
  args: CallArgs = {},
): Promise<T[]> {
  const items: T[] = [];
  for (let number = 1; number <= 10; number += 1) {
    const answer = await ctx.call(operationId, {
      as: reader(ctx),
      expect: 200,
      ...args,
      query: { ...(args.query as object), per_page: 100, page: number },
    });
    const body = ctx.body<{ data: T[]; meta: { pagination: { total_pages: number } } }>(answer);
    items.push(...(body.data ?? []));
    if (number >= (body.meta?.pagination?.total_pages ?? 0)) break;
  }
  return items;
}

/** The status a check expects of an operation's success (the table of operations'). */
export function successStatus(ctx: CheckContext, operationId: string): number {
  return ctx.contract.spec(operationId).success.status;
}
