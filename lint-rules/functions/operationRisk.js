// @ts-check
// House rule operation-risk: every operation says what a call risks in `x-risk`
// (docs/design/operation-meaning.md): a list, empty when the call risks nothing, of entries
// `{ kind, summary, when? }`. `kind` is one of the options' kinds; `summary` is one sentence a
// surface shows when it asks the person first; `when`, for a call whose body decides, names a
// property of the request body and either `equals` (a value it must have; a property left out
// counts as its default) or `present: true` (sent and not empty). A DELETE destroys (an
// unconditional destructive entry); a read (GET) changes nothing, so it can only reveal a secret.
import { createRulesetFunction } from '@stoplight/spectral-core';
import { allOperations, asArray, declaredProperties, deref, isObject, operationLabel } from '../lib/openapi.js';

/**
 * @typedef {object} Options
 * @property {string} field the extension that holds the risks
 * @property {string[]} kinds the kinds of risk
 * @property {string} destructive the kind a DELETE must declare
 * @property {string[]} readKinds the only kinds a GET may declare
 * @typedef {import('../lib/openapi.js').Result} Result
 */

const ENTRY_KEYS = ['kind', 'summary', 'when'];

export default createRulesetFunction(
  {
    input: { type: 'object' },
    options: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'kinds', 'destructive', 'readKinds'],
      properties: {
        field: { type: 'string' },
        kinds: { type: 'array', items: { type: 'string' } },
        destructive: { type: 'string' },
        readKinds: { type: 'array', items: { type: 'string' } },
      },
    },
  },
  /**
   * @param {Record<string, unknown>} root
   * @param {Options} options
   * @returns {Result[]}
   */
  function operationRisk(root, options) {
    /** @type {Result[]} */
    const results = [];
    for (const { path, method, operation } of allOperations(root)) {
      const label = operationLabel(path);
      const risks = operation[options.field];
      if (!Array.isArray(risks)) {
        results.push({
          message: `${label} must say what a call risks in \`${options.field}\`: \`[]\` when nothing, else one entry per risk (\`kind\`: ${options.kinds.join(', ')}; \`summary\`: one sentence).`,
          path: risks === undefined ? path : [...path, options.field],
        });
        continue;
      }
      const at = [...path, options.field];
      const body = bodyProperties(root, operation);
      risks.forEach((entry, index) => {
        results.push(...checkEntry(entry, [...at, index], label, body, options));
      });
      const unconditional = risks
        .filter((entry) => isObject(entry) && entry.when === undefined)
        .map((entry) => entry.kind);
      if (method === 'delete' && !unconditional.includes(options.destructive)) {
        results.push({
          message: `${label} deletes: \`${options.field}\` must have a \`${options.destructive}\` entry without \`when\`.`,
          path: at,
        });
      }
      const changing = risks.filter((entry) => isObject(entry) && !options.readKinds.includes(String(entry.kind)));
      if (method === 'get' && changing.length > 0) {
        results.push({
          message: `${label} is a read: it changes nothing, so it may only declare ${options.readKinds.map((kind) => `\`${kind}\``).join(', ')}.`,
          path: at,
        });
      }
      const repeated = unconditional.filter((kind, index) => unconditional.indexOf(kind) !== index);
      if (repeated.length > 0) {
        results.push({
          message: `${label} declares \`${String(repeated[0])}\` twice without \`when\`: one sentence per kind.`,
          path: at,
        });
      }
    }
    return results;
  },
);

/**
 * The request body's properties by name (their schemas), or undefined when it takes no JSON body.
 * @param {Record<string, unknown>} root @param {Record<string, unknown>} operation
 * @returns {Map<string, Record<string, unknown>> | undefined}
 */
function bodyProperties(root, operation) {
  const body = deref(root, operation.requestBody);
  const content = isObject(body?.content) ? body.content : {};
  const media = Object.entries(content).find(([type]) => type === 'application/json' || type.endsWith('+json'))?.[1];
  if (!isObject(media)) return undefined;
  const schema = deref(root, media.schema);
  /** @type {Map<string, Record<string, unknown>>} */
  const properties = new Map();
  /** @param {unknown} node */
  const collect = (node) => {
    const target = deref(root, node);
    if (!target) return;
    if (isObject(target.properties))
      for (const [name, property] of Object.entries(target.properties))
        properties.set(name, deref(root, property) ?? {});
    asArray(target.allOf).forEach(collect);
  };
  collect(schema);
  if (properties.size === 0 && declaredProperties(root, schema).size === 0) return new Map();
  return properties;
}

/**
 * @param {unknown} entry @param {(string | number)[]} at @param {string} label
 * @param {Map<string, Record<string, unknown>> | undefined} body @param {Options} options
 * @returns {Result[]}
 */
function checkEntry(entry, at, label, body, options) {
  if (!isObject(entry)) return [{ message: `${label}: a risk is an object \`{ kind, summary, when? }\`.`, path: at }];
  /** @type {Result[]} */
  const results = [];
  const unknown = Object.keys(entry).filter((key) => !ENTRY_KEYS.includes(key));
  if (unknown.length > 0)
    results.push({
      message: `${label}: a risk has only ${ENTRY_KEYS.join(', ')}; remove ${unknown.join(', ')}.`,
      path: at,
    });
  if (typeof entry.kind !== 'string' || !options.kinds.includes(entry.kind))
    results.push({
      message: `${label}: a risk's \`kind\` is one of ${options.kinds.join(', ')}.`,
      path: [...at, 'kind'],
    });
  if (typeof entry.summary !== 'string' || !/^[A-Z][^\n]*[.]$/.test(entry.summary.trim()))
    results.push({
      message: `${label}: a risk's \`summary\` is one sentence (a capital first, a full stop last) saying what the call does that the person must agree to.`,
      path: [...at, 'summary'],
    });
  if (entry.when !== undefined) results.push(...checkWhen(entry.when, [...at, 'when'], label, body));
  return results;
}

/**
 * @param {unknown} when @param {(string | number)[]} at @param {string} label
 * @param {Map<string, Record<string, unknown>> | undefined} body
 * @returns {Result[]}
 */
function checkWhen(when, at, label, body) {
  const shape = '`when: { field, equals }` or `when: { field, present: true }`';
  if (!isObject(when) || typeof when.field !== 'string')
    return [{ message: `${label}: a condition is ${shape}.`, path: at }];
  if (!body) return [{ message: `${label} takes no JSON body, so no condition can name a field of it.`, path: at }];
  const property = body.get(when.field);
  if (!property)
    return [{ message: `${label}: \`${when.field}\` is not a property of the request body.`, path: [...at, 'field'] }];
  const keys = Object.keys(when).filter((key) => key !== 'field');
  if (keys.length !== 1 || !(keys[0] === 'equals' || (keys[0] === 'present' && when.present === true)))
    return [{ message: `${label}: a condition is ${shape}, one test only.`, path: at }];
  if (keys[0] === 'equals') {
    const value = when.equals;
    const allowed = Array.isArray(property.enum)
      ? property.enum
      : property.type === 'boolean'
        ? [true, false]
        : undefined;
    if (allowed ? !allowed.includes(value) : typeof value === 'object')
      return [
        { message: `${label}: \`${when.field}\` can never equal ${JSON.stringify(value)}.`, path: [...at, 'equals'] },
      ];
  }
  return [];
}
