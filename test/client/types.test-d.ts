// Type tests, checked by `npm run typecheck` (tsc): the shapes the client gives each operation come
// from generated/schema.d.ts, and wrong paths, methods, parameters and bodies do not compile.
// Nothing here runs; every function below exists to be type-checked.
import { expectTypeOf } from 'vitest';
import {
  createVpsClient,
  paginate,
  unwrap,
  waitForAction,
  waitForStarted,
  type ListPath,
  type RetryNotice,
  type RateLimitState,
  type VpsApiError,
  type VpsClient,
} from '../../src/index.js';
import type { Action, ActionList, Problem, Server, ServerList, components, paths } from '../../src/schema.js';

declare const client: VpsClient;

export async function dataAndErrorShapes(): Promise<void> {
  const server = await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } });
  expectTypeOf(server.data).toEqualTypeOf<Server | undefined>();
  expectTypeOf(server.error).toEqualTypeOf<VpsApiError | undefined>();
  if (server.error) {
    expectTypeOf(server.data).toEqualTypeOf<undefined>();
    expectTypeOf(server.error.problem).toEqualTypeOf<Problem | undefined>();
    expectTypeOf(server.error.code).toEqualTypeOf<components['schemas']['ErrorCode'] | undefined>();
  } else {
    expectTypeOf(server.data).toEqualTypeOf<Server>();
  }

  const list = await client.GET('/api/v1/servers/', { params: { query: { status: 'running', per_page: 100 } } });
  expectTypeOf(list.data).toEqualTypeOf<ServerList | undefined>();

  const reboot = await client.POST('/api/v1/servers/{server_id}/actions/reboot/', {
    params: { path: { server_id: 42 }, header: { 'Idempotency-Key': 'reboot-42-2026-11-22' } },
  });
  expectTypeOf(reboot.data).toEqualTypeOf<Action | undefined>();

  const created = await client.POST('/api/v1/servers/', {
    body: { name: 'web-02', plan: 'vps-2c-4g', image: 'ubuntu-24.04', location: 'fra1' },
  });
  expectTypeOf(created.data).toEqualTypeOf<Server | undefined>();

  const deleted = await client.request('delete', '/api/v1/servers/{server_id}/', {
    params: { path: { server_id: 42 } },
  });
  expectTypeOf(deleted.data).toEqualTypeOf<Action | undefined>();

  expectTypeOf(
    await unwrap(client.GET('/api/v1/actions/{action_id}/', { params: { path: { action_id: 1 } } })),
  ).toEqualTypeOf<Action>();
  expectTypeOf(client.rateLimit).toEqualTypeOf<RateLimitState | undefined>();
  expectTypeOf<RateLimitState['reset']>().toEqualTypeOf<components['headers']['X-RateLimit-Reset']>();
}

export async function paginationTypes(): Promise<void> {
  for await (const server of paginate(client, '/api/v1/servers/', { query: { status: 'running' } })) {
    expectTypeOf(server).toEqualTypeOf<Server>();
  }
  for await (const action of paginate(client, '/api/v1/servers/{server_id}/actions/', { path: { server_id: 42 } })) {
    expectTypeOf(action).toEqualTypeOf<ActionList['data'][number]>();
  }
  // No parameters are needed for a top-level list.
  paginate(client, '/api/v1/plans/');
  expectTypeOf<'/api/v1/servers/'>().toMatchTypeOf<ListPath>();
  expectTypeOf<'/api/v1/servers/{server_id}/'>().not.toMatchTypeOf<ListPath>();
  expectTypeOf<ListPath>().toMatchTypeOf<keyof paths>();

  // @ts-expect-error -- a single resource is not a list
  paginate(client, '/api/v1/servers/{server_id}/', { path: { server_id: 42 } });
  // @ts-expect-error -- a nested list needs its path parameters
  paginate(client, '/api/v1/servers/{server_id}/actions/');
  // @ts-expect-error -- not a filter of the server list
  paginate(client, '/api/v1/servers/', { query: { colour: 'blue' } });
}

export async function actionTypes(action: Action): Promise<void> {
  expectTypeOf(await waitForAction(client, action)).toEqualTypeOf<Action>();
  expectTypeOf(
    await waitForAction(client, 9002, { intervalMs: 500, onProgress: (a) => expectTypeOf(a).toEqualTypeOf<Action>() }),
  ).toEqualTypeOf<Action>();
  // @ts-expect-error -- an action id is a number
  await waitForAction(client, '9002');
  const server = await unwrap(client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } }));
  expectTypeOf(
    await waitForStarted(client, 'createServer', server, {
      onProgress: (a) => expectTypeOf(a).toEqualTypeOf<Action>(),
    }),
  ).toEqualTypeOf<Action>();
  await waitForStarted(client, { action: 'create_server', resource: 'server', answer: 'resource' }, server);
  // @ts-expect-error -- a starts spec answers an action or a resource
  await waitForStarted(client, { action: 'create_server', resource: 'server', answer: 'server' }, server);
  // @ts-expect-error -- the options are waitForAction's
  await waitForStarted(client, 'rebootServer', action, { pollEveryMs: 10 });
}

export async function rejectedCalls(): Promise<void> {
  // @ts-expect-error -- no such path
  await client.GET('/api/v1/server/{server_id}/', { params: { path: { server_id: 42 } } });
  // @ts-expect-error -- the path has no POST
  await client.POST('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } } });
  // @ts-expect-error -- the path parameter is missing
  await client.GET('/api/v1/servers/{server_id}/');
  // @ts-expect-error -- the path parameter has the wrong type
  await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 'web-01' } } });
  // @ts-expect-error -- the body lacks the required plan, image and location
  await client.POST('/api/v1/servers/', { body: { name: 'web-02' } });
  // @ts-expect-error -- the body field has the wrong type
  await client.PATCH('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } }, body: { name: 42 } });
  // @ts-expect-error -- the query parameter has the wrong type
  await client.GET('/api/v1/servers/', { params: { query: { per_page: '100' } } });
  // @ts-expect-error -- not a value of the status enum
  await client.GET('/api/v1/servers/', { params: { query: { status: 'sleeping' } } });
}

/**
 * Unknown keys. openapi-fetch's own types let most of these through (it infers `init` as a type of its
 * own, and adds an index signature): the body field, nested field, query filter, path parameter,
 * request option and `request` cases all compiled before the client's methods were made exact.
 */
export async function unknownKeys(): Promise<void> {
  await client.PATCH('/api/v1/servers/{server_id}/', {
    params: { path: { server_id: 42 } },
    // @ts-expect-error -- the update body has no such field
    body: { name: 'x', not_a_field: 1 },
  });
  await client.POST('/api/v1/servers/', {
    // @ts-expect-error -- a misspelled required field is unknown, and the real one is missing
    body: { name: 'web-02', plan: 'vps-2c-4g', image: 'ubuntu-24.04', locaton: 'fra1' },
  });
  await client.PUT('/api/v1/domains/{domain_name}/contacts/', {
    params: { path: { domain_name: 'example.com' } },
    // @ts-expect-error -- unknown field of a nested object
    body: { registrant: { ...contact, middle_name: 'Q' } },
  });
  await client.POST('/api/v1/dns/zones/{zone_name}/records/', {
    params: { path: { zone_name: 'example.com' } },
    // @ts-expect-error -- unknown field of one member of a union body (the A record)
    body: { type: 'A', name: 'www', address: '192.0.2.10', priority: 10 },
  });
  // @ts-expect-error -- the server list has no such filter
  await client.GET('/api/v1/servers/', { params: { query: { status: 'running', colour: 'blue' } } });
  await client.GET('/api/v1/servers/{server_id}/', {
    // @ts-expect-error -- an operation without query parameters takes none
    params: { path: { server_id: 42 }, query: { expand: 'networks' } },
  });
  // @ts-expect-error -- the path has no such parameter
  await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42, zone_name: 'example.com' } } });
  // @ts-expect-error -- the operation declares no such header parameter
  await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 }, header: { 'X-Debug': '1' } } });
  // @ts-expect-error -- not an option of a request
  await client.GET('/api/v1/plans/', { retries: 3 });
  await client.request('patch', '/api/v1/servers/{server_id}/', {
    params: { path: { server_id: 42 } },
    // @ts-expect-error -- client.request is exact too
    body: { colour: 'blue' },
  });
}

declare const contact: components['schemas']['Contact'];

/** Every valid call still compiles, with its options and the typed answer. */
export async function acceptedCalls(signal: AbortSignal): Promise<void> {
  const renamed = await client.PATCH('/api/v1/servers/{server_id}/', {
    params: { path: { server_id: 42 } },
    body: { name: 'web-03', labels: { env: 'prod' } },
  });
  expectTypeOf(renamed.data).toEqualTypeOf<Server | undefined>();
  await client.POST('/api/v1/dns/zones/{zone_name}/records/', {
    params: { path: { zone_name: 'example.com' } },
    body: { type: 'MX', name: '@', priority: 10, exchange: 'mail.example.com', ttl: 3600 },
  });
  await client.PUT('/api/v1/domains/{domain_name}/contacts/', {
    params: { path: { domain_name: 'example.com' } },
    body: { registrant: contact, tech: contact },
  });
  await client.GET('/api/v1/servers/', {
    params: { query: {} },
    signal,
    headers: { 'Accept-Language': 'en' },
    middleware: [],
  });
  await client.GET('/api/v1/servers/', { params: {} });
  await client.GET('/api/v1/servers/', {});
  // A body held in a variable is checked by assignability, as anywhere in TypeScript.
  const body: components['schemas']['ServerUpdateRequest'] = { name: 'web-04' };
  await client.PATCH('/api/v1/servers/{server_id}/', { params: { path: { server_id: 42 } }, body });
  // `parseAs` still changes what `data` is, as in openapi-fetch.
  const text = await client.GET('/api/v1/servers/{server_id}/', {
    params: { path: { server_id: 42 } },
    parseAs: 'text',
  });
  expectTypeOf(text.data).toEqualTypeOf<string | undefined>();
  const parsed = await client.GET('/api/v1/servers/{server_id}/', {
    params: { path: { server_id: 42 } },
    parseAs: 'json',
  });
  expectTypeOf(parsed.data).toEqualTypeOf<Server | undefined>();
}

export function clientOptions(): void {
  createVpsClient({
    baseUrl: 'https://api.example',
    token: 't',
    retry: { maxAttempts: 2, generateIdempotencyKey: () => 'key-0001', maxRateLimitWaitMs: 0 },
  });
  createVpsClient({
    baseUrl: 'https://api.example',
    token: 't',
    onRetry: (notice) => {
      expectTypeOf(notice).toEqualTypeOf<RetryNotice>();
      expectTypeOf(notice.reason).toEqualTypeOf<'rate_limited' | 'server_error' | 'network_error' | 'timeout'>();
      return notice.reason === 'rate_limited' ? false : undefined;
    },
  });
  createVpsClient({ baseUrl: 'https://api.example', token: 't', onRetry: (notice) => console.log(notice.delayMs) });
  createVpsClient({ baseUrl: 'https://api.example', token: 't', onRetry: false });
  // @ts-expect-error -- onRetry answers false (skip the wait) or nothing
  createVpsClient({ baseUrl: 'https://api.example', token: 't', onRetry: () => 'skip' });
  // @ts-expect-error -- the token is required
  createVpsClient({ baseUrl: 'https://api.example' });
}
