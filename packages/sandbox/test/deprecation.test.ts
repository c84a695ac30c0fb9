// The sandbox's deprecation headers (docs/design/deprecation.md): the sandbox serves only our contract,
// which deprecates nothing, so its part is shown with one of its operations deprecated in memory for
// the length of a test; the headers come from the shared edge (@vps-hosting/http-edge/fastify), whose
// own test covers them on the deprecation fixture.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '@vps-hosting/sandbox';
import { openapi } from '../src/document.js';

// The dates below on the wire, worked out by hand (GNU date), not by the code under test:
// `date -u -d 2027-03-01 +%s` and `date -u -d 2027-09-01 '+%a, %d %b %Y %H:%M:%S GMT'`.
const NOTE = 'https://docs.example.test/migrations/servers-list';
const WIRE = {
  deprecation: '@1803859200',
  sunset: 'Wed, 01 Sep 2027 00:00:00 GMT',
  link: `<${NOTE}>; rel="deprecation"`,
};

describe('the sandbox', () => {
  it('sends the headers on the answers of an operation its document deprecates', async () => {
    const paths = openapi.paths as Record<string, Record<string, Record<string, unknown>>>;
    const [path, other] = Object.keys(paths).filter((candidate) => paths[candidate]?.get && !candidate.includes('{'));
    const operation = paths[path!]!.get!;
    const saved = structuredClone(operation);
    Object.assign(operation, {
      deprecated: true,
      'x-deprecated-since': '2027-03-01',
      'x-sunset': '2027-09-01',
      externalDocs: { url: NOTE },
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
