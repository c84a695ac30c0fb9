// src/http/raw-answers.ts: the sandbox's response for an answer the shared edge decided on a socket
// that never became a request (the edge writes it: test/http-policy/edge-plugin.test.ts).
// The count (the rate limit) is a stub that may refuse.
import { describe, expect, it } from 'vitest';
import { routingAnswer } from '@vps-hosting/http-edge';
import type { Gate } from '../src/http/admission.js';
import { ProblemError } from '../src/domain/problem.js';
import { rawAnswers } from '../src/http/raw-answers.js';
import { header, problemErrors, REQUEST_ID, statusOf } from './http-kit.js';

const counted = (refused?: ProblemError) => {
  const calls: Array<[unknown, unknown]> = [];
  const count = async (authorization: unknown, address: unknown): Promise<Gate> => {
    calls.push([authorization, address]);
    return { auth: { ok: false, reason: 'invalid_token' }, headers: { 'X-Counted': 1 }, refused };
  };
  return { count, calls };
};
const notFound = routingAnswer({ kind: 'not_found' }, 'CONNECT', '/api/v1/nowhere/')!;
const source = { target: '/api/v1/nowhere/', authorization: 'Bearer x', address: '127.0.0.1' };
const headersOf = (headers: unknown) => headers as Record<string, string | number>;

describe('rawAnswers', () => {
  it("makes the edge's problem the sandbox's, counted with the request's token and address", async () => {
    const { count, calls } = counted();
    const answer = await rawAnswers(count)(notFound, source);
    expect(calls).toEqual([['Bearer x', '127.0.0.1']]);
    expect(answer.status).toBe(statusOf('not_found'));
    const body = JSON.parse(answer.body!);
    expect(problemErrors(body)).toEqual([]);
    expect(body.instance).toBe(source.target);
    expect(headersOf(answer.headers)['X-Counted']).toBe(1);
    expect(headersOf(answer.headers)[REQUEST_ID]).toBe(body.request_id);
  });

  it("answers the rate limit's refusal instead when the count refuses", async () => {
    const { count } = counted(new ProblemError('rate_limit_exceeded', 'slow down'));
    const answer = await rawAnswers(count)(notFound, source);
    expect(answer.status).toBe(statusOf('rate_limit_exceeded'));
    expect(JSON.parse(answer.body!).code).toBe('rate_limit_exceeded');
  });

  it('writes a redirect with its Location made URI-safe and no body', async () => {
    const { count } = counted();
    const redirect = routingAnswer({ kind: 'redirect', location: '/a b/' }, 'CONNECT', '/a b')!;
    const answer = await rawAnswers(count)(redirect, source);
    expect(answer.status).toBe(308);
    expect(headersOf(answer.headers)[header('Location')]).toBe('/a%20b/');
    expect(answer.body).toBeUndefined();
  });
});
