// The few parts of an OpenAPI 3.1 document the docs build reads, and how to walk them: local
// `$ref`s resolved, every operation with its path-level parameters merged in.
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: Json;
  schema?: { example?: Json; [key: string]: unknown };
}

export interface Example {
  summary?: string;
  value?: Json;
}

export interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  'x-codeSamples'?: CodeSample[];
  [key: string]: unknown;
}

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export interface Document {
  info: { title: string; [key: string]: unknown };
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  tags?: { name: string; [key: string]: unknown }[];
  paths: Record<string, Record<string, unknown>>;
  /** OpenAPI 3.1: what the API POSTs to its users' endpoints, by event type. */
  webhooks?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  'x-tagGroups'?: { name: string; tags: string[] }[];
  [key: string]: unknown;
}

export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type Method = (typeof METHODS)[number];

export interface OperationEntry {
  path: string;
  method: Method;
  operation: Operation;
  /** Path-level and operation-level parameters, resolved; the operation's win on a name clash. */
  parameters: Parameter[];
}

/** Follows a local `$ref` (`#/components/...`) until it reaches a value that is not a `$ref`. */
export function resolve<T>(document: Document, value: unknown, depth = 0): T {
  if (depth > 20) throw new Error('A $ref chain is longer than 20 links');
  if (isRecord(value) && typeof value.$ref === 'string') {
    const ref = value.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document);
    if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
    return resolve<T>(document, target, depth + 1);
  }
  return value as T;
}

/** Every operation of the document, in document order. */
export function operations(document: Document): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = resolve<Record<string, unknown>>(document, rawItem);
    const shared = ((item.parameters as unknown[] | undefined) ?? []).map((p) => resolve<Parameter>(document, p));
    // In the order the path item lists them, as the reference site does.
    for (const method of Object.keys(item).filter(isMethod)) {
      const operation = item[method] as Operation;
      const own = (operation.parameters ?? []).map((p) => resolve<Parameter>(document, p));
      const key = (p: Parameter) => `${p.in}:${p.name}`;
      const ownKeys = new Set(own.map(key));
      entries.push({ path, method, operation, parameters: [...shared.filter((p) => !ownKeys.has(key(p))), ...own] });
    }
  }
  return entries;
}

export interface WebhookEntry {
  /** The entry's name in `webhooks` (the event type). */
  name: string;
  method: Method;
  operation: Operation;
}

/** Every operation of the `webhooks` section, in document order (the reference lists them so). */
export function webhookOperations(document: Document): WebhookEntry[] {
  return Object.entries(document.webhooks ?? {}).flatMap(([name, rawItem]) => {
    const item = resolve<Record<string, unknown>>(document, rawItem);
    return Object.keys(item)
      .filter(isMethod)
      .map((method) => ({ name, method, operation: item[method] as Operation }));
  });
}

function isMethod(key: string): key is Method {
  return (METHODS as readonly string[]).includes(key);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
