// Schema changes judged as the wire carries the value (wire.ts): a single value where a list is now
// read (or back) when lists travel as the value repeated or joined, and the `xml` keyword, which
// names and places the elements of an XML body.
import { sameCanonical } from './canonical.js';
import { isObject, show, type Json, type JsonObject } from './document.js';
import { finiteValues, typesOf } from './schema-values.js';
import { narrowing, type SchemaWalk, whyNarrowed, whyWidened, widening } from './schema-walk.js';
import { listsAt } from './wire.js';

type Compare = (walk: SchemaWalk, before: Json | undefined, after: Json | undefined, at: string) => void;

const open = (value: Json | undefined): Json => (value === undefined || value === true ? {} : value);

function isList(types: Set<string>): boolean {
  return types.size === 1 && types.has('array');
}

function isSingle(types: Set<string>): boolean {
  return !types.has('array') && !types.has('object');
}

function wrapped(schema: JsonObject): boolean {
  return isObject(schema.xml) && schema.xml.wrapped === true;
}

/** Whether no value the schema admits contains the delimiter (so joined values split as they were sent). */
function keepsDelimiter(document: JsonObject, schema: JsonObject, delimiter: string): boolean {
  const types = typesOf(schema);
  if (types && [...types].every((type) => type === 'integer' || type === 'boolean' || type === 'null')) return true;
  if (types && delimiter !== '.' && [...types].every((type) => type === 'integer' || type === 'number')) return true;
  const values = finiteValues(document, schema);
  return values?.every((value) => typeof value !== 'string' || !value.includes(delimiter)) === true;
}

/**
 * Where lists travel as the value repeated or joined (a parameter, a form field, an XML element
 * that is not wrapped), a single value sent is read as a list of one: a single value becoming a
 * list (of the same values) admits everything it admitted; a list becoming a single value refuses
 * the requests that sent several. True when it judged the pair (the item is compared with the single value).
 */
export function compareSingleAndList(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string, compare: Compare) {
  const lists = listsAt(walk.wire, walk.slot);
  const typesA = typesOf(A);
  const typesB = typesOf(B);
  if (lists === undefined || !typesA || !typesB) return false;
  if (walk.wire.kind === 'xml' && (wrapped(A) || wrapped(B))) return false;
  const how = lists === 'repeated' ? 'the value repeated' : `values joined by \`${lists.delimiter}\``;
  const inner = { ...walk, slot: 'other' as const };
  if (isSingle(typesA) && isList(typesB)) {
    if (lists !== 'repeated' && !keepsDelimiter(walk.before, A, lists.delimiter)) {
      walk.report({
        level: 'breaking',
        kind: 'serialization-changed',
        location: at,
        message: `now a list of ${how}: a value containing \`${lists.delimiter}\`, valid against the release, is now read as several values`,
      });
    }
    walk.report({
      level: widening(walk),
      kind: 'type-widened',
      location: at,
      message: `may now be several values (${how}); a single value still reads as a list of one${whyWidened(walk)}`,
    });
    const minItems = typeof B.minItems === 'number' ? B.minItems : 0;
    if (minItems > 1)
      walk.report({
        level: narrowing(walk),
        kind: 'constraint-tightened',
        location: at,
        message: `\`minItems\` ${minItems}: a single value is no longer enough${whyNarrowed(walk)}`,
      });
    compare(inner, A, open(B.items), at);
    return true;
  }
  if (isList(typesA) && isSingle(typesB)) {
    const input = walk.direction === 'input';
    walk.report({
      level: narrowing(walk),
      kind: 'type-narrowed',
      location: at,
      message: `no longer several values (${how}): ${input ? 'requests that send several, valid against the release, are refused' : 'clients get one value, which reads as a list of one'}`,
    });
    compare(inner, open(A.items), B, at);
    return true;
  }
  return false;
}

/** Under an XML media type `xml` names and places the element: any change to it changes the wire. */
export function compareXml(walk: SchemaWalk, A: JsonObject, B: JsonObject, at: string): void {
  if (sameCanonical(walk.before, A.xml, walk.after, B.xml)) return;
  walk.report({
    level: 'breaking',
    kind: 'xml-changed',
    location: at,
    message: `\`xml\` changed (${show(A.xml)} → ${show(B.xml)}): the element is named, placed or wrapped differently, so documents written or read against the release no longer match`,
  });
}
