// Calls that destroy, disrupt or cost money (the table's risks) ask first: through elicitation when the
// client declares it (2026-07-28: an input_required round trip; 2025: a server-to-client request on the
// session), otherwise through a `confirm` argument naming the target. A declined or missing
// confirmation changes nothing. A call whose body decides is asked only when its body runs the risk
// (every condition of the table, call by call: confirm-conditions.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { DEFAULT_TOOLSETS } from '../src/overlay.js';
import { connect, startHarness, textOf, type Harness } from './mcp-harness.js';

let h: Harness;
let serverId: number;

// One sandbox for the file, emptied (its tokens kept) and given the example fleet again before each
// test: each starts from the same state, alone or in any order.
beforeAll(async () => {
  // Actions of 20 ms: a call that goes ahead finds its action done at its first poll.
  h = await startHarness({ actionSeconds: 0.02 });
});
beforeEach(async () => {
  await h.admin('POST', 'reset');
  await h.admin('POST', 'fleet', {});
  const servers = await h.op('listServers', {}, { query: 'status=running' });
  serverId = servers.body.data[0].id;
});
afterAll(async () => {
  await h?.close();
});

const status = async () => (await h.op('getServer', { server_id: serverId })).body.status as string;
/** The server's action ids: a refused call must add none (a count could fall meanwhile: the sandbox may drop old fleet actions). */
const actionIds = async () =>
  (
    (await h.op('listServerActions', { server_id: serverId }, { query: 'per_page=100' })).body.data as { id: number }[]
  ).map((a) => a.id);
const newActions = async (before: number[]) => (await actionIds()).filter((id) => !before.includes(id));

describe.each(['modern', 'legacy-session'] as const)('with elicitation (%s)', (era) => {
  it('accepted: the person is asked, then the server is powered off', async () => {
    const session = await connect(h, { era, elicit: { action: 'accept', content: { confirm: true } } });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'power_off', server_id: serverId },
    });
    await session.close();
    expect(result.isError).toBeFalsy();
    expect(session.asked).toHaveLength(1);
    expect(session.asked[0]).toContain(`${serverId} (${(await h.op('getServer', { server_id: serverId })).body.name})`);
    expect(await status()).toBe('stopped');
  });

  it('declined: nothing changes, even with a confirm argument the model filled in', async () => {
    const before = await actionIds();
    const session = await connect(h, { era, elicit: { action: 'decline' } });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'power_off', server_id: serverId, confirm: String(serverId) },
    });
    await session.close();
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/did not confirm.*Nothing was changed/);
    expect(session.asked).toHaveLength(1);
    expect(await status()).toBe('running');
    expect(await newActions(before)).toEqual([]);
  });

  it('an accepted form with the box left unticked is no confirmation', async () => {
    const session = await connect(h, { era, elicit: { action: 'accept', content: { confirm: false } } });
    const result = await session.client.callTool({ name: 'servers_delete', arguments: { server_id: serverId } });
    await session.close();
    expect(result.isError).toBe(true);
    expect(await status()).toBe('running');
  });

  it('a call that needs no confirmation asks nothing, through a tool whose other calls ask', async () => {
    const stopped = (await h.op('listServers', {}, { query: 'status=stopped' })).body.data[0].id as number;
    const session = await connect(h, { era, elicit: { action: 'decline' } });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'power_on', server_id: stopped },
    });
    await session.close();
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(session.asked).toEqual([]);
  });

  it('a body decides: a DNS batch asks for deletes, not for creates only; a record replace asks', async () => {
    const zone = `${era}.ask.example`;
    await h.op('createDnsZone', {}, { body: { name: zone } });
    const record = (
      await h.op('createDnsRecord', { zone_name: zone }, { body: { type: 'A', name: 'www', address: '192.0.2.1' } })
    ).body;
    const session = await connect(h, {
      era,
      toolsets: [...DEFAULT_TOOLSETS, 'dns_bulk'],
      elicit: { action: 'decline' },
    });
    const batch = (body: object) =>
      session.client.callTool({ name: 'dns_records_batch', arguments: { zone_name: zone, body } });
    const deleting = await batch({ deletes: [record.id] });
    expect(deleting.isError).toBe(true);
    expect(session.asked).toHaveLength(1);
    expect(session.asked[0]).toContain(`Zone ${zone}: Deletes the records listed in \`deletes\` for good.`);
    expect((await h.op('getDnsRecord', { zone_name: zone, record_id: record.id })).status).toBe(200);
    const creating = await batch({ creates: [{ type: 'TXT', name: 'note', value: 'hello' }] });
    expect(creating.isError, textOf(creating)).toBeFalsy();
    expect(session.asked).toHaveLength(1);
    const replacing = await session.client.callTool({
      name: 'dns_records_write',
      arguments: { zone_name: zone, record_id: record.id, body: { type: 'A', name: 'www', address: '192.0.2.2' } },
    });
    await session.close();
    expect(replacing.isError).toBe(true);
    expect(session.asked).toHaveLength(2);
    expect((await h.op('getDnsRecord', { zone_name: zone, record_id: record.id })).body.address).toBe('192.0.2.1');
  });

  it('a body decides: automatic renewal on, automatic backups on', async () => {
    const domain = (await h.op('listDomains', {}, { query: 'status=active' })).body.data[0];
    const policy = (await h.op('getBackupPolicy', { server_id: serverId })).body;
    // The policy as the replace takes it: the fields its body has (the table's), as they are now.
    const fields = OPERATIONS.find((op) => op.operationId === 'replaceBackupPolicy')!.body!.fields;
    const body = Object.fromEntries(
      fields.filter((f) => policy[f.name] !== undefined).map((f) => [f.name, policy[f.name]]),
    );
    const session = await connect(h, { era, toolsets: ['domains', 'backups'], elicit: { action: 'decline' } });
    const renew = await session.client.callTool({
      name: 'domains_update',
      arguments: { domain_name: domain.name, body: { auto_renew: true } },
    });
    const backups = await session.client.callTool({
      name: 'backups_policy_replace',
      arguments: { server_id: serverId, body: { ...body, enabled: true } },
    });
    await session.close();
    expect([renew.isError, backups.isError], `${textOf(renew)}\n${textOf(backups)}`).toEqual([true, true]);
    expect(session.asked, `${textOf(renew)}\n${textOf(backups)}`).toHaveLength(2);
    expect((await h.op('getDomain', { domain_name: domain.name })).body.auto_renew).toBe(domain.auto_renew);
    expect((await h.op('getBackupPolicy', { server_id: serverId })).body.enabled).toBe(policy.enabled);
  });
});

describe.each(['modern', 'legacy-http'] as const)('without elicitation (%s)', (era) => {
  it('absent: refused with what to ask and what to send; nothing changes', async () => {
    const before = await actionIds();
    const session = await connect(h, { era });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reset', server_id: serverId },
    });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain(`confirm: "${serverId}"`);
    const wrong = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'reset', server_id: serverId, confirm: 'yes' },
    });
    await session.close();
    expect(wrong.isError).toBe(true);
    expect(textOf(wrong)).toContain('does not name the target');
    expect(await newActions(before)).toEqual([]);
  });

  it('confirm naming the target: the call goes ahead', async () => {
    const session = await connect(h, { era });
    const result = await session.client.callTool({
      name: 'servers_power',
      arguments: { action: 'power_off', server_id: serverId, confirm: String(serverId) },
    });
    await session.close();
    expect(result.isError).toBeFalsy();
    expect(await status()).toBe('stopped');
  });

  it('a paid call names what is bought: a server by its name', async () => {
    const session = await connect(h, { era });
    const plans = await session.client.callTool({ name: 'catalog_plans', arguments: { available: true, per_page: 1 } });
    const images = await session.client.callTool({ name: 'catalog_images', arguments: { per_page: 1 } });
    const plan = (plans.structuredContent as { data: { slug: string; locations: string[] }[] }).data[0]!;
    const image = (images.structuredContent as { data: { slug: string }[] }).data[0]!;
    const body = { name: 'paid-check', plan: plan.slug, location: plan.locations[0], image: image.slug };
    const refused = await session.client.callTool({ name: 'servers_create', arguments: { body } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('confirm: "paid-check"');
    expect((await h.op('listServers', {}, { query: 'name=paid-check' })).body.data).toEqual([]);
    const created = await session.client.callTool({
      name: 'servers_create',
      arguments: { body, confirm: 'paid-check' },
    });
    await session.close();
    expect(created.isError).toBeFalsy();
    expect((await h.op('listServers', {}, { query: 'name=paid-check' })).body.data).toHaveLength(1);
  });
});
