// What every problem document must say, beyond its schema (docs/design/errors.md): `type` as the
// document's convention (each code's problem example gives its URI, which ends with the code),
// `code` one of ErrorCode and the status the document's examples give it, a `title`, `status` the
// HTTP status, `request_id` the `X-Request-Id` header, and each `errors[].field` a JSON Pointer
// (RFC 6901) into the request's body, or `query/<name>`, `path/<name>`, `header/<name>` naming a
// parameter of the request. Used by the problems, validation and edges families on every refusal.
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { ContractRef } from '../run/types.js';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface ProblemBody {
  type?: unknown;
  title?: unknown;
  status?: unknown;
  code?: unknown;
  detail?: unknown;
  request_id?: unknown;
  errors?: FieldError[];
}

const typeCache = new WeakMap<KitContract, Map<string, string>>();

/** The `type` the document's problem examples give each code. */
export function problemTypeOf(contract: KitContract, code: string): string | undefined {
  let types = typeCache.get(contract);
  if (!types) {
    types = new Map();
    for (const example of contract.model.examples) {
      const value = example.value as { code?: unknown; type?: unknown } | undefined;
      if (typeof value?.code === 'string' && typeof value.type === 'string' && !types.has(value.code))
        types.set(value.code, value.type);
    }
    typeCache.set(contract, types);
  }
  return types.get(code);
}

/** RFC 6901: empty, or `/`-separated tokens where `~` is only ever `~0` or `~1`. */
export function isJsonPointer(text: string): boolean {
  return text === '' || (text.startsWith('/') && !/~(?![01])/.test(text));
}

/** The tokens of a JSON Pointer, unescaped. */
export function pointerTokens(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Whether a pointer's parent (the object or array that holds, or would hold, the field) is in a value. */
function parentExists(value: unknown, pointer: string): boolean {
  const tokens = pointerTokens(pointer).slice(0, -1);
  let node = value;
  for (const token of tokens) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[token];
  }
  return typeof node === 'object' && node !== null;
}

function sentBody(exchange: Exchange): unknown {
  if (exchange.request.body === undefined) return undefined;
  try {
    return JSON.parse(exchange.request.body);
  } catch {
    return undefined;
  }
}

/**
 * Checks the problem document of a refusal. `code` is the code the contract requires here (or
 * undefined when any documented code is acceptable); returns the body when it is one.
 */
export function checkProblem(
  ctx: CheckContext,
  exchange: Exchange,
  code: string | undefined,
  contract?: ContractRef,
): ProblemBody | undefined {
  const evidence = { exchange, ...(contract ? { contract } : {}) };
  const mediaType = (exchange.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  ctx.check(mediaType === PROBLEM_MEDIA_TYPE, `Content-Type is "${mediaType}", not ${PROBLEM_MEDIA_TYPE}`, evidence);
  if (typeof exchange.json !== 'object' || exchange.json === null || Array.isArray(exchange.json)) {
    ctx.check(
      false,
      `the ${exchange.status} answer is not a problem document: ${exchange.text.slice(0, 200)}`,
      evidence,
    );
    return undefined;
  }
  const problem = exchange.json as ProblemBody;
  if (code !== undefined)
    ctx.check(problem.code === code, `code ${JSON.stringify(problem.code)}, expected "${code}"`, evidence);
  if (typeof problem.code === 'string') {
    ctx.check(
      ctx.contract.errorCodes.includes(problem.code),
      `code "${problem.code}" is not one of the document's ErrorCode`,
      { ...evidence, contract: { pointer: ctx.contract.schemaPointer('ErrorCode') } },
    );
    const documentedStatus = ctx.contract.statusOfCode(problem.code);
    if (documentedStatus !== undefined)
      ctx.check(
        exchange.status === documentedStatus,
        `code "${problem.code}" comes with ${documentedStatus} in the document's examples, answered with ${exchange.status}`,
        { ...evidence, contract: { page: 'introduction#error-codes' } },
      );
    const type = problemTypeOf(ctx.contract, problem.code);
    if (type !== undefined)
      ctx.check(
        problem.type === type,
        `type ${JSON.stringify(problem.type)}, the document's type of "${problem.code}" is "${type}"`,
        { ...evidence, contract: { pointer: `${ctx.contract.schemaPointer('Problem')}/properties/type` } },
      );
    else
      ctx.check(
        typeof problem.type === 'string' && problem.type.endsWith(`/${problem.code}`),
        `type ${JSON.stringify(problem.type)} does not end with the code "${problem.code}"`,
        { ...evidence, contract: { pointer: `${ctx.contract.schemaPointer('Problem')}/properties/type` } },
      );
  } else {
    ctx.check(false, `the problem has no code (${JSON.stringify(problem.code)})`, evidence);
  }
  ctx.check(
    typeof problem.title === 'string' && problem.title.trim().length > 0,
    `title ${JSON.stringify(problem.title)} is not a summary`,
    evidence,
  );
  ctx.check(
    problem.status === exchange.status,
    `status ${JSON.stringify(problem.status)} is not the HTTP status`,
    evidence,
  );
  const requestId = exchange.headers.get('x-request-id');
  ctx.check(
    requestId !== null && problem.request_id === requestId,
    `request_id ${JSON.stringify(problem.request_id)} is not the X-Request-Id header (${requestId})`,
    evidence,
  );
  if (problem.code === 'validation_failed' || problem.errors !== undefined) checkFieldErrors(ctx, exchange, problem);
  return problem;
}

/** `errors[]` only with validation_failed, each `field` a pointer into the request or a parameter of it. */
function checkFieldErrors(ctx: CheckContext, exchange: Exchange, problem: ProblemBody): void {
  const evidence = { exchange, contract: { pointer: `${ctx.contract.schemaPointer('FieldError')}/properties/field` } };
  if (problem.code !== 'validation_failed') {
    ctx.check(false, `errors[] is sent with "${String(problem.code)}"; it comes with validation_failed only`, {
      exchange,
    });
    return;
  }
  if (!Array.isArray(problem.errors) || problem.errors.length === 0) {
    ctx.check(false, 'a validation_failed problem lists no errors[]', { exchange });
    return;
  }
  const operation = exchange.operationId ? ctx.contract.operation(exchange.operationId) : undefined;
  const url = new URL(exchange.request.url);
  const body = sentBody(exchange);
  for (const error of problem.errors) {
    const field = error?.field;
    if (typeof field !== 'string') {
      ctx.check(false, `errors[] has an entry without a field: ${JSON.stringify(error)}`, evidence);
      continue;
    }
    const parameter = /^(query|path|header)\/(.+)$/.exec(field);
    if (parameter) {
      const [, location, name] = parameter as unknown as [string, string, string];
      const known =
        operation?.parameters.some(
          (p) =>
            p.in === location &&
            (location === 'header' ? p.name.toLowerCase() === name.toLowerCase() : p.name === name),
        ) ||
        (location === 'query' && url.searchParams.has(name)) ||
        (location === 'header' &&
          Object.keys(exchange.request.headers).some((h) => h.toLowerCase() === name.toLowerCase()));
      ctx.check(!!known, `errors[].field "${field}" names no parameter of the request`, evidence);
      continue;
    }
    if (!isJsonPointer(field)) {
      ctx.check(
        false,
        `errors[].field "${field}" is neither a JSON Pointer (RFC 6901) nor query/, path/, header/`,
        evidence,
      );
      continue;
    }
    if (field !== '' && body !== undefined)
      ctx.check(parentExists(body, field), `errors[].field "${field}" points nowhere into the body sent`, evidence);
  }
}
