// The bundled document (generated/openapi.json) as the suite sees it, read by the contract model
// (@vps-hosting/api/contract): every operation with its parameters, request body and responses,
// $refs followed, and the JSON pointer of every schema so that Ajv can compile it in place (its own
// $refs then resolve against the document).
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  type Contract,
  type ContractMedia,
  type ContractOperation,
  type ContractParameter,
  escapePointerToken,
  pointerOf,
  readContract,
  refResolver,
  type SchemaSlot,
} from '@vps-hosting/api/contract';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const documentFile = path.join(repoRoot, 'generated', 'openapi.json');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  /** The documented example value (`example`, else the first of `examples`), if any. */
  example: Json | undefined;
  schema: JsonObject;
  /** The JSON pointer of the schema in the document. */
  schemaPointer: string;
}

export interface NamedExample {
  name: string;
  value: Json;
}

export interface MediaType {
  mediaType: string;
  schema: JsonObject | undefined;
  schemaPointer: string | undefined;
  examples: NamedExample[];
}

export interface HeaderSpec {
  name: string;
  required: boolean;
  schema: JsonObject;
  schemaPointer: string;
}

export interface ResponseSpec {
  status: string;
  headers: HeaderSpec[];
  content: MediaType[];
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** `METHOD /path`, for messages. */
  label: string;
  parameters: Parameter[];
  requestBody: { required: boolean; content: MediaType[] } | undefined;
  responses: ResponseSpec[];
  /** The security requirements in force (the operation's, else the document's). */
  security: Record<string, string[]>[];
}

let cached: JsonObject | undefined;

/** The bundled document, read once. */
export function loadDocument(): JsonObject {
  cached ??= JSON.parse(fs.readFileSync(documentFile, 'utf8')) as JsonObject;
  return cached;
}

let contractCache: Contract | undefined;

/** The contract model of the bundled document (@vps-hosting/api/contract): the one reading of it. */
export function documentContract(): Contract {
  contractCache ??= readContract(loadDocument());
  return contractCache;
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const escapePointer = escapePointerToken;

/** Follows $refs from a node at a pointer (the contract model's resolver); returns the node reached and its own pointer. */
export function resolve(
  document: JsonObject,
  node: Json | undefined,
  pointer: string,
): { node: Json | undefined; pointer: string } {
  const resolver = document === loadDocument() ? documentContract().resolver : refResolver(document);
  const located = resolver.locate(node, pointer);
  return { node: located.node as Json | undefined, pointer: located.pointer };
}

function resolvedSchema(slot: SchemaSlot | undefined): JsonObject {
  return (slot?.resolved ?? {}) as JsonObject;
}

function mediaTypes(content: ContractMedia[]): MediaType[] {
  return content.map((media) => ({
    mediaType: media.mediaType,
    schema: media.schema ? resolvedSchema(media.schema) : undefined,
    // Compiled in place (not at the $ref target) so a schema's own pointer is kept.
    schemaPointer: media.schema?.pointer,
    examples: media.examples
      .filter((example) => example.value !== undefined)
      .map((example) => ({ name: example.name, value: example.value as Json })),
  }));
}

function parameter(p: ContractParameter): Parameter {
  return {
    name: p.name,
    in: p.in,
    required: p.required,
    example: (p.node.example ?? p.examples[0]?.value) as Json | undefined,
    schema: resolvedSchema(p.schema),
    schemaPointer: p.schema?.pointer ?? `${p.pointer}/schema`,
  };
}

function operationOf(operation: ContractOperation): Operation {
  const method = operation.method.toLowerCase();
  return {
    operationId: operation.operationId ?? `${method} ${operation.path}`,
    method,
    path: operation.path,
    label: `${method.toUpperCase()} ${operation.path}`,
    parameters: operation.parameters.map(parameter),
    requestBody: operation.requestBody
      ? { required: operation.requestBody.required, content: mediaTypes(operation.requestBody.content) }
      : undefined,
    responses: operation.responses.map((response) => ({
      status: response.status,
      headers: response.headers.map((header) => ({
        name: header.name,
        required: header.required,
        schema: resolvedSchema(header.schema),
        schemaPointer: header.schema?.pointer ?? `${header.pointer}/schema`,
      })),
      content: mediaTypes(response.content),
    })),
    security: operation.security,
  };
}

let operationsCache: Operation[] | undefined;

/** Every operation of the document, in document order (the contract model's, in the suite's shape). */
export function operations(): Operation[] {
  operationsCache ??= documentContract().operations.map(operationOf);
  return operationsCache;
}

/** The security scheme objects of the document, by name. */
export function securitySchemes(): Record<string, JsonObject> {
  return documentContract().securitySchemes as Record<string, JsonObject>;
}

/** A component schema by name, with its pointer. */
export function componentSchema(name: string): { schema: JsonObject; pointer: string } {
  const pointer = pointerOf('components', 'schemas', name);
  const { node } = resolve(loadDocument(), { $ref: `#${pointer}` }, pointer);
  if (!isObject(node)) throw new Error(`the document has no schema ${name}`);
  return { schema: node, pointer };
}

let routes: { operation: Operation; pattern: RegExp; templated: number }[] | undefined;

/** The operation a request goes to, matching its path against the templates (literal ones first). */
export function findOperation(method: string, pathname: string): Operation | undefined {
  routes ??= operations()
    .map((operation) => {
      const parts = operation.path.split(/(\{[^}]+\})/);
      const source = parts
        .map((part) => (/^\{.+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      return {
        operation,
        pattern: new RegExp(`^${source}$`),
        templated: parts.filter((part) => /^\{.+\}$/.test(part)).length,
      };
    })
    .sort((a, b) => a.templated - b.templated);
  const lower = method.toLowerCase();
  return routes.find((route) => route.operation.method === lower && route.pattern.test(pathname))?.operation;
}

/** An error code of the document's ErrorCode enum (fails when the document lacks it). */
export function documentedCode(code: string): string {
  const codes = componentSchema('ErrorCode').schema.enum as string[];
  if (!codes.includes(code)) throw new Error(`ErrorCode has no "${code}"`);
  return code;
}

/** The HTTP status the document's named problem example of a code carries. */
export function statusOfCode(code: string): number {
  const examples = (
    loadDocument().components as { examples: Record<string, { value?: { code?: string; status?: number } }> }
  ).examples;
  const example = Object.values(examples).find((candidate) => candidate.value?.code === documentedCode(code));
  if (typeof example?.value?.status !== 'number') throw new Error(`no named problem example with code ${code}`);
  return example.value.status;
}
