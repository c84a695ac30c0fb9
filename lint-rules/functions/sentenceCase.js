// @ts-check
// House rule summary-sentence-case: an operation summary is sentence case (only the first word
// and known proper nouns or acronyms capitalised) with no trailing period.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { operationLabel } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string[]} properNouns capitalised words allowed anywhere (their plural in `s` too)
 */

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['properNouns'],
      properties: { properNouns: { type: 'array', items: { type: 'string' } } },
    },
  },
  /**
   * @param {Record<string, unknown>} operation
   * @param {Options} options
   * @param {import('../lib/openapi.js').Context} context
   * @returns {import('../lib/openapi.js').Result[]}
   */
  function sentenceCase(operation, options, context) {
    const label = operationLabel(context.path);
    const summary = operation.summary;
    if (typeof summary !== 'string' || summary.trim() === '') {
      return [
        {
          message: `${label} has no summary. Add one in sentence case, verb first, no trailing period (such as "List servers").`,
          path: context.path,
        },
      ];
    }
    const path = [...context.path, 'summary'];
    const allowed = new Set(options.properNouns);
    /** @type {string[]} */
    const problems = [];
    let fixed = summary.trim();
    if (/[.]$/.test(fixed)) {
      problems.push('remove the trailing period');
      fixed = fixed.replace(/\.+$/, '');
    }
    if (!/^[A-Z]/.test(fixed)) {
      problems.push('start with a capital letter');
      fixed = fixed.charAt(0).toUpperCase() + fixed.slice(1);
    }
    // Words after the first, outside `code`, split also at hyphens and slashes.
    const prose = fixed.replace(/`[^`]*`/g, ' ');
    const words = prose
      .split(/\s+/)
      .slice(1)
      .flatMap((word) => word.split(/[-/]/));
    /** @type {string[]} */
    const capitalised = [];
    for (const raw of words) {
      const word = raw.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
      if (!/^[A-Z]/.test(word)) continue;
      if (allowed.has(word) || (word.endsWith('s') && allowed.has(word.slice(0, -1)))) continue;
      capitalised.push(word);
    }
    if (capitalised.length > 0) {
      problems.push(
        `write ${capitalised.map((word) => `"${word}"`).join(', ')} in lower case (only the first word and the proper nouns in properNouns of lint-rules/house.spectral.yaml are capitalised)`,
      );
      for (const word of capitalised) fixed = fixed.replace(new RegExp(`(?<=\\s|-|/)${word}\\b`), word.toLowerCase());
    }
    if (problems.length === 0) return [];
    return [
      {
        message: `Summary "${summary}" of ${label}: ${problems.join('; ')}. Write "${fixed}" (sentence case, no trailing period).`,
        path,
      },
    ];
  },
);
