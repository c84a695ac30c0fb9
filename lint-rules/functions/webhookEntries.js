// @ts-check
// House rule webhook-entry: every entry of the `webhooks` section (what the API POSTs to a
// customer's endpoint) has one POST named after the event type, the signature headers, a required
// JSON body whose schema is the event's closed component with `type` fixed to the entry's name and
// named examples, and only the receiver's responses (`2XX`, `default`). The entries, the event-type
// enum and the event union name the same types. Runs on the unresolved bundle, so that the body's
// schema is seen as the `$ref` it is.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { asArray, deref, isObject, operationsOf } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} method the one method of an entry
 * @property {string} tag the tag of every entry
 * @property {string[]} headers header parameters every entry takes, required
 * @property {string} mediaType the one media type of the body
 * @property {string[]} responses the exact response keys
 * @property {string} eventTypeSchema components.schemas name of the enum of event types
 * @property {string} eventUnionSchema components.schemas name of the `oneOf` of every event schema
 */

const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;

/** `server.status_changed` → `serverStatusChanged`. @param {string} name */
export function webhookOperationId(name) {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/**
 * @param {unknown} _root the document (unused: the name is read from the `$ref` itself)
 * @param {unknown} node
 * @returns {string | undefined} the components.schemas name `node` refers to
 */
function schemaName(_root, node) {
  if (!isObject(node) || typeof node.$ref !== 'string') return undefined;
  return SCHEMA_REF.exec(node.$ref)?.[1];
}

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['method', 'tag', 'headers', 'mediaType', 'responses', 'eventTypeSchema', 'eventUnionSchema'],
      properties: {
        method: { type: 'string' },
        tag: { type: 'string' },
        headers: { type: 'array', items: { type: 'string' } },
        mediaType: { type: 'string' },
        responses: { type: 'array', items: { type: 'string' } },
        eventTypeSchema: { type: 'string' },
        eventUnionSchema: { type: 'string' },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} root
   * @param {Options} options
   * @returns {Result[]}
   */
  function webhookEntries(root, options) {
    if (!isObject(root.webhooks)) return [];
    const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
    /** @type {Result[]} */
    const results = [];
    /** @type {Set<string>} */
    const bodySchemas = new Set();
    for (const [name, rawItem] of Object.entries(root.webhooks)) {
      const context = { root, options, schemas, name, results };
      const pathItem = deref(root, rawItem);
      const operation = checkMethods(context, pathItem);
      if (!operation) continue;
      checkNaming(context, operation);
      checkHeaders(context, pathItem, operation);
      const component = checkBody(context, operation);
      if (component !== undefined) bodySchemas.add(component);
      checkResponses(context, operation);
    }
    checkEventTypes(root, options, schemas, results);
    checkEventUnion(root, options, schemas, bodySchemas, results);
    return results;
  },
);

/**
 * @typedef {import('../lib/openapi.js').Result} Result
 * @typedef {{ root: Record<string, unknown>, options: Options, schemas: Record<string, unknown>, name: string, results: Result[] }} Entry
 */

/** The path of an entry's delivery operation. @param {Pick<Entry, 'name' | 'options'>} entry */
function operationAt({ name, options }) {
  return ['webhooks', name, options.method];
}

/**
 * Only the delivery method, and it present.
 * @param {Entry} entry @param {any} pathItem @returns {any} the delivery operation, if any
 */
function checkMethods({ options, name, results }, pathItem) {
  const at = ['webhooks', name];
  const operations = operationsOf(pathItem);
  const others = operations.filter(({ method }) => method !== options.method);
  for (const { method } of others) {
    results.push({
      message: `Webhook \`${name}\` has a \`${method}\`: an event is delivered as a ${options.method.toUpperCase()} only. Remove it.`,
      path: [...at, method],
    });
  }
  const operation = operations.find(({ method }) => method === options.method)?.operation;
  if (!operation) {
    results.push({
      message: `Webhook \`${name}\` has no \`${options.method}\`. Describe the delivery as a ${options.method.toUpperCase()} whose body is the event.`,
      path: at,
    });
  }
  return operation;
}

/** The operationId from the event type, the events' tag. @param {Entry} entry @param {any} operation */
function checkNaming({ options, name, results }, operation) {
  const opAt = operationAt({ options, name });
  const wantedId = webhookOperationId(name);
  if (operation.operationId !== wantedId) {
    results.push({
      message: `Webhook \`${name}\`: operationId must be \`${wantedId}\` (the event type in camelCase).`,
      path: [...opAt, ...(operation.operationId === undefined ? [] : ['operationId'])],
    });
  }
  if (!asArray(operation.tags).includes(options.tag)) {
    results.push({
      message: `Webhook \`${name}\` must have the tag \`${options.tag}\` (the reference site lists the events under it).`,
      path: [...opAt, ...(operation.tags === undefined ? [] : ['tags'])],
    });
  }
}

/** The signature headers, required. @param {Entry} entry @param {any} pathItem @param {any} operation */
function checkHeaders({ root, options, name, results }, pathItem, operation) {
  const opAt = operationAt({ options, name });
  const parameters = [...asArray(pathItem?.parameters), ...asArray(operation.parameters)].map((parameter) =>
    deref(root, parameter),
  );
  for (const header of options.headers) {
    const parameter = parameters.find(
      (candidate) => candidate?.in === 'header' && String(candidate.name).toLowerCase() === header.toLowerCase(),
    );
    if (parameter?.required !== true) {
      results.push({
        message: `Webhook \`${name}\` lacks the required header parameter \`${header}\` (Standard Webhooks). Add \`$ref\`s to the webhook header parameters of components/parameters/.`,
        path: [...opAt, ...(operation.parameters === undefined ? [] : ['parameters'])],
      });
    }
  }
}

/**
 * A required body of the one media type, whose schema is the event's closed component.
 * @param {Entry} entry @param {any} operation @returns {string | undefined} that component's name
 */
function checkBody({ root, options, schemas, name, results }, operation) {
  const opAt = operationAt({ options, name });
  /** @type {string | undefined} */
  let component;
  const body = deref(root, operation.requestBody);
  const content = isObject(body?.content) ? body.content : {};
  const media = content[options.mediaType];
  if (body?.required !== true || !isObject(media) || Object.keys(content).length !== 1) {
    results.push({
      message: `Webhook \`${name}\` must have a required request body with only \`${options.mediaType}\` content: the event.`,
      path: [...opAt, ...(operation.requestBody === undefined ? [] : ['requestBody'])],
    });
  } else {
    const mediaAt = [...opAt, 'requestBody', 'content', options.mediaType];
    component = schemaName(root, media.schema);
    const schema = component === undefined ? undefined : deref(root, schemas[component]);
    if (component === undefined || !schema) {
      results.push({
        message: `Webhook \`${name}\`: the body's schema must be a \`$ref\` to the event's component in components/schemas/ (\`Webhook…Event\`).`,
        path: [...mediaAt, 'schema'],
      });
    } else {
      const typeProperty = isObject(schema.properties) ? deref(root, schema.properties.type) : undefined;
      if (typeProperty?.const !== name) {
        results.push({
          message: `Webhook \`${name}\`: its schema \`${component}\` must have a property \`type\` with \`const: ${name}\`, so that the body says which event it is.`,
          path: [...mediaAt, 'schema'],
        });
      }
      if (schema.additionalProperties !== false) {
        results.push({
          message: `Webhook \`${name}\`: its schema \`${component}\` must be closed (\`additionalProperties: false\`).`,
          path: [...mediaAt, 'schema'],
        });
      }
    }
    if (!isObject(media.examples) || Object.keys(media.examples).length === 0) {
      results.push({
        message: `Webhook \`${name}\` has no named examples. Add \`examples:\` (snake_case keys, \`$ref\`s to components/examples/) drawn from the example fleet.`,
        path: mediaAt,
      });
    }
  }
  return component;
}

/** Exactly the receiver's responses. @param {Entry} entry @param {any} operation */
function checkResponses({ options, name, results }, operation) {
  const opAt = operationAt({ options, name });
  const responses = isObject(operation.responses) ? operation.responses : {};
  const keys = Object.keys(responses);
  const missing = options.responses.filter((key) => !keys.includes(key));
  const extra = keys.filter((key) => !options.responses.includes(key));
  if (missing.length > 0 || extra.length > 0) {
    results.push({
      message:
        `Webhook \`${name}\` must answer exactly ${options.responses.map((key) => `\`${key}\``).join(' and ')} (what the receiver answers: any 2xx acknowledges, anything else is retried)` +
        `${missing.length > 0 ? `; add ${missing.map((key) => `\`${key}\``).join(', ')}` : ''}${extra.length > 0 ? `; remove ${extra.map((key) => `\`${key}\``).join(', ')}` : ''}.`,
      path: [...opAt, ...(operation.responses === undefined ? [] : ['responses'])],
    });
  }
}

/**
 * The event-type enum names exactly the entries.
 * @param {Record<string, unknown>} root @param {Options} options @param {Record<string, unknown>} schemas @param {Result[]} results
 */
function checkEventTypes(root, options, schemas, results) {
  if (!isObject(root.webhooks)) return;
  const names = Object.keys(root.webhooks);
  const enumSchema = deref(root, schemas[options.eventTypeSchema]);
  if (enumSchema) {
    const values = asArray(enumSchema.enum).map(String);
    for (const name of names.filter((entry) => !values.includes(entry))) {
      results.push({
        message: `Webhook \`${name}\` is not a value of \`${options.eventTypeSchema}\`. Add it to the enum.`,
        path: ['components', 'schemas', options.eventTypeSchema, 'enum'],
      });
    }
    for (const value of values.filter((entry) => !names.includes(entry))) {
      results.push({
        message: `Event type \`${value}\` of \`${options.eventTypeSchema}\` has no entry in \`webhooks\`. Add one (webhooks/${value}.yaml).`,
        path: ['components', 'schemas', options.eventTypeSchema, 'enum'],
      });
    }
  } else {
    results.push({
      message: `The document has webhooks but no \`${options.eventTypeSchema}\` schema listing their event types. Add it.`,
      path: ['webhooks'],
    });
  }
}

/**
 * The event union's members are exactly the entries' body components.
 * @param {Record<string, unknown>} root @param {Options} options @param {Record<string, unknown>} schemas
 * @param {Set<string>} bodySchemas @param {Result[]} results
 */
function checkEventUnion(root, options, schemas, bodySchemas, results) {
  const unionSchema = deref(root, schemas[options.eventUnionSchema]);
  if (unionSchema) {
    const members = asArray(unionSchema.oneOf).map((member) => schemaName(root, member));
    for (const component of [...bodySchemas].filter((name) => !members.includes(name))) {
      results.push({
        message: `\`${component}\` is the body of a webhook but not a member of \`${options.eventUnionSchema}\`'s \`oneOf\`. Add it.`,
        path: ['components', 'schemas', options.eventUnionSchema, 'oneOf'],
      });
    }
    for (const component of members.filter((name) => name === undefined || !bodySchemas.has(name))) {
      results.push({
        message: `\`${options.eventUnionSchema}\`'s \`oneOf\` has \`${String(component)}\`, which is the body of no webhook. Remove it or add its webhook.`,
        path: ['components', 'schemas', options.eventUnionSchema, 'oneOf'],
      });
    }
  } else {
    results.push({
      message: `The document has webhooks but no \`${options.eventUnionSchema}\` schema (the \`oneOf\` of every event). Add it.`,
      path: ['webhooks'],
    });
  }
}
