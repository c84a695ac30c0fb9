// waitForStarted(): wait for whatever a call started, as the table of operations says (`x-starts`,
// docs/design/operation-meaning.md#what-a-call-starts): the Action the call answered, or for a call that
// answers its resource (a create) the newest action of the type it starts on that resource, found
// through the actions list (docs/design/actions.md); then the same polling as waitForAction.
import type { Action } from '../../generated/schema.js';
import type { OperationSpec, StartsSpec } from '../operation-table.js';
import type { VpsClient } from './client.js';
import { StartedActionNotFoundError } from './errors.js';
import { HEADER } from './header-names.js';
import { pacing, type WaitForActionOptions, waitForActionSince } from './wait-for-action.js';

/**
 * What the call was: its `operationId` (`'createServer'`), its `starts` (`{ action, resource, answer }`),
 * or its entry of the table of operations (`@vps-hosting/api/operations`), which carries `starts`.
 */
export type StartingOperation = string | StartsSpec | { readonly operationId?: string; readonly starts?: StartsSpec };

/**
 * Waits for the work a call started, with waitForAction's pace, time limit, signal and errors.
 * `answer` is what the call answered (the `Action`, or the created resource), or the call's whole
 * result (`{ data, error, response }`, whose `error` is then thrown). `onProgress` is called with
 * each state seen: first the action as the call answered it or the actions list showed it, then every
 * poll's. Resolves with the action once it succeeded; throws `ActionFailedError`, `ActionTimeoutError`
 * (`timeoutMs` counts the search too), `StartedActionNotFoundError` when a create's action is not
 * listed, a failed request's `VpsApiError`, the signal's reason, or a `TypeError` for an operation
 * that starts nothing.
 *
 * ```ts
 * const server = await unwrap(client.POST('/api/v1/servers/', { body }));
 * await waitForStarted(client, 'createServer', server, { onProgress: (a) => console.log(`${a.progress}%`) });
 * ```
 */
export async function waitForStarted(
  client: VpsClient,
  operation: StartingOperation,
  answer: unknown,
  options: WaitForActionOptions = {},
): Promise<Action> {
  const startedAt = Date.now();
  pacing(options);
  const starts = await startsOf(operation);
  const { data, location } = unpack(answer);
  let action: Action;
  if (starts.answer === 'action') {
    if (!isAction(data)) throw new TypeError(`the answer of a call that starts ${starts.action} must be its Action`);
    action = data;
  } else {
    const resource = { type: starts.resource, id: resourceId(data, location, starts) };
    const { data: page, error } = await client.GET('/api/v1/actions/', {
      params: {
        query: {
          // `ActionType` and `ActionResourceType` are the table's values; the API checks them.
          resource_type: resource.type as never,
          resource_id: resource.id,
          type: starts.action as never,
          sort: 'id:desc',
          per_page: 1,
        },
      },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (error) throw error;
    const found = page.data[0];
    if (!found) throw new StartedActionNotFoundError(starts.action, resource);
    action = found;
  }
  options.onProgress?.(action);
  return waitForActionSince(client, action, options, startedAt);
}

let table: Promise<readonly OperationSpec[]> | undefined;

async function startsOf(operation: StartingOperation): Promise<StartsSpec> {
  if (typeof operation === 'object' && operation !== null && 'answer' in operation) return operation;
  let named: { operationId?: string; starts?: StartsSpec } | undefined =
    typeof operation === 'string' ? undefined : operation;
  const operationId = typeof operation === 'string' ? operation : operation?.operationId;
  if (named?.starts === undefined && operationId !== undefined) {
    // Loaded on the first use only: the table is large, and most programs never wait by name.
    table ??= import('../generated/operations.js').then((m) => m.OPERATIONS);
    named = (await table).find((o) => o.operationId === operationId);
    if (!named) throw new TypeError(`no operation ${JSON.stringify(operationId)} in the API's document`);
  }
  if (!named?.starts) throw new TypeError(`${operationId ?? 'the operation'} starts no action (it has no x-starts)`);
  return named.starts;
}

/** The call's data, and the `Location` its answer named, from the data or the whole result. */
function unpack(answer: unknown): { data: unknown; location: string | null } {
  if (typeof answer === 'object' && answer !== null && 'response' in answer && answer.response instanceof Response) {
    const result = answer as { data?: unknown; error?: unknown; response: Response };
    if (result.error !== undefined) throw result.error;
    return { data: result.data, location: result.response.headers.get(HEADER.location) };
  }
  return { data: answer, location: null };
}

function isAction(value: unknown): value is Action {
  if (typeof value !== 'object' || value === null) return false;
  const { id, type, status, progress, resource } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof type === 'string' &&
    typeof status === 'string' &&
    typeof progress === 'number' &&
    typeof resource === 'object' &&
    resource !== null
  );
}

/**
 * The resource's id as the actions list names it (`ActionResource.id`: as in its path, the decimal id of
 * a server, backup or snapshot, the name of a domain): the answer's `id`, else its `name`, else the
 * last segment of the answer's `Location`.
 */
function resourceId(data: unknown, location: string | null, starts: StartsSpec): string {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  for (const key of ['id', 'name']) {
    const value = fields[key];
    if ((typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && value !== ''))
      return String(value);
  }
  const last = location ? new URL(location, 'http://api.invalid').pathname.split('/').filter(Boolean).at(-1) : '';
  if (last) return decodeURIComponent(last);
  throw new TypeError(`the answer of a call that starts ${starts.action} names no ${starts.resource}`);
}
