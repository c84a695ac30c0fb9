// What every problem document must say, beyond its schema (docs/design/errors.md): `type` as the
// document's convention (each code's problem example gives its URI, which ends with the code),
// `code` one of ErrorCode and a status the document gives it (codeStatuses: the introduction's table
// and the responses' examples; operationCodeStatuses: an operation's own `Error codes:`), a `title`, `status` the
// HTTP status, `request_id` the `X-Request-Id` header, and each `errors[].field` a JSON Pointer
// (RFC 6901) into the request's body, or `query/<name>`, `path/<name>`, `header/<name>` naming a
// parameter of the request. Used by the problems, validation and edges families on every refusal.
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { ContractRef } from '../run/types.js';
import { introductionSection, markdownTable } from './state-tables.js';

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

export const ERROR_CODES_PAGE = 'introduction#error-codes';

/** The HTTP statuses in a cell or a sentence: `503 (502, 504 from a gateway)` → 503, 502, 504. */
function statusesIn(text: string): number[] {
  return [...text.matchAll(/\b([1-5]\d\d)\b/g)].map((match) => Number(match[1]));
}

function add(map: Map<string, Set<number>>, code: string, statuses: readonly number[]): void {
  if (statuses.length === 0) return;
  const known = map.get(code) ?? new Set<number>();
  for (const status of statuses) known.add(status);
  map.set(code, known);
}

/** The problem examples of an operation's documented responses: each code with its response's status. */
function responseCodes(operation: ContractOperation, map: Map<string, Set<number>>): void {
  for (const response of operation.responses) {
    const declared = /^\d{3}$/.test(response.status) ? Number(response.status) : undefined;
    for (const media of response.content) {
      for (const example of media.examples) {
        const value = example.value as { code?: unknown; status?: unknown } | undefined;
        if (typeof value?.code !== 'string') continue;
        // Under `default` the example's own status says which it is (405, 503, 502).
        const status = declared ?? (typeof value.status === 'number' ? value.status : undefined);
        if (status !== undefined) add(map, value.code, [status]);
      }
    }
  }
}

const catalogCache = new WeakMap<KitContract, Map<string, Set<number>>>();

/**
 * The statuses the document gives each error code: the introduction's "Error codes" table (its
 * `Status` column) and the problem examples of every operation's documented responses (the response's
 * status; under `default`, the example's). Derived, never copied (docs/design/errors.md#codes).
 */
export function codeStatuses(contract: KitContract): Map<string, Set<number>> {
  let map = catalogCache.get(contract);
  if (map) return map;
  map = new Map();
  for (const row of markdownTable(introductionSection(contract, 'Error codes'), 'Code')) {
    const code = /`([a-z_]+)`/.exec(row.Code ?? '')?.[1];
    if (code) add(map, code, statusesIn(row.Status ?? ''));
  }
  for (const operation of contract.operations) responseCodes(operation, map);
  catalogCache.set(contract, map);
  return map;
}

const operationCache = new WeakMap<KitContract, Map<string, Map<string, Set<number>> | undefined>>();

/**
 * The codes an operation's description lists, each with the status it gives: its `Error codes:`
 * paragraph (`` `invalid_state` (400, …) ``). Undefined when it has no such paragraph. The paragraphs
 * leave out codes the state tables and the introduction imply, so only the statuses are judged
 * (docs/design/conformance-kit.md#every-problems-status).
 */
export function operationCodeStatuses(
  contract: KitContract,
  operationId: string,
): Map<string, Set<number>> | undefined {
  let byOperation = operationCache.get(contract);
  if (!byOperation) {
    byOperation = new Map();
    operationCache.set(contract, byOperation);
  }
  if (byOperation.has(operationId)) return byOperation.get(operationId);
  const operation = contract.operation(operationId);
  const paragraph = (operation.description ?? '').split(/Error codes:/)[1]?.split(/\n\s*\n|Scope:/)[0];
  if (paragraph === undefined) {
    byOperation.set(operationId, undefined);
    return undefined;
  }
  const map = new Map<string, Set<number>>();
  for (const match of paragraph.matchAll(/`([a-z_]+)` \(([^)]*)\)/g))
    add(map, match[1] as string, statusesIn(match[2] as string).slice(0, 1));
  byOperation.set(operationId, map);
  return map;
}

/**
 * Judges one answer's problem code against the statuses the document gives it: the catalog's, and
 * the answering operation's own list where it has one. Answers the failures' messages (none: fine).
 */
export function codeStatusFailures(
  contract: KitContract,
  exchange: Exchange,
): { message: string; contract: ContractRef }[] {
  const code = (exchange.json as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return [];
  const failures: { message: string; contract: ContractRef }[] = [];
  const catalog = codeStatuses(contract).get(code);
  if (catalog && !catalog.has(exchange.status))
    failures.push({
      message: `code "${code}" is documented with ${[...catalog].join(' or ')}, answered with ${exchange.status}`,
      contract: { status: [...catalog][0] as number, page: ERROR_CODES_PAGE },
    });
  // An operation's own list is judged for the statuses it gives; a code missing from it is not a
  // failure (resizeServer's invalid_state, reinstallServer's resource_locked are implied elsewhere).
  const operationId = exchange.operationId;
  const statuses = operationId ? operationCodeStatuses(contract, operationId)?.get(code) : undefined;
  if (operationId && statuses && !statuses.has(exchange.status) && (!catalog || catalog.has(exchange.status)))
    failures.push({
      message: `${operationId} lists "${code}" with ${[...statuses].join(' or ')}, answered with ${exchange.status}`,
      contract: { operationId, status: [...statuses][0] as number, page: 'docs/design/errors.md#codes' },
    });
  return failures;
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
    const documented = codeStatuses(ctx.contract).get(problem.code);
    if (documented !== undefined)
      ctx.check(
        documented.has(exchange.status),
        `code "${problem.code}" is documented with ${[...documented].join(' or ')}, answered with ${exchange.status}`,
        { ...evidence, contract: { page: ERROR_CODES_PAGE } },
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
  // A summary for people (RFC 9457), not the machine's identifier again: neither the code nor one like it.
  ctx.check(
    typeof problem.title === 'string' &&
      problem.title.trim().length > 0 &&
      problem.title !== problem.code &&
      !/^[a-z0-9]+(_[a-z0-9]+)+$/.test(problem.title),
    `title ${JSON.stringify(problem.title)} is not a summary for people`,
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
