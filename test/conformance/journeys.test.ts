// User journeys written with the typed client of src/client/, as an integrator would write them.
// Request bodies are the document's examples. Every exchange is checked like any other answer
// (documented status, valid body and headers). Against the stateless mock the journeys check
// shapes and statuses, not state: `Prefer: example=…` makes the mock answer the step the journey
// is at (a finished action, an available snapshot, the record type just created), and where the
// document has no such example the step is checked by its shape only. Against another target
// (CONFORMANCE_TARGET_URL) they wait for real state changes.
import { afterAll, describe, expect, it } from 'vitest';
import type {
  Action,
  ActionStatus,
  DnsRecordCreateRequest,
  DnsRecordType,
  DnsZoneCreateRequest,
  DomainAvailabilityRequest,
  DomainCreateRequest,
  ServerCreateRequest,
  SnapshotCreateRequest,
  SnapshotStatus,
} from '../../generated/schema.js';
import { paginate, waitForAction } from '../../src/client/index.js';
import { recordCoverage } from './support/coverage.js';
import { componentSchema, isObject, type Json } from './support/document.js';
import { journeyClient, requestExamples, successExample, type JourneyKit } from './support/journey-kit.js';
import { target } from './support/target.js';

const ACTION = '/api/v1/actions/{action_id}/';
const SUCCESS: ActionStatus = 'success';
const FAILED: ActionStatus = 'error';
const CREATING: SnapshotStatus = 'creating';
const AVAILABLE: SnapshotStatus = 'available';
const exercised = new Set<string>();
const notes: string[] = [];
let requests = 0;

/** Polling pace: quick against the mock, as the contract suggests against a real server. */
function pace() {
  return target().isMock
    ? { intervalMs: 20, timeoutMs: 5_000, maxPolls: 5 }
    : { intervalMs: 1_000, timeoutMs: 240_000, maxPolls: 240 };
}
const JOURNEY_TIMEOUT_MS = target().isMock ? 30_000 : 600_000;

async function collect<Item>(items: AsyncIterable<Item>): Promise<Item[]> {
  const all: Item[] = [];
  for await (const item of items) all.push(item);
  return all;
}

function example<Body>(method: 'post', path: string): Body {
  const [first] = requestExamples(method, path);
  return first!.value as Body;
}

/**
 * Waits for an action to finish. Against the mock the poll is answered with the document's example
 * of a finished action of the same type; when there is none, undefined (the journey then checks
 * the action's shape only, which the exchange checks already did).
 */
async function settle(kit: JourneyKit, action: Action): Promise<Action | undefined> {
  if (target().isMock) {
    const finished = successExample(
      'get',
      ACTION,
      (value) => isObject(value) && value.type === action.type && value.status === SUCCESS,
    );
    if (finished === undefined) {
      notes.push(`${action.type}: no finished example in the document, so the mock checks its shape only`);
      return undefined;
    }
    kit.prefer('get', ACTION, finished);
  }
  const { intervalMs, timeoutMs } = pace();
  return waitForAction(kit.client, action, { intervalMs, timeoutMs });
}

function finish(kit: JourneyKit): void {
  for (const key of kit.exercised()) exercised.add(key);
  requests += kit.requests();
  expect(kit.problems()).toEqual([]);
}

describe.concurrent('user journeys with the typed client', () => {
  it(
    'browses plans, locations and images',
    async () => {
      const kit = journeyClient();
      const plans = await collect(paginate(kit.client, '/api/v1/plans/'));
      const locations = await collect(paginate(kit.client, '/api/v1/locations/'));
      const images = await collect(paginate(kit.client, '/api/v1/images/'));
      expect(plans.length).toBeGreaterThan(0);
      expect(locations.length).toBeGreaterThan(0);
      expect(images.length).toBeGreaterThan(0);
      // The catalog is consistent: plans and locations name each other.
      const locationSlugs = locations.map((location) => location.slug);
      const planSlugs = plans.map((plan) => plan.slug);
      for (const plan of plans) for (const slug of plan.locations) expect(locationSlugs).toContain(slug);
      for (const location of locations) for (const slug of location.plans) expect(planSlugs).toContain(slug);

      // Each item of a list reads back by its slug.
      const plan = plans[0]!;
      kit.prefer(
        'get',
        '/api/v1/plans/{plan_slug}/',
        successExample('get', '/api/v1/plans/{plan_slug}/', bySlug(plan.slug)),
      );
      const readPlan = await kit.client.GET('/api/v1/plans/{plan_slug}/', {
        params: { path: { plan_slug: plan.slug } },
      });
      expect(readPlan.data?.slug).toBe(plan.slug);
      const location = locations[0]!;
      kit.prefer(
        'get',
        '/api/v1/locations/{location_slug}/',
        successExample('get', '/api/v1/locations/{location_slug}/', bySlug(location.slug)),
      );
      const readLocation = await kit.client.GET('/api/v1/locations/{location_slug}/', {
        params: { path: { location_slug: location.slug } },
      });
      expect(readLocation.data?.slug).toBe(location.slug);
      const image = images[0]!;
      kit.prefer(
        'get',
        '/api/v1/images/{image_slug}/',
        successExample('get', '/api/v1/images/{image_slug}/', bySlug(image.slug)),
      );
      const readImage = await kit.client.GET('/api/v1/images/{image_slug}/', {
        params: { path: { image_slug: image.slug } },
      });
      expect(readImage.data?.slug).toBe(image.slug);

      // The client exposes the rate-limit headers of the last answer.
      const rateLimit = kit.client.rateLimit;
      expect(rateLimit).toBeDefined();
      expect(rateLimit!.remaining).toBeLessThanOrEqual(rateLimit!.limit);
      finish(kit);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'creates a server, reboots it and waits for the reboot',
    async () => {
      const kit = journeyClient();
      const created = await kit.client.POST('/api/v1/servers/', {
        body: example<ServerCreateRequest>('post', '/api/v1/servers/'),
      });
      expect(created.error).toBeUndefined();
      const server = created.data!;

      // A new server is being provisioned: wait for its unfinished actions before rebooting it.
      const history = await kit.client.GET('/api/v1/servers/{server_id}/actions/', {
        params: { path: { server_id: server.id } },
      });
      expect(history.error).toBeUndefined();
      for (const action of history.data!.data.filter(
        (candidate) => candidate.status !== SUCCESS && candidate.status !== FAILED,
      )) {
        await settle(kit, action);
      }
      kit.prefer('get', ACTION, undefined);

      const rebooted = await kit.client.POST('/api/v1/servers/{server_id}/actions/reboot/', {
        params: { path: { server_id: server.id } },
      });
      expect(rebooted.error).toBeUndefined();
      const reboot = rebooted.data!;
      const done = await settle(kit, reboot);
      expect(done, 'the document has a finished example of this action type').toBeDefined();
      expect(done!.type).toBe(reboot.type);
      expect(done!.status).toBe(SUCCESS);
      if (!target().isMock) expect(done!.id).toBe(reboot.id);
      finish(kit);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'takes a snapshot and restores it',
    async () => {
      const kit = journeyClient();
      const taken = await kit.client.POST('/api/v1/snapshots/', {
        body: example<SnapshotCreateRequest>('post', '/api/v1/snapshots/'),
      });
      expect(taken.error).toBeUndefined();
      let snapshot = taken.data!;

      // Wait (bounded) until the snapshot is available.
      const { intervalMs, maxPolls } = pace();
      kit.prefer(
        'get',
        '/api/v1/snapshots/{snapshot_id}/',
        successExample(
          'get',
          '/api/v1/snapshots/{snapshot_id}/',
          (value) => isObject(value) && value.status === AVAILABLE,
        ),
      );
      for (let poll = 0; poll < maxPolls && snapshot.status === CREATING; poll++) {
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
        const read = await kit.client.GET('/api/v1/snapshots/{snapshot_id}/', {
          params: { path: { snapshot_id: snapshot.id } },
        });
        expect(read.error).toBeUndefined();
        snapshot = read.data!;
      }
      expect(snapshot.status).toBe(AVAILABLE);

      const restored = await kit.client.POST('/api/v1/snapshots/{snapshot_id}/restore/', {
        params: { path: { snapshot_id: snapshot.id } },
      });
      expect(restored.error).toBeUndefined();
      const restore = restored.data!;
      const done = await settle(kit, restore);
      if (done) {
        expect(done.type).toBe(restore.type);
        expect(done.status).toBe(SUCCESS);
      }
      finish(kit);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'checks domain availability and registers an available name',
    async () => {
      const kit = journeyClient();
      const body = example<DomainAvailabilityRequest>('post', '/api/v1/domains/availability/');
      const checked = await kit.client.POST('/api/v1/domains/availability/', { body });
      expect(checked.error).toBeUndefined();
      const results = checked.data!.data;
      expect(results.map((result) => result.name).sort()).toEqual([...body.names].sort());
      const free = results.find((result) => result.available);
      expect(free, 'one of the names checked is available').toBeDefined();

      const registration = { ...example<DomainCreateRequest>('post', '/api/v1/domains/'), name: free!.name };
      const registered = await kit.client.POST('/api/v1/domains/', { body: registration });
      expect(registered.error).toBeUndefined();
      if (!target().isMock) expect(registered.data!.name).toBe(free!.name);
      finish(kit);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'creates a DNS zone and a record of every type',
    async () => {
      const kit = journeyClient();
      const zoneCreated = await kit.client.POST('/api/v1/dns/zones/', {
        body: example<DnsZoneCreateRequest>('post', '/api/v1/dns/zones/'),
      });
      expect(zoneCreated.error).toBeUndefined();
      const zone = zoneCreated.data!;

      const RECORDS = '/api/v1/dns/zones/{zone_name}/records/';
      const types = componentSchema('DnsRecordType').schema.enum as DnsRecordType[];
      expect(types.length).toBeGreaterThan(0);
      const bodies = requestExamples('post', RECORDS);
      for (const type of types) {
        const body = bodies.find((candidate) => isObject(candidate.value) && candidate.value.type === type);
        expect(body, `a request example creates a ${type} record`).toBeDefined();
        kit.prefer(
          'post',
          RECORDS,
          successExample('post', RECORDS, (value) => isObject(value) && value.type === type),
        );
        const created = await kit.client.POST(RECORDS, {
          params: { path: { zone_name: zone.name } },
          body: body!.value as DnsRecordCreateRequest,
        });
        expect(created.error).toBeUndefined();
        expect(created.data!.type).toBe(type);
      }
      const listed = await collect(paginate(kit.client, RECORDS, { path: { zone_name: zone.name } }));
      for (const type of types) expect(listed.map((record) => record.type)).toContain(type);
      finish(kit);
    },
    JOURNEY_TIMEOUT_MS,
  );
});

function bySlug(slug: string): (value: Json) => boolean {
  return (value) => isObject(value) && value.slug === slug;
}

afterAll(() => {
  recordCoverage({
    kind: 'journeys',
    exercised: [...exercised],
    notes: [`5 journeys, ${requests} requests with the typed client`, ...new Set(notes)],
  });
});
