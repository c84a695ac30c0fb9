// The checks of the stateless level (--stateless): a target that keeps no state and serves the
// document's examples, picked with Prism's `Prefer: code=…, example=…` (the mock,
// packages/conformance/README.md, "A stateless target"). What such a target can show is that every
// answer it gives is the document's: every operation × documented status × named example asked for
// and served as written, conforming to its shape (src/contract/shape.ts); every secured operation
// without a valid bearer token answering its 401; every input its schemas refuse answering its 400.
// The requests are the document's examples; the invalid inputs are src/checks/invalid-inputs.ts's.
import type { ContractOperation, ContractResponse, NamedExample } from '@vps-hosting/api/contract';
import { areaOf, examplePath } from '../checks/area.js';
import {
  breakingRounds,
  bodyVariants,
  fieldRules,
  invalidParameterValues,
  missingAndUnknown,
} from '../checks/invalid-inputs.js';
import type { KitContract } from '../contract/document.js';
import type { CallArgs } from '../run/context.js';
import type { Check } from '../run/types.js';

/** The request header Prism reads to pick a documented answer (not part of the contract). */
export const PREFER = 'Prefer';

/** An operation of a path (not a webhook), with its operationId. */
function pathOperations(contract: KitContract): ContractOperation[] {
  return contract.operations.filter((operation) => operation.operationId && operation.path.startsWith('/'));
}

/** The documented example of a parameter as the wire carries it. */
function wire(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The operation's request built from its examples: path, required query and header parameters, body. */
export function exampleRequest(operation: ContractOperation): Pick<CallArgs, 'path' | 'query' | 'headers' | 'body'> {
  const query: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (!parameter.required || parameter.example === undefined) continue;
    if (parameter.in === 'query') query.push([parameter.name, wire(parameter.example)]);
    if (parameter.in === 'header') headers[parameter.name] = wire(parameter.example);
  }
  const media = operation.requestBody?.content.find((candidate) => /json/.test(candidate.mediaType));
  const body = media?.examples[0]?.value ?? media?.example;
  return { path: examplePath(operation), query, headers, ...(body !== undefined ? { body } : {}) };
}

/** The status a `Prefer` asks for: the documented one, or for `default` the example's own `status`. */
function preferredStatus(response: ContractResponse, example: NamedExample | undefined): number | undefined {
  if (/^\d{3}$/.test(response.status)) return Number(response.status);
  const status = (example?.value as { status?: unknown } | undefined)?.status;
  return response.status === 'default' && typeof status === 'number' ? status : undefined;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One check per operation × documented status: each of its named examples asked for and served. */
function exampleCheck(operation: ContractOperation, response: ContractResponse): Check {
  const operationId = operation.operationId as string;
  const examples = response.content.flatMap((media) => media.examples);
  return {
    id: `responses.example.${operationId}.${response.status}`,
    family: 'responses',
    area: areaOf(operation),
    title: `${operationId}'s documented ${response.status}, each named example asked for with Prefer, is served as written and conforms`,
    needs: [],
    contract: { operationId, status: response.status, pointer: response.pointer },
    async run(ctx) {
      if (examples.length === 0 && response.content.length > 0)
        ctx.fail(`${operationId} ${response.status} has a body but no named example to ask for`, {
          contract: { operationId, status: response.status, pointer: response.pointer },
        });
      for (const example of examples.length > 0 ? examples : [undefined]) {
        const status = preferredStatus(response, example);
        if (status === undefined)
          ctx.fail(`${operationId} ${response.status}${example ? ` (${example.name})` : ''}: no status to ask for`);
        const request = exampleRequest(operation);
        const answer = await ctx.call(operationId, {
          ...request,
          headers: {
            ...request.headers,
            [PREFER]: `code=${status}${example ? `, example=${example.name}` : ''}`,
          },
          // Expected: a 429 asked for is the answer, not the run's pace to wait out.
          expect: status,
        });
        if (example && answer.status === status)
          ctx.check(sameJson(answer.json, example.value), `the body is not the named example "${example.name}"`, {
            exchange: answer,
            contract: { operationId, status: response.status, pointer: `${response.pointer}/content` },
          });
      }
    },
  };
}

/** Authorization headers that carry no valid bearer token; undefined: none at all. */
function badAuthorizations(token: string): { name: string; value: string | undefined }[] {
  return [
    { name: 'no Authorization header', value: undefined },
    { name: 'the Bearer scheme without a token', value: 'Bearer' },
    { name: 'a token without a scheme', value: token },
    { name: 'the Basic scheme', value: `Basic ${Buffer.from(`user:${token}`).toString('base64')}` },
  ];
}

function unauthorizedCheck(operation: ContractOperation): Check {
  const operationId = operation.operationId as string;
  return {
    id: `problems.unauthorized.${operationId}`,
    family: 'problems',
    area: areaOf(operation),
    title: `${operationId} without a valid bearer token (none, the scheme alone, a bare token, Basic) answers its documented 401`,
    needs: [],
    contract: { operationId, status: 401, page: 'introduction#authentication' },
    async run(ctx) {
      for (const bad of badAuthorizations(ctx.options.token)) {
        const answer = await ctx.call(operationId, {
          ...exampleRequest(operation),
          as: bad.value === undefined ? 'none' : { authorization: bad.value },
        });
        ctx.check(answer.status === 401, `with ${bad.name}: answered ${answer.status}`, { exchange: answer });
      }
    },
  };
}

/** The requests an operation's schemas refuse: broken bodies, malformed JSON, another media type, each parameter out of its schema. */
function invalidRequests(contract: KitContract, operation: ContractOperation): { what: string; args: CallArgs }[] {
  const rules = fieldRules(contract);
  const valid = exampleRequest(operation);
  const out: { what: string; args: CallArgs }[] = [];
  const variants = bodyVariants(contract, operation);
  for (const variant of variants) {
    const bodies = [missingAndUnknown(rules, variant), ...breakingRounds(contract, rules, variant)];
    for (const invalid of bodies)
      out.push({ what: `the body ${invalid.detail}`, args: { ...valid, body: invalid.body } });
  }
  if (variants.length > 0) {
    const { body: _body, ...rest } = valid;
    out.push({ what: 'malformed JSON', args: { ...rest, rawBody: '{"', contentType: 'application/json' } });
    out.push({
      what: 'a text/plain body',
      args: { ...rest, rawBody: JSON.stringify(valid.body), contentType: 'text/plain' },
    });
  }
  for (const parameter of operation.parameters) {
    for (const invalid of invalidParameterValues(contract, rules, parameter)) {
      const what = `${parameter.in}/${parameter.name}=${JSON.stringify(invalid.raw.slice(0, 40))} (${invalid.keyword})`;
      if (parameter.in === 'path')
        out.push({ what, args: { ...valid, path: { ...valid.path, [parameter.name]: invalid.raw } } });
      else if (parameter.in === 'query') {
        const query = (valid.query as [string, string][]).filter(([name]) => name !== parameter.name);
        out.push({ what, args: { ...valid, query: [...query, [parameter.name, invalid.raw]] } });
      } else if (parameter.in === 'header')
        out.push({ what, args: { ...valid, headers: { ...valid.headers, [parameter.name]: invalid.raw } } });
    }
  }
  return out;
}

function refusedCheck(contract: KitContract, operation: ContractOperation): Check | undefined {
  const operationId = operation.operationId as string;
  if (!operation.responses.some((response) => response.status === '400')) return undefined;
  const cases = invalidRequests(contract, operation);
  if (cases.length === 0) return undefined;
  return {
    id: `validation.refused.${operationId}`,
    family: 'validation',
    area: areaOf(operation),
    title: `${operationId} with input its schemas refuse (${cases.length} requests: bodies, malformed JSON, another media type, parameters) answers its documented 400`,
    needs: [],
    contract: { operationId, status: 400, page: 'docs/design/errors.md#validation-errors' },
    async run(ctx) {
      for (const { what, args } of cases) {
        const answer = await ctx.call(operationId, args);
        ctx.check(answer.status === 400, `with ${what}: answered ${answer.status}`, { exchange: answer });
      }
    },
  };
}

/** Every check of the stateless level of its own (the others it runs are the kit's: level.ts). */
export function statelessChecks(contract: KitContract): Check[] {
  const checks: Check[] = [];
  for (const operation of pathOperations(contract)) {
    for (const response of operation.responses) checks.push(exampleCheck(operation, response));
    if (operation.secured) checks.push(unauthorizedCheck(operation));
    const refused = refusedCheck(contract, operation);
    if (refused) checks.push(refused);
  }
  return checks;
}
