// The onDeprecation hook: answers that carry `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and a
// `Link` with rel="deprecation" reach the hook parsed; by default one console.warn per operation
// and process. A fake fetch plays the server (the real servers: test/deprecation/).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnOncePerOperation, type DeprecationNotice } from '../../src/index.js';
import { BASE_URL, example, json, scriptedFetch, testClient } from './support.js';

const GET_SERVER = '/api/v1/servers/{server_id}/';
const LIST_SERVERS = '/api/v1/servers/';
const params = { params: { path: { server_id: 42 } } };
// 2027-01-15T00:00:00Z and 2027-07-15 (`date -u -d 2027-01-15 +%s`), written as the servers write them.
const DEPRECATED = {
  Deprecation: '@1799971200',
  Sunset: 'Thu, 15 Jul 2027 00:00:00 GMT',
  Link: '<https://docs.example.test/migrate>; rel="deprecation"',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('onDeprecation', () => {
  it('gets the operation, both dates and the migration note, on successes and on errors', async () => {
    const { fetch } = scriptedFetch(
      json(200, example('ServerWeb01Running'), DEPRECATED),
      json(404, example('ProblemNotFound'), DEPRECATED),
      json(200, example('ServerWeb01Running')),
    );
    const notices: DeprecationNotice[] = [];
    const client = testClient(fetch, { onDeprecation: (notice) => notices.push(notice) });
    await client.GET(GET_SERVER, params);
    const { error } = await client.GET(GET_SERVER, params);
    expect(error?.status).toBe(404);
    await client.GET(GET_SERVER, params);
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      expect(notice).toMatchObject({
        operation: `GET ${GET_SERVER}`,
        deprecation: new Date(Date.UTC(2027, 0, 15)),
        sunset: new Date(Date.UTC(2027, 6, 15)),
        link: 'https://docs.example.test/migrate',
      });
    }
    expect(notices.map((n) => n.response.status)).toEqual([200, 404]);
  });

  it('finds the deprecation link among others, resolves a relative one, and leaves out what it cannot read', async () => {
    const { fetch } = scriptedFetch(
      json(200, example('ServerWeb01Running'), {
        Deprecation: '@1799971200',
        Link: '<https://docs.example.test/a>; rel="next", </notes/migrate?x=1,2>; title="a, b; c"; rel="help deprecation"',
      }),
      json(200, example('ServerWeb01Running'), {
        Deprecation: 'true',
        Sunset: 'next summer',
        Link: '<https://docs.example.test/a>; rel=next',
      }),
    );
    const notices: DeprecationNotice[] = [];
    const client = testClient(fetch, { onDeprecation: (notice) => notices.push(notice) });
    await client.GET(GET_SERVER, params);
    await client.GET(GET_SERVER, params);
    expect(notices[0]).toMatchObject({ sunset: undefined, link: `${BASE_URL}/notes/migrate?x=1,2` });
    expect(notices[1]).toMatchObject({ deprecation: undefined, sunset: undefined, link: undefined });
  });

  it('by default warns once per operation for the whole process, across clients', async () => {
    vi.resetModules(); // a fresh module: the process-wide memory starts empty
    const fresh = await import('../../src/index.js');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = () => json(200, example('ServerWeb01Running'), DEPRECATED);
    const page = () => json(200, example('ServerListAll'), DEPRECATED);
    for (let i = 0; i < 2; i++) {
      const { fetch } = scriptedFetch(answer(), answer(), page());
      const client = fresh.createVpsClient({ baseUrl: BASE_URL, token: 'tok_123', fetch });
      await client.GET(GET_SERVER, params);
      await client.GET(GET_SERVER, params);
      await client.GET(LIST_SERVERS);
    }
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      `[@vps-hosting/api] GET ${GET_SERVER} is deprecated since 2027-01-15 and stops working on 2027-07-15; migration note: https://docs.example.test/migrate`,
      `[@vps-hosting/api] GET ${LIST_SERVERS} is deprecated since 2027-01-15 and stops working on 2027-07-15; migration note: https://docs.example.test/migrate`,
    ]);
  });

  it('stays silent with onDeprecation: false', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = scriptedFetch(json(200, example('ServerWeb01Running'), DEPRECATED));
    const { data } = await testClient(fetch, { onDeprecation: false }).GET(GET_SERVER, params);
    expect(data).toEqual(example('ServerWeb01Running'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('warnOncePerOperation remembers operations per handler and writes where it is told', async () => {
    const messages: string[] = [];
    const handler = warnOncePerOperation((message) => messages.push(message));
    const { fetch } = scriptedFetch(
      ...Array.from({ length: 3 }, () => json(200, example('ServerWeb01Running'), { Deprecation: '@1799971200' })),
    );
    const client = testClient(fetch, { onDeprecation: handler });
    for (let i = 0; i < 3; i++) await client.GET(GET_SERVER, params);
    expect(messages).toEqual([`[@vps-hosting/api] GET ${GET_SERVER} is deprecated since 2027-01-15`]);
  });
});
