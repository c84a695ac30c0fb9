// A value checked against a parameter's or body field's schema from the table, before anything is sent:
// the JSON Schema keywords the document uses on what a request carries (type, const, enum, not,
// oneOf/anyOf, string length, pattern, format, numeric range, items, properties). A keyword or format
// not known here is left to the API, which checks everything again. Each problem names where it is.
import { isIPv4, isIPv6 } from 'node:net';
import type { JsonSchema } from '@vps-hosting/api/operations';
import { schemaTypes } from '../commands/command-specs.js';

const FORMATS: Record<string, (value: string) => boolean> = {
  ipv4: isIPv4,
  ipv6: isIPv6,
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  uri: (v) => URL.canParse(v),
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)),
  'date-time': (v) =>
    /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const equal = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

const shown = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    default:
      return typeof value === type;
  }
}

/** The values an enum allows, less those `not: {const}` forbids. */
export function allowedValues(schema: JsonSchema): unknown[] | undefined {
  if (!Array.isArray(schema.enum)) return undefined;
  const forbidden = (schema.not as JsonSchema | undefined)?.const;
  return (schema.enum as unknown[]).filter((v) => v !== null && !(forbidden !== undefined && equal(v, forbidden)));
}

function stringProblems(schema: JsonSchema, value: string, at: string): string[] {
  const problems: string[] = [];
  const length = [...value].length;
  if (typeof schema.minLength === 'number' && length < schema.minLength)
    problems.push(`${at}: must be at least ${schema.minLength} characters long`);
  if (typeof schema.maxLength === 'number' && length > schema.maxLength)
    problems.push(`${at}: must be at most ${schema.maxLength} characters long`);
  if (typeof schema.pattern === 'string') {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = undefined; // a pattern JavaScript cannot read is left to the API
    }
    if (pattern && !pattern.test(value)) problems.push(`${at}: ${shown(value)} does not match ${schema.pattern}`);
  }
  const format = typeof schema.format === 'string' ? FORMATS[schema.format] : undefined;
  if (format && !format(value)) problems.push(`${at}: ${shown(value)} is not a valid ${schema.format}`);
  return problems;
}

function numberProblems(schema: JsonSchema, value: number, at: string): string[] {
  const problems: string[] = [];
  if (typeof schema.minimum === 'number' && value < schema.minimum)
    problems.push(`${at}: must be at least ${schema.minimum}`);
  if (typeof schema.maximum === 'number' && value > schema.maximum)
    problems.push(`${at}: must be at most ${schema.maximum}`);
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
    problems.push(`${at}: must be more than ${schema.exclusiveMinimum}`);
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
    problems.push(`${at}: must be less than ${schema.exclusiveMaximum}`);
  if (typeof schema.multipleOf === 'number' && !Number.isInteger(value / schema.multipleOf))
    problems.push(`${at}: must be a multiple of ${schema.multipleOf}`);
  return problems;
}

function arrayProblems(schema: JsonSchema, value: unknown[], at: string): string[] {
  const problems: string[] = [];
  if (typeof schema.minItems === 'number' && value.length < schema.minItems)
    problems.push(`${at}: needs at least ${schema.minItems} value(s)`);
  if (typeof schema.maxItems === 'number' && value.length > schema.maxItems)
    problems.push(`${at}: takes at most ${schema.maxItems} value(s)`);
  if (schema.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length)
    problems.push(`${at}: a value is given twice`);
  const items = schema.items as JsonSchema | undefined;
  if (items) for (const [i, item] of value.entries()) problems.push(...schemaProblems(items, item, `${at}[${i}]`));
  return problems;
}

function objectProblems(schema: JsonSchema, value: Record<string, unknown>, at: string): string[] {
  const problems: string[] = [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (schema.required ?? []) as string[])
    if (value[name] === undefined) problems.push(`${at}: "${name}" is required`);
  const keys = Object.keys(value);
  if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties)
    problems.push(`${at}: needs at least ${schema.minProperties} key(s)`);
  if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties)
    problems.push(`${at}: takes at most ${schema.maxProperties} key(s)`);
  for (const key of keys) {
    if (schema.propertyNames) problems.push(...schemaProblems(schema.propertyNames as JsonSchema, key, `${at} key`));
    const property = properties[key];
    if (property) problems.push(...schemaProblems(property, value[key], `${at}.${key}`));
    else if (schema.additionalProperties === false) problems.push(`${at}: unknown key "${key}"`);
    else if (isPlainObject(schema.additionalProperties))
      problems.push(...schemaProblems(schema.additionalProperties as JsonSchema, value[key], `${at}.${key}`));
  }
  return problems;
}

/** What is wrong with `value` for `schema`, each problem prefixed with `at` (`--status`); empty when nothing. */
export function schemaProblems(schema: JsonSchema, value: unknown, at: string): string[] {
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const each = alternatives.map((a) => schemaProblems(a, value, at));
    if (each.some((p) => p.length === 0)) return [];
    // The alternative of the value's own type says best what is wrong.
    const own = each.find((_, i) => schemaTypes(alternatives[i]!).some((t) => hasType(t, value)));
    return own ?? each[0]!;
  }
  if (schema.type !== undefined && !schemaTypes(schema).some((t) => hasType(t, value)))
    return [`${at}: expected ${schemaTypes(schema).join(' or ')}, got ${shown(value)}`];
  if (schema.const !== undefined && !equal(schema.const, value)) return [`${at}: must be ${shown(schema.const)}`];
  const allowed = allowedValues(schema);
  if (allowed && value !== null && !allowed.some((v) => equal(v, value)))
    return [`${at}: must be one of ${allowed.join(', ')} (got ${shown(value)})`];
  const not = schema.not as JsonSchema | undefined;
  if (not && schemaProblems(not, value, at).length === 0) return [`${at}: ${shown(value)} is not allowed here`];
  if (typeof value === 'string') return stringProblems(schema, value, at);
  if (typeof value === 'number') return numberProblems(schema, value, at);
  if (Array.isArray(value)) return arrayProblems(schema, value, at);
  if (isPlainObject(value)) return objectProblems(schema, value, at);
  return [];
}
