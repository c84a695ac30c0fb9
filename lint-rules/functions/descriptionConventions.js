// @ts-check
// House rule description-errors-and-scope: an operation description has a paragraph starting
// "Error codes:" and a line "Scope: `<scope>`." naming the scope of its security requirement, or,
// when that requirement names no scope (the catalog), the line "Scope: any valid token.".
import { createRulesetFunction } from '@stoplight/spectral-core';
import { asArray, isObject, operationLabel } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} errorCodesLead how the error codes paragraph starts
 * @property {string} scopeLine regular expression of the scope line; its group 1 is the scope
 * @property {string} anyTokenLine regular expression of the line of an operation that needs no scope
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
      required: ['errorCodesLead', 'scopeLine', 'anyTokenLine'],
      properties: {
        errorCodesLead: { type: 'string' },
        scopeLine: { type: 'string' },
        anyTokenLine: { type: 'string' },
      },
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
    const anyTokenText = 'Scope: any valid token.';
    const scopeHint =
      scopes.length > 0
        ? scopes.map((scope) => `Scope: \`${scope}\`.`).join(' / ')
        : `${anyTokenText}" if any valid token may call it, else name its scope in its security and write "Scope: \`<scope>\`.`;
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
    const anyToken = new RegExp(options.anyTokenLine, 'm').test(description);
    if (anyToken && (scopes.length > 0 || named.length > 0)) {
      results.push({
        message:
          `The description of ${label} says "${anyTokenText}" but ${scopes.length > 0 ? `its security names ${scopes.map((scope) => `\`${scope}\``).join(', ')}` : 'it names a scope too'}. ` +
          'Keep one: that line with a requirement naming no scope, or the scope in both places.',
        path,
      });
    } else if (anyToken) {
      return results;
    } else if (named.length === 0) {
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
