// The state-machines family (packages/conformance/README.md, "state-machines"): every transition the
// document publishes (the status schemas' tables, the introduction's "State machines", the table of
// operations' `x-starts`), every refusal with its documented code and precedence, and every action
// on the way (docs/design/actions.md). The domains' checks are in state-domains.ts. Servers are few (25 per account): each check takes one
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
  checkStartedAction,
  followAction,
  pathFor,
  readAs,
  TERMINAL_STATUSES,
} from './state-actions.js';
import { judgeRefusal, type Refusal, ServerJourney, sendRefusal } from './state-server.js';
import { checkLocation, domainChecks } from './state-domains.js';
import { type StateRow, stateMachine, stateOfAction, type Transition } from './state-tables.js';

const ACTIONS_PAGE = 'introduction#asynchronous-actions';

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
      id: 'state-machines.listed-actions',
      family: 'state-machines',
      area: area('listActions'),
      title:
        "every listed action's fields agree with its state (finished_at on terminal states only, progress 100 on success, error only on error), and a succeeded action's resource is no longer in the state its action held it in",
      needs: [],
      contract: { operationId: 'listActions', page: 'introduction#action' },
      run: (ctx) => listedActions(ctx),
    },
    ...domainChecks(contract),
  ];
  return checks;
}

export type { Transition };
