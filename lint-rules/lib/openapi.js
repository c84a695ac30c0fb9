// @ts-check
// Small helpers shared by the house rule functions: walking operations, parameters, headers
// and schemas of an OpenAPI 3.1 document, and following local $refs.

/** @typedef {Record<string, unknown>} Obj */
/** @typedef {(string | number)[]} JsonPath */
/**
 * What Spectral passes a rule function as its third argument.
 * @typedef {Parameters<Parameters<typeof import('@stoplight/spectral-core').createRulesetFunction>[1]>[2]} Context
 */
/** @typedef {{ message: string, path?: JsonPath }} Result */

export const HTTP_METHODS = /** @type {const} */ ([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
]);

/**
 * @param {unknown} value
 * @returns {value is Obj}
 */
export function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * @param {unknown} value
 * @returns {unknown[]}
 */
export function asArray(value) {
  return Array.isArray(value) ? value : [];
}

/**
 * Follows a local JSON Pointer (`#/components/schemas/Problem`) in `root`.
 * @param {unknown} root
 * @param {string} ref
 * @returns {unknown} the target, or undefined for a remote or broken ref
 */
export function resolvePointer(root, ref) {
  if (!ref.startsWith('#')) return undefined;
  /** @type {unknown} */
  let node = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * Follows a chain of local `$ref`s, returning every node met (the first is `node` itself).
 * @param {unknown} root
 * @param {unknown} node
 * @returns {Obj[]}
 */
export function refChain(root, node) {
  /** @type {Obj[]} */
  const chain = [];
  const seen = new Set();
  let current = node;
  while (isObject(current) && !seen.has(current)) {
    seen.add(current);
    chain.push(current);
    if (typeof current.$ref !== 'string') break;
    current = resolvePointer(root, current.$ref);
  }
  return chain;
}

/**
 * The node behind a chain of local `$ref`s (the node itself when it is not a ref).
 * @param {unknown} root
 * @param {unknown} node
 * @returns {Obj | undefined}
 */
export function deref(root, node) {
  const chain = refChain(root, node);
  return chain[chain.length - 1];
}

/**
 * The operations of a Path Item.
 * @param {unknown} pathItem
 * @returns {{ method: string, operation: Obj }[]}
 */
export function operationsOf(pathItem) {
  if (!isObject(pathItem)) return [];
  return HTTP_METHODS.flatMap((method) => {
    const operation = pathItem[method];
    return isObject(operation) ? [{ method, operation }] : [];
  });
}

/**
 * Every operation of the document with its path.
 * @param {unknown} root
 * @returns {{ path: JsonPath, url: string, method: string, pathItem: Obj, operation: Obj }[]}
 */
export function allOperations(root) {
  if (!isObject(root) || !isObject(root.paths)) return [];
  return Object.entries(root.paths).flatMap(([url, pathItem]) =>
    isObject(pathItem)
      ? operationsOf(pathItem).map(({ method, operation }) => ({
          path: ['paths', url, method],
          url,
          method,
          pathItem,
          operation,
        }))
      : [],
  );
}

/**
 * Every operation of the `webhooks` section (OpenAPI 3.1: what the API sends to its users) with
 * its entry name.
 * @param {unknown} root
 * @returns {{ path: JsonPath, name: string, method: string, pathItem: Obj, operation: Obj }[]}
 */
export function allWebhookOperations(root) {
  if (!isObject(root) || !isObject(root.webhooks)) return [];
  return Object.entries(root.webhooks).flatMap(([name, pathItem]) =>
    isObject(pathItem)
      ? operationsOf(pathItem).map(({ method, operation }) => ({
          path: ['webhooks', name, method],
          name,
          method,
          pathItem,
          operation,
        }))
      : [],
  );
}

/**
 * The operations of `paths` and of `webhooks`: where inline parameters, responses and schemas
 * can be written.
 * @param {unknown} root
 * @returns {{ path: JsonPath, operation: Obj }[]}
 */
function operationsAndWebhooks(root) {
  return [...allOperations(root), ...allWebhookOperations(root)];
}

/**
 * Every response object written in place (not a `$ref`): in operations and webhooks, and in
 * components.responses.
 * @param {unknown} root
 * @returns {{ path: JsonPath, response: Obj }[]}
 */
function inlineResponses(root) {
  /** @type {{ path: JsonPath, response: Obj }[]} */
  const found = [];
  for (const { path, operation } of operationsAndWebhooks(root)) {
    if (!isObject(operation.responses)) continue;
    for (const [status, response] of Object.entries(operation.responses)) {
      if (isObject(response) && response.$ref === undefined) {
        found.push({ path: [...path, 'responses', status], response });
      }
    }
  }
  const components = isObject(root) && isObject(root.components) ? root.components : {};
  if (isObject(components.responses)) {
    for (const [name, response] of Object.entries(components.responses)) {
      if (isObject(response) && response.$ref === undefined) {
        found.push({ path: ['components', 'responses', name], response });
      }
    }
  }
  return found;
}

/**
 * Every parameter object written in place (not a `$ref`): components.parameters, path items
 * and operations, of paths and of webhooks.
 * @param {unknown} root
 * @returns {{ path: JsonPath, parameter: Obj }[]}
 */
export function inlineParameters(root) {
  /** @type {{ path: JsonPath, parameter: Obj }[]} */
  const found = [];
  /** @param {unknown} list @param {JsonPath} path */
  const add = (list, path) =>
    asArray(list).forEach((parameter, index) => {
      if (isObject(parameter) && parameter.$ref === undefined) {
        found.push({ path: [...path, index], parameter });
      }
    });
  if (!isObject(root)) return found;
  if (isObject(root.components) && isObject(root.components.parameters)) {
    for (const [name, parameter] of Object.entries(root.components.parameters)) {
      if (isObject(parameter) && parameter.$ref === undefined) {
        found.push({ path: ['components', 'parameters', name], parameter });
      }
    }
  }
  for (const section of ['paths', 'webhooks']) {
    const items = root[section];
    if (!isObject(items)) continue;
    for (const [key, pathItem] of Object.entries(items)) {
      if (isObject(pathItem)) add(pathItem.parameters, [section, key, 'parameters']);
    }
  }
  for (const { path, operation } of operationsAndWebhooks(root)) add(operation.parameters, [...path, 'parameters']);
  return found;
}

/**
 * Every header object written in place (not a `$ref`): components.headers and the headers of
 * in-place responses.
 * @param {unknown} root
 * @returns {{ path: JsonPath, name: string, header: Obj }[]}
 */
export function inlineHeaders(root) {
  /** @type {{ path: JsonPath, name: string, header: Obj }[]} */
  const found = [];
  if (!isObject(root)) return found;
  if (isObject(root.components) && isObject(root.components.headers)) {
    for (const [name, header] of Object.entries(root.components.headers)) {
      if (isObject(header) && header.$ref === undefined) {
        found.push({ path: ['components', 'headers', name], name, header });
      }
    }
  }
  for (const { path, response } of inlineResponses(root)) {
    if (!isObject(response.headers)) continue;
    for (const [name, header] of Object.entries(response.headers)) {
      if (isObject(header) && header.$ref === undefined) {
        found.push({ path: [...path, 'headers', name], name, header });
      }
    }
  }
  return found;
}

/**
 * Every place a schema starts, written in place: components.schemas, and the `schema` of
 * parameters, headers and media types (request bodies and responses), in paths and webhooks.
 * @param {unknown} root
 * @returns {{ path: JsonPath, schema: Obj }[]}
 */
export function schemaRoots(root) {
  /** @type {{ path: JsonPath, schema: Obj }[]} */
  const found = [];
  if (!isObject(root)) return found;
  const components = isObject(root.components) ? root.components : {};
  if (isObject(components.schemas)) {
    for (const [name, schema] of Object.entries(components.schemas)) {
      if (isObject(schema)) found.push({ path: ['components', 'schemas', name], schema });
    }
  }
  /** @param {Obj} holder @param {JsonPath} path */
  const addSchema = (holder, path) => {
    if (isObject(holder.schema)) found.push({ path: [...path, 'schema'], schema: holder.schema });
  };
  /** @param {Obj} holder @param {JsonPath} path */
  const addContent = (holder, path) => {
    if (!isObject(holder.content)) return;
    for (const [mediaType, media] of Object.entries(holder.content)) {
      if (isObject(media)) addSchema(media, [...path, 'content', mediaType]);
    }
  };
  for (const { path, parameter } of inlineParameters(root)) {
    addSchema(parameter, path);
    addContent(parameter, path);
  }
  for (const { path, header } of inlineHeaders(root)) addSchema(header, path);
  for (const { path, response } of inlineResponses(root)) addContent(response, path);
  for (const { path, operation } of operationsAndWebhooks(root)) {
    if (isObject(operation.requestBody) && operation.requestBody.$ref === undefined) {
      addContent(operation.requestBody, [...path, 'requestBody']);
    }
  }
  if (isObject(components.requestBodies)) {
    for (const [name, body] of Object.entries(components.requestBodies)) {
      if (isObject(body) && body.$ref === undefined) addContent(body, ['components', 'requestBodies', name]);
    }
  }
  return found;
}

const SINGLE_SUBSCHEMA = [
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

/**
 * Visits `schema` and every subschema written inside it (a `$ref` is not followed: its target
 * is visited where it is defined).
 * @param {Obj} schema
 * @param {JsonPath} path
 * @param {(schema: Obj, path: JsonPath) => void} visit
 */
export function walkSchema(schema, path, visit) {
  visit(schema, path);
  for (const key of SINGLE_SUBSCHEMA) {
    const sub = schema[key];
    if (isObject(sub)) walkSchema(sub, [...path, key], visit);
  }
  for (const key of SUBSCHEMA_LISTS) {
    asArray(schema[key]).forEach((sub, index) => {
      if (isObject(sub)) walkSchema(sub, [...path, key, index], visit);
    });
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = schema[key];
    if (!isObject(map)) continue;
    for (const [name, sub] of Object.entries(map)) {
      if (isObject(sub)) walkSchema(sub, [...path, key, name], visit);
    }
  }
}

/**
 * The properties a schema declares, itself or through its `allOf` members (refs followed).
 * @param {unknown} root
 * @param {unknown} schema
 * @returns {Set<string>}
 */
export function declaredProperties(root, schema) {
  /** @type {Set<string>} */
  const names = new Set();
  const seen = new Set();
  /** @param {unknown} node */
  const collect = (node) => {
    const target = deref(root, node);
    if (!target || seen.has(target)) return;
    seen.add(target);
    if (isObject(target.properties))
      Object.keys(target.properties).forEach((name) => {
        names.add(name);
      });
    asArray(target.allOf).forEach(collect);
  };
  collect(schema);
  return names;
}

/**
 * The document with its $refs resolved by Spectral (the parsed document when it has none).
 * @param {Context} context
 * @returns {unknown}
 */
export function resolvedRoot(context) {
  const inventory = /** @type {{ resolved?: unknown }} */ (/** @type {unknown} */ (context.documentInventory));
  return inventory.resolved ?? context.document.data;
}

/**
 * `METHOD /path/` for messages.
 * @param {JsonPath} operationPath ['paths', url, method]
 */
export function operationLabel(operationPath) {
  return `${String(operationPath[2]).toUpperCase()} ${String(operationPath[1])}`;
}
