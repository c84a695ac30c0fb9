// Invalid inputs derived from the document's schemas, never written by hand (ported from the
// repository's test/conformance/support/invalid-inputs.ts and taken further): each starts from a
// documented example and breaks fields, one way per field per request, and the document's own schema
// (Ajv, JSON Schema 2020-12, as docs/design/errors.md says the servers validate) says what is now
// wrong and where: the field errors a server must list (`errors[]`: a JSON Pointer into the body or
// `query/<name>`, `path/<name>`, `header/<name>`, and the code of the keyword broken).
import type { ContractMedia, ContractOperation, ContractParameter } from '@vps-hosting/api/contract';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { KitContract } from '../contract/document.js';

type AddFormats = (ajv: Ajv2020) => Ajv2020;
const formatsModule = addFormatsModule as unknown as AddFormats & { default?: AddFormats };
const addFormats: AddFormats = formatsModule.default ?? formatsModule;
const DOCUMENT_ID = 'https://conformance.invalid/fields.json';

type Json = unknown;
type JsonObject = Record<string, unknown>;

/** FieldError's code for each JSON Schema keyword (the enum's names are the keywords, snake_case). */
const CODE_OF_KEYWORD: Record<string, string> = {
  required: 'required',
  additionalProperties: 'unknown_field',
  unevaluatedProperties: 'unknown_field',
  type: 'type',
  format: 'format',
  pattern: 'pattern',
  enum: 'enum',
  const: 'enum',
  minLength: 'min_length',
  maxLength: 'max_length',
  minimum: 'minimum',
  exclusiveMinimum: 'minimum',
  maximum: 'maximum',
  exclusiveMaximum: 'maximum',
  minItems: 'min_items',
  maxItems: 'max_items',
  uniqueItems: 'unique_items',
};
/** Keywords that only combine others: their errors repeat those of the branches. */
const COMBINERS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not', 'then', 'else', 'discriminator']);
export const UNKNOWN_FIELD = 'zz_unknown_field';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** What a server must list: per field, the codes that describe what is wrong there. */
export type ExpectedErrors = Map<string, Set<string>>;

/** Ajv over the document with raw errors (keyword and params), to say which fields a value breaks. */
export class FieldRules {
  readonly #ajv: Ajv2020;
  readonly #compiled = new Map<string, ValidateFunction>();

  constructor(contract: KitContract) {
    this.#ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.#ajv);
    this.#ajv.addSchema(contract.model.document, DOCUMENT_ID);
  }

  #validate(pointer: string): ValidateFunction {
    let validate = this.#compiled.get(pointer);
    if (!validate) {
      validate = this.#ajv.getSchema(`${DOCUMENT_ID}#${pointer}`);
      if (!validate) throw new Error(`the document has no schema at ${pointer}`);
      this.#compiled.set(pointer, validate);
    }
    return validate;
  }

  valid(pointer: string, value: unknown): boolean {
    return this.#validate(pointer)(value) === true;
  }

  /** The field errors of a value against a schema (prefix: `query/per_page` for a parameter, '' for a body). */
  expected(pointer: string, value: unknown, prefix = ''): ExpectedErrors {
    const validate = this.#validate(pointer);
    const found: ExpectedErrors = new Map();
    if (validate(value)) return found;
    const errors = (validate.errors ?? []) as ErrorObject[];
    for (const error of errors) {
      let path = error.instancePath;
      if (error.keyword === 'required') path += `/${escapeToken(String(error.params.missingProperty))}`;
      if (error.keyword === 'additionalProperties') path += `/${escapeToken(String(error.params.additionalProperty))}`;
      const field = prefix ? `${prefix}${path}` : path;
      const codes = found.get(field) ?? new Set<string>();
      const code = CODE_OF_KEYWORD[error.keyword];
      // A keyword FieldError has no name for (propertyNames, maxProperties, a combiner): invalid_value.
      codes.add(code ?? 'invalid_value');
      if (COMBINERS.has(error.keyword) && codes.size === 1) codes.add('invalid_value');
      found.set(field, codes);
    }
    // A field whose only errors are a combiner's repeats its branches': keep it only when alone.
    return found;
  }
}

const rulesCache = new WeakMap<KitContract, FieldRules>();
export function fieldRules(contract: KitContract): FieldRules {
  let rules = rulesCache.get(contract);
  if (!rules) {
    rules = new FieldRules(contract);
    rulesCache.set(contract, rules);
  }
  return rules;
}

/** A value of another JSON type than the given one. */
export function ofAnotherType(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (Array.isArray(value)) return 'not-an-array';
  if (value === null) return 12345;
  return 'not-an-object';
}

/** A schema's top-level `$ref` chain followed, against the document's components. */
export function resolveSchema(contract: KitContract, schema: unknown): JsonObject {
  let node = schema;
  for (let depth = 0; depth < 10 && isObject(node) && typeof node.$ref === 'string'; depth++) {
    const name = node.$ref.replace('#/components/schemas/', '');
    node = (contract.model.document.components as { schemas: Record<string, unknown> }).schemas[name];
  }
  return isObject(node) ? node : {};
}

function bodyLimit(contract: KitContract): number {
  const limit = Number(contract.model.info['x-request-body-limit']);
  return Number.isFinite(limit) && limit > 0 ? limit : 1_048_576;
}

/** A string the pattern refuses, if one of a few candidates is. */
function breakingPattern(pattern: string): string | undefined {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  return ['Not Valid!', '!', '-', '~~', 'UPPER CASE', '..'].find((candidate) => !regex.test(candidate));
}

/** Candidate values that break a schema one keyword at a time (the caller keeps the truly invalid ones). */
export function breakingValues(
  contract: KitContract,
  schema: unknown,
  example: Json,
): { keyword: string; value: Json }[] {
  const node = resolveSchema(contract, schema);
  const types = ([] as unknown[]).concat(node.type ?? []);
  const out: { keyword: string; value: Json }[] = [];
  const base = example !== undefined ? example : node.example;
  out.push({ keyword: 'type', value: ofAnotherType(base ?? (types.includes('string') ? 'x' : 1)) });
  // A value past the body limit is refused as a whole (docs/design/edge-answers.md#body-limit).
  if (typeof node.maxLength === 'number' && node.maxLength < bodyLimit(contract) / 2)
    out.push({ keyword: 'maxLength', value: 'a'.repeat(node.maxLength + 1) });
  if (typeof node.minLength === 'number' && node.minLength >= 1)
    out.push({ keyword: 'minLength', value: 'a'.repeat(node.minLength - 1) });
  if (typeof node.pattern === 'string') {
    const breaking = breakingPattern(node.pattern);
    if (breaking !== undefined) out.push({ keyword: 'pattern', value: breaking });
  }
  if (Array.isArray(node.enum) || node.const !== undefined) {
    const values = Array.isArray(node.enum) ? node.enum : [node.const];
    let outside = 'not_in_enum';
    while (values.includes(outside)) outside += '_';
    out.push({ keyword: 'enum', value: typeof values[0] === 'number' ? 987654 : outside });
  }
  if (typeof node.maximum === 'number') out.push({ keyword: 'maximum', value: node.maximum + 1 });
  if (typeof node.minimum === 'number') out.push({ keyword: 'minimum', value: node.minimum - 1 });
  if (typeof node.format === 'string' && types.includes('string')) {
    const byFormat: Record<string, string> = {
      ipv4: '2001:db8::1',
      ipv6: '203.0.113.10',
      uri: 'not a uri',
      'date-time': 'not-a-date',
      date: 'not-a-date',
      email: 'not-an-email',
      uuid: 'not-a-uuid',
      hostname: '-bad-.host',
    };
    const value = byFormat[node.format];
    if (value !== undefined) out.push({ keyword: 'format', value });
  }
  if (types.includes('array')) {
    const itemExample = Array.isArray(base) && base.length > 0 ? base[0] : resolveSchema(contract, node.items).example;
    if (typeof node.maxItems === 'number' && node.maxItems <= 200 && typeof itemExample === 'string')
      out.push({
        keyword: 'maxItems',
        value: Array.from({ length: node.maxItems + 1 }, (_, i) => `${i}${itemExample}`.slice(0, 60)),
      });
    if (typeof node.minItems === 'number' && node.minItems >= 1) out.push({ keyword: 'minItems', value: [] });
    if (node.uniqueItems === true && itemExample !== undefined)
      out.push({ keyword: 'uniqueItems', value: [itemExample, itemExample] });
    if (itemExample !== undefined) out.push({ keyword: 'items', value: [ofAnotherType(itemExample)] });
  }
  if (types.includes('object') && typeof node.maxProperties === 'number' && node.maxProperties <= 200) {
    const many: JsonObject = {};
    for (let i = 0; i <= node.maxProperties; i++) many[`k${i}`] = 'v';
    out.push({ keyword: 'maxProperties', value: many });
  }
  return out;
}

export interface BodyVariant {
  /** The example it starts from. */
  example: JsonObject;
  /** The schema the body is measured against (a oneOf's member chosen by the discriminator). */
  pointer: string;
  /** The discriminator's value, for a oneOf body. */
  variant?: string;
  /** The example's name in the document. */
  name: string;
}

/** The JSON request body of an operation, if it has one. */
export function jsonBody(operation: ContractOperation): ContractMedia | undefined {
  return operation.requestBody?.content.find((media) => media.mediaType.includes('json'));
}

/**
 * The documented examples of an operation's body, one per discriminator value for a oneOf body (each
 * measured against its own member, as the discriminator picks it), else the first.
 */
export function bodyVariants(contract: KitContract, operation: ContractOperation): BodyVariant[] {
  const media = jsonBody(operation);
  if (!media?.schema) return [];
  const examples = [
    ...media.examples.map((example) => ({ name: example.name, value: example.value })),
    ...(media.example !== undefined ? [{ name: 'example', value: media.example }] : []),
  ].filter((example) => isObject(example.value));
  const schema = resolveSchema(contract, media.schema.schema);
  const discriminator = schema.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
  if (discriminator?.mapping) {
    const variants: BodyVariant[] = [];
    for (const [value, ref] of Object.entries(discriminator.mapping)) {
      const example = examples.find(
        (candidate) => (candidate.value as JsonObject)[discriminator.propertyName] === value,
      );
      if (example)
        variants.push({
          example: structuredClone(example.value) as JsonObject,
          pointer: ref.replace(/^#/, ''),
          variant: value,
          name: example.name,
        });
    }
    return variants;
  }
  const first = examples[0];
  return first
    ? [{ example: structuredClone(first.value) as JsonObject, pointer: media.schema.pointer, name: first.name }]
    : [];
}

/** The properties of a body schema (a member's for a oneOf body), resolved. */
export function propertiesOf(contract: KitContract, pointer: string): Record<string, unknown> {
  const node = pointer.startsWith('/components/schemas/')
    ? resolveSchema(contract, { $ref: `#${pointer}` })
    : resolveSchema(contract, atPointer(contract.model.document, pointer));
  return isObject(node.properties) ? node.properties : {};
}

function atPointer(document: unknown, pointer: string): unknown {
  let node = document;
  for (const token of pointer.split('/').slice(1)) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as JsonObject)[token.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

export interface InvalidBody {
  /** What was broken, for messages. */
  detail: string;
  body: JsonObject;
  expected: ExpectedErrors;
}

/** The example without every required field, and with an unknown one: each named. */
export function missingAndUnknown(rules: FieldRules, variant: BodyVariant): InvalidBody {
  const body: JsonObject = { ...variant.example };
  const removed: string[] = [];
  for (const field of Object.keys(variant.example)) {
    const { [field]: _value, ...without } = variant.example;
    // The discriminator stays: without it no member is chosen.
    if (field !== 'type' || !variant.variant) {
      if (!rules.valid(variant.pointer, without)) {
        delete body[field];
        removed.push(field);
      }
    }
  }
  body[UNKNOWN_FIELD] = true;
  return {
    detail: `without ${removed.length ? removed.map((f) => `"${f}"`).join(', ') : 'nothing required'} and with "${UNKNOWN_FIELD}"`,
    body,
    expected: rules.expected(variant.pointer, body),
  };
}

/**
 * Rounds of invalid bodies: round r breaks, in every field of the schema that has an r-th way to be
 * broken, that way (each checked to make the body invalid on its own); the body is otherwise the
 * example, so every error a server lists must be one of those fields'.
 */
export function breakingRounds(
  contract: KitContract,
  rules: FieldRules,
  variant: BodyVariant,
  maxRounds = Number.POSITIVE_INFINITY,
): InvalidBody[] {
  const properties = propertiesOf(contract, variant.pointer);
  const perField = new Map<string, { keyword: string; value: Json }[]>();
  for (const [field, schema] of Object.entries(properties)) {
    if (field === 'type' && variant.variant) continue;
    const candidates = breakingValues(contract, schema, variant.example[field]).filter(
      ({ value }) => !rules.valid(variant.pointer, { ...variant.example, [field]: value }),
    );
    if (candidates.length > 0) perField.set(field, candidates);
  }
  const rounds: InvalidBody[] = [];
  const count = Math.min(maxRounds, Math.max(0, ...[...perField.values()].map((c) => c.length)));
  for (let round = 0; round < count; round++) {
    const body: JsonObject = { ...variant.example };
    const broken: string[] = [];
    for (const [field, candidates] of perField) {
      const candidate = candidates[round];
      if (!candidate) continue;
      body[field] = candidate.value;
      broken.push(`${field} (${candidate.keyword})`);
    }
    rounds.push({ detail: `breaking ${broken.join(', ')}`, body, expected: rules.expected(variant.pointer, body) });
  }
  return rounds;
}

/**
 * Per-type rules of a oneOf body: each member's fields given the values another member's example
 * holds for the same names (an A record with an AAAA's address), kept where the member refuses them.
 */
export function crossVariant(
  rules: FieldRules,
  variant: BodyVariant,
  others: readonly BodyVariant[],
): InvalidBody | undefined {
  const body: JsonObject = { ...variant.example };
  const borrowed: string[] = [];
  for (const field of Object.keys(variant.example)) {
    if (field === 'type' || field === 'name') continue;
    const other = others.find(
      (candidate) =>
        candidate !== variant &&
        candidate.example[field] !== undefined &&
        !rules.valid(variant.pointer, { ...variant.example, [field]: candidate.example[field] }),
    );
    if (!other) continue;
    body[field] = other.example[field];
    borrowed.push(`${field} of ${other.variant}`);
  }
  if (borrowed.length === 0) return undefined;
  return {
    detail: `a ${variant.variant} with the ${borrowed.join(', ')}`,
    body,
    expected: rules.expected(variant.pointer, body),
  };
}

export interface InvalidParameter {
  parameter: ContractParameter;
  keyword: string;
  /** The value as sent. */
  raw: string;
  /** The FieldError codes that describe it (every keyword it breaks). */
  codes: Set<string>;
}

/** Values a parameter's schema refuses, one per keyword it has (as the wire carries them). */
export function invalidParameterValues(
  contract: KitContract,
  rules: FieldRules,
  parameter: ContractParameter,
): InvalidParameter[] {
  const pointer = parameter.schema?.pointer;
  if (!pointer || !parameter.schema) return [];
  const node = resolveSchema(contract, parameter.schema.schema);
  const types = ([] as unknown[]).concat(node.type ?? []);
  const numeric = types.includes('integer') || types.includes('number');
  const seen = new Set<string>();
  const out: InvalidParameter[] = [];
  for (const { keyword, value } of breakingValues(contract, parameter.schema.schema, parameter.example)) {
    let raw: string;
    if (keyword === 'type') {
      // Text is the only type the wire has: only a number or a boolean can be of the wrong one.
      if (numeric) raw = 'not-a-number';
      else if (types.includes('boolean')) raw = 'not-a-boolean';
      else continue;
    } else if (typeof value === 'string' || typeof value === 'number') raw = String(value);
    else continue;
    // A numeric parameter is read as a number when it looks like one (docs/design/errors.md).
    const read =
      numeric && /^-?\d+(\.\d+)?$/.test(raw)
        ? Number(raw)
        : types.includes('boolean') && (raw === 'true' || raw === 'false')
          ? raw === 'true'
          : raw;
    if (rules.valid(pointer, read) || seen.has(raw)) continue;
    seen.add(raw);
    const codes = new Set([...rules.expected(pointer, read).values()].flatMap((set) => [...set]));
    out.push({ parameter, keyword, raw, codes });
  }
  return out;
}
