// @ts-check
// House rule request-body-closed: a request body schema rejects unknown fields, itself or (for
// a oneOf/anyOf) in each member.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { asArray, deref, isObject, resolvedRoot } from '../lib/openapi.js';

/**
 * @param {unknown} root
 * @param {unknown} schema
 * @param {(string | number)[]} path
 * @param {import('../lib/openapi.js').Result[]} results
 */
function checkClosed(root, schema, path, results) {
  const target = deref(root, schema);
  if (!target || typeof target.$ref === 'string') return;
  if (target.additionalProperties === false || target.unevaluatedProperties === false) return;
  const hasOwnProperties = isObject(target.properties) && Object.keys(target.properties).length > 0;
  const alternatives = ['oneOf', 'anyOf'].filter((key) => asArray(target[key]).length > 0);
  if (alternatives.length > 0 && !hasOwnProperties) {
    for (const key of alternatives) {
      asArray(target[key]).forEach((member, index) => {
        checkClosed(root, member, [...path, key, index], results);
      });
    }
    return;
  }
  const types = asArray(target.type).concat(typeof target.type === 'string' ? [target.type] : []);
  if (types.length > 0 && !types.includes('object')) {
    if (types.includes('array') && isObject(target.items)) checkClosed(root, target.items, [...path, 'items'], results);
    return;
  }
  results.push({
    message:
      'The request body schema accepts unknown fields. Add `additionalProperties: false` to it ' +
      '(or `unevaluatedProperties: false` when it combines schemas with `allOf`), so a misspelt field fails with 400 `validation_failed`.',
    path,
  });
}

export default createRulesetFunction(
  {
    input: null,
    options: null,
  },
  /**
   * @param {unknown} schema
   * @param {null} _options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function closedRequestBody(schema, _options, context) {
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    checkClosed(resolvedRoot(context), schema, context.path, results);
    return results;
  },
);
