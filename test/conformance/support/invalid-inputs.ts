// Invalid inputs derived from the document's schemas, never written by hand: each starts from a
// documented example and breaks one thing, and Ajv confirms against the same schema that the
// result really is invalid before the suite expects a 400 for it.
import { isObject, type Json, type JsonObject, type Operation, type Parameter } from './document.js';
import { jsonBodyExample } from './requests.js';
import { isValid } from './schemas.js';

export interface InvalidBody {
  kind: string;
  /** What was broken, for the test name. */
  detail: string;
  body: string;
  contentType: string;
}

export interface NotApplicable {
  kind: string;
  reason: string;
}

export const BODY_KINDS = {
  missing: 'a required field missing',
  unknown: 'an unknown field',
  wrongType: 'a field of the wrong type',
  malformed: 'malformed JSON',
  mediaType: 'a media type the operation does not accept',
} as const;

const OTHER_MEDIA_TYPE = 'text/plain';

/** A value of another JSON type than the given one. */
function ofAnotherType(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (Array.isArray(value)) return 'not-an-array';
  if (value === null) return 12345;
  return 'not-an-object';
}

/** The invalid bodies of an operation with a JSON body, and the kinds that do not apply to it. */
export function invalidBodies(operation: Operation): { cases: InvalidBody[]; notApplicable: NotApplicable[] } {
  const example = jsonBodyExample(operation);
  if (!example) return { cases: [], notApplicable: [] };
  const { media, value } = example;
  const pointer = media.schemaPointer;
  if (!pointer) throw new Error(`${operation.label}: the request body has no schema`);
  const cases: InvalidBody[] = [];
  const notApplicable: NotApplicable[] = [];
  const json = (body: Json) => ({ body: JSON.stringify(body), contentType: media.mediaType });
  const fields = isObject(value) ? Object.keys(value) : [];

  // A required field missing: the first field of the example whose removal makes the body invalid.
  // Failing that, when the schema asks for at least one field (minProperties), the empty object.
  const required = fields.find((field) => !isValid(pointer, withoutField(value as JsonObject, field)));
  if (required !== undefined) {
    cases.push({
      kind: BODY_KINDS.missing,
      detail: `without "${required}"`,
      ...json(withoutField(value as JsonObject, required)),
    });
  } else if (isObject(value) && !isValid(pointer, {})) {
    cases.push({ kind: BODY_KINDS.missing, detail: 'without any field', ...json({}) });
  } else {
    notApplicable.push({ kind: BODY_KINDS.missing, reason: 'the schema requires no field' });
  }

  // An unknown field: the introduction promises it is rejected, so the case exists for every
  // object body (a schema that accepts it would let the request through, and the test fails).
  if (isObject(value)) {
    let name = 'unknown_field';
    while (name in value) name += '_';
    cases.push({ kind: BODY_KINDS.unknown, detail: `with "${name}"`, ...json({ ...value, [name]: true }) });
  } else {
    notApplicable.push({ kind: BODY_KINDS.unknown, reason: 'the body is not an object' });
  }

  // A field of the wrong type: the first field whose value of another type makes the body invalid.
  const retyped = fields.find(
    (field) =>
      !isValid(pointer, { ...(value as JsonObject), [field]: ofAnotherType((value as JsonObject)[field] as Json) }),
  );
  if (retyped !== undefined) {
    const body = { ...(value as JsonObject), [retyped]: ofAnotherType((value as JsonObject)[retyped] as Json) };
    cases.push({
      kind: BODY_KINDS.wrongType,
      detail: `"${retyped}" as ${JSON.stringify(body[retyped])}`,
      ...json(body),
    });
  } else {
    notApplicable.push({ kind: BODY_KINDS.wrongType, reason: 'no field of the example has a type to break' });
  }

  // Malformed JSON: the example without its last character.
  const text = JSON.stringify(value);
  cases.push({
    kind: BODY_KINDS.malformed,
    detail: 'the example cut short by one character',
    body: text.slice(0, -1),
    contentType: media.mediaType,
  });

  // The example, well-formed, but announced as another media type.
  if (!operation.requestBody?.content.some((candidate) => candidate.mediaType === OTHER_MEDIA_TYPE)) {
    cases.push({
      kind: BODY_KINDS.mediaType,
      detail: `sent as ${OTHER_MEDIA_TYPE}`,
      body: text,
      contentType: OTHER_MEDIA_TYPE,
    });
  }
  return { cases, notApplicable };
}

function withoutField(value: JsonObject, field: string): JsonObject {
  const { [field]: _removed, ...rest } = value;
  return rest;
}

export interface InvalidValue {
  /** The schema keyword the value breaks (maximum, enum, pattern, …). */
  keyword: string;
  /** The value as sent on the wire. */
  raw: string;
}

/**
 * Values a parameter's schema rejects, one per keyword it has: past the bounds, outside the enum,
 * too long or short, not matching the pattern or format, of the wrong type.
 */
export function invalidParameterValues(parameter: Parameter): InvalidValue[] {
  const schema = parameter.schema;
  const types = ([] as Json[]).concat(schema.type ?? []);
  const candidates: { keyword: string; value: Json }[] = [];
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric) {
    if (typeof schema.maximum === 'number') candidates.push({ keyword: 'maximum', value: schema.maximum + 1 });
    if (typeof schema.minimum === 'number') candidates.push({ keyword: 'minimum', value: schema.minimum - 1 });
    if (typeof schema.exclusiveMaximum === 'number')
      candidates.push({ keyword: 'exclusiveMaximum', value: schema.exclusiveMaximum });
    if (typeof schema.exclusiveMinimum === 'number')
      candidates.push({ keyword: 'exclusiveMinimum', value: schema.exclusiveMinimum });
    candidates.push({ keyword: 'type', value: 'not-a-number' });
  }
  if (types.includes('boolean')) candidates.push({ keyword: 'type', value: 'not-a-boolean' });
  if (Array.isArray(schema.enum)) {
    let outside = 'not_in_enum';
    while (schema.enum.includes(outside)) outside += '_';
    candidates.push({ keyword: 'enum', value: outside });
  }
  if (typeof schema.maxLength === 'number')
    candidates.push({ keyword: 'maxLength', value: 'a'.repeat(schema.maxLength + 1) });
  if (typeof schema.minLength === 'number' && schema.minLength > 1)
    candidates.push({ keyword: 'minLength', value: 'a'.repeat(schema.minLength - 1) });
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const breaking = ['!', 'Not Valid!', '-', '~~'].find((candidate) => !pattern.test(candidate));
    if (breaking !== undefined) candidates.push({ keyword: 'pattern', value: breaking });
  }
  if (schema.format === 'date-time' || schema.format === 'date')
    candidates.push({ keyword: 'format', value: 'not-a-date' });

  const seen = new Set<string>();
  return candidates
    .filter(({ value }) => !isValid(parameter.schemaPointer, value))
    .map(({ keyword, value }) => ({ keyword, raw: typeof value === 'string' ? value : JSON.stringify(value) }))
    .filter(({ raw }) => !seen.has(raw) && seen.add(raw) !== undefined);
}
