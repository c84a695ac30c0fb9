// @ts-check
// House rule description-errors-and-scope: an operation description has a paragraph starting
// "Error codes:" and a line "Scope: `<scope>`." naming the scope of its security requirement.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { asArray, isObject, operationLabel } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} errorCodesLead how the error codes paragraph starts
 * @property {string} scopeLine regular expression of the scope line; its group 1 is the scope
 */

/** @param {Record<string, unknown>} operation */
function securityScopes(operation) {
  /** @type {Set<string>} */
  const scopes = new Set();
  for (const requirement of asArray(operation.security)) {
    if (!isObject(requirement)) continue;
    for (const list of Object.values(requirement))
      asArray(list).forEach((scope) => {
        scopes.add(String(scope));
      });
  }
  return scopes;
}

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['errorCodesLead', 'scopeLine'],
      properties: { errorCodesLead: { type: 'string' }, scopeLine: { type: 'string' } },
    },
  },
  /**
   * @param {Record<string, unknown>} operation
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function descriptionConventions(operation, options, context) {
    const label = operationLabel(context.path);
    const scopes = [...securityScopes(operation)];
    const scopeHint =
      scopes.length > 0
        ? scopes.map((scope) => `Scope: \`${scope}\`.`).join(' / ')
        : 'Scope: `<the scope in its security>`.';
    const errorsHint = `a paragraph "${options.errorCodesLead} \`code\` (status), …" listing the error codes it can return`;
    const description = operation.description;
    if (typeof description !== 'string' || description.trim() === '') {
      return [
        {
          message: `${label} has no description. Add one: what it does first, then ${errorsHint}, then a last line "${scopeHint}".`,
          path: context.path,
        },
      ];
    }
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    const path = [...context.path, 'description'];
    const lead = options.errorCodesLead.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(`(?:^|\\n[ \\t]*\\n)[ \\t]*${lead}`).test(description)) {
      results.push({
        message: `The description of ${label} has no paragraph starting "${options.errorCodesLead}". Add ${errorsHint}, as its own paragraph.`,
        path,
      });
    }
    const named = [...description.matchAll(new RegExp(options.scopeLine, 'gm'))].map((match) => match[1] ?? '');
    if (named.length === 0) {
      results.push({
        message: `The description of ${label} has no scope line. End it with the line "${scopeHint}".`,
        path,
      });
    } else {
      const same = named.length === scopes.length && named.every((scope) => scopes.includes(scope));
      if (!same) {
        results.push({
          message:
            `The description of ${label} names the scope ${named.map((scope) => `\`${scope}\``).join(', ')} but its security names ${scopes.length > 0 ? scopes.map((scope) => `\`${scope}\``).join(', ') : 'none'}. ` +
            'Make them the same: one scope, in the security requirement and in the line "Scope: `<scope>`.".',
          path,
        });
      }
    }
    return results;
  },
);
