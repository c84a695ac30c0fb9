// `allOf` as one schema: a value must satisfy every member, so the members are merged to the
// tightest of their keywords (the lowest maximum, the highest minimum, the common types and enum
// values, every required property, a property described twice as the allOf of both). What cannot be
// merged (two different patterns, two `not`s, …) stays in a residual `allOf` the gate compares as a
// whole (schema-keywords.ts): a member added there narrows, a member removed widens.
import { isObject, resolve, sameJson, type Json, type JsonObject } from './document.js';
import { LOWER_BOUNDS, UPPER_BOUNDS } from './schema-keywords.js';

/** The boolean schemas as objects: `true` admits anything, `false` nothing. */
export function schemaObject(value: Json | undefined): Json | undefined {
  return value === true ? {} : value === false ? { not: {} } : value;
}

export function flattenAllOf(document: JsonObject, node: JsonObject): JsonObject {
  if (!Array.isArray(node.allOf)) return node;
  const { allOf, ...rest } = node;
  return allOf.reduce<JsonObject>(
    (merged, part) => merge(merged, flattenAllOf(document, resolve(document, schemaObject(part)).node)),
    rest,
  );
}

const FIRST_WINS = new Set([
  'description',
  'title',
  'summary',
  'example',
  'examples',
  'externalDocs',
  '$comment',
  'default',
  'xml',
  'discriminator',
]);
const ANY_TRUE = new Set(['uniqueItems', 'readOnly', 'writeOnly', 'deprecated']);

function merge(into: JsonObject, part: JsonObject): JsonObject {
  const merged: JsonObject = { ...into };
  const residue: Json[] = Array.isArray(into.allOf) ? [...into.allOf] : [];
  for (const [keyword, value] of Object.entries(part)) {
    const current = merged[keyword];
    if (current === undefined) {
      merged[keyword] = value;
    } else if (sameJson(current, value) || FIRST_WINS.has(keyword) || keyword.startsWith('x-')) {
    } else if (UPPER_BOUNDS.includes(keyword) && typeof current === 'number' && typeof value === 'number') {
      merged[keyword] = Math.min(current, value);
    } else if (LOWER_BOUNDS.includes(keyword) && typeof current === 'number' && typeof value === 'number') {
      merged[keyword] = Math.max(current, value);
    } else if (ANY_TRUE.has(keyword)) {
      merged[keyword] = current === true || value === true;
    } else if (keyword === 'required' && Array.isArray(current) && Array.isArray(value)) {
      merged.required = [...new Set([...current, ...value].map(String))];
    } else if (keyword === 'type') {
      merged.type = commonTypes(current, value);
    } else if (keyword === 'enum' && Array.isArray(current) && Array.isArray(value)) {
      merged.enum = current.filter((item) => value.some((other) => sameJson(item, other)));
    } else if (keyword === 'properties' && isObject(current) && isObject(value)) {
      merged.properties = mergeProperties(current, value);
    } else if (
      (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') &&
      (current === false || value === false)
    ) {
      merged[keyword] = false;
    } else if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties' || keyword === 'items') {
      merged[keyword] = { allOf: [current, value] };
    } else if (keyword === 'allOf' && Array.isArray(value)) {
      residue.push(...value);
    } else {
      residue.push({ [keyword]: value });
    }
  }
  if (residue.length > 0) merged.allOf = residue;
  return merged;
}

function mergeProperties(a: JsonObject, b: JsonObject): JsonObject {
  const merged: JsonObject = { ...a };
  for (const [name, schema] of Object.entries(b)) {
    const other = merged[name];
    merged[name] = other === undefined || sameJson(other, schema) ? schema : { allOf: [other, schema] };
  }
  return merged;
}

/** The types both declarations admit (`integer` is the common part of `integer` and `number`). */
function commonTypes(a: Json, b: Json): Json {
  const list = (type: Json) => (Array.isArray(type) ? type.map(String) : [String(type)]);
  const other = list(b);
  const common = list(a).flatMap((type) => {
    if (other.includes(type)) return [type];
    if (type === 'number' && other.includes('integer')) return ['integer'];
    if (type === 'integer' && other.includes('number')) return ['integer'];
    return [];
  });
  return common.length === 1 ? (common[0] ?? null) : [...new Set(common)];
}
