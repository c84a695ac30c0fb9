// Shrinks a JSON Schema of the document for a tool list: the keywords that validate stay, the prose
// shrinks to its first sentence (inputs) or goes (outputs), examples and extensions go.
import type { JsonSchema } from '@vps-hosting/api/operations';

/** The longest description kept on an input property. */
export const MAX_DESCRIPTION = 120;

const DROPPED = new Set(['examples', 'example', '$comment', 'externalDocs', 'discriminator', 'readOnly', 'writeOnly']);
/** Checked by the API anyway (its 400 names the field); long, and of little help to a model. */
const DROPPED_FROM_INPUT = new Set(['pattern']);
/** Outputs keep their shape only: the API already keeps its answers within bounds. */
const DROPPED_FROM_OUTPUT = new Set([
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);

/** The first sentence of a description, without Markdown tables, at most MAX_DESCRIPTION characters. */
export function firstSentence(text: string): string {
  const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
  const flat = paragraph.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  const sentence = end === -1 ? flat : flat.slice(0, end + 1);
  return sentence.length <= MAX_DESCRIPTION ? sentence : `${sentence.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
}

/**
 * `input`: descriptions cut to their first sentence, no `pattern`. `output`: the shape only (types,
 * properties, required, enums, variants): no descriptions, bounds, patterns or formats (a string
 * from the API may also come back shortened, see results.ts). Both: no examples, no `x-`
 * extensions, no OpenAPI `discriminator` (each `oneOf` variant's `const` already tells it apart).
 */
export function compactSchema(schema: JsonSchema, mode: 'input' | 'output'): JsonSchema {
  const walk = (node: unknown, inProperties: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, false));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (inProperties) {
        out[key] = walk(value, false);
        continue;
      } // a property name, not a keyword
      if (DROPPED.has(key) || key.startsWith('x-')) continue;
      if ((mode === 'input' ? DROPPED_FROM_INPUT : DROPPED_FROM_OUTPUT).has(key)) continue;
      if (key === 'format' && (value === 'int32' || value === 'int64')) continue; // the bounds say it
      if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue; // an id's bound, any id

      if (key === 'description' || key === 'title') {
        if (mode === 'input' && key === 'description' && typeof value === 'string') out[key] = firstSentence(value);
        continue;
      }
      out[key] = walk(value, key === 'properties' || key === 'patternProperties' || key === '$defs');
    }
    return out;
  };
  const compacted = walk(schema, false) as JsonSchema;
  return withTypes(mode === 'output' ? mergeVariants(compacted) : dropRepeatedDescriptions(compacted));
}

/** Subschemas that apply to the same instance as their parent (`not` left out: a type there would invert). */
function sameInstance(node: Node): Node[] {
  const list = (key: string) => (Array.isArray(node[key]) ? (node[key] as Node[]) : []);
  const one = (key: string) => (node[key] && typeof node[key] === 'object' ? [node[key] as Node] : []);
  const dependent = node.dependentSchemas as Record<string, Node> | undefined;
  return [
    ...one('if'),
    ...one('then'),
    ...one('else'),
    ...list('allOf'),
    ...list('anyOf'),
    ...list('oneOf'),
    ...Object.values(dependent ?? {}),
  ];
}

/**
 * Ajv's strict mode wants a `type` beside the keywords of one type (a `maxItems` in an `if`, a
 * `propertyNames` in `dependentSchemas`). A subschema applying to the same instance as its parent
 * gets the parent's type, and its `properties` the types the parent's own `properties` give them
 * (an array any `items`: some clients want them on every array): the parent requires those types
 * and items already, so nothing more or less is valid.
 */
function withTypes(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(withTypes) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const out: Node = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withTypes(value)]));
  const type = out.type;
  const own = (out.properties ?? {}) as Record<string, Node>;
  for (const sub of sameInstance(out)) {
    if (sub.type === undefined && typeof type === 'string') sub.type = type;
    for (const [name, schema] of Object.entries((sub.properties ?? {}) as Record<string, Node>)) {
      const known = own[name]?.type;
      if (!schema || typeof schema !== 'object' || schema.type !== undefined || typeof known !== 'string') continue;
      schema.type = known;
      if (known === 'array' && schema.items === undefined) schema.items = {}; // the parent's items apply
    }
  }
  return out as JsonSchema;
}

type Node = Record<string, unknown>;
const isObjectSchema = (node: unknown): node is Node & { properties: Record<string, Node> } =>
  !!node &&
  typeof node === 'object' &&
  (node as Node).type === 'object' &&
  typeof (node as Node).properties === 'object';

/**
 * Output: a `oneOf`/`anyOf` whose variants are all objects (a DNS record of each type) becomes one
 * object: every variant's properties, required where all require it, a `const` turned into the
 * `enum` of the variants' values. It accepts every variant, in a fraction of the size.
 */
function mergeVariants(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(mergeVariants) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const out: Node = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, mergeVariants(value)]));
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const variants = out[keyword];
    if (!Array.isArray(variants) || !variants.every(isObjectSchema)) continue;
    const properties: Record<string, Node> = {};
    for (const variant of variants) {
      for (const [name, schema] of Object.entries(variant.properties)) {
        const seen = properties[name];
        if (!seen) properties[name] = { ...schema };
        else if ('const' in seen && 'const' in schema && seen.const !== schema.const) {
          const { const: first, ...rest } = seen;
          properties[name] = { ...rest, enum: [first, schema.const] };
        } else if (Array.isArray(seen.enum) && 'const' in schema && !seen.enum.includes(schema.const)) {
          properties[name] = { ...seen, enum: [...seen.enum, schema.const] };
        } else if (JSON.stringify(seen) !== JSON.stringify(schema) && !Array.isArray(seen.enum)) {
          properties[name] = {}; // the variants disagree: any value
        }
      }
    }
    const required = variants
      .map((v) => (Array.isArray(v.required) ? (v.required as string[]) : []))
      .reduce((common, list) => common.filter((name) => list.includes(name)));
    delete out[keyword];
    Object.assign(out, { type: 'object', properties, ...(required.length ? { required } : {}) });
  }
  return out as JsonSchema;
}

/**
 * Input: in the variants of a `oneOf` (a DNS record of each type), a property's description is
 * kept where it first appears and dropped where it repeats word for word.
 */
function dropRepeatedDescriptions(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(dropRepeatedDescriptions) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const out: Node = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dropRepeatedDescriptions(value)]),
  );
  const variants = out.oneOf;
  if (Array.isArray(variants) && variants.every(isObjectSchema)) {
    const seen = new Set<string>();
    out.oneOf = variants.map((variant) => ({
      ...variant,
      properties: Object.fromEntries(
        Object.entries(variant.properties).map(([name, schema]) => {
          const key = `${name}\u0000${String(schema.description)}`;
          if (typeof schema.description !== 'string' || !seen.has(key)) {
            seen.add(key);
            return [name, schema];
          }
          const { description: _, ...rest } = schema;
          return [name, rest];
        }),
      ),
    }));
  }
  return out as JsonSchema;
}
