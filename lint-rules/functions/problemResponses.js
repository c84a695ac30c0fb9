// @ts-check
// House rule error-response-problem: a 4xx/5xx or `default` response is an RFC 9457 problem document only,
// with the Problem schema and at least one example.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { declaredProperties, isObject, resolvedRoot } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} mediaType the only media type of an error response
 * @property {string[]} problemProperties properties that identify the Problem schema
 */

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['mediaType', 'problemProperties'],
      properties: {
        mediaType: { type: 'string' },
        problemProperties: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} response
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function problemResponses(response, options, context) {
    const status = String(context.path[context.path.length - 1]);
    if (!/^[45]/.test(status) && status !== 'default') return [];
    const fix = `Point the response at the shared one in components/responses/ (its content is \`${options.mediaType}\` with \`schema: { $ref: …/schemas/Problem.yaml }\` and named examples).`;
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    const content = isObject(response.content) ? response.content : undefined;
    if (!content || Object.keys(content).length === 0) {
      return [
        {
          message: `The ${status} response has no content: an error answers with a \`${options.mediaType}\` problem body. ${fix}`,
          path: context.path,
        },
      ];
    }
    for (const mediaType of Object.keys(content)) {
      if (mediaType !== options.mediaType) {
        results.push({
          message: `The ${status} response offers \`${mediaType}\`: an error response has only \`${options.mediaType}\` content. Remove \`${mediaType}\`. ${fix}`,
          path: [...context.path, 'content', mediaType],
        });
      }
    }
    const media = content[options.mediaType];
    if (!isObject(media)) {
      results.push({
        message: `The ${status} response lacks \`${options.mediaType}\` content. ${fix}`,
        path: [...context.path, 'content'],
      });
      return results;
    }
    const mediaPath = [...context.path, 'content', options.mediaType];
    const properties = declaredProperties(resolvedRoot(context), media.schema);
    const missing = options.problemProperties.filter((name) => !properties.has(name));
    if (missing.length > 0) {
      results.push({
        message:
          `This error response schema is not the Problem schema (it lacks ${missing.map((name) => `\`${name}\``).join(', ')}). ` +
          `Use \`schema: { $ref: …/schemas/Problem.yaml }\`.`,
        path: [...mediaPath, ...(media.schema === undefined ? [] : ['schema'])],
      });
    }
    const hasExample =
      media.example !== undefined || (isObject(media.examples) && Object.keys(media.examples).length > 0);
    if (!hasExample) {
      results.push({
        message: `The ${status} response has no example. Add \`examples:\` with at least one named example from components/examples/ (such as \`ProblemNotFound.yaml\`).`,
        path: mediaPath,
      });
    }
    return results;
  },
);
