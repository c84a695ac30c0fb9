// Generate step: the table of operations (src/operation-table.ts describes its shape), read from the
// bundled document into src/generated/operations.ts. Schemas are inlined (every local `$ref` followed)
// with their examples left out; the order is the document's (paths, then methods as written).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isRecord, localRefResolver } from '@vps-hosting/http-edge';
import type {
  BodyFieldSpec,
  BodySpec,
  HttpMethod,
  JsonSchema,
  OperationSpec,
  ParameterSpec,
  ResultKind,
  SuccessSpec,
} from '../../src/operation-table.js';

export const OPERATIONS_FILE = 'operations.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Keywords that illustrate rather than constrain: left out of the table. */
const LEFT_OUT = new Set(['example', 'examples']);

const HEADER = `/**
 * The operations of the VPS Hosting Management API, one entry each, generated from
 * generated/openapi.json by scripts/generate/operations.ts. Do not edit: change openapi/ and run
 * \`npm run generate\`. The shape is described in src/operation-table.ts.
 */
import type { OperationSpec } from '../operation-table.js';

`;

type Doc = Record<string, unknown>;
type Resolve = ReturnType<typeof localRefResolver>;

/** The name a `$ref` to `#/components/schemas/Name` gives, if the value is one. */
function componentName(value: unknown): string | undefined {
  if (!isRecord(value) || typeof value.$ref !== 'string') return undefined;
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(value.$ref);
  return match?.[1];
}

/** A schema with every local `$ref` inlined and the examples dropped; a cycle is an error. */
export function inlineSchema(value: unknown, resolve: Resolve, trail: string[] = []): JsonSchema {
  if (!isRecord(value)) return {};
  if (typeof value.$ref === 'string') {
    if (trail.includes(value.$ref)) throw new Error(`Cyclic schema: ${[...trail, value.$ref].join(' → ')}`);
    const { $ref, ...siblings } = value;
    return { ...inlineSchema(resolve({ $ref }), resolve, [...trail, $ref]), ...inlineSchema(siblings, resolve, trail) };
  }
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    if (LEFT_OUT.has(key)) continue;
    out[key] = inlineValue(key, child, resolve, trail);
  }
  return out;
}

/** Keywords whose values are schemas, maps of schemas or lists of schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const SCHEMA_LISTS = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);
const SCHEMA_VALUES = new Set([
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

function inlineValue(key: string, child: unknown, resolve: Resolve, trail: string[]): unknown {
  if (SCHEMA_MAPS.has(key) && isRecord(child)) {
    return Object.fromEntries(
      Object.entries(child).map(([name, schema]) => [name, inlineSchema(schema, resolve, trail)]),
    );
  }
  if (SCHEMA_LISTS.has(key) && Array.isArray(child)) return child.map((schema) => inlineSchema(schema, resolve, trail));
  if (SCHEMA_VALUES.has(key) && isRecord(child)) return inlineSchema(child, resolve, trail);
  return child;
}

function firstParagraph(text: unknown): string {
  return typeof text === 'string' ? (text.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s*\n\s*/g, ' ') : '';
}

function parametersOf(pathItem: Doc, operation: Doc, resolve: Resolve): ParameterSpec[] {
  const byKey = new Map<string, ParameterSpec>();
  for (const raw of [...asArray(pathItem.parameters), ...asArray(operation.parameters)]) {
    const parameter = resolve(raw);
    const where = parameter.in;
    if (where !== 'path' && where !== 'query' && where !== 'header') continue;
    byKey.set(`${where}:${String(parameter.name)}`, {
      name: String(parameter.name),
      in: where,
      required: parameter.required === true,
      description: firstParagraph(parameter.description),
      schema: inlineSchema(parameter.schema, resolve),
    });
  }
  return [...byKey.values()];
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The top-level properties of an object schema, with `allOf` members merged in. */
function objectFields(schema: JsonSchema): { fields: Map<string, JsonSchema>; required: Set<string> } {
  const fields = new Map<string, JsonSchema>();
  const required = new Set<string>();
  for (const part of [schema, ...asArray(schema.allOf).filter(isRecord)]) {
    for (const [name, field] of Object.entries(isRecord(part.properties) ? part.properties : {})) {
      if (isRecord(field)) fields.set(name, field);
    }
    for (const name of asArray(part.required)) if (typeof name === 'string') required.add(name);
  }
  return { fields, required };
}

/** The single value a variant's discriminating property takes (`const`, or a one-value `enum`). */
function onlyValue(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.const === 'string') return schema.const;
  const values = asArray(schema.enum);
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined;
}

function bodyOf(operation: Doc, resolve: Resolve, where: string): BodySpec | undefined {
  if (operation.requestBody === undefined) return undefined;
  const requestBody = resolve(operation.requestBody);
  const media = resolve(resolve(requestBody.content)['application/json']);
  if (!isRecord(media.schema)) throw new Error(`${where}: the request body has no application/json schema`);
  const schemaName = componentName(media.schema);
  if (!schemaName) throw new Error(`${where}: the request body schema must be a named component`);
  const schema = inlineSchema(media.schema, resolve);
  const variants = asArray(schema.oneOf).filter(isRecord);
  const fields = new Map<string, BodyFieldSpec>();
  let discriminator: BodySpec['discriminator'];
  if (variants.length === 0) {
    const { fields: properties, required } = objectFields(schema);
    for (const [name, field] of properties) {
      if (field.readOnly === true) continue;
      fields.set(name, {
        name,
        required: required.has(name),
        description: firstParagraph(field.description),
        schema: field,
      });
    }
  } else {
    const shapes = variants.map(objectFields);
    const property = [...(shapes[0]?.fields.keys() ?? [])].find((name) =>
      shapes.every((shape) => shape.required.has(name) && onlyValue(shape.fields.get(name)) !== undefined),
    );
    if (!property) throw new Error(`${where}: a oneOf body needs one required property with one value per variant`);
    const values = shapes.map((shape) => onlyValue(shape.fields.get(property))!);
    discriminator = { property, values };
    shapes.forEach((shape, index) => {
      const value = values[index]!;
      for (const [name, field] of shape.fields) {
        if (field.readOnly === true) continue;
        const known = fields.get(name);
        const isRequired = shape.required.has(name);
        if (known) {
          known.variants!.push(value);
          known.required &&= isRequired;
        } else {
          fields.set(name, {
            name,
            required: isRequired,
            description: firstParagraph(field.description),
            schema: field,
            variants: [value],
          });
        }
      }
    });
    // The discriminator itself takes any variant's value.
    const own = fields.get(property)!;
    own.schema = { type: 'string', enum: values, description: own.schema.description };
    delete own.variants;
  }
  return {
    required: requestBody.required === true,
    schemaName,
    schema,
    fields: [...fields.values()],
    ...(discriminator ? { discriminator } : {}),
  };
}

function successOf(operation: Doc, resolve: Resolve, where: string): SuccessSpec {
  const responses = resolve(operation.responses);
  const code = Object.keys(responses)
    .filter((status) => /^2\d\d$/.test(status))
    .sort()[0];
  if (!code) throw new Error(`${where}: no 2xx response`);
  const media = resolve(resolve(resolve(responses[code]).content)['application/json']);
  const status = Number(code);
  if (!isRecord(media.schema)) return { status, kind: 'empty' };
  const schemaName = componentName(media.schema);
  const schema = resolve(media.schema);
  const properties = isRecord(schema.properties) ? schema.properties : {};
  let kind: ResultKind = 'resource';
  let itemSchemaName: string | undefined;
  if (isRecord(properties.data) && isRecord(properties.links) && isRecord(properties.meta)) {
    kind = 'list';
    itemSchemaName = componentName(resolve(properties.data).items);
  } else if (schemaName === 'Action') {
    kind = 'action';
  }
  return { status, kind, ...(schemaName ? { schemaName } : {}), ...(itemSchemaName ? { itemSchemaName } : {}) };
}

/** Every operation of a bundled document, in the document's order. */
export function operationsOf(document: Doc): OperationSpec[] {
  const resolve = localRefResolver(document);
  const out: OperationSpec[] = [];
  for (const [pathName, rawItem] of Object.entries(isRecord(document.paths) ? document.paths : {})) {
    const pathItem = resolve(rawItem);
    for (const method of METHODS) {
      if (!isRecord(pathItem[method])) continue;
      const operation = pathItem[method] as Doc;
      const where = `${method.toUpperCase()} ${pathName}`;
      if (typeof operation.operationId !== 'string') throw new Error(`${where}: no operationId`);
      const parameters = parametersOf(pathItem, operation, resolve);
      const scopes = asArray(operation.security ?? document.security)
        .filter(isRecord)
        .flatMap((requirement) => Object.values(requirement).flatMap(asArray))
        .filter((scope): scope is string => typeof scope === 'string');
      const body = bodyOf(operation, resolve, where);
      const spec: OperationSpec = {
        operationId: operation.operationId,
        method: method.toUpperCase() as HttpMethod,
        path: pathName,
        tag: String(asArray(operation.tags)[0] ?? ''),
        summary: String(operation.summary ?? ''),
        description: firstParagraph(operation.description),
        scopes: [...new Set(scopes)],
        deprecated: operation.deprecated === true,
        ...(typeof operation['x-sunset'] === 'string' ? { sunset: operation['x-sunset'] } : {}),
        parameters,
        acceptsIdempotencyKey: parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key'),
        ...(body ? { body } : {}),
        success: successOf(operation, resolve, where),
      };
      out.push(spec);
    }
  }
  return out;
}

/** Writes src/generated/operations.ts from the bundled document; returns the file written. */
export async function operationTable(bundlePath: string, outDir: string): Promise<string[]> {
  const document = JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as Doc;
  const operations = operationsOf(document);
  const file = path.join(outDir, OPERATIONS_FILE);
  const body = `export const OPERATIONS: readonly OperationSpec[] = ${JSON.stringify(operations, null, 2)};\n`;
  fs.writeFileSync(file, HEADER + body);
  return [file];
}
