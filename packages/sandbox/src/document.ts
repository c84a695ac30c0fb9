// The bundled OpenAPI document, read once, and the operation table derived from it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
  scope: string;
  parameters: ParameterSpec[];
  bodySchema: JsonObject | undefined;
  bodyRequired: boolean;
}

// The document of the installed @vps-hosting/api, found through its package export (in the repository, the
// workspace root's generated/openapi.json).
const documentPath = createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json');
export const openapi = JSON.parse(readFileSync(documentPath, 'utf8')) as JsonObject;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Follows a local `#/...` reference inside the document. */
export function deref<T = JsonObject>(node: unknown): T {
  let current = node as JsonObject;
  while (current && typeof current.$ref === 'string') {
    const pointer = (current.$ref as string).replace(/^#\//, '').split('/');
    let target: unknown = openapi;
    for (const part of pointer) target = (target as JsonObject)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    current = target as JsonObject;
  }
  return current as T;
}

function toParameter(raw: unknown): ParameterSpec {
  const p = deref(raw);
  return {
    name: p.name as string,
    in: p.in as ParameterSpec['in'],
    required: p.required === true,
    schema: p.schema as JsonObject,
  };
}

export const operations: OperationSpec[] = [];
for (const [path, rawItem] of Object.entries(openapi.paths as JsonObject)) {
  const item = rawItem as JsonObject;
  const shared = ((item.parameters as unknown[]) ?? []).map(toParameter);
  for (const method of METHODS) {
    const op = item[method] as JsonObject | undefined;
    if (!op) continue;
    const security = (op.security ?? openapi.security) as Array<Record<string, string[]>>;
    const scopes = Object.values(security[0] ?? {})[0] ?? [];
    const own = ((op.parameters as unknown[]) ?? []).map(toParameter);
    const requestBody = op.requestBody ? deref(op.requestBody) : undefined;
    const content = requestBody?.content as Record<string, JsonObject> | undefined;
    operations.push({
      operationId: op.operationId as string,
      method: method.toUpperCase(),
      path,
      scope: scopes[0] as string,
      parameters: [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own],
      bodySchema: content?.['application/json']?.schema as JsonObject | undefined,
      bodyRequired: requestBody?.required === true,
    });
  }
}

/** Every scope the document defines. */
export const allScopes: string[] = Object.keys(
  ((deref((openapi.components as JsonObject).securitySchemes) as JsonObject).bearerAuth as JsonObject)[
    'x-scopes'
  ] as JsonObject,
);

/** A header name exactly as the document's components/headers spells it. */
export function headerName(name: string): string {
  const headers = (openapi.components as JsonObject).headers as JsonObject;
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
  const ref = '#/components/schemas/IdempotencyKey';
  const found = operations.flatMap((o) => o.parameters).find((p) => p.in === 'header' && p.schema.$ref === ref);
  if (!found) throw new Error(`no header parameter has the schema ${ref}`);
  return found.name;
})();

/** The problem `type` base, from the document's own problem examples. */
export const PROBLEM_TYPE_BASE = (() => {
  const ex = deref<JsonObject>(((openapi.components as JsonObject).examples as JsonObject).ProblemNotFound);
  const type = (ex.value as JsonObject).type as string;
  return type.slice(0, type.lastIndexOf('/') + 1);
})();

/** The problem titles the document uses in its examples, by code. */
export const PROBLEM_TITLES: Record<string, string> = (() => {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries((openapi.components as JsonObject).examples as JsonObject)) {
    if (!name.startsWith('Problem')) continue;
    const v = (deref(raw) as JsonObject).value as JsonObject;
    if (typeof v.code === 'string' && typeof v.title === 'string') out[v.code] = v.title;
  }
  return out;
})();

/** The status each error code travels with, from the problem examples. */
export const PROBLEM_STATUS: Record<string, number> = (() => {
  const out: Record<string, number> = {};
  for (const [name, raw] of Object.entries((openapi.components as JsonObject).examples as JsonObject)) {
    if (!name.startsWith('Problem')) continue;
    const v = (deref(raw) as JsonObject).value as JsonObject;
    if (typeof v.code === 'string' && typeof v.status === 'number') out[v.code] = v.status;
  }
  return out;
})();
