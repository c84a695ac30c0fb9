// Request validation compiled from the document's parameter and requestBody schemas (Ajv 2020-12), each
// operation's once, when a request first needs it.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openapi, operations, type JsonObject, type OperationSpec, type ParameterSpec } from '../document.js';
import { ProblemError, type FieldError } from '../domain/problem.js';
import { unknownQueryErrors } from '@vps-hosting/http-edge';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const BASE = 'urn:sandbox:openapi';

/** Deep copy with refs made absolute and OpenAPI discriminators rewritten as if/then chains,
 *  so a body with `type: "MX"` is checked against the MX schema only and errors stay precise. */
function prepare(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prepare);
  if (!node || typeof node !== 'object') return node;
  const src = node as JsonObject;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(src)) {
    if (k === '$ref' && typeof v === 'string' && v.startsWith('#/')) out[k] = BASE + v;
    else out[k] = prepare(v);
  }
  const disc = src.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
  if (disc?.mapping && Array.isArray(src.oneOf)) {
    const prop = disc.propertyName;
    delete out.oneOf;
    delete out.discriminator;
    out.type = 'object';
    out.required = [prop];
    out.properties = { [prop]: { type: 'string', enum: Object.keys(disc.mapping) } };
    out.allOf = Object.entries(disc.mapping).map(([value, ref]) => ({
      if: { properties: { [prop]: { const: value } }, required: [prop] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a thenable
      then: { $ref: BASE + ref },
    }));
  }
  return out;
}

export const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
addFormats(ajv);
ajv.addSchema({ $id: BASE, components: prepare(openapi.components) } as JsonObject);

const CODE_BY_KEYWORD: Record<string, string> = {
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
const WRAPPERS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);

function message(e: ErrorObject): string {
  if (e.keyword === 'required') return 'Is required.';
  if (e.keyword === 'additionalProperties') return 'Is not a known field.';
  if (e.keyword === 'enum') return `Must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}.`.slice(0, 500);
  const text = (e.message ?? 'is invalid').replace(/[\x00-\x1f\x7f]/g, ' ');
  return `${text.charAt(0).toUpperCase() + text.slice(1)}.`.slice(0, 500);
}

/** Ajv errors → one FieldError per field (the most specific error wins). */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix: string): FieldError[] {
  const byField = new Map<string, FieldError>();
  const ordered = [...(errors ?? [])].sort((a, b) => Number(WRAPPERS.has(a.keyword)) - Number(WRAPPERS.has(b.keyword)));
  for (const e of ordered) {
    if (e.keyword === 'if') continue;
    let pointer = e.instancePath;
    if (e.keyword === 'required')
      pointer += `/${String(e.params.missingProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (e.keyword === 'additionalProperties')
      pointer += `/${String(e.params.additionalProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const field = (prefix ? (pointer ? prefix + pointer.slice(1) : prefix.replace(/\/$/, '')) : pointer).slice(0, 512);
    if (byField.has(field)) continue;
    byField.set(field, { field, code: CODE_BY_KEYWORD[e.keyword] ?? 'invalid_value', message: message(e) });
  }
  return [...byField.values()];
}

interface CompiledParam extends ParameterSpec {
  validate: ValidateFunction;
  type: string | undefined;
  default: unknown;
}
export interface CompiledOperation extends OperationSpec {
  params: CompiledParam[];
  /** The names of its query parameters (any other is refused). */
  queryNames: ReadonlySet<string>;
  validateBody: ValidateFunction | undefined;
}

function compileParameter(p: ParameterSpec): CompiledParam {
  const schema = prepare(p.schema) as JsonObject;
  const resolved = (schema.$ref ? ajv.getSchema(schema.$ref as string)?.schema : schema) as JsonObject | undefined;
  return { ...p, validate: ajv.compile(schema), type: resolved?.type as string | undefined, default: schema.default };
}

/** The operation with its validators compiled when first asked for: compiling all of them took about
 *  half of a start's CPU (0.45 of 1.1 s), and most runs call a few operations. */
function compileOperation(op: OperationSpec): CompiledOperation {
  let params: CompiledParam[] | undefined;
  let body: { validate: ValidateFunction | undefined } | undefined;
  return {
    ...op,
    queryNames: new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name)),
    get params() {
      params ??= op.parameters.map(compileParameter);
      return params;
    },
    get validateBody() {
      body ??= { validate: op.bodySchema ? ajv.compile(prepare(op.bodySchema) as JsonObject) : undefined };
      return body.validate;
    },
  };
}

export const compiledOperations: CompiledOperation[] = operations.map(compileOperation);

/** A query/path/header string converted to the parameter's type when it is unambiguous. */
function coerce(raw: unknown, type: string | undefined): unknown {
  if (typeof raw !== 'string') return raw;
  if (type === 'integer' && /^-?\d{1,16}$/.test(raw)) return Number(raw);
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** Validates and converts every documented parameter; throws validation_failed listing each bad one. */
export function validateParameters(op: CompiledOperation, parts: RequestParts): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const p of op.params) {
    const source = p.in === 'path' ? parts.path : p.in === 'query' ? parts.query : parts.headers;
    const raw = source[p.in === 'header' ? p.name.toLowerCase() : p.name];
    const field = `${p.in}/${p.name}`;
    if (raw === undefined) {
      if (p.required) errors.push({ field, code: 'required', message: 'Is required.' });
      else if (p.default !== undefined) values[p.name] = p.default;
      continue;
    }
    const value = coerce(raw, p.type);
    if (!p.validate(value)) {
      const found = toFieldErrors(p.validate.errors, `${field}/`);
      errors.push(found[0] ?? { field, code: 'invalid_value', message: 'Is invalid.' });
      continue;
    }
    values[p.name] = value;
  }
  errors.push(...unknownQueryParameters(op, parts.query));
  if (errors.length) throw new ProblemError('validation_failed', describe(errors.length, 'parameter'), errors);
  return values;
}

/** One unknown_field error per query parameter the operation does not document, decided by the
 *  shared edge (packages/http-edge/src/answers.ts). */
function unknownQueryParameters(op: CompiledOperation, query: Record<string, unknown>): FieldError[] {
  return unknownQueryErrors(Object.keys(query), op.queryNames, Number.POSITIVE_INFINITY);
}

export function validateBody(op: CompiledOperation, body: unknown): void {
  if (!op.validateBody || op.validateBody(body)) return;
  const errors = toFieldErrors(op.validateBody.errors, '');
  throw new ProblemError('validation_failed', describe(errors.length, 'body field'), errors);
}

function describe(n: number, what: string): string {
  return `The request has ${n} invalid ${what}${n === 1 ? '' : 's'}.`;
}
