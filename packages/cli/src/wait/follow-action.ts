// What follows a call that started an action (`starts` in the table; docs/design/operation-meaning.md):
// the client's waitForStarted finds the action (a call that answers its resource: through the actions
// list) and waits for it, with progress on stderr; when
// anything ends the wait first (a 429, --timeout, Ctrl-C, a missing scope, the network) throw
// UnfinishedWork, which names the action, its last known state and the command that resumes, so
// that a write is never reported as if nothing happened (docs/design/actions.md).
import {
  ActionFailedError,
  ActionTimeoutError,
  type Action,
  type VpsClient,
  waitForAction,
  waitForStarted,
} from '@vps-hosting/api';
import type { StartsSpec } from '@vps-hosting/api/operations';
import { kebab } from '../commands/command-specs.js';
import { COMMAND_NAMES, CREATED_RESOURCE_ACTIONS } from '../commands/overlay.js';
import { createProgress } from './progress.js';

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

export type FollowTarget =
  /** `vps actions wait <id>`: an action started earlier. */
  | { actionId: number; started: false }
  /**
   * This command's call started the work (the table's `starts`): `answer` is what the API answered, the
   * Action or, for a create, the resource (`resource` names it, for the command that finds its action).
   * Whatever ends the wait is unfinished work.
   */
  | { starts: StartsSpec; answer: unknown; resource?: ResourceRef; started: true };

export interface FollowOptions {
  timeoutMs: number;
  intervalMs: number | undefined;
}

/**
 * Waits for what the call started with the client's waitForStarted (a create's action found through the
 * actions list), or for an action by id with waitForAction: their pace is the API's Retry-After, else a
 * growing pause (docs/design/actions.md#polling). Progress on stderr; Ctrl-C stops the wait, not the action.
 */
export async function followAction(client: VpsClient, target: FollowTarget, options: FollowOptions): Promise<Action> {
  const work: StartedWork = {};
  if (target.started) {
    if (target.starts.answer === 'action') Object.assign(work, actionState(target.answer));
    else Object.assign(work, { resource: target.resource, actionType: target.starts.action });
  } else work.actionId = target.actionId;
  const controller = new AbortController();
  const onInterrupt = (): void => controller.abort(new WaitInterrupted());
  process.once('SIGINT', onInterrupt);
  const progress = createProgress(process.stderr);
  const wait = {
    timeoutMs: options.timeoutMs,
    ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
    signal: controller.signal,
    onProgress: (action: Action) => {
      Object.assign(work, { actionId: action.id, lastSeen: action });
      progress.update(action);
    },
  };
  try {
    return target.started
      ? await waitForStarted(client, target.starts, target.answer, wait)
      : await waitForAction(client, target.actionId, wait);
  } catch (error) {
    if (error instanceof ActionFailedError) throw error; // it ended: nothing goes on
    const cause = controller.signal.aborted ? controller.signal.reason : error;
    // `vps actions wait` on an action never read (a wrong id, no scope): the API's answer says it all.
    const known = target.started || work.lastSeen !== undefined || cause instanceof WaitInterrupted;
    throw known || cause instanceof ActionTimeoutError ? new UnfinishedWork(work, cause) : cause;
  } finally {
    progress.stop();
    process.removeListener('SIGINT', onInterrupt);
  }
}

/** What an answered Action says of the work, before any poll. */
function actionState(answer: unknown): StartedWork {
  const action = answer as Partial<Action> | undefined;
  return typeof action?.id === 'number' ? { actionId: action.id, lastSeen: action as Action } : {};
}
