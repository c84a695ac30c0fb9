// What the benchmarks read from the bundled document: operations, examples, parameter defaults.
import { readFileSync } from 'node:fs';
import { BUNDLED_JSON } from './repo.js';

// biome-ignore lint/suspicious/noExplicitAny: the benchmarks walk the bundled document loosely, as JSON
type Json = Record<string, any>;

export const doc: Json = JSON.parse(readFileSync(BUNDLED_JSON, 'utf8'));

/** Follows local `$ref`s to the node they point at. */
export function resolve(node: Json | undefined): Json | undefined {
  let n = node;
  for (let hops = 0; n?.$ref && hops < 20; hops++) {
    n = (n.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Json | undefined>((o, k) => o?.[k], doc);
  }
  return n;
}

export interface Operation {
  method: string;
  path: string;
  op: Json;
}

export function operation(operationId: string): Operation {
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (op?.operationId === operationId) return { method: method.toUpperCase(), path, op };
    }
  }
  throw new Error(`the document has no operation ${operationId}`);
}

/** The operation's path template with its parameters filled in. */
export function pathOf(operationId: string, values: Record<string, string | number> = {}): string {
  return operation(operationId).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`no value for {${name}} of ${operationId}`);
    return encodeURIComponent(String(values[name]));
  });
}

function firstExample(media: Json | undefined, what: string): unknown {
  const examples = Object.values<Json>(media?.examples ?? {});
  const value = examples.length > 0 ? resolve(examples[0])?.value : media?.example;
  if (value === undefined) throw new Error(`the document has no example for ${what}`);
  return structuredClone(value);
}

/** The first named example of the operation's JSON request body. */
export function requestExample(operationId: string): unknown {
  const body = resolve(operation(operationId).op.requestBody);
  return firstExample(body?.content?.['application/json'], `the request body of ${operationId}`);
}

/** The first named example of the operation's JSON answer with this status. */
export function responseExample(operationId: string, status: number): unknown {
  const response = resolve(operation(operationId).op.responses?.[String(status)]);
  return firstExample(response?.content?.['application/json'], `${operationId} ${status}`);
}

/** The documented default of a parameter of the operation. */
export function parameterDefault(operationId: string, name: string): unknown {
  const { op } = operation(operationId);
  const param = (op.parameters ?? []).map((p: Json) => resolve(p)).find((p: Json | undefined) => p?.name === name);
  const schema = resolve(param?.schema);
  if (schema?.default === undefined) throw new Error(`${operationId} has no default for ${name}`);
  return schema.default;
}

/** The response headers the document declares with an example (name → example), such as the rate-limit headers. */
export function responseHeaderExamples(operationId: string, status: number): Record<string, string> {
  const response = resolve(operation(operationId).op.responses?.[String(status)]);
  const out: Record<string, string> = {};
  for (const [name, header] of Object.entries<Json>(response?.headers ?? {})) {
    const h = resolve(header);
    const example = h?.example ?? resolve(h?.schema)?.example;
    if (example !== undefined) out[name] = String(example);
  }
  return out;
}

/** The operation's success status (its one documented 2xx answer). */
export function successStatus(operationId: string): number {
  const codes = Object.keys(operation(operationId).op.responses ?? {}).filter((code) => /^2\d\d$/.test(code));
  if (codes.length !== 1) throw new Error(`${operationId} documents ${codes.length} success statuses`);
  return Number(codes[0]);
}
