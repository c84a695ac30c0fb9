// Shrinks a JSON Schema of the document for a tool list: the keywords that validate stay, the prose
// shrinks to whole leading sentences (inputs) or goes (outputs), examples and extensions go.
import type { JsonSchema } from '@vps-hosting/api/operations';

/** How long a property's description may grow by whole sentences (the first is always kept whole). */
export const DESCRIPTION_BUDGET = 120;

const DROPPED = new Set(['examples', 'example', '$comment', 'externalDocs', 'discriminator', 'readOnly', 'writeOnly']);
/** Checked by the API anyway (its 400 names the field); long, and of little help to a model. */
const DROPPED_FROM_INPUT = new Set(['pattern']);
/** Outputs keep their shape only: the API already keeps its answers within bounds (and the data shows
 *  which fields it has: `required` would only make the list longer). */
const DROPPED_FROM_OUTPUT = new Set([
  'required',
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

/** The sentences of a text's first paragraph (Markdown tables and lists after it left out), whitespace folded. */
export function sentencesOf(text: string): string[] {
  const flat = (text.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  const sentences: string[] = [];
  let start = 0;
  for (const end of flat.matchAll(/[.!?](?=\s|$)/g)) {
    sentences.push(flat.slice(start, end.index + 1).trim());
    start = end.index + 1;
  }
  const rest = flat.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/**
 * The leading whole sentences of a description: the first always (never cut), then the next ones
 * while the whole stays within `budget` characters.
 */
export function leadSentences(text: string, budget = DESCRIPTION_BUDGET): string {
  const [first = '', ...others] = sentencesOf(text);
  let kept = first;
  for (const sentence of others) {
    if (kept.length + 1 + sentence.length > budget) break;
    kept = `${kept} ${sentence}`;
  }
  return kept;
}

/** Rewrites prose as a tool list shows it (the document's HTTP paths as tool names: tool-guide.ts). */
export type Prose = (text: string) => string;

/**
 * `input`: whole leading sentences of each property's description (paths named as tools by `prose`),
 * none on variants, items or conditions (their property says it); no `pattern`, no length bound beside
 * a `const` or `enum`; a `oneOf` of object variants told apart by a `const` stated once
 * (hoistVariants). `output`: the shape only (types, properties, closed enums, variants): no
 * descriptions, `required`, bounds, patterns or formats (a string from the API may also come back shortened, see
 * results.ts), and no enum the document marks extensible (`x-extensible-enum`: a new value must not
 * fail the answer's validation). Both: no examples, no `x-` extensions, no OpenAPI `discriminator`
 * (each `oneOf` variant's `const` already tells it apart).
 */
export function compactSchema(schema: JsonSchema, mode: 'input' | 'output', prose: Prose = (text) => text): JsonSchema {
  const walk = (node: unknown, property: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, false));
    if (!node || typeof node !== 'object') return node;
    const source = node as Node;
    const fixed = 'const' in source || 'enum' in source;
    const out: Node = {};
    for (const [key, value] of Object.entries(source)) {
      if (DROPPED.has(key) || key.startsWith('x-')) continue;
      if ((mode === 'input' ? DROPPED_FROM_INPUT : DROPPED_FROM_OUTPUT).has(key)) continue;
      if (key === 'format' && (value === 'int32' || value === 'int64')) continue; // the bounds say it
      if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue; // an id's bound, any id
      if (fixed && (key === 'maxLength' || key === 'minLength')) continue; // the values say it
      if (key === 'enum' && mode === 'output' && source['x-extensible-enum'] === true) continue;
      if (key === 'description' || key === 'title') {
        if (mode === 'input' && key === 'description' && property && typeof value === 'string')
          out[key] = leadSentences(prose(value));
        continue;
      }
      out[key] =
        key === 'properties' || key === 'patternProperties' || key === '$defs'
          ? Object.fromEntries(Object.entries(value as Node).map(([name, sub]) => [name, walk(sub, key !== '$defs')]))
          : walk(value, false);
    }
    return out;
  };
  const compacted = walk(schema, true) as JsonSchema;
  return withTypes(mode === 'output' ? mergeVariants(compacted) : dropRepeatedDescriptions(hoistVariants(compacted)));
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

const sameExceptProse = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a, (key, value: unknown) => (key === 'description' ? undefined : value)) ===
  JSON.stringify(b, (key, value: unknown) => (key === 'description' ? undefined : value));

/**
 * Input: a `oneOf` of closed object variants told apart by one property's `const` (a DNS record of
 * each type) is stated once: one object with every variant's properties (the schema they share, or
 * where they differ only their common type, the exact schema staying in the variant), required where
 * all require it, the discriminator an `enum`; each variant keeps its `const`, what it alone requires
 * or bounds, and the names it accepts (`propertyNames`). The same values are valid, in a third of the size.
 */
export function hoistVariants(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(hoistVariants) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const out: Node = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, hoistVariants(value)]));
  const variants = out.oneOf;
  if (!Array.isArray(variants) || variants.length < 2) return out as JsonSchema;
  if (!variants.every((v) => isObjectSchema(v) && v.additionalProperties === false)) return out as JsonSchema;
  const closed = variants as (Node & { properties: Record<string, Node> })[];
  const [first] = closed;
  const tag = Object.keys(first?.properties ?? {}).find((name) => {
    const values = closed.map((v) => v.properties[name]?.const);
    return values.every((value) => typeof value === 'string') && new Set(values).size === values.length;
  });
  if (!tag) return out as JsonSchema;
  const names = [...new Set(closed.flatMap((v) => Object.keys(v.properties)))];
  const shared = (name: string) => {
    const schemas = closed.map((v) => v.properties[name]).filter((s): s is Node => !!s);
    return schemas.every((s) => sameExceptProse(s, schemas[0])) ? schemas : undefined;
  };
  const properties: Record<string, Node> = {};
  for (const name of names) {
    const schemas = closed.map((v) => v.properties[name]).filter((s): s is Node => !!s);
    // The tag's own description names one variant ("always `A`"): its enum says it all.
    const description = name === tag ? undefined : schemas.find((s) => typeof s.description === 'string')?.description;
    const types = new Set(schemas.map((s) => JSON.stringify(s.type)));
    const common = name === tag ? { type: 'string', enum: schemas.map((s) => s.const) } : shared(name)?.[0];
    properties[name] = {
      ...(common ?? (types.size === 1 && schemas[0]?.type !== undefined ? { type: schemas[0].type } : {})),
      ...(description ? { description } : {}),
    };
  }
  const requiredOf = (v: Node) => (Array.isArray(v.required) ? (v.required as string[]) : []);
  const required = names.filter((name) => closed.every((v) => requiredOf(v).includes(name)));
  const { oneOf: _, ...rest } = out;
  return {
    ...rest,
    type: 'object',
    additionalProperties: false,
    properties,
    ...(required.length ? { required } : {}),
    oneOf: closed.map((v) => {
      const own = Object.entries(v.properties).filter(([name]) => name !== tag && !shared(name));
      const extra = requiredOf(v).filter((name) => !required.includes(name));
      return {
        properties: {
          [tag]: { const: v.properties[tag]?.const },
          // What it requires is named here too (strict validators want it), its schema being the parent's.
          ...Object.fromEntries(extra.map((name) => [name, {}])),
          ...Object.fromEntries(own.map(([name, s]) => [name, withoutDescription(s)])),
        },
        ...(extra.length ? { required: extra } : {}),
        propertyNames: { enum: Object.keys(v.properties) },
      };
    }),
  } as JsonSchema;
}

function withoutDescription(schema: Node): Node {
  const { description: _, ...rest } = schema;
  return rest;
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
