// The whole deprecation path (issue 12) on the fixture contract: the mock front started on it sends
// the headers on every answer of the deprecated operation, and the client hands them to its
// `onDeprecation` hook, parsed. The sandbox's part is its own test
// (packages/sandbox/test/deprecation.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@vps-hosting/mock';
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
