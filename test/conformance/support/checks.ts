// Checking one answer against what the document declares for its operation and status: the body
// against the schema, every declared header against its schema, the contract-wide promises of
// policy.ts, and Prism's own verdict. Each check returns a list of problems (empty: conforming),
// so a failing test says everything that is wrong at once.
import { isObject, type HeaderSpec, type Json, type Operation, type ResponseSpec } from './document.js';
import {
  EPOCH_SECONDS_HEADERS,
  HEADERS_BY_STATUS,
  HEADERS_ON_EVERY_RESPONSE,
  PLAUSIBLE_EPOCH_YEARS,
  PROBLEM_MEDIA_TYPE,
  PROBLEM_REQUEST_ID_FIELD,
  REQUEST_ID_HEADER,
  VIOLATIONS_HEADER,
} from './policy.js';
import { describeRequest, type Exchange } from './requests.js';
import { schemaErrors } from './schemas.js';

export interface CheckOptions {
  /** The response was provoked by an invalid request: Prism may report request violations. */
  invalidRequest?: boolean;
  /** The named example the mock was asked for; when set, the body must be that example. */
  example?: { name: string; value: Json };
}

/** Everything wrong with an answer, measured against the documented response of its status. */
export function problemsWith(
  operation: Operation,
  response: ResponseSpec,
  exchange: Exchange,
  options: CheckOptions = {},
): string[] {
  const problems: string[] = [];
  const where = `${describeRequest(exchange.request)} → ${exchange.status}`;
  const say = (text: string) => problems.push(`${where}: ${text}`);

  // `default` stands for every status the operation does not list (gateways, maintenance).
  const statusMatches =
    response.status === 'default'
      ? !operation.responses.some((listed) => listed.status === String(exchange.status))
      : String(exchange.status) === response.status;
  if (!statusMatches) say(`expected status ${response.status}`);
  problems.push(...violationProblems(exchange, options.invalidRequest === true).map((text) => `${where}: ${text}`));

  // The body: of a documented media type, valid against that media type's schema.
  let body: Json | undefined;
  if (response.content.length > 0) {
    const mediaType = (exchange.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const media = response.content.find((candidate) => candidate.mediaType.toLowerCase() === mediaType);
    if (!media) say(`Content-Type "${mediaType}" is not one of ${response.content.map((c) => c.mediaType).join(', ')}`);
    try {
      body = JSON.parse(exchange.text) as Json;
    } catch {
      say(`the body is not JSON: ${exchange.text.slice(0, 200)}`);
    }
    if (media?.schemaPointer && body !== undefined) {
      for (const error of schemaErrors(media.schemaPointer, body)) say(`body ${error}`);
    }
    if (options.example && body !== undefined && JSON.stringify(body) !== JSON.stringify(options.example.value)) {
      say(`the body is not the example "${options.example.name}"`);
    }
    if (media?.mediaType.toLowerCase() === PROBLEM_MEDIA_TYPE && isObject(body)) {
      if (body.status !== exchange.status)
        say(`the problem's status ${JSON.stringify(body.status)} is not the HTTP status`);
      const requestId = exchange.headers.get(REQUEST_ID_HEADER);
      if (requestId !== null && body[PROBLEM_REQUEST_ID_FIELD] !== requestId) {
        say(
          `the problem's ${PROBLEM_REQUEST_ID_FIELD} ${JSON.stringify(body[PROBLEM_REQUEST_ID_FIELD])} is not the ${REQUEST_ID_HEADER} header`,
        );
      }
    }
  } else if (exchange.text.length > 0) {
    say('a body was sent where the document declares none');
  }

  // The headers: every declared one present (when required) and valid against its schema.
  for (const header of response.headers) {
    const value = exchange.headers.get(header.name);
    if (value === null) {
      if (header.required) say(`the declared header ${header.name} is missing`);
      continue;
    }
    for (const error of headerProblems(header, value)) say(error);
  }
  // The headers the contract promises on this status: declared by the document, and sent.
  for (const name of [...HEADERS_ON_EVERY_RESPONSE, ...(HEADERS_BY_STATUS[response.status] ?? [])]) {
    const declared = response.headers.find((header) => header.name.toLowerCase() === name.toLowerCase());
    if (!declared) say(`the document does not declare ${name} on ${operation.operationId} ${response.status}`);
    if (exchange.headers.get(name) === null && !declared?.required) say(`the header ${name} is missing`);
  }
  return problems;
}

/** A header value as its schema types it, then validated against the schema. */
export function headerProblems(header: HeaderSpec, raw: string): string[] {
  const types = ([] as Json[]).concat(header.schema.type ?? 'string');
  let value: Json = raw;
  if (types.includes('integer') || types.includes('number')) {
    if (!/^-?\d+(\.\d+)?$/.test(raw.trim())) return [`header ${header.name} "${raw}" is not a number`];
    value = Number(raw.trim());
  } else if (types.includes('boolean')) {
    if (raw !== 'true' && raw !== 'false') return [`header ${header.name} "${raw}" is not a boolean`];
    value = raw === 'true';
  }
  const problems = schemaErrors(header.schemaPointer, value).map((error) => `header ${header.name} "${raw}": ${error}`);
  if (
    EPOCH_SECONDS_HEADERS.some((name) => name.toLowerCase() === header.name.toLowerCase()) &&
    typeof value === 'number'
  ) {
    const yearsAway = Math.abs(value - Date.now() / 1000) / (365.25 * 24 * 3600);
    if (yearsAway > PLAUSIBLE_EPOCH_YEARS) {
      problems.push(
        `header ${header.name} ${raw} is not a plausible epoch second (${yearsAway.toFixed(1)} years from now)`,
      );
    }
  }
  return problems;
}

/**
 * Prism's verdict, from its violations header. A valid request must have none; an invalid one
 * may have request violations (that is what it is), but never a response violation.
 */
export function violationProblems(exchange: Exchange, invalidRequest: boolean): string[] {
  const raw = exchange.headers.get(VIOLATIONS_HEADER);
  if (raw === null) return [];
  if (!invalidRequest) return [`Prism reported violations: ${raw}`];
  let violations: { location?: unknown[] }[];
  try {
    violations = JSON.parse(raw) as { location?: unknown[] }[];
  } catch {
    return [`Prism reported violations it could not list: ${raw.slice(0, 300)}`];
  }
  const ofResponse = violations.filter((violation) => violation.location?.[0] !== 'request');
  return ofResponse.length > 0 ? [`Prism reported response violations: ${JSON.stringify(ofResponse)}`] : [];
}

/** The documented response of an operation for a status (a missing one is a test failure). */
export function documentedResponse(operation: Operation, status: string): ResponseSpec {
  const response = operation.responses.find((candidate) => candidate.status === status);
  if (!response) throw new Error(`${operation.label} does not document a ${status} response`);
  return response;
}
