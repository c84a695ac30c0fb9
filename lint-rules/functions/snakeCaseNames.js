// @ts-check
// House rule snake-case-names: schema property names, query/path/cookie parameter names and the
// string values of every `enum` are snake_case (header parameters such as `Idempotency-Key` are
// exempt, and so are the enums of components that spell an outside standard's codes; the enums of
// `dottedEnumSchemas`, such as event types, are snake_case words joined by `.`). Runs on
// the unresolved document, so every schema is checked once, where it is defined.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { inlineParameters, isObject, schemaRoots, walkSchema } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} pattern regular expression of a snake_case name
 * @property {string[]} exemptParameterLocations parameter `in` values that are not checked
 * @property {string} enumValuePattern regular expression of an enum value (snake_case, or a sort value)
 * @property {Record<string, string>} exemptEnumSchemas components.schemas names whose enum spells an
 *   outside standard's codes, with the standard
 * @property {Record<string, string>} [dottedEnumSchemas] components.schemas names whose enum values are
 *   snake_case segments joined by `.` (`server.status_changed`), with why
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
      required: ['pattern', 'exemptParameterLocations', 'enumValuePattern', 'exemptEnumSchemas'],
      properties: {
        pattern: { type: 'string' },
        exemptParameterLocations: { type: 'array', items: { type: 'string' } },
        enumValuePattern: { type: 'string' },
        exemptEnumSchemas: { type: 'object', additionalProperties: { type: 'string' } },
        dottedEnumSchemas: { type: 'object', additionalProperties: { type: 'string' } },
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
    const enumValue = new RegExp(options.enumValuePattern);
    const dottedSchemas = options.dottedEnumSchemas ?? {};
    for (const { path, schema } of schemaRoots(root)) {
      const component = path.length === 3 && path[1] === 'schemas' ? String(path[2]) : undefined;
      const exempt = component !== undefined && Object.hasOwn(options.exemptEnumSchemas, component);
      const dotted = component !== undefined && Object.hasOwn(dottedSchemas, component);
      walkSchema(schema, path, (node, nodePath) => {
        if (!exempt && Array.isArray(node.enum)) {
          node.enum.forEach((value, index) => {
            if (typeof value !== 'string') return;
            if (dotted) {
              if (value.split('.').length >= 2 && value.split('.').every((segment) => snake.test(segment))) return;
              const fixed = value.split('.').map(toSnakeCase).filter(Boolean).join('.');
              results.push({
                message:
                  `Enum value \`${value}\` is not snake_case words joined by \`.\`. Use \`${fixed}\` (${component} is listed in ` +
                  `\`dottedEnumSchemas\`: its values are \`<resource>.<what_happened>\`, each part lowercase words joined by \`_\`).`,
                path: [...nodePath, 'enum', index],
              });
              return;
            }
            if (enumValue.test(value)) return;
            results.push({
              message:
                `Enum value \`${value}\` is not snake_case. Use \`${toSnakeCase(value)}\` (enum values are lowercase words joined by \`_\`, ` +
                `as the introduction promises; sort values are \`field:asc\` or \`field:desc\`).`,
              path: [...nodePath, 'enum', index],
            });
          });
        }
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
