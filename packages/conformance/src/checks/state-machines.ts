// The state-machines family (packages/conformance/README.md, "state-machines"): every transition the
// document publishes (the status schemas' tables, the introduction's "State machines", the table of
// operations' `x-starts`), every refusal with its documented code and precedence, and every action
// on the way (docs/design/actions.md). Servers are few (25 per account): each check takes one
// server through many transitions and deletes it at the end.
import { OPERATIONS } from '@vps-hosting/api/operations';
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check } from '../run/types.js';
import { areaOf } from './area.js';
import {
  checkActionState,
  checkFinishedUnchanged,
  checkStartedAction,
  followAction,
  pathFor,
  pathOf,
  readAs,
  TERMINAL_STATUSES,
} from './state-actions.js';
import { judgeRefusal, type Refusal, ServerJourney, sendRefusal } from './state-server.js';
import { type StateRow, stateMachine, type Transition } from './state-tables.js';

const ACTIONS_PAGE = 'introduction#asynchronous-actions';

/** The state of a machine its `Meaning` names for an action (`creating` for `create_backup`). */
function stateOfAction(machine: readonly StateRow[], action: string): StateRow | undefined {
  return machine.find((row) => row.actions.includes(action));
}

function checkLocation(ctx: CheckContext, exchange: Exchange, expected: string, operationId: string): void {
  const location = exchange.headers.get('location');
  ctx.check(
    location !== null && pathOf(ctx, location) === expected,
    `${operationId}'s Location is ${JSON.stringify(location)}, expected ${expected}`,
    { exchange, contract: { operationId, status: exchange.status, page: ACTIONS_PAGE } },
  );
}

/** The server journey: create, every power, resize and reinstall transition, delete. */
async function serverJourney(ctx: CheckContext): Promise<void> {
  const journey = new ServerJourney(ctx, OPERATIONS);
  const create = journey.transition('createServer');
  const pointer = ctx.contract.schemaPointer('ServerStatus');
  const created = await ctx.fixtures.server(ctx, { wait: false });
  journey.server = created;
  ctx.check(
    created.status === create.transitional && created.locked === true,
    `createServer answered a server in ${String(created.status)} (locked ${String(created.locked)}), expected ${String(create.transitional)} and locked`,
    { contract: { operationId: 'createServer', status: 201, pointer } },
  );
  const action = await ctx.fixtures.actionOf(ctx, 'server', journey.id, String(create.spec.starts?.action));
  journey.started.push(action);
  await journey.lockedPhase(create, action, [
    {
      operationId: 'updateServer',
      path: { server_id: journey.id },
      body: { labels: ctx.fixtures.labels() },
      expected: 200,
      state: String(create.transitional),
      locked: true,
    },
  ]);
  await journey.checkTarget(create);

  const resizeBody = (await journey.body('resizeServer')) as { plan?: unknown } | undefined;
  const resizable = typeof resizeBody?.plan === 'string' ? [] : ['resizeServer'];
  let pending = journey
    .lockables()
    .filter((t) => t.transitional && t.target !== 'gone' && !resizable.includes(t.operationId));
  for (let step = 0; step < 30 && pending.length > 0; step += 1) {
    const next = journey.next(pending);
    if (!next) break;
    await journey.run(next);
    pending = pending.filter((t) => t !== next);
  }
  ctx.check(
    pending.length === 0,
    `the server could not be brought to a state allowing ${pending.map((t) => t.operationId).join(', ')} (it is ${journey.state})`,
    { contract: { pointer } },
  );
  await journey.settledRefusals();
  await journey.checkListings();
  const remove = journey.transition('deleteServer');
  await journey.run(remove);
  ctx.fixtures.untrack('server', String(journey.id));
  await journey.unchanged();
}

/** A backup or snapshot of the journey's server created: in its creating state, refusals, available. */
async function takeCopy(
  ctx: CheckContext,
  journey: ServerJourney,
  kind: 'backup' | 'snapshot',
): Promise<{ copy: Resource; finished: Resource }> {
  const createId = kind === 'backup' ? 'createBackup' : 'createSnapshot';
  const getId = kind === 'backup' ? 'getBackup' : 'getSnapshot';
  const param = kind === 'backup' ? 'backup_id' : 'snapshot_id';
  const schema = kind === 'backup' ? 'BackupStatus' : 'SnapshotStatus';
  const machine = stateMachine(ctx.contract, schema);
  const pointer = ctx.contract.schemaPointer(schema);
  const spec = ctx.contract.spec(createId);
  const creating = stateOfAction(machine, String(spec.starts?.action));
  const body = await journey.body(createId);
  const answer = await ctx.call(createId, {
    path: spec.path.includes('{server_id}') ? { server_id: journey.id } : {},
    ...(body !== undefined ? { body } : {}),
    expect: 201,
  });
  if (answer.status !== 201) ctx.fail(`${createId} was not accepted`, { exchange: answer });
  const copy = ctx.body<Resource>(answer);
  const id = copy.id as number;
  if (kind === 'snapshot')
    ctx.fixtures.track('snapshot', String(id), String(copy.name ?? id), async (c) => {
      await c.fixtures.settle(c, 'snapshot', id);
      await c.call('deleteSnapshot', { path: { snapshot_id: id } });
    });
  checkLocation(ctx, answer, pathFor(ctx, getId, { [param]: id }), createId);
  ctx.check(
    copy.status === creating?.state,
    `${createId} answered a ${kind} in ${String(copy.status)}, expected ${String(creating?.state)} (${schema})`,
    { exchange: answer, contract: { operationId: createId, status: 201, pointer } },
  );
  const rowOf = (state: string) => machine.find((row) => row.state === state);
  const refusals = copyRefusals(ctx, kind, id, String(copy.status), rowOf(String(copy.status)), pointer);
  // Sent at once, while the copy is surely still being taken; judged by the action's next read.
  const [action, server, ...answers] = await Promise.all([
    ctx.fixtures.actionOf(ctx, kind, id, String(spec.starts?.action)),
    ctx.call('getServer', { path: { server_id: journey.id }, as: readAs(ctx), expect: 200 }),
    ...refusals.map((refusal) => sendRefusal(ctx, refusal)),
  ]);
  const followed = await followAction(ctx, action.id as number);
  journey.finished.push(followed.action);
  const held = !TERMINAL_STATUSES.has(String(followed.polls[0]?.action.status));
  for (const [index, refusal] of refusals.entries()) judgeRefusal(ctx, refusal, answers[index] as Exchange, held);
  const seen = server.json as Resource | undefined;
  ctx.check(
    seen?.status === journey.state && seen?.locked === false,
    `while its ${kind} was being taken the server was ${String(seen?.status)} (locked ${String(seen?.locked)}), expected ${journey.state} and not locked (${createId})`,
    { exchange: server, contract: { operationId: createId } },
  );
  ctx.check(
    followed.action.status === 'success',
    `the ${String(action.type)} action ended in ${String(followed.action.status)}`,
    {
      exchange: followed.exchange,
      contract: { operationId: createId, page: ACTIONS_PAGE },
    },
  );
  const after = await ctx.call(getId, { path: { [param]: id }, as: readAs(ctx), expect: 200 });
  const done = ctx.body<Resource>(after);
  const target = creating?.leavesTo[0];
  ctx.check(
    done.status === target && done.size_mb !== null && done.completed_at !== null,
    `once its ${String(action.type)} action succeeded the ${kind} is ${String(done.status)} (size_mb ${String(done.size_mb)}, completed_at ${String(done.completed_at)}), expected ${String(target)} with both set`,
    { exchange: after, contract: { operationId: getId, pointer } },
  );
  return { copy: done, finished: followed.action };
}

/** The requests a backup or snapshot in `state` refuses (invalid_state) or allows (rename), per its table. */
function copyRefusals(
  ctx: CheckContext,
  kind: 'backup' | 'snapshot',
  id: number,
  state: string,
  row: StateRow | undefined,
  pointer: string,
): Refusal[] {
  const param = kind === 'backup' ? 'backup_id' : 'snapshot_id';
  const ops: [string, string, unknown][] =
    kind === 'backup'
      ? [
          ['restore', 'restoreBackup', undefined],
          ['delete', 'deleteBackup', undefined],
        ]
      : [
          ['restore', 'restoreSnapshot', undefined],
          ['delete', 'deleteSnapshot', undefined],
          ['rename', 'updateSnapshot', { name: ctx.fixtures.name('snap') }],
        ];
  return ops.map(([word, operationId, body]) => ({
    operationId,
    path: { [param]: id },
    ...(body !== undefined ? { body } : {}),
    expected: row?.allowed.includes(word) ? ctx.contract.spec(operationId).success.status : 'invalid_state',
    state,
    locked: false,
    pointer,
  }));
}

/** Restores a backup or snapshot onto the journey's server: both in their restoring states, then back. */
async function restoreCopy(ctx: CheckContext, journey: ServerJourney, kind: 'backup' | 'snapshot', copy: Resource) {
  const restoreId = kind === 'backup' ? 'restoreBackup' : 'restoreSnapshot';
  const getId = kind === 'backup' ? 'getBackup' : 'getSnapshot';
  const param = kind === 'backup' ? 'backup_id' : 'snapshot_id';
  const schema = kind === 'backup' ? 'BackupStatus' : 'SnapshotStatus';
  const machine = stateMachine(ctx.contract, schema);
  const pointer = ctx.contract.schemaPointer(schema);
  const transition = journey.transition(restoreId);
  await journey.settledRefusals();
  const answer = await ctx.call(restoreId, { path: { [param]: copy.id as number }, expect: 201 });
  if (answer.status !== 201) ctx.fail(`${restoreId} of an available ${kind} was not accepted`, { exchange: answer });
  const action = checkStartedAction(ctx, answer, transition.spec, journey.id) as Resource;
  journey.started.push(action);
  const restoring = stateOfAction(machine, String(transition.spec.starts?.action));
  const during = await ctx.call(getId, { path: { [param]: copy.id as number }, as: readAs(ctx), expect: 200 });
  const extra = copyRefusals(ctx, kind, copy.id as number, String(restoring?.state), restoring, pointer).filter(
    (refusal) => refusal.operationId !== restoreId,
  );
  const phase = await journey.lockedPhase(transition, action, extra);
  const held = !TERMINAL_STATUSES.has(String(phase.followed.polls[0]?.action.status));
  if (held)
    ctx.check(
      (during.json as Resource | undefined)?.status === restoring?.state,
      `while it was being restored the ${kind} was ${String((during.json as Resource | undefined)?.status)}, expected ${String(restoring?.state)}`,
      { exchange: during, contract: { operationId: restoreId, pointer } },
    );
  await journey.checkTarget(transition);
  const after = await ctx.call(getId, { path: { [param]: copy.id as number }, as: readAs(ctx), expect: 200 });
  ctx.check(
    (after.json as Resource | undefined)?.status === restoring?.leavesTo[0],
    `after the restore the ${kind} is ${String((after.json as Resource | undefined)?.status)}, expected ${String(restoring?.leavesTo[0])}`,
    { exchange: after, contract: { operationId: restoreId, pointer } },
  );
}

/** Deletes a backup or snapshot: 200 with its delete action, `deleting` meanwhile, 404 afterwards. */
async function deleteCopy(ctx: CheckContext, journey: ServerJourney, kind: 'backup' | 'snapshot', copy: Resource) {
  const deleteId = kind === 'backup' ? 'deleteBackup' : 'deleteSnapshot';
  const getId = kind === 'backup' ? 'getBackup' : 'getSnapshot';
  const param = kind === 'backup' ? 'backup_id' : 'snapshot_id';
  const schema = kind === 'backup' ? 'BackupStatus' : 'SnapshotStatus';
  const machine = stateMachine(ctx.contract, schema);
  const pointer = ctx.contract.schemaPointer(schema);
  const spec = ctx.contract.spec(deleteId);
  const id = copy.id as number;
  const answer = await ctx.call(deleteId, { path: { [param]: id }, expect: spec.success.status });
  if (answer.status !== spec.success.status)
    ctx.fail(`${deleteId} of an available ${kind} was not accepted`, { exchange: answer });
  const action = checkStartedAction(ctx, answer, spec, id) as Resource;
  const deleting = stateOfAction(machine, String(spec.starts?.action));
  const refusals = copyRefusals(ctx, kind, id, String(deleting?.state), deleting, pointer);
  const [during, ...answers] = await Promise.all([
    ctx.call(getId, { path: { [param]: id }, as: readAs(ctx) }),
    ...refusals.map((refusal) => sendRefusal(ctx, refusal)),
  ]);
  const followed = await followAction(ctx, action.id as number);
  journey.finished.push(followed.action);
  const held = !TERMINAL_STATUSES.has(String(followed.polls[0]?.action.status));
  for (const [index, refusal] of refusals.entries()) judgeRefusal(ctx, refusal, answers[index] as Exchange, held);
  if (held)
    ctx.check(
      during.status === 200 && (during.json as Resource | undefined)?.status === deleting?.state,
      `while its ${String(action.type)} action ran the ${kind} answered ${during.status} ${String((during.json as Resource | undefined)?.status)}, expected ${String(deleting?.state)}`,
      { exchange: during, contract: { operationId: deleteId, pointer } },
    );
  const after = await ctx.call(getId, { path: { [param]: id }, as: readAs(ctx) });
  ctx.check(
    after.status === 404,
    `after its ${String(action.type)} action succeeded the ${kind} answers ${after.status}, expected 404`,
    {
      exchange: after,
      contract: { operationId: getId, status: 404, pointer },
    },
  );
  if (after.status === 404) ctx.fixtures.untrack(kind, String(id));
}

async function backupsAndSnapshots(ctx: CheckContext): Promise<void> {
  const journey = new ServerJourney(ctx, OPERATIONS);
  journey.server = await ctx.fixtures.server(ctx);
  journey.state = String(journey.server.status);
  const [backup, snapshot] = await Promise.all([takeCopy(ctx, journey, 'backup'), takeCopy(ctx, journey, 'snapshot')]);
  await restoreCopy(ctx, journey, 'backup', backup.copy);
  const stop = journey.lockables().find((t) => t.from.includes(journey.state) && t.target === 'stopped');
  if (stop) await journey.run(stop);
  await restoreCopy(ctx, journey, 'snapshot', snapshot.copy);
  await Promise.all([
    deleteCopy(ctx, journey, 'backup', backup.copy),
    deleteCopy(ctx, journey, 'snapshot', snapshot.copy),
  ]);
  await ctx.fixtures.deleteServer(ctx, journey.id);
  await journey.unchanged();
}

/** The words of a domain operation as the DomainStatus table writes them: `replaceDomainNameservers` → "replace nameservers". */
function domainWords(operationId: string): string {
  return operationId
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .split(' ')
    .filter((word) => word !== 'domain')
    .join(' ')
    .trim();
}

/** The domain operations the table names (besides reads) and a valid body for each. */
function domainOperations(
  ctx: CheckContext,
  machine: readonly StateRow[],
): { word: string; operationId: string; body?: unknown }[] {
  const words = new Set(machine.flatMap((row) => row.allowed));
  return ctx.contract.operations
    .filter((op) => op.path.includes('{domain_name}') && words.has(domainWords(op.operationId as string)))
    .map((op) => {
      const operationId = op.operationId as string;
      const spec = ctx.contract.spec(operationId);
      return {
        word: domainWords(operationId),
        operationId,
        ...(spec.body ? { body: ctx.fixtures.exampleBody(ctx, operationId) } : {}),
      };
    });
}

async function domainMachine(ctx: CheckContext): Promise<void> {
  const machine = stateMachine(ctx.contract, 'DomainStatus', 'Domain');
  const pointer = ctx.contract.schemaPointer('DomainStatus');
  const spec = ctx.contract.spec('createDomain');
  const example = ctx.fixtures.exampleBody(ctx, 'createDomain');
  const tld = String(example.name).split('.').slice(1).join('.');
  const name = `${ctx.fixtures.name('dom')}.${tld}`;
  const registering = stateOfAction(machine, String(spec.starts?.action));
  const answer = await ctx.call('createDomain', { body: { ...example, name }, expect: 201 });
  if (answer.status !== 201) ctx.fail(`createDomain of ${name} was not accepted`, { exchange: answer });
  const domain = ctx.body<Resource>(answer);
  checkLocation(ctx, answer, pathFor(ctx, 'getDomain', { domain_name: name }), 'createDomain');
  ctx.check(
    domain.status === registering?.state,
    `createDomain answered a domain in ${String(domain.status)}, expected ${String(registering?.state)}`,
    { exchange: answer, contract: { operationId: 'createDomain', status: 201, pointer } },
  );
  const operations = domainOperations(ctx, machine);
  const refusalsIn = (state: string): Refusal[] => {
    const row = machine.find((candidate) => candidate.state === state);
    return operations
      .filter((op) => !row?.allowed.includes(op.word))
      .map((op) => ({
        operationId: op.operationId,
        path: { domain_name: name },
        ...(op.body !== undefined ? { body: op.body } : {}),
        expected: 'invalid_state',
        state,
        locked: false,
        pointer,
      }));
  };
  const refusals = refusalsIn(String(registering?.state));
  const [action, ...answers] = await Promise.all([
    ctx.fixtures.actionOf(ctx, 'domain', name, String(spec.starts?.action)),
    ...refusals.map((refusal) => sendRefusal(ctx, refusal)),
  ]);
  const followed = await followAction(ctx, action.id as number);
  const held = !TERMINAL_STATUSES.has(String(followed.polls[0]?.action.status));
  for (const [index, refusal] of refusals.entries()) judgeRefusal(ctx, refusal, answers[index] as Exchange, held);
  ctx.check(
    followed.action.status === 'success',
    `the register_domain action ended in ${String(followed.action.status)}`,
    {
      exchange: followed.exchange,
      contract: { operationId: 'createDomain', page: ACTIONS_PAGE },
    },
  );
  const active = await ctx.call('getDomain', { path: { domain_name: name }, as: readAs(ctx), expect: 200 });
  const registered = ctx.body<Resource>(active);
  const target = registering?.leavesTo[0];
  ctx.check(
    registered.status === target &&
      typeof registered.expires_at === 'string' &&
      typeof registered.registered_at === 'string',
    `once its register_domain action succeeded the domain is ${String(registered.status)} (registered_at ${String(registered.registered_at)}, expires_at ${String(registered.expires_at)}), expected ${String(target)} with both set`,
    { exchange: active, contract: { operationId: 'getDomain', pointer } },
  );

  // Renew: an action on an active domain, which stays active; expires_at moves by the years.
  const renewSpec = ctx.contract.spec('renewDomain');
  const renewBody = ctx.fixtures.exampleBody(ctx, 'renewDomain');
  const renewed = await ctx.call('renewDomain', {
    path: { domain_name: name },
    body: renewBody,
    expect: renewSpec.success.status,
  });
  if (renewed.status !== renewSpec.success.status)
    ctx.fail('renewDomain of an active domain was not accepted', { exchange: renewed });
  const renewAction = checkStartedAction(ctx, renewed, renewSpec, name) as Resource;
  const renewFollowed = await followAction(ctx, renewAction.id as number);
  const after = await ctx.call('getDomain', { path: { domain_name: name }, as: readAs(ctx), expect: 200 });
  const renewedDomain = ctx.body<Resource>(after);
  const years = Number(renewBody.years ?? 1);
  const moved = Date.parse(String(renewedDomain.expires_at)) - Date.parse(String(registered.expires_at));
  const day = 86_400_000;
  ctx.check(
    renewedDomain.status === registered.status && moved >= years * 365 * day && moved <= years * 366 * day,
    `after renewing for ${years} year(s) the domain is ${String(renewedDomain.status)} and expires_at moved from ${String(registered.expires_at)} to ${String(renewedDomain.expires_at)}`,
    { exchange: after, contract: { operationId: 'renewDomain', pointer } },
  );
  await checkFinishedUnchanged(ctx, [followed.action, renewFollowed.action]);
}

/** Every listed action: its fields agree with its state, and a succeeded action's resource has left the state it held it in. */
async function listedActions(ctx: CheckContext): Promise<void> {
  const answer = await ctx.call('listActions', {
    query: { per_page: 100, sort: 'id:desc' },
    as: readAs(ctx),
    expect: 200,
  });
  const actions = ctx.body<{ data: Resource[] }>(answer).data ?? [];
  for (const action of actions) checkActionState(ctx, action, answer);
  const machines: Record<string, StateRow[]> = {
    server: stateMachine(ctx.contract, 'ServerStatus'),
    backup: stateMachine(ctx.contract, 'BackupStatus'),
    snapshot: stateMachine(ctx.contract, 'SnapshotStatus'),
    domain: stateMachine(ctx.contract, 'DomainStatus'),
  };
  const getters: Record<string, [string, string]> = {
    server: ['getServer', 'server_id'],
    backup: ['getBackup', 'backup_id'],
    snapshot: ['getSnapshot', 'snapshot_id'],
    domain: ['getDomain', 'domain_name'],
  };
  const seen = new Set<string>();
  const candidates = actions.filter((action) => {
    const resource = action.resource as { type: string; id: string };
    const key = `${resource.type} ${resource.id}`;
    if (action.status !== 'success' || seen.has(key)) return false;
    seen.add(key);
    return stateOfAction(machines[resource.type] ?? [], String(action.type)) !== undefined;
  });
  await Promise.all(
    candidates.slice(0, 20).map(async (action) => {
      const resource = action.resource as { type: string; id: string };
      const [operationId, param] = getters[resource.type] as [string, string];
      const held = stateOfAction(machines[resource.type] ?? [], String(action.type)) as StateRow;
      const read = await ctx.call(operationId, { path: { [param]: resource.id }, as: readAs(ctx) });
      if (read.status !== 200 || (read.json as Resource | undefined)?.status !== held.state) return;
      // Still there: unless a later action works on it, its action's success did not move it on.
      const later = await ctx.call('listActions', {
        query: { resource_type: resource.type, resource_id: resource.id, sort: 'id:desc', per_page: 1 },
        as: readAs(ctx),
        expect: 200,
      });
      const newest = (later.json as { data?: Resource[] } | undefined)?.data?.[0];
      if (newest && Number(newest.id) !== Number(action.id)) return;
      ctx.check(
        false,
        `action ${String(action.id)} (${String(action.type)}) succeeded but its ${resource.type} ${resource.id} is still ${held.state}`,
        {
          exchange: read,
          contract: {
            operationId,
            pointer: ctx.contract.schemaPointer(`${resource.type[0]?.toUpperCase()}${resource.type.slice(1)}Status`),
          },
        },
      );
    }),
  );
}

/** A transfer in, when a name of the document's examples is registered elsewhere and not in the account. */
async function domainTransfer(ctx: CheckContext): Promise<void> {
  const machine = stateMachine(ctx.contract, 'DomainStatus', 'Domain');
  const pointer = ctx.contract.schemaPointer('DomainStatus');
  const spec = ctx.contract.spec('createDomainTransfer');
  const example = ctx.fixtures.exampleBody(ctx, 'createDomainTransfer');
  const names = [
    String(example.name),
    ...((ctx.fixtures.exampleBody(ctx, 'checkDomainAvailability').names as string[] | undefined) ?? []),
  ];
  const checked = await ctx.call('checkDomainAvailability', { body: { names: [...new Set(names)] }, expect: 200 });
  const results = (checked.json as { data?: Resource[]; results?: Resource[] } | undefined) ?? {};
  const list = (results.data ?? results.results ?? []) as Resource[];
  const elsewhere = list.filter((r) => r.available === false && r.reason === 'registered').map((r) => String(r.name));
  let name: string | undefined;
  for (const candidate of elsewhere) {
    const mine = await ctx.call('getDomain', { path: { domain_name: candidate }, as: readAs(ctx) });
    const status = (mine.json as Resource | undefined)?.status;
    if (mine.status === 404 || ['registration_failed', 'transfer_failed', 'deleted'].includes(String(status))) {
      name = candidate;
      break;
    }
  }
  if (!name)
    ctx.notExercised(
      `no name of the document's examples (${[...new Set(names)].join(', ')}) is registered elsewhere and absent from the account; a transfer in cannot be undone, so the kit transfers only such a name`,
    );
  const transferring = stateOfAction(machine, String(spec.starts?.action));
  const answer = await ctx.call('createDomainTransfer', { body: { ...example, name }, expect: 201 });
  if (answer.status !== 201) ctx.fail(`createDomainTransfer of ${name} was not accepted`, { exchange: answer });
  checkLocation(ctx, answer, pathFor(ctx, 'getDomain', { domain_name: name }), 'createDomainTransfer');
  ctx.check(
    ctx.body<Resource>(answer).status === transferring?.state,
    `createDomainTransfer answered a domain in ${String(ctx.body<Resource>(answer).status)}, expected ${String(transferring?.state)}`,
    { exchange: answer, contract: { operationId: 'createDomainTransfer', status: 201, pointer } },
  );
  const action = await ctx.fixtures.actionOf(ctx, 'domain', name, String(spec.starts?.action));
  const followed = await followAction(ctx, action.id as number);
  const after = await ctx.call('getDomain', { path: { domain_name: name }, as: readAs(ctx), expect: 200 });
  const expected = followed.action.status === 'success' ? transferring?.leavesTo[0] : transferring?.leavesTo[1];
  ctx.check(
    (after.json as Resource | undefined)?.status === expected,
    `once its transfer_domain action ended in ${String(followed.action.status)} the domain is ${String((after.json as Resource | undefined)?.status)}, expected ${String(expected)}`,
    { exchange: after, contract: { operationId: 'getDomain', pointer } },
  );
}

export function stateMachineChecks(contract: KitContract): Check[] {
  const area = (operationId: string) => areaOf(contract.operation(operationId));
  const checks: Check[] = [
    {
      id: 'state-machines.server-journey',
      family: 'state-machines',
      area: area('createServer'),
      title:
        'a server goes through every documented transition (create, power, resize, reinstall, delete): each accepted with its action, locked in its transitional state, in its target state on success, every other request refused with resource_locked or invalid_state',
      needs: ['writes'],
      contract: { pointer: contract.schemaPointer('ServerStatus'), page: 'introduction#server' },
      run: (ctx) => serverJourney(ctx),
    },
    {
      id: 'state-machines.backups-snapshots',
      family: 'state-machines',
      area: area('createBackup'),
      title:
        'a backup and a snapshot are created (creating → available), restored onto their server (restoring, the server locked, then running) and deleted (deleting → 404), every refusal of their tables on the way',
      needs: ['writes'],
      contract: { pointer: contract.schemaPointer('BackupStatus'), page: 'introduction#backup-and-snapshot' },
      run: (ctx) => backupsAndSnapshots(ctx),
    },
    {
      id: 'state-machines.domain-register-renew',
      family: 'state-machines',
      area: area('createDomain'),
      title:
        'a domain is registered (registering → active, every other operation refused with invalid_state meanwhile) and renewed (an action; active, expires_at moved by the years)',
      needs: ['writes'],
      contract: { pointer: contract.schemaPointer('DomainStatus'), page: 'introduction#domain' },
      run: (ctx) => domainMachine(ctx),
    },
    {
      id: 'state-machines.domain-transfer',
      family: 'state-machines',
      area: area('createDomainTransfer'),
      title:
        'a transfer in answers the domain in transferring_in, and its action leads it to active (or transfer_failed)',
      needs: ['writes'],
      contract: { operationId: 'createDomainTransfer', pointer: contract.schemaPointer('DomainStatus') },
      run: (ctx) => domainTransfer(ctx),
    },
    {
      id: 'state-machines.listed-actions',
      family: 'state-machines',
      area: area('listActions'),
      title:
        "every listed action's fields agree with its state (finished_at on terminal states only, progress 100 on success, error only on error), and a succeeded action's resource is no longer in the state its action held it in",
      needs: [],
      contract: { operationId: 'listActions', page: 'introduction#action' },
      run: (ctx) => listedActions(ctx),
    },
  ];
  return checks;
}

export type { Transition };
