// A downstream program, type-checked and run by test/consumer/consumer.test.ts against the packed
// tarball: it imports the package by name, exactly as a consumer would.
import { readFileSync } from 'node:fs';
import {
  VpsApiError,
  WebhookSignatureError,
  createVpsClient,
  paginate,
  verifyWebhook,
  waitForAction,
  warnOncePerOperation,
  type DeprecationNotice,
  type RateLimitState,
  type VpsClient,
  type WebhookEvent,
  type WebhookEventOf,
} from '@vps-hosting/api';
import type { Action, Server } from '@vps-hosting/api/schema';
import document from '@vps-hosting/api/openapi.json' with { type: 'json' };

const [baseUrl, token, deliveryFile] = process.argv.slice(2);
if (!baseUrl || !token || !deliveryFile) throw new Error('usage: main.mjs <baseUrl> <token> <delivery.json>');

const warnOnStderr = warnOncePerOperation((message) => console.error(message));
const client: VpsClient = createVpsClient({
  baseUrl,
  token,
  userAgent: 'consumer-test/1.0',
  retry: { baseDelayMs: 10 },
  onDeprecation: (notice: DeprecationNotice) => warnOnStderr(notice),
});

const names: string[] = [];
for await (const server of paginate(client, '/api/v1/servers/', { query: { per_page: 1 } })) {
  const typed: Server = server;
  names.push(typed.name);
}

const reboot = await client.POST('/api/v1/servers/{server_id}/actions/reboot/', {
  params: { path: { server_id: 42 } },
});
if (reboot.error) throw reboot.error;
const progress: number[] = [];
const done: Action = await waitForAction(client, reboot.data, {
  intervalMs: 10,
  onProgress: (a) => progress.push(a.progress),
});

const missing = await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 4242 } } });
const notFound =
  missing.error instanceof VpsApiError
    ? { status: missing.error.status, code: missing.error.code, requestId: missing.error.requestId }
    : null;

const rateLimit: RateLimitState | undefined = client.rateLimit;

// A webhook delivery as a receiver gets it: the raw body, the headers, the endpoint's secret, and
// the receiver's clock at arrival.
const delivery: { body: string; headers: Record<string, string>; secret: string; now: number } = JSON.parse(
  readFileSync(deliveryFile, 'utf8'),
);
const event: WebhookEvent = verifyWebhook(Buffer.from(delivery.body), delivery.headers, delivery.secret, {
  now: () => delivery.now,
});
const statusChange =
  event.type === 'server.status_changed'
    ? { id: event.id, serverId: event.data.server.id, from: event.data.from, to: event.data.to }
    : null;
let forged = '';
try {
  verifyWebhook(delivery.body.replace('"data"', '"data" '), delivery.headers, delivery.secret, {
    now: () => delivery.now,
  });
} catch (error) {
  if (error instanceof WebhookSignatureError) forged = error.name;
}

console.log(
  JSON.stringify({
    names,
    action: done.status,
    progress,
    notFound,
    rateLimit,
    documentVersion: document.info.version,
    statusChange,
    forged,
  }),
);

/**
 * Never called: what the package's types refuse, type-checked by the test under nodenext and under
 * bundler (an unused @ts-expect-error is an error, so each line must still fail to compile).
 */
export async function refusedByTheTypes(): Promise<void> {
  await client.PATCH('/api/v1/servers/{server_id}/', {
    params: { path: { server_id: 42 } },
    // @ts-expect-error -- the update body has no such field
    body: { name: 'x', not_a_field: 1 },
  });
  // @ts-expect-error -- the server list has no such query parameter
  await client.GET('/api/v1/servers/', { params: { query: { per_page: 1, colour: 'blue' } } });
  // @ts-expect-error -- the path parameter has the wrong type
  await client.GET('/api/v1/servers/{server_id}/', { params: { path: { server_id: 'web-01' } } });
  // @ts-expect-error -- no such path
  await client.GET('/api/v1/server/{server_id}/', { params: { path: { server_id: 42 } } });
  // @ts-expect-error -- the create body lacks its required plan, image and location
  await client.POST('/api/v1/servers/', { body: { name: 'web-02' } });
}

/** Never called: a webhook event's data is typed by its `type`. */
export function refusedWebhookTypes(deleted: WebhookEventOf<'server.deleted'>, any: WebhookEvent): number {
  // @ts-expect-error -- a server.deleted event carries the server's id, not the server
  void deleted.data.server;
  // @ts-expect-error -- `from` exists only once the event is narrowed to server.status_changed
  void any.data.from;
  return deleted.data.server_id;
}
