// @ts-check
// House rule operation-starts: an operation that starts an action says so in `x-starts`
// (docs/design/operation-meaning.md): `{ action, resource, answer }`, the action's type (a value
// of the action-type enum), the type of the resource it works on (a value of the resource-type
// enum), and what the call answers: `action` (the Action itself) or `resource` (the resource in
// its transitional state; the action is found by the resource). An operation whose success answer
// is the Action must declare it (a read that returns one, `getAction`, does not); a read starts
// nothing.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { allOperations, asArray, deref, isObject, operationLabel } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} field the extension
 * @property {string} actionSchema components.schemas name of the action
 * @property {string} actionTypeSchema components.schemas name of the enum of action types
 * @property {string} resourceTypeSchema components.schemas name of the enum of resource types
 * @typedef {import('../lib/openapi.js').Result} Result
 */

const ANSWERS = ['action', 'resource'];

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'actionSchema', 'actionTypeSchema', 'resourceTypeSchema'],
      properties: {
        field: { type: 'string' },
        actionSchema: { type: 'string' },
        actionTypeSchema: { type: 'string' },
        resourceTypeSchema: { type: 'string' },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} root
   * @param {Options} options
   * @returns {Result[]}
   */
  function operationStarts(root, options) {
    /** @type {Result[]} */
    const results = [];
    const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
    const actionTypes = asArray(deref(root, schemas[options.actionTypeSchema])?.enum).map(String);
    const resourceTypes = asArray(deref(root, schemas[options.resourceTypeSchema])?.enum).map(String);
    const actionRef = `#/components/schemas/${options.actionSchema}`;
    for (const { path, method, operation } of allOperations(root)) {
      const label = operationLabel(path);
      const starts = operation[options.field];
      const answersAction = successSchemas(root, operation).includes(actionRef);
      const at = [...path, options.field];
      if (starts === undefined) {
        if (answersAction && method !== 'get')
          results.push({
            message: `${label} answers an \`${options.actionSchema}\`, so it starts one: declare \`${options.field}: { action, resource, answer: action }\`.`,
            path,
          });
        continue;
      }
      if (method === 'get') {
        results.push({ message: `${label} is a read: it starts nothing; remove \`${options.field}\`.`, path: at });
        continue;
      }
      if (!isObject(starts)) {
        results.push({ message: `${label}: \`${options.field}\` is \`{ action, resource, answer }\`.`, path: at });
        continue;
      }
      const unknown = Object.keys(starts).filter((key) => !['action', 'resource', 'answer'].includes(key));
      if (unknown.length > 0)
        results.push({
          message: `${label}: \`${options.field}\` has only action, resource and answer; remove ${unknown.join(', ')}.`,
          path: at,
        });
      if (!actionTypes.includes(String(starts.action)))
        results.push({
          message: `${label}: \`${options.field}.action\` is a value of \`${options.actionTypeSchema}\` (${actionTypes.join(', ')}).`,
          path: [...at, 'action'],
        });
      if (!resourceTypes.includes(String(starts.resource)))
        results.push({
          message: `${label}: \`${options.field}.resource\` is a value of \`${options.resourceTypeSchema}\` (${resourceTypes.join(', ')}).`,
          path: [...at, 'resource'],
        });
      if (!ANSWERS.includes(String(starts.answer))) {
        results.push({
          message: `${label}: \`${options.field}.answer\` is \`action\` or \`resource\`.`,
          path: [...at, 'answer'],
        });
      } else if ((starts.answer === 'action') !== answersAction) {
        results.push({
          message:
            starts.answer === 'action'
              ? `${label}: \`answer: action\` but its success answer is not an \`${options.actionSchema}\`.`
              : `${label}: its success answer is an \`${options.actionSchema}\`, so \`answer\` is \`action\`.`,
          path: [...at, 'answer'],
        });
      }
    }
    return results;
  },
);

/**
 * The `$ref`s of the JSON schemas of an operation's 2xx answers.
 * @param {Record<string, unknown>} root @param {Record<string, unknown>} operation @returns {string[]}
 */
function successSchemas(root, operation) {
  const responses = isObject(operation.responses) ? operation.responses : {};
  return Object.entries(responses)
    .filter(([status]) => /^2/.test(status))
    .flatMap(([, response]) => {
      const content = deref(root, response)?.content;
      return isObject(content) ? Object.values(content) : [];
    })
    .map((media) => (isObject(media) && isObject(media.schema) ? media.schema.$ref : undefined))
    .filter((ref) => typeof ref === 'string');
}
