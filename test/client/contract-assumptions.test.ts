// What the client assumes about the contract, checked against generated/openapi.json.
import { describe, expect, it } from 'vitest';
import { HEADER } from '../../src/index.js';
import { doc, resolve } from './support.js';

type Json = Record<string, any>;

const operations = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
  Object.entries<Json>(item)
    .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
    .map(([method, op]) => ({
      path,
      method,
      op,
      parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve),
    })),
);

describe('the header names the client uses', () => {
  const responseHeaders = Object.keys(doc.components.headers);
  const requestHeaders = new Set(
    operations.flatMap((o) => o.parameters.filter((p) => p.in === 'header').map((p) => p.name)),
  );

  it.each(Object.entries(HEADER))('%s (%s) is a header of the document', (_, name) => {
    expect(responseHeaders.includes(name) || requestHeaders.has(name)).toBe(true);
  });

  it('the rate-limit headers are declared on every response of every operation', () => {
    for (const { path, method, op } of operations) {
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        const headers = Object.keys(resolve(response).headers ?? {});
        for (const name of [HEADER.rateLimitLimit, HEADER.rateLimitRemaining, HEADER.rateLimitReset]) {
          expect(headers, `${method} ${path} ${status}`).toContain(name);
        }
      }
    }
  });

  it('Retry-After comes with every 429', () => {
    for (const { op } of operations)
      expect(Object.keys(resolve(op.responses['429']).headers)).toContain(HEADER.retryAfter);
  });
});

describe('the rules the retry policy relies on', () => {
  it('every POST accepts an Idempotency-Key, so a generated key is always understood', () => {
    const posts = operations.filter((o) => o.method === 'post');
    expect(posts.length).toBeGreaterThan(0);
    for (const { path, parameters } of posts) {
      expect(
        parameters.some((p) => p.in === 'header' && p.name === HEADER.idempotencyKey),
        path,
      ).toBe(true);
    }
  });

  it('a generated key (a UUID) matches the Idempotency-Key schema', () => {
    const schema = resolve(
      resolve(operations.flatMap((o) => o.parameters).find((p) => p.name === HEADER.idempotencyKey)!).schema,
    );
    const key = crypto.randomUUID();
    expect(key).toMatch(new RegExp(schema.pattern));
    expect(key.length).toBeGreaterThanOrEqual(schema.minLength);
    expect(key.length).toBeLessThanOrEqual(schema.maxLength);
  });

  it('Problem requires the status and code that VpsApiError recognises a problem by', () => {
    expect(doc.components.schemas.Problem.required).toEqual(
      expect.arrayContaining(['status', 'code', 'detail', 'request_id']),
    );
  });

  it('an action ends in exactly the statuses waitForAction stops on', () => {
    const statuses: string[] = doc.components.schemas.ActionStatus.enum;
    expect(statuses).toEqual(expect.arrayContaining(['success', 'error']));
  });
});
