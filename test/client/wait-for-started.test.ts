// waitForStarted(): waiting for what a call started, for every operation of the document that starts an
// action (`x-starts`), whether it answers the Action or the resource, on fake timers (nothing waits).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPERATIONS, type OperationSpec, type StartsSpec } from '../../src/operations.js';
import {
  ActionFailedError,
  ActionTimeoutError,
  StartedActionNotFoundError,
  VpsApiError,
  waitForAction,
  waitForStarted,
} from '../../src/index.js';
import type { Action } from '../../src/schema.js';
import { BASE_URL, doc, example, json, resolve, scriptedFetch, testClient } from './support.js';

beforeAll(async () => {
  // The first lookup by operationId loads the table of operations (a dynamic import, which takes real
  // time): done here, on real timers, so that the tests' fake clock sees every pause as it is taken.
  await expect(waitForStarted(testClient(scriptedFetch().fetch), 'getServer', {})).rejects.toThrow(TypeError);
});
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

type Starting = OperationSpec & { starts: StartsSpec };
const STARTING = OPERATIONS.filter((o): o is Starting => o.starts !== undefined);

/** The first example of the operation's success answer, as the document gives it. */
function answerExample(operation: OperationSpec): Record<string, any> {
  const response = resolve(
    doc.paths[operation.path][operation.method.toLowerCase()].responses[operation.success.status],
  );
  const examples = response.content['application/json'].examples;
  return structuredClone(resolve(Object.values(examples)[0] as Record<string, any>).value);
}

/** The action the API would have started for the call, at a stage. */
function actionOf(operation: Starting, resourceId: string, status: Action['status'], progress: number): Action {
  const base = example<Action>('ActionRebootServerPending');
  return {
    ...base,
    id: 9100,
    type: operation.starts.action as Action['type'],
    status,
    progress,
    resource: { ...base.resource, type: operation.starts.resource as Action['resource']['type'], id: resourceId },
  };
}

const listOf = (actions: Action[]) =>
  json(200, { data: actions, meta: { page: 1, per_page: 1, total: actions.length }, links: {} });

describe('waitForStarted, for every operation that starts an action', () => {
  it('covers both shapes of x-starts', () => {
    expect(new Set(STARTING.map((o) => o.starts.answer))).toEqual(new Set(['action', 'resource']));
  });

  it.each(STARTING.filter((o) => o.starts.answer === 'action').map((o) => [o.operationId, o] as const))(
    '%s (answers the Action): reports it, then polls it as waitForAction does',
    async (operationId, operation) => {
      const answered = answerExample(operation) as Action;
      expect(answered.type).toBe(operation.starts.action);
      const running = { ...answered, status: 'running' as const, progress: 50 };
      const done = { ...answered, status: 'success' as const, progress: 100 };
      const { fetch, seen } = scriptedFetch(json(200, running), json(200, done));
      const progress: Action[] = [];
      const waiting = waitForStarted(testClient(fetch), operationId, answered, { onProgress: (a) => progress.push(a) });
      // waitForAction's pace: one interval (2 s) before the first poll, then half as long again (3 s).
      await vi.advanceTimersByTimeAsync(1_999);
      expect(seen).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(3_000);
      await expect(waiting).resolves.toEqual(done);
      expect(progress).toEqual([answered, running, done]);
      expect(seen.map((s) => s.url)).toEqual([
        `${BASE_URL}/api/v1/actions/${answered.id}/`,
        `${BASE_URL}/api/v1/actions/${answered.id}/`,
      ]);
    },
  );

  it.each(STARTING.filter((o) => o.starts.answer === 'resource').map((o) => [o.operationId, o] as const))(
    '%s (answers the resource): finds its action through the actions list, then polls it',
    async (operationId, operation) => {
      const resource = answerExample(operation);
      const id = String(resource.id ?? resource.name);
      const found = actionOf(operation, id, 'pending', 0);
      const done = { ...found, status: 'success' as const, progress: 100 };
      const { fetch, seen } = scriptedFetch(listOf([found]), json(200, done));
      const progress: Action[] = [];
      const waiting = waitForStarted(testClient(fetch), operationId, resource, { onProgress: (a) => progress.push(a) });
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toHaveLength(1);
      const list = new URL(seen[0]!.url);
      expect(list.pathname).toBe('/api/v1/actions/');
      expect(Object.fromEntries(list.searchParams)).toEqual({
        resource_type: operation.starts.resource,
        resource_id: id,
        type: operation.starts.action,
        sort: 'id:desc',
        per_page: '1',
      });
      await vi.advanceTimersByTimeAsync(2_000);
      await expect(waiting).resolves.toEqual(done);
      expect(progress).toEqual([found, done]);
      expect(seen[1]!.url).toBe(`${BASE_URL}/api/v1/actions/${found.id}/`);
    },
  );
});

describe('waitForStarted', () => {
  const createServer = STARTING.find((o) => o.operationId === 'createServer')!;
  const rebootServer = STARTING.find((o) => o.operationId === 'rebootServer')!;
  const server = () => answerExample(createServer);

  it('takes an operationId, the starts of the table, or its entry alike', async () => {
    for (const named of ['createServer', createServer.starts, createServer]) {
      const done = actionOf(createServer, String(server().id), 'success', 100);
      const { fetch, seen } = scriptedFetch(listOf([done]));
      await expect(waitForStarted(testClient(fetch), named, server())).resolves.toEqual(done);
      expect(seen).toHaveLength(1);
    }
  });

  it("takes the call's whole result: its data, else it throws its error", async () => {
    const done = actionOf(createServer, String(server().id), 'success', 100);
    const { fetch } = scriptedFetch(listOf([done]));
    const result = { data: server(), response: json(201, server()) };
    await expect(waitForStarted(testClient(fetch), 'createServer', result)).resolves.toEqual(done);

    const quota = example<{ status: number }>('ProblemQuotaExceeded');
    const refused = scriptedFetch(json(quota.status, quota));
    const client = testClient(refused.fetch);
    const failed = await client.POST('/api/v1/servers/', { body: example('ServerCreateMinimal') as never });
    await expect(waitForStarted(client, 'createServer', failed)).rejects.toBeInstanceOf(VpsApiError);
    expect(refused.seen).toHaveLength(1);
  });

  it("finds a resource without id or name by its answer's Location", async () => {
    const done = actionOf(createServer, '4242', 'success', 100);
    const { fetch, seen } = scriptedFetch(listOf([done]));
    const response = json(201, {}, { Location: `${BASE_URL}/api/v1/servers/4242/` });
    await expect(waitForStarted(testClient(fetch), createServer, { data: {}, response })).resolves.toEqual(done);
    expect(new URL(seen[0]!.url).searchParams.get('resource_id')).toBe('4242');
  });

  it('throws StartedActionNotFoundError when the list has no such action', async () => {
    const { fetch } = scriptedFetch(listOf([]));
    const outcome = waitForStarted(testClient(fetch), 'createServer', server());
    await expect(outcome).rejects.toBeInstanceOf(StartedActionNotFoundError);
    await expect(outcome).rejects.toMatchObject({
      actionType: 'create_server',
      resource: { type: 'server', id: String(server().id) },
    });
  });

  it('throws ActionFailedError for a found action that failed, without polling it', async () => {
    const failed = { ...actionOf(createServer, String(server().id), 'error', 40), error: { code: 'x', message: 'y' } };
    const { fetch, seen } = scriptedFetch(listOf([failed]));
    await expect(waitForStarted(testClient(fetch), 'createServer', server())).rejects.toBeInstanceOf(ActionFailedError);
    expect(seen).toHaveLength(1);
  });

  it('counts the search in timeoutMs', async () => {
    const pending = actionOf(createServer, String(server().id), 'running', 10);
    const { fetch, seen } = scriptedFetch(
      async () => {
        await new Promise((r) => setTimeout(r, 2_500));
        return listOf([pending]);
      },
      json(200, pending),
    );
    const outcome = waitForStarted(testClient(fetch), 'createServer', server(), {
      intervalMs: 1_000,
      timeoutMs: 3_000,
    });
    const checked = expect(outcome).rejects.toSatisfy((e) => e instanceof ActionTimeoutError && e.timeoutMs === 3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    await checked;
    // The list answered at 2.5 s, one poll at 3 s (the pause cut to what was left), then time was up.
    expect(seen).toHaveLength(2);
  });

  it('refuses an operation that starts nothing, or none of the document, before any request', async () => {
    const { fetch, seen } = scriptedFetch();
    const client = testClient(fetch);
    await expect(waitForStarted(client, 'getServer', server())).rejects.toThrow('getServer starts no action');
    await expect(waitForStarted(client, 'launchRocket', server())).rejects.toThrow('no operation "launchRocket"');
    await expect(waitForStarted(client, rebootServer, server())).rejects.toThrow('must be its Action');
    await expect(waitForStarted(client, createServer, {})).rejects.toThrow('names no server');
    await expect(waitForStarted(client, createServer, server(), { timeoutMs: -1 })).rejects.toBeInstanceOf(TypeError);
    expect(seen).toHaveLength(0);
  });

  it('reads like waitForAction for an action: the same result, the answered state reported first', async () => {
    const answered = answerExample(rebootServer) as Action;
    const done = { ...answered, status: 'success' as const, progress: 100 };
    const viaAction = scriptedFetch(json(200, done));
    const viaStarted = scriptedFetch(json(200, done));
    const seenByAction: Action[] = [];
    const seenByStarted: Action[] = [];
    const a = waitForAction(testClient(viaAction.fetch), answered, { onProgress: (x) => seenByAction.push(x) });
    const b = waitForStarted(testClient(viaStarted.fetch), 'rebootServer', answered, {
      onProgress: (x) => seenByStarted.push(x),
    });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await b).toEqual(await a);
    expect(seenByStarted).toEqual([answered, ...seenByAction]);
    expect(viaStarted.seen.map((s) => s.url)).toEqual(viaAction.seen.map((s) => s.url));
  });
});
