// Problems and auth (docs/design/auth.md, docs/design/errors.md): every refusal is a problem document
// (type, code of the document's ErrorCode with its documented status, title, status, request_id =
// X-Request-Id, errors[].field a JSON Pointer: problems-document.ts); 401 for a missing, malformed or
// invalid token with WWW-Authenticate's `error` saying which (RFC 6750), the scheme name read in any
// case; 403 insufficient_scope naming the operation's scope for a token without it. Every request here
// is refused, so the whole family is safe with --read-only; requests that would change something go
// to resources that do not exist (paths.ts), so even a target that wrongly lets one through changes
// nothing. Requests without a valid token count on the client address's window
// (docs/design/rate-limit.md): every operation gets the missing and the invalid token, one operation
// per area the other malformed headers.
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { As, CheckContext } from '../run/context.js';
import type { Check } from '../run/types.js';
import { areaOf, examplePath } from './area.js';
import { safePath } from './paths.js';
import { checkProblem, codeStatusFailures, ERROR_CODES_PAGE } from './problems-document.js';

/** `error="…"` of a WWW-Authenticate header (RFC 6750), if any. */
export function bearerError(header: string | null): string | undefined {
  return header?.match(/\berror="([^"]*)"/)?.[1];
}

const AUTH_PAGE = 'introduction#authentication';

/** Checks a 401: the unauthorized problem, and a Bearer challenge whose `error` is the one expected. */
function checkUnauthorized(ctx: CheckContext, answer: Exchange, error: 'invalid_request' | 'invalid_token'): void {
  if (answer.status !== 401) return;
  checkProblem(ctx, answer, 'unauthorized');
  const challenge = answer.headers.get('www-authenticate');
  ctx.check(
    challenge !== null && /^bearer\b/i.test(challenge.trim()),
    `WWW-Authenticate ${JSON.stringify(challenge)} is not a Bearer challenge`,
    { exchange: answer, contract: { page: 'docs/design/auth.md' } },
  );
  const said = bearerError(challenge);
  ctx.check(said === error, `WWW-Authenticate's error is ${JSON.stringify(said)}, expected "${error}"`, {
    exchange: answer,
    contract: { page: 'docs/design/auth.md' },
  });
}

/** A token the target cannot know: token68 characters, the run's prefix in it. */
function unknownToken(ctx: CheckContext): string {
  return `${ctx.prefix}.not-a-token.${Math.random().toString(36).slice(2, 12)}`;
}

/** The operation each area is sampled by: its first read, else its first operation. */
function samplePerArea(operations: readonly ContractOperation[]): ContractOperation[] {
  const byArea = new Map<string, ContractOperation>();
  for (const operation of operations) {
    const area = areaOf(operation);
    const known = byArea.get(area);
    if (!known || (known.method !== 'GET' && operation.method === 'GET')) byArea.set(area, operation);
  }
  return [...byArea.values()];
}

/** Whether the read token (the `:read` scopes) lacks the operation's scope. */
function readTokenLacks(scopes: readonly string[]): boolean {
  return scopes.length > 0 && scopes.every((scope) => !scope.endsWith(':read'));
}

export function problemChecks(contract: KitContract): Check[] {
  const checks: Check[] = [];
  const secured = contract.operations.filter((op) => op.secured && op.operationId);
  for (const operation of secured) {
    const operationId = operation.operationId as string;
    checks.push({
      id: `problems.missing-token.${operationId}`,
      family: 'problems',
      area: areaOf(operation),
      title: `${operationId} without a token answers 401 unauthorized, WWW-Authenticate error="invalid_request"`,
      needs: [],
      contract: { operationId, status: 401, page: AUTH_PAGE },
      async run(ctx) {
        const answer = await ctx.call(operationId, { path: safePath(ctx, operation), as: 'none', expect: 401 });
        checkUnauthorized(ctx, answer, 'invalid_request');
      },
    });
    checks.push({
      id: `problems.invalid-token.${operationId}`,
      family: 'problems',
      area: areaOf(operation),
      title: `${operationId} with an unknown token answers 401 unauthorized, WWW-Authenticate error="invalid_token"`,
      needs: [],
      contract: { operationId, status: 401, page: AUTH_PAGE },
      async run(ctx) {
        const answer = await ctx.call(operationId, {
          path: safePath(ctx, operation),
          as: { token: unknownToken(ctx) },
          expect: 401,
        });
        checkUnauthorized(ctx, answer, 'invalid_token');
      },
    });
  }

  // The other malformed headers, one operation per area: each is `invalid_request` (no usable header).
  for (const operation of samplePerArea(secured)) {
    const operationId = operation.operationId as string;
    checks.push({
      id: `problems.malformed-authorization.${operationId}`,
      family: 'problems',
      area: areaOf(operation),
      title: `${operationId} with a malformed Authorization (Bearer without a token, another scheme, a bare token, a token with a space) answers 401 error="invalid_request"`,
      needs: [],
      contract: { operationId, status: 401, page: AUTH_PAGE },
      async run(ctx) {
        const token = ctx.token('main') as string;
        const malformed = [
          'Bearer',
          `Basic ${Buffer.from(`user:${token}`).toString('base64')}`,
          token,
          `Bearer ${token.slice(0, 4)} ${token.slice(4)}`,
        ];
        for (const authorization of malformed) {
          const answer = await ctx.call(operationId, {
            path: safePath(ctx, operation),
            as: { authorization },
            expect: 401,
          });
          checkUnauthorized(ctx, answer, 'invalid_request');
        }
      },
    });
    if (operation.method === 'GET')
      checks.push({
        id: `problems.scheme-any-case.${operationId}`,
        family: 'problems',
        area: areaOf(operation),
        title: `${operationId} accepts the scheme name in any case (BEARER, bEaReR) and several spaces before the token`,
        needs: ['read-token'],
        contract: { operationId, page: 'docs/design/edge-answers.md#bearer-scheme' },
        async run(ctx) {
          const token = ctx.token('read') as string;
          for (const authorization of [`BEARER ${token}`, `bEaReR ${token}`, `Bearer   ${token}`]) {
            const answer = await ctx.call(operationId, { path: examplePath(operation), as: { authorization } });
            ctx.check(
              answer.status !== 401,
              `"${authorization.split(' ')[0]}" with ${authorization.split(' ').length - 2} extra spaces answered ${answer.status}: the scheme name is case-insensitive, then one or more spaces`,
              { exchange: answer },
            );
          }
        },
      });
  }

  // 403 insufficient_scope: the read token on every operation that needs another scope.
  for (const operation of secured.filter((op) => readTokenLacks(op.scopes))) {
    const operationId = operation.operationId as string;
    checks.push({
      id: `problems.insufficient-scope.${operationId}`,
      family: 'problems',
      area: areaOf(operation),
      title: `${operationId} with a token without ${operation.scopes.join(' or ')} answers 403 insufficient_scope naming the scope`,
      needs: ['read-token'],
      contract: { operationId, status: 403, page: 'docs/design/auth.md' },
      async run(ctx) {
        const as: As = 'read';
        const answer = await ctx.call(operationId, { path: safePath(ctx, operation), as, expect: 403 });
        if (answer.status !== 403) return;
        const problem = checkProblem(ctx, answer, 'insufficient_scope');
        const detail = typeof problem?.detail === 'string' ? problem.detail : '';
        ctx.check(
          operation.scopes.some((scope) => detail.includes(scope)),
          `detail ${JSON.stringify(detail)} does not name the scope ${operation.scopes.join(' or ')}`,
          { exchange: answer },
        );
        // The document declares no challenge on 403; one sent anyway must say why (RFC 6750 §3.1).
        const challenge = answer.headers.get('www-authenticate');
        if (challenge !== null)
          ctx.check(
            bearerError(challenge) === 'insufficient_scope',
            `a 403 for a missing scope sends WWW-Authenticate ${JSON.stringify(challenge)}, whose error is not "insufficient_scope"`,
            { exchange: answer },
          );
      },
    });
  }
  checks.push({
    id: 'problems.code-statuses',
    family: 'problems',
    area: 'api',
    title:
      "every problem the run received has a status the document gives its code (the introduction's Error codes table, the responses' examples, the operation's own Error codes), and one title per code (RFC 9457: a problem type's title does not change from occurrence to occurrence)",
    needs: [],
    contract: { page: ERROR_CODES_PAGE },
    // After the others: it judges every 4xx and 5xx answer any check of the run received.
    exclusive: true,
    run: (ctx) => judgeSeenProblems(ctx),
  });
  return checks;
}

/** Judges each problem the run received, once per operation, code and status (the first such answer as evidence). */
async function judgeSeenProblems(ctx: CheckContext): Promise<void> {
  const judged = new Set<string>();
  /** The first title seen for each code, with its answer. */
  const titles = new Map<string, { title: unknown; exchange: Exchange }>();
  for (const exchange of ctx.refusals) {
    const { code, title } = (exchange.json ?? {}) as { code?: unknown; title?: unknown };
    if (typeof code !== 'string') continue;
    const first = titles.get(code);
    if (!first) titles.set(code, { title, exchange });
    else if (first.title !== title)
      ctx.check(
        false,
        `code "${code}" came with the title ${JSON.stringify(first.title)} (${first.exchange.operationId ?? `${first.exchange.request.method} ${first.exchange.request.url}`}) and ${JSON.stringify(title)}: one problem type, one title`,
        { exchange, contract: { page: ERROR_CODES_PAGE } },
      );
    const key = `${exchange.operationId ?? exchange.request.method} ${code} ${exchange.status}`;
    if (judged.has(key)) continue;
    judged.add(key);
    for (const failure of codeStatusFailures(ctx.contract, exchange))
      ctx.check(false, failure.message, { exchange, contract: failure.contract });
  }
  if (judged.size === 0) ctx.notExercised('no check run before it received a problem document to judge');
}
