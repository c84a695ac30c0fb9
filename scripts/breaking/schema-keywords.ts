// The JSON Schema keywords the breaking-change gate understands, by how it compares them. Any other
// keyword (not an `x-` extension) is not understood: added to a schema it counts as narrowing what
// the schema admits, removed as widening, changed as both (fail closed; schema-diff.ts).

export const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains'];
export const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains'];
/** Constraints that hold or not, compared by value: added narrows, removed widens, changed does both. */
export const EXACT_CONSTRAINTS = ['pattern', 'multipleOf', 'contentEncoding', 'contentMediaType'];
/**
 * Keywords compared as a whole (by value, not resolved), with the same rule as exact constraints.
 * `allOf` here is what is left of an `allOf` after merging (schema-merge.ts): members the gate cannot merge.
 */
export const OPAQUE_CONSTRAINTS = [
  'if',
  'then',
  'else',
  'not',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'contentSchema',
  'discriminator',
  'allOf',
];
/** Keywords with a rule of their own in schema-diff.ts, schema-values.ts or schema-merge.ts. */
const COMPARED = [
  'type',
  'nullable',
  'enum',
  'const',
  'format',
  'uniqueItems',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'properties',
  'required',
  'additionalProperties',
  'unevaluatedProperties',
  'items',
  'prefixItems',
  'oneOf',
  'anyOf',
];
/** Keywords that change nothing a client sends or receives. */
const ANNOTATIONS = [
  '$ref',
  '$schema',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$defs',
  '$comment',
  'title',
  'description',
  'summary',
  'example',
  'examples',
  'externalDocs',
  'xml',
];

const UNDERSTOOD = new Set([
  ...UPPER_BOUNDS,
  ...LOWER_BOUNDS,
  ...EXACT_CONSTRAINTS,
  ...OPAQUE_CONSTRAINTS,
  ...COMPARED,
  ...ANNOTATIONS,
]);

/** The keywords of a schema the gate does not understand (extensions `x-…` aside). */
export function notUnderstood(schema: object): string[] {
  return Object.keys(schema).filter((keyword) => !UNDERSTOOD.has(keyword) && !keyword.startsWith('x-'));
}

/** Numeric formats and the formats whose every value they also admit. */
const WIDER_FORMATS: Record<string, string[]> = { int32: ['int64', 'double'], float: ['double'] };

/** How the admitted values change when `format` goes from `before` to `after` (either may be absent). */
export function formatChange(before: unknown, after: unknown): 'same' | 'narrowed' | 'widened' | 'changed' {
  if (before === after) return 'same';
  if (after === undefined) return 'widened';
  if (before === undefined) return 'narrowed';
  if (WIDER_FORMATS[String(before)]?.includes(String(after))) return 'widened';
  if (WIDER_FORMATS[String(after)]?.includes(String(before))) return 'narrowed';
  return 'changed';
}
