// A webhook receiver for the tests: node:http on 127.0.0.1 (a free port), recording every delivery
// (raw body and headers) and answering what the test tells it to. It can be stopped and started
// again on the same port, like a receiver that goes down and comes back. Deliveries are checked with
// the package's own `verifyWebhook` and against the document's `webhooks` schemas.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { verifyWebhook } from '@vps-hosting/api';
import { mediaOf } from '@vps-hosting/api/contract';
import { schemaErrors } from '@vps-hosting/sandbox/testing';
import { contract } from '../src/document.js';
import { doc } from './helpers.js';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed envelope. */
  event: { id: string; type: string; created_at: string; data: Record<string, any> };
}

export class Receiver {
  readonly received: Received[] = [];
  /** The status of the next answers (a function of the delivery); 204 by default. */
  answer: (delivery: Received) => number | { status: number; headers: Record<string, string> } = () => 204;
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  /** TCP connections accepted, a request or not (a TLS hello sent to this plain receiver counts). */
  connections = 0;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async start(): Promise<this> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const delivery: Received = { headers: request.headers, body, event: JSON.parse(body) };
        this.received.push(delivery);
        const answer = this.answer(delivery);
        const { status, headers } = typeof answer === 'number' ? { status: answer, headers: {} } : answer;
        response.writeHead(status, headers).end();
      });
    });
    server.on('connection', (socket) => {
      this.connections++;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Stops listening and drops open connections (the port stays this receiver's for a restart). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  ofType(type: string): Received[] {
    return this.received.filter((r) => r.event.type === type);
  }
}

export async function startReceiver(): Promise<Receiver> {
  return new Receiver().start();
}

/** The schema pointer of the document's webhooks entry for each event type (the `type` its body schema fixes). */
const entryOfType = new Map<string, string>(
  contract.webhooks.flatMap((webhook) => {
    const schema = webhook.requestBody && mediaOf(webhook.requestBody.content, 'application/json')?.schema;
    return schema ? [[String((schema.resolved.properties as any)?.type?.const), schema.pointer] as const] : [];
  }),
);

/** The event types of the document, and those a webhook can subscribe to. */
export const EVENT_TYPES: string[] = doc.components.schemas.EventType.enum;
export const SUBSCRIBABLE: string[] = EVENT_TYPES.filter(
  (type) => !JSON.stringify(doc.components.schemas.WebhookSubscribedEvents.items.not ?? {}).includes(`"${type}"`),
);

/** Problems of one delivery: `verifyWebhook` (the package's) refuses it with every secret (a bad
 *  signature, a stale timestamp, a type the document lacks), or its body breaks its type's schema. */
export function deliveryProblems(delivery: Received, secrets: string[]): string[] {
  const problems: string[] = [];
  try {
    const event = verifyWebhook(delivery.body, delivery.headers, secrets);
    if (event.id !== delivery.event.id) problems.push(`${delivery.event.id}: verifyWebhook returned ${event.id}`);
  } catch (error) {
    problems.push(`${delivery.event.id}: ${(error as Error).name} ${(error as Error).message}`);
  }
  const pointer = entryOfType.get(delivery.event.type);
  if (!pointer) problems.push(`${delivery.event.type}: the document's webhooks section has no such type`);
  else problems.push(...schemaErrors(pointer, delivery.event).map((e) => `${delivery.event.type} ${e}`));
  return problems;
}

/** Whether `verifyWebhook` accepts the delivery with this secret alone. */
export function verifiesWith(delivery: Received, secret: string): boolean {
  try {
    verifyWebhook(delivery.body, delivery.headers, secret);
    return true;
  } catch {
    return false;
  }
}
