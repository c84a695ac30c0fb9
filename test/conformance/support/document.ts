// The bundled document (generated/openapi.json) as the suite sees it: every operation with its
// parameters, request body and responses, $refs followed, and the JSON pointer of every schema so
// that Ajv can compile it in place (its own $refs then resolve against the document).
import * as fs from 'node:fs';
import * as path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const documentFile = path.join(repoRoot, 'generated', 'openapi.json');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

function atPointer(document: JsonObject, pointer: string): Json | undefined {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Json | undefined>(
      (node, key) => (isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined),
      document,
    );
}

/** Follows $refs from a node at a pointer; returns the node reached and its own pointer. */
export function resolve(
  document: JsonObject,
  node: Json | undefined,
  pointer: string,
): { node: Json | undefined; pointer: string } {
  let current = node;
  let at = pointer;
  for (let depth = 0; depth < 20 && isObject(current) && typeof current.$ref === 'string'; depth++) {
    if (!current.$ref.startsWith('#/'))
      throw new Error(`external $ref ${current.$ref} at ${at}: the suite needs the bundled document`);
    at = current.$ref.slice(1);
    current = atPointer(document, at);
  }
  return { node: current, pointer: at };
}

function mediaTypes(document: JsonObject, content: Json | undefined, pointer: string): MediaType[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, raw]) => {
    const { node, pointer: at } = resolve(document, raw, `${pointer}/${escapePointer(mediaType)}`);
    const media = isObject(node) ? node : {};
    const schema = media.schema === undefined ? undefined : resolve(document, media.schema, `${at}/schema`);
    const examples: NamedExample[] = [];
    if (isObject(media.examples)) {
      for (const [name, example] of Object.entries(media.examples)) {
        const resolved = resolve(document, example, `${at}/examples/${escapePointer(name)}`).node;
        if (isObject(resolved) && 'value' in resolved) examples.push({ name, value: resolved.value as Json });
      }
    }
    return {
      mediaType,
      schema: schema && isObject(schema.node) ? schema.node : undefined,
      // Compile in place (not at the $ref target) so a schema's own pointer is kept.
      schemaPointer: schema ? `${at}/schema` : undefined,
      examples,
    };
  });
}

function parameters(document: JsonObject, list: Json | undefined, pointer: string): Parameter[] {
  if (!Array.isArray(list)) return [];
  return list.map((raw, index) => {
    const { node, pointer: at } = resolve(document, raw, `${pointer}/${index}`);
    const parameter = isObject(node) ? node : {};
    const firstExample = isObject(parameter.examples) ? Object.values(parameter.examples)[0] : undefined;
    const fromExamples = firstExample === undefined ? undefined : resolve(document, firstExample, '').node;
    const schema = resolve(document, parameter.schema, `${at}/schema`).node;
    return {
      name: String(parameter.name),
      in: String(parameter.in) as Parameter['in'],
      required: parameter.required === true,
      example: parameter.example ?? (isObject(fromExamples) ? (fromExamples.value as Json) : undefined),
      schema: isObject(schema) ? schema : {},
      schemaPointer: `${at}/schema`,
    };
  });
}

let operationsCache: Operation[] | undefined;

/** Every operation of the document, in document order. */
export function operations(): Operation[] {
  if (operationsCache) return operationsCache;
  const document = loadDocument();
  const result: Operation[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [template, rawItem] of Object.entries(paths)) {
    const itemPointer = `/paths/${escapePointer(template)}`;
    const { node: itemNode, pointer: itemAt } = resolve(document, rawItem, itemPointer);
    const item = isObject(itemNode) ? itemNode : {};
    const shared = parameters(document, item.parameters, `${itemAt}/parameters`);
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const opAt = `${itemAt}/${method}`;
      const own = parameters(document, op.parameters, `${opAt}/parameters`);
      const merged = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      const body = op.requestBody === undefined ? undefined : resolve(document, op.requestBody, `${opAt}/requestBody`);
      const responses: ResponseSpec[] = [];
      if (isObject(op.responses)) {
        for (const [status, raw] of Object.entries(op.responses)) {
          const { node, pointer: at } = resolve(document, raw, `${opAt}/responses/${status}`);
          const response = isObject(node) ? node : {};
          const headers: HeaderSpec[] = [];
          if (isObject(response.headers)) {
            for (const [name, rawHeader] of Object.entries(response.headers)) {
              const header = resolve(document, rawHeader, `${at}/headers/${escapePointer(name)}`);
              const spec = isObject(header.node) ? header.node : {};
              const schema = resolve(document, spec.schema, `${header.pointer}/schema`).node;
              headers.push({
                name,
                required: spec.required === true,
                schema: isObject(schema) ? schema : {},
                schemaPointer: `${header.pointer}/schema`,
              });
            }
          }
          responses.push({ status, headers, content: mediaTypes(document, response.content, `${at}/content`) });
        }
      }
      const bodyNode = body && isObject(body.node) ? body.node : undefined;
      const security = (
        Array.isArray(op.security) ? op.security : Array.isArray(document.security) ? document.security : []
      ) as Record<string, string[]>[];
      result.push({
        operationId: typeof op.operationId === 'string' ? op.operationId : `${method} ${template}`,
        method,
        path: template,
        label: `${method.toUpperCase()} ${template}`,
        parameters: merged,
        requestBody: bodyNode
          ? {
              required: bodyNode.required === true,
              content: mediaTypes(document, bodyNode.content, `${body!.pointer}/content`),
            }
          : undefined,
        responses,
        security,
      });
    }
  }
  operationsCache = result;
  return result;
}

/** The security scheme objects of the document, by name. */
export function securitySchemes(): Record<string, JsonObject> {
  const document = loadDocument();
  const components = isObject(document.components) ? document.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  return Object.fromEntries(
    Object.entries(schemes).map(([name, raw]) => {
      const node = resolve(document, raw, `/components/securitySchemes/${escapePointer(name)}`).node;
      return [name, isObject(node) ? node : {}];
    }),
  );
}

/** A component schema by name, with its pointer. */
export function componentSchema(name: string): { schema: JsonObject; pointer: string } {
  const document = loadDocument();
  const pointer = `/components/schemas/${escapePointer(name)}`;
  const node = resolve(document, atPointer(document, pointer), pointer).node;
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
