// @ts-check
// House rule default-response: every operation declares a `default` response, a problem document,
// so that what a gateway or maintenance answers (502, 503, 504) is part of the contract.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { declaredProperties, isObject, operationLabel, resolvedRoot } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} component the shared default response, for the hint
 * @property {string} mediaType the media type of a problem document
 * @property {string[]} problemProperties properties that identify the Problem schema
 */

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['component', 'mediaType', 'problemProperties'],
      properties: {
        component: { type: 'string' },
        mediaType: { type: 'string' },
        problemProperties: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} operation
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function defaultProblemResponse(operation, options, context) {
    const label = operationLabel(context.path);
    const fix = `Add \`default: { $ref: ../components/responses/${options.component}.yaml }\` under \`responses\`.`;
    const responses = isObject(operation.responses) ? operation.responses : undefined;
    const response = responses?.default;
    if (!isObject(response)) {
      return [
        {
          message: `${label} has no \`default\` response, so a gateway's or maintenance's 502/503/504 is undeclared. ${fix}`,
          path: [...context.path, ...(responses ? ['responses'] : [])],
        },
      ];
    }
    const responsePath = [...context.path, 'responses', 'default'];
    const content = isObject(response.content) ? response.content : {};
    const media = content[options.mediaType];
    const schemaProperties = isObject(media) ? declaredProperties(resolvedRoot(context), media.schema) : new Set();
    const isProblem = isObject(media) && options.problemProperties.every((name) => schemaProperties.has(name));
    if (!isProblem) {
      return [
        {
          message: `${label}'s \`default\` response is not a problem document (\`${options.mediaType}\` with the Problem schema). ${fix}`,
          path: responsePath,
        },
      ];
    }
    return [];
  },
);
