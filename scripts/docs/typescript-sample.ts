// A TypeScript program for a sample request, using our typed client (`createVpsClient` from
// '@vps-hosting/api'): the token from VPS_TOKEN, the base URL from VPS_API_URL (production when
// unset), the Idempotency-Key left to the client, which makes a fresh one per call
// (docs/design/idempotency.md#the-samples). The test suite type-checks every one against the
// generated types.
import { HEADER } from '../../src/client/index.js';
import type { Json } from './openapi.js';
import { SAMPLE_ENV, type SampleRequest } from './sample-request.js';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function stringLiteral(value: string): string {
  return `'${JSON.stringify(value).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** A value as a TypeScript literal, objects and arrays spread over lines from `indent`. */
export function tsLiteral(value: Json, indent = ''): string {
  if (typeof value === 'string') return stringLiteral(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${tsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (IDENTIFIER.test(name) ? name : stringLiteral(name));
  return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${tsLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

/** One line `{ a: 1, 'b-c': 'x' }` for small flat objects (parameters). */
function inlineObject(values: Record<string, Json>): string {
  const key = (name: string) => (IDENTIFIER.test(name) ? name : stringLiteral(name));
  return `{ ${Object.entries(values)
    .map(([name, value]) => `${key(name)}: ${tsLiteral(value)}`)
    .join(', ')} }`;
}

/**
 * The client sends a fresh Idempotency-Key with every POST that lacks one (src/client/middleware.ts),
 * so a POST sample leaves it out: a fixed key copied from the docs would replay the first answer.
 */
function clientSetsHeader(request: SampleRequest, name: string): boolean {
  return request.method === 'POST' && name.toLowerCase() === HEADER.idempotencyKey.toLowerCase();
}

export function typescriptSample(request: SampleRequest, baseUrl: string): string {
  const headers = Object.fromEntries(
    Object.entries(request.headerParams).filter(([name]) => !clientSetsHeader(request, name)),
  );
  const params: string[] = [];
  if (Object.keys(request.pathParams).length > 0) params.push(`path: ${inlineObject(request.pathParams)}`);
  if (Object.keys(request.queryParams).length > 0) params.push(`query: ${inlineObject(request.queryParams)}`);
  if (Object.keys(headers).length > 0) params.push(`header: ${inlineObject(headers)}`);
  const init: string[] = [];
  if (params.length > 0) init.push(`  params: {\n${params.map((p) => `    ${p},`).join('\n')}\n  },`);
  if (request.body) init.push(`  body: ${tsLiteral(request.body.value, '  ')},`);
  const call = `client.${request.method}(${stringLiteral(request.pathTemplate)}${init.length > 0 ? `, {\n${init.join('\n')}\n}` : ''})`;
  const notes = [`// ${request.summary}.${request.scope ? ` Scope: ${request.scope}.` : ''}`];
  if (request.body?.name)
    notes.push(`// Body: the ${request.body.name} example${request.body.summary ? ` (${request.body.summary})` : ''}.`);
  if (Object.keys(request.headerParams).some((name) => clientSetsHeader(request, name))) {
    notes.push(`// The client adds an ${HEADER.idempotencyKey} itself, so its retries cannot do the work twice.`);
  }
  return `import { createVpsClient } from '@vps-hosting/api';

const client = createVpsClient({
  baseUrl: process.env.${SAMPLE_ENV.url} ?? ${stringLiteral(baseUrl)},
  token: process.env.${SAMPLE_ENV.token}!,
});

${notes.join('\n')}
const { data, error } = await ${call};
if (error) throw error; // a VpsApiError
console.log(data);
`;
}
