// Every tool of the default toolsets on its happy path against a real sandbox, in both protocol
// revisions: each answer is the document's success answer of its operation (checked against its
// schema), and the effect shows in the API. The client cannot ask the person here, so calls that destroy,
// disrupt or cost money carry `confirm` naming their target. A call that starts an action answers a
// StartedCall: its action (and, for a create, the resource) each match the document's schema.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TOOLSETS } from '../src/overlay.js';
import { selectTools } from '../src/tool-catalog.js';
import { responseErrors } from '@vps-hosting/sandbox/testing';
import { connect, startHarness, textOf, type Era, type Harness, type McpSession } from './mcp-harness.js';

type Json = Record<string, any>;
const DEFAULT_TOOLS = new Map(selectTools({ toolsets: DEFAULT_TOOLSETS }).map((t) => [t.name, t]));

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Calls a tool, expects success, checks the answer against its operation's documented schema. */
function user(session: McpSession, called: Set<string>) {
  return async (name: string, args: Json = {}): Promise<Json> => {
    const tool = DEFAULT_TOOLS.get(name);
    expect(tool, `${name} is a default tool`).toBeDefined();
    const result = await session.client.callTool({ name, arguments: args });
    expect(result.isError, `${name}: ${textOf(result)}`).toBeFalsy();
    let data = result.structuredContent as Json;
    if (tool!.awaits && tool!.mode !== 'wait') {
      expect(data, `${name}: ${textOf(result)}`).toMatchObject({ wait: 'finished', next: null });
      expect(responseErrors('getAction', 200, data.action)).toEqual([]);
      data = 'resource' in data ? data.resource : data.action;
    }
    const matches = Object.values(tool!.routes).map((r) =>
      r.operation.starts?.answer === 'action'
        ? responseErrors('getAction', 200, data)
        : responseErrors(r.operation.operationId, r.operation.success.status, data),
    );
    expect(
      matches.some((errors) => errors.length === 0),
      `${name} answers its document's schema: ${JSON.stringify(matches)}`,
    ).toBe(true);
    called.add(name);
    return data;
  };
}

async function journey(era: Era): Promise<Set<string>> {
  // Actions of 20 ms: each awaited call's first poll finds its action done (the waiting itself: actions.test.ts).
  h = await startHarness({ actionSeconds: 0.02 });
  const session = await connect(h, { era });
  const called = new Set<string>();
  const use = user(session, called);
  try {
    // Catalog: each list, then one entry by its key.
    const plans = (await use('catalog_plans', { available: true, sort: 'price_monthly' })).data as Json[];
    const images = (await use('catalog_images', {})).data as Json[];
    const locations = (await use('catalog_locations', {})).data as Json[];
    const tlds = (await use('catalog_tlds', {})).data as Json[];
    expect((await use('catalog_plans', { plan_slug: plans[0]!.slug })).slug).toBe(plans[0]!.slug);
    expect((await use('catalog_images', { image_slug: images[0]!.slug })).slug).toBe(images[0]!.slug);
    expect((await use('catalog_locations', { location_slug: locations[0]!.slug })).slug).toBe(locations[0]!.slug);
    expect((await use('catalog_tlds', { tld: tlds[0]!.tld })).tld).toBe(tlds[0]!.tld);

    // Servers: create, wait for its action, rename, power off, resize, power on, reinstall, delete.
    const small = plans[0]!;
    const location = small.locations[0] as string;
    const bigger = plans.find(
      (p) => p.slug !== small.slug && p.locations.includes(location) && p.disk_gb >= small.disk_gb,
    )!;
    const image = images.find((i) => i.status === 'available') ?? images[0]!;
    const server = await use('servers_create', {
      body: { name: 'mcp-journey', plan: small.slug, location, image: image.slug },
      confirm: 'mcp-journey',
    });
    const actions = (await use('actions_list', { resource_type: 'server', resource_id: String(server.id) }))
      .data as Json[];
    expect(actions.length).toBeGreaterThan(0);
    expect((await use('actions_wait', { action_id: actions[0]!.id })).status).toBe('success');
    expect((await use('actions_get', { action_id: actions[0]!.id })).status).toBe('success');
    expect((await use('servers_get', { server_id: server.id })).status).toBe('running');
    expect((await use('servers_update', { server_id: server.id, body: { name: 'mcp-journey-2' } })).name).toBe(
      'mcp-journey-2',
    );
    expect(
      (await use('servers_power', { action: 'power_off', server_id: server.id, confirm: String(server.id) })).status,
    ).toBe('success');
    expect(
      (await use('servers_resize', { server_id: server.id, body: { plan: bigger.slug }, confirm: String(server.id) }))
        .status,
    ).toBe('success');
    expect((await use('servers_power', { action: 'power_on', server_id: server.id })).status).toBe('success');
    expect(
      (
        await use('servers_reinstall', {
          server_id: server.id,
          body: { image: image.slug },
          confirm: String(server.id),
        })
      ).status,
    ).toBe('success');
    const after = await h.op('getServer', { server_id: server.id });
    expect(after.body).toMatchObject({ plan: bigger.slug, status: 'running', name: 'mcp-journey-2' });
    expect(
      ((await use('servers_actions_list', { server_id: server.id })).data as Json[]).length,
    ).toBeGreaterThanOrEqual(5);
    expect(((await use('servers_list', { name: 'mcp-journey-2' })).data as Json[]).map((s) => s.id)).toEqual([
      server.id,
    ]);
    expect((await use('servers_delete', { server_id: server.id, confirm: String(server.id) })).status).toBe('success');
    expect((await h.op('getServer', { server_id: server.id })).status).toBe(404);

    // DNS: a zone, its records one by one, its zone file, then away with it all.
    const zone = `${era}.mcp.example`;
    await use('dns_zones_create', { body: { name: zone } });
    expect(((await use('dns_zones_list', {})).data as Json[]).map((z) => z.name)).toContain(zone);
    expect((await use('dns_zones_get', { zone_name: zone })).name).toBe(zone);
    const record = await use('dns_records_write', {
      zone_name: zone,
      body: { type: 'A', name: 'www', address: '192.0.2.10' },
    });
    expect(
      (
        await use('dns_records_write', {
          zone_name: zone,
          record_id: record.id,
          body: { type: 'A', name: 'www', address: '192.0.2.11' },
          confirm: String(record.id),
        })
      ).address,
    ).toBe('192.0.2.11');
    const updated = await use('dns_records_update', {
      zone_name: zone,
      record_id: record.id,
      body: { ttl: 600 },
      confirm: String(record.id),
    });
    expect(updated.ttl).toBe(600);
    expect((await use('dns_records_get', { zone_name: zone, record_id: record.id })).address).toBe('192.0.2.11');
    await use('dns_records_write', { zone_name: zone, body: { type: 'TXT', name: 'note', value: 'hello' } });
    expect(
      ((await use('dns_records_list', { zone_name: zone, type: 'TXT' })).data as Json[]).map((r) => r.value),
    ).toEqual(['hello']);
    const file = await use('dns_zone_file_get', { zone_name: zone });
    const [field, text] = Object.entries(file).find(([, v]) => typeof v === 'string' && v.includes('hello')) as [
      string,
      string,
    ];
    await use('dns_zone_file_replace', {
      zone_name: zone,
      body: { [field]: text.replace('hello', 'replaced') },
      confirm: zone,
    });
    expect(
      ((await use('dns_records_list', { zone_name: zone, type: 'TXT' })).data as Json[]).map((r) => r.value),
    ).toEqual(['replaced']);
    const www = ((await h.op('listDnsRecords', { zone_name: zone }, { query: 'name=www' })).body.data as Json[])[0]!;
    await use('dns_records_delete', { zone_name: zone, record_id: www.id, confirm: String(www.id) });
    expect((await h.op('getDnsRecord', { zone_name: zone, record_id: www.id })).status).toBe(404);
    await use('dns_zones_delete', { zone_name: zone, confirm: zone });
    expect((await h.op('getDnsZone', { zone_name: zone })).status).toBe(404);
    return called;
  } finally {
    await session.close();
  }
}

describe.each(['modern', 'legacy-http'] as const)('every default tool (%s)', (era) => {
  it('answers its happy path as the document says, with the effect in the API', async () => {
    const called = await journey(era);
    expect([...called].sort()).toEqual([...DEFAULT_TOOLS.keys()].sort());
  }, 60_000); // about ten actions (short ones), and slow machines
});
