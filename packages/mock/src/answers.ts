// The answers the mock front gives by itself, built from the document: a problem document is the
// named example of its error code with this request's `instance`, `detail` and `errors`, and the
// headers are the document's header examples (the mock is stateless, as Prism is: the rate-limit
// headers and X-Request-Id are the examples' values).
import { problemExample, PROBLEM_MEDIA_TYPE, sentWith, type MockContract, type Operation } from './contract.js';

/** Standard HTTP header names (RFC 9110) the front sets (Allow and Location: the shared edge's). */
export const RETRY_AFTER = 'Retry-After';
/** The longest `instance` the Problem schema accepts (docs/design/errors.md#instance). */
const INSTANCE_MAX = 2048;

export interface Answer {
  status: number;
  headers: [string, string][];
  body?: string;
}

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface ProblemInput {
  code: string;
  /** The raw request target (path and query), made into the problem's `instance`. */
  target: string;
  detail: string;
  errors?: FieldError[];
  /** The operation answered, whose declared headers of that status are sent; else the common ones. */
  operation?: Operation;
  /** Headers of the answer beyond the declared ones (Allow, Retry-After). */
  extraHeaders?: [string, string][];
}

/** A problem answer of an error code, as its named example in the document, for this request. */
export function problemAnswer(contract: MockContract, input: ProblemInput): Answer {
  const example = problemExample(contract, input.code).value;
  const status = example.status as number;
  const body: Record<string, unknown> = { ...example, instance: instanceOf(input.target), detail: input.detail };
  if (input.errors) body.errors = input.errors;
  else delete body.errors;
  const extra = input.extraHeaders ?? [];
  const headers = declaredHeaders(contract, input.operation, status, extra);
  headers.push(...extra, ['Content-Type', PROBLEM_MEDIA_TYPE]);
  return { status, headers, body: JSON.stringify(body) };
}

/** An answer without a body (the 308 of a path without its slash) with the headers every response carries. */
export function emptyAnswer(contract: MockContract, status: number, extraHeaders: [string, string][]): Answer {
  return { status, headers: [...declaredHeaders(contract, undefined, status, extraHeaders), ...extraHeaders] };
}

/**
 * The example values of the headers the operation declares for a status (or its `default`
 * response), else of the headers every response of the document carries; without those the
 * response sends with other statuses only (`x-sent-on`), and those the caller sets (`extra`).
 */
function declaredHeaders(
  contract: MockContract,
  operation: Operation | undefined,
  status: number,
  extra: [string, string][],
): [string, string][] {
  const declared = operation?.responseHeaders.get(String(status)) ?? operation?.responseHeaders.get('default');
  const given = new Set(extra.map(([name]) => name.toLowerCase()));
  const headers = [...(declared ?? contract.commonHeaders)].filter(
    ([name]) => !given.has(name.toLowerCase()) && sentWith(operation, name, status),
  );
  for (const [name, value] of contract.commonHeaders) {
    if (!headers.some(([other]) => other.toLowerCase() === name.toLowerCase())) headers.push([name, value]);
  }
  return headers;
}

/**
 * The request target as a `uri-reference` of at most 2,048 characters (docs/design/errors.md#instance):
 * characters a URI may not hold are percent-encoded (a raw target holds one byte per character), a `%`
 * that starts no escape becomes `%25`, and the cut never falls inside a `%XX` escape.
 */
export function instanceOf(target: string): string {
  let out = '';
  for (let i = 0; i < target.length; i++) {
    const char = target[i]!;
    let piece: string;
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(target.slice(i + 1, i + 3))) {
      piece = target.slice(i, i + 3);
      i += 2;
    } else if (char === '%') piece = '%25';
    else if (/[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/.test(char)) piece = char;
    else piece = percentEncode(char);
    if (out.length + piece.length > INSTANCE_MAX) break;
    out += piece;
  }
  return out;
}

/** A character of a raw target (one byte each, latin1) or any other as UTF-8, percent-encoded. */
function percentEncode(char: string): string {
  const code = char.charCodeAt(0);
  const bytes = code <= 0xff ? Buffer.from([code]) : Buffer.from(char, 'utf8');
  return [...bytes].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}
