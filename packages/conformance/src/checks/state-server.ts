// One server of the run taken through every transition of the server's state machine that the
// public API can reach (create, then the power, resize and reinstall actions in an order planned
// from the tables, then delete), with every refusal on the way: in each settled state the
// operations it does not allow answer 400 `invalid_state` naming the state; while an action holds
// the server (`locked: true`) the state-changing ones answer 400 `resource_locked`, also those its
// settled state would not allow (resource_locked wins: docs/design/actions.md#state-machines).
//
// Timing: with quick actions a state may end before a request about it is answered. A refusal or
// a read made while the server was locked is judged only when the action was still unfinished at a
// later read; otherwise it proves nothing and is not counted either way.
import type { OperationSpec } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import {
  checkFinishedUnchanged,
  checkStartedAction,
  type Followed,
  followAction,
  readAs,
  TERMINAL_STATUSES,
} from './state-actions.js';
import { type StateRow, serverTransitions, stateMachine, type Transition } from './state-tables.js';

export const STATE_PAGE = 'docs/design/actions.md#state-machines';

export interface Refusal {
  operationId: string;
  path: Record<string, string | number>;
  body?: unknown;
  /** `resource_locked`, `invalid_state`, or a success status where the table allows the call. */
  expected: string | number;
  state: string;
  locked: boolean;
  /** The schema whose table says so (default the server's). */
  pointer?: string;
}

/** Sends a request the contract refuses (or allows) in the current state; judged later by `judge`. */
export async function sendRefusal(ctx: CheckContext, refusal: Refusal): Promise<Exchange> {
  return ctx.call(refusal.operationId, {
    path: refusal.path,
    ...(refusal.body !== undefined ? { body: refusal.body } : {}),
  });
}

/**
 * Judges the answer to a refused (or allowed) request; `conclusive` says whether the state it was
 * sent in surely held when it was answered. Answers whether the request was accepted after all.
 */
export function judgeRefusal(
  ctx: CheckContext,
  refusal: Refusal,
  answer: Exchange,
  conclusive: boolean,
  schemaPointer?: string,
): boolean {
  const accepted = answer.status >= 200 && answer.status < 300;
  const code = (answer.json as { code?: unknown } | undefined)?.code;
  const where = `${refusal.state}${refusal.locked ? ', locked' : ''}`;
  const contract = {
    operationId: refusal.operationId,
    status: typeof refusal.expected === 'number' ? refusal.expected : 400,
    ...(refusal.pointer || schemaPointer ? { pointer: refusal.pointer ?? schemaPointer } : { page: STATE_PAGE }),
  };
  if (typeof refusal.expected === 'number') {
    if (answer.status !== refusal.expected && conclusive)
      ctx.check(
        false,
        `${refusal.operationId} in ${where} (allowed there) answered ${answer.status} ${String(code ?? '')}`,
        {
          exchange: answer,
          contract,
        },
      );
    return accepted;
  }
  if (answer.status === 400 && code === refusal.expected) {
    if (code === 'invalid_state') {
      const detail = String((answer.json as { detail?: unknown }).detail ?? '');
      ctx.check(
        detail.includes(refusal.state),
        `${refusal.operationId}'s invalid_state detail does not name the state ${refusal.state}: ${JSON.stringify(detail)}`,
        { exchange: answer, contract },
      );
    }
    return false;
  }
  if (conclusive)
    ctx.check(
      false,
      `${refusal.operationId} in ${where} answered ${answer.status}${code ? ` ${String(code)}` : ''}, expected 400 ${refusal.expected}`,
      { exchange: answer, contract },
    );
  return accepted;
}

/** A plan to resize a server to: offered at its location, not its plan, with at least its disk. */
export async function resizePlan(ctx: CheckContext, server: Resource): Promise<Resource | undefined> {
  const list = ctx.body<{ data: Resource[] }>(
    await ctx.call('listPlans', { query: { per_page: 100 }, as: readAs(ctx), expect: 200 }),
  );
  const fits = list.data
    .filter(
      (plan) =>
        plan.available !== false &&
        plan.slug !== server.plan &&
        (!Array.isArray(plan.locations) || plan.locations.includes(server.location)) &&
        Number(plan.disk_gb) >= Number(server.disk_gb),
    )
    .sort((a, b) => Number(a.disk_gb) - Number(b.disk_gb) || Number(a.vcpus) - Number(b.vcpus));
  return fits[0];
}

interface Phase {
  transition: Transition;
  action: Resource;
  followed: Followed;
}

export class ServerJourney {
  readonly machine: StateRow[];
  readonly transitions: Transition[];
  readonly finished: Resource[] = [];
  readonly started: Resource[] = [];
  server: Resource = {};
  state = '';
  #visited = new Set<string>();
  #rotation = 0;
  #plan: Resource | undefined;
  readonly #pointer: string;

  constructor(
    readonly ctx: CheckContext,
    specs: readonly OperationSpec[],
  ) {
    this.machine = stateMachine(ctx.contract, 'ServerStatus', 'Server');
    this.transitions = serverTransitions(ctx.contract, specs);
    this.#pointer = ctx.contract.schemaPointer('ServerStatus');
  }

  get id(): number {
    return this.server.id as number;
  }

  row(state: string): StateRow | undefined {
    return this.machine.find((row) => row.state === state);
  }

  transition(operationId: string): Transition {
    const found = this.transitions.find((t) => t.operationId === operationId);
    if (!found) throw new Error(`the document gives ${operationId} no server transition`);
    return found;
  }

  /** The operations that change a server and take only it (and a body) — what a lock refuses. */
  lockables(): Transition[] {
    return this.transitions.filter(
      (t) =>
        t.operationId !== 'createServer' &&
        (t.spec.path.includes('{server_id}') || t.spec.body?.fields.some((field) => field.name === 'server_id')),
    );
  }

  /** A valid body for an operation on this server. */
  async body(operationId: string): Promise<unknown> {
    const spec = this.ctx.contract.spec(operationId);
    if (!spec.body) return undefined;
    const body = this.ctx.fixtures.exampleBody(this.ctx, operationId);
    if ('server_id' in body) body.server_id = this.id;
    if (operationId === 'createSnapshot') body.name = this.ctx.fixtures.name('snap');
    if (operationId === 'resizeServer') {
      this.#plan ??= await resizePlan(this.ctx, this.server);
      body.plan = this.#plan?.slug;
    }
    if ('image' in body) body.image = this.server.image;
    delete body.ssh_keys;
    delete body.user_data;
    return body;
  }

  async refusal(t: Transition, expected: string | number, state: string, locked: boolean): Promise<Refusal> {
    const body = await this.body(t.operationId);
    return {
      operationId: t.operationId,
      path: t.spec.path.includes('{server_id}') ? { server_id: this.id } : {},
      ...(body !== undefined ? { body } : {}),
      expected,
      state,
      locked,
    };
  }

  /** After a refused request was accepted: wait for what it started, then read the state again. */
  async absorb(answer: Exchange): Promise<void> {
    const body = answer.json as Resource | undefined;
    if (body && typeof body.progress === 'number' && body.id !== undefined)
      await this.ctx.fixtures.waitForAction(this.ctx, body.id as number);
    if (answer.operationId === 'createSnapshot' && body?.id !== undefined) {
      const id = body.id as number;
      this.ctx.fixtures.track('snapshot', String(id), String(body.name ?? id), async (ctx) => {
        await ctx.fixtures.settle(ctx, 'snapshot', id);
        await ctx.call('deleteSnapshot', { path: { snapshot_id: id } });
      });
    }
    const settled = await this.ctx.fixtures.settle(this.ctx, 'server', this.id);
    this.server = settled;
    this.state = String(settled.status);
  }

  /** In a settled state seen for the first time: every operation it does not allow is refused. */
  async settledRefusals(): Promise<void> {
    if (this.#visited.has(this.state)) return;
    this.#visited.add(this.state);
    const row = this.row(this.state);
    if (!row || row.locked) return;
    const refused = this.lockables().filter((t) => !t.from.includes(this.state));
    const refusals = await Promise.all(refused.map((t) => this.refusal(t, 'invalid_state', this.state, false)));
    const answers = await Promise.all(refusals.map((refusal) => sendRefusal(this.ctx, refusal)));
    const accepted = answers.filter((answer, index) =>
      judgeRefusal(this.ctx, refusals[index] as Refusal, answer, true, this.#pointer),
    );
    for (const answer of accepted) await this.absorb(answer);
  }

  /** The next few lockable operations, in turn, to be refused while the server is locked. */
  lockedRefusalSet(count: number): Transition[] {
    const all = this.lockables();
    const picked: Transition[] = [];
    for (let i = 0; i < Math.min(count, all.length); i += 1) {
      picked.push(all[this.#rotation % all.length] as Transition);
      this.#rotation += 1;
    }
    return picked;
  }

  /** Sends the locked-phase requests and reads the server, then follows the action and judges them. */
  async lockedPhase(transition: Transition, action: Resource, extra: Refusal[] = []): Promise<Phase> {
    const transitional = transition.transitional as string;
    const refusals = [
      ...extra,
      ...(await Promise.all(
        this.lockedRefusalSet(3).map((t) => this.refusal(t, 'resource_locked', transitional, true)),
      )),
    ];
    const [seen, ...answers] = await Promise.all([
      this.ctx.call('getServer', { path: { server_id: this.id }, as: readAs(this.ctx), expect: 200 }),
      ...refusals.map((refusal) => sendRefusal(this.ctx, refusal)),
    ]);
    const followed = await followAction(this.ctx, action.id as number);
    this.finished.push(followed.action);
    const first = followed.polls[0]?.action;
    const held = first !== undefined && !TERMINAL_STATUSES.has(String(first.status));
    const server = seen.json as Resource | undefined;
    if (seen.status === 200 && server) {
      const contract = { operationId: transition.operationId, pointer: this.#pointer };
      if (held)
        this.ctx.check(
          server.status === transitional && server.locked === true,
          `while its ${String(action.type)} action ran, the server was ${String(server.status)} with locked ${String(server.locked)}, expected ${transitional} and locked (ServerStatus)`,
          { exchange: seen, contract },
        );
      else
        this.ctx.check(
          server.status === transitional || server.status === transition.target,
          `right after ${transition.operationId} the server was ${String(server.status)}, neither ${transitional} nor ${String(transition.target)}`,
          { exchange: seen, contract },
        );
    }
    let stray: Exchange | undefined;
    refusals.forEach((refusal, index) => {
      const answer = answers[index] as Exchange;
      if (judgeRefusal(this.ctx, refusal, answer, held, this.#pointer) && typeof refusal.expected !== 'number')
        stray = answer;
    });
    const contract = { operationId: transition.operationId, page: 'introduction#asynchronous-actions' };
    this.ctx.check(
      followed.action.status === 'success',
      `the ${String(action.type)} action ended in ${String(followed.action.status)}: ${JSON.stringify(followed.action.error)}`,
      { exchange: followed.exchange, contract },
    );
    if (stray) await this.absorb(stray);
    return { transition, action, followed };
  }

  /** After the action succeeded: the server is in the transition's target state at once, unlocked. */
  async checkTarget(transition: Transition, expect?: (server: Resource, exchange: Exchange) => void): Promise<void> {
    const target = transition.target as string;
    const answer = await this.ctx.call('getServer', {
      path: { server_id: this.id },
      as: readAs(this.ctx),
      ...(target === 'gone' ? {} : { expect: 200 }),
    });
    const contract = { operationId: transition.operationId, pointer: this.#pointer };
    if (target === 'gone') {
      this.ctx.check(
        answer.status === 404,
        `after its delete_server action succeeded the server answers ${answer.status}, expected 404`,
        {
          exchange: answer,
          contract: { operationId: 'getServer', status: 404 },
        },
      );
      return;
    }
    if (answer.status !== 200)
      this.ctx.fail(`the server could not be read after ${transition.operationId}`, { exchange: answer });
    const server = this.ctx.body<Resource>(answer);
    const targetRow = this.row(target);
    this.ctx.check(
      server.status === target && server.locked === (targetRow?.locked ?? false),
      `once its ${String(transition.spec.starts?.action)} action succeeded the server is ${String(server.status)} (locked ${String(server.locked)}), expected ${target} (locked ${String(targetRow?.locked ?? false)})`,
      { exchange: answer, contract },
    );
    expect?.(server, answer);
    this.server = server;
    this.state = String(server.status);
  }

  /** Runs one transition from the current state: accepted, locked while it runs, in its target after. */
  async run(transition: Transition): Promise<void> {
    await this.settledRefusals();
    const body = await this.body(transition.operationId);
    const before = this.server;
    const answer = await this.ctx.call(transition.operationId, {
      path: { server_id: this.id },
      ...(body !== undefined ? { body } : {}),
      expect: transition.spec.success.status,
      contract: { operationId: transition.operationId, status: transition.spec.success.status, pointer: this.#pointer },
    });
    if (answer.status !== transition.spec.success.status)
      this.ctx.fail(`${transition.operationId} in ${this.state} was not accepted`, { exchange: answer });
    const action = checkStartedAction(this.ctx, answer, transition.spec, this.id) as Resource;
    this.started.push(action);
    const extra: Refusal[] = [];
    if (transition.target === 'gone') {
      extra.push({ ...(await this.refusal(transition, 'resource_locked', 'deleting', true)) });
      const update = this.ctx.fixtures.exampleBody(this.ctx, 'updateServer');
      extra.push({
        operationId: 'updateServer',
        path: { server_id: this.id },
        body: { ...update, labels: this.ctx.fixtures.labels() },
        expected: 'invalid_state',
        state: 'deleting',
        locked: true,
      });
    } else if (!this.#visited.has('locked-update')) {
      this.#visited.add('locked-update');
      extra.push({
        operationId: 'updateServer',
        path: { server_id: this.id },
        body: { labels: this.ctx.fixtures.labels() },
        expected: 200,
        state: String(transition.transitional),
        locked: true,
      });
    }
    await this.lockedPhase(transition, action, extra);
    await this.checkTarget(transition, (server, exchange) => {
      const contract = { operationId: transition.operationId };
      if (transition.operationId === 'resizeServer' && body && typeof body === 'object') {
        const plan = (body as { plan?: unknown }).plan;
        this.ctx.check(
          server.plan === plan,
          `after the resize the server's plan is ${String(server.plan)}, expected ${String(plan)}`,
          {
            exchange,
            contract,
          },
        );
        this.ctx.check(
          Number(server.disk_gb) >= Number(before.disk_gb),
          `after the resize the disk shrank from ${String(before.disk_gb)} to ${String(server.disk_gb)} GB`,
          { exchange, contract },
        );
        // On the new plan: its CPUs and memory, and with resize_disk (the default) its disk.
        const chosen = this.#plan;
        if (chosen && chosen.slug === plan) {
          const grows = (body as { resize_disk?: unknown }).resize_disk !== false;
          const expected: Array<[string, unknown]> = [
            ['vcpus', chosen.vcpus],
            ['memory_mb', chosen.memory_mb],
            ...(grows
              ? ([['disk_gb', Math.max(Number(before.disk_gb), Number(chosen.disk_gb))]] as Array<[string, unknown]>)
              : []),
          ];
          for (const [field, value] of expected)
            this.ctx.check(
              value === undefined || Number(server[field]) === Number(value),
              `after the resize to ${String(plan)} the server's ${field} is ${String(server[field])}, the plan's ${String(value)}${field === 'disk_gb' ? ' (resize_disk: true grows the disk to the plan’s)' : ''}`,
              { exchange, contract },
            );
        }
      }
      if (transition.operationId === 'reinstallServer' && body && typeof body === 'object')
        this.ctx.check(
          server.image === (body as { image?: unknown }).image,
          `after the reinstall the server's image is ${String(server.image)}, expected ${String((body as { image?: unknown }).image)}`,
          { exchange, contract },
        );
    });
    if (transition.operationId === 'resizeServer') await this.resizeRefusals(before);
  }

  /**
   * Once resized (stopped, its disk grown to the new plan's): a resize back to the previous plan, whose
   * disk is smaller, and one to the plan it is on are refused with 400 plan_unavailable (resizeServer's
   * description: "a disk never shrinks"; "is the current plan, or has less disk than the server's disk_gb").
   */
  async resizeRefusals(before: Resource): Promise<void> {
    if (this.state !== 'stopped' || this.ctx.contract.spec('resizeServer').body === undefined) return;
    const body = (plan: unknown) => ({ ...this.ctx.fixtures.exampleBody(this.ctx, 'resizeServer'), plan });
    const refusals: Refusal[] = [];
    if (Number(before.disk_gb) < Number(this.server.disk_gb) && before.plan !== this.server.plan)
      refusals.push({
        operationId: 'resizeServer',
        path: { server_id: this.id },
        body: body(before.plan),
        expected: 'plan_unavailable',
        state: `stopped on ${String(this.server.plan)} (${String(this.server.disk_gb)} GB), back to ${String(before.plan)} (${String(before.disk_gb)} GB)`,
        locked: false,
      });
    refusals.push({
      operationId: 'resizeServer',
      path: { server_id: this.id },
      body: body(this.server.plan),
      expected: 'plan_unavailable',
      state: `stopped on ${String(this.server.plan)}, to the same plan`,
      locked: false,
    });
    for (const refusal of refusals) {
      const answer = await sendRefusal(this.ctx, refusal);
      if (judgeRefusal(this.ctx, refusal, answer, true)) await this.absorb(answer);
    }
  }

  /** The next transition to run: one not run yet allowed here, else one leading to a state that allows one. */
  next(pending: Transition[]): Transition | undefined {
    const here = pending.find((t) => t.from.includes(this.state));
    if (here) return here;
    return this.lockables().find(
      (t) =>
        t.from.includes(this.state) &&
        t.target !== 'gone' &&
        t.target !== undefined &&
        pending.some((p) => p.from.includes(t.target as string)),
    );
  }

  /** The actions listed under the server and in /actions/ with its filters. */
  async checkListings(): Promise<void> {
    const ctx = this.ctx;
    const ours = this.started.map((action) => Number(action.id));
    const as = readAs(ctx);
    const [underServer, filtered] = await Promise.all([
      ctx.call('listServerActions', { path: { server_id: this.id }, query: { per_page: 100 }, as, expect: 200 }),
      ctx.call('listActions', {
        query: { resource_type: 'server', resource_id: String(this.id), per_page: 100 },
        as,
        expect: 200,
      }),
    ]);
    const ids = (exchange: Exchange) =>
      new Set(((exchange.json as { data?: Resource[] } | undefined)?.data ?? []).map((a) => Number(a.id)));
    for (const [exchange, label] of [
      [underServer, 'GET …/servers/{server_id}/actions/'],
      [filtered, 'GET /actions/?resource_type=server&resource_id=…'],
    ] as const) {
      const listed = ids(exchange);
      const missing = ours.filter((id) => !listed.has(id));
      ctx.check(missing.length === 0, `${label} does not list the server's actions ${missing.join(', ')}`, {
        exchange,
        contract: { operationId: exchange.operationId as string, page: 'introduction#asynchronous-actions' },
      });
    }
    const strangers = ((filtered.json as { data?: Resource[] } | undefined)?.data ?? []).filter((a) => {
      const resource = a.resource as { type?: unknown; id?: unknown } | undefined;
      return resource?.type !== 'server' || resource.id !== String(this.id);
    });
    ctx.check(
      strangers.length === 0,
      `the resource filters list actions of other resources: ${strangers.map((a) => a.id).join(', ')}`,
      {
        exchange: filtered,
        contract: { operationId: 'listActions' },
      },
    );
    const type = String(this.started.at(-1)?.type ?? 'create_server');
    const [byType, byStatus] = await Promise.all([
      ctx.call('listActions', {
        query: { resource_type: 'server', resource_id: String(this.id), type, per_page: 100 },
        as,
        expect: 200,
      }),
      ctx.call('listActions', {
        query: { resource_type: 'server', resource_id: String(this.id), status: 'success', per_page: 100 },
        as,
        expect: 200,
      }),
    ]);
    const typed = (byType.json as { data?: Resource[] } | undefined)?.data ?? [];
    ctx.check(
      typed.length > 0 && typed.every((a) => a.type === type),
      `GET /actions/?type=${type} lists ${typed.map((a) => String(a.type)).join(', ') || 'nothing'} for this server`,
      { exchange: byType, contract: { operationId: 'listActions' } },
    );
    const succeeded = (byStatus.json as { data?: Resource[] } | undefined)?.data ?? [];
    const finishedIds = this.finished.filter((a) => a.status === 'success').map((a) => Number(a.id));
    const listedSucceeded = new Set(succeeded.map((a) => Number(a.id)));
    ctx.check(
      succeeded.every((a) => a.status === 'success') && finishedIds.every((id) => listedSucceeded.has(id)),
      `GET /actions/?status=success for this server lists ${succeeded.map((a) => `${String(a.id)} ${String(a.status)}`).join(', ')}, expected exactly its succeeded actions (${finishedIds.join(', ')})`,
      { exchange: byStatus, contract: { operationId: 'listActions' } },
    );
  }

  async unchanged(): Promise<void> {
    await checkFinishedUnchanged(this.ctx, this.finished);
  }
}
