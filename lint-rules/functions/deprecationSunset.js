// @ts-check
// House rule deprecation-sunset: whatever is `deprecated: true` (an operation, a parameter, a
// header, a schema or a property) says when it stops working. It carries `x-deprecated-since`,
// the date of the release that deprecates it (the first release whose document has it deprecated:
// its planned date until it is cut; `npm run release` checks the sunset against the real date),
// and `x-sunset`, the date it stops working, at least `minimumMonths` after that. Both are ISO
// dates (YYYY-MM-DD); neither may appear on something not deprecated. Runs on the unresolved
// document, so each component is checked once, where it is defined; example values are skipped.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { addMonths, isoDate } from '../lib/dates.js';
import { isObject } from '../lib/openapi.js';

/** Keywords whose values are data, not document structure. */
const DATA_KEYWORDS = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);
/** Maps whose keys are names (a property may be called `example`). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'schemas',
  'parameters',
  'headers',
  'responses',
  'paths',
]);

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      properties: { minimumMonths: { type: 'integer', minimum: 0 } },
      required: ['minimumMonths'],
      additionalProperties: false,
    },
  },
  /**
   * @param {Record<string, unknown>} root
   * @param {{ minimumMonths: number }} options
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function deprecationSunset(root, { minimumMonths }) {
    /** @type {import('../lib/openapi.js').Result[]} */
    const results = [];
    /**
     * @param {unknown} node
     * @param {(string | number)[]} path
     */
    const visit = (node, path) => {
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          visit(item, [...path, index]);
        });
        return;
      }
      if (!isObject(node)) return;
      const names = NAME_MAPS.has(String(path.at(-1)));
      if (!names) check(node, path);
      for (const [key, child] of Object.entries(node)) {
        if (!names && DATA_KEYWORDS.has(key)) continue;
        visit(child, [...path, key]);
      }
    };
    /**
     * @param {Record<string, unknown>} node
     * @param {(string | number)[]} path
     */
    const check = (node, path) => {
      const since = node['x-deprecated-since'];
      const sunset = node['x-sunset'];
      if (node.deprecated !== true) {
        for (const [key, value] of [
          ['x-deprecated-since', since],
          ['x-sunset', sunset],
        ]) {
          if (value !== undefined)
            results.push({
              message: `\`${key}\` without \`deprecated: true\`. Remove it, or mark this deprecated.`,
              path: [...path, String(key)],
            });
        }
        return;
      }
      const sinceDate = isoDate(since);
      const sunsetDate = isoDate(sunset);
      if (!sinceDate) {
        results.push({
          message: `Deprecated, but ${since === undefined ? 'no' : 'an invalid'} \`x-deprecated-since\`. Add \`x-deprecated-since: YYYY-MM-DD\`, the date of the release that deprecates it.`,
          path: since === undefined ? [...path, 'deprecated'] : [...path, 'x-deprecated-since'],
        });
      }
      if (!sunsetDate) {
        results.push({
          message: `Deprecated, but ${sunset === undefined ? 'no' : 'an invalid'} \`x-sunset\`. Add \`x-sunset: YYYY-MM-DD\`, the date it stops working, at least ${minimumMonths} months after \`x-deprecated-since\`.`,
          path: sunset === undefined ? [...path, 'deprecated'] : [...path, 'x-sunset'],
        });
      }
      if (sinceDate && sunsetDate && sunsetDate < addMonths(sinceDate, minimumMonths)) {
        results.push({
          message: `\`x-sunset\` ${sunsetDate} is less than ${minimumMonths} months after \`x-deprecated-since\` ${sinceDate}. Use ${addMonths(sinceDate, minimumMonths)} or later.`,
          path: [...path, 'x-sunset'],
        });
      }
    };
    visit(root, []);
    return results;
  },
);
