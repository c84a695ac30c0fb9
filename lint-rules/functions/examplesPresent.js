// @ts-check
// House rule example-required: every schema property, parameter and header has an example.
// Runs on the unresolved document, so every schema is checked once, where it is defined; a
// property passes when its schema (following $refs) has `example` or `examples`, or when its
// example is composed of examples checked elsewhere: an object with its own properties, an array
// whose items pass, an allOf with a passing member, a oneOf/anyOf whose non-null members all pass.
import { createRulesetFunction } from '@stoplight/spectral-core';
import {
  asArray,
  inlineHeaders,
  inlineParameters,
  isObject,
  refChain,
  schemaRoots,
  walkSchema,
} from '../lib/openapi.js';

/**
 * @param {unknown} root
 * @param {unknown} schema
 * @param {Set<unknown>} stack the schemas being checked (guards against recursive schemas)
 * @returns {boolean}
 */
function hasExample(root, schema, stack = new Set()) {
  const chain = refChain(root, schema);
  const target = chain.at(-1);
  if (!target) return false;
  if (
    chain.some(
      (node) =>
        node.example !== undefined ||
        (Array.isArray(node.examples) ? node.examples.length > 0 : isObject(node.examples)),
    )
  )
    return true;
  if (typeof target.$ref === 'string') return true; // a remote or broken $ref: other rules report it
  if (isObject(target.properties) && Object.keys(target.properties).length > 0) return true;
  if (stack.has(target)) return false;
  stack.add(target);
  try {
    if (isObject(target.items)) return hasExample(root, target.items, stack);
    if (asArray(target.allOf).some((member) => hasExample(root, member, stack))) return true;
    for (const key of ['oneOf', 'anyOf']) {
      const members = asArray(target[key]).filter((member) => refChain(root, member).pop()?.type !== 'null');
      if (members.length > 0 && members.every((member) => hasExample(root, member, stack))) return true;
    }
    return false;
  } finally {
    stack.delete(target);
  }
}

/** @param {Record<string, unknown>} node */
function ownExample(node) {
  return node.example !== undefined || (isObject(node.examples) && Object.keys(node.examples).length > 0);
}

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: null,
  },
  /**
   * @param {Record<string, unknown>} root
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function examplesPresent(root) {
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    for (const { path, schema } of schemaRoots(root)) {
      walkSchema(schema, path, (node, nodePath) => {
        if (!isObject(node.properties)) return;
        for (const [name, property] of Object.entries(node.properties)) {
          if (hasExample(root, property)) continue;
          results.push({
            message: `Property \`${name}\` has no example. Add \`example:\` with a realistic value from the example fleet (or add it to the schema it \`$ref\`s).`,
            path: [...nodePath, 'properties', name],
          });
        }
      });
    }
    for (const { path, parameter } of inlineParameters(root)) {
      if (ownExample(parameter)) continue;
      results.push({
        message: `Parameter \`${String(parameter.name)}\` has no example. Add \`example:\` beside \`schema\` (on the parameter, not only in its schema).`,
        path,
      });
    }
    for (const { path, name, header } of inlineHeaders(root)) {
      if (ownExample(header)) continue;
      results.push({
        message: `Header \`${name}\` has no example. Add \`example:\` beside \`schema\` (on the header, not only in its schema).`,
        path,
      });
    }
    return results;
  },
);
