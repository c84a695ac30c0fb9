// Validation (docs/design/errors.md#validation-errors, the introduction's "Requests and responses"
// and "Errors"): for every operation with input, bodies and parameters broken as the document's
// schemas say (invalid-inputs.ts) answer 400 validation_failed listing each broken field — a JSON
// Pointer into the body, or `query/…`, `path/…`, `header/…` — with the code of the keyword broken;
// each DNS record type's own fields (the oneOf members the discriminator picks); malformed JSON and
// another media type answer their documented 400s; a refused create creates nothing (the list says
// so); and the DNS name rules of docs/design/dns-names.md (validation-dns.ts). Every request is
// refused, so the family runs with --read-only; the resources it addresses are found through the
// lists (validation-targets.ts), and a target that wrongly accepts a create has what it created
// tracked and deleted at the end.
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { As, CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check } from '../run/types.js';
import { areaOf } from './area.js';
import {
  breakingRounds,
  bodyVariants,
  crossVariant,
  type ExpectedErrors,
  fieldRules,
  invalidParameterValues,
  type InvalidParameter,
  jsonBody,
  missingAndUnknown,
  propertiesOf,
  UNKNOWN_FIELD,
} from './invalid-inputs.js';
import { safePath } from './paths.js';
import { checkProblem, type FieldError } from './problems-document.js';
import { dnsNameChecks } from './validation-dns.js';
import { addressed, keyOf } from './validation-targets.js';

const PAGE = 'docs/design/errors.md#validation-errors';
/** Rounds of broken fields for a oneOf member other than the first (each member's own fields). */
const OTHER_VARIANT_ROUNDS = 2;

/** The read token where the operation needs only `:read` scopes (or none), else the main one. */
export function tokenFor(ctx: CheckContext, operation: ContractOperation): As {
  return ctx.options.readToken && operation.scopes.every((scope) => scope.endsWith(':read')) ? 'read' : 'main';
}

/** Path values for an operation's refused requests: resources the target holds, else not exercised. */
export async function pathFor(ctx: CheckContext, operation: ContractOperation, accept?: (item: Resource) => boolean) {
  const found = await addressed(ctx, operation, accept);
  if (!found) ctx.notExercised(`the target lists nothing to address ${operation.path} with`);
  return found;
}

/** Every expected field error listed, with one of its codes; no field named that is not broken. */
export function checkFieldErrors(
  ctx: CheckContext,
  answer: Exchange,
  expected: ExpectedErrors,
  what: string,
  options: { onlyExpected?: boolean } = {},
): void {
  if (answer.status !== 400) return;
  const problem = checkProblem(ctx, answer, 'validation_failed', {
    operationId: answer.operationId,
    status: 400,
    page: PAGE,
  });
  const errors: FieldError[] = Array.isArray(problem?.errors) ? problem.errors : [];
  for (const [field, codes] of expected) {
    // A combiner's own error at the root ("" for a oneOf body) need not be listed besides its fields'.
    if (field === '' && expected.size > 1) continue;
    const listed = errors.filter((error) => error.field === field);
    ctx.check(
      listed.length > 0,
      `${what}: errors[] does not name the field "${field}" (${[...codes].join(' or ')}); it lists ${JSON.stringify(errors.map((e) => e.field))}`,
      { exchange: answer, contract: { operationId: answer.operationId, status: 400, page: PAGE } },
    );
    if (listed.length > 0)
      ctx.check(
        listed.some((error) => codes.has(error.code)),
        `${what}: the field "${field}" has code ${JSON.stringify(listed.map((e) => e.code))}, expected ${[...codes].join(' or ')}`,
        { exchange: answer, contract: { pointer: `${ctx.contract.schemaPointer('FieldError')}/properties/code` } },
      );
  }
  if (options.onlyExpected !== false)
    for (const error of errors) {
      if (typeof error?.field !== 'string' || expected.has(error.field)) continue;
      const parent = [...expected.keys()].some((field) => field !== '' && error.field.startsWith(`${field}/`));
      ctx.check(parent, `${what}: errors[] names "${error.field}" (${error.code}), which the request does not break`, {
        exchange: answer,
        contract: { operationId: answer.operationId, status: 400, page: PAGE },
      });
    }
}

function bodyOperations(contract: KitContract): ContractOperation[] {
  return contract.operations.filter((op) => op.operationId && jsonBody(op)?.schema);
}

/** Sends an invalid body; the answer must be the 400 naming its fields. */
async function refuseBody(
  ctx: CheckContext,
  operation: ContractOperation,
  path: Record<string, string | number>,
  body: unknown,
  expected: ExpectedErrors,
  what: string,
): Promise<Exchange> {
  const answer = await ctx.call(operation.operationId as string, {
    path,
    body,
    as: tokenFor(ctx, operation),
    expect: 400,
    contract: { operationId: operation.operationId as string, status: 400, page: PAGE },
  });
  checkFieldErrors(ctx, answer, expected, what);
  return answer;
}

function bodyChecks(contract: KitContract): Check[] {
  const rules = fieldRules(contract);
  const checks: Check[] = [];
  for (const operation of bodyOperations(contract)) {
    const operationId = operation.operationId as string;
    const variants = bodyVariants(contract, operation);
    if (variants.length === 0) continue;
    const isReplaceOfTyped = operation.method !== 'POST' && variants.length > 1;
    checks.push({
      id: `validation.body.${operationId}`,
      family: 'validation',
      area: areaOf(operation),
      title: `${operationId} refuses every required field missing, an unknown field, and each field of the wrong type or past each bound of its schema${variants.length > 1 ? ' (each type by its own fields)' : ''}: 400 validation_failed naming each field and its code`,
      needs: [],
      contract: { operationId, status: 400, pointer: jsonBody(operation)?.schema?.pointer, page: PAGE },
      async run(ctx) {
        // A replacement keeps its record's type: only that member's rules apply to it.
        const found = await pathFor(ctx, operation, (item) =>
          isReplaceOfTyped ? variants.some((v) => v.variant === item.type) : true,
        );
        const chosen = isReplaceOfTyped ? variants.filter((v) => v.variant === found.item?.type) : variants;
        for (const [index, variant] of chosen.entries()) {
          const label = variant.variant ? `${variant.variant}: ` : '';
          const cases = [
            missingAndUnknown(rules, variant),
            ...breakingRounds(contract, rules, variant, index === 0 ? Number.POSITIVE_INFINITY : OTHER_VARIANT_ROUNDS),
          ];
          const cross = variant.variant ? crossVariant(rules, variant, variants) : undefined;
          if (cross) cases.push(cross);
          for (const invalid of cases)
            await refuseBody(ctx, operation, found.values, invalid.body, invalid.expected, `${label}${invalid.detail}`);
        }
      },
    });
  }
  return checks;
}

/** Malformed JSON and another media type: the documented 400s, one operation per area. */
function mediaChecks(contract: KitContract): Check[] {
  const byArea = new Map<string, ContractOperation>();
  for (const operation of bodyOperations(contract))
    if (!byArea.has(areaOf(operation))) byArea.set(areaOf(operation), operation);
  const invalidJson = contract.errorCodes.includes('invalid_json') ? 'invalid_json' : 'validation_failed';
  const otherMedia = contract.errorCodes.includes('unsupported_media_type')
    ? 'unsupported_media_type'
    : 'validation_failed';
  return [...byArea.values()].map((operation): Check => {
    const operationId = operation.operationId as string;
    return {
      id: `validation.media.${operationId}`,
      family: 'validation',
      area: areaOf(operation),
      title: `${operationId} answers malformed JSON with 400 ${invalidJson} and a body of another media type with 400 ${otherMedia}`,
      needs: [],
      contract: { operationId, status: 400, page: 'introduction#requests-and-responses' },
      async run(ctx) {
        const found = await pathFor(ctx, operation);
        const example = bodyVariants(ctx.contract, operation)[0]?.example ?? {};
        const text = JSON.stringify(example);
        const cases: [string, string, string][] = [
          [text.slice(0, -1), 'application/json', invalidJson],
          [text, 'text/plain', otherMedia],
        ];
        for (const [rawBody, contentType, code] of cases) {
          const answer = await ctx.call(operationId, {
            path: found.values,
            rawBody,
            contentType,
            as: tokenFor(ctx, operation),
            expect: 400,
          });
          if (answer.status === 400)
            checkProblem(ctx, answer, code, { operationId, status: 400, page: 'introduction#errors' });
        }
      },
    };
  });
}

/** Parameters past their schema's bounds: every invalid parameter named, rounds of one value each. */
function parameterChecks(contract: KitContract): Check[] {
  const rules = fieldRules(contract);
  const checks: Check[] = [];
  const sampledHeaderArea = new Set<string>();
  const sampledPathArea = new Set<string>();
  for (const operation of contract.operations.filter((op) => op.operationId)) {
    const operationId = operation.operationId as string;
    const area = areaOf(operation);
    // Header parameters (Idempotency-Key) are the same on every operation: one per area.
    // So are the path parameters of the writes (the reads, as the read token, check them all).
    const withHeaders = operation.parameters.some((p) => p.in === 'header') && !sampledHeaderArea.has(area);
    if (withHeaders) sampledHeaderArea.add(area);
    const read = operation.method === 'GET';
    const withPath = read || !sampledPathArea.has(area);
    if (!read && operation.parameters.some((p) => p.in === 'path')) sampledPathArea.add(area);
    const perParameter = operation.parameters
      .filter((p) => (p.in !== 'header' || withHeaders) && (p.in !== 'path' || withPath))
      .map((p) => invalidParameterValues(contract, rules, p))
      .filter((values) => values.length > 0);
    if (perParameter.length === 0) continue;
    const rounds = Math.max(...perParameter.map((values) => values.length));
    checks.push({
      id: `validation.parameters.${operationId}`,
      family: 'validation',
      area,
      title: `${operationId} refuses each parameter past each bound of its schema (${perParameter.map((v) => `${v[0]?.parameter.in}/${v[0]?.parameter.name}`).join(', ')}): 400 validation_failed naming each`,
      needs: [],
      contract: { operationId, status: 400, page: PAGE },
      async run(ctx) {
        for (let round = 0; round < rounds; round++) {
          const broken = perParameter.map((values) => values[round]).filter((v): v is InvalidParameter => !!v);
          const path: Record<string, string | number> = { ...safePath(ctx, operation) };
          const query: [string, string][] = [];
          const headers: Record<string, string> = {};
          const expected: ExpectedErrors = new Map();
          for (const { parameter, raw, codes } of broken) {
            if (parameter.in === 'path') path[parameter.name] = raw;
            else if (parameter.in === 'query') query.push([parameter.name, raw]);
            else headers[parameter.name] = raw;
            expected.set(`${parameter.in}/${parameter.name}`, codes);
          }
          // Refused before any resource is looked at: as the second account where the run has one
          // (its window is the run's least spent: docs/design/conformance-kit.md#the-runs-own-pace).
          const answer = await ctx.call(operationId, {
            path,
            query,
            headers,
            as:
              ctx.spareToken(tokenFor(ctx, operation) === 'read' ? ['alt', 'read', 'main'] : ['alt', 'main']) ?? 'main',
            expect: 400,
            contract: { operationId, status: 400, page: PAGE },
          });
          checkFieldErrors(
            ctx,
            answer,
            expected,
            broken
              .map((b) => `${b.parameter.in}/${b.parameter.name}=${JSON.stringify(b.raw.slice(0, 40))} (${b.keyword})`)
              .join(', '),
          );
        }
      },
    });
  }
  return checks;
}

/** The list operation of a create (the GET of the same path) and the DELETE of its items. */
function listAndDelete(contract: KitContract, create: ContractOperation) {
  const list = contract.operations.find(
    (op) =>
      op.method === 'GET' &&
      op.path === create.path &&
      op.operationId &&
      contract.spec(op.operationId).success.kind === 'list',
  );
  const remove = contract.operations.find(
    (op) =>
      op.method === 'DELETE' &&
      op.path.startsWith(create.path) &&
      /^\{[^}]+\}\/$/.test(op.path.slice(create.path.length)),
  );
  return { list, remove };
}

/** The example with a string field carrying a marker of the run, still valid (a name, a description…). */
function markedBody(contract: KitContract, pointer: string, example: Record<string, unknown>, marker: string) {
  const rules = fieldRules(contract);
  const properties = propertiesOf(contract, pointer);
  const fields = ['name', 'description', ...Object.keys(properties)];
  for (const field of fields) {
    if (!(field in properties)) continue;
    const current = example[field];
    const options = [marker, typeof current === 'string' ? current.replace(/^[^.]+/, marker) : undefined];
    for (const value of options) {
      if (value === undefined) continue;
      const body = { ...example, [field]: value };
      if (rules.valid(pointer, body)) return body;
    }
  }
  return undefined;
}

function nothingCreatedChecks(contract: KitContract): Check[] {
  const checks: Check[] = [];
  for (const operation of bodyOperations(contract).filter((op) => op.method === 'POST')) {
    const operationId = operation.operationId as string;
    const { list, remove } = listAndDelete(contract, operation);
    if (!list || contract.spec(operationId).success.status !== 201) continue;
    checks.push({
      id: `validation.nothing-created.${operationId}`,
      family: 'validation',
      area: areaOf(operation),
      title: `${operationId} with a valid body and one unknown field answers 400 unknown_field and creates nothing (${list.operationId} shows none)`,
      needs: [],
      contract: { operationId, status: 400, page: 'introduction#errors' },
      async run(ctx) {
        const found = await pathFor(ctx, operation);
        const variant = bodyVariants(ctx.contract, operation)[0];
        if (!variant) return ctx.notExercised(`${operationId} has no request example`);
        const marker = ctx.fixtures.name('val');
        const body = markedBody(ctx.contract, variant.pointer, variant.example, marker);
        if (!body) return ctx.notExercised(`no field of ${operationId}'s body can carry the run's name`);
        const expected: ExpectedErrors = new Map([[`/${UNKNOWN_FIELD}`, new Set(['unknown_field'])]]);
        const answer = await refuseBody(
          ctx,
          operation,
          found.values,
          { ...body, [UNKNOWN_FIELD]: true },
          expected,
          'one unknown field',
        );
        const listed = await ctx.call(list.operationId as string, {
          path: found.values,
          query: { per_page: 100 },
          as: tokenFor(ctx, list),
          expect: 200,
        });
        const items = (listed.json as { data?: Resource[] } | undefined)?.data ?? [];
        const created = items.filter((item) => JSON.stringify(item).includes(marker));
        // Whatever a faulty target created is the run's: it is deleted at the end.
        for (const item of created) trackCreated(ctx, remove, found.values, item);
        ctx.check(
          created.length === 0,
          `the refused ${operationId} (${answer.status}) created ${created.length} resource(s): ${list.operationId} lists ${JSON.stringify(created.map((i) => i.id ?? i.name))}`,
          { exchange: listed, contract: { operationId, status: 400, page: 'introduction#errors' } },
        );
      },
    });
  }
  return checks;
}

function trackCreated(
  ctx: CheckContext,
  remove: ContractOperation | undefined,
  values: Record<string, string | number>,
  item: Resource,
): void {
  if (remove?.operationId === 'deleteServer') {
    ctx.fixtures.trackServer(item);
    return;
  }
  const parameter = remove?.parameters.filter((p) => p.in === 'path').at(-1)?.name;
  const key = parameter ? keyOf(parameter, item) : undefined;
  if (!remove || !parameter || !key) return;
  const value = item[key] as string | number;
  ctx.fixtures.track(
    String(remove.tags[0] ?? 'resource'),
    String(value),
    String(item.name ?? value),
    async (cleanup) => {
      await cleanup.call(remove.operationId as string, { path: { ...values, [parameter]: value } });
    },
  );
}

export function validationChecks(contract: KitContract): Check[] {
  return [
    ...bodyChecks(contract),
    ...mediaChecks(contract),
    ...parameterChecks(contract),
    ...nothingCreatedChecks(contract),
    ...dnsNameChecks(contract),
  ];
}
