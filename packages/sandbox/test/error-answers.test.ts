// src/http/error-answers.ts: how the sandbox writes what the shared edge decides before an operation
// runs (308, 405, 404, a malformed path), as routed by the edge's matcher on the document's paths.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRouter, MAX_PARAM_LENGTH, routingAnswer } from '@vps-hosting/http-edge';
import { readContract } from '@vps-hosting/api/contract';
import { writeEdgeAnswer } from '../src/http/error-answers.js';
import { doc } from './helpers.js';
import { header, METHODS, problemErrors, statusOf } from './http-kit.js';

const router = createRouter(readContract(doc).paths);
const paths = Object.keys(doc.paths) as string[];
const collection = paths.find((p) => !p.includes('{') && !(doc.paths[p] as Record<string, unknown>).delete)!;
const withParameter = paths.find((p) => p.includes('{'))!;
const decided = (method: string, url: string) => routingAnswer(router.route(method, url), method, url)!;

/** The answer writeEdgeAnswer gives to what the edge decided for this method and target. */
async function written(method: string, url: string) {
  const app = Fastify();
  app.get('/', (request, reply) => writeEdgeAnswer(request, reply, decided(method, url)));
  try {
    return await app.inject({ url: '/' });
  } finally {
    await app.close();
  }
}

describe('writeEdgeAnswer', () => {
  it('redirects a document path without its final slash: 308, Location URI-safe with the query, no body', async () => {
    const answer = await written('GET', `${collection.slice(0, -1)}?q=a b`);
    expect(answer.statusCode).toBe(308);
    expect(answer.headers[header('Location').toLowerCase()]).toBe(`${collection}?q=a%20b`);
    expect(answer.body).toBe('');
  });

  it('answers 405 with Allow listing the methods the path offers', async () => {
    const answer = await written('DELETE', collection);
    expect(answer.statusCode).toBe(statusOf('method_not_allowed'));
    expect(answer.json().code).toBe('method_not_allowed');
    expect(problemErrors(answer.json())).toEqual([]);
    const offered = METHODS.filter((m) => (doc.paths[collection] as Record<string, unknown>)[m]).map((m) =>
      m.toUpperCase(),
    );
    expect(String(answer.headers[header('Allow').toLowerCase()]).split(', ').sort()).toEqual(offered.sort());
  });

  it('answers 404 for a path outside the document', async () => {
    expect((await written('GET', '/api/v1/no-such-thing/')).json().code).toBe('not_found');
  });

  it('answers 400 naming the path parameter that is too long or not UTF-8', async () => {
    const name = /\{(\w+)\}/.exec(withParameter)![1];
    const filled = (value: string) => withParameter.replace(/\{\w+\}/, value).replace(/\{\w+\}/g, '1');
    for (const value of ['a'.repeat(MAX_PARAM_LENGTH + 1), '%C3%28']) {
      const answer = await written('GET', filled(value));
      expect(answer.statusCode).toBe(statusOf('validation_failed'));
      expect(answer.json().errors[0].field).toBe(`path/${name}`);
    }
  });
});
