// The shape of the table of operations (`@vps-hosting/api/operations`): one entry per operation of the
// document, derived from the contract model (src/contract/table.ts) by `npm run generate`
// (scripts/generate/operations.ts) into src/generated/operations.ts, beside the document's servers. Every surface built on the client (the `vps` command-line tool, the
// `vps-mcp` server, the reference site's samples) derives its commands or tools from this one table
// plus a small overlay of its own, so none of them can drift from the contract.

/** A JSON Schema (2020-12) with every `$ref` inlined and the examples left out. */
export type JsonSchema = { [keyword: string]: unknown };

/** A server of the document, its URL variables at their defaults. */
export interface ServerSpec {
  /** Its URL, variables at their defaults. */
  url: string;
  description?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

/** A top-level property of a JSON request body. */
export interface BodyFieldSpec {
  name: string;
  /** Required in every body that may carry it (for a `oneOf` body: in every variant that has it). */
  required: boolean;
  description: string;
  schema: JsonSchema;
  /** For a `oneOf` body: the discriminator values of the variants that accept this field. */
  variants?: string[];
}

export interface BodySpec {
  required: boolean;
  /** The component the document names for the body, e.g. `ServerCreateRequest`. */
  schemaName: string;
  /** The whole body schema, inlined. */
  schema: JsonSchema;
  fields: BodyFieldSpec[];
  /** For a `oneOf` body told apart by one property (DNS records by `type`): that property and its values. */
  discriminator?: { property: string; values: string[] };
}

/**
 * What the success answer carries: a `list` page (`data`, `meta`, `links`), an `action` (the operation
 * started asynchronous work: poll it), a `resource` of another schema, or `empty`.
 */
export type ResultKind = 'list' | 'action' | 'resource' | 'empty';

export interface SuccessSpec {
  status: number;
  kind: ResultKind;
  /** The component of the answer (`ServerList`, `Action`, `Server`), when it names one. */
  schemaName?: string;
  /** For a list: the component of its items (`Server`). */
  itemSchemaName?: string;
}

/** What a call can cost or break (docs/design/operation-meaning.md). */
export type RiskKind = 'destructive' | 'disruptive' | 'paid' | 'secret';

/** A risk that applies only when the request body says so: a top-level property equal to a value
 *  (left out, it counts as its default), or sent and not empty. */
export type RiskCondition = { field: string; equals: unknown } | { field: string; present: true };

export interface RiskSpec {
  kind: RiskKind;
  /** One sentence saying what the call does that the person must agree to. */
  summary: string;
  when?: RiskCondition;
}

/** The action a call starts: its type, the type of the resource it works on, and whether the call
 *  answers the Action or the resource (whose action is then found by the resource). */
export interface StartsSpec {
  action: string;
  resource: string;
  answer: 'action' | 'resource';
}

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** The path as the document writes it: `/api/v1/servers/{server_id}/`. */
  path: string;
  /** The operation's first tag: its area (`Servers`, `DNS`, …). */
  tag: string;
  summary: string;
  /** The first paragraph of the operation's description. */
  description: string;
  /** The scopes its security requirement names; empty when it needs none. */
  scopes: string[];
  deprecated: boolean;
  /** `x-sunset` of a deprecated operation. */
  sunset?: string;
  parameters: ParameterSpec[];
  /** True when the operation takes an `Idempotency-Key` header (it then appears in `parameters` too). */
  acceptsIdempotencyKey: boolean;
  body?: BodySpec;
  success: SuccessSpec;
  /** `x-risk`: what a call risks, empty when nothing (docs/design/operation-meaning.md). */
  risks: RiskSpec[];
  /** `x-starts`: the action a call starts, when it starts one. */
  starts?: StartsSpec;
  /** The operation's other `x-*` members, when it has any. */
  extensions?: { [name: string]: unknown };
}
