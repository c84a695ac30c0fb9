// The edges (docs/design/edge-answers.md, the introduction's first paragraphs, "Requests and
// responses" and "Calling the API from a browser"):
//   - the no-slash form of every path answers 308 to the slash form, the query kept, for each of its
//     methods, before authentication, with an empty body and the rate-limit and request-id headers;
//   - a path of no template answers a 404 not_found problem;
//   - every method a path lacks answers 405 method_not_allowed with the exact Allow (GET, PUT, POST,
//     PATCH, DELETE order), before authentication; HEAD, OPTIONS and TRACE too (sampled per area);
//   - an unknown query parameter answers 400 validation_failed, `query/<name>`, `unknown_field`, on
//     every operation (after the token and the scope);
//   - the bearer scheme in lower case is accepted on every read;
//   - a CORS preflight answers 204 before authentication with the documented policy; every other
//     answer carries Access-Control-Allow-Origin: * and exposes the document's headers, and none allows
//     credentials.
// Requests without a token count on the client address's window, so "before authentication" is shown
// by one token-less request per path; the rest go as the second account's token where the run has one
// (an edge answers alike to any valid token, and that window is the run's least spent:
// docs/design/conformance-kit.md#the-runs-own-pace), else the read token.
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { As, CheckContext } from '../run/context.js';
import type { Check } from '../run/types.js';
import { areaOf, examplePath } from './area.js';
import { rawHttp } from './edges-http.js';
import { ALLOW_ORDER, type DocumentPath, documentPaths, NEVER_OFFERED, safePath, unknownPathUnder } from './paths.js';
import { checkProblem } from './problems-document.js';

const EDGE_PAGE = 'docs/design/edge-answers.md';
const UNKNOWN_PARAMETER = 'zz_unknown_parameter';
/** A second unknown parameter, sent with an empty value: unknown all the same, and named on its own. */
const UNKNOWN_EMPTY_PARAMETER = 'zz_unknown_empty';

/** The header names the introduction says every answer exposes, besides the document's response headers. */
function exposedHeaders(contract: KitContract): string[] {
  const names = new Set<string>();
  for (const operation of contract.operations)
    for (const response of operation.responses) for (const header of response.headers) names.add(header.name);
  const introduction = String(contract.model.info.description ?? '');
  const bullet = /\*\*Every other answer\*\*[\s\S]*?(?=\n- |\n\n)/.exec(introduction)?.[0] ?? '';
  for (const [, name] of bullet.matchAll(/`([A-Z][A-Za-z-]*)`/g))
    if (name && !name.startsWith('Access-Control-')) names.add(name);
  return [...names];
}

/** The preflight's Max-Age, as the introduction states it. */
function documentedMaxAge(contract: KitContract): string | undefined {
  return /Access-Control-Max-Age: (\d+)/.exec(String(contract.model.info.description ?? ''))?.[1];
}

function headerList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

/** Every answer but a preflight: any origin, the document's headers exposed, never credentials. */
function checkBrowserPolicy(ctx: CheckContext, exchange: Exchange): void {
  const contract = { page: 'introduction#calling-the-api-from-a-browser' };
  ctx.check(
    exchange.headers.get('access-control-allow-origin') === '*',
    `Access-Control-Allow-Origin is ${JSON.stringify(exchange.headers.get('access-control-allow-origin'))}, not "*"`,
    { exchange, contract },
  );
  const exposed = headerList(exchange.headers.get('access-control-expose-headers'));
  const missing = exposedHeaders(ctx.contract).filter((name) => !exposed.includes(name.toLowerCase()));
  ctx.check(missing.length === 0, `Access-Control-Expose-Headers lacks ${missing.join(', ')}`, { exchange, contract });
  ctx.check(
    exchange.headers.get('access-control-allow-credentials') === null,
    'the answer sends Access-Control-Allow-Credentials; credentials are never allowed',
    { exchange, contract },
  );
}

/** X-Request-Id and the rate-limit headers every answer carries. */
function checkEveryAnswerHeaders(ctx: CheckContext, exchange: Exchange): void {
  const missing = ctx.contract.headersOnEveryResponse.filter((name) => exchange.headers.get(name) === null);
  ctx.check(missing.length === 0, `the ${exchange.status} answer lacks ${missing.join(', ')}`, {
    exchange,
    contract: { page: 'docs/design/rate-limit.md#headers-on-every-answer' },
  });
}

/** A valid token other than the main one, if the run has one: the second account's or the read token, whichever has more left. */
function spareToken(ctx: CheckContext): As | undefined {
  return ctx.spareToken(['alt', 'read']);
}

/** The first request of a path goes without a token (the answer comes before authentication), the rest as a spare token. */
function edgeAs(ctx: CheckContext, index: number): As {
  return (index > 0 && spareToken(ctx)) || 'none';
}

function firstId(path: DocumentPath): string {
  return path.operations[0]?.operationId as string;
}

function queryExample(operation: ContractOperation): [string, string][] {
  const parameter = operation.parameters.find((p) => p.in === 'query' && p.example !== undefined);
  return parameter ? [[parameter.name, String(parameter.example)]] : [['page', '2']];
}

export function edgeChecks(contract: KitContract): Check[] {
  const checks: Check[] = [];
  const paths = documentPaths(contract);

  for (const path of paths) {
    const operationId = firstId(path);
    const area = areaOf(path.operations[0] as ContractOperation);
    checks.push({
      id: `edges.trailing-slash.${operationId}`,
      family: 'edges',
      area,
      title: `${path.template} without its final slash answers 308 to the slash form, the query kept, for each of its methods (${path.operations.map((op) => op.method).join(', ')}), before authentication`,
      needs: [],
      contract: { operationId, status: 308, page: `${EDGE_PAGE}#trailing-slash` },
      async run(ctx) {
        await Promise.all(
          path.operations.map(async (operation, index) => {
            const query = queryExample(operation);
            const search = `?${new URLSearchParams(query).toString()}`;
            const noSlash = safeConcrete(ctx, path, operation).slice(0, -1);
            const answer = await ctx.request(operation.method, noSlash, { query, as: edgeAs(ctx, index) });
            const evidence = {
              exchange: answer,
              contract: {
                operationId: operation.operationId as string,
                status: 308,
                page: `${EDGE_PAGE}#trailing-slash`,
              },
            };
            if (
              !ctx.check(
                answer.status === 308,
                `${operation.method} ${noSlash} answered ${answer.status}, expected 308`,
                evidence,
              )
            )
              return;
            const location = answer.headers.get('location');
            const expected = `${noSlash}/${search}`;
            ctx.check(
              location === expected || location === `${ctx.options.target}${expected}`,
              `Location ${JSON.stringify(location)}, expected the slash form with the query, "${expected}"`,
              evidence,
            );
            ctx.check(answer.text === '', `the 308 has a body: ${answer.text.slice(0, 100)}`, evidence);
            checkEveryAnswerHeaders(ctx, answer);
            checkBrowserPolicy(ctx, answer);
          }),
        );
      },
    });

    checks.push({
      id: `edges.unknown-path.${operationId}`,
      family: 'edges',
      area,
      title: `a path under ${path.template} that matches no template answers 404 not_found, with and without the slash`,
      needs: [],
      contract: { status: 404, page: `${EDGE_PAGE}#no-such-path` },
      async run(ctx) {
        const unknown = unknownPathUnder(ctx.contract, path.concrete);
        for (const [index, candidate] of [unknown, unknown.slice(0, -1)].entries()) {
          const as: As = index === 0 ? (spareToken(ctx) ?? 'main') : 'none';
          const answer = await ctx.request('GET', candidate, { as });
          if (
            !ctx.check(answer.status === 404, `GET ${candidate} answered ${answer.status}, expected 404`, {
              exchange: answer,
            })
          )
            continue;
          checkProblem(ctx, answer, 'not_found', { status: 404, page: `${EDGE_PAGE}#no-such-path` });
          checkEveryAnswerHeaders(ctx, answer);
          checkBrowserPolicy(ctx, answer);
        }
      },
    });

    if (path.lacking.length > 0)
      checks.push({
        id: `edges.method-not-allowed.${operationId}`,
        family: 'edges',
        area,
        title: `${path.lacking.join(', ')} on ${path.template} answer 405 method_not_allowed with Allow: ${path.allow}, before authentication`,
        needs: [],
        contract: { operationId, status: 405, page: `${EDGE_PAGE}#method-not-allowed` },
        async run(ctx) {
          await Promise.all(
            path.lacking.map((method, index) => methodNotAllowed(ctx, path, method, edgeAs(ctx, index))),
          );
        },
      });
  }

  // HEAD, OPTIONS (not a preflight) and TRACE: offered nowhere, sampled on one path per area.
  const sampled = new Map<string, DocumentPath>();
  for (const path of paths) {
    const area = areaOf(path.operations[0] as ContractOperation);
    if (!sampled.has(area)) sampled.set(area, path);
  }
  for (const [area, path] of sampled) {
    checks.push({
      id: `edges.never-offered.${firstId(path)}`,
      family: 'edges',
      area,
      title: `${NEVER_OFFERED.join(', ')} on ${path.template} answer 405 with Allow: ${path.allow} (the API offers them nowhere)`,
      needs: [],
      contract: { operationId: firstId(path), status: 405, page: `${EDGE_PAGE}#head-and-options` },
      async run(ctx) {
        for (const method of NEVER_OFFERED) await methodNotAllowed(ctx, path, method, spareToken(ctx) ?? 'none');
      },
    });
  }

  checks.push({
    id: 'edges.cors-preflight',
    family: 'edges',
    area: 'api',
    title:
      'a CORS preflight on any path (documented or not) answers 204, no body, before authentication, with the documented policy and no rate-limit headers',
    needs: [],
    contract: { status: 204, page: 'introduction#calling-the-api-from-a-browser' },
    async run(ctx) {
      const methods = ALLOW_ORDER.filter((method) => ctx.contract.operations.some((op) => op.method === method));
      const headerParameters = new Set(
        ctx.contract.operations.flatMap((op) => op.parameters.filter((p) => p.in === 'header').map((p) => p.name)),
      );
      const wantedHeaders = ['Authorization', 'Content-Type', ...headerParameters];
      const maxAge = documentedMaxAge(ctx.contract);
      const first = paths[0] as DocumentPath;
      for (const target of [
        first.concrete,
        first.concrete.slice(0, -1),
        unknownPathUnder(ctx.contract, first.concrete),
      ]) {
        const answer = await ctx.request('OPTIONS', target, {
          as: 'none',
          headers: {
            Origin: 'https://conformance.invalid',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization, content-type',
          },
        });
        const evidence = {
          exchange: answer,
          contract: { status: 204, page: 'introduction#calling-the-api-from-a-browser' },
        };
        if (
          !ctx.check(
            answer.status === 204,
            `the preflight of ${target} answered ${answer.status}, expected 204`,
            evidence,
          )
        )
          continue;
        ctx.check(answer.text === '', 'the preflight has a body', evidence);
        ctx.check(
          answer.headers.get('access-control-allow-origin') === '*',
          'the preflight does not allow every origin (*)',
          evidence,
        );
        const allowed = headerList(answer.headers.get('access-control-allow-methods'));
        const lacking = methods.filter((method) => !allowed.includes(method.toLowerCase()));
        ctx.check(lacking.length === 0, `Access-Control-Allow-Methods lacks ${lacking.join(', ')}`, evidence);
        const allowedHeaders = headerList(answer.headers.get('access-control-allow-headers'));
        const lackingHeaders = wantedHeaders.filter((name) => !allowedHeaders.includes(name.toLowerCase()));
        ctx.check(
          lackingHeaders.length === 0,
          `Access-Control-Allow-Headers lacks ${lackingHeaders.join(', ')}`,
          evidence,
        );
        if (maxAge !== undefined)
          ctx.check(
            answer.headers.get('access-control-max-age') === maxAge,
            `Access-Control-Max-Age is ${JSON.stringify(answer.headers.get('access-control-max-age'))}, documented ${maxAge}`,
            evidence,
          );
        ctx.check(
          answer.headers.get('access-control-allow-credentials') === null,
          'the preflight allows credentials',
          evidence,
        );
        const counted = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].filter(
          (name) => answer.headers.get(name) !== null,
        );
        ctx.check(counted.length === 0, `the preflight carries ${counted.join(', ')}: it is not counted`, {
          ...evidence,
          contract: { page: 'docs/design/rate-limit.md#headers-on-every-answer' },
        });
      }
    },
  });

  for (const operation of contract.operations.filter((op) => op.operationId)) {
    const operationId = operation.operationId as string;
    const read = operation.method === 'GET' && operation.scopes.every((scope) => scope.endsWith(':read'));
    checks.push({
      id: `edges.unknown-query.${operationId}`,
      family: 'edges',
      area: areaOf(operation),
      title: `${operationId} with two unknown query parameters (one of them empty) answers 400 validation_failed with an entry for each, field "query/<name>", code unknown_field`,
      needs: [],
      contract: { operationId, status: 400, page: `${EDGE_PAGE}#unknown-query-parameters` },
      async run(ctx) {
        // The second account has every scope; the path's resources are absent or the examples' either way.
        const as: As = ctx.spareToken(read ? ['alt', 'read', 'main'] : ['alt', 'main']) ?? 'main';
        // No body: a target that skipped the check would refuse the missing body instead of acting.
        const answer = await ctx.call(operationId, {
          path: read ? examplePath(operation) : safePath(ctx, operation),
          query: [
            [UNKNOWN_PARAMETER, '1'],
            [UNKNOWN_EMPTY_PARAMETER, ''],
          ],
          as,
          expect: 400,
        });
        if (answer.status !== 400) return;
        const problem = checkProblem(ctx, answer, 'validation_failed');
        // One errors entry per unknown parameter, the one with an empty value too.
        for (const name of [UNKNOWN_PARAMETER, UNKNOWN_EMPTY_PARAMETER])
          ctx.check(
            !!problem?.errors?.some((error) => error.field === `query/${name}` && error.code === 'unknown_field'),
            `errors[] has no {"field": "query/${name}", "code": "unknown_field"} (one entry per unknown parameter, an empty value too): ${JSON.stringify(problem?.errors)}`,
            { exchange: answer },
          );
        checkBrowserPolicy(ctx, answer);
      },
    });
    if (operation.method === 'GET' && operation.secured)
      checks.push({
        id: `edges.bearer-lower-case.${operationId}`,
        family: 'edges',
        area: areaOf(operation),
        title: `${operationId} accepts "bearer <token>" (the scheme name is case-insensitive)`,
        needs: [],
        contract: { operationId, page: `${EDGE_PAGE}#bearer-scheme` },
        async run(ctx) {
          const answer = await ctx.call(operationId, {
            path: examplePath(operation),
            as: { authorization: `bearer ${ctx.token(spareToken(ctx) ?? 'main') as string}` },
          });
          ctx.check(answer.status !== 401, `"bearer <token>" answered 401: the scheme name is case-insensitive`, {
            exchange: answer,
          });
        },
      });
  }
  return checks;
}

/** The path's concrete form, with absent resources where the first operation may change state. */
function safeConcrete(ctx: CheckContext, path: DocumentPath, operation: ContractOperation): string {
  const values = safePath(ctx, operation);
  return path.template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? name));
}

async function methodNotAllowed(ctx: CheckContext, path: DocumentPath, method: string, as: As): Promise<void> {
  const token = ctx.token(as);
  const headers: Record<string, string> = { Accept: 'application/json, application/problem+json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const answer =
    method === 'TRACE'
      ? await rawHttp(ctx, method, path.concrete, headers)
      : await ctx.request(method, path.concrete, { as });
  const evidence = {
    exchange: answer,
    contract: { operationId: firstId(path), status: 405, page: `${EDGE_PAGE}#method-not-allowed` },
  };
  if (!ctx.check(answer.status === 405, `${method} ${path.concrete} answered ${answer.status}, expected 405`, evidence))
    return;
  ctx.check(
    answer.headers.get('allow') === path.allow,
    `Allow is ${JSON.stringify(answer.headers.get('allow'))}, expected "${path.allow}"`,
    evidence,
  );
  checkEveryAnswerHeaders(ctx, answer);
  checkBrowserPolicy(ctx, answer);
  if (method !== 'HEAD') checkProblem(ctx, answer, 'method_not_allowed', evidence.contract);
}
