// Schemas as sets of values, where that can be told: the finite set an enum, a const or a choice of
// them admits, and whether a schema admits one given value (yes, no, or unknown when it uses a
// keyword this check does not evaluate). The gate uses them when an enum becomes a oneOf/anyOf or
// back, to name the values that are no longer admitted; unknown counts as not admitted (fail closed).
import { isObject, resolve, sameJson, type Json, type JsonObject } from './document.js';
import { flattenAllOf, schemaObject } from './schema-merge.js';
import { notUnderstood } from './schema-keywords.js';

export type Verdict = 'yes' | 'no' | 'unknown';

/** The schema (raw, maybe a `$ref`) resolved and with its `allOf` merged. */
export function flat(document: JsonObject, raw: Json | undefined): JsonObject {
  return flattenAllOf(document, resolve(document, schemaObject(raw)).node);
}

/** The types a schema declares (`nullable: true` adds `null`), or undefined when it declares none. */
export function typesOf(schema: JsonObject): Set<string> | undefined {
  const { type } = schema;
  const list = Array.isArray(type) ? type : typeof type === 'string' ? [type] : undefined;
  if (!list) return undefined;
  const types = new Set(list.map(String));
  if (schema.nullable === true) types.add('null');
  return types;
}

export function choicesOf(schema: JsonObject): { list: Json[]; exclusive: boolean } | undefined {
  if (Array.isArray(schema.oneOf)) return { list: schema.oneOf, exclusive: true };
  if (Array.isArray(schema.anyOf)) return { list: schema.anyOf, exclusive: false };
  return undefined;
}

/** The values a schema admits when they are finitely many (enum, const, or a choice of such), else undefined. */
export function finiteValues(document: JsonObject, schema: JsonObject, depth = 0): Json[] | undefined {
  let values: Json[] | undefined = Array.isArray(schema.enum)
    ? schema.enum
    : schema.const !== undefined
      ? [schema.const]
      : undefined;
  const choice = choicesOf(schema);
  if (!values && choice && depth < 10) {
    const lists = choice.list.map((member) => finiteValues(document, flat(document, member), depth + 1));
    if (lists.every((list) => list !== undefined))
      values = lists.flat().filter((value, index, all) => all.findIndex((other) => sameJson(value, other)) === index);
  }
  return values?.filter((value) => admits(document, schema, value) !== 'no');
}

const TYPE_OF: Record<string, (value: Json) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
  array: (value) => Array.isArray(value),
  object: (value) => isObject(value),
};

/** Keywords that only apply to objects and arrays: they say nothing about a string, number, boolean or null. */
const STRUCTURE = new Set([
  'properties',
  'required',
  'additionalProperties',
  'unevaluatedProperties',
  'patternProperties',
  'propertyNames',
  'dependentRequired',
  'dependentSchemas',
  'minProperties',
  'maxProperties',
  'items',
  'prefixItems',
  'contains',
  'minContains',
  'maxContains',
  'minItems',
  'maxItems',
  'uniqueItems',
  'unevaluatedItems',
  'discriminator',
]);
/** Keywords that say nothing about which values are admitted. */
const NEUTRAL = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  'externalDocs',
  '$comment',
  '$schema',
  '$id',
  '$anchor',
  '$defs',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'xml',
  'nullable',
]);

export function admits(document: JsonObject, raw: Json | undefined, value: Json, depth = 0): Verdict {
  const schema = flat(document, raw);
  if (depth > 10 || notUnderstood(schema).length > 0) return 'unknown';
  const results: Verdict[] = [];
  for (const [keyword, rule] of Object.entries(schema)) {
    if (NEUTRAL.has(keyword) || keyword.startsWith('x-')) continue;
    if (STRUCTURE.has(keyword) && (typeof value !== 'object' || value === null)) continue;
    results.push(check(document, keyword, rule, value, depth));
  }
  return results.includes('no') ? 'no' : results.includes('unknown') ? 'unknown' : 'yes';
}

function check(document: JsonObject, keyword: string, rule: Json, value: Json, depth: number): Verdict {
  const bool = (ok: boolean): Verdict => (ok ? 'yes' : 'no');
  const number = typeof value === 'number' && typeof rule === 'number';
  const length = typeof value === 'string' && typeof rule === 'number' ? [...value].length : undefined;
  switch (keyword) {
    case 'type': {
      const types = Array.isArray(rule) ? rule.map(String) : [String(rule)];
      return bool(types.some((type) => TYPE_OF[type]?.(value) ?? false));
    }
    case 'enum':
      return bool(Array.isArray(rule) && rule.some((item) => sameJson(item, value)));
    case 'const':
      return bool(sameJson(rule, value));
    case 'minLength':
      return length === undefined ? (typeof value === 'string' ? 'unknown' : 'yes') : bool(length >= Number(rule));
    case 'maxLength':
      return length === undefined ? (typeof value === 'string' ? 'unknown' : 'yes') : bool(length <= Number(rule));
    case 'pattern':
      return typeof value === 'string' ? matches(rule, value) : 'yes';
    case 'minimum':
      return number ? bool(value >= rule) : 'yes';
    case 'maximum':
      return number ? bool(value <= rule) : 'yes';
    case 'exclusiveMinimum':
      return number ? bool(value > rule) : 'yes';
    case 'exclusiveMaximum':
      return number ? bool(value < rule) : 'yes';
    case 'oneOf':
    case 'anyOf': {
      const verdicts = (Array.isArray(rule) ? rule : []).map((member) => admits(document, member, value, depth + 1));
      const yes = verdicts.filter((verdict) => verdict === 'yes').length;
      if (verdicts.every((verdict) => verdict === 'no')) return 'no';
      if (keyword === 'anyOf') return yes > 0 ? 'yes' : 'unknown';
      if (yes > 1) return 'no';
      return yes === 1 && verdicts.every((verdict) => verdict !== 'unknown') ? 'yes' : 'unknown';
    }
    case 'allOf': {
      const verdicts = (Array.isArray(rule) ? rule : []).map((member) => admits(document, member, value, depth + 1));
      return verdicts.includes('no') ? 'no' : verdicts.includes('unknown') ? 'unknown' : 'yes';
    }
    case 'not': {
      const verdict = admits(document, rule, value, depth + 1);
      return verdict === 'yes' ? 'no' : verdict === 'no' ? 'yes' : 'unknown';
    }
    default:
      return 'unknown';
  }
}

function matches(pattern: Json, value: string): Verdict {
  try {
    return new RegExp(String(pattern), 'u').test(value) ? 'yes' : 'no';
  } catch {
    return 'unknown';
  }
}
