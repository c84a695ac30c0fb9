// The JSON values a bundled OpenAPI document is made of, and the one guard every reader needs.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object as read from the document: its values are not trusted to have any shape. */
export type JsonObject = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `x-*` members of an object of the document (its vendor extensions), in the order written. */
export function extensionsOf(node: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(node).filter(([key]) => key.startsWith('x-')));
}

/** The value when it is a string, else undefined. */
export function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
