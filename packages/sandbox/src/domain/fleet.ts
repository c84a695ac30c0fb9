// The example fleet of the document (components/examples, see openapi/components/examples/README.md),
// loaded into one account on request: the same servers, actions, backups, snapshots, domains and
// DNS records the reference shows. Work in progress in the examples is started as real actions.
import { randomBytes } from 'node:crypto';
import type { ActionEngine } from './actions.js';
import type { Clock } from './clock.js';
import type { Database, Sql } from '../store/sql.js';
import { Store } from '../store/store.js';
import { deref, openapi, type JsonObject } from '../document.js';
import { loadWebhookFleet } from '../webhooks/fleet.js';
import { serialOf } from './zone-file.js';

const examples = (openapi.components as JsonObject).examples as JsonObject;
/** The value of a named example of components/examples. */
function example<T = JsonObject>(name: string): T {
  const found = examples[name];
  if (!found) throw new Error(`the document has no example ${name}`);
  return (deref(found) as JsonObject).value as T;
}

type Row = JsonObject & { id: number };

/** Whether the fleet is in this database already (its first action id is taken). */
export async function fleetLoaded(sql: Sql): Promise<boolean> {
  return !!(await sql.get('SELECT 1 FROM actions WHERE id = ?', [
    example<{ data: Row[] }>('ActionListAll').data[0]!.id,
  ]));
}

/** Loads the fleet into the account in one transaction; throws when it is loaded already. */
export async function loadFleet(
  db: Database,
  engine: ActionEngine,
  clock: Clock,
  account: number,
  actionMs: number,
): Promise<void> {
  const actions = example<{ data: Row[] }>('ActionListAll').data;
  const now = clock.now();
  /** Whether the examples' action history holds this work already (then it continues from there). */
  const listed = (type: string, id: number | string) =>
    actions.some((a) => a.type === type && (a.resource as { id: string }).id === String(id));
  await db.transaction(async (tx) => {
    if (await fleetLoaded(tx)) throw new Error('the example fleet is already loaded');
    const store = new Store(tx);
    const txActions = engine.in(store);
    for (const name of ['ServerWeb01Running', 'ServerDb01Stopped', 'ServerBuild01Provisioning']) {
      const server = example<Row>(name);
      await store.put('server', account, server.id, server);
    }
    for (const name of ['BackupPolicyWeb01Daily', 'BackupPolicyDb01Weekly', 'BackupPolicyBuild01Disabled']) {
      const { next_backup_at: _next, ...policy } = example<JsonObject>(name);
      await store.put('backup_policy', account, policy.server_id as number, policy);
    }
    for (const name of ['BackupWeb01Automatic', 'BackupWeb01Manual', 'BackupDb01Creating']) {
      const backup = example<Row>(name);
      await store.put('backup', account, backup.id, backup);
      if (backup.status === 'creating' && !listed('create_backup', backup.id))
        await txActions.start(account, 'create_backup', 'backup', backup.id, actionMs, { server_id: backup.server_id });
    }
    for (const name of ['SnapshotWeb01Available', 'SnapshotDb01Creating']) {
      const snapshot = example<Row>(name);
      await store.put('snapshot', account, snapshot.id, snapshot);
      if (snapshot.status === 'creating' && !listed('create_snapshot', snapshot.id))
        await txActions.start(account, 'create_snapshot', 'snapshot', snapshot.id, actionMs, {
          server_id: snapshot.server_id,
        });
    }
    // The action history as the examples show it; a running one continues from its progress.
    const insert = `INSERT INTO actions (id, account_id, type, resource_type, resource_id, started_ms, due_ms, done, outcome, error, effect, finished_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
    for (const a of actions) {
      const resource = a.resource as { type: string; id: string };
      const done = a.status === 'success' || a.status === 'error';
      const started = done ? Date.parse(a.started_at as string) : now - ((a.progress as number) / 100) * actionMs;
      const due = done ? Date.parse(a.finished_at as string) : started + actionMs;
      const resourceId = resource.type === 'domain' ? resource.id : Number(resource.id);
      // A backup's or snapshot's action is work on its server: listed among that server's actions.
      const serverId =
        resource.type === 'backup' || resource.type === 'snapshot'
          ? ((await store.get<Row>(resource.type, account, Number(resource.id)))?.server_id ?? resourceId)
          : resourceId;
      const effect =
        a.type === 'create_server'
          ? { from: 'error', to: 'running', server_id: serverId }
          : a.type === 'register_domain'
            ? { server_id: serverId, years: 1 }
            : { server_id: serverId };
      await tx.run(insert, [
        a.id,
        account,
        a.type,
        resource.type,
        String(resource.id),
        Math.round(started),
        Math.round(due),
        done ? 1 : 0,
        a.status === 'error' ? 'error' : 'success',
        a.error ? JSON.stringify(a.error) : null,
        JSON.stringify(effect),
        done ? due : null,
      ]);
    }
    engine.forgetNextDue();
    const contacts = example('DomainContactsExampleCom');
    const authCode = example<{ name: string; auth_code: string }>('DomainAuthCodeExampleCom');
    for (const name of ['DomainExampleComActive', 'DomainExampleNetRegistering', 'DomainExampleOrgTransferringIn']) {
      const domain = example<JsonObject & { name: string; status: string }>(name);
      await store.put('domain', account, domain.name, {
        ...domain,
        _contacts: contacts,
        _auth_code: domain.name === authCode.name ? authCode.auth_code : randomBytes(12).toString('base64url'),
        _status_at: now,
      });
      if (domain.status === 'registering' && !listed('register_domain', domain.name))
        await txActions.start(account, 'register_domain', 'domain', domain.name, actionMs, { years: 1 });
      if (domain.status === 'transferring_in' && !listed('transfer_domain', domain.name))
        await txActions.start(account, 'transfer_domain', 'domain', domain.name, actionMs, {});
    }
    const zone = example<{ name: string; default_ttl: number; created_at: string; updated_at: string }>(
      'DnsZoneExampleCom',
    );
    await store.put('dns_zone', account, zone.name, {
      name: zone.name,
      default_ttl: zone.default_ttl,
      created_at: zone.created_at,
      updated_at: zone.updated_at,
      _serial: serialOf(Date.parse(zone.updated_at)),
    });
    for (const record of example<{ data: Row[] }>('DnsRecordListAll').data) {
      await store.put('dns_record', account, record.id, { ...record, _zone: zone.name });
    }
    await loadWebhookFleet(tx, account, now);
  });
}
