// The webhooks section's examples, derived from the bundle (generated/openapi.json): every named
// example of every entry validates against that entry's event schema and against the event union
// the deliveries carry, names the entry as its `type`, and is unique by `id`; every delivery example
// carries an event shown in the webhooks section, with its id and type; and the `webhook-signature`
// example is the Standard Webhooks signature of the event it names, with the example secret.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  escapePointer,
  isObject,
  loadDocument,
  resolve,
  type Json,
  type JsonObject,
} from '../conformance/support/document.js';
import { schemaErrors } from '../conformance/support/schemas.js';

const document = loadDocument();
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface EventExample {
  webhook: string;
  method: string;
  name: string;
  schemaPointer: string;
  value: Json;
}

/** The named examples of every webhook's JSON body, with the pointer of the body's schema. */
function webhookExamples(): EventExample[] {
  const webhooks = isObject(document.webhooks) ? document.webhooks : {};
  return Object.entries(webhooks).flatMap(([webhook, rawItem]) => {
    const item = resolve(document, rawItem, `/webhooks/${escapePointer(webhook)}`);
    if (!isObject(item.node)) return [];
    const pathItem = item.node;
    return METHODS.filter((method) => isObject(pathItem[method])).flatMap((method) => {
      const body = resolve(
        document,
        (pathItem[method] as JsonObject).requestBody,
        `${item.pointer}/${method}/requestBody`,
      );
      const content = isObject(body.node) && isObject(body.node.content) ? body.node.content : {};
      const media = content['application/json'];
      if (!isObject(media)) return [];
      const mediaPointer = `${body.pointer}/content/${escapePointer('application/json')}`;
      const examples = isObject(media.examples) ? media.examples : {};
      return Object.entries(examples).map(([name, raw]) => {
        const example = resolve(document, raw, `${mediaPointer}/examples/${escapePointer(name)}`).node;
        return {
          webhook,
          method,
          name,
          schemaPointer: `${mediaPointer}/schema`,
          value: isObject(example) ? (example.value as Json) : null,
        };
      });
    });
  });
}

/** The component schema a media type's schema refers to (`#/components/schemas/X` → `X`). */
function schemaRefOf(media: Json | undefined): string | undefined {
  if (!isObject(media) || !isObject(media.schema) || typeof media.schema.$ref !== 'string') return undefined;
  return media.schema.$ref.split('/').pop();
}

/** Every named example of every 200/201 JSON answer of the operations, with its schema's component name. */
function responseExamples(): { operationId: string; schema: string | undefined; value: Json }[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.values(paths).flatMap((rawItem) => {
    const item = resolve(document, rawItem, '').node;
    if (!isObject(item)) return [];
    return METHODS.filter((method) => isObject(item[method])).flatMap((method) => {
      const operation = item[method] as JsonObject;
      const responses = isObject(operation.responses) ? operation.responses : {};
      return ['200', '201'].flatMap((status) => {
        const response = resolve(document, responses[status], '').node;
        const media =
          isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
        const examples = isObject(media) && isObject(media.examples) ? media.examples : {};
        return Object.values(examples).map((raw) => {
          const example = resolve(document, raw, '').node;
          return {
            operationId: String(operation.operationId),
            schema: schemaRefOf(media),
            value: isObject(example) ? (example.value as Json) : null,
          };
        });
      });
    });
  });
}

const examples = webhookExamples();
const eventsById = new Map(
  examples.map((example) => [isObject(example.value) ? example.value.id : undefined, example]),
);

describe('the webhooks section', () => {
  it('has entries, each with at least one named example', () => {
    const entries = Object.keys(isObject(document.webhooks) ? document.webhooks : {});
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => !examples.some((example) => example.webhook === entry))).toEqual([]);
  });

  it.each(examples.map((example) => [`${example.webhook} ${example.name}`, example] as const))(
    '%s validates against its event schema and the event union',
    (_label, example) => {
      expect(schemaErrors(example.schemaPointer, example.value)).toEqual([]);
      expect(schemaErrors('/components/schemas/WebhookEvent', example.value)).toEqual([]);
      expect(isObject(example.value) && example.value.type).toBe(example.webhook);
    },
  );

  it('gives every event example its own id', () => {
    expect(eventsById.size).toBe(examples.length);
  });

  it('shows, in every delivery example, an event of the webhooks section with its id and type', () => {
    const deliveries = responseExamples().flatMap(({ schema, value }) => {
      if (schema === 'WebhookDelivery') return [value];
      if (schema === 'WebhookDeliveryList' && isObject(value) && Array.isArray(value.data)) return value.data;
      return [];
    });
    expect(deliveries.length).toBeGreaterThan(0);
    for (const delivery of deliveries) {
      if (!isObject(delivery) || !isObject(delivery.event))
        throw new Error(`a delivery example without an event: ${JSON.stringify(delivery)}`);
      const shown = eventsById.get(delivery.event.id);
      expect(
        shown,
        `delivery ${String(delivery.id)}: its event ${String(delivery.event.id)} is an example of the webhooks section`,
      ).toBeDefined();
      expect(delivery.event).toEqual(shown?.value);
      expect(delivery.event_id).toBe(delivery.event.id);
      expect(delivery.event_type).toBe(delivery.event.type);
    }
  });

  it('signs, in the webhook-signature example, the event named by the webhook-id example with the secret of the createWebhook example', () => {
    const parameters =
      isObject(document.components) && isObject(document.components.parameters)
        ? Object.values(document.components.parameters)
        : [];
    const header = (name: string) =>
      parameters.find((parameter) => isObject(parameter) && parameter.in === 'header' && parameter.name === name) as
        | JsonObject
        | undefined;
    const id = String(header('webhook-id')?.example);
    const timestamp = Number(header('webhook-timestamp')?.example);
    const signature = String(header('webhook-signature')?.example);
    const secret = responseExamples().find(
      ({ operationId, value }) =>
        operationId === 'createWebhook' && isObject(value) && typeof value.secret === 'string',
    )?.value as JsonObject | undefined;
    const event = eventsById.get(id);
    expect(event, `the webhook-id example ${id} is an event example`).toBeDefined();
    expect(secret?.secret).toEqual(expect.stringMatching(/^whsec_/));
    const signed = new Webhook(String(secret?.secret)).sign(
      id,
      new Date(timestamp * 1000),
      JSON.stringify(event?.value),
    );
    expect(signature.split(' ')).toContain(signed);
  });
});
