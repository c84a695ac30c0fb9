// The example fleet's action history: the sandbox lists exactly the actions of the document's list
// examples (the work in progress on backup 5003 and snapshot 7002 included, once each).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref } from '../src/document.js';
import { doc, operation, startHarness, type Harness } from './helpers.js';

type Json = Record<string, any>;
/** A value with its `$ref`s followed (the contract model's resolver). */
const resolve = (n: unknown): Json => deref<Json>(n);
const PRODUCTION = doc.servers[0].variables.host.default as string;

/** The named 200 examples of a list operation, by name. */
function examples(operationId: string): Array<[string, Json]> {
  const content = resolve(operation(operationId).op.responses['200']).content['application/json'];
  return Object.entries<Json>(content.examples ?? {}).map(([name, ex]) => [name, resolve(ex).value]);
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ fleet: true, actionSeconds: 1e6 });
});
afterAll(() => h.close());

/** An action list as the example shows it: production links; a running action's start and progress
 *  follow the sandbox clock from load time, so they are compared by status only. */
function comparable(list: Json, example: Json): Json[] {
  const data = JSON.parse(JSON.stringify(list.data).split(h.sandbox.url).join(`https://${PRODUCTION}`)) as Json[];
  return data.map((a, i) =>
    a.status === 'running' && example.data[i]?.status === 'running'
      ? { ...a, progress: example.data[i].progress, started_at: example.data[i].started_at }
      : a,
  );
}

describe('the example fleet’s actions', () => {
  it('GET /actions/ (every example without a filter) lists the examples’ actions, each once', async () => {
    const unfiltered = examples('listActions').filter(
      ([, v]) => !/[?&](status|type|resource_type|resource_id)=/.test(v.links.first),
    );
    expect(unfiltered.length).toBeGreaterThan(0);
    for (const [name, value] of unfiltered) {
      const answer = await h.op('listActions', {}, { query: 'per_page=100' });
      expect(comparable(answer.body, value), name).toEqual(value.data);
    }
  });

  it('each server’s actions are its examples’, backup and snapshot work included', async () => {
    const named = examples('listServerActions');
    expect(named.length).toBeGreaterThan(0);
    for (const [name, value] of named) {
      const serverId = /\/servers\/(\d+)\/actions\//.exec(value.links.first)![1]!;
      const answer = await h.op('listServerActions', { server_id: serverId });
      expect(comparable(answer.body, value), name).toEqual(value.data);
    }
  });

  it('a running backup or snapshot of the fleet is one running action, which ends it', async () => {
    const running = examples('listActions')
      .flatMap(([, v]) => v.data as Json[])
      .filter((a) => a.status === 'running' && (a.resource.type === 'backup' || a.resource.type === 'snapshot'));
    expect(running.length).toBeGreaterThan(0);
    await h.advance(1e6);
    for (const action of running) {
      expect((await h.op('getAction', { action_id: action.id })).body.status).toBe('success');
      const get = action.resource.type === 'backup' ? 'getBackup' : 'getSnapshot';
      const resource = await h.op(get, { [`${action.resource.type}_id`]: action.resource.id });
      expect(resource.body.status).toBe('available');
    }
  });
});
