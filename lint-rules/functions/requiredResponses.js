// @ts-check
// House rule response-status-required: the responses every operation must declare.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { asArray, isObject, operationsOf } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string[]} always statuses every operation declares
 * @property {string} whenPathParameter status required when the path has a `{parameter}`
 * @property {string} whenInput status required when the operation takes any input
 * @property {Record<string, string>} components the shared response for each status, for the hint
 */

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['always', 'whenPathParameter', 'whenInput', 'components'],
      properties: {
        always: { type: 'array', items: { type: 'string' } },
        whenPathParameter: { type: 'string' },
        whenInput: { type: 'string' },
        components: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} pathItem
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function requiredResponses(pathItem, options, context) {
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    const url = String(context.path[context.path.length - 1]);
    const pathHasParameter = /\{[^}]+\}/.test(url);
    const pathLevelInput = asArray(pathItem.parameters).length > 0;
    for (const { method, operation } of operationsOf(pathItem)) {
      const responses = isObject(operation.responses) ? operation.responses : {};
      const hasInput =
        pathLevelInput || asArray(operation.parameters).length > 0 || operation.requestBody !== undefined;
      /** @type {[string, string][]} */
      const required = options.always.map((status) => [status, 'every operation declares it']);
      if (pathHasParameter) required.push([options.whenPathParameter, 'the path has a parameter']);
      if (hasInput) required.push([options.whenInput, 'the operation takes input: parameters or a request body']);
      for (const [status, reason] of required) {
        if (Object.hasOwn(responses, status)) continue;
        const component = options.components[status] ?? 'the shared response';
        results.push({
          message:
            `${method.toUpperCase()} ${url} lacks the ${status} response, which it needs because ${reason}. ` +
            `Add \`'${status}': { $ref: ../components/responses/${component}.yaml }\` under \`responses\`.`,
          path: [...context.path, method, ...(operation.responses === undefined ? [] : ['responses'])],
        });
      }
    }
    return results;
  },
);
