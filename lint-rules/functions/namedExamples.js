// @ts-check
// House rule success-response-examples: every 200/201 response with content has named
// `examples` (a map with at least one entry) for each of its media types.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { isObject } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string[]} statuses the success statuses checked
 */

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['statuses'],
      properties: { statuses: { type: 'array', items: { type: 'string' } } },
    },
  },
  /**
   * @param {Record<string, unknown>} response
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function namedExamples(response, options, context) {
    const status = String(context.path[context.path.length - 1]);
    if (!options.statuses.includes(status) || !isObject(response.content)) return [];
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    for (const [mediaType, media] of Object.entries(response.content)) {
      if (!isObject(media)) continue;
      if (isObject(media.examples) && Object.keys(media.examples).length > 0) continue;
      results.push({
        message:
          `The ${status} response's \`${mediaType}\` has no named examples${media.example !== undefined ? ' (a bare `example` is not enough)' : ''}. ` +
          'Add `examples:` with at least one entry (snake_case key, sentence-case summary) that `$ref`s an example of the fleet in components/examples/.',
        path: [...context.path, 'content', mediaType],
      });
    }
    return results;
  },
);
