// @ts-check
// House rule snake-case-names: schema property names and query/path/cookie parameter names are
// snake_case (header parameters such as `Idempotency-Key` are exempt). Runs on the unresolved
// document, so every schema is checked once, where it is defined.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { inlineParameters, isObject, schemaRoots, walkSchema } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} pattern regular expression of a snake_case name
 * @property {string[]} exemptParameterLocations parameter `in` values that are not checked
 */

/** @param {string} name */
function toSnakeCase(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['pattern', 'exemptParameterLocations'],
      properties: {
        pattern: { type: 'string' },
        exemptParameterLocations: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} root
   * @param {Options} options
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function snakeCaseNames(root, options) {
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    const snake = new RegExp(options.pattern);
    for (const { path, schema } of schemaRoots(root)) {
      walkSchema(schema, path, (node, nodePath) => {
        if (!isObject(node.properties)) return;
        for (const name of Object.keys(node.properties)) {
          if (snake.test(name)) continue;
          results.push({
            message: `Property \`${name}\` is not snake_case. Rename it to \`${toSnakeCase(name)}\` (JSON fields are lowercase words joined by \`_\`).`,
            path: [...nodePath, 'properties', name],
          });
        }
      });
    }
    for (const { path, parameter } of inlineParameters(root)) {
      const name = parameter.name;
      if (typeof name !== 'string' || options.exemptParameterLocations.includes(String(parameter.in))) continue;
      if (snake.test(name)) continue;
      results.push({
        message: `The ${String(parameter.in)} parameter \`${name}\` is not snake_case. Rename it to \`${toSnakeCase(name)}\` (only header parameters keep their HTTP spelling).`,
        path: [...path, 'name'],
      });
    }
    return results;
  },
);
