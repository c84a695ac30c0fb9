// The responses family: the operation × status coverage through the public API. For every operation,
// its documented success produced for real (on read-only data, or on the run's fixtures), its
// documented 404 for a value its schema accepts that names nothing (the schema's maximum id, a name
// of the run never made), and the 403 insufficient_scope of a token of the account that lacks the
// operation's scope (the read token on every operation needing a write scope; `detail` names the
// scope). Statuses only a cooperating server can produce (500, the 403 of a suspended account, a 429
// within the run) are left to src/checks/cooperative.ts. Every answer's shape is measured on the way
// (src/contract/shape.ts). See packages/conformance/README.md (### responses).
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { CheckContext } from '../run/context.js';
import type { Check } from '../run/types.js';
import { areaOf, examplePath } from './area.js';
import { absentValues, tenancySet } from './tenancy.js';
import { requestExamples } from './write-fixtures.js';
import { reader } from './writes-compare.js';

type Json = Record<string, unknown>;

const hasPath = (operation: ContractOperation) => operation.parameters.some((p) => p.in === 'path');
const successOf = (operation: ContractOperation) =>
  Number(operation.responses.find((response) => /^2\d\d$/.test(response.status))?.status ?? 200);

/** A body the operation accepts: its first request example. */
function bodyOf(ctx: CheckContext, operation: ContractOperation): { body?: unknown } {
  if (!operation.requestBody) return {};
  return {
    body:
      requestExamples(ctx, operation.operationId as string)
        .values()
        .next().value ?? {},
  };
}

/** Whether the operation only reads: its scope is a `:read` one, or it needs none (the catalog). */
function readsOnly(contract: KitContract, operationId: string): boolean {
  return contract.spec(operationId).scopes.every((scope) => scope.endsWith(':read'));
}

/** The run's resources by path parameter, for the successes of reads that name one (the tenancy family's set). */
async function readTargets(ctx: CheckContext): Promise<Record<string, string | number>> {
  const set = await tenancySet(ctx);
  return { ...set.values, webhook_id: set.deliveryWebhook };
}

function notFoundCheck(operation: ContractOperation): Check {
  const operationId = operation.operationId as string;
  return {
    id: `responses.not-found.${operationId}`,
    family: 'responses',
    area: areaOf(operation),
    title: `${operationId} naming nothing (a value its schema accepts) answers 404 not_found`,
    needs: [],
    contract: { operationId, status: 404 },
    async run(ctx) {
      const path = absentValues(ctx, operation);
      // What names nothing names nothing to any account: the second account's token where the run has
      // one (its window is the run's least spent: docs/design/conformance-kit.md#the-runs-own-pace).
      const answer = await ctx.call(operationId, {
        path,
        ...bodyOf(ctx, operation),
        as: ctx.spareToken(readsOnly(ctx.contract, operationId) ? ['alt', 'read', 'main'] : ['alt', 'main']) ?? 'main',
        expect: 404,
      });
      const code = (answer.json as Json | undefined)?.code;
      ctx.check(code === 'not_found', `code ${JSON.stringify(code)}, expected "not_found"`, { exchange: answer });
    },
  };
}

function scopeCheck(contract: KitContract, operation: ContractOperation): Check {
  const operationId = operation.operationId as string;
  const scopes = contract.spec(operationId).scopes;
  return {
    id: `responses.insufficient-scope.${operationId}`,
    family: 'responses',
    area: areaOf(operation),
    title: `${operationId} with a token of the account that has only the :read scopes answers 403 insufficient_scope naming ${scopes.join(', ')}`,
    needs: ['read-token'],
    contract: { operationId, status: 403, page: 'introduction#scopes' },
    async run(ctx) {
      const answer = await ctx.call(operationId, {
        path: examplePath(operation),
        ...bodyOf(ctx, operation),
        as: 'read',
        expect: 403,
      });
      const problem = (answer.json as Json | undefined) ?? {};
      ctx.check(
        problem.code === 'insufficient_scope',
        `code ${JSON.stringify(problem.code)}, expected "insufficient_scope"`,
        {
          exchange: answer,
        },
      );
      ctx.check(
        typeof problem.detail === 'string' && scopes.some((scope) => (problem.detail as string).includes(scope)),
        `detail ${JSON.stringify(problem.detail)} does not name the scope ${scopes.join(' or ')}`,
        { exchange: answer },
      );
    },
  };
}

function readSuccessCheck(contract: KitContract, operation: ContractOperation): Check {
  const operationId = operation.operationId as string;
  const catalog = contract.spec(operationId).scopes.length === 0;
  const onFixtures = hasPath(operation) && !catalog;
  const status = successOf(operation);
  return {
    id: `responses.success.${operationId}`,
    family: 'responses',
    area: areaOf(operation),
    title: `${operationId} answers its documented ${status}${onFixtures ? ' on the run’s resources' : ''}`,
    needs: onFixtures ? ['writes'] : [],
    contract: { operationId, status },
    async run(ctx) {
      let path: Record<string, string | number> = {};
      if (onFixtures) {
        const targets = await readTargets(ctx);
        for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
          const value = targets[parameter.name];
          if (value === undefined) return ctx.notExercised(`the kit makes no resource for ${parameter.name}`);
          path[parameter.name] = value;
        }
      } else if (hasPath(operation)) {
        // The catalog's slugs the target offers, else the document's examples.
        const offered = await ctx.fixtures.catalog(ctx);
        const slugs: Record<string, string> = {
          plan_slug: offered.plan,
          location_slug: offered.location,
          image_slug: offered.image,
        };
        path = Object.fromEntries(
          Object.entries(examplePath(operation)).map(([name, value]) => [name, slugs[name] ?? value]),
        );
      }
      await ctx.call(operationId, { path, ...bodyOf(ctx, operation), as: reader(ctx), expect: status });
    },
  };
}

/**
 * getDomainAuthCode's 200: issued only for an active, unlocked domain registered 60 days ago or more,
 * which no run can make; it is a read, so it is asked of such a domain of the account if there is one.
 */
function authCodeCheck(contract: KitContract): Check {
  const operation = contract.operation('getDomainAuthCode');
  return {
    id: 'responses.success.getDomainAuthCode',
    family: 'responses',
    area: areaOf(operation),
    title:
      'getDomainAuthCode answers its documented 200 for an active, unlocked domain of the account registered 60 days ago or more',
    needs: [],
    contract: { operationId: 'getDomainAuthCode', status: successOf(operation) },
    async run(ctx) {
      const list = await ctx.call('listDomains', {
        query: { status: 'active', per_page: 100 },
        as: reader(ctx),
        expect: 200,
      });
      const old = Date.now() - 61 * 86_400_000;
      const domain = ((list.json as { data?: Json[] } | undefined)?.data ?? []).find(
        (candidate) =>
          candidate.locked === false &&
          typeof candidate.registered_at === 'string' &&
          Date.parse(candidate.registered_at) < old,
      );
      if (!domain)
        return ctx.notExercised(
          'the account has no active, unlocked domain registered 60 days ago or more, and a run cannot make one',
        );
      const answer = await ctx.call('getDomainAuthCode', {
        path: { domain_name: String(domain.name) },
        expect: successOf(operation),
      });
      ctx.check(
        (answer.json as Json | undefined)?.name === domain.name,
        `getDomainAuthCode names ${JSON.stringify((answer.json as Json | undefined)?.name)}, not ${String(domain.name)}`,
        { exchange: answer },
      );
    },
  };
}

export function responseChecks(contract: KitContract): Check[] {
  const checks: Check[] = [authCodeCheck(contract)];
  for (const operation of contract.operations) {
    const operationId = operation.operationId as string;
    if (!operation.secured) continue;
    if (readsOnly(contract, operationId)) checks.push(readSuccessCheck(contract, operation));
    if (hasPath(operation)) checks.push(notFoundCheck(operation));
    if (!readsOnly(contract, operationId)) checks.push(scopeCheck(contract, operation));
  }
  return checks;
}
