// @ts-check
// House rule no-scalar-union: no schema is a union of two or more non-null scalar types, neither
// as `type: [string, integer]` nor as a `oneOf`/`anyOf` of scalar schemas, so every field decodes
// to one type in a typed client. `type: [T, 'null']` (a nullable T) stays allowed. Runs on the
// unresolved document, so every schema is checked once, where it is defined.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { asArray, deref, schemaRoots, walkSchema } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string[]} scalarTypes the JSON Schema types that count as scalar
 */

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['scalarTypes'],
      properties: { scalarTypes: { type: 'array', items: { type: 'string' } } },
    },
  },
  /**
   * @param {Record<string, unknown>} root
   * @param {Options} options
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function scalarUnions(root, options) {
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    const scalar = new Set(options.scalarTypes);
    /** The scalar types a schema's own `type` names. @param {unknown} schema */
    const scalarTypesOf = (schema) => {
      const target = deref(root, schema);
      if (!target) return [];
      const types =
        typeof target.type === 'string' ? [target.type] : asArray(target.type).filter((t) => typeof t === 'string');
      return /** @type {string[]} */ (types).filter((type) => scalar.has(type));
    };
    /** @param {string[]} types @param {string} how @param {import('../lib/openapi.js').JsonPath} path */
    const report = (types, how, path) => {
      const name =
        path[path.length - 2] === 'properties' ? `Property \`${String(path[path.length - 1])}\`` : 'This schema';
      results.push({
        message:
          `${name} is a union of scalar types (${types.map((type) => `\`${type}\``).join(', ')}) through ${how}. ` +
          `Give it one type (for example a string, as the id appears in a path); only \`type: [T, 'null']\` may add null.`,
        path,
      });
    };
    for (const { path, schema } of schemaRoots(root)) {
      walkSchema(schema, path, (node, nodePath) => {
        const own = [...new Set(scalarTypesOf(node))];
        if (Array.isArray(node.type) && own.length > 1) report(own, '`type`', nodePath);
        for (const keyword of ['oneOf', 'anyOf']) {
          const members = asArray(node[keyword]);
          if (members.length < 2) continue;
          const types = [...new Set(members.flatMap(scalarTypesOf))];
          if (types.length > 1) report(types, `\`${keyword}\``, nodePath);
        }
      });
    }
    return results;
  },
);
