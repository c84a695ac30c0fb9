// Enums and choices (oneOf/anyOf). Where both sides admit a finite set of values (an enum, a const,
// or a choice of them) the sets are compared; where one side does, the other side's schema is asked
// which of those values it admits (schema-values.ts): an enum replaced by a oneOf that no longer
// admits an old value names that value. Otherwise the members of two choices are paired (the same
// component; else the inline members whose comparison finds least) and compared one by one.
import { isObject, resolve, sameJson, show, type Json, type JsonObject } from './document.js';
import type { Finding } from './findings.js';
import { admits, finiteValues, flat } from './schema-values.js';
import { narrowing, widening, whyNarrowed, whyWidened, WHY, type SchemaWalk } from './schema-walk.js';

type Compare = (walk: SchemaWalk, before: Json | undefined, after: Json | undefined, at: string) => void;

const values = (list: Json[]) => list.map(show).join(', ');

/** Compares what two schemas admit as value sets; false when neither admits a finite set. */
export function compareValueSets(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): boolean {
  const valuesA = finiteValues(walk.before, A);
  const valuesB = finiteValues(walk.after, B);
  if (!valuesA && !valuesB) return false;
  const input = walk.direction === 'input';
  const within = (list: Json[] | undefined, document: JsonObject, schema: JsonObject, value: Json) =>
    list ? list.some((other) => sameJson(value, other)) : admits(document, schema, value) === 'yes';
  const lost = (valuesA ?? []).filter((value) => !within(valuesB, walk.after, B, value));
  const gained = (valuesB ?? []).filter((value) => !within(valuesA, walk.before, A, value));
  if (lost.length > 0) {
    const told = valuesB ? '' : ' (or the gate cannot tell that the new schema admits them)';
    const message = input
      ? `no longer accepts ${values(lost)}${told}: ${WHY.narrowedInput}`
      : `no longer returns ${values(lost)}`;
    walk.report({ level: narrowing(walk), kind: 'enum-narrowed', location: at, message });
  }
  if (gained.length > 0) {
    // A schema can declare its enum open-ended (`x-extensible-enum: true`): clients were told to
    // expect new values, so adding one to a response is additive.
    const open = A['x-extensible-enum'] === true;
    const message = input
      ? `now accepts ${values(gained)}`
      : `may now return ${values(gained)}${open ? ' (declared extensible)' : `: ${WHY.widenedOutput}`}`;
    walk.report({
      level: open ? 'additive' : widening(walk),
      kind: input ? 'enum-value-added' : 'enum-widened',
      location: at,
      message,
    });
  }
  if (valuesA && !valuesB) {
    walk.report({
      level: widening(walk),
      kind: 'enum-widened',
      location: at,
      message: `no longer limited to the list of values (${values(valuesA)})${whyWidened(walk)}`,
    });
  } else if (!valuesA && valuesB) {
    walk.report({
      level: narrowing(walk),
      kind: 'enum-narrowed',
      location: at,
      message: `now limited to ${values(valuesB)}${whyNarrowed(walk)}`,
    });
  }
  return true;
}

/** Names for the members of a choice in reports: the component name, else the type, else the position. */
function memberKeys(document: JsonObject, members: Json[]): string[] {
  const types = members.map((member) =>
    isObject(member) && typeof member.$ref === 'string' ? undefined : resolve(document, member).node.type,
  );
  return members.map((member, index) => {
    if (isObject(member) && typeof member.$ref === 'string') return member.$ref.split('/').pop() ?? `#${index}`;
    const type = types[index];
    if (typeof type === 'string' && types.filter((other) => other === type).length === 1) return type;
    return `#${index + 1}`;
  });
}

const refName = (member: Json | undefined) =>
  isObject(member) && typeof member.$ref === 'string' ? member.$ref.split('/').pop() : undefined;

function typesOverlap(a: JsonObject, b: JsonObject): boolean {
  const list = (type: Json | undefined) =>
    Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : undefined;
  const typesA = list(a.type);
  const typesB = list(b.type);
  if (!typesA || !typesB) return true;
  const numeric = (type: string) => (type === 'integer' ? 'number' : type);
  return typesA.some((type) => typesB.some((other) => numeric(type) === numeric(other)));
}

/** Pairs members of two choices: same component name first, then the closest inline members (fewest findings, then nearest position). */
function pairMembers(
  walk: SchemaWalk,
  before: Json[],
  after: Json[],
  compare: Compare,
  outer: Outer,
): Map<number, number> {
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  before.forEach((member, index) => {
    const name = refName(member);
    const match =
      name === undefined
        ? -1
        : after.findIndex((other, otherIndex) => !taken.has(otherIndex) && refName(other) === name);
    if (match !== -1) {
      pairs.set(index, match);
      taken.add(match);
    }
  });
  const candidates: { a: number; b: number; cost: number }[] = [];
  before.forEach((member, a) => {
    if (pairs.has(a)) return;
    after.forEach((other, b) => {
      if (taken.has(b) || (refName(member) !== undefined && refName(other) !== undefined)) return;
      const [memberA, memberB] = [withOuter(member, outer.before), withOuter(other, outer.after)];
      if (!typesOverlap(flat(walk.before, memberA), flat(walk.after, memberB))) return;
      const found: Omit<Finding, 'operation'>[] = [];
      compare({ ...walk, report: (finding) => found.push(finding), stack: new Set(walk.stack) }, memberA, memberB, '');
      const cost =
        found.reduce((sum, finding) => sum + (finding.level === 'breaking' ? 1000 : 1), 0) * 100 + Math.abs(a - b);
      candidates.push({ a, b, cost });
    });
  });
  for (const { a, b } of candidates.sort((x, y) => x.cost - y.cost)) {
    if (pairs.has(a) || taken.has(b)) continue;
    pairs.set(a, b);
    taken.add(b);
  }
  return pairs;
}

/**
 * The keywords beside a `oneOf`/`anyOf` (`type`, `properties`, `unevaluatedProperties: false`, …)
 * hold for every alternative. When only one side is a choice, its alternatives are compared with
 * them (`allOf` of the two), the other side as its only alternative.
 */
export interface Outer {
  before?: JsonObject;
  after?: JsonObject;
}

/** A choice's own keywords beside the `oneOf`/`anyOf`, when any constrains values (else undefined). */
export function outerOf(schema: JsonObject): JsonObject | undefined {
  const outer = Object.fromEntries(
    Object.entries(schema).filter(([keyword]) => !BESIDE_IGNORED.has(keyword) && !keyword.startsWith('x-')),
  );
  return Object.keys(outer).length > 0 ? outer : undefined;
}
const BESIDE_IGNORED = new Set([
  'oneOf',
  'anyOf',
  'description',
  'title',
  'summary',
  'example',
  'examples',
  'externalDocs',
  '$comment',
  'deprecated',
  'discriminator',
]);

function withOuter(member: Json, outer: JsonObject | undefined): Json {
  return outer ? { allOf: [outer, member] } : member;
}

/**
 * `open`: the choice was declared extensible (`x-extensible-enum` on the `oneOf`), so new
 * alternatives are additive. Returns how the members were paired (before's index → after's) and
 * their names in the report.
 */
export function compareChoices(
  walk: SchemaWalk,
  before: Json[],
  after: Json[],
  at: string,
  open: boolean,
  compare: Compare,
  outer: Outer = {},
): { pairs: Map<number, number>; keys: { before: string[]; after: string[] } } {
  const keysA = memberKeys(walk.before, before);
  const keysB = memberKeys(walk.after, after);
  const pairs = pairMembers(walk, before, after, compare, outer);
  const several = before.length > 1 || after.length > 1;
  keysA.forEach((key, index) => {
    const match = pairs.get(index);
    const where = several ? `${at} (${key})` : at;
    if (match === undefined) {
      const message =
        walk.direction === 'input'
          ? `alternative \`${key}\` removed: ${WHY.narrowedInput}`
          : `alternative \`${key}\` is no longer returned`;
      walk.report({ level: narrowing(walk), kind: 'alternative-removed', location: where, message });
    } else {
      compare(walk, withOuter(before[index] ?? {}, outer.before), withOuter(after[match] ?? {}, outer.after), where);
    }
  });
  const paired = new Set(pairs.values());
  keysB.forEach((key, index) => {
    if (paired.has(index)) return;
    const message =
      walk.direction === 'output'
        ? `alternative \`${key}\` added${open ? ' (declared extensible)' : `: ${WHY.widenedOutput}`}`
        : `alternative \`${key}\` now accepted`;
    walk.report({
      level: open ? 'additive' : widening(walk),
      kind: 'alternative-added',
      location: `${at} (${key})`,
      message,
    });
  });
  return { pairs, keys: { before: keysA, after: keysB } };
}
