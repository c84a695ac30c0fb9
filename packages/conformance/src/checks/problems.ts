// Problems and auth: every refusal is a problem document (type, code of the document's ErrorCode,
// status, request_id = X-Request-Id, errors[].field a JSON Pointer); 401 for a missing or invalid
// token with WWW-Authenticate's `error` saying which, 403 insufficient_scope for a token without the
// operation's scope. Every request here is refused, so the whole family is safe with --read-only.
import type { KitContract } from '../contract/document.js';
import type { CheckContext } from '../run/context.js';
import type { Check } from '../run/types.js';
import { areaOf, examplePath } from './area.js';

/** `error="…"` of a WWW-Authenticate header (RFC 6750), if any. */
export function bearerError(header: string | null): string | undefined {
  return header?.match(/\berror="([^"]*)"/)?.[1];
}

export function problemChecks(contract: KitContract): Check[] {
  const checks: Check[] = [];
  for (const operation of contract.operations.filter((op) => op.secured)) {
    const operationId = operation.operationId as string;
    checks.push({
      id: `problems.missing-token.${operationId}`,
      family: 'problems',
      area: areaOf(operation),
      title: `${operationId} without a token answers 401 unauthorized, WWW-Authenticate error="invalid_request"`,
      needs: [],
      contract: { operationId, status: 401, page: 'introduction#authentication' },
      async run(ctx: CheckContext) {
        const answer = await ctx.call(operationId, { path: examplePath(operation), as: 'none', expect: 401 });
        const problem = ctx.body(answer);
        ctx.check(problem.code === 'unauthorized', `code ${JSON.stringify(problem.code)}, expected "unauthorized"`, {
          exchange: answer,
        });
        const error = bearerError(answer.headers.get('www-authenticate'));
        ctx.check(
          error === 'invalid_request',
          `WWW-Authenticate's error is ${JSON.stringify(error)}, expected "invalid_request" (no credentials)`,
          {
            exchange: answer,
          },
        );
      },
    });
  }
  return checks;
}
