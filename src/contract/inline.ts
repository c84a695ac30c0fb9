// A JSON Schema of the document with its `$ref`s replaced by what they point at, for readers that
// want one self-contained schema (the table of operations, a tool's input schema). Only schema
// keywords are walked, so a `$ref`-like value inside an example or an enum is data and stays.
import { isRecord, type JsonObject } from './json.js';
import { ContractError, type RefResolver } from './refs.js';

export interface InlineOptions {
  /** Leave out `example` and `examples`, which illustrate rather than constrain. Default false. */
  dropExamples?: boolean;
  /**
   * What a schema that contains itself (a tree of nodes) becomes where it recurs: `keep` leaves that
   * inner `$ref` as written (the result then still needs the document), `throw` refuses it with a
   * ContractError. Default `keep`: inlining always terminates.
   */
  onCycle?: 'keep' | 'throw';
}

/** Keywords whose values are maps of schemas, lists of schemas or one schema (JSON Schema 2020-12). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contentSchema',
]);
const EXAMPLE_KEYWORDS = new Set(['example', 'examples']);

/**
 * The schema with every local `$ref` inlined: a `$ref`'s target, then its sibling keywords over it
 * (OpenAPI 3.1 lets a `$ref` have siblings, which win). Not a schema (`true`, absent): {}.
 */
export function inlineSchema(schema: unknown, resolver: RefResolver, options: InlineOptions = {}): JsonObject {
  const walk = (value: unknown, trail: string[]): JsonObject => {
    if (!isRecord(value)) return {};
    if (typeof value.$ref === 'string') {
      const { $ref, ...siblings } = value;
      if (trail.includes($ref)) {
        if (options.onCycle === 'throw') throw new ContractError(`cyclic schema: ${[...trail, $ref].join(' → ')}`);
        return { ...value };
      }
      const { node } = resolver.target($ref);
      return { ...walk(node, [...trail, $ref]), ...walk(siblings, trail) };
    }
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(value)) {
      if (options.dropExamples && EXAMPLE_KEYWORDS.has(key)) continue;
      if (SCHEMA_MAPS.has(key) && isRecord(child)) {
        out[key] = Object.fromEntries(Object.entries(child).map(([name, member]) => [name, walk(member, trail)]));
      } else if (SCHEMA_LISTS.has(key) && Array.isArray(child)) {
        out[key] = child.map((member) => walk(member, trail));
      } else if (SCHEMA_VALUES.has(key) && isRecord(child)) {
        out[key] = walk(child, trail);
      } else {
        out[key] = child;
      }
    }
    return out;
  };
  return walk(schema, []);
}
