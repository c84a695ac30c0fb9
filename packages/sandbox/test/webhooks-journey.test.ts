// A receiver subscribed to every event type follows a server through its life, a domain to expiry
// on the sandbox clock, a transfer, a renewal and DNS changes: every delivery is signed with the
// webhook's secret, matches its type's schema in the document's `webhooks`, and the events of one
// resource arrive in the order they happened.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, startHarness, type Harness } from './helpers.js';
import { deliveryProblems, EVENT_TYPES, startReceiver, SUBSCRIBABLE, type Receiver } from './webhooks-receiver.js';

const ACTION_SECONDS = 10;
/** The User-Agent the introduction states for deliveries. */
const USER_AGENT = /`User-Agent: ([^`]+)`/.exec(doc.info.description)?.[1];
const DAY = 86_400;
const wallStart = performance.now();
let h: Harness;
let receiver: Receiver;
let webhook: { id: number; secret: string };

const jane = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '+49.3012345678',
  address_line1: 'Friedrichstrasse 1',
  city: 'Berlin',
  postal_code: '10117',
  country: 'DE',
};

beforeAll(async () => {
  h = await startHarness({ actionSeconds: ACTION_SECONDS });
  receiver = await startReceiver();
  // The sandbox clock all but stands still (a millionth of real time): only the test moves it.
  await h.admin('POST', 'clock', { speed: 1e-6 });
  const created = await h.op(
    'createWebhook',
    {},
    { body: { url: receiver.url, events: SUBSCRIBABLE, description: 'journey' } },
  );
  expect(created.status).toBe(201);
  webhook = created.body as typeof webhook;
});
afterAll(async () => {
  await receiver.stop();
  await h.close();
});

/** Moves the sandbox clock and waits until every delivery due is attempted. */
async function advance(seconds: number): Promise<void> {
  await h.sandbox.webhooks.drain();
  await h.advance(seconds);
  await h.sandbox.webhooks.drain();
}

async function act(operationId: string, values: Record<string, string | number>, body?: unknown) {
  const answer = await h.op(operationId, values, body === undefined ? {} : { body });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  await h.sandbox.webhooks.drain(); // what the request caused, before the clock moves on
  await advance(ACTION_SECONDS);
  return answer.body;
}

type Delivery = {
  id: number;
  event_id: string;
  resource: { type: string; id: string } | null;
  status: string;
  attempts: number;
  created_at: string;
  last_attempt_at: string;
};

async function allDeliveries(): Promise<Delivery[]> {
  const out: Delivery[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await h.op(
      'listWebhookDeliveries',
      { webhook_id: webhook.id },
      { query: `page=${page}&per_page=100` },
    );
    out.push(...answer.body.data);
    if (!answer.body.links.next) break;
  }
  return out;
}

describe('webhooks: a receiver follows servers, domains and DNS', () => {
  it('every event type arrives signed, matching its schema, in order per resource', async () => {
    // A server's life: create, power off, resize, power on, snapshot, backup, a failed reboot, delete.
    const server = await act(
      'createServer',
      {},
      { name: 'hooked-01', plan: 'vps-1c-1g', location: 'fra1', image: 'ubuntu-24.04' },
    );
    await act('powerOffServer', { server_id: server.id });
    await act('resizeServer', { server_id: server.id }, { plan: 'vps-2c-4g' });
    await act('powerOnServer', { server_id: server.id });
    await act('createSnapshot', {}, { server_id: server.id, name: 'before-delete' });
    await act('createBackup', { server_id: server.id }, { description: 'before delete' });
    await h.admin('POST', 'failures', {
      action_type: 'reboot_server',
      code: 'host_unreachable',
      message: 'The host did not answer.',
    });
    await act('rebootServer', { server_id: server.id });
    await act('deleteServer', { server_id: server.id });

    // A domain without auto-renew to expiry: 30 and 7 days before, then expired.
    await act('createDomain', {}, { name: 'hooked-journey.com', auto_renew: false, contacts: { registrant: jane } });
    const registered = (await h.op('getDomain', { domain_name: 'hooked-journey.com' })).body;
    const untilExpiry = (Date.parse(registered.expires_at) - (await h.admin('GET', 'clock')).now_ms) / 1000;
    await advance(untilExpiry - 31 * DAY);
    expect(receiver.ofType('domain.expiring')).toHaveLength(0);
    await advance(2 * DAY);
    await advance(25 * DAY);
    await advance(5 * DAY);
    // A transfer in, and a renewal of it.
    await act(
      'createDomainTransfer',
      {},
      { name: 'example.org', auth_code: 'Rp4!vT9q#Wz2Lk8m', contacts: { registrant: jane } },
    );
    await act('renewDomain', { domain_name: 'example.org' }, { years: 1 });

    // DNS: each atomic change of records is one event.
    const zone = 'hooked-journey.com';
    await h.op('createDnsZone', {}, { body: { name: zone } });
    const record = (
      await h.op('createDnsRecord', { zone_name: zone }, { body: { type: 'A', name: 'www', address: '203.0.113.7' } })
    ).body;
    await h.op('updateDnsRecord', { zone_name: zone, record_id: record.id }, { body: { ttl: 600 } });
    await h.op(
      'replaceDnsRecord',
      { zone_name: zone, record_id: record.id },
      { body: { type: 'A', name: 'www', address: '203.0.113.8' } },
    );
    const batch = await h.op(
      'batchDnsRecords',
      { zone_name: zone },
      {
        body: { deletes: [record.id], creates: [{ type: 'A', name: 'api', address: '203.0.113.9' }] },
      },
    );
    await h.op(
      'replaceDnsZoneFile',
      { zone_name: zone },
      { body: { zone_file: `$ORIGIN ${zone}.\nmail IN A 203.0.113.12\n` } },
    );
    await h.op('deleteDnsRecord', {
      zone_name: zone,
      record_id: (await h.op('listDnsRecords', { zone_name: zone }, { query: 'name=mail' })).body.data[0].id,
    });
    await h.op('testWebhook', { webhook_id: webhook.id });
    await advance(0);

    // Signature and schema of every delivery.
    const problems = receiver.received.flatMap((d) => deliveryProblems(d, [webhook.secret]));
    expect(problems).toEqual([]);
    for (const d of receiver.received) {
      expect(d.headers['webhook-id']).toBe(d.event.id);
      expect(d.headers['content-type']).toBe('application/json');
      expect(d.headers['user-agent']).toBe(USER_AGENT);
    }
    // Every type of the document was delivered.
    const perType = Object.fromEntries(EVENT_TYPES.map((type) => [type, receiver.ofType(type).length]));
    expect(
      Object.entries(perType)
        .filter(([, n]) => n === 0)
        .map(([type]) => type),
    ).toEqual([]);

    // Every delivery succeeded at its first attempt, once.
    const deliveries = await allDeliveries();
    expect(deliveries.map((d) => `${d.status}/${d.attempts}`).filter((s) => s !== 'succeeded/1')).toEqual([]);
    expect(new Set(receiver.received.map((d) => d.event.id)).size).toBe(deliveries.length);
    expect(receiver.received).toHaveLength(deliveries.length);

    // Order per resource: the receiver saw each resource's events in the order they were created.
    const keyOf = new Map(
      deliveries.map((d) => [d.event_id, d.resource ? `${d.resource.type}:${d.resource.id}` : `test:${d.id}`]),
    );
    const sentOrder = new Map<string, string[]>();
    const receivedOrder = new Map<string, string[]>();
    for (const d of deliveries)
      sentOrder.set(keyOf.get(d.event_id)!, [...(sentOrder.get(keyOf.get(d.event_id)!) ?? []), d.event_id]);
    for (const d of receiver.received)
      receivedOrder.set(keyOf.get(d.event.id)!, [...(receivedOrder.get(keyOf.get(d.event.id)!) ?? []), d.event.id]);
    expect(Object.fromEntries(receivedOrder)).toEqual(Object.fromEntries(sentOrder));

    // The server's status changes chain up, and it ends deleted.
    const changes = receiver
      .ofType('server.status_changed')
      .filter((d) => d.event.data.server.id === server.id)
      .map((d) => d.event.data);
    expect(changes[0]!.from).toBe('provisioning');
    changes.slice(1).forEach((change, i) => {
      expect(change.from).toBe(changes[i]!.to);
    });
    expect(changes.map((c) => c.to)).toEqual(
      expect.arrayContaining(['running', 'stopping', 'stopped', 'resizing', 'starting', 'rebooting', 'deleting']),
    );
    expect(receiver.ofType('server.deleted').map((d) => d.event.data.server_id)).toEqual([server.id]);
    expect(receiver.ofType('action.failed').map((d) => d.event.data.action.error.code)).toEqual(['host_unreachable']);

    // The domain: warned 30 then 7 days ahead, at those moments of the sandbox clock, then expired.
    const domainEvents = receiver.received
      .filter((d) => d.event.data.domain?.name === 'hooked-journey.com')
      .map((d) => d.event);
    expect(domainEvents.map((e) => `${e.type}${e.data.days_left ? ` ${e.data.days_left}` : ''}`)).toEqual([
      'domain.registered',
      'domain.expiring 30',
      'domain.expiring 7',
      'domain.expired',
    ]);
    const expires = Date.parse(registered.expires_at);
    expect(domainEvents.slice(1).map((e) => (expires - Date.parse(e.created_at)) / 1000 / DAY)).toEqual([30, 7, 0]);
    expect(receiver.ofType('domain.transfer_completed').map((d) => d.event.data.domain.name)).toEqual(['example.org']);
    expect(receiver.ofType('domain.renewed').map((d) => d.event.data.domain.name)).toEqual(['example.org']);

    // DNS: six atomic changes of the zone, the batch's ids as its answer gave them.
    const zoneEvents = receiver.ofType('dns_zone.changed').map((d) => d.event.data);
    expect(zoneEvents).toHaveLength(7); // the zone's creation (its NS records), create, update, replace, batch, zone file, delete
    expect(zoneEvents[1]).toEqual({ zone_name: zone, created: [record.id], updated: [], deleted: [] });
    expect(zoneEvents[2]).toEqual({ zone_name: zone, created: [], updated: [record.id], deleted: [] });
    expect(zoneEvents[4]).toEqual({
      zone_name: zone,
      created: batch.body.created.map((r: { id: number }) => r.id),
      updated: [],
      deleted: [record.id],
    });

    const latencies = deliveries
      .map((d) => (Date.parse(d.last_attempt_at) - Date.parse(d.created_at)) / 1000)
      .sort((a, b) => a - b);
    const requestDriven = latencies.filter((s) => s < DAY);
    console.log(
      `[webhooks] journey: delivered per type ${JSON.stringify(perType)}; ${deliveries.length} deliveries, retries ${h.sandbox.webhooks.retries}; ` +
        `latency on sandbox clock: median ${latencies[Math.floor(latencies.length / 2)]} s, max ${requestDriven.at(-1)} s for events the clock did not jump over ` +
        `(${latencies.length - requestDriven.length} events were passed by a clock jump of days); wall ${Math.round(performance.now() - wallStart)} ms`,
    );
  });
});
