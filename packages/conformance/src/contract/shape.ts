// The shape of one answer, measured against what the document declares for its operation and status:
// the status documented, the media type and the body against its schema, every declared header
// present and valid, and a problem document repeating the status and the request id. Every exchange a
// check sends as an operation is measured so; the families check the promises on top.
import type { ContractHeader, ContractOperation } from '@vps-hosting/api/contract';
import type { Exchange } from '../http/exchange.js';
import type { Failure } from '../run/types.js';
import type { KitContract } from './document.js';

const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export function shapeFailures(contract: KitContract, operation: ContractOperation, exchange: Exchange): Failure[] {
  const failures: Failure[] = [];
  const response = contract.response(operation, exchange.status);
  const id = operation.operationId ?? operation.label;
  const fail = (message: string, pointer?: string) =>
    failures.push({
      message: `${id} → ${exchange.status}: ${message}`,
      contract: { operationId: id, status: exchange.status, ...(pointer ? { pointer } : {}) },
      exchange,
    });
  if (!response) {
    fail('the status is not documented for the operation', `${operation.pointer}/responses`);
    return failures;
  }
  if (response.status === 'default' && exchange.status < 500 && ![405].includes(exchange.status)) {
    // `default` covers what a gateway or maintenance answers (5xx) and the edge's 405; a 4xx the
    // operation does not list is a status the contract does not allow it.
    fail(`the operation documents no ${exchange.status}`, `${operation.pointer}/responses`);
  }

  if (response.content.length > 0) {
    const mediaType = (exchange.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const media = response.content.find((candidate) => candidate.mediaType.toLowerCase() === mediaType);
    if (!media)
      fail(
        `Content-Type "${mediaType}" is not ${response.content.map((c) => c.mediaType).join(' or ')}`,
        `${response.pointer}/content`,
      );
    if (exchange.json === undefined) fail(`the body is not JSON: ${exchange.text.slice(0, 200)}`, response.pointer);
    else if (media?.schema) {
      for (const error of contract.schemas.errors(media.schema.pointer, exchange.json))
        fail(`body ${error.message}`, error.schemaPointer);
    }
    if (mediaType === PROBLEM_MEDIA_TYPE && isObject(exchange.json)) {
      const body = exchange.json;
      if (body.status !== exchange.status)
        fail(`the problem's status ${JSON.stringify(body.status)} is not the HTTP status`, media?.schema?.pointer);
      const requestId = exchange.headers.get('x-request-id');
      if (requestId !== null && body.request_id !== requestId)
        fail(
          `the problem's request_id ${JSON.stringify(body.request_id)} is not the X-Request-Id header (${requestId})`,
          media?.schema?.pointer,
        );
    }
  } else if (exchange.text.length > 0 && exchange.request.method !== 'HEAD') {
    fail('a body was sent where the document declares none', response.pointer);
  }

  for (const header of response.headers) {
    if (!sentOn(header, exchange.status)) continue;
    const value = exchange.headers.get(header.name);
    if (value === null) {
      if (header.required) fail(`the declared header ${header.name} is missing`, header.pointer);
      continue;
    }
    for (const message of headerProblems(contract, header, value))
      fail(message, header.schema?.pointer ?? header.pointer);
  }
  for (const name of contract.headersOnEveryResponse) {
    if (
      exchange.headers.get(name) === null &&
      !response.headers.some((h) => h.name.toLowerCase() === name.toLowerCase())
    )
      fail(`the header ${name}, on every answer, is missing`);
  }
  return failures;
}

function sentOn(header: ContractHeader, status: number): boolean {
  const only = header.extensions['x-sent-on'];
  return !Array.isArray(only) || only.map(Number).includes(status);
}

/** A header value typed as its schema says, then validated against it. */
export function headerProblems(contract: KitContract, header: ContractHeader, raw: string): string[] {
  const schema = (header.schema?.resolved ?? {}) as { type?: string | string[] };
  const types = ([] as string[]).concat(schema.type ?? 'string');
  let value: unknown = raw;
  if (types.includes('integer') || types.includes('number')) {
    if (!/^-?\d+(\.\d+)?$/.test(raw.trim())) return [`header ${header.name} "${raw}" is not a number`];
    value = Number(raw.trim());
  } else if (types.includes('boolean')) {
    if (raw !== 'true' && raw !== 'false') return [`header ${header.name} "${raw}" is not a boolean`];
    value = raw === 'true';
  }
  if (!header.schema) return [];
  return contract.schemas
    .errors(header.schema.pointer, value)
    .map((error) => `header ${header.name} "${raw}": ${error.message}`);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
