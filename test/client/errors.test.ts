// Every non-2xx response becomes a VpsApiError carrying the problem document.
import { describe, expect, it } from 'vitest';
import { VpsApiError, unwrap } from '../../src/index.js';
import type { Problem } from '../../src/schema.js';
import { doc, example, headerExample, json, resolve, scriptedFetch, testClient } from './support.js';

const getServer = (client: ReturnType<typeof testClient>, id = 4242) =>
  client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: id } } });

describe('VpsApiError', () => {
  it('carries status, code, detail and request id of a problem', async () => {
    const problem = example<Problem>('ProblemNotFound');
    const { fetch } = scriptedFetch(json(404, problem));
    const { data, error, response } = await getServer(testClient(fetch));
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    expect(error).toBeInstanceOf(VpsApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 404,
      code: problem.code,
      detail: problem.detail,
      requestId: problem.request_id,
      operation: 'GET /api/v1/servers/{server_id}/',
      fieldErrors: [],
    });
    expect(error!.problem).toEqual(problem);
    expect(error!.message).toContain(problem.code);
    expect(error!.message).toContain(problem.request_id);
  });

  it('lists the field errors of validation_failed', async () => {
    const problem = example<Problem>('ProblemValidationFailed');
    const { fetch } = scriptedFetch(json(problem.status, problem));
    const { error } = await testClient(fetch).POST('/api/v1/servers/', {
      body: { name: 'Web 01', plan: 'vps-2c-4g', image: 'ubuntu-24.04', location: 'fra1' },
    });
    expect(error!.code).toBe('validation_failed');
    expect(error!.fieldErrors).toEqual(problem.errors);
    expect(error!.fieldErrors.length).toBeGreaterThan(0);
  });

  it('still surfaces a gateway error that is not a problem, with the X-Request-Id header', async () => {
    const { fetch } = scriptedFetch(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'X-Request-Id': headerExample('X-Request-Id') },
      }),
    );
    const { error } = await getServer(testClient(fetch, { retry: { maxAttempts: 1 } }));
    expect(error).toBeInstanceOf(VpsApiError);
    expect(error).toMatchObject({ status: 502, problem: undefined, code: undefined, body: '<html>Bad gateway</html>' });
    expect(error!.requestId).toBe(headerExample('X-Request-Id'));
  });

  it('is what every example of the default response (a status the operation does not list) becomes', async () => {
    const otherStatus = resolve(doc.paths['/api/v1/servers/{server_id}/'].get.responses.default);
    const examples = Object.values<Record<string, unknown>>(
      otherStatus.content['application/problem+json'].examples,
    ).map((e) => resolve(e).value as Problem);
    expect(examples.length).toBeGreaterThan(0);
    for (const problem of examples) {
      const { fetch } = scriptedFetch(json(problem.status, problem));
      const { data, error } = await getServer(testClient(fetch, { retry: { maxAttempts: 1 } }));
      expect(data).toBeUndefined();
      expect(error, problem.code).toBeInstanceOf(VpsApiError);
      expect(error).toMatchObject({
        status: problem.status,
        code: problem.code,
        detail: problem.detail,
        requestId: problem.request_id,
      });
      expect(error!.problem).toEqual(problem);
    }
  });

  it('is set for a status no operation declares, with or without a problem body', async () => {
    const teapot = { ...example<Problem>('ProblemInternalError'), status: 418 } as unknown as Problem;
    const { fetch } = scriptedFetch(json(418, teapot), new Response('no', { status: 418 }));
    const client = testClient(fetch);
    expect((await getServer(client)).error).toMatchObject({ name: 'VpsApiError', status: 418, code: teapot.code });
    expect((await getServer(client)).error).toMatchObject({
      name: 'VpsApiError',
      status: 418,
      problem: undefined,
      body: 'no',
    });
  });

  it('is set for a non-2xx response without a body, where openapi-fetch gives no error', async () => {
    const { fetch } = scriptedFetch(new Response(null, { status: 404 }));
    const { error } = await getServer(testClient(fetch));
    expect(error).toBeInstanceOf(VpsApiError);
    expect(error!.status).toBe(404);
  });

  it('unwrap returns the data, or throws the VpsApiError', async () => {
    const server = example('ServerWeb01Running');
    const { fetch } = scriptedFetch(json(200, server), json(404, example('ProblemNotFound')));
    const client = testClient(fetch);
    await expect(unwrap(getServer(client, 42))).resolves.toEqual(server);
    await expect(unwrap(getServer(client))).rejects.toMatchObject({
      name: 'VpsApiError',
      status: 404,
      code: 'not_found',
    });
  });
});
