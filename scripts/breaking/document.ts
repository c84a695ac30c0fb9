// Reading a bundled OpenAPI document: plain-object checks and internal `$ref` resolution.
import { resolvePointer } from '../../lint-rules/lib/openapi.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a local JSON pointer (`#/components/schemas/Server`), or undefined: the house rules' resolver. */
export function atPointer(document: JsonObject, ref: string): Json | undefined {
  return resolvePointer(document, ref) as Json | undefined;
}

export interface Resolved {
  node: JsonObject;
  /** The last component name the node was reached through (`Server`), if any. */
  refName?: string;
  /** The `$ref` chain followed, for cycle detection. */
  refs: string[];
}

/**
 * Follows `$ref`s to an object. OpenAPI 3.1 allows keywords beside `$ref` (a description, …):
 * they are laid over the target. A dangling or cyclic reference resolves to an empty object.
 */
export function resolve(document: JsonObject, value: Json | undefined): Resolved {
  const refs: string[] = [];
  let node: Json | undefined = value;
  let siblings: JsonObject = {};
  while (isObject(node) && typeof node.$ref === 'string' && !refs.includes(node.$ref)) {
    const { $ref, ...rest } = node;
    refs.push($ref);
    siblings = { ...rest, ...siblings };
    node = atPointer(document, $ref);
  }
  const target = isObject(node) && typeof node.$ref !== 'string' ? node : {};
  const last = refs[refs.length - 1];
  return { node: { ...target, ...siblings }, refName: last?.split('/').pop(), refs };
}

/** Deep equality of JSON values (object key order ignored). */
export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return false;
}

/** A JSON value as short text for reports. */
export function show(value: Json | undefined): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
