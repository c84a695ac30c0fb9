// What follows a call that started an action (`starts` in the table; docs/design/operation-meaning.md):
// find the action (a call that answers its resource: through the actions list), wait for it, and when
// anything ends the wait first (a 429, --timeout, Ctrl-C, a missing scope, the network) throw
// UnfinishedWork, which names the action, its last known state and the command that resumes, so
// that a write is never reported as if nothing happened (docs/design/actions.md).
import { ActionFailedError, ActionTimeoutError, type Action, type VpsClient } from '@vps-hosting/api';
import { OPERATIONS, type StartsSpec } from '@vps-hosting/api/operations';
import { kebab } from '../commands/command-specs.js';
import { COMMAND_NAMES, CREATED_RESOURCE_ACTIONS } from '../commands/overlay.js';
import { waitWithProgress } from './wait-with-progress.js';

/** Ctrl-C during a wait: the action goes on. */
export class WaitInterrupted extends Error {
  override readonly name = 'WaitInterrupted';
  constructor() {
    super('Stopped waiting (interrupted)');
  }
}

export interface ResourceRef {
  type: string;
  id: string;
}

/** What is known of the work a call started. */
export interface StartedWork {
  actionId?: number;
  /** The action's last state read (or answered by the call). */
  lastSeen?: Action;
  /** The resource a call that answered its resource works on, and the type of its action. */
  resource?: ResourceRef;
  actionType?: string;
}

/** The command that picks the work up again: the wait, or the list that finds its action. */
export function resumeCommand(work: StartedWork): string {
  if (work.actionId !== undefined) return `vps actions wait ${work.actionId}`;
  const { list, typeParameter, idParameter } = CREATED_RESOURCE_ACTIONS;
  const words = COMMAND_NAMES[list] ?? list;
  return `vps ${words} --${kebab(typeParameter)} ${work.resource?.type} --${kebab(idParameter)} ${work.resource?.id}`;
}

function describe(work: StartedWork): string {
  const seen = work.lastSeen;
  if (work.actionId === undefined)
    return `Accepted: the call started work on ${work.resource?.type} ${work.resource?.id}, but its ${work.actionType} action could not be found.`;
  const what = seen ? ` (${seen.type}, ${seen.resource.type} ${seen.resource.id})` : '';
  const state = seen ? `, last seen ${seen.status} at ${seen.progress}%` : '';
  const goesOn = seen?.status === 'success' ? '' : '; it goes on';
  return `Accepted: action ${work.actionId}${what}${state}${goesOn}.`;
}

/** A call was accepted and its action did not end in this command: `cause` says why (it decides the exit code). */
export class UnfinishedWork extends Error {
  override readonly name = 'UnfinishedWork';
  readonly resume: string;
  constructor(
    readonly work: StartedWork,
    override readonly cause: unknown,
  ) {
    const resume = resumeCommand(work);
    super(`${describe(work)}\n${work.actionId !== undefined ? 'Resume with' : 'Find it with'}: ${resume}`);
    this.resume = resume;
  }
}

export interface FollowTarget {
  /** The Action the call answered, or an action's id (`vps actions wait`). */
  action?: Action | number;
  /** A call that answered its resource: the resource and what the table says it started. */
  created?: { resource: ResourceRef; starts: StartsSpec };
  /** This command started the work: whatever ends the wait is unfinished work. */
  started: boolean;
}

export interface FollowOptions {
  timeoutMs: number;
  intervalMs: number | undefined;
}

type LooseGet = (path: string, init: object) => Promise<{ data?: unknown; error?: unknown }>;

/** The newest action of this type on the resource, through the actions list; undefined when none is listed. */
async function findAction(
  client: VpsClient,
  resource: ResourceRef,
  actionType: string,
  signal: AbortSignal,
): Promise<Action | undefined> {
  const how = CREATED_RESOURCE_ACTIONS;
  const list = OPERATIONS.find((o) => o.operationId === how.list);
  if (!list) return undefined;
  const query = {
    [how.typeParameter]: resource.type,
    [how.idParameter]: resource.id,
    [how.sort.parameter]: how.sort.value,
  };
  const { data, error } = await (client.GET as unknown as LooseGet)(list.path, { params: { query }, signal });
  if (error) throw error;
  return (data as { data: Action[] }).data.find((action) => action.type === actionType);
}

/** Waits for the action (found first for a created resource) until it ends; Ctrl-C stops the wait, not the action. */
export async function followAction(client: VpsClient, target: FollowTarget, options: FollowOptions): Promise<Action> {
  const work: StartedWork = {};
  if (typeof target.action === 'number') work.actionId = target.action;
  else if (target.action) Object.assign(work, { actionId: target.action.id, lastSeen: target.action });
  if (target.created)
    Object.assign(work, { resource: target.created.resource, actionType: target.created.starts.action });
  const controller = new AbortController();
  const onInterrupt = (): void => controller.abort(new WaitInterrupted());
  process.once('SIGINT', onInterrupt);
  try {
    if (work.actionId === undefined && target.created) {
      const found = await findAction(client, target.created.resource, target.created.starts.action, controller.signal);
      if (!found)
        throw new Error(`no ${work.actionType} action is listed for ${work.resource?.type} ${work.resource?.id}`);
      Object.assign(work, { actionId: found.id, lastSeen: found });
    }
    return await waitWithProgress(client, work.lastSeen ?? work.actionId!, {
      timeoutMs: options.timeoutMs,
      intervalMs: options.intervalMs,
      signal: controller.signal,
      onSeen: (action) => {
        work.lastSeen = action;
      },
    });
  } catch (error) {
    if (error instanceof ActionFailedError) throw error; // it ended: nothing goes on
    const cause = controller.signal.aborted ? controller.signal.reason : error;
    // `vps actions wait` on an action never read (a wrong id, no scope): the API's answer says it all.
    const known = target.started || work.lastSeen !== undefined || cause instanceof WaitInterrupted;
    throw known || cause instanceof ActionTimeoutError ? new UnfinishedWork(work, cause) : cause;
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
}
