// User journeys written with the typed client, as an integrator would write them, against the
// sandbox (SQLite in memory, the example fleet, 1-second actions): browse the catalog; create a
// server, reboot it and wait for the reboot; take a snapshot and restore it; check a domain's
// availability and register it; create a DNS zone and a record of every DnsRecordType. Request
// bodies are the document's examples, and every exchange is measured against the document's
// response for its status by the conformance kit's shape check (`answerFailures` of
// @vps-hosting/conformance). They moved here from the former test/conformance/journeys.test.ts; the
// server's conformance is the kit's runs (packages/conformance/test/). The client's sleep moves
// the sandbox clock on by the pause asked for, so that no wait is in real time.
import { type AnswerFailure, answerFailures } from '@vps-hosting/conformance';
import { type Sandbox, startSandbox } from '@vps-hosting/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceSleep } from '../../src/client/sleep.js';
import { createVpsClient, paginate, type VpsClient, waitForAction } from '../../src/index.js';
import type {
  Action,
  DnsRecordCreateRequest,
  DnsRecordType,
  DnsZoneCreateRequest,
  DomainAvailabilityRequest,
  DomainCreateRequest,
  ServerCreateRequest,
  SnapshotCreateRequest,
} from '../../src/schema.js';
import { doc, resolve } from './support.js';

type Json = Record<string, unknown>;
const ACTION_SECONDS = 1;
let sandbox: Sandbox;
let restoreSleep: (() => void) | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({
    db: ':memory:',
    port: 0,
    fleet: true,
    actionSeconds: ACTION_SECONDS,
    rateLimit: 10_000,
  });
  restoreSleep = replaceSleep(async (ms) => sandbox.clock.advance(ms));
});
afterAll(async () => {
  restoreSleep?.();
  await sandbox?.close();
});

/** A client whose every exchange is measured against the document as it arrives. */
function journeyClient(): { client: VpsClient; failures: AnswerFailure[]; requests: () => number } {
  const failures: AnswerFailure[] = [];
  let requests = 0;
  const measuringFetch = async (request: Request): Promise<Response> => {
    const body = request.body ? await request.clone().text() : undefined;
    const response = await fetch(request);
    requests += 1;
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    failures.push(
      ...(await answerFailures(
        { method: request.method, url: request.url, headers, ...(body !== undefined ? { body } : {}) },
        response.clone(),
      )),
    );
    return response;
  };
  const client = createVpsClient({
    baseUrl: sandbox.url,
    token: sandbox.tokens.full,
    fetch: measuringFetch,
    retry: { maxAttempts: 1 }, // a retry would hide the answer being measured
    timeoutMs: 15_000,
  });
  return { client, failures, requests: () => requests };
}

/** The first named example of an operation's JSON request body. */
function example<Body>(method: 'post', path: string): Body {
  return requestExamples(method, path)[0]?.value as Body;
}

function requestExamples(method: 'post', path: string): { name: string; value: unknown }[] {
  const operation = (doc.paths as Record<string, Record<string, Json>>)[path]?.[method];
  const content = (operation?.requestBody as { content?: Record<string, { examples?: Record<string, Json> }> })
    ?.content;
  const examples = content?.['application/json']?.examples ?? {};
  const found = Object.entries(examples).map(([name, value]) => ({ name, value: resolve(value).value }));
  if (found.length === 0) throw new Error(`${method.toUpperCase()} ${path} has no request body example`);
  return found;
}

async function collect<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const all: Item[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const settle = (client: VpsClient, action: Action) => waitForAction(client, action, { intervalMs: 1_000 });

describe('user journeys with the typed client, against the sandbox', () => {
  it('browses plans, locations and images', async () => {
    const { client, failures } = journeyClient();
    const plans = await collect(paginate(client, '/api/v1/plans/'));
    const locations = await collect(paginate(client, '/api/v1/locations/'));
    const images = await collect(paginate(client, '/api/v1/images/'));
    expect(plans.length).toBeGreaterThan(0);
    expect(locations.length).toBeGreaterThan(0);
    expect(images.length).toBeGreaterThan(0);
    // The catalog is consistent: plans and locations name each other.
    const locationSlugs = locations.map((location) => location.slug);
    const planSlugs = plans.map((plan) => plan.slug);
    for (const plan of plans) for (const slug of plan.locations) expect(locationSlugs).toContain(slug);
    for (const location of locations) for (const slug of location.plans) expect(planSlugs).toContain(slug);
    // Each item of a list reads back by its slug.
    const plan = await client.GET('/api/v1/plans/{plan_slug}/', { params: { path: { plan_slug: plans[0]!.slug } } });
    expect(plan.data?.slug).toBe(plans[0]!.slug);
    const location = await client.GET('/api/v1/locations/{location_slug}/', {
      params: { path: { location_slug: locations[0]!.slug } },
    });
    expect(location.data?.slug).toBe(locations[0]!.slug);
    const image = await client.GET('/api/v1/images/{image_slug}/', {
      params: { path: { image_slug: images[0]!.slug } },
    });
    expect(image.data?.slug).toBe(images[0]!.slug);
    // The client exposes the rate-limit headers of the last answer.
    expect(client.rateLimit).toBeDefined();
    expect(client.rateLimit!.remaining).toBeLessThanOrEqual(client.rateLimit!.limit);
    expect(failures).toEqual([]);
  });

  it('creates a server, reboots it and waits for the reboot', async () => {
    const { client, failures } = journeyClient();
    const created = await client.POST('/api/v1/servers/', {
      body: example<ServerCreateRequest>('post', '/api/v1/servers/'),
    });
    expect(created.error).toBeUndefined();
    const server = created.data!;
    // A new server is being provisioned: wait for its unfinished actions before rebooting it.
    const history = await client.GET('/api/v1/servers/{server_id}/actions/', {
      params: { path: { server_id: server.id } },
    });
    expect(history.error).toBeUndefined();
    for (const action of history.data!.data.filter((candidate) => !['success', 'error'].includes(candidate.status)))
      await settle(client, action);
    const rebooted = await client.POST('/api/v1/servers/{server_id}/actions/reboot/', {
      params: { path: { server_id: server.id } },
    });
    expect(rebooted.error).toBeUndefined();
    const done = await settle(client, rebooted.data!);
    expect(done).toMatchObject({ id: rebooted.data!.id, type: rebooted.data!.type, status: 'success', progress: 100 });
    expect(failures).toEqual([]);
  });

  it('takes a snapshot and restores it', async () => {
    const { client, failures } = journeyClient();
    const taken = await client.POST('/api/v1/snapshots/', {
      body: example<SnapshotCreateRequest>('post', '/api/v1/snapshots/'),
    });
    expect(taken.error).toBeUndefined();
    let snapshot = taken.data!;
    // Read (bounded) until the snapshot is available, the sandbox clock a second on each time.
    for (let poll = 0; poll < 30 && snapshot.status === 'creating'; poll++) {
      sandbox.clock.advance(1_000);
      const read = await client.GET('/api/v1/snapshots/{snapshot_id}/', {
        params: { path: { snapshot_id: snapshot.id } },
      });
      expect(read.error).toBeUndefined();
      snapshot = read.data!;
    }
    expect(snapshot.status).toBe('available');
    const restored = await client.POST('/api/v1/snapshots/{snapshot_id}/restore/', {
      params: { path: { snapshot_id: snapshot.id } },
    });
    expect(restored.error).toBeUndefined();
    const done = await settle(client, restored.data!);
    expect(done).toMatchObject({ id: restored.data!.id, status: 'success' });
    expect(failures).toEqual([]);
  });

  it('checks domain availability and registers an available name', async () => {
    const { client, failures } = journeyClient();
    const body = example<DomainAvailabilityRequest>('post', '/api/v1/domains/availability/');
    const checked = await client.POST('/api/v1/domains/availability/', { body });
    expect(checked.error).toBeUndefined();
    const results = checked.data!.data;
    expect(results.map((result) => result.name).sort()).toEqual([...body.names].sort());
    const free = results.find((result) => result.available);
    expect(free, 'one of the names checked is available').toBeDefined();
    const registration = { ...example<DomainCreateRequest>('post', '/api/v1/domains/'), name: free!.name };
    const registered = await client.POST('/api/v1/domains/', { body: registration });
    expect(registered.error).toBeUndefined();
    expect(registered.data!.name).toBe(free!.name);
    expect(failures).toEqual([]);
  });

  it('creates a DNS zone and a record of every type', async () => {
    const { client, failures } = journeyClient();
    const zoneCreated = await client.POST('/api/v1/dns/zones/', {
      body: example<DnsZoneCreateRequest>('post', '/api/v1/dns/zones/'),
    });
    expect(zoneCreated.error).toBeUndefined();
    const zone = zoneCreated.data!;
    const RECORDS = '/api/v1/dns/zones/{zone_name}/records/';
    const types = (doc.components as { schemas: Record<string, { enum: DnsRecordType[] }> }).schemas.DnsRecordType!
      .enum;
    expect(types.length).toBeGreaterThan(0);
    const bodies = requestExamples('post', RECORDS);
    for (const type of types) {
      const body = bodies.find((candidate) => (candidate.value as Json).type === type);
      expect(body, `a request example creates a ${type} record`).toBeDefined();
      const created = await client.POST(RECORDS, {
        params: { path: { zone_name: zone.name } },
        body: body!.value as DnsRecordCreateRequest,
      });
      expect(created.error).toBeUndefined();
      expect(created.data!.type).toBe(type);
    }
    const listed = await collect(paginate(client, RECORDS, { path: { zone_name: zone.name } }));
    for (const type of types) expect(listed.map((record) => record.type)).toContain(type);
    expect(failures).toEqual([]);
  });
});
