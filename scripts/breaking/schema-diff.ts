// Compares two JSON Schemas (OpenAPI 3.1, resolved through components) in one direction: what the
// server reads (input) or what a client reads (output), schema-walk.ts. Narrowing what is accepted
// breaks senders; widening what is returned breaks readers; the opposite changes are additive. The
// direction is kept through every `$ref`, `allOf` (merged, schema-merge.ts), `oneOf`/`anyOf`
// (schema-alternatives.ts, schema-overlap.ts), `items`, `prefixItems`, `additionalProperties` and
// property, and so is the wire the value travels on (wire.ts, schema-wire.ts). It fails closed: a
// keyword the gate does not understand (schema-keywords.ts) counts as narrowing when added; a keyword
// that changed and that no rule judged, or a schema built differently that admits the same values,
// is an `unclassified` breaking finding (unclassified.ts).
import { canonical, isDocumentation, sameCanonical } from './canonical.js';
import { isObject, resolve, sameJson, show, type Json, type JsonObject } from './document.js';
import { compareSunset } from './deprecation.js';
import { compareChoices, compareValueSets, outerOf } from './schema-alternatives.js';
import {
  EXACT_CONSTRAINTS,
  formatChange,
  LOWER_BOUNDS,
  notUnderstood,
  OPAQUE_CONSTRAINTS,
  UPPER_BOUNDS,
} from './schema-keywords.js';
import { flattenAllOf, schemaObject } from './schema-merge.js';
import { compareExclusivity } from './schema-overlap.js';
import { choicesOf, typesOf } from './schema-values.js';
import { narrowing, type SchemaWalk, WHY, whyNarrowed, whyWidened, widening } from './schema-walk.js';
import { compareSingleAndList, compareXml } from './schema-wire.js';
import { keywordList, UNCLASSIFIED, unclassifiedMessage } from './unclassified.js';
import { typeContains } from './wire.js';

export { type Direction, type SchemaWalk, walkFor } from './schema-walk.js';

export function compareSchemas(
  walk: SchemaWalk,
  rawBefore: Json | undefined,
  rawAfter: Json | undefined,
  at: string,
): void {
  const a = resolve(walk.before, schemaObject(rawBefore));
  const b = resolve(walk.after, schemaObject(rawAfter));
  const key = `${a.refs.join(',')}|${b.refs.join(',')}`;
  if (a.refs.length + b.refs.length > 0 && walk.stack.has(key)) return;
  walk.stack.add(key);
  try {
    const A = flattenAllOf(walk.before, a.node);
    const B = flattenAllOf(walk.after, b.node);
    const xml = walk.wire.kind === 'xml';
    if (sameCanonical(walk.before, A, walk.after, B, { flat: true, xml })) {
      // Merged, the two admit the same values. Built differently, they are not the same schema:
      // what that changes (the types generated from it, for one) no rule judges.
      if (!sameCanonical(walk.before, a.node, walk.after, b.node, { xml }))
        walk.report({
          level: 'breaking',
          kind: UNCLASSIFIED,
          location: at,
          message: unclassifiedMessage(
            'built differently (its `allOf` members changed), though merged it admits the same values',
          ),
        });
      return;
    }
    compareAllOfMembers(walk, a.node, b.node, at);
    compareResolved(walk, A, B, rawBefore, rawAfter, at);
  } finally {
    walk.stack.delete(key);
  }
}

/**
 * The members of an `allOf` that one side has and the other not, which merged change nothing (the
 * schema admits the same values with or without them): a change of how the schema is built, which
 * no rule judges, whatever else changed beside it.
 */
function compareAllOfMembers(walk: SchemaWalk, a: JsonObject, b: JsonObject, at: string): void {
  const idle = (document: JsonObject, node: JsonObject, other: JsonObject, otherDocument: JsonObject) => {
    const members = Array.isArray(node.allOf) ? node.allOf : [];
    // The other side's members, each matching one member of this side at most.
    const others = (Array.isArray(other.allOf) ? other.allOf : []).map((member) => canonical(otherDocument, member));
    const unmatched = members.filter((member) => {
      const index = others.indexOf(canonical(document, member));
      if (index !== -1) others.splice(index, 1);
      return index === -1;
    });
    const merged = canonical(document, flattenAllOf(document, node), { flat: true });
    const without = (member: Json) => ({ ...node, allOf: members.filter((other) => other !== member) });
    return unmatched.filter(
      (member) => canonical(document, flattenAllOf(document, without(member)), { flat: true }) === merged,
    );
  };
  const added = idle(walk.after, b, a, walk.before);
  const removed = idle(walk.before, a, b, walk.after);
  if (added.length + removed.length === 0) return;
  const what = [
    added.length > 0 ? `added (${added.map(show).join(', ')})` : '',
    removed.length > 0 ? `removed (${removed.map(show).join(', ')})` : '',
  ].filter((part) => part !== '');
  walk.report({
    level: 'breaking',
    kind: UNCLASSIFIED,
    location: at,
    message: unclassifiedMessage(`\`allOf\` members ${what.join(' and ')} that, merged, change nothing it admits`),
  });
}

/** Keywords judged where the property is (compareProperties), in the direction of the walk. */
const JUDGED_BY_PARENT = ['readOnly', 'writeOnly'];

function compareResolved(
  walk: SchemaWalk,
  A: JsonObject,
  B: JsonObject,
  rawA: Json | undefined,
  rawB: Json | undefined,
  at: string,
): void {
  const seen = new Set<string>([...JUDGED_BY_PARENT, 'deprecated']);
  const judged = (...keywords: readonly string[]) => {
    for (const keyword of keywords) seen.add(keyword);
  };
  if (B.deprecated === true && A.deprecated !== true) {
    walk.report({
      level: 'additive',
      kind: 'deprecated',
      location: at,
      message: 'deprecated',
      names: [lastName(at)],
      sunset: B['x-sunset'],
    });
  }
  compareSunset(A, B, at, walk.report);
  judged(...compareNotUnderstood(walk, A, B, at));
  if (walk.wire.kind === 'xml') {
    compareXml(walk, A, B, at);
    judged('xml');
  }
  if (compareSingleAndList(walk, A, B, at, compareSchemas)) return;
  compareDefault(walk, A, B, at);
  judged('default');
  const choiceA = choicesOf(A);
  const choiceB = choicesOf(B);
  // An enum replaced by a choice (or back) is compared by the values each admits: with every
  // keyword of both, as far as the gate can tell (what it cannot counts as not admitted).
  if ((choiceA || choiceB) && compareValueSets(walk, A, B, at)) return;
  if (choiceA && choiceB) {
    const compared = compareChoices(
      walk,
      choiceA.list,
      choiceB.list,
      at,
      A['x-extensible-enum'] === true,
      compareSchemas,
    );
    compareExclusivity(walk, A, B, at, compared.keys, compared.pairs);
    judged('oneOf', 'anyOf');
  } else if (choiceA || choiceB) {
    // One side became (or stopped being) a choice: its alternatives, with the keywords beside them,
    // against the other side whole; so every keyword of both is judged there.
    const outer = { before: choiceA && outerOf(A), after: choiceB && outerOf(B) };
    const compared = compareChoices(
      walk,
      choiceA?.list ?? [rawA ?? {}],
      choiceB?.list ?? [rawB ?? {}],
      at,
      A['x-extensible-enum'] === true,
      compareSchemas,
      outer,
    );
    compareExclusivity(walk, A, B, at, compared.keys, compared.pairs);
    return;
  }
  const types = compareTypes(walk, A, B, at);
  // Types that no longer overlap: the type change says it all.
  if (types === 'disjoint') return;
  judged('type', 'nullable');
  if (!choiceA && !choiceB) compareValueSets(walk, A, B, at);
  judged('enum', 'const');
  compareConstraints(walk, A, B, at);
  judged(...UPPER_BOUNDS, ...LOWER_BOUNDS, 'format', ...EXACT_CONSTRAINTS, ...OPAQUE_CONSTRAINTS, 'uniqueItems');
  // Read as text where it was an element holding others: its structure no longer constrains anything.
  if (types === 'structure') {
    compareProperties(walk, A, B, at);
    compareNested(walk, A, B, at);
  }
  judged('properties', 'required', 'additionalProperties', 'unevaluatedProperties', 'items', 'prefixItems');
  compareLeftovers(walk, A, B, seen, at);
}

/** Fail closed: a keyword that differs and that no rule above judged. */
function compareLeftovers(walk: SchemaWalk, A: JsonObject, B: JsonObject, seen: Set<string>, at: string): void {
  const xml = walk.wire.kind === 'xml';
  const left = [...new Set([...Object.keys(A), ...Object.keys(B)])].filter(
    (keyword) =>
      !seen.has(keyword) &&
      !keyword.startsWith('x-') &&
      !isDocumentation(keyword) &&
      (keyword !== 'xml' || xml) &&
      !sameCanonical(walk.before, A[keyword], walk.after, B[keyword], { xml }),
  );
  if (left.length > 0)
    walk.report({
      level: 'breaking',
      kind: UNCLASSIFIED,
      location: at,
      message: unclassifiedMessage(`${keywordList(left)} changed`),
    });
}

/**
 * A default fills in what a request (input) or an answer (output) omits: the server applies it, and
 * clients and their generated types rely on it. Adding one is additive; changing or removing one
 * changes what an omitted value means.
 */
function compareDefault(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): void {
  if (sameJson(A.default, B.default)) return;
  const input = walk.direction === 'input';
  if (A.default === undefined) {
    walk.report({
      level: 'additive',
      kind: 'default-added',
      location: at,
      message: `default ${show(B.default)} added`,
    });
    return;
  }
  walk.report({
    level: 'breaking',
    kind: 'default-changed',
    location: at,
    message: input
      ? `default changed from ${show(A.default)} to ${show(B.default)}: requests that omit it now behave differently`
      : `default changed from ${show(A.default)} to ${show(B.default)}: clients that fill it in read answers that omit it differently`,
  });
}

/**
 * Reports type changes, each type judged by what it admits on the wire (wire.ts). Returns
 * `disjoint` when the types no longer overlap (nothing more worth comparing), `text` when the value
 * is now read as text where it held other elements (its structure constrains nothing any more).
 */
function compareTypes(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): 'disjoint' | 'text' | 'structure' {
  const before = typesOf(A);
  const after = typesOf(B);
  const accepts = (types: Set<string>, type: string) =>
    [...types].some((outer) => typeContains(walk.wire, outer, type));
  const list = (types: Iterable<string>) => [...types].map((type) => `\`${type}\``).join(' or ');
  if (before && after) {
    const lost = [...before].filter((type) => !accepts(after, type));
    const gained = [...after].filter((type) => !accepts(before, type));
    if (lost.length > 0 && gained.length > 0) {
      walk.report({
        level: 'breaking',
        kind: 'type-changed',
        location: at,
        message: `type changed from ${list(before)} to ${list(after)}: clients and servers written against the release use the old type`,
      });
      if (![...before].some((type) => accepts(after, type))) return 'disjoint';
    }
    if (lost.length > 0 && gained.length === 0)
      walk.report({
        level: narrowing(walk),
        kind: 'type-narrowed',
        location: at,
        message: `no longer ${list(lost)}${whyNarrowed(walk)}`,
      });
    if (gained.length > 0 && lost.length === 0)
      walk.report({
        level: widening(walk),
        kind: 'type-widened',
        location: at,
        message: `may now be ${list(gained)}${whyWidened(walk)}`,
      });
    if (before.has('object') && !after.has('object') && accepts(after, 'object')) return 'text';
  } else if (before && !after) {
    walk.report({
      level: widening(walk),
      kind: 'type-widened',
      location: at,
      message: `type ${list(before)} no longer declared (any type)${whyWidened(walk)}`,
    });
  } else if (!before && after) {
    walk.report({
      level: narrowing(walk),
      kind: 'type-narrowed',
      location: at,
      message: `type now restricted to ${list(after)}${whyNarrowed(walk)}`,
    });
  }
  return 'structure';
}

function compareConstraints(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): void {
  const tightened = (keyword: string, change: string) =>
    walk.report({
      level: narrowing(walk),
      kind: 'constraint-tightened',
      location: at,
      message: `\`${keyword}\` ${change}${whyNarrowed(walk)}`,
    });
  const loosened = (keyword: string, change: string) =>
    walk.report({
      level: widening(walk),
      kind: 'constraint-loosened',
      location: at,
      message: `\`${keyword}\` ${change}${whyWidened(walk)}`,
    });
  // A changed constraint may refuse values it admitted and admit values it refused: both findings.
  const changed = (keyword: string, change: string) => {
    tightened(keyword, `${change} (may refuse values it admitted)`);
    loosened(keyword, `${change} (may admit values it refused)`);
  };
  const change = (before: Json | undefined, after: Json | undefined) =>
    before === undefined
      ? `added (${show(after)})`
      : after === undefined
        ? `removed (was ${show(before)})`
        : `${show(before)} → ${show(after)}`;
  for (const [keywords, upper] of [
    [UPPER_BOUNDS, true],
    [LOWER_BOUNDS, false],
  ] as const) {
    for (const keyword of keywords) {
      const before = typeof A[keyword] === 'number' ? A[keyword] : undefined;
      const after = typeof B[keyword] === 'number' ? B[keyword] : undefined;
      if (before === after) continue;
      const tighter = before === undefined || (after !== undefined && (upper ? after < before : after > before));
      (tighter ? tightened : loosened)(keyword, change(before, after));
    }
  }
  const format = formatChange(A.format, B.format);
  if (format !== 'same')
    ({ narrowed: tightened, widened: loosened, changed })[format]('format', change(A.format, B.format));
  for (const keyword of [...EXACT_CONSTRAINTS, ...OPAQUE_CONSTRAINTS]) {
    // Compared as values, `$ref`s inside followed: a component changed under a `not` changes the `not`.
    if (sameCanonical(walk.before, A[keyword], walk.after, B[keyword])) continue;
    if (A[keyword] === undefined) tightened(keyword, change(undefined, B[keyword]));
    else if (B[keyword] === undefined) loosened(keyword, change(A[keyword], undefined));
    else
      changed(
        keyword,
        OPAQUE_CONSTRAINTS.includes(keyword) ? 'changed (compare by hand)' : change(A[keyword], B[keyword]),
      );
  }
  if (A.uniqueItems !== true && B.uniqueItems === true) tightened('uniqueItems', 'added');
  if (A.uniqueItems === true && B.uniqueItems !== true) loosened('uniqueItems', 'removed');
}

/**
 * Keywords the gate does not understand count as narrowing when added, widening when removed, both
 * when changed. Returns them (judged so).
 */
function compareNotUnderstood(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): string[] {
  const keywords = [...new Set([...notUnderstood(A), ...notUnderstood(B)])];
  for (const keyword of keywords) {
    if (sameCanonical(walk.before, A[keyword], walk.after, B[keyword])) continue;
    const what = A[keyword] === undefined ? 'added' : B[keyword] === undefined ? 'removed' : 'changed';
    const level = what === 'added' ? narrowing(walk) : what === 'removed' ? widening(walk) : 'breaking';
    const counts =
      what === 'added' ? 'narrowing what it admits' : what === 'removed' ? 'widening what it admits' : 'both';
    const why = level === 'breaking' ? `: ${walk.direction === 'input' ? WHY.narrowedInput : WHY.widenedOutput}` : '';
    walk.report({
      level,
      kind: 'keyword-not-understood',
      location: at,
      message: `\`${keyword}\` ${what}: the gate does not understand it (not understood), so it counts as ${counts}${why}`,
    });
  }
  return keywords;
}

function closed(schema: JsonObject): boolean {
  return schema.additionalProperties === false || schema.unevaluatedProperties === false;
}

/** Properties that travel in this direction: a readOnly property is never sent in a request, a writeOnly one never returned. */
function visibleProperties(
  walk: SchemaWalk,
  document: JsonObject,
  schema: JsonObject,
): { properties: JsonObject; hidden: Set<string> } {
  const all = isObject(schema.properties) ? schema.properties : {};
  const hiddenBy = walk.direction === 'input' ? 'readOnly' : 'writeOnly';
  const hidden = new Set(
    Object.keys(all).filter(
      (name) => flattenAllOf(document, resolve(document, schemaObject(all[name])).node)[hiddenBy] === true,
    ),
  );
  return { properties: Object.fromEntries(Object.entries(all).filter(([name]) => !hidden.has(name))), hidden };
}

function compareProperties(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): void {
  const { properties: propsA, hidden: hiddenA } = visibleProperties(walk, walk.before, A);
  const { properties: propsB, hidden: hiddenB } = visibleProperties(walk, walk.after, B);
  const requiredA = new Set(
    (Array.isArray(A.required) ? A.required.map(String) : []).filter((name) => !hiddenA.has(name)),
  );
  const requiredB = new Set(
    (Array.isArray(B.required) ? B.required.map(String) : []).filter((name) => !hiddenB.has(name)),
  );
  const input = walk.direction === 'input';
  // A property of the root is a field (of a form); deeper, a property.
  const child: SchemaWalk = { ...walk, slot: walk.slot === 'root' ? 'field' : 'property' };
  const names = new Set([...Object.keys(propsA), ...Object.keys(propsB), ...requiredA, ...requiredB, ...hiddenB]);
  for (const name of names) {
    const where = `${at} › ${name}`;
    const inA = name in propsA || requiredA.has(name);
    const inB = name in propsB || requiredB.has(name);
    if (inA && !inB) {
      const became = hiddenB.has(name) ? ` (now ${input ? 'readOnly' : 'writeOnly'})` : '';
      const message = input
        ? `property removed${became}: requests that send it ${closed(B) ? 'are refused (unknown field)' : 'are no longer understood'}`
        : `property removed${became}: clients that read it no longer get it`;
      walk.report({ level: 'breaking', kind: 'property-removed', location: where, message });
    } else if (!inA && hiddenB.has(name) && !hiddenA.has(name)) {
      walk.report({
        level: 'additive',
        kind: 'property-added',
        location: where,
        message: `new ${input ? 'readOnly' : 'writeOnly'} property (never ${input ? 'sent in requests' : 'returned'})`,
      });
    } else if (!inA && inB) {
      if (input && requiredB.has(name)) {
        walk.report({
          level: 'breaking',
          kind: 'required-property-added',
          location: where,
          message: `new required property: requests written against the release lack it and are refused`,
        });
      } else {
        walk.report({
          level: 'additive',
          kind: 'property-added',
          location: where,
          message: `new ${input ? 'optional ' : ''}property`,
        });
      }
    } else if (inA && inB) {
      if (!requiredA.has(name) && requiredB.has(name)) {
        walk.report({
          level: narrowing(walk),
          kind: 'property-made-required',
          location: where,
          message: input ? `now required: ${WHY.narrowedInput}` : 'now always present',
        });
      } else if (requiredA.has(name) && !requiredB.has(name)) {
        walk.report({
          level: widening(walk),
          kind: 'property-made-optional',
          location: where,
          message: input ? 'now optional' : 'no longer always present: clients that rely on it break',
        });
      }
      if (name in propsA && name in propsB) compareSchemas(child, propsA[name], propsB[name], where);
    }
  }
  if (!closed(A) && closed(B)) {
    walk.report({
      level: narrowing(walk),
      kind: 'closed',
      location: at,
      message: input ? `unknown properties are now refused: ${WHY.narrowedInput}` : 'no other properties any more',
    });
  } else if (closed(A) && !closed(B)) {
    // Like a new property in a response: clients were told to ignore what they do not know.
    walk.report({ level: 'additive', kind: 'opened', location: at, message: 'other properties are now allowed' });
  }
}

/** The schemas nested for array items and other properties, compared in the same direction. */
function compareNested(parent: SchemaWalk, A: JsonObject, B: JsonObject, at: string): void {
  const walk: SchemaWalk = { ...parent, slot: 'other' };
  const open = (value: Json | undefined) => (value === undefined || value === true ? {} : value);
  for (const keyword of ['additionalProperties', 'unevaluatedProperties'] as const) {
    // `false` is compared as closing the object (compareProperties).
    if (A[keyword] === false || B[keyword] === false || (A[keyword] === undefined && B[keyword] === undefined))
      continue;
    compareSchemas(walk, open(A[keyword]), open(B[keyword]), `${at} › *`);
  }
  const prefixA = Array.isArray(A.prefixItems) ? A.prefixItems : [];
  const prefixB = Array.isArray(B.prefixItems) ? B.prefixItems : [];
  // Position i of an array is checked by prefixItems[i], or by items past the prefix.
  for (let index = 0; index < Math.max(prefixA.length, prefixB.length); index += 1) {
    compareSchemas(walk, prefixA[index] ?? open(A.items), prefixB[index] ?? open(B.items), `${at}[${index}]`);
  }
  if (A.items !== undefined || B.items !== undefined) compareSchemas(walk, open(A.items), open(B.items), `${at}[]`);
}

function lastName(at: string): string {
  return at.split(' › ').pop() ?? at;
}
