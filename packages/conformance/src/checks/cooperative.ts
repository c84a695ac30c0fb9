// The cooperative family (packages/conformance/README.md, "cooperative"): the statuses only a
// cooperating server can produce, exercised through the sandbox's admin extension (src/run/admin.ts)
// when the target offers it, otherwise not exercised with the reason (docs/design/conformance-kit.md):
// - 500 `internal_error` for every operation documenting it (one injected fault, then a request);
// - 403 `forbidden` of a suspended account for every operation documenting it (a fresh account);
// - 429 `rate_limit_exceeded` for every operation once a fresh token has spent its limit, with
//   Retry-After, X-RateLimit-Remaining 0 and X-RateLimit-Reset agreeing;
// - actions told to fail: each ends in `error` with its `error`, the resource back in the state the
//   document says (the settled state it came from; `error` after a failed create).
import { OPERATIONS } from '@vps-hosting/api/operations';
import type { ContractOperation, KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { MintedToken, SandboxAdmin } from '../run/admin.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check } from '../run/types.js';
import { areaOf, examplePath } from './area.js';
import { followAction, readAs } from './state-actions.js';
import { ServerJourney } from './state-server.js';
import { stateMachine } from './state-tables.js';

/** Whether an operation documents a status with an example of this code (or any, without one). */
function documents(operation: ContractOperation, status: number, code?: string): boolean {
  const response = operation.responses.find((candidate) => candidate.status === String(status));
  if (!response) return false;
  if (!code) return true;
  return response.content.some((media) =>
    [media.example, ...media.examples.map((example) => example.value)].some(
      (value) => (value as { code?: unknown } | undefined)?.code === code,
    ),
  );
}

/** The document's example body of an operation, if it has one. */
function exampleBody(operation: ContractOperation): unknown {
  const media = operation.requestBody?.content.find((m) => m.mediaType.includes('json'));
  return media?.examples[0]?.value ?? media?.example;
}

/** The operation with its documented examples (path and body): a request the contract accepts in shape. */
function exampleRequest(operation: ContractOperation): { path: Record<string, string>; body?: unknown } {
  const body = exampleBody(operation);
  return { path: examplePath(operation), ...(body !== undefined ? { body } : {}) };
}

function admin(ctx: CheckContext): SandboxAdmin {
  if (!ctx.admin) ctx.notExercised('a status only a cooperating server can produce: needs the sandbox admin extension');
  return ctx.admin;
}

function problemCode(exchange: Exchange): unknown {
  return (exchange.json as { code?: unknown } | undefined)?.code;
}

/** One account of the run's own, suspended, shared by the checks of a run (and deleted at its end). */
const suspendedAccounts = new WeakMap<SandboxAdmin, Promise<MintedToken>>();
function suspendedAccount(ctx: CheckContext): Promise<MintedToken> {
  const extension = admin(ctx);
  let minted = suspendedAccounts.get(extension);
  if (!minted) {
    minted = (async () => {
      const token = await extension.mintToken('all');
      ctx.fixtures.track('account', String(token.account_id), `suspended account ${token.account_id}`, async () => {
        await extension.deleteAccount(token.account_id);
      });
      await extension.suspend(token.account_id);
      return token;
    })();
    suspendedAccounts.set(extension, minted);
  }
  return minted;
}

/** A read-scoped token of an account of the run's own, for the 500s: its requests spend neither of
 *  the run's tokens' windows, and one the fault missed is refused (403, or 404 in an empty account)
 *  and changes nothing. */
const faultAccounts = new WeakMap<SandboxAdmin, Promise<MintedToken>>();
function faultAccount(ctx: CheckContext): Promise<MintedToken> {
  const extension = admin(ctx);
  let minted = faultAccounts.get(extension);
  if (!minted) {
    minted = (async () => {
      const token = await extension.mintToken('read');
      ctx.fixtures.track('account', String(token.account_id), `account ${token.account_id} of the 500s`, async () => {
        await extension.deleteAccount(token.account_id);
      });
      return token;
    })();
    faultAccounts.set(extension, minted);
  }
  return minted;
}

async function internalError(ctx: CheckContext, operation: ContractOperation): Promise<void> {
  const operationId = operation.operationId as string;
  const extension = admin(ctx);
  const as = { token: (await faultAccount(ctx)).token };
  await extension.internalErrors(1);
  const answer = await ctx.call(operationId, { ...exampleRequest(operation), as, expect: 500 });
  if (answer.status !== 500) {
    await extension.internalErrors(0);
    return;
  }
  ctx.check(
    problemCode(answer) === 'internal_error',
    `the 500 has code ${JSON.stringify(problemCode(answer))}, expected "internal_error"`,
    {
      exchange: answer,
      contract: { operationId, status: 500 },
    },
  );
}

async function suspended(ctx: CheckContext, operation: ContractOperation): Promise<void> {
  const operationId = operation.operationId as string;
  const token = await suspendedAccount(ctx);
  const answer = await ctx.call(operationId, { ...exampleRequest(operation), as: { token: token.token }, expect: 403 });
  ctx.check(
    problemCode(answer) === 'forbidden',
    `a suspended account's request has code ${JSON.stringify(problemCode(answer))}, expected "forbidden"`,
    {
      exchange: answer,
      contract: { operationId, status: 403 },
    },
  );
}

/** The longest limit the kit spends to see a 429 (a request each, a few at a time). */
const MAX_SPENT = 5_000;

async function rateLimited(ctx: CheckContext, contract: KitContract): Promise<void> {
  const extension = admin(ctx);
  const { token, account_id } = await extension.mintToken('read');
  ctx.fixtures.track('account', String(account_id), `rate-limited account ${account_id}`, async () => {
    await extension.deleteAccount(account_id);
  });
  const as = { token };
  const first = await ctx.call('listPlans', { as, expect: 200 });
  const limit = Number(first.headers.get('x-ratelimit-limit'));
  let remaining = Number(first.headers.get('x-ratelimit-remaining'));
  if (!Number.isInteger(limit) || !Number.isInteger(remaining))
    ctx.fail('the first answer has no X-RateLimit-Limit and X-RateLimit-Remaining', { exchange: first });
  if (remaining > MAX_SPENT)
    ctx.notExercised(
      `the token may send ${limit} requests per window; the kit spends at most ${MAX_SPENT} to see a 429`,
    );
  for (let round = 0; remaining > 0 && round < MAX_SPENT; round += 1) {
    const batch = Math.min(remaining, 8);
    const answers = await Promise.all(
      Array.from({ length: batch }, () => ctx.request('GET', contract.spec('listPlans').path, { as })),
    );
    remaining = Math.min(...answers.map((a) => Number(a.headers.get('x-ratelimit-remaining'))));
    if (answers.some((a) => a.status === 429)) break;
  }
  // The token is spent: every operation answers 429, with the headers agreeing.
  for (const operation of contract.operations.filter((op) => op.secured && documents(op, 429))) {
    const operationId = operation.operationId as string;
    const answer = await ctx.call(operationId, { ...exampleRequest(operation), as, expect: 429 });
    if (answer.status !== 429) continue;
    const evidence = { exchange: answer, contract: { operationId, status: 429, page: 'introduction#rate-limits' } };
    ctx.check(
      problemCode(answer) === 'rate_limit_exceeded',
      `the 429 has code ${JSON.stringify(problemCode(answer))}`,
      evidence,
    );
    const retryAfter = Number(answer.headers.get('retry-after'));
    const reset = Number(answer.headers.get('x-ratelimit-reset'));
    const date = Date.parse(answer.headers.get('date') ?? '') || Date.now();
    ctx.check(
      answer.headers.get('x-ratelimit-remaining') === '0',
      `X-RateLimit-Remaining is ${String(answer.headers.get('x-ratelimit-remaining'))} on a 429`,
      evidence,
    );
    ctx.check(
      Number.isInteger(retryAfter) && Number.isInteger(reset) && Math.abs(reset - date / 1000 - retryAfter) <= 2,
      `Retry-After ${String(answer.headers.get('retry-after'))} and X-RateLimit-Reset ${String(answer.headers.get('x-ratelimit-reset'))} do not name the same moment (the answer's Date ${new Date(date).toISOString()})`,
      evidence,
    );
  }
}

/** Actions told to fail, each leaving the resource as the document says. */
async function actionFailures(ctx: CheckContext): Promise<void> {
  const extension = admin(ctx);
  const journey = new ServerJourney(ctx, OPERATIONS);
  const pointer = ctx.contract.schemaPointer('ServerStatus');
  const create = journey.transition('createServer');
  const failed = async (action: Resource, operationId: string): Promise<Resource> => {
    const followed = await followAction(ctx, action.id as number);
    const error = followed.action.error as { code?: unknown; message?: unknown } | null;
    ctx.check(
      followed.action.status === 'error' && typeof error?.code === 'string' && typeof error.message === 'string',
      `an action told to fail ended ${String(followed.action.status)} with error ${JSON.stringify(error)}`,
      { exchange: followed.exchange, contract: { operationId, page: 'introduction#action' } },
    );
    return followed.action;
  };
  const expectServer = async (
    state: string,
    operationId: string,
    extra?: (server: Resource, exchange: Exchange) => void,
  ) => {
    const answer = await ctx.call('getServer', { path: { server_id: journey.id }, as: readAs(ctx), expect: 200 });
    const server = ctx.body<Resource>(answer);
    ctx.check(
      server.status === state && server.locked === false,
      `after its ${operationId} action failed the server is ${String(server.status)} (locked ${String(server.locked)}), expected ${state} and not locked`,
      { exchange: answer, contract: { operationId, pointer } },
    );
    extra?.(server, answer);
    journey.server = server;
    journey.state = String(server.status);
  };

  // A failed create leaves the server in the state its transitional state leads to on failure.
  await extension.failNextAction(String(create.spec.starts?.action));
  const created = await ctx.fixtures.server(ctx, { wait: false });
  journey.server = created;
  const createAction = await ctx.fixtures.actionOf(ctx, 'server', journey.id, String(create.spec.starts?.action));
  await failed(createAction, 'createServer');
  const provisioning = journey.row(String(create.transitional));
  await expectServer(String(provisioning?.leavesTo.at(-1)), 'createServer');
  // From error: what the table refuses there is refused; reinstall leads out.
  await journey.settledRefusals();
  const reinstall = journey.transition('reinstallServer');
  if (reinstall.from.includes(journey.state)) await journey.run(reinstall);

  // Every other transition told to fail: the server back in the settled state it came from.
  const pending = journey.lockables().filter((t) => t.transitional && t.target !== 'gone');
  const done = new Set<string>();
  for (let step = 0; step < 20; step += 1) {
    const next = pending.find((t) => !done.has(t.operationId) && t.from.includes(journey.state));
    if (!next) {
      const move = journey.next(pending.filter((t) => !done.has(t.operationId)));
      if (!move) break;
      await journey.run(move);
      continue;
    }
    done.add(next.operationId);
    const from = journey.state;
    const body = await journey.body(next.operationId);
    if (next.operationId === 'resizeServer' && typeof (body as { plan?: unknown } | undefined)?.plan !== 'string')
      continue;
    const before = journey.server;
    await extension.failNextAction(String(next.spec.starts?.action));
    const answer = await ctx.call(next.operationId, {
      path: { server_id: journey.id },
      ...(body !== undefined ? { body } : {}),
      expect: next.spec.success.status,
    });
    if (answer.status !== next.spec.success.status)
      ctx.fail(`${next.operationId} in ${from} was not accepted`, { exchange: answer });
    await failed(ctx.body<Resource>(answer), next.operationId);
    await expectServer(from, next.operationId, (server, exchange) => {
      for (const field of ['plan', 'image', 'disk_gb'])
        ctx.check(
          server[field] === before[field],
          `after a failed ${next.operationId} the server's ${field} changed from ${String(before[field])} to ${String(server[field])}`,
          {
            exchange,
            contract: { operationId: next.operationId },
          },
        );
    });
  }

  // A failed backup is `failed`, and may then only be deleted.
  const backupMachine = stateMachine(ctx.contract, 'BackupStatus');
  const creating = backupMachine.find((row) => row.actions.includes('create_backup'));
  await extension.failNextAction('create_backup');
  const backupAnswer = await ctx.call('createBackup', {
    path: { server_id: journey.id },
    body: ctx.fixtures.exampleBody(ctx, 'createBackup'),
    expect: 201,
  });
  if (backupAnswer.status === 201) {
    const backup = ctx.body<Resource>(backupAnswer);
    const action = await ctx.fixtures.actionOf(ctx, 'backup', backup.id as number, 'create_backup');
    await failed(action, 'createBackup');
    const after = await ctx.call('getBackup', {
      path: { backup_id: backup.id as number },
      as: readAs(ctx),
      expect: 200,
    });
    const expected = creating?.leavesTo.at(-1);
    ctx.check(
      (after.json as Resource | undefined)?.status === expected,
      `after its create_backup action failed the backup is ${String((after.json as Resource | undefined)?.status)}, expected ${String(expected)}`,
      {
        exchange: after,
        contract: { operationId: 'createBackup', pointer: ctx.contract.schemaPointer('BackupStatus') },
      },
    );
  }
  await ctx.fixtures.deleteServer(ctx, journey.id);
}

export function cooperativeChecks(contract: KitContract): Check[] {
  const checks: Check[] = [];
  const secured = contract.operations.filter((op) => op.secured);
  for (const operation of secured.filter((op) => documents(op, 500))) {
    const operationId = operation.operationId as string;
    checks.push({
      id: `cooperative.internal-error.${operationId}`,
      family: 'cooperative',
      area: areaOf(operation),
      title: `${operationId} answers a failure of the server as 500 internal_error, a problem document`,
      needs: ['sandbox-admin', 'read-token'],
      contract: { operationId, status: 500 },
      // The injected fault hits the next authenticated request of any account.
      exclusive: true,
      run: (ctx) => internalError(ctx, operation),
    });
  }
  for (const operation of secured.filter((op) => documents(op, 403, 'forbidden'))) {
    const operationId = operation.operationId as string;
    checks.push({
      id: `cooperative.suspended.${operationId}`,
      family: 'cooperative',
      area: areaOf(operation),
      title: `${operationId} with a token of a suspended account answers 403 forbidden`,
      needs: ['sandbox-admin'],
      contract: { operationId, status: 403 },
      run: (ctx) => suspended(ctx, operation),
    });
  }
  checks.push(
    {
      id: 'cooperative.rate-limited',
      family: 'cooperative',
      area: 'api',
      title:
        'once a fresh token has spent X-RateLimit-Limit, every operation answers 429 rate_limit_exceeded with X-RateLimit-Remaining 0 and Retry-After agreeing with X-RateLimit-Reset',
      needs: ['sandbox-admin'],
      contract: { status: 429, page: 'introduction#rate-limits' },
      run: (ctx) => rateLimited(ctx, contract),
    },
    {
      id: 'cooperative.action-failures',
      family: 'cooperative',
      area: areaOf(contract.operation('createServer')),
      title:
        'an action that fails ends in error with its code and message, and leaves its resource as documented: error after a create, the settled state it came from after a power, resize or reinstall action, failed for a backup',
      needs: ['sandbox-admin', 'writes'],
      contract: { pointer: contract.schemaPointer('ServerStatus'), page: 'introduction#server' },
      // The injected failure hits the next action of its type of any account.
      exclusive: true,
      run: (ctx) => actionFailures(ctx),
    },
  );
  return checks;
}
