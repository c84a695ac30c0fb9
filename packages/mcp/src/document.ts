// The bundled OpenAPI document the client package ships (`@vps-hosting/api/openapi.json`): the tools'
// output schemas come from its success responses, and the default API origin from its `servers`.
import { createRequire } from 'node:module';
import type { JsonSchema } from '@vps-hosting/api/operations';

interface OpenApiDocument {
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  components: { schemas: Record<string, JsonSchema> };
}

let loaded: OpenApiDocument | undefined;

export function openApiDocument(): OpenApiDocument {
  loaded ??= createRequire(import.meta.url)('@vps-hosting/api/openapi.json') as OpenApiDocument;
  return loaded;
}

/** The document's first server URL with its variables at their defaults (`https://api.vps-hosting.example`). */
export function defaultApiUrl(): string {
  const server = openApiDocument().servers?.[0];
  if (!server) throw new Error('the OpenAPI document names no server: set VPS_API_URL');
  return server.url.replace(/\{(\w+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? '');
}

/** The component schema `name` with every `$ref` inlined (the document has no recursive schemas). */
export function componentSchema(name: string): JsonSchema {
  const schemas = openApiDocument().components.schemas;
  const inline = (node: unknown, depth: number): unknown => {
    if (depth > 64) throw new Error(`schema ${name}: $ref nesting deeper than 64`);
    if (Array.isArray(node)) return node.map((item) => inline(item, depth + 1));
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    if (typeof $ref === 'string') {
      const target = schemas[$ref.replace('#/components/schemas/', '')];
      if (!target) throw new Error(`schema ${name}: unresolved ${$ref}`);
      return inline({ ...target, ...rest }, depth + 1);
    }
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inline(value, depth + 1)]));
  };
  const schema = schemas[name];
  if (!schema) throw new Error(`no component schema ${name}`);
  return inline(schema, 0) as JsonSchema;
}
