// Seeds servers into a running sandbox's account: the first one through the API (so it is whatever
// the sandbox makes of the document's example), then copies of it written straight into the store.
import type { Sandbox } from '../../sandbox/server.js';
import { Store } from '../../sandbox/db/store.js';
import { pathOf, requestExample, successStatus } from '../lib/document.js';

interface Stored {
  id: number;
  name: string;
}

export interface Seeded {
  /** The id of the server created through the API. */
  firstId: number;
  count: number;
  ms: number;
}

export async function seedServers(sb: Sandbox, token: string, count: number, actionSeconds: number): Promise<Seeded> {
  const started = performance.now();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const created = await fetch(sb.url + pathOf('createServer'), {
    method: 'POST',
    headers,
    body: JSON.stringify(requestExample('createServer')),
  });
  if (created.status !== successStatus('createServer')) throw new Error(`createServer answered ${created.status}: ${await created.text()}`);
  const first = (await created.json()) as Stored;
  // Let its create action finish, so every copy is a settled server.
  const clock = await fetch(`${sb.url}/_admin/clock`, { method: 'POST', body: JSON.stringify({ advance_seconds: actionSeconds + 1 }), headers });
  if (!clock.ok) throw new Error(`the admin clock answered ${clock.status}`);
  const got = await fetch(sb.url + pathOf('getServer', { server_id: first.id }), { headers });
  if (got.status !== successStatus('getServer')) throw new Error(`getServer answered ${got.status}`);
  const template = (await got.json()) as Stored;

  const row = await sb.db.get<{ account_id: number }>('SELECT account_id FROM tokens WHERE token = ?', [token]);
  if (!row) throw new Error('the token has no account');
  await sb.db.transaction(async (tx) => {
    const store = new Store(tx);
    for (let i = 1; i < count; i++) {
      const id = await store.nextId('server');
      await store.put('server', row.account_id, id, { ...template, id, name: `${template.name}-${i}` });
    }
  });
  return { firstId: first.id, count, ms: performance.now() - started };
}
