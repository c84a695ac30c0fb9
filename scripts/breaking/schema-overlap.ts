// `oneOf` admits a value that matches exactly one alternative. Alternatives that can overlap (no
// discriminator, and nothing proves them disjoint: different types, disjoint const/enum values, a
// property one requires and the other cannot have, a property both require with disjoint values)
// refuse what matches several. On input that refuses requests the release accepted when the overlap
// is new (a schema, or an anyOf, becoming such a oneOf, or an alternative added that overlaps); on
// output an anyOf (or a oneOf become anyOf) may return what matches several.
import { isObject, sameJson, type Json, type JsonObject } from './document.js';
import { outerOf } from './schema-alternatives.js';
import { choicesOf, finiteValues, flat, typesOf } from './schema-values.js';
import { narrowing, type SchemaWalk, WHY, whyWidened, widening } from './schema-walk.js';

/** The alternatives of a choice, each with the keywords beside the choice, merged. */
function alternatives(document: JsonObject, schema: JsonObject, list: Json[]): JsonObject[] {
  const outer = outerOf(schema);
  return list.map((member) => flat(document, outer ? { allOf: [outer, member] } : member));
}

function required(schema: JsonObject): string[] {
  return Array.isArray(schema.required) ? schema.required.map(String) : [];
}

function property(document: JsonObject, schema: JsonObject, name: string): JsonObject | undefined {
  const properties = isObject(schema.properties) ? schema.properties : {};
  return name in properties ? flat(document, properties[name]) : undefined;
}

/** Whether no value is admitted by both (told by their types or their finite values). */
function disjointValues(document: JsonObject, x: JsonObject, y: JsonObject): boolean {
  const typesX = typesOf(x);
  const typesY = typesOf(y);
  const numeric = (type: string) => (type === 'integer' ? 'number' : type);
  if (typesX && typesY && ![...typesX].some((type) => [...typesY].some((other) => numeric(type) === numeric(other))))
    return true;
  const valuesX = finiteValues(document, x);
  const valuesY = finiteValues(document, y);
  return valuesX !== undefined && valuesY !== undefined && !valuesX.some((v) => valuesY.some((w) => sameJson(v, w)));
}

/** Whether an object the schema admits cannot have this property. */
function forbids(document: JsonObject, schema: JsonObject, name: string): boolean {
  const properties = isObject(schema.properties) ? schema.properties : {};
  if (!(name in properties)) return schema.additionalProperties === false || schema.unevaluatedProperties === false;
  const value = properties[name];
  if (value === false) return true;
  const resolved = flat(document, value);
  return isObject(resolved.not) && Object.keys(resolved.not).length === 0;
}

/** Whether some value may match both alternatives: false only when something proves they exclude each other. */
export function mayOverlap(document: JsonObject, x: JsonObject, y: JsonObject): boolean {
  if (disjointValues(document, x, y)) return false;
  const requiredX = required(x);
  const requiredY = required(y);
  if (requiredX.some((name) => forbids(document, y, name)) || requiredY.some((name) => forbids(document, x, name)))
    return false;
  for (const name of requiredX.filter((other) => requiredY.includes(other))) {
    const inX = property(document, x, name);
    const inY = property(document, y, name);
    if (inX && inY && disjointValues(document, inX, inY)) return false;
  }
  return true;
}

/** Pairs of alternatives that may overlap; none when a discriminator picks the alternative. */
function overlapping(document: JsonObject, schema: JsonObject, list: Json[]): [number, number][] {
  if (schema.discriminator !== undefined) return [];
  const members = alternatives(document, schema, list);
  const pairs: [number, number][] = [];
  members.forEach((x, i) => {
    members.forEach((y, j) => {
      if (i < j && mayOverlap(document, x, y)) pairs.push([i, j]);
    });
  });
  return pairs;
}

/**
 * Judges what `oneOf` against `anyOf` changes (the members compared already, `pairs`: before's
 * index → after's; a schema that is no choice is one alternative).
 */
export function compareExclusivity(
  walk: SchemaWalk,
  A: JsonObject,
  B: JsonObject,
  at: string,
  keys: { before: string[]; after: string[] },
  pairs: Map<number, number>,
): void {
  const choiceA = choicesOf(A);
  const choiceB = choicesOf(B);
  const input = walk.direction === 'input';
  const exclusiveA = choiceA?.exclusive === true;
  const exclusiveB = choiceB?.exclusive === true;
  const behind = new Map([...pairs].map(([a, b]) => [b, a]));
  const name = (i: number, j: number) => `\`${keys.after[i] ?? i}\` and \`${keys.after[j] ?? j}\``;
  if (choiceB && (input ? exclusiveB : exclusiveA && !exclusiveB)) {
    // Input: a oneOf refuses what matches several. Output: a oneOf become anyOf may return it.
    const membersA = choiceA ? alternatives(walk.before, A, choiceA.list) : [A];
    const newly = overlapping(walk.after, B, choiceB.list).filter(([i, j]) => {
      const [a, b] = [behind.get(i), behind.get(j)];
      if (choiceA && a !== undefined && b !== undefined && a !== b) {
        const [x, y] = [membersA[a], membersA[b]];
        const overlappedBefore = x !== undefined && y !== undefined && mayOverlap(walk.before, x, y);
        // On input, values both admitted were refused already if the release's choice was a oneOf.
        return !(overlappedBefore && exclusiveA === input);
      }
      return true;
    });
    const membersB = alternatives(walk.after, B, choiceB.list);
    for (const [i, j] of newly) {
      const both = [...new Set([...required(membersB[i] ?? {}), ...required(membersB[j] ?? {})])];
      // A request the release accepted must be able to be in both.
      const refusedBefore =
        both.some((other) => forbids(walk.before, A, other)) || disjointValues(walk.before, A, membersB[i] ?? {});
      if (!choiceA && refusedBefore) continue;
      const what = both.length > 0 ? `with ${both.map((other) => `\`${other}\``).join(' and ')}` : 'that matches both';
      walk.report(
        input
          ? {
              level: 'breaking',
              kind: 'alternatives-overlap',
              location: at,
              message: `alternatives ${name(i, j)} can overlap: a request ${what} matches both, and a oneOf refuses a value that matches more than one: ${WHY.narrowedInput}`,
            }
          : {
              level: widening(walk),
              kind: 'alternatives-overlap',
              location: at,
              message: `now an anyOf whose alternatives ${name(i, j)} can overlap: a value ${what} may be returned${whyWidened(walk)}`,
            },
      );
    }
    return;
  }
  if (choiceA && choiceB && exclusiveA !== exclusiveB && overlapping(walk.before, A, choiceA.list).length > 0) {
    // Input: a oneOf become anyOf accepts what matches several; output: an anyOf become oneOf returns less.
    walk.report({
      level: input ? widening(walk) : narrowing(walk),
      kind: input ? 'alternatives-overlap' : 'alternatives-exclusive',
      location: at,
      message: input
        ? 'now an anyOf: a request that matches several alternatives is accepted'
        : 'now a oneOf: no value that matches several alternatives is returned',
    });
  }
}
