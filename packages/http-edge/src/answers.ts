// What the mock and the sandbox answer before any operation runs (docs/design/edge-answers.md),
// decided here as data: the status, the problem's code, detail and field errors, and the headers of
// the answer (Allow, Location); each product only writes it, on its reply or its socket, with the
// headers every answer carries (X-Request-Id, the rate limit, CORS: cors.ts).
import { bodyTooLarge } from './body-limit.js';
import { MAX_PARAM_LENGTH, type Routing, splitTarget } from './routing.js';

/** Standard header names (RFC 9110) of these answers. */
export const ALLOW_HEADER = 'Allow';
export const LOCATION_HEADER = 'Location';

/** The error codes these answers use (openapi/introduction.md) and their statuses. */
export const EDGE_PROBLEM_STATUS = {
  validation_failed: 400,
  not_found: 404,
  method_not_allowed: 405,
} as const;
export type EdgeProblemCode = keyof typeof EDGE_PROBLEM_STATUS;
/** The status of the redirect to the slash form (docs/design/edge-answers.md#trailing-slash). */
export const SLASH_REDIRECT_STATUS = 308;

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export type EdgeAnswer =
  | {
      kind: 'redirect';
      status: typeof SLASH_REDIRECT_STATUS;
      /** Location: the slash form with the original query, as sent (the writer makes it URI-safe). */
      headers: Record<string, string>;
    }
  | {
      kind: 'problem';
      status: number;
      code: EdgeProblemCode;
      detail: string;
      errors?: FieldError[];
      /** Allow on a 405; nothing else. */
      headers: Record<string, string>;
      /** True when the connection is closed after the answer (a body not read). */
      close?: boolean;
    };

function problem(
  code: EdgeProblemCode,
  detail: string,
  errors?: FieldError[],
  headers: Record<string, string> = {},
): Extract<EdgeAnswer, { kind: 'problem' }> {
  return { kind: 'problem', status: EDGE_PROBLEM_STATUS[code], code, detail, ...(errors ? { errors } : {}), headers };
}

/** 400 validation_failed for a malformed request; `field` is path/<name>, header/<name> or ''. */
export function malformedAnswer(field: string, detail: string): Extract<EdgeAnswer, { kind: 'problem' }> {
  return problem('validation_failed', `The request is malformed: ${detail}`, [
    { field, code: 'invalid_value', message: detail },
  ]);
}

/** The answer of a routing that reaches no operation (308, 404, 405, 400), else undefined. A routed
 *  operation's answer is the operation's. */
export function routingAnswer(routing: Routing, method: string, target: string): EdgeAnswer | undefined {
  switch (routing.kind) {
    case 'operation':
      return undefined;
    case 'malformed_path':
      return malformedAnswer(
        routing.field,
        routing.reason === 'undecodable'
          ? 'The path has a percent-encoding that is not UTF-8.'
          : `A path parameter is longer than ${MAX_PARAM_LENGTH} characters.`,
      );
    case 'redirect':
      return { kind: 'redirect', status: SLASH_REDIRECT_STATUS, headers: { [LOCATION_HEADER]: routing.location } };
    case 'not_found':
      return problem('not_found', 'There is no such resource or path.');
    case 'method_not_allowed':
      return problem(
        'method_not_allowed',
        `${method} is not allowed on ${splitTarget(target).path}; the Allow header lists the methods it offers.`,
        undefined,
        { [ALLOW_HEADER]: routing.allow.join(', ') },
      );
  }
}

/** A body over the document's limit: not read, 400 with one error, the connection closed. */
export function bodyTooLargeAnswer(limit: number): EdgeAnswer {
  const { detail, error } = bodyTooLarge(limit);
  return { ...problem('validation_failed', detail, [error]), close: true };
}

/** One `query/<name>` unknown_field error per query parameter name the operation lacks, at most `limit`
 *  (docs/design/edge-answers.md#unknown-query-parameters); an empty name has the empty field. */
export function unknownQueryErrors(names: Iterable<string>, known: ReadonlySet<string>, limit = 100): FieldError[] {
  return [...new Set(names)]
    .filter((name) => !known.has(name))
    .slice(0, limit)
    .map((name) => ({
      field: name === '' ? '' : `query/${printable(name)}`,
      code: 'unknown_field',
      message: 'The operation has no query parameter of this name; remove it or check its spelling.',
    }));
}

/** The answer to unknown query parameters, or undefined when there are none. */
export function unknownQueryAnswer(errors: FieldError[]): EdgeAnswer | undefined {
  if (errors.length === 0) return undefined;
  const s = errors.length === 1 ? '' : 's';
  return problem('validation_failed', `The request has ${errors.length} unknown query parameter${s}.`, errors);
}

/** A name as a field: control and line-break characters percent-encoded, at most 500 characters. */
export function printable(text: string): string {
  const escaped = text.replace(
    /[\u0000-\u001f\u007f\u2028\u2029]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return [...escaped].slice(0, 500).join('');
}

/** Node's HTTP parser errors (llhttp codes), each with the field it names ('' for none) and why. */
const PARSE_ERRORS: Record<string, [string, string]> = {
  HPE_HEADER_OVERFLOW: ['', 'The request header section is larger than 16 KiB.'],
  HPE_INVALID_HEADER_TOKEN: [
    '',
    'A header name or value has a character HTTP does not allow (a control character, for example).',
  ],
  HPE_INVALID_CONTENT_LENGTH: [
    'Content-Length',
    'Content-Length is not a number, or is sent together with Transfer-Encoding.',
  ],
  HPE_UNEXPECTED_CONTENT_LENGTH: [
    'Content-Length',
    'Content-Length is sent twice, or together with Transfer-Encoding.',
  ],
  HPE_INVALID_TRANSFER_ENCODING: ['Transfer-Encoding', 'Transfer-Encoding must end with chunked.'],
  HPE_INVALID_CHUNK_SIZE: ['', 'The chunked body is malformed.'],
  HPE_INVALID_METHOD: ['', 'The request line has no valid method.'],
  HPE_INVALID_URL: ['', 'The request target has a character HTTP does not allow.'],
  HPE_INVALID_VERSION: ['', 'The request line is malformed (HTTP version, or line endings other than CRLF).'],
  HPE_INVALID_CONSTANT: ['', 'The request line is malformed.'],
  ERR_HTTP_REQUEST_TIMEOUT: ['', 'The request did not arrive completely in time.'],
};

/** What the raw bytes of a request Node's parser refused show: its target, its Authorization
 *  value, and the first header whose value has a character HTTP does not allow. */
export function readHead(raw: Buffer | undefined): { target?: string; authorization?: string; badHeader?: string } {
  if (!raw) return {};
  const lines = raw.toString('latin1').split('\r\n');
  const requestLine = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ (\S+) HTTP\/\d\.\d$/.exec(lines[0] ?? '');
  const out: { target?: string; authorization?: string; badHeader?: string } = { target: requestLine?.[1] };
  for (const line of lines.slice(1)) {
    if (line === '') break;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon) : '';
    const value = line.slice(colon + 1).trim();
    const validName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name);
    if (validName && name.toLowerCase() === 'authorization' && out.authorization === undefined)
      out.authorization = value;
    if (out.badHeader === undefined && validName && /[\x00-\x08\x0a-\x1f\x7f]/.test(value)) out.badHeader = name;
  }
  return out;
}

/** The answer to a request Node's HTTP parser refused (no request object: the product writes it as
 *  raw HTTP/1.1 and closes the connection). A control character in a header names that header. */
export function parseErrorAnswer(code: string | undefined, badHeader: string | undefined): EdgeAnswer {
  const [name, detail] = PARSE_ERRORS[code ?? ''] ?? ['', 'The request is not well-formed HTTP/1.1.'];
  const field = code === 'HPE_INVALID_HEADER_TOKEN' ? (badHeader ?? '') : name;
  return { ...malformedAnswer(field ? `header/${field}` : '', detail), close: true };
}
