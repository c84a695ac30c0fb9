// The run-time list of webhook event types (src/generated/webhook-event-types.ts) and the generator
// step that writes it from the document (scripts/generate/webhook-event-types.ts).
import { describe, expect, it } from 'vitest';
import { eventTypesOf } from '../../scripts/generate/webhook-event-types.js';
import { WEBHOOK_EVENT_TYPES, isWebhookEventType } from '../../src/index.js';
import { doc } from './support.js';

type Json = Record<string, any>;

describe('the run-time list of event types', () => {
  it("is the keys of the document's webhooks section, sorted", () => {
    const keys = Object.keys(doc.webhooks).sort();
    expect(keys.length).toBeGreaterThan(0);
    expect(WEBHOOK_EVENT_TYPES).toEqual(keys);
    expect(eventTypesOf(doc)).toEqual(keys);
  });

  it('isWebhookEventType knows exactly those', () => {
    for (const type of Object.keys(doc.webhooks)) expect(isWebhookEventType(type), type).toBe(true);
    for (const type of ['', 'server', 'server.status_changed ', 'SERVER.STATUS_CHANGED', 'toString', '__proto__']) {
      expect(isWebhookEventType(type), type).toBe(false);
    }
  });
});

describe('the generator step', () => {
  /** A copy of the document whose first webhook's body schema has its `type` property changed. */
  function withFirstType(change: (type: Json) => void): { document: Json; name: string } {
    const document = structuredClone(doc);
    const [name, item] = Object.entries<Json>(document.webhooks)[0]!;
    const schemaRef = item.post.requestBody.content['application/json'].schema;
    const schema = schemaRef.$ref
      ? schemaRef.$ref
          .slice(2)
          .split('/')
          .reduce((node: Json, key: string) => node[key], document)
      : schemaRef;
    change(schema.properties.type);
    return { document, name };
  }

  it("refuses an entry whose body does not have that entry's name as its only type", () => {
    const changes: ((type: Json) => void)[] = [
      (type) => (type.const = 'something.else'),
      (type) => {
        delete type.const;
        type.enum = [...Object.keys(doc.webhooks)];
      },
      (type) => {
        delete type.const;
        delete type.enum;
      },
    ];
    for (const change of changes) {
      const { document, name } = withFirstType(change);
      expect(() => eventTypesOf(document)).toThrow(`webhooks.${name}:`);
    }
  });

  it('reads a type declared in an allOf member, and a document without webhooks', () => {
    const { document, name } = withFirstType(() => {});
    const media = document.webhooks[name].post.requestBody.content['application/json'];
    media.schema = { allOf: [{ properties: { type: { enum: Object.keys(doc.webhooks) } } }, media.schema] };
    expect(eventTypesOf(document)).toEqual(Object.keys(doc.webhooks).sort());
    const { webhooks: _webhooks, ...without } = structuredClone(doc);
    expect(eventTypesOf(without)).toEqual([]);
  });
});
