// @ts-check
// House rule operation-scope-known: every operation has a `security` of its own, and every scope it
// names is a key of its security scheme's scope table (`x-scopes`). A requirement naming no scope
// (any valid token: the catalog) is allowed here; house-description-errors-and-scope makes the
// description say so in its scope line, so that a forgotten scope never passes silently.
// It replaces oas3-operation-security-defined, which only understands OAuth2 scopes.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { asArray, isObject, operationLabel, resolvedRoot } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} scopesField the extension of a security scheme that lists its scopes
 */

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['scopesField'],
      properties: { scopesField: { type: 'string' } },
    },
  },
  /**
   * @param {Record<string, unknown>} operation
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function securityScopes(operation, options, context) {
    const label = operationLabel(context.path);
    const root = resolvedRoot(context);
    const components = isObject(root) && isObject(root.components) ? root.components : {};
    const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
    const field = options.scopesField;
    const hint = Object.entries(schemes)
      .filter(([, scheme]) => isObject(scheme) && isObject(scheme[field]))
      .map(
        ([name, scheme]) =>
          `\`${name}\` with one of ${Object.keys(
            /** @type {Record<string, object>} */ (/** @type {Record<string, unknown>} */ (scheme)[field]),
          )
            .map((scope) => `\`${scope}\``)
            .join(', ')}`,
      )
      .join('; ');
    const add = `Add \`security: [{ <scheme>: [<scope>] }]\` to the operation, naming the scope it needs${hint ? ` (${hint})` : ''}.`;
    if (!Array.isArray(operation.security) || operation.security.length === 0) {
      return [{ message: `${label} has no \`security\` of its own. ${add}`, path: context.path }];
    }
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    operation.security.forEach((requirement, index) => {
      if (!isObject(requirement)) return;
      for (const [schemeName, scopes] of Object.entries(requirement)) {
        const path = [...context.path, 'security', index, schemeName];
        const scheme = schemes[schemeName];
        if (!isObject(scheme)) {
          results.push({
            message: `${label} names the security scheme \`${schemeName}\`, which components.securitySchemes does not define. Use a defined scheme${hint ? ` (${hint})` : ''}.`,
            path,
          });
          continue;
        }
        const table = scheme[field];
        if (!isObject(table)) {
          results.push({
            message: `The security scheme \`${schemeName}\` has no \`${field}\` map, so ${label}'s scopes cannot be checked. Add \`${field}: { <scope>: <what it grants> }\` to the scheme.`,
            path,
          });
          continue;
        }
        asArray(scopes).forEach((scope, scopeIndex) => {
          if (typeof scope === 'string' && Object.hasOwn(table, scope)) return;
          results.push({
            message: `${label} names the scope \`${String(scope)}\`, which is not in \`${schemeName}\`'s \`${field}\`. Use one of ${Object.keys(
              table,
            )
              .map((name) => `\`${name}\``)
              .join(', ')}, or add it to \`${field}\` with what it grants.`,
            path: [...path, scopeIndex],
          });
        });
      }
    });
    return results;
  },
);
