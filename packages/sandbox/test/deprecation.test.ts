// The sandbox's deprecation headers (issue 12): its hook on a Fastify app serving the fixture contract
// (test/deprecation/, shared with the mock's and the client's tests), and the sandbox itself, which
// serves only our contract, which deprecates nothing: its part is shown with one of its operations
// deprecated in memory for the length of a test.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '@vps-hosting/sandbox';
import { openapi } from '../src/document.js';
import { registerDeprecationHeaders } from '../src/http/deprecation.js';
import { fixture, WIRE } from '../../../test/deprecation/support.js';

describe("the sandbox's deprecation hook", () => {
  it('adds the headers to every answer of a deprecated route (errors included) and to no other', async () => {
    const app = Fastify();
    try {
      registerDeprecationHeaders(app, fixture());
      app.get('/api/v1/legacy-widgets/:widget_id/', async (request, reply) =>
        (request.params as { widget_id: string }).widget_id === '7' ? { id: 7 } : reply.code(404).send({ status: 404 }),
      );
      app.get('/api/v1/widgets/', async () => []);
      const found = await app.inject({ method: 'GET', url: '/api/v1/legacy-widgets/7/' });
      const missing = await app.inject({ method: 'GET', url: '/api/v1/legacy-widgets/8/' });
      for (const answer of [found, missing]) {
        expect(answer.headers.deprecation).toBe(WIRE.deprecation);
        expect(answer.headers.sunset).toBe(WIRE.sunset);
        expect(answer.headers.link).toBe(WIRE.link);
      }
      expect([found.statusCode, missing.statusCode]).toEqual([200, 404]);
      const current = await app.inject({ method: 'GET', url: '/api/v1/widgets/' });
      expect(current.statusCode).toBe(200);
      expect(current.headers.deprecation).toBeUndefined();
      expect((await app.inject({ method: 'GET', url: '/nowhere/' })).headers.deprecation).toBeUndefined();
    } finally {
      await app.close();
    }
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
