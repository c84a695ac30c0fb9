// The writes family: what a create, PATCH or PUT sends is what its answer, a GET and the list then
// show (every field sent, or its schema's default when left out; the read-only fields present and
// consistent; updated_at later after a change and unchanged by a read); a PATCH changes only what it
// names; a PUT replaces (what it leaves out returns to its default); what a DELETE removed is gone
// from its GET (404) and its list, after its action when it answers one; and nothing else of the
// account changed (the items of its lists that are not the run's stay as they were).
// See packages/conformance/README.md (### writes) and docs/design/conformance-kit.md#writes.
import type { KitContract } from '../contract/document.js';
import type { Exchange } from '../http/exchange.js';
import type { CheckContext } from '../run/context.js';
import type { Resource } from '../run/fixtures.js';
import type { Check } from '../run/types.js';
import { areaOf } from './area.js';
import {
  backup,
  recordBodies,
  requestExamples,
  sharedDomain,
  snapshot,
  trackRecord,
  trackZone,
  webhookBody,
  withLock,
  zone,
  zoneBody,
} from './write-fixtures.js';
import {
  checkFields,
  checkOthersUnchanged,
  checkUnchanged,
  component,
  expectedFields,
  later,
  listAll,
  listed,
  nextSecond,
  reader,
  requestSchema,
  same,
} from './writes-compare.js';

type Json = Record<string, unknown>;

/** Fields a webhook changes through delivery attempts, on its own (the Webhook schema's `updated_at`). */
const WEBHOOK_DELIVERY_FIELDS = ['consecutive_failures', 'enabled', 'disabled_reason', 'updated_at'];

/** GET of a resource, as the reader; a failure unless it answers 200. */
async function read(ctx: CheckContext, operationId: string, path: Record<string, string | number>) {
  const exchange = await ctx.call(operationId, { path, as: reader(ctx), expect: 200 });
  return { exchange, body: ctx.body<Resource>(exchange) };
}

/** A GET that must answer 404 now that the resource is gone. */
async function gone(ctx: CheckContext, operationId: string, path: Record<string, string | number>, what: string) {
  const exchange = await ctx.call(operationId, { path, as: reader(ctx) });
  ctx.check(
    exchange.status === 404,
    `${what} is still there after its delete: ${operationId} answered ${exchange.status}`,
    {
      exchange,
      contract: { operationId, status: 404 },
    },
  );
}

/** The answer's Location names the resource's own path. */
function checkLocation(
  ctx: CheckContext,
  exchange: Exchange,
  getOperation: string,
  path: Record<string, string | number>,
) {
  const location = exchange.headers.get('location');
  if (location === null) return;
  let expected = ctx.contract.operation(getOperation).path;
  for (const [name, value] of Object.entries(path))
    expected = expected.replace(`{${name}}`, encodeURIComponent(String(value)));
  ctx.check(
    new URL(location, ctx.options.target).pathname.endsWith(expected),
    `Location ${location} is not ${expected}`,
    {
      exchange,
    },
  );
}

/** The read-only times are consistent: a resource is not updated before it was created. */
function checkReadOnly(ctx: CheckContext, exchange: Exchange, body: Json, what: string) {
  if (typeof body.created_at === 'string' && typeof body.updated_at === 'string')
    ctx.check(
      Date.parse(body.updated_at) >= Date.parse(body.created_at),
      `${what}: updated_at ${body.updated_at} is before created_at ${body.created_at}`,
      { exchange },
    );
}

/** A list item equals what the GET shows (the fields both have). */
function checkListedAsRead(
  ctx: CheckContext,
  list: { exchange: Exchange },
  item: Resource | undefined,
  got: Resource,
  what: string,
  except: string[] = [],
) {
  if (!ctx.check(item !== undefined, `${what} is not in its list`, { exchange: list.exchange })) return;
  checkUnchanged(
    ctx,
    list.exchange,
    pick(got, Object.keys(item as Json)),
    item as Json,
    except,
    `${what} as listed, against its GET`,
  );
}

function pick(value: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.filter((key) => key in value).map((key) => [key, value[key]]));
}

function check(
  contract: KitContract,
  id: string,
  operationId: string,
  status: number,
  title: string,
  run: (ctx: CheckContext) => Promise<void>,
): Check {
  return {
    id: `writes.${id}`,
    family: 'writes',
    area: areaOf(contract.operation(operationId)),
    title,
    needs: ['writes'],
    contract: { operationId, status },
    run,
  };
}

// ------------------------------------------------------------------------------------------ servers

async function serverLifecycle(ctx: CheckContext): Promise<void> {
  const fleetBefore = await listAll(ctx, 'listServers');
  // A label key the updateServer example's labels lack: replacing them must drop it (a merge would keep it).
  const body = await ctx.fixtures.serverBody(ctx, { labels: { ...ctx.fixtures.labels(), family: 'writes' } });
  const created = await ctx.call('createServer', { body, expect: 201 });
  if (created.status !== 201) ctx.fail('could not create the server', { exchange: created });
  const server = ctx.body<Resource>(created);
  ctx.fixtures.trackServer(server);
  const id = server.id as number;
  const expected = expectedFields(ctx, requestSchema(ctx, 'createServer'), component(ctx, 'Server'), body, {
    backups: 'backups_enabled',
  });
  checkFields(ctx, created, server, expected, 'createServer’s answer');
  checkReadOnly(ctx, created, server, 'createServer’s answer');
  checkLocation(ctx, created, 'getServer', { server_id: id });

  const first = await read(ctx, 'getServer', { server_id: id });
  checkFields(
    ctx,
    first.exchange,
    first.body,
    { ...expected, id, created_at: server.created_at },
    'the created server read back',
  );
  const byName = await listAll(ctx, 'listServers', { query: { name: String(body.name) } });
  ctx.check(
    byName.items.length === 1,
    `listServers?name=${String(body.name)} lists ${byName.items.length} servers, expected 1`,
    {
      exchange: byName.exchange,
    },
  );
  checkFields(
    ctx,
    byName.exchange,
    listed(byName, 'id', id) ?? {},
    { ...expected, id },
    'the created server as listed',
  );

  let current = await ctx.fixtures.settle(ctx, 'server', id);
  let changedAt = Date.now();
  const settled = await read(ctx, 'getServer', { server_id: id });
  checkFields(
    ctx,
    settled.exchange,
    settled.body,
    { ...expected, id, created_at: server.created_at },
    'the server once running',
  );

  // PATCH: each field alone; only it changes, updated_at moves on, a read moves nothing.
  const examples = requestExamples(ctx, 'updateServer');
  const patches: Json[] = [{ name: ctx.fixtures.name('srv') }];
  const labelExample = [...examples.values()].find((example) => 'labels' in example);
  patches.push({ labels: { ...(labelExample?.labels as Json | undefined), ...ctx.fixtures.labels() } });
  for (const patch of patches) {
    await nextSecond(ctx, changedAt);
    const before = (await read(ctx, 'getServer', { server_id: id })).body;
    const answer = await ctx.call('updateServer', { path: { server_id: id }, body: patch, expect: 200 });
    changedAt = Date.now();
    if (answer.status !== 200) continue;
    const patched = ctx.body<Resource>(answer);
    checkFields(ctx, answer, patched, patch, `updateServer ${JSON.stringify(patch)}’s answer`);
    checkUnchanged(
      ctx,
      answer,
      before,
      patched,
      [...Object.keys(patch), 'updated_at'],
      `updateServer ${Object.keys(patch).join()}`,
    );
    ctx.check(
      later(patched.updated_at, before.updated_at),
      `updateServer: updated_at ${String(patched.updated_at)} is not later than ${String(before.updated_at)}`,
      {
        exchange: answer,
      },
    );
    const after = await read(ctx, 'getServer', { server_id: id });
    checkUnchanged(
      ctx,
      after.exchange,
      patched,
      after.body,
      [],
      'the patched server read back, against updateServer’s answer',
    );
    await nextSecond(ctx, changedAt);
    const again = await read(ctx, 'getServer', { server_id: id });
    ctx.check(
      same(again.body.updated_at, after.body.updated_at),
      `a GET moved updated_at from ${String(after.body.updated_at)} to ${String(again.body.updated_at)}`,
      {
        exchange: again.exchange,
      },
    );
    current = after.body;
  }
  if (ctx.check(typeof current.name === 'string', 'the server has no name')) {
    const list = await listAll(ctx, 'listServers', { query: { name: String(current.name) } });
    checkListedAsRead(ctx, list, listed(list, 'id', id), current, 'the patched server');
    const old = await listAll(ctx, 'listServers', { query: { name: String(body.name) } });
    ctx.check(
      listed(old, 'id', id) === undefined,
      `listServers?name=${String(body.name)} still lists the renamed server`,
      {
        exchange: old.exchange,
      },
    );
  }

  // PUT backup policy: each example replaces the whole policy; what it leaves out returns to its default.
  for (const [name, policy] of requestExamples(ctx, 'replaceBackupPolicy')) {
    const answer = await ctx.call('replaceBackupPolicy', { path: { server_id: id }, body: policy, expect: 200 });
    if (answer.status !== 200) continue;
    const expectedPolicy = {
      ...expectedFields(ctx, requestSchema(ctx, 'replaceBackupPolicy'), component(ctx, 'BackupPolicy'), policy),
      server_id: id,
      // The schema's else branch: a daily schedule has no weekday (left out is null).
      ...(policy.schedule !== 'weekly' ? { weekday: null } : {}),
    };
    checkFields(ctx, answer, ctx.body(answer), expectedPolicy, `replaceBackupPolicy (${name})’s answer`);
    const got = await read(ctx, 'getBackupPolicy', { server_id: id });
    checkUnchanged(
      ctx,
      got.exchange,
      ctx.body(answer),
      got.body,
      [],
      `the backup policy (${name}) read back, against the PUT’s answer`,
    );
    const owner = await read(ctx, 'getServer', { server_id: id });
    checkFields(
      ctx,
      owner.exchange,
      owner.body,
      { backups_enabled: policy.enabled },
      `the server after the policy ${name}`,
    );
    checkUnchanged(
      ctx,
      owner.exchange,
      current,
      owner.body,
      ['backups_enabled', 'updated_at'],
      `the server after the policy ${name}`,
    );
    current = owner.body;
  }

  await backupLifecycle(ctx, id);
  await snapshotLifecycle(ctx, id);

  // Nothing else of the account changed.
  const fleetAfter = await listAll(ctx, 'listServers');
  checkOthersUnchanged(ctx, fleetBefore, fleetAfter, 'id', 'listServers');

  // DELETE: gone from its GET and its list once its action ends.
  await nextSecond(ctx, changedAt);
  const deleted = await ctx.call('deleteServer', { path: { server_id: id }, expect: 200 });
  if (deleted.status === 200) {
    const action = ctx.body<Resource>(deleted);
    const wait = await ctx.fixtures.waitForAction(ctx, action.id as number);
    ctx.check(wait.action.status === 'success', `deleteServer’s action ended ${String(wait.action.status)}`, {
      exchange: wait.seen.at(-1)?.exchange,
    });
    await gone(ctx, 'getServer', { server_id: id }, `server ${id}`);
    const list = await listAll(ctx, 'listServers', { query: { name: String(current.name) } });
    ctx.check(listed(list, 'id', id) === undefined, `listServers still lists the deleted server ${id}`, {
      exchange: list.exchange,
    });
    ctx.fixtures.untrack('server', String(id));
  }
}

async function backupLifecycle(ctx: CheckContext, serverId: number): Promise<void> {
  const before = await listAll(ctx, 'listServerBackups', { path: { server_id: serverId } });
  const made = await backup(ctx, serverId, { wait: false });
  const id = made.id as number;
  const sent = { description: made.description };
  checkFields(ctx, before.exchange, made, { ...sent, server_id: serverId, kind: 'manual' }, 'createBackup’s answer');
  const settled = await ctx.fixtures.settle(ctx, 'backup', id);
  const got = await read(ctx, 'getBackup', { backup_id: id });
  checkFields(
    ctx,
    got.exchange,
    got.body,
    { id, server_id: serverId, created_at: made.created_at, kind: made.kind, ...sent },
    'the backup read back',
  );
  const list = await listAll(ctx, 'listServerBackups', { path: { server_id: serverId } });
  checkListedAsRead(ctx, list, listed(list, 'id', id), settled, `backup ${id}`);
  ctx.check(
    list.total === before.total + 1,
    `listServerBackups totals ${list.total} after one backup, ${before.total} before`,
    { exchange: list.exchange },
  );
  const deleted = await ctx.call('deleteBackup', { path: { backup_id: id }, expect: 200 });
  if (deleted.status !== 200) return;
  const wait = await ctx.fixtures.waitForAction(ctx, ctx.body<Resource>(deleted).id as number);
  ctx.check(wait.action.status === 'success', `deleteBackup’s action ended ${String(wait.action.status)}`, {
    exchange: wait.seen.at(-1)?.exchange,
  });
  await gone(ctx, 'getBackup', { backup_id: id }, `backup ${id}`);
  const after = await listAll(ctx, 'listServerBackups', { path: { server_id: serverId } });
  ctx.check(listed(after, 'id', id) === undefined, `listServerBackups still lists the deleted backup ${id}`, {
    exchange: after.exchange,
  });
  checkOthersUnchanged(ctx, before, after, 'id', 'listServerBackups');
  ctx.check(
    after.total === before.total,
    `listServerBackups totals ${after.total} after the delete, ${before.total} before the create`,
    { exchange: after.exchange },
  );
  ctx.fixtures.untrack('backup', String(id));
}

async function snapshotLifecycle(ctx: CheckContext, serverId: number): Promise<void> {
  const before = await listAll(ctx, 'listSnapshots', { query: { server_id: serverId } });
  const made = await snapshot(ctx, serverId, { wait: false });
  const id = made.id as number;
  checkFields(ctx, before.exchange, made, { server_id: serverId }, 'createSnapshot’s answer');
  const settled = await ctx.fixtures.settle(ctx, 'snapshot', id);
  let changedAt = Date.now();
  const got = await read(ctx, 'getSnapshot', { snapshot_id: id });
  checkFields(
    ctx,
    got.exchange,
    got.body,
    { id, server_id: serverId, name: made.name, created_at: made.created_at },
    'the snapshot read back',
  );
  const list = await listAll(ctx, 'listSnapshots', { query: { server_id: serverId } });
  checkListedAsRead(ctx, list, listed(list, 'id', id), settled, `snapshot ${id}`);

  await nextSecond(ctx, changedAt);
  const rename = { name: ctx.fixtures.name('snap') };
  const patched = await ctx.call('updateSnapshot', { path: { snapshot_id: id }, body: rename, expect: 200 });
  changedAt = Date.now();
  if (patched.status === 200) {
    checkFields(ctx, patched, ctx.body(patched), rename, 'updateSnapshot’s answer');
    checkUnchanged(ctx, patched, settled, ctx.body(patched), ['name'], 'updateSnapshot name');
    const after = await read(ctx, 'getSnapshot', { snapshot_id: id });
    checkUnchanged(
      ctx,
      after.exchange,
      ctx.body(patched),
      after.body,
      [],
      'the renamed snapshot read back, against updateSnapshot’s answer',
    );
    const renamed = await listAll(ctx, 'listSnapshots', { query: { server_id: serverId } });
    checkListedAsRead(ctx, renamed, listed(renamed, 'id', id), after.body, `snapshot ${id} renamed`);
  }
  const deleted = await ctx.call('deleteSnapshot', { path: { snapshot_id: id }, expect: 200 });
  if (deleted.status !== 200) return;
  const wait = await ctx.fixtures.waitForAction(ctx, ctx.body<Resource>(deleted).id as number);
  ctx.check(wait.action.status === 'success', `deleteSnapshot’s action ended ${String(wait.action.status)}`, {
    exchange: wait.seen.at(-1)?.exchange,
  });
  await gone(ctx, 'getSnapshot', { snapshot_id: id }, `snapshot ${id}`);
  const after = await listAll(ctx, 'listSnapshots', { query: { server_id: serverId } });
  ctx.check(listed(after, 'id', id) === undefined, `listSnapshots still lists the deleted snapshot ${id}`, {
    exchange: after.exchange,
  });
  checkOthersUnchanged(ctx, before, after, 'id', 'listSnapshots');
  ctx.fixtures.untrack('snapshot', String(id));
}

// ---------------------------------------------------------------------------------------------- DNS

async function zoneLifecycle(ctx: CheckContext): Promise<void> {
  const others = await listAll(ctx, 'listDnsZones');
  const body = zoneBody(ctx);
  const created = await ctx.call('createDnsZone', { body, expect: 201 });
  if (created.status !== 201) ctx.fail('could not create the zone', { exchange: created });
  const made = ctx.body<Resource>(created);
  const name = String(made.name);
  trackZone(ctx, name);
  const expected = expectedFields(ctx, requestSchema(ctx, 'createDnsZone'), component(ctx, 'DnsZone'), body);
  checkFields(ctx, created, made, expected, 'createDnsZone’s answer');
  checkReadOnly(ctx, created, made, 'createDnsZone’s answer');
  checkLocation(ctx, created, 'getDnsZone', { zone_name: name });
  const got = await read(ctx, 'getDnsZone', { zone_name: name });
  checkUnchanged(ctx, got.exchange, made, got.body, [], 'the zone read back, against createDnsZone’s answer');
  const byName = await listAll(ctx, 'listDnsZones', { query: { name } });
  checkListedAsRead(ctx, byName, listed(byName, 'name', name), got.body, `zone ${name}`);
  const records = await listAll(ctx, 'listDnsRecords', { path: { zone_name: name } });
  ctx.check(
    records.total === made.records_count,
    `the zone’s records_count is ${String(made.records_count)}, its records list totals ${records.total}`,
    {
      exchange: records.exchange,
    },
  );
  if (body.default_records === true)
    ctx.check(
      records.items.some((record) => record.type === 'CNAME' && record.name === 'www'),
      'default_records: true created no www CNAME',
      {
        exchange: records.exchange,
      },
    );
  const deleted = await ctx.call('deleteDnsZone', { path: { zone_name: name }, expect: 200 });
  if (deleted.status !== 200) return;
  await gone(ctx, 'getDnsZone', { zone_name: name }, `zone ${name}`);
  const firstRecord = records.items[0];
  if (firstRecord)
    await gone(
      ctx,
      'getDnsRecord',
      { zone_name: name, record_id: firstRecord.id as number },
      `record ${String(firstRecord.id)} of the deleted zone`,
    );
  const after = await listAll(ctx, 'listDnsZones', { query: { name } });
  ctx.check(after.items.length === 0, `listDnsZones?name=${name} still lists the deleted zone`, {
    exchange: after.exchange,
  });
  ctx.fixtures.untrack('dns_zone', name);
  checkOthersUnchanged(ctx, others, await listAll(ctx, 'listDnsZones'), 'name', 'listDnsZones');
}

/** Another value of a record's data, of its own type (the first field that can change simply). */
function changedData(record: Json): Json {
  const type = String(record.type);
  if (type === 'A') return { address: '203.0.113.77' };
  if (type === 'AAAA') return { address: '2001:db8:77::1' };
  if (type === 'CNAME' || type === 'SRV') return { target: `w2.${String(record.target)}` };
  if (type === 'MX') return { exchange: `w2.${String(record.exchange)}` };
  if (type === 'NS') return { nameserver: `w2.${String(record.nameserver)}` };
  if (type === 'TXT') return { value: `${String(record.value)} w2` };
  if (type === 'CAA') return { flags: Number(record.flags) === 128 ? 0 : 128 };
  return {};
}

async function recordLifecycle(ctx: CheckContext, type: string, example: Json): Promise<void> {
  const made = await zone(ctx, { default_records: false });
  const zoneName = String(made.name);
  const path = { zone_name: zoneName };
  const before = await listAll(ctx, 'listDnsRecords', { path });
  const body: Json = { ...example, comment: `created by ${ctx.prefix}` };
  const created = await ctx.call('createDnsRecord', { path, body, expect: 201 });
  if (created.status !== 201) ctx.fail(`could not create the ${type} record`, { exchange: created });
  const record = ctx.body<Resource>(created);
  const id = record.id as number;
  trackRecord(ctx, zoneName, id);
  const mine = (item: Resource) => item.id === id;
  let changedAt = Date.now();
  const expected: Json = { ...body, ttl: body.ttl ?? made.default_ttl };
  checkFields(ctx, created, record, expected, `createDnsRecord ${type}’s answer`);
  checkReadOnly(ctx, created, record, `createDnsRecord ${type}’s answer`);
  checkLocation(ctx, created, 'getDnsRecord', { zone_name: zoneName, record_id: id });
  const got = await read(ctx, 'getDnsRecord', { zone_name: zoneName, record_id: id });
  checkUnchanged(
    ctx,
    got.exchange,
    record,
    got.body,
    [],
    `the ${type} record read back, against createDnsRecord’s answer`,
  );
  const byType = await listAll(ctx, 'listDnsRecords', { path, query: { type, name: String(body.name) } });
  checkListedAsRead(ctx, byType, listed(byType, 'id', id), got.body, `the ${type} record`);
  const withIt = await listAll(ctx, 'listDnsRecords', { path });
  ctx.check(
    withIt.total === before.total + 1,
    `listDnsRecords totals ${withIt.total} after one create, ${before.total} before`,
    { exchange: withIt.exchange },
  );
  const zoneNow = await read(ctx, 'getDnsZone', path);
  ctx.check(
    zoneNow.body.records_count === withIt.total,
    `records_count is ${String(zoneNow.body.records_count)}, the list totals ${withIt.total}`,
    {
      exchange: zoneNow.exchange,
    },
  );
  checkOthersUnchanged(ctx, before, withIt, 'id', 'listDnsRecords', [], mine);

  // PUT: the whole record; ttl left out becomes the zone's default_ttl, comment left out null.
  const { ttl: _ttl, comment: _comment, ...rest } = example;
  const renamed = typeof rest.name === 'string' && /^[a-z]/.test(rest.name) ? { name: `${rest.name}-w2` } : {};
  const replacement: Json = { ...rest, ...changedData(record), ...renamed };
  await nextSecond(ctx, changedAt);
  const replaced = await ctx.call('replaceDnsRecord', {
    path: { zone_name: zoneName, record_id: id },
    body: replacement,
    expect: 200,
  });
  changedAt = Date.now();
  let current = got.body;
  if (replaced.status === 200) {
    const answer = ctx.body<Resource>(replaced);
    checkFields(
      ctx,
      replaced,
      answer,
      { ...replacement, id, ttl: made.default_ttl, comment: null, created_at: record.created_at },
      `replaceDnsRecord ${type}’s answer`,
    );
    ctx.check(
      later(answer.updated_at, record.updated_at),
      `replaceDnsRecord: updated_at ${String(answer.updated_at)} is not later than ${String(record.updated_at)}`,
      {
        exchange: replaced,
      },
    );
    const after = await read(ctx, 'getDnsRecord', { zone_name: zoneName, record_id: id });
    checkUnchanged(
      ctx,
      after.exchange,
      answer,
      after.body,
      [],
      `the replaced ${type} record read back, against replaceDnsRecord’s answer`,
    );
    current = after.body;
  }

  // PATCH: only ttl and comment change.
  const patch = { ttl: 600, comment: `patched by ${ctx.prefix}` };
  await nextSecond(ctx, changedAt);
  const patched = await ctx.call('updateDnsRecord', {
    path: { zone_name: zoneName, record_id: id },
    body: patch,
    expect: 200,
  });
  if (patched.status === 200) {
    const answer = ctx.body<Resource>(patched);
    checkFields(ctx, patched, answer, patch, `updateDnsRecord ${type}’s answer`);
    checkUnchanged(
      ctx,
      patched,
      current,
      answer,
      ['ttl', 'comment', 'updated_at'],
      `updateDnsRecord ${type} ttl and comment`,
    );
    ctx.check(
      later(answer.updated_at, current.updated_at),
      `updateDnsRecord: updated_at ${String(answer.updated_at)} is not later than ${String(current.updated_at)}`,
      {
        exchange: patched,
      },
    );
    const after = await read(ctx, 'getDnsRecord', { zone_name: zoneName, record_id: id });
    checkUnchanged(
      ctx,
      after.exchange,
      answer,
      after.body,
      [],
      `the patched ${type} record read back, against updateDnsRecord’s answer`,
    );
    const list = await listAll(ctx, 'listDnsRecords', { path });
    checkListedAsRead(ctx, list, listed(list, 'id', id), after.body, `the patched ${type} record`);
    checkOthersUnchanged(ctx, before, list, 'id', 'listDnsRecords', [], mine);
  }

  const deleted = await ctx.call('deleteDnsRecord', { path: { zone_name: zoneName, record_id: id }, expect: 200 });
  if (deleted.status !== 200) return;
  await gone(ctx, 'getDnsRecord', { zone_name: zoneName, record_id: id }, `${type} record ${id}`);
  const after = await listAll(ctx, 'listDnsRecords', { path });
  ctx.check(listed(after, 'id', id) === undefined, `listDnsRecords still lists the deleted ${type} record`, {
    exchange: after.exchange,
  });
  ctx.check(
    after.total === before.total,
    `listDnsRecords totals ${after.total} after the delete, ${before.total} before the create`,
    { exchange: after.exchange },
  );
  checkOthersUnchanged(ctx, before, after, 'id', 'listDnsRecords', [], mine);
  const zoneAfter = await read(ctx, 'getDnsZone', path);
  ctx.check(
    zoneAfter.body.records_count === before.total,
    `records_count is ${String(zoneAfter.body.records_count)} after the delete, expected ${before.total}`,
    {
      exchange: zoneAfter.exchange,
    },
  );
  ctx.fixtures.untrack('dns_record', `${zoneName}/${id}`);
}

async function batchLifecycle(ctx: CheckContext): Promise<void> {
  const made = await zone(ctx, { default_records: false });
  const zoneName = String(made.name);
  const path = { zone_name: zoneName };
  const bodies = recordBodies(ctx);
  const a = bodies.get('A');
  const txt = bodies.get('TXT');
  if (!a || !txt) ctx.notExercised('the document has no A and TXT record examples');
  const first = ctx.body<Resource>(await ctx.call('createDnsRecord', { path, body: a, expect: 201 }));
  const second = ctx.body<Resource>(await ctx.call('createDnsRecord', { path, body: txt, expect: 201 }));
  trackRecord(ctx, zoneName, first.id as number);
  trackRecord(ctx, zoneName, second.id as number);
  const before = await listAll(ctx, 'listDnsRecords', { path });

  // All or nothing: a batch whose create repeats an existing record changes nothing, its delete included.
  const refused = await ctx.call('batchDnsRecords', {
    path,
    body: { deletes: [first.id], creates: [{ ...txt }, { ...txt }] },
  });
  ctx.check(refused.status === 400, `a batch creating the same record twice answered ${refused.status}, expected 400`, {
    exchange: refused,
  });
  const unchanged = await listAll(ctx, 'listDnsRecords', { path });
  ctx.check(listed(unchanged, 'id', first.id) !== undefined, 'a refused batch applied its delete', {
    exchange: unchanged.exchange,
  });
  checkOthersUnchanged(ctx, before, unchanged, 'id', 'listDnsRecords after a refused batch', [], () => false);

  await nextSecond(ctx, Date.now() - 1000);
  const creates: Json[] = [{ ...a, name: `${String(a?.name)}-b2` }];
  const patch = { id: second.id, ttl: 900 };
  const answer = await ctx.call('batchDnsRecords', {
    path,
    body: { deletes: [first.id], patches: [patch], creates },
    expect: 200,
  });
  if (answer.status !== 200) return;
  const result = ctx.body<{ deleted: number[]; updated: Resource[]; created: Resource[] }>(answer);
  ctx.check(
    same(result.deleted, [first.id]),
    `the batch reports deleted ${JSON.stringify(result.deleted)}, expected [${String(first.id)}]`,
    { exchange: answer },
  );
  const updated = result.updated?.[0];
  ctx.check(
    updated?.id === second.id && updated?.ttl === 900,
    'the batch’s updated record is not the patched one with ttl 900',
    { exchange: answer },
  );
  if (updated) checkUnchanged(ctx, answer, second, updated, ['ttl', 'updated_at'], 'the batch’s patch');
  const createdRecord = result.created?.[0];
  if (
    ctx.check(createdRecord !== undefined && result.created.length === 1, 'the batch reports no created record', {
      exchange: answer,
    })
  ) {
    trackRecord(ctx, zoneName, createdRecord?.id as number);
    checkFields(
      ctx,
      answer,
      createdRecord as Json,
      { ...creates[0], ttl: creates[0]?.ttl ?? made.default_ttl },
      'the batch’s created record',
    );
  }
  const after = await listAll(ctx, 'listDnsRecords', { path });
  ctx.check(listed(after, 'id', first.id) === undefined, 'the record the batch deleted is still listed', {
    exchange: after.exchange,
  });
  await gone(
    ctx,
    'getDnsRecord',
    { zone_name: zoneName, record_id: first.id as number },
    `record ${String(first.id)} deleted by the batch`,
  );
  if (updated) checkListedAsRead(ctx, after, listed(after, 'id', second.id), updated, 'the record the batch patched');
  if (createdRecord)
    checkListedAsRead(ctx, after, listed(after, 'id', createdRecord.id), createdRecord, 'the record the batch created');
  ctx.check(
    after.total === before.total,
    `listDnsRecords totals ${after.total} after a batch of one delete and one create, ${before.total} before`,
    {
      exchange: after.exchange,
    },
  );
  const untouched = { ...before, items: before.items.filter((item) => item.id !== first.id && item.id !== second.id) };
  checkOthersUnchanged(
    ctx,
    untouched,
    { ...after, items: after.items.filter((item) => item.id !== createdRecord?.id && item.id !== second.id) },
    'id',
    'listDnsRecords after the batch',
    [],
    () => false,
  );
}

/** A zone file line and its `;` comment (a `;` inside a quoted string is text). */
function splitComment(line: string): [string, string | undefined] {
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '\\') index++;
    else if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) return [line.slice(0, index), line.slice(index + 1).trim()];
  }
  return [line, undefined];
}

/** The records of a list as comparable content (no ids or times). */
function contentOf(items: readonly Resource[]): string[] {
  return items
    .map((item) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(item)
            .filter(([key]) => !['id', 'created_at', 'updated_at'].includes(key))
            .sort(([x], [y]) => x.localeCompare(y)),
        ),
      ),
    )
    .sort();
}

async function zoneFileRoundTrip(ctx: CheckContext): Promise<void> {
  const made = await zone(ctx, { default_records: false });
  const zoneName = String(made.name);
  const path = { zone_name: zoneName };
  const example = requestExamples(ctx, 'replaceDnsZoneFile').values().next().value;
  const exampleZone = String(
    ctx.contract.operation('replaceDnsZoneFile').parameters.find((p) => p.name === 'zone_name')?.example ??
      'example.com',
  );
  if (!example || typeof example.zone_file !== 'string') ctx.notExercised('the document has no zone file example');
  const zoneFile = (example.zone_file as string).replaceAll(exampleZone, zoneName);
  const put = await ctx.call('replaceDnsZoneFile', { path, body: { zone_file: zoneFile }, expect: 200 });
  if (put.status !== 200) return;
  const records = await listAll(ctx, 'listDnsRecords', { path });
  // Every record line of the file (its owner and type) is a record of the zone now.
  const lines = zoneFile
    .split('\n')
    .map((line) => splitComment(line)[0].trim())
    .filter((line) => line && !line.startsWith('$'));
  for (const line of lines) {
    const [owner, ...fields] = line.split(/\s+/);
    const type = fields.find((field) => /^[A-Z]+$/.test(field) && field !== 'IN');
    const name =
      owner === '@' ? '@' : String(owner).replace(new RegExp(`\\.?${zoneName.replaceAll('.', '\\.')}\\.$`), '') || '@';
    ctx.check(
      records.items.some((record) => record.type === type && record.name === name),
      `the zone file’s line “${line}” is not a record of the zone after replaceDnsZoneFile`,
      {
        exchange: records.exchange,
      },
    );
  }
  const comment = zoneFile
    .split('\n')
    .map((line) => splitComment(line)[1])
    .find((text) => text !== undefined);
  if (comment !== undefined) {
    ctx.check(
      records.items.some((record) => record.comment === comment),
      `the line’s comment “${comment}” is no record’s comment`,
      { exchange: records.exchange },
    );
  }
  const zoneNow = await read(ctx, 'getDnsZone', path);
  ctx.check(
    zoneNow.body.records_count === records.total,
    `records_count is ${String(zoneNow.body.records_count)}, the list totals ${records.total}`,
    {
      exchange: zoneNow.exchange,
    },
  );
  // Round trip: the exported file names every record, and importing it again changes no record's content.
  const exported = await read(ctx, 'getDnsZoneFile', path);
  ctx.check(exported.body.zone_name === zoneName, `getDnsZoneFile’s zone_name is ${String(exported.body.zone_name)}`, {
    exchange: exported.exchange,
  });
  const text = String(exported.body.zone_file ?? '');
  for (const record of records.items) {
    const absolute = record.name === '@' ? `${zoneName}.` : `${String(record.name)}.${zoneName}.`;
    ctx.check(
      text
        .split('\n')
        .some((line) => line.startsWith(absolute) && new RegExp(`\\s${String(record.type)}\\s`).test(line)),
      `the exported zone file has no ${String(record.type)} line for ${absolute}`,
      {
        exchange: exported.exchange,
      },
    );
  }
  const again = await ctx.call('replaceDnsZoneFile', { path, body: { zone_file: text }, expect: 200 });
  if (again.status !== 200) return;
  const after = await listAll(ctx, 'listDnsRecords', { path });
  ctx.check(
    same(contentOf(after.items), contentOf(records.items)),
    'importing the exported zone file changed the zone’s records',
    { exchange: after.exchange },
  );
}

// ----------------------------------------------------------------------------------------- webhooks

async function webhookLifecycle(ctx: CheckContext): Promise<void> {
  const before = await listAll(ctx, 'listWebhooks');
  const body = await webhookBody(ctx);
  const created = await ctx.call('createWebhook', { body, expect: 201 });
  if (created.status !== 201) ctx.fail('could not create the webhook', { exchange: created });
  const hook = ctx.body<Resource>(created);
  const id = hook.id as number;
  ctx.fixtures.track('webhook', String(id), String(body.description), async (cleanup) => {
    await cleanup.call('deleteWebhook', { path: { webhook_id: id }, shape: false });
    cleanup.fixtures.untrack('webhook', String(id));
  });
  let changedAt = Date.now();
  checkFields(
    ctx,
    created,
    hook,
    { ...body, enabled: true, disabled_reason: null, consecutive_failures: 0 },
    'createWebhook’s answer',
  );
  checkReadOnly(ctx, created, hook, 'createWebhook’s answer');
  ctx.check(typeof hook.secret === 'string' && hook.secret.length > 0, 'createWebhook’s answer shows no secret', {
    exchange: created,
  });
  const got = await read(ctx, 'getWebhook', { webhook_id: id });
  ctx.check(!('secret' in got.body), 'getWebhook shows the secret, which only the create and the rotation show', {
    exchange: got.exchange,
  });
  const { secret: _secret, ...withoutSecret } = hook;
  checkUnchanged(
    ctx,
    got.exchange,
    withoutSecret,
    got.body,
    [],
    'the webhook read back, against createWebhook’s answer',
  );
  const list = await listAll(ctx, 'listWebhooks');
  const item = listed(list, 'id', id);
  ctx.check(item !== undefined && !('secret' in item), 'listWebhooks does not list the webhook, or shows its secret', {
    exchange: list.exchange,
  });
  checkListedAsRead(ctx, list, item, got.body, `webhook ${id}`);

  let current = got.body;
  const url = new URL(String(body.url));
  url.pathname = `${url.pathname}w2/`;
  const quiet = body.events as string[];
  const patches: Json[] = [
    { description: `${String(body.description)}-w2` },
    {
      url: url.toString(),
      events: quiet
        .slice()
        .reverse()
        .slice(0, Math.max(1, quiet.length - 1)),
    },
    { enabled: false },
    { enabled: true },
  ];
  for (const patch of patches) {
    await nextSecond(ctx, changedAt);
    const answer = await ctx.call('updateWebhook', { path: { webhook_id: id }, body: patch, expect: 200 });
    changedAt = Date.now();
    if (answer.status !== 200) continue;
    const patched = ctx.body<Resource>(answer);
    const consequences =
      patch.enabled === false
        ? { disabled_reason: 'manual' }
        : patch.enabled === true
          ? { disabled_reason: null, consecutive_failures: 0 }
          : {};
    checkFields(ctx, answer, patched, { ...patch, ...consequences }, `updateWebhook ${JSON.stringify(patch)}’s answer`);
    checkUnchanged(
      ctx,
      answer,
      current,
      patched,
      [...Object.keys(patch), ...Object.keys(consequences), 'updated_at'],
      `updateWebhook ${Object.keys(patch).join()}`,
    );
    ctx.check(!('secret' in patched), 'updateWebhook’s answer shows the secret', { exchange: answer });
    ctx.check(
      later(patched.updated_at, current.updated_at),
      `updateWebhook: updated_at ${String(patched.updated_at)} is not later than ${String(current.updated_at)}`,
      {
        exchange: answer,
      },
    );
    const after = await read(ctx, 'getWebhook', { webhook_id: id });
    checkUnchanged(
      ctx,
      after.exchange,
      patched,
      after.body,
      [],
      'the patched webhook read back, against updateWebhook’s answer',
    );
    current = after.body;
  }
  const deleted = await ctx.call('deleteWebhook', { path: { webhook_id: id }, expect: 200 });
  if (deleted.status !== 200) return;
  await gone(ctx, 'getWebhook', { webhook_id: id }, `webhook ${id}`);
  const after = await listAll(ctx, 'listWebhooks');
  ctx.check(listed(after, 'id', id) === undefined, `listWebhooks still lists the deleted webhook ${id}`, {
    exchange: after.exchange,
  });
  checkOthersUnchanged(ctx, before, after, 'id', 'listWebhooks', WEBHOOK_DELIVERY_FIELDS);
  ctx.fixtures.untrack('webhook', String(id));
}

// ------------------------------------------------------------------------------------------ domains

async function domainWrites(ctx: CheckContext): Promise<void> {
  const others = await listAll(ctx, 'listDomains');
  const { domain, created, createdExchange, body } = await sharedDomain(ctx);
  const name = String(domain.name);
  await withLock(ctx, 'domain', async () => {
    const expected = expectedFields(ctx, requestSchema(ctx, 'createDomain'), component(ctx, 'Domain'), body);
    checkFields(ctx, createdExchange, created, expected, 'createDomain’s answer');
    checkLocation(ctx, createdExchange, 'getDomain', { domain_name: name });
    const got = await read(ctx, 'getDomain', { domain_name: name });
    checkFields(
      ctx,
      got.exchange,
      got.body,
      { ...expected, created_at: created.created_at },
      'the registered domain read back',
    );
    ctx.check(
      typeof got.body.registered_at === 'string' && typeof got.body.expires_at === 'string',
      'an active domain has no registered_at or expires_at',
      {
        exchange: got.exchange,
      },
    );
    const years = Number(body.years ?? 1);
    if (typeof got.body.registered_at === 'string' && typeof got.body.expires_at === 'string') {
      const span = (Date.parse(got.body.expires_at) - Date.parse(got.body.registered_at)) / (365 * 86_400_000);
      ctx.check(
        Math.abs(span - years) < 0.02 * years + 0.01,
        `the domain registered for ${years} year(s) expires ${span.toFixed(3)} years after its registration`,
        {
          exchange: got.exchange,
        },
      );
    }
    const byName = await listAll(ctx, 'listDomains', { query: { name } });
    checkListedAsRead(ctx, byName, listed(byName, 'name', name), got.body, `domain ${name}`);

    // Contacts as registered: those left out are copies of the registrant; optional fields default to null.
    const contacts = await read(ctx, 'getDomainContacts', { domain_name: name });
    checkFields(
      ctx,
      contacts.exchange,
      contacts.body,
      filledContacts(ctx, body.contacts as Json),
      'the domain’s contacts as registered',
    );

    // PUT nameservers, then back: each answer and the GETs show exactly the list sent, in order.
    const ours = (domain.nameservers as string[] | undefined) ?? [];
    const theirs = [`ns1.${name}`, `ns2.${name}`];
    for (const nameservers of [theirs, ours]) {
      const answer = await ctx.call('replaceDomainNameservers', {
        path: { domain_name: name },
        body: { nameservers },
        expect: 200,
      });
      if (answer.status !== 200) continue;
      checkFields(ctx, answer, ctx.body(answer), { name, nameservers }, 'replaceDomainNameservers’s answer');
      const again = await read(ctx, 'getDomainNameservers', { domain_name: name });
      checkFields(ctx, again.exchange, again.body, { name, nameservers }, 'the nameservers read back');
      const whole = await read(ctx, 'getDomain', { domain_name: name });
      checkFields(ctx, whole.exchange, whole.body, { nameservers }, 'the domain after replaceDomainNameservers');
      checkUnchanged(
        ctx,
        whole.exchange,
        got.body,
        whole.body,
        ['nameservers'],
        'the domain after replaceDomainNameservers',
      );
    }

    // PUT contacts: the registrant alone replaces all four.
    const example = requestExamples(ctx, 'replaceDomainContacts').values().next().value ?? {};
    const registrant = {
      ...(example.registrant as Json | undefined),
      last_name: ctx.prefix.replace(/[^a-z]/gi, '') || 'Run',
    };
    const replacement = { registrant };
    const put = await ctx.call('replaceDomainContacts', {
      path: { domain_name: name },
      body: replacement,
      expect: 200,
    });
    if (put.status === 200) {
      const expectedContacts = filledContacts(ctx, replacement);
      checkFields(ctx, put, ctx.body(put), expectedContacts, 'replaceDomainContacts’s answer');
      const again = await read(ctx, 'getDomainContacts', { domain_name: name });
      checkFields(ctx, again.exchange, again.body, expectedContacts, 'the contacts read back');
    }

    // PATCH each setting the example names, and back: only it changes.
    let current = (await read(ctx, 'getDomain', { domain_name: name })).body;
    for (const patch of requestExamples(ctx, 'updateDomain').values()) {
      const restore = Object.fromEntries(Object.keys(patch).map((key) => [key, current[key]]));
      for (const body of [patch, restore]) {
        const answer = await ctx.call('updateDomain', { path: { domain_name: name }, body, expect: 200 });
        if (answer.status !== 200) continue;
        const patched = ctx.body<Resource>(answer);
        checkFields(ctx, answer, patched, body, `updateDomain ${JSON.stringify(body)}’s answer`);
        checkUnchanged(ctx, answer, current, patched, Object.keys(body), `updateDomain ${Object.keys(body).join()}`);
        const after = await read(ctx, 'getDomain', { domain_name: name });
        checkUnchanged(
          ctx,
          after.exchange,
          patched,
          after.body,
          [],
          'the patched domain read back, against updateDomain’s answer',
        );
        current = after.body;
      }
    }
  });
  checkOthersUnchanged(ctx, others, await listAll(ctx, 'listDomains'), 'name', 'listDomains');
}

/** The four contacts a DomainContactsReplaceRequest stands for: left out, a copy of the registrant; optional fields null. */
function filledContacts(ctx: CheckContext, request: Json | undefined): Json {
  const contact = component(ctx, 'Contact');
  const defaults: Json = {};
  for (const [field, node] of Object.entries((contact.properties ?? {}) as Json)) {
    const schema = node as Json;
    if ('default' in schema) defaults[field] = schema.default;
  }
  const registrant = { ...defaults, ...((request?.registrant as Json | undefined) ?? {}) };
  const full = (value: unknown) => (value ? { ...defaults, ...(value as Json) } : registrant);
  return { registrant, admin: full(request?.admin), tech: full(request?.tech), billing: full(request?.billing) };
}

export function writeChecks(contract: KitContract): Check[] {
  const checks: Check[] = [
    check(
      contract,
      'servers',
      'createServer',
      201,
      'A server created, renamed, relabelled, given backup policies, backed up, snapshotted and deleted shows exactly what was sent in its answers, its GET and its list; nothing else changes',
      serverLifecycle,
    ),
    check(
      contract,
      'dns-zones',
      'createDnsZone',
      201,
      'A DNS zone created shows what was sent (defaults for the rest) in its answer, GET and list, and once deleted is gone from both',
      zoneLifecycle,
    ),
    check(
      contract,
      'dns-batch',
      'batchDnsRecords',
      200,
      'A batch of DNS record changes applies its deletes, patches and creates as reported, all or nothing',
      batchLifecycle,
    ),
    check(
      contract,
      'zone-file',
      'replaceDnsZoneFile',
      200,
      'A zone file PUT becomes the zone’s records, and its export imported again changes none',
      zoneFileRoundTrip,
    ),
    check(
      contract,
      'webhooks',
      'createWebhook',
      201,
      'A webhook created shows its secret once, what was sent in its answer, GET and list, PATCHes change only what they name, and once deleted it is gone',
      webhookLifecycle,
    ),
    check(
      contract,
      'domains',
      'createDomain',
      201,
      'The domain the run registers shows what was sent; its nameservers, contacts and settings PUT and PATCHed read back as sent',
      domainWrites,
    ),
  ];
  // One check per DNS record type the document gives an example of.
  const media = contract.operation('createDnsRecord').requestBody?.content.find((m) => m.mediaType.includes('json'));
  const types = new Map<string, Json>();
  for (const example of media?.examples ?? []) {
    const value = example.value as Json | undefined;
    if (typeof value?.type === 'string' && !types.has(value.type)) types.set(value.type, structuredClone(value));
  }
  for (const [type, example] of types)
    checks.push(
      check(
        contract,
        `dns-records.${type}`,
        'createDnsRecord',
        201,
        `A ${type} record created, replaced (PUT), patched and deleted shows what each request sent, in its answer, GET and list; no other record changes`,
        (ctx) => recordLifecycle(ctx, type, example),
      ),
    );
  return checks;
}
