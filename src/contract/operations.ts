// The operations of a bundled document, as written: method and path template, tags and prose, the
// parameters in force (the path's merged with the operation's), request bodies and responses per
// media type, the security requirements in force and their scopes, deprecation and the operation's
// own `x-*` extensions. Schemas are kept as written, with the JSON pointer of where each is written
// (a validator compiles it in place and its `$ref`s resolve against the document); `resolved`
// follows a schema's top-level `$ref` and inlineSchema (inline.ts) inlines the rest.
import type { RiskSpec, StartsSpec } from '../operation-table.js';
import { extensionsOf, isRecord, stringOr, type JsonObject } from './json.js';
import { risksOf, startsOf } from './meaning.js';
import { componentName, pointerOf, type RefResolver } from './refs.js';

/** The methods a path item may hold, in the order OpenAPI lists its fields. */
export const PATH_ITEM_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type PathItemMethod = (typeof PATH_ITEM_METHODS)[number];
export type HttpMethodName = Uppercase<PathItemMethod>;

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** A schema where the document writes one. */
export interface SchemaSlot {
  /** As written there: a `$ref` stays a `$ref`. */
  schema: JsonObject;
  /** The JSON pointer of where it is written. */
  pointer: string;
  /** `schema` with its top-level `$ref` chain followed (the `$ref`s inside it are left as written). */
  resolved: JsonObject;
  /** The component it names (`Thing`), when it is a `$ref` to `#/components/schemas/Thing`. */
  name?: string;
}

export interface NamedExample {
  /** Its key in the `examples` map (its component's name when it is a `$ref`). */
  name: string;
  summary?: string;
  description?: string;
  value: unknown;
  /** Where the example object is (a component's pointer for a `$ref`). */
  pointer: string;
}

export interface ContractParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaSlot;
  /** Its `example`, else its first named example's value, else its schema's `example`; undefined if none. */
  example: unknown;
  examples: NamedExample[];
  /** Declared on the path item (shared by its operations) or on the operation. */
  level: 'path' | 'operation';
  /** The parameter object itself, resolved. */
  node: JsonObject;
  pointer: string;
  extensions: JsonObject;
}

export interface ContractMedia {
  /** `application/json`, `application/problem+json`, … */
  mediaType: string;
  schema?: SchemaSlot;
  /** The media type's single `example`, if written. */
  example: unknown;
  /** Its named `examples`, in order, each resolved. */
  examples: NamedExample[];
  pointer: string;
}

export interface ContractRequestBody {
  required: boolean;
  description?: string;
  content: ContractMedia[];
  node: JsonObject;
  pointer: string;
}

export interface ContractHeader {
  name: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema?: SchemaSlot;
  /** Its `example`, else its schema's `example`; undefined if none. */
  example: unknown;
  node: JsonObject;
  pointer: string;
  /** The header's `x-*` members (`x-sent-on`: the only statuses it is sent with). */
  extensions: JsonObject;
}

export interface ContractResponse {
  /** As written: `200`, `2XX`, `default`. */
  status: string;
  description: string;
  headers: ContractHeader[];
  content: ContractMedia[];
  node: JsonObject;
  pointer: string;
  extensions: JsonObject;
}

export interface ContractOperation {
  operationId?: string;
  method: HttpMethodName;
  /** The path template as written (`/things/{thing_id}/`); for a webhook, its name. */
  path: string;
  /** `GET /things/{thing_id}/`, for messages. */
  label: string;
  tags: string[];
  summary?: string;
  description?: string;
  /** The path item's parameters, then the operation's; one of the operation's replaces the path's of
   *  the same name and location, in its place. */
  parameters: ContractParameter[];
  requestBody?: ContractRequestBody;
  /** In the order written. A response the operation refers to (a component) is one object shared by
   *  every operation that refers to it: read it, do not change it. */
  responses: ContractResponse[];
  /** The security requirements in force: the operation's, else the document's. */
  security: Record<string, string[]>[];
  /** False when a request needs no credentials: no requirement, or an empty one among them. */
  secured: boolean;
  /** Every scope the requirements in force name, each once, in order. */
  scopes: string[];
  deprecated: boolean;
  /** `x-deprecated-since` (house rule house-deprecation-sunset), as written. */
  deprecatedSince?: string;
  /** `x-sunset`, as written. */
  sunset?: string;
  /** The operation's `externalDocs` (for a deprecated one: its migration note). */
  externalDocs?: { url: string; description?: string };
  /** `x-risk`: what a call risks (docs/design/operation-meaning.md); undefined when undeclared. */
  risks?: RiskSpec[];
  /** `x-starts`: the action a call starts, if any. */
  starts?: StartsSpec;
  /** Every `x-*` member of the operation, as written. */
  extensions: JsonObject;
  /** The operation object itself (the document's own: changes to it change the document). */
  node: JsonObject;
  pointer: string;
}

/** An operation's response for a status: the status itself, else its range (`4XX`), else `default`. */
export function responseFor(operation: ContractOperation, status: number): ContractResponse | undefined {
  const byStatus = (key: string) => operation.responses.find((response) => response.status.toUpperCase() === key);
  return byStatus(String(status)) ?? byStatus(`${String(status)[0]}XX`) ?? byStatus('DEFAULT');
}

/** A media type of a body or response by name, if listed. */
export function mediaOf(content: readonly ContractMedia[], mediaType: string): ContractMedia | undefined {
  return content.find((media) => media.mediaType === mediaType);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export class OperationReader {
  /** Responses read, by status and pointer: a shared component (an error answer) is read once and
   *  the same object given to every operation that refers to it. */
  private readonly responsesRead = new Map<string, ContractResponse>();

  constructor(private readonly resolver: RefResolver) {}

  schemaSlot(value: unknown, pointer: string): SchemaSlot | undefined {
    if (!isRecord(value)) return undefined;
    const name = componentName(value);
    return { schema: value, pointer, resolved: this.resolver.resolve(value), ...optional('name', name) };
  }

  namedExamples(value: unknown, pointer: string): NamedExample[] {
    if (!isRecord(value)) return [];
    return Object.entries(value).flatMap(([name, raw]) => {
      const located = this.resolver.locate(raw, `${pointer}${pointerOf(name)}`);
      if (!isRecord(located.node)) return [];
      const example = located.node;
      return [
        {
          name,
          ...optional('summary', stringOr(example.summary)),
          ...optional('description', stringOr(example.description)),
          value: example.value,
          pointer: located.pointer,
        },
      ];
    });
  }

  media(value: unknown, pointer: string): ContractMedia[] {
    const content = this.resolver.resolve(value);
    return Object.entries(content).map(([mediaType, raw]) => {
      const located = this.resolver.locate(raw, `${pointer}${pointerOf(mediaType)}`);
      const media = isRecord(located.node) ? located.node : {};
      return {
        mediaType,
        ...optional('schema', this.schemaSlot(media.schema, `${located.pointer}/schema`)),
        example: media.example,
        examples: this.namedExamples(media.examples, `${located.pointer}/examples`),
        pointer: located.pointer,
      };
    });
  }

  parameters(list: unknown, pointer: string, level: ContractParameter['level']): ContractParameter[] {
    return asArray(list).flatMap((raw, index) => {
      const located = this.resolver.locate(raw, `${pointer}/${index}`);
      if (!isRecord(located.node)) return [];
      const node = located.node;
      const where = node.in;
      if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie') return [];
      const schema = this.schemaSlot(node.schema, `${located.pointer}/schema`);
      const examples = this.namedExamples(node.examples, `${located.pointer}/examples`);
      return [
        {
          name: String(node.name),
          in: where,
          required: node.required === true,
          deprecated: node.deprecated === true,
          ...optional('description', stringOr(node.description)),
          ...optional('schema', schema),
          example: node.example ?? examples[0]?.value ?? schema?.resolved.example,
          examples,
          level,
          node,
          pointer: located.pointer,
          extensions: extensionsOf(node),
        },
      ];
    });
  }

  headers(value: unknown, pointer: string): ContractHeader[] {
    return Object.entries(this.resolver.resolve(value)).flatMap(([name, raw]) => {
      const located = this.resolver.locate(raw, `${pointer}${pointerOf(name)}`);
      if (!isRecord(located.node)) return [];
      const node = located.node;
      const schema = this.schemaSlot(node.schema, `${located.pointer}/schema`);
      return [
        {
          name,
          required: node.required === true,
          deprecated: node.deprecated === true,
          ...optional('description', stringOr(node.description)),
          ...optional('schema', schema),
          example: node.example ?? schema?.resolved.example,
          node,
          pointer: located.pointer,
          extensions: extensionsOf(node),
        },
      ];
    });
  }

  responses(value: unknown, pointer: string): ContractResponse[] {
    return Object.entries(this.resolver.resolve(value)).flatMap(([status, raw]) => {
      const located = this.resolver.locate(raw, `${pointer}${pointerOf(status)}`);
      if (!isRecord(located.node)) return [];
      const node = located.node;
      const key = `${status} ${located.pointer}`;
      let response = this.responsesRead.get(key);
      if (!response) {
        response = {
          status,
          description: stringOr(node.description) ?? '',
          headers: this.headers(node.headers, `${located.pointer}/headers`),
          content: this.media(node.content, `${located.pointer}/content`),
          node,
          pointer: located.pointer,
          extensions: extensionsOf(node),
        };
        this.responsesRead.set(key, response);
      }
      return [response];
    });
  }

  requestBody(value: unknown, pointer: string): ContractRequestBody | undefined {
    if (value === undefined) return undefined;
    const located = this.resolver.locate(value, pointer);
    const node = isRecord(located.node) ? located.node : {};
    return {
      required: node.required === true,
      ...optional('description', stringOr(node.description)),
      content: this.media(node.content, `${located.pointer}/content`),
      node,
      pointer: located.pointer,
    };
  }

  /** The operations of one path item (or webhook entry), in the order its methods are written. */
  operations(path: string, rawItem: unknown, pointer: string, documentSecurity: unknown): ContractOperation[] {
    const located = this.resolver.locate(rawItem, pointer);
    if (!isRecord(located.node)) return [];
    const item = located.node;
    const shared = this.parameters(item.parameters, `${located.pointer}/parameters`, 'path');
    const methods = Object.keys(item).filter((key): key is PathItemMethod =>
      (PATH_ITEM_METHODS as readonly string[]).includes(key),
    );
    return methods.flatMap((method) => {
      const node = item[method];
      if (!isRecord(node)) return [];
      const at = `${located.pointer}/${method}`;
      const own = this.parameters(node.parameters, `${at}/parameters`, 'operation');
      const parameters = [...shared];
      for (const parameter of own) {
        const index = parameters.findIndex((p) => p.name === parameter.name && p.in === parameter.in);
        if (index >= 0) parameters[index] = parameter;
        else parameters.push(parameter);
      }
      const security = asArray(Array.isArray(node.security) ? node.security : documentSecurity)
        .filter(isRecord)
        .map((requirement) =>
          Object.fromEntries(
            Object.entries(requirement).map(([scheme, scopes]) => [
              scheme,
              asArray(scopes).filter((scope): scope is string => typeof scope === 'string'),
            ]),
          ),
        );
      const docs = isRecord(node.externalDocs) ? node.externalDocs : undefined;
      const requestBody = this.requestBody(node.requestBody, `${at}/requestBody`);
      const upper = method.toUpperCase() as HttpMethodName;
      return [
        {
          ...optional('operationId', stringOr(node.operationId)),
          method: upper,
          path,
          label: `${upper} ${path}`,
          tags: asArray(node.tags).map(String),
          ...optional('summary', stringOr(node.summary)),
          ...optional('description', stringOr(node.description)),
          parameters,
          ...optional('requestBody', requestBody),
          responses: this.responses(node.responses, `${at}/responses`),
          security,
          secured: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
          scopes: [...new Set(security.flatMap((requirement) => Object.values(requirement).flat()))],
          deprecated: node.deprecated === true,
          ...optional('deprecatedSince', stringOr(node['x-deprecated-since'])),
          ...optional('sunset', stringOr(node['x-sunset'])),
          ...optional(
            'externalDocs',
            docs && typeof docs.url === 'string'
              ? { url: docs.url, ...optional('description', stringOr(docs.description)) }
              : undefined,
          ),
          ...optional('risks', risksOf(node, `${upper} ${path}`)),
          ...optional('starts', startsOf(node, `${upper} ${path}`)),
          extensions: extensionsOf(node),
          node,
          pointer: at,
        },
      ];
    });
  }
}
