// Seeds servers into a running sandbox's account: the first one through the API (so it is whatever
// the sandbox makes of the document's example), then copies of it written straight into the store.
import { nextId, Store, type Kind, type Sandbox } from '@vps-hosting/sandbox';
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
  if (created.status !== successStatus('createServer'))
    throw new Error(`createServer answered ${created.status}: ${await created.text()}`);
  const first = (await created.json()) as Stored;
  // Let its create action finish, so every copy is a settled server.
  const clock = await fetch(`${sb.url}/_admin/clock`, {
    method: 'POST',
    body: JSON.stringify({ advance_seconds: actionSeconds + 1 }),
    headers,
  });
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

/** What each list seeded by seedLists is read through: the path of its first page. */
export interface SeededLists {
  /** operationId → path of the list (its parameters filled). */
  paths: Record<string, string>;
  ms: number;
}

/**
 * Stores `count` items in each list of the account besides its servers: one server's backups,
 * snapshots, domains, DNS zones, one zone's records, actions (all of one server) and one webhook's
 * deliveries. One of each is made through the API; the others are copies of its stored row.
 */
export async function seedLists(sb: Sandbox, token: string, count: number, serverId: number): Promise<SeededLists> {
  const started = performance.now();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const create = async (operationId: string, values: Record<string, string | number>, body: unknown) => {
    const answer = await fetch(sb.url + pathOf(operationId, values), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (answer.status !== successStatus(operationId))
      throw new Error(`${operationId} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as Record<string, unknown>;
  };
  const backup = await create('createBackup', { server_id: serverId }, requestExample('createBackup'));
  const snapshot = await create(
    'createSnapshot',
    {},
    { ...(requestExample('createSnapshot') as object), server_id: serverId },
  );
  const zoneName = 'bench-seed.example';
  await create('createDnsZone', {}, { ...(requestExample('createDnsZone') as object), name: zoneName });
  const record = await create('createDnsRecord', { zone_name: zoneName }, requestExample('createDnsRecord'));
  await create('createDomain', {}, { ...(requestExample('createDomain') as object), name: 'bench-seed-domain.com' });
  const webhook = await create(
    'createWebhook',
    {},
    { ...(requestExample('createWebhook') as object), url: 'http://127.0.0.1:9/bench' },
  );
  const delivery = await create('testWebhook', { webhook_id: Number(webhook.id) }, undefined);

  const row = await sb.db.get<{ account_id: number }>('SELECT account_id FROM tokens WHERE token = ?', [token]);
  const account = row!.account_id;
  await sb.db.transaction(async (tx) => {
    const store = new Store(tx);
    const copies = async (
      kind: Kind,
      key: string | number,
      next: (template: Record<string, unknown>, i: number) => Promise<[string | number, unknown]>,
    ) => {
      const template = await store.get<Record<string, unknown>>(kind, account, key);
      if (!template) throw new Error(`no ${kind} ${key} to copy`);
      for (let i = 1; i < count; i++) {
        const [copyKey, copy] = await next(template, i);
        await store.put(kind, account, copyKey, copy);
      }
    };
    const numbered =
      (sequence: string) =>
      async (template: Record<string, unknown>): Promise<[number, unknown]> => {
        const id = await store.nextId(sequence);
        return [id, { ...template, id }];
      };
    await copies('backup', Number(backup.id), numbered('backup'));
    await copies('snapshot', Number(snapshot.id), numbered('snapshot'));
    await copies('dns_record', Number(record.id), numbered('dns_record'));
    await copies('dns_zone', zoneName, async (template, i) => [
      `z${i}.${zoneName}`,
      { ...template, name: `z${i}.${zoneName}` },
    ]);
    await copies('domain', 'bench-seed-domain.com', async (template, i) => [
      `d${i}-bench-seed.com`,
      { ...template, name: `d${i}-bench-seed.com` },
    ]);
    // Actions: copies of the server's create action (so each is one of the account's and the server's).
    const action = await tx.get<{ id: number }>(
      "SELECT id FROM actions WHERE account_id = ? AND type = 'create_server' AND resource_id = ?",
      [account, String(serverId)],
    );
    for (let i = 1; i < count; i++) {
      await tx.run(
        `INSERT INTO actions (id, account_id, type, resource_type, resource_id, started_ms, due_ms, done, outcome, error, effect, finished_ms)
         SELECT ?, account_id, type, resource_type, resource_id, started_ms, due_ms, done, outcome, error, effect, finished_ms FROM actions WHERE id = ?`,
        [await store.nextId('action'), action!.id],
      );
    }
    // Deliveries: failed copies of the test delivery (the worker leaves them alone).
    for (let i = 1; i < count; i++) {
      await tx.run(
        `INSERT INTO webhook_deliveries (id, webhook_id, account_id, event_id, resource_type, resource_id, status, attempts, run_attempts, last_attempt_ms, last_status_code, last_error, next_attempt_ms, created_ms)
         SELECT ?, webhook_id, account_id, event_id, resource_type, resource_id, 'failed', 7, 7, created_ms, NULL, 'connection_refused', NULL, created_ms FROM webhook_deliveries WHERE id = ?`,
        [await nextId(tx, 'webhook_delivery'), Number(delivery.id)],
      );
    }
  });
  return {
    paths: {
      listServerBackups: pathOf('listServerBackups', { server_id: serverId }),
      listSnapshots: pathOf('listSnapshots'),
      listDomains: pathOf('listDomains'),
      listDnsZones: pathOf('listDnsZones'),
      listDnsRecords: pathOf('listDnsRecords', { zone_name: zoneName }),
      listActions: pathOf('listActions'),
      listServerActions: pathOf('listServerActions', { server_id: serverId }),
      listWebhookDeliveries: pathOf('listWebhookDeliveries', { webhook_id: Number(webhook.id) }),
    },
    ms: performance.now() - started,
  };
}
