// What the benchmarks read from the bundled document, through the contract model (src/contract/):
// operations, their paths, examples, success statuses and response header examples.
import { readFileSync } from 'node:fs';
import { type ContractMedia, mediaOf, readContract } from '../../src/contract/index.js';
import { BUNDLED_JSON } from './repo.js';

// biome-ignore lint/suspicious/noExplicitAny: the benchmarks walk the bundled document loosely, as JSON
type Json = Record<string, any>;

export const doc: Json = JSON.parse(readFileSync(BUNDLED_JSON, 'utf8'));
const contract = readContract(doc);
const JSON_MEDIA_TYPE = 'application/json';

/** The operation's path template with its parameters filled in. */
export function pathOf(operationId: string, values: Record<string, string | number> = {}): string {
  return contract.operation(operationId).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`no value for {${name}} of ${operationId}`);
    return encodeURIComponent(String(values[name]));
  });
}

function firstExample(media: ContractMedia | undefined, what: string): unknown {
  const value = media && media.examples.length > 0 ? media.examples[0]?.value : media?.example;
  if (value === undefined) throw new Error(`the document has no example for ${what}`);
  return structuredClone(value);
}

/** The first named example of the operation's JSON request body. */
export function requestExample(operationId: string): unknown {
  const body = contract.operation(operationId).requestBody;
  return firstExample(body && mediaOf(body.content, JSON_MEDIA_TYPE), `the request body of ${operationId}`);
}

function response(operationId: string, status: number) {
  return contract.operation(operationId).responses.find((candidate) => candidate.status === String(status));
}

/** The first named example of the operation's JSON answer with this status. */
export function responseExample(operationId: string, status: number): unknown {
  const answer = response(operationId, status);
  return firstExample(answer && mediaOf(answer.content, JSON_MEDIA_TYPE), `${operationId} ${status}`);
}

/** The documented default of a parameter of the operation. */
export function parameterDefault(operationId: string, name: string): unknown {
  const parameter = contract.operation(operationId).parameters.find((p) => p.name === name);
  const value = parameter?.schema?.resolved.default;
  if (value === undefined) throw new Error(`${operationId} has no default for ${name}`);
  return value;
}

/** The response headers the document declares with an example (name → example), such as the rate-limit headers. */
export function responseHeaderExamples(operationId: string, status: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const header of response(operationId, status)?.headers ?? []) {
    if (header.example !== undefined) out[header.name] = String(header.example);
  }
  return out;
}

/** The operation's success status (its one documented 2xx answer). */
export function successStatus(operationId: string): number {
  const codes = contract
    .operation(operationId)
    .responses.map((candidate) => candidate.status)
    .filter((code) => /^2\d\d$/.test(code));
  if (codes.length !== 1) throw new Error(`${operationId} documents ${codes.length} success statuses`);
  return Number(codes[0]);
}
