// The whole deprecation path (issue 12) on the fixture contract: the mock front started on it sends
// the headers on every answer of the deprecated operation, and the client hands them to its
// `onDeprecation` hook, parsed. The sandbox serves only our contract, which deprecates nothing: its
// part is shown with one of its operations deprecated in memory for the length of a test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@vps-hosting/mock';
import { openapi } from '../../packages/sandbox/src/document.js';
import { startSandbox } from '@vps-hosting/sandbox';
import { createVpsClient, type DeprecationNotice } from '../../src/index.js';
import { CURRENT_PATH, DEPRECATED_PATH, FIXTURE_FILE, WIRE } from './support.js';

type UntypedCall = (
  method: string,
  url: string,
  init?: object,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

describe('the mock front on the fixture contract', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMock({ document: FIXTURE_FILE, port: 0, logLevel: 'warn' });
  });
  afterAll(async () => {
    await mock?.stop();
  });

  it('sends Deprecation, Sunset and Link on every answer of the deprecated operation, and only there', async () => {
    const ok = await fetch(`${mock.url}/api/v1/legacy-widgets/7/`);
    const notFound = await fetch(`${mock.url}/api/v1/legacy-widgets/7/`, { headers: { Prefer: 'code=404' } });
    const refusedByTheFront = await fetch(`${mock.url}/api/v1/legacy-widgets/7/?colour=blue`);
    expect([ok.status, notFound.status, refusedByTheFront.status]).toEqual([200, 404, 400]);
    for (const answer of [ok, notFound, refusedByTheFront]) {
      expect(answer.headers.get('deprecation')).toBe(WIRE.deprecation);
      expect(answer.headers.get('sunset')).toBe(WIRE.sunset);
      expect(answer.headers.get('link')).toBe(WIRE.link);
    }
    const current = await fetch(`${mock.url}${CURRENT_PATH}`);
    expect(current.status).toBe(200);
    expect(current.headers.get('deprecation')).toBeNull();
    expect(current.headers.get('sunset')).toBeNull();
  });

  it('reaches the client, which calls onDeprecation with the dates and the note parsed', async () => {
    const notices: DeprecationNotice[] = [];
    const client = createVpsClient({
      baseUrl: mock.url,
      token: 'fixture-token',
      onDeprecation: (notice) => notices.push(notice),
    });
    const call = client.request as unknown as UntypedCall;
    const { data } = await call('get', DEPRECATED_PATH, { params: { path: { widget_id: 7 } } });
    expect(data).toMatchObject({ id: 7 });
    await call('get', CURRENT_PATH);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      operation: `GET ${DEPRECATED_PATH}`,
      deprecation: new Date(Date.UTC(2027, 0, 15)),
      sunset: new Date(Date.UTC(2027, 6, 15)),
      link: 'https://docs.example.test/migrations/legacy-widgets',
    });
  });
});

describe('the sandbox', () => {
  it('sends the headers on the answers of an operation its document deprecates', async () => {
    const paths = openapi.paths as Record<string, Record<string, Record<string, unknown>>>;
    const [path, other] = Object.keys(paths).filter((candidate) => paths[candidate]?.get && !candidate.includes('{'));
    const operation = paths[path!]!.get!;
    const saved = structuredClone(operation);
    const note = 'https://docs.example.test/migrations/legacy-widgets';
    Object.assign(operation, {
      deprecated: true,
      'x-deprecated-since': '2027-01-15',
      'x-sunset': '2027-07-15',
      externalDocs: { url: note },
    });
    const sandbox = await startSandbox({ db: ':memory:', port: 0 }).finally(() => {
      for (const key of Object.keys(operation)) delete operation[key];
      Object.assign(operation, saved);
    });
    try {
      const authorized = await fetch(`${sandbox.url}${path}`, {
        headers: { authorization: `Bearer ${sandbox.tokens.full}` },
      });
      const unauthorized = await fetch(`${sandbox.url}${path}`);
      expect([authorized.status, unauthorized.status]).toEqual([200, 401]);
      for (const answer of [authorized, unauthorized]) {
        expect(answer.headers.get('deprecation')).toBe(WIRE.deprecation);
        expect(answer.headers.get('sunset')).toBe(WIRE.sunset);
        expect(answer.headers.get('link')).toBe(WIRE.link);
      }
      const undeprecated = await fetch(`${sandbox.url}${other}`, {
        headers: { authorization: `Bearer ${sandbox.tokens.full}` },
      });
      expect(undeprecated.status).toBe(200);
      expect(undeprecated.headers.get('deprecation')).toBeNull();
    } finally {
      await sandbox.close();
    }
  });

  it('sends none on our contract, which deprecates no operation', async () => {
    const sandbox = await startSandbox({ db: ':memory:', port: 0 });
    try {
      const [path] = Object.keys(openapi.paths as object).filter((candidate) => !candidate.includes('{'));
      const answer = await fetch(`${sandbox.url}${path!}`, {
        headers: { authorization: `Bearer ${sandbox.tokens.full}` },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('deprecation')).toBeNull();
    } finally {
      await sandbox.close();
    }
  });
});
