// @ts-check
// House rule response-headers-required: the headers every response declares, and those a
// status adds (401 WWW-Authenticate, 429 Retry-After, 201 Location).
import { createRulesetFunction } from '@stoplight/spectral-core';
import { isObject } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string[]} always headers every response declares
 * @property {Record<string, string[]>} byStatus headers a status adds
 */

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['always', 'byStatus'],
      properties: {
        always: { type: 'array', items: { type: 'string' } },
        byStatus: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} response
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function requiredHeaders(response, options, context) {
    const status = String(context.path[context.path.length - 1]);
    const declared = new Set(
      Object.keys(isObject(response.headers) ? response.headers : {}).map((name) => name.toLowerCase()),
    );
    const required = [...options.always, ...(options.byStatus[status] ?? [])];
    const missing = required.filter((name) => !declared.has(name.toLowerCase()));
    if (missing.length === 0) return [];
    const first = missing[0] ?? '';
    return [
      {
        message:
          `The ${status} response lacks the header${missing.length > 1 ? 's' : ''} ${missing.map((name) => `\`${name}\``).join(', ')}. ` +
          `Add ${missing.length > 1 ? 'each' : 'it'} under the response's \`headers\` as a \`$ref\` to components/headers/<name>.yaml ` +
          `(in a paths/ file: \`${first}: { $ref: ../components/headers/${first}.yaml }\`).`,
        path: [...context.path, ...(response.headers === undefined ? [] : ['headers'])],
      },
    ];
  },
);
