// Turns the strings of the command line into the JSON values a parameter's or body field's schema
// asks for: integers, booleans, arrays (repeated flag or comma-separated), objects (JSON or k=v,k=v).
import type { JsonSchema } from '@vps-hosting/api/operations';
import { UsageError } from '../run/exit-codes.js';
import { schemaTypes } from './command-specs.js';

function parseJson(label: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new UsageError(`${label}: not valid JSON: ${raw}`);
  }
}

function scalar(label: string, types: string[], raw: string): unknown {
  if (raw === 'null' && types.includes('null')) return null;
  if (types.includes('integer') || types.includes('number')) {
    const number = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(number) && (types.includes('number') || Number.isInteger(number)))
      return number;
    if (!types.includes('string'))
      throw new UsageError(`${label}: expected ${types.includes('integer') ? 'an integer' : 'a number'}, got "${raw}"`);
  }
  if (types.includes('boolean')) {
    if (/^(true|yes|1)$/i.test(raw)) return true;
    if (/^(false|no|0)$/i.test(raw)) return false;
    if (!types.includes('string')) throw new UsageError(`${label}: expected true or false, got "${raw}"`);
  }
  if (types.includes('object') || types.includes('array')) {
    if (/^\s*[[{]/.test(raw) || !types.includes('string')) return parseJson(label, raw);
  }
  return raw;
}

/** `{"env":"prod"}` or `env=prod,role=web`. */
function objectValue(label: string, raw: string): unknown {
  if (/^\s*\{/.test(raw)) return parseJson(label, raw);
  const entries = raw
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new UsageError(`${label}: expected JSON or key=value pairs, got "${raw}"`);
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}

/** The value of one flag or argument; `raw` holds every occurrence of a repeated flag. */
export function flagValue(label: string, schema: JsonSchema, raw: string | boolean | string[]): unknown {
  const types = schemaTypes(schema);
  if (typeof raw === 'boolean') return raw;
  if (types.includes('array') && !types.includes('string')) {
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length === 1 && /^\s*\[/.test(values[0]!)) return parseJson(label, values[0]!);
    const items = (schema.items ?? {}) as JsonSchema;
    const itemTypes = schemaTypes(items);
    const split = itemTypes.includes('object') ? values : values.flatMap((v) => v.split(',')).filter((v) => v !== '');
    return split.map((value) =>
      itemTypes.includes('object') ? parseJson(label, value) : scalar(label, itemTypes, value),
    );
  }
  const last = Array.isArray(raw) ? raw[raw.length - 1]! : raw;
  if (types.includes('object') && !types.includes('string')) return objectValue(label, last);
  return scalar(label, types, last);
}
