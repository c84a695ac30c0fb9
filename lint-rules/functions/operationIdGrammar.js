// @ts-check
// House rule operation-id-grammar: the operationId's verb follows from the method and the
// path's shape (list/get/create/update/replace/delete, or an action verb on an action path).
import { createRulesetFunction } from '@stoplight/spectral-core';
import { declaredProperties, isObject, operationsOf, resolvedRoot } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} casing regular expression every operationId matches (camelCase)
 * @property {string} listVerb GET whose 200 body has every `collectionMarkers` property
 * @property {string} getVerb any other GET
 * @property {string[]} collectionMarkers properties of a page of a collection
 * @property {string} createVerb POST on a path that is not an action path
 * @property {Record<string, string>} methodVerbs verb of every other method (put, patch, delete)
 * @property {Record<string, string>} actionVerbs last path segment of an action path → its verb
 */

/**
 * @param {Record<string, unknown>} operation
 * @param {unknown} root
 * @param {string[]} markers
 */
function returnsCollection(operation, root, markers) {
  const responses = isObject(operation.responses) ? operation.responses : {};
  const ok = responses['200'];
  if (!isObject(ok) || !isObject(ok.content)) return false;
  return Object.values(ok.content).some((media) => {
    if (!isObject(media)) return false;
    const properties = declaredProperties(root, media.schema);
    return markers.every((name) => properties.has(name));
  });
}

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['casing', 'listVerb', 'getVerb', 'collectionMarkers', 'createVerb', 'methodVerbs', 'actionVerbs'],
      properties: {
        casing: { type: 'string' },
        listVerb: { type: 'string' },
        getVerb: { type: 'string' },
        collectionMarkers: { type: 'array', items: { type: 'string' } },
        createVerb: { type: 'string' },
        methodVerbs: { type: 'object', additionalProperties: { type: 'string' } },
        actionVerbs: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} pathItem
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function operationIdGrammar(pathItem, options, context) {
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    const url = String(context.path[context.path.length - 1]);
    const segments = url.split('/').filter(Boolean);
    const last = segments[segments.length - 1] ?? '';
    const actionVerb = Object.hasOwn(options.actionVerbs, last) ? options.actionVerbs[last] : undefined;
    const casing = new RegExp(options.casing);
    const root = resolvedRoot(context);
    for (const { method, operation } of operationsOf(pathItem)) {
      const label = `${method.toUpperCase()} ${url}`;
      const id = operation.operationId;
      const idPath = [...context.path, method, ...(id === undefined ? [] : ['operationId'])];
      /** @type {string[]} */
      let verbs;
      let why;
      if (method === 'get') {
        const collection = returnsCollection(operation, root, options.collectionMarkers);
        verbs = [collection ? options.listVerb : options.getVerb];
        why = collection
          ? `a GET whose 200 body is a page (${options.collectionMarkers.map((name) => `\`${name}\``).join(' and ')})`
          : `a GET of one resource (its 200 body is not a page with ${options.collectionMarkers.map((name) => `\`${name}\``).join(' and ')})`;
        if (actionVerb) {
          verbs.push(actionVerb);
          why += ` on the \`${last}\` action path`;
        }
      } else if (method === 'post') {
        verbs = [actionVerb ?? options.createVerb];
        why = actionVerb
          ? `a POST on the \`${last}\` action path`
          : `a POST that creates a resource (\`${last}\` is not an action path word; those are listed in actionVerbs in lint-rules/house.spectral.yaml)`;
      } else if (options.methodVerbs[method]) {
        verbs = [options.methodVerbs[method]];
        why = `a ${method.toUpperCase()}`;
      } else {
        continue;
      }
      const wanted = verbs.map((verb) => `\`${verb}…\``).join(' or ');
      if (typeof id !== 'string' || id === '') {
        results.push({
          message: `${label} has no operationId. Add one: ${wanted} (${why}) followed by the resource noun in PascalCase.`,
          path: idPath,
        });
        continue;
      }
      if (!casing.test(id)) {
        results.push({
          message: `operationId \`${id}\` of ${label} is not camelCase (${options.casing}). Rename it: a verb then the resource noun, letters and digits only.`,
          path: idPath,
        });
        continue;
      }
      const ok = verbs.some((verb) => id.startsWith(verb) && /^[A-Z]/.test(id.slice(verb.length)));
      if (!ok) {
        const suggestion = verbs[0] + (id.replace(/^[a-z]+/, '') || 'Resource');
        results.push({
          message: `operationId \`${id}\` of ${label} must start with ${wanted} followed by the resource noun (${why}). Rename it, such as \`${suggestion}\`.`,
          path: idPath,
        });
      }
    }
    return results;
  },
);
