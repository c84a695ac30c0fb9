// Compares two JSON Schemas (OpenAPI 3.1, resolved through components) in one direction: what a
// client sends (input) or what it receives (output). Narrowing what is accepted breaks senders;
// widening what is returned breaks readers; the opposite changes are additive.
import type { Level, Report } from './findings.js';
import { isObject, resolve, sameJson, show, type Json, type JsonObject } from './document.js';

export type Direction = 'input' | 'output';

export interface SchemaWalk {
  before: JsonObject;
  after: JsonObject;
  direction: Direction;
  report: Report;
  /** The pairs of `$ref` chains being compared, so that recursive schemas terminate. */
  stack: Set<string>;
}

const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties', 'maxContains'];
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties', 'minContains'];
const EXACT_CONSTRAINTS = ['pattern', 'format', 'multipleOf', 'contentEncoding', 'contentMediaType'];
/** Keywords compared as a whole (by value, not resolved): any change on input is suspicious. */
const OPAQUE_CONSTRAINTS = ['if', 'then', 'else', 'not', 'dependentRequired', 'dependentSchemas', 'patternProperties', 'prefixItems', 'contains'];

const WHY = {
  narrowedInput: 'requests valid against the release are refused',
  widenedOutput: 'clients written against the release may receive what they do not expect',
};

export function compareSchemas(walk: SchemaWalk, rawBefore: Json | undefined, rawAfter: Json | undefined, at: string): void {
  const a = resolve(walk.before, rawBefore);
  const b = resolve(walk.after, rawAfter);
  const key = `${a.refs.join(',')}|${b.refs.join(',')}`;
  if (a.refs.length + b.refs.length > 0 && walk.stack.has(key)) return;
  walk.stack.add(key);
  try {
    compareResolved(walk, flattenAllOf(walk.before, a.node), flattenAllOf(walk.after, b.node), rawBefore, rawAfter, at);
  } finally {
    walk.stack.delete(key);
  }
}

function compareResolved(walk: SchemaWalk, A: JsonObject, B: JsonObject, rawA: Json | undefined, rawB: Json | undefined, at: string): void {
  if (B.deprecated === true && A.deprecated !== true) {
    walk.report({ level: 'additive', kind: 'deprecated', location: at, message: 'deprecated', names: [lastName(at)], sunset: B['x-sunset'] });
  }
  const choiceA = choices(A);
  const choiceB = choices(B);
  if (choiceA || choiceB) {
    compareChoices(walk, choiceA ?? [rawA ?? {}], choiceB ?? [rawB ?? {}], at, A['x-extensible-enum'] === true);
    if (!choiceA || !choiceB) return;
  }
  if (!compareTypes(walk, A, B, at)) return;
  compareEnums(walk, A, B, at);
  compareConstraints(walk, A, B, at);
  if (walk.direction === 'input' && A.default !== undefined && !sameJson(A.default, B.default)) {
    walk.report({
      level: 'breaking',
      kind: 'default-changed',
      location: at,
      message: `default changed from ${show(A.default)} to ${show(B.default)}: requests that omit it now behave differently`,
    });
  }
  compareProperties(walk, A, B, at);
  if (A.items !== undefined || B.items !== undefined) compareSchemas(walk, A.items, B.items, `${at}[]`);
}

/** Narrowing (accepting less) or widening (allowing more): its level depends on the direction. */
function narrowing(walk: SchemaWalk): Level {
  return walk.direction === 'input' ? 'breaking' : 'additive';
}
function widening(walk: SchemaWalk): Level {
  return walk.direction === 'output' ? 'breaking' : 'additive';
}

function typesOf(schema: JsonObject): Set<string> | undefined {
  const { type } = schema;
  const list = Array.isArray(type) ? type : typeof type === 'string' ? [type] : undefined;
  if (!list) return undefined;
  const types = new Set(list.map(String));
  if (schema.nullable === true) types.add('null');
  return types;
}

function accepts(types: Set<string>, type: string): boolean {
  return types.has(type) || (type === 'integer' && types.has('number'));
}

/** Reports type changes; false when the types no longer overlap (nothing more worth comparing). */
function compareTypes(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): boolean {
  const before = typesOf(A);
  const after = typesOf(B);
  const list = (types: Iterable<string>) => [...types].map((type) => `\`${type}\``).join(' or ');
  if (before && after) {
    const lost = [...before].filter((type) => !accepts(after, type));
    const gained = [...after].filter((type) => !accepts(before, type));
    if (lost.length > 0 && gained.length > 0) {
      walk.report({ level: 'breaking', kind: 'type-changed', location: at, message: `type changed from ${list(before)} to ${list(after)}: clients and servers written against the release use the old type` });
      return [...before].some((type) => accepts(after, type));
    }
    if (lost.length > 0) {
      walk.report({ level: narrowing(walk), kind: 'type-narrowed', location: at, message: `no longer ${list(lost)}${walk.direction === 'input' ? `: ${WHY.narrowedInput}` : ''}` });
    }
    if (gained.length > 0) {
      walk.report({ level: widening(walk), kind: 'type-widened', location: at, message: `may now be ${list(gained)}${walk.direction === 'output' ? `: ${WHY.widenedOutput}` : ''}` });
    }
  } else if (before && !after) {
    walk.report({ level: widening(walk), kind: 'type-widened', location: at, message: `type ${list(before)} no longer declared (any type)` });
  } else if (!before && after) {
    walk.report({ level: narrowing(walk), kind: 'type-narrowed', location: at, message: `type now restricted to ${list(after)}` });
  }
  return true;
}

function enumOf(schema: JsonObject): Json[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  return schema.const !== undefined ? [schema.const] : undefined;
}

function compareEnums(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): void {
  const before = enumOf(A);
  const after = enumOf(B);
  if (!before && !after) return;
  const values = (list: Json[]) => list.map(show).join(', ');
  if (before && after) {
    const removed = before.filter((value) => !after.some((other) => sameJson(value, other)));
    const added = after.filter((value) => !before.some((other) => sameJson(value, other)));
    if (removed.length > 0) {
      const message = walk.direction === 'input' ? `no longer accepts ${values(removed)}: ${WHY.narrowedInput}` : `no longer returns ${values(removed)}`;
      walk.report({ level: narrowing(walk), kind: 'enum-narrowed', location: at, message });
    }
    if (added.length > 0) {
      // A schema can declare its enum open-ended (`x-extensible-enum: true`): clients were told
      // to expect new values, so adding one to a response is additive.
      const open = A['x-extensible-enum'] === true;
      const message = walk.direction === 'output' ? `may now return ${values(added)}${open ? ' (declared extensible)' : `: ${WHY.widenedOutput}`}` : `now accepts ${values(added)}`;
      walk.report({ level: open ? 'additive' : widening(walk), kind: walk.direction === 'output' ? 'enum-widened' : 'enum-value-added', location: at, message });
    }
  } else if (before) {
    walk.report({ level: widening(walk), kind: 'enum-widened', location: at, message: `the list of values (${values(before)}) was removed` });
  } else if (after) {
    walk.report({ level: narrowing(walk), kind: 'enum-narrowed', location: at, message: `now limited to ${values(after)}` });
  }
}

function compareConstraints(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): void {
  const tightened = (keyword: string, change: string) =>
    walk.report({
      level: narrowing(walk),
      kind: 'constraint-tightened',
      location: at,
      message: `\`${keyword}\` ${change}${walk.direction === 'input' ? `: ${WHY.narrowedInput}` : ''}`,
    });
  const loosened = (keyword: string, change: string) =>
    walk.report({
      level: widening(walk),
      kind: 'constraint-loosened',
      location: at,
      message: `\`${keyword}\` ${change}${walk.direction === 'output' ? `: ${WHY.widenedOutput}` : ''}`,
    });
  const change = (before: Json | undefined, after: Json | undefined) =>
    before === undefined ? `added (${show(after)})` : after === undefined ? `removed (was ${show(before)})` : `${show(before)} → ${show(after)}`;
  for (const [keywords, upper] of [[UPPER_BOUNDS, true], [LOWER_BOUNDS, false]] as const) {
    for (const keyword of keywords) {
      const before = typeof A[keyword] === 'number' ? A[keyword] : undefined;
      const after = typeof B[keyword] === 'number' ? B[keyword] : undefined;
      if (before === after) continue;
      const tighter = before === undefined || (after !== undefined && (upper ? after < before : after > before));
      (tighter ? tightened : loosened)(keyword, change(before, after));
    }
  }
  for (const keyword of EXACT_CONSTRAINTS) {
    if (sameJson(A[keyword], B[keyword])) continue;
    (B[keyword] === undefined ? loosened : tightened)(keyword, change(A[keyword], B[keyword]));
  }
  if (A.uniqueItems !== true && B.uniqueItems === true) tightened('uniqueItems', 'added');
  if (A.uniqueItems === true && B.uniqueItems !== true) loosened('uniqueItems', 'removed');
  for (const keyword of OPAQUE_CONSTRAINTS) {
    if (sameJson(A[keyword], B[keyword])) continue;
    const what = A[keyword] === undefined ? 'added' : B[keyword] === undefined ? 'removed' : 'changed';
    if (what === 'removed') loosened(keyword, what);
    else tightened(keyword, `${what} (compare by hand)`);
  }
}

function closed(schema: JsonObject): boolean {
  return schema.additionalProperties === false || schema.unevaluatedProperties === false;
}

function compareProperties(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): void {
  const propsA = isObject(A.properties) ? A.properties : {};
  const propsB = isObject(B.properties) ? B.properties : {};
  const requiredA = new Set(Array.isArray(A.required) ? A.required.map(String) : []);
  const requiredB = new Set(Array.isArray(B.required) ? B.required.map(String) : []);
  const names = new Set([...Object.keys(propsA), ...Object.keys(propsB), ...requiredA, ...requiredB]);
  const input = walk.direction === 'input';
  for (const name of names) {
    const where = `${at} › ${name}`;
    const inA = name in propsA || requiredA.has(name);
    const inB = name in propsB || requiredB.has(name);
    if (inA && !inB) {
      const message = input
        ? `property removed: requests that send it ${closed(B) ? 'are refused (unknown field)' : 'are no longer understood'}`
        : 'property removed: clients that read it no longer get it';
      walk.report({ level: 'breaking', kind: 'property-removed', location: where, message });
    } else if (!inA && inB) {
      if (input && requiredB.has(name)) {
        walk.report({ level: 'breaking', kind: 'required-property-added', location: where, message: `new required property: requests written against the release lack it and are refused` });
      } else {
        walk.report({ level: 'additive', kind: 'property-added', location: where, message: `new ${input ? 'optional ' : ''}property` });
      }
    } else {
      if (!requiredA.has(name) && requiredB.has(name)) {
        walk.report({ level: narrowing(walk), kind: 'property-made-required', location: where, message: input ? `now required: ${WHY.narrowedInput}` : 'now always present' });
      } else if (requiredA.has(name) && !requiredB.has(name)) {
        walk.report({ level: widening(walk), kind: 'property-made-optional', location: where, message: input ? 'now optional' : 'no longer always present: clients that rely on it break' });
      }
      if (name in propsA && name in propsB) compareSchemas(walk, propsA[name], propsB[name], where);
    }
  }
  if (!closed(A) && closed(B)) {
    walk.report({ level: narrowing(walk), kind: 'closed', location: at, message: input ? `unknown properties are now refused: ${WHY.narrowedInput}` : 'no other properties any more' });
  } else if (closed(A) && !closed(B)) {
    walk.report({ level: 'additive', kind: 'opened', location: at, message: 'other properties are now allowed' });
  }
  if (isObject(A.additionalProperties) && isObject(B.additionalProperties)) compareSchemas(walk, A.additionalProperties, B.additionalProperties, `${at} › *`);
}

function choices(schema: JsonObject): Json[] | undefined {
  const list = schema.oneOf ?? schema.anyOf;
  return Array.isArray(list) ? list : undefined;
}

/** Keys that pair the members of two oneOf/anyOf lists: the component name, else the type, else the position. */
function memberKeys(document: JsonObject, members: Json[]): string[] {
  const types = members.map((member) => (isObject(member) && typeof member.$ref === 'string' ? undefined : resolve(document, member).node.type));
  return members.map((member, index) => {
    if (isObject(member) && typeof member.$ref === 'string') return member.$ref.split('/').pop() ?? `#${index}`;
    const type = types[index];
    if (typeof type === 'string' && types.filter((other) => other === type).length === 1) return type;
    return `#${index + 1}`;
  });
}

/** `open`: the choice was declared extensible (`x-extensible-enum` on the `oneOf`), so new alternatives are additive. */
function compareChoices(walk: SchemaWalk, before: Json[], after: Json[], at: string, open = false): void {
  const keysA = memberKeys(walk.before, before);
  const keysB = memberKeys(walk.after, after);
  keysA.forEach((key, index) => {
    const match = keysB.indexOf(key);
    const where = before.length > 1 || after.length > 1 ? `${at} (${key})` : at;
    if (match === -1) {
      const message = walk.direction === 'input' ? `alternative \`${key}\` removed: ${WHY.narrowedInput}` : `alternative \`${key}\` is no longer returned`;
      walk.report({ level: narrowing(walk), kind: 'alternative-removed', location: where, message });
    } else {
      compareSchemas(walk, before[index], after[match], where);
    }
  });
  for (const key of keysB.filter((key) => !keysA.includes(key))) {
    const message =
      walk.direction === 'output' ? `alternative \`${key}\` added${open ? ' (declared extensible)' : `: ${WHY.widenedOutput}`}` : `alternative \`${key}\` now accepted`;
    walk.report({ level: open ? 'additive' : widening(walk), kind: 'alternative-added', location: `${at} (${key})`, message });
  }
}

/** allOf merged into one schema (properties and required united; other keywords: first wins). */
function flattenAllOf(document: JsonObject, node: JsonObject): JsonObject {
  if (!Array.isArray(node.allOf)) return node;
  const { allOf, ...rest } = node;
  let merged: JsonObject = rest;
  for (const part of allOf) {
    const flat = flattenAllOf(document, resolve(document, part).node);
    merged = {
      ...flat,
      ...merged,
      properties: { ...(isObject(flat.properties) ? flat.properties : {}), ...(isObject(merged.properties) ? merged.properties : {}) },
      required: [...new Set([...(Array.isArray(flat.required) ? flat.required : []), ...(Array.isArray(merged.required) ? merged.required : [])].map(String))],
    };
  }
  return merged;
}

function lastName(at: string): string {
  return at.split(' › ').pop() ?? at;
}
