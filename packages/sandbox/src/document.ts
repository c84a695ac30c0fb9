// The bundled OpenAPI document, read once through the contract model (@vps-hosting/api/contract: its
// `$ref` resolver and its reading of operations), and the shapes the sandbox's routes and validators use.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type ContractParameter, mediaOf, readContract } from '@vps-hosting/api/contract';

export type JsonObject = Record<string, unknown>;

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonObject;
}

export interface OperationSpec {
  operationId: string;
  method: string; // upper case
  path: string; // as in the document: /api/v1/servers/{server_id}/
  /** Undefined when the requirement names no scope: any valid token (the catalog). */
  scope: string | undefined;
  parameters: ParameterSpec[];
  bodySchema: JsonObject | undefined;
  bodyRequired: boolean;
}

// The document of the installed @vps-hosting/api, found through its package export (in the repository, the
// workspace root's generated/openapi.json).
const documentPath = createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json');
export const openapi = JSON.parse(readFileSync(documentPath, 'utf8')) as JsonObject;

/** The contract model of `openapi` (the document itself, not a copy). */
export const contract = readContract(openapi);

/** Follows a local `#/...` reference inside the document (the contract model's resolver). */
export function deref<T = JsonObject>(node: unknown): T {
  return contract.resolver.locate(node).node as T;
}

function toParameter(parameter: ContractParameter): ParameterSpec {
  return {
    name: parameter.name,
    in: parameter.in as ParameterSpec['in'],
    required: parameter.required,
    schema: parameter.schema?.schema as JsonObject,
  };
}

/** Every operation of the document's paths; its parameters are those in force (the path item's and its own). */
export const operations: OperationSpec[] = contract.operations.map((operation) => ({
  operationId: operation.operationId as string,
  method: operation.method,
  path: operation.path,
  // The first scope of the first requirement in force; none for the catalog (docs/design/auth.md).
  scope: Object.values(operation.security[0] ?? {})[0]?.[0],
  parameters: operation.parameters.map(toParameter),
  bodySchema: operation.requestBody && mediaOf(operation.requestBody.content, 'application/json')?.schema?.schema,
  bodyRequired: operation.requestBody?.required === true,
}));

/** Every scope the document defines. */
export const allScopes: string[] = Object.keys((contract.securitySchemes.bearerAuth?.['x-scopes'] ?? {}) as JsonObject);

/** A header name exactly as the document's components/headers spells it. */
export function headerName(name: string): string {
  const headers = contract.resolver.resolve(contract.resolver.resolve(openapi.components).headers);
  const found = Object.keys(headers).find((h) => h.toLowerCase() === name.toLowerCase());
  if (!found) throw new Error(`components/headers has no ${name}`);
  return found;
}

export const HEADERS = {
  limit: headerName('X-RateLimit-Limit'),
  remaining: headerName('X-RateLimit-Remaining'),
  reset: headerName('X-RateLimit-Reset'),
  retryAfter: headerName('Retry-After'),
  requestId: headerName('X-Request-Id'),
  wwwAuthenticate: headerName('WWW-Authenticate'),
  location: headerName('Location'),
};

/** The idempotency header: the header parameter whose schema is the document's IdempotencyKey. */
export const IDEMPOTENCY_HEADER = ((): string => {
  const found = contract.operations
    .flatMap((o) => o.parameters)
    .find((p) => p.in === 'header' && p.schema?.name === 'IdempotencyKey');
  if (!found) throw new Error('no header parameter has the schema #/components/schemas/IdempotencyKey');
  return found.name;
})();

/** The values of the document's problem examples (components/examples named Problem…). */
const problemExamples = contract.examples
  .filter((example) => example.name.startsWith('Problem'))
  .map((example) => example.value as JsonObject);

/** The problem `type` base, from the document's own problem examples. */
export const PROBLEM_TYPE_BASE = (() => {
  const found = contract.examples.find((example) => example.name === 'ProblemNotFound');
  const type = (found?.value as JsonObject | undefined)?.type as string;
  return type.slice(0, type.lastIndexOf('/') + 1);
})();

/** The problem titles the document uses in its examples, by code. */
export const PROBLEM_TITLES: Record<string, string> = Object.fromEntries(
  problemExamples.flatMap((v) =>
    typeof v.code === 'string' && typeof v.title === 'string' ? [[v.code, v.title]] : [],
  ),
);

/** The status each error code travels with, from the problem examples. */
export const PROBLEM_STATUS: Record<string, number> = Object.fromEntries(
  problemExamples.flatMap((v) =>
    typeof v.code === 'string' && typeof v.status === 'number' ? [[v.code, v.status]] : [],
  ),
);
