// Lists page, filter and sort in the database (src/domain/list.ts) on both engines: every filter and
// sort of listServers, and the parent of backups and snapshots, give the page a plain in-memory
// reference computes from the stored documents; a spliced page is the JSON the serializer writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../src/store/store.js';
import type { Backup, Server, ServerStatus, Snapshot } from '../src/domain/model.js';
import { pathOf, startHarness, type Harness } from './helpers.js';

let h: Harness;
let account: number;
const servers: Server[] = [];
const backups: Backup[] = [];
const snapshots: Snapshot[] = [];

const NAMES = ['web-2', 'web-10', 'web-1', 'ab', 'a-b', 'db', 'api'];
const STATUSES: ServerStatus[] = ['running', 'stopped', 'error'];
const LOCATIONS = ['fra1', 'ams1'];

beforeAll(async () => {
  h = await startHarness();
  account = Number(
    (await h.sandbox.db.get<{ account_id: number }>('SELECT account_id FROM tokens WHERE token = ?', [h.full]))!
      .account_id,
  );
  await h.sandbox.db.transaction(async (tx) => {
    const store = new Store(tx);
    for (let i = 0; i < 31; i++) {
      const id = await store.nextId('server');
      const labels: Record<string, string> = i % 3 === 0 ? {} : { env: i % 2 ? 'prod' : 'dev' };
      if (i % 4 === 1) labels.tier = String(i % 5);
      if (i % 7 === 2) labels['app.kubernetes.io-name'] = 'x';
      const server = {
        id,
        name: `${NAMES[i % NAMES.length]}${i % 2 ? '' : '-x'}`,
        status: STATUSES[i % 3]!,
        locked: false,
        plan: i % 2 ? 'cx11' : 'cx21',
        location: LOCATIONS[i % 2]!,
        image: 'debian-12',
        vcpus: 1,
        memory_mb: 1024,
        disk_gb: 25,
        networks: { ipv4: { address: '192.0.2.1' }, ipv6: { address: '2001:db8::1', prefix: '2001:db8::/64' } },
        labels,
        backups_enabled: false,
        // Some share a creation time: the tie-breaker (id) decides.
        created_at: `2026-0${1 + (i % 4)}-0${1 + (i % 3)}T00:00:00Z`,
        updated_at: '2026-05-01T00:00:00Z',
      } satisfies Server;
      servers.push(server);
      await store.put('server', account, id, server);
    }
    for (let i = 0; i < 23; i++) {
      const backup: Backup = {
        id: await store.nextId('backup'),
        server_id: servers[i % 2]!.id,
        kind: i % 3 ? 'manual' : 'automatic',
        description: null,
        status: i % 4 ? 'available' : 'failed',
        size_mb: 10,
        created_at: `2026-02-0${1 + (i % 5)}T00:00:00Z`,
        completed_at: null,
      };
      backups.push(backup);
      await store.put('backup', account, backup.id, backup);
      const snapshot: Snapshot = {
        id: await store.nextId('snapshot'),
        server_id: servers[i % 3]!.id,
        name: NAMES[i % NAMES.length]!,
        status: i % 2 ? 'available' : 'failed',
        size_mb: 10,
        created_at: `2026-03-0${1 + (i % 4)}T00:00:00Z`,
        completed_at: null,
      };
      snapshots.push(snapshot);
      await store.put('snapshot', account, snapshot.id, snapshot);
    }
  });
});
afterAll(async () => h?.close());

type Item = Record<string, unknown> & { id: number };

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** The page a plain in-memory listing gives: filters, sort with id as tie-breaker, then the slice. */
function expected<T extends Item>(items: T[], query: string, keep: (item: T, name: string, value: string) => boolean) {
  const q = new URLSearchParams(query);
  let selected = items.filter((item) =>
    [...q].every(([name, value]) => ['page', 'per_page', 'sort'].includes(name) || keep(item, name, value)),
  );
  const [field, direction] = (q.get('sort') ?? 'id').split(':') as [string, string | undefined];
  const sign = direction === 'desc' ? -1 : 1;
  selected = [...selected].sort((a, b) => sign * compare(a[field], b[field]) || a.id - b.id);
  const page = Number(q.get('page') ?? 1);
  const perPage = Number(q.get('per_page') ?? 25);
  return { ids: selected.slice((page - 1) * perPage, page * perPage).map((s) => s.id), total: selected.length };
}

function labelsMatch(server: Server, selector: string): boolean {
  return selector.split(',').every((term) => {
    const m = /^([^!=]+)(!?=)(.*)$/.exec(term);
    if (!m) return Object.hasOwn(server.labels, term);
    const label = Object.hasOwn(server.labels, m[1]!) ? server.labels[m[1]!] : undefined;
    return m[2] === '=' ? label === m[3] : label !== m[3];
  });
}

async function page(path: string, query: string) {
  const response = await fetch(`${h.base}${path}?${query}`, { headers: { authorization: `Bearer ${h.full}` } });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return { text, body: JSON.parse(text) as { data: Item[]; meta: { pagination: { total_entries: number } } } };
}

describe('lists in the database', () => {
  const serverQueries = [
    '',
    'sort=id:desc',
    'sort=name',
    'sort=name:desc',
    'sort=created_at',
    'sort=created_at:desc',
    'status=running',
    'location=fra1&sort=name',
    'plan=cx21&status=error',
    'name=web-1',
    'label_selector=env%3Dprod',
    'label_selector=env!%3Dprod',
    'label_selector=tier',
    'label_selector=env%3Dprod%2Ctier',
    'label_selector=app.kubernetes.io-name',
    'label_selector=constructor',
    'label_selector=tier%3D1',
    'per_page=7&page=3&sort=name:desc',
    'per_page=4&page=2&label_selector=env&sort=created_at',
    'page=100',
  ];
  it.each(serverQueries)('listServers ?%s gives the reference page', async (query) => {
    const { body } = await page(pathOf('listServers'), query);
    const want = expected(servers as unknown as Array<Server & Item>, query, (s, name, value) =>
      name === 'label_selector' ? labelsMatch(s, value) : String(s[name as keyof Server]) === value,
    );
    expect(body.data.map((s) => s.id)).toEqual(want.ids);
    expect(body.meta.pagination.total_entries).toBe(want.total);
  });

  it('a spliced page is the JSON the serializer writes, each server as getServer sends it', async () => {
    const { text, body } = await page(pathOf('listServers'), 'per_page=5&sort=name');
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    for (const server of body.data) {
      const one = await h.call('GET', pathOf('getServer', { server_id: server.id }));
      expect(server).toEqual(one.body);
    }
  });

  it.each(['', 'kind=manual', 'status=failed&sort=created_at:desc', 'sort=created_at&per_page=3&page=2'])(
    "listServerBackups ?%s gives the reference page of the server's backups",
    async (query) => {
      for (const server of servers.slice(0, 3)) {
        const { body } = await page(pathOf('listServerBackups', { server_id: server.id }), query);
        const want = expected(
          backups.filter((b) => b.server_id === server.id) as unknown as Array<Backup & Item>,
          query,
          (b, name, value) => String(b[name as keyof Backup]) === value,
        );
        expect(body.data.map((b) => b.id)).toEqual(want.ids);
        expect(body.meta.pagination.total_entries).toBe(want.total);
      }
    },
  );

  it.each([
    '',
    `server_id=SERVER`,
    'server_id=SERVER&status=available&sort=name:desc',
    'sort=name',
    'sort=created_at:desc&per_page=5&page=2',
  ])('listSnapshots ?%s gives the reference page', async (template) => {
    const query = template.replace('SERVER', String(servers[1]!.id));
    const { body } = await page(pathOf('listSnapshots'), query);
    const want = expected(
      snapshots as unknown as Array<Snapshot & Item>,
      query,
      (s, name, value) => String(s[name as keyof Snapshot]) === value,
    );
    expect(body.data.map((s) => s.id)).toEqual(want.ids);
    expect(body.meta.pagination.total_entries).toBe(want.total);
  });
});
