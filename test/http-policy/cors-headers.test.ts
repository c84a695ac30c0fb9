// The browser policy (introduction, "Calling the API from a browser"), header by header, on the
// mock and the sandbox alike. Every expectation is derived from the document: the methods its
// operations use, the request headers they read, the response headers they declare, and the
// Max-Age the introduction states; the deprecation headers are the RFCs' (packages/http-edge/src/deprecation-headers.ts).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPRECATION_HEADER } from '@vps-hosting/http-edge';
import { loadDocument, operations, repoRoot } from '../conformance/support/document.js';
import { unknownPathUnder } from '../conformance/support/paths.js';
import { componentHeader, firstCollection, targetsOfSuite, type Target } from './support.js';

const ORIGIN = 'http://127.0.0.1:9';
const lower = (names: Iterable<string>) => [...names].map((name) => name.toLowerCase()).sort();
const list = (value: string | null) =>
  lower(
    (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

const documented = (() => {
  const methods = new Set<string>();
  const requestHeaders = new Set<string>(['authorization']); // the bearer scheme's header (checked below)
  const responseHeaders = new Set<string>();
  for (const op of operations()) {
    methods.add(op.method.toUpperCase());
    for (const parameter of op.parameters)
      if (parameter.in === 'header') requestHeaders.add(parameter.name.toLowerCase());
    if (op.requestBody) requestHeaders.add('content-type');
    for (const response of op.responses)
      for (const header of response.headers) responseHeaders.add(header.name.toLowerCase());
  }
  for (const name of Object.values(DEPRECATION_HEADER)) responseHeaders.add(name.toLowerCase());
  return { methods, requestHeaders, responseHeaders };
})();

const introduction = fs.readFileSync(path.join(repoRoot, 'openapi/introduction.md'), 'utf8');
const browserSection = introduction.slice(
  introduction.indexOf('### Calling the API from a browser'),
  introduction.indexOf('## Errors'),
);

function preflight(target: Target, pathname: string, method = 'GET', headers = 'authorization'): Promise<Response> {
  return fetch(target.url + pathname, {
    method: 'OPTIONS',
    headers: { Origin: ORIGIN, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  });
}

describe('the browser policy (CORS) of the mock and the sandbox', () => {
  const targets = targetsOfSuite();

  it('documents a bearer scheme, whose header the preflight must allow, and states its Max-Age', () => {
    const schemes = Object.values(
      (loadDocument().components as { securitySchemes: Record<string, { type?: string }> }).securitySchemes,
    );
    expect(schemes.some((scheme) => scheme.type === 'http')).toBe(true);
    expect(browserSection).toMatch(/Access-Control-Max-Age: \d+/);
  });

  it('answers a preflight on any path with 204, no body, and the methods and request headers the document uses', async () => {
    const maxAge = /Access-Control-Max-Age: (\d+)/.exec(browserSection)?.[1];
    const item = operations().find((op) => op.path.includes('{'))!;
    const example = (name: string) =>
      String(item.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.example);
    const collection = firstCollection().path;
    const paths = [
      collection,
      item.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(example(name))),
      unknownPathUnder(collection),
      collection.slice(0, -1),
    ];
    for (const target of targets().both) {
      for (const pathname of paths) {
        const answer = await preflight(target, pathname, 'PATCH', 'authorization, content-type, idempotency-key');
        const where = `${target.name} OPTIONS ${pathname}`;
        expect(answer.status, where).toBe(204);
        expect(await answer.text(), where).toBe('');
        expect(answer.headers.get('access-control-allow-origin'), where).toBe('*');
        expect(list(answer.headers.get('access-control-allow-methods')), where).toEqual(lower(documented.methods));
        expect(list(answer.headers.get('access-control-allow-headers')), where).toEqual(
          expect.arrayContaining(lower(documented.requestHeaders)),
        );
        expect(answer.headers.get('access-control-max-age'), where).toBe(maxAge);
        expect(answer.headers.get('access-control-allow-credentials'), where).toBeNull();
        expect(answer.headers.get(componentHeader('X-Request-Id')), where).not.toBeNull();
      }
    }
  });

  it('gives mock and sandbox the same preflight, but for the Prefer header only the mock reads', async () => {
    const [mock, sandbox] = await Promise.all([
      preflight(targets().mock, firstCollection().path),
      preflight(targets().sandbox, firstCollection().path),
    ]);
    for (const name of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-max-age']) {
      expect(mock.headers.get(name), name).toBe(sandbox.headers.get(name));
    }
    const extra = list(mock.headers.get('access-control-allow-headers')).filter(
      (name) => !list(sandbox.headers.get('access-control-allow-headers')).includes(name),
    );
    expect(extra).toEqual(['prefer']);
    expect(lower(documented.requestHeaders)).toEqual(list(sandbox.headers.get('access-control-allow-headers')));
  });

  it('puts Allow-Origin * and Expose-Headers (every declared response header) on answers and errors alike, router refusals included', async () => {
    const collection = firstCollection().path;
    for (const target of targets().both) {
      const cases: [string, RequestInit, string][] = [
        ['a 200', { headers: { Authorization: `Bearer ${target.token}` } }, collection],
        ['a 401', {}, collection],
        ['a 404', { headers: { Authorization: `Bearer ${target.token}` } }, unknownPathUnder(collection)],
        ['a 405', { method: 'DELETE', headers: { Authorization: `Bearer ${target.token}` } }, collection],
        [
          'a 400 of the router (a path segment that is not percent-encoded UTF-8)',
          { headers: { Authorization: `Bearer ${target.token}` } },
          `${collection}%FF/`,
        ],
      ];
      const statuses: number[] = [];
      for (const [label, init, pathname] of cases) {
        const answer = await fetch(target.url + pathname, {
          ...init,
          headers: { Origin: ORIGIN, ...(init.headers as Record<string, string>) },
        });
        await answer.arrayBuffer();
        statuses.push(answer.status);
        const where = `${target.name}, ${label}`;
        expect(answer.headers.get('access-control-allow-origin'), where).toBe('*');
        expect(list(answer.headers.get('access-control-expose-headers')), where).toEqual(
          lower(documented.responseHeaders),
        );
        expect(answer.headers.get('access-control-allow-credentials'), where).toBeNull();
      }
      expect(statuses, target.name).toEqual([200, 401, 404, 405, 400]);
    }
  });

  it('answers an OPTIONS that is no preflight 405 with Allow, as any method a path lacks', async () => {
    for (const target of targets().both) {
      const answer = await fetch(target.url + firstCollection().path, {
        method: 'OPTIONS',
        headers: { Origin: ORIGIN },
      });
      await answer.arrayBuffer();
      expect(answer.status, target.name).toBe(405);
      expect(answer.headers.get(componentHeader('Allow')), target.name).toMatch(/GET/);
    }
  });

  it('does not count a preflight toward the rate limit (sandbox: the client address window)', async () => {
    const remainingHeader = componentHeader('X-RateLimit-Remaining');
    const remaining = async () => {
      const answer = await fetch(targets().sandbox.url + firstCollection().path);
      await answer.arrayBuffer();
      return Number(answer.headers.get(remainingHeader));
    };
    const before = await remaining();
    for (let i = 0; i < 3; i++) expect((await preflight(targets().sandbox, firstCollection().path)).status).toBe(204);
    expect(await remaining()).toBe(before - 1);
  });

  it('names in the introduction every header the policy exposes and allows', async () => {
    const answer = await preflight(targets().sandbox, firstCollection().path);
    const named = (name: string) => browserSection.toLowerCase().includes(`\`${name}\``);
    for (const name of list(answer.headers.get('access-control-allow-headers'))) expect(named(name), name).toBe(true);
    for (const name of lower(documented.responseHeaders)) expect(named(name), name).toBe(true);
  });
});
