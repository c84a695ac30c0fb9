// The table of operations (`@vps-hosting/api/operations`, shape in src/operation-table.ts) derived
// from the contract model: what `npm run generate` writes into src/generated/ and what the docs
// build derives a `vps` sample from. Schemas are inlined, their examples left out.
import type {
  BodyFieldSpec,
  BodySpec,
  HttpMethod,
  JsonSchema,
  OperationSpec,
  ParameterSpec,
  ResultKind,
  RiskSpec,
  ServerSpec,
  SuccessSpec,
} from '../operation-table.js';
import type { Contract } from './contract.js';
import { inlineSchema } from './inline.js';
import { RISK_EXTENSION, STARTS_EXTENSION } from './meaning.js';
import { isRecord } from './json.js';
import { type ContractOperation, mediaOf } from './operations.js';
import { ContractError, componentName, escapePointerToken } from './refs.js';

/** The methods the table has entries for (HttpMethod); an operation of another method is left out. */
const TABLE_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] satisfies HttpMethod[];
const JSON_MEDIA_TYPE = 'application/json';
const IDEMPOTENCY_KEY = 'idempotency-key';

/** Every `$ref` inlined and the examples left out; a schema that contains itself is refused (the table's
 *  schemas stand alone). */
function inlineInContract(contract: Contract): (schema: unknown) => JsonSchema {
  return (schema) => inlineSchema(schema, contract.resolver, { dropExamples: true, onCycle: 'throw' });
}

function firstParagraph(text: unknown): string {
  return typeof text === 'string' ? (text.trim().split(/\n\s*\n/)[0] ?? '').replace(/\s*\n\s*/g, ' ') : '';
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

function parametersOf(contract: Contract, operation: ContractOperation): ParameterSpec[] {
  const inline = inlineInContract(contract);
  return operation.parameters.flatMap((parameter) =>
    parameter.in === 'cookie'
      ? []
      : [
          {
            name: parameter.name,
            in: parameter.in,
            required: parameter.required,
            description: firstParagraph(parameter.description),
            schema: inline(parameter.schema?.schema),
          },
        ],
  );
}

function bodyOf(contract: Contract, operation: ContractOperation): BodySpec | undefined {
  const where = operation.label;
  if (!operation.requestBody) return undefined;
  const media = mediaOf(operation.requestBody.content, JSON_MEDIA_TYPE);
  if (!media?.schema) throw new ContractError(`${where}: the request body has no ${JSON_MEDIA_TYPE} schema`);
  const schemaName = media.schema.name;
  if (!schemaName) throw new ContractError(`${where}: the request body schema must be a named component`);
  const schema = inlineInContract(contract)(media.schema.schema);
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
    if (!property)
      throw new ContractError(`${where}: a oneOf body needs one required property with one value per variant`);
    const values = shapes.map((shape) => onlyValue(shape.fields.get(property)) ?? '');
    discriminator = { property, values };
    shapes.forEach((shape, index) => {
      const value = values[index] ?? '';
      for (const [name, field] of shape.fields) {
        if (field.readOnly === true) continue;
        const known = fields.get(name);
        const isRequired = shape.required.has(name);
        if (known) {
          known.variants?.push(value);
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
    const own = fields.get(property);
    if (own) {
      own.schema = { type: 'string', enum: values, description: own.schema.description };
      delete own.variants;
    }
  }
  return {
    required: operation.requestBody.required,
    schemaName,
    schema,
    fields: [...fields.values()],
    ...(discriminator ? { discriminator } : {}),
  };
}

function successOf(contract: Contract, operation: ContractOperation): SuccessSpec {
  const response = operation.responses
    .filter((candidate) => /^2\d\d$/.test(candidate.status))
    .sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : 0))[0];
  if (!response) throw new ContractError(`${operation.label}: no 2xx response`);
  const status = Number(response.status);
  const slot = mediaOf(response.content, JSON_MEDIA_TYPE)?.schema;
  if (!slot) return { status, kind: 'empty' };
  const properties = isRecord(slot.resolved.properties) ? slot.resolved.properties : {};
  let kind: ResultKind = 'resource';
  let itemSchemaName: string | undefined;
  if (isRecord(properties.data) && isRecord(properties.links) && isRecord(properties.meta)) {
    kind = 'list';
    itemSchemaName = componentName(contract.resolver.resolve(properties.data).items);
  } else if (slot.name === 'Action') {
    kind = 'action';
  }
  return {
    status,
    kind,
    ...(slot.name ? { schemaName: slot.name } : {}),
    ...(itemSchemaName ? { itemSchemaName } : {}),
  };
}

/** One table entry per operation of the document (GET, POST, PUT, PATCH, DELETE), in its order. */
export function operationTable(contract: Contract): OperationSpec[] {
  return contract.operations
    .filter((operation) => TABLE_METHODS.includes(operation.method))
    .map((operation) => {
      if (operation.operationId === undefined) throw new ContractError(`${operation.label}: no operationId`);
      const parameters = parametersOf(contract, operation);
      const body = bodyOf(contract, operation);
      return {
        operationId: operation.operationId,
        method: operation.method as HttpMethod,
        path: operation.path,
        tag: operation.tags[0] ?? '',
        summary: operation.summary ?? '',
        description: firstParagraph(operation.description),
        scopes: operation.scopes,
        deprecated: operation.deprecated,
        ...(operation.sunset !== undefined ? { sunset: operation.sunset } : {}),
        parameters,
        acceptsIdempotencyKey: parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === IDEMPOTENCY_KEY),
        ...(body ? { body } : {}),
        success: successOf(contract, operation),
        risks: risksRequired(operation),
        ...(operation.starts ? { starts: operation.starts } : {}),
        ...otherExtensions(operation),
      };
    });
}

/** The table says what every call risks: an operation that does not say is an error, not "none". */
function risksRequired(operation: ContractOperation): RiskSpec[] {
  if (!operation.risks)
    throw new ContractError(`${operation.label}: no ${RISK_EXTENSION} (house rule house-operation-risk)`);
  return operation.risks;
}

/** The `x-*` members the table does not carry as fields of their own. */
function otherExtensions(operation: ContractOperation): { extensions?: Record<string, unknown> } {
  const rest = Object.fromEntries(
    Object.entries(operation.extensions).filter(([name]) => name !== RISK_EXTENSION && name !== STARTS_EXTENSION),
  );
  return Object.keys(rest).length > 0 ? { extensions: rest } : {};
}

/** The document's servers as the table carries them; the document must name one. */
export function serverTable(contract: Contract): ServerSpec[] {
  if (contract.servers.length === 0) throw new ContractError('the document names no server');
  return contract.servers.map((server) => ({
    url: server.url,
    ...(server.description !== undefined ? { description: server.description } : {}),
  }));
}

/** The schema of every component the table's success answers name, inlined (examples left out), by name. */
export function responseSchemas(contract: Contract, table: readonly OperationSpec[]): Record<string, JsonSchema> {
  const inline = inlineInContract(contract);
  const names = [...new Set(table.flatMap((operation) => operation.success.schemaName ?? []))].sort();
  return Object.fromEntries(
    names.map((name) => [name, inline({ $ref: `#/components/schemas/${escapePointerToken(name)}` })]),
  );
}
