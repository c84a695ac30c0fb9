// RFC 9457 problem documents; titles, statuses and the type base come from the document's examples.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { PROBLEM_STATUS, PROBLEM_TITLES, PROBLEM_TYPE_BASE } from '../document.js';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** Thrown by handlers and middleware; rendered as a problem body. */
export class ProblemError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(`${code}: ${detail}`);
  }

  get status(): number {
    const status = PROBLEM_STATUS[this.code];
    if (!status) throw new Error(`no documented status for ${this.code}`);
    return status;
  }
}

const CONTROL = /[\x00-\x1f\x7f]/g;
/** Line terminators and control characters, which a field name may carry from the request. */
const UNPRINTABLE = /[\x00-\x1f\x7f\u2028\u2029]/g;
const INSTANCE_MAX = 2048;

/** Text cut to `max` characters without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

const isUriReference = fullFormats['uri-reference'] as RegExp;
/** Bytes a URI may carry as they are: unreserved, sub-delims, ':', '@', '/', '?' (RFC 3986). */
const URI_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;

/** Every character a URI does not allow percent-encoded (the request target's bytes, as Node read
 *  them), and a '%' that does not start a valid %XX escape encoded as %25. */
export function uriSafe(text: string, alsoEncode = ''): string {
  const bytes = /[^\x00-\xff]/.test(text) ? Buffer.from(text, 'utf8') : Buffer.from(text, 'latin1');
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    const char = String.fromCharCode(byte);
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(bytes.toString('latin1', i + 1, i + 3))) out += char;
    else if (URI_SAFE.test(char) && !alsoEncode.includes(char)) out += char;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The problem's `instance`: the request's path and query as a valid URI reference of at most 2,048
 *  characters, never cut inside a %XX escape; undefined when no such reference can be made. */
export function instanceOf(url: string): string | undefined {
  const make = (encoded: string) => {
    const rooted = encoded.startsWith('//') ? `/.${encoded}` : encoded; // never read as an authority
    let text = rooted.slice(0, INSTANCE_MAX);
    const percent = text.lastIndexOf('%');
    if (percent >= 0 && percent > text.length - 3) text = text.slice(0, percent);
    return isUriReference.test(text) ? text : undefined;
  };
  // A target that is not a plain path (`*`, `http://…`, `host:443`) may not parse as a reference: encode ':' too.
  return make(uriSafe(url)) ?? make(uriSafe(url, ':'));
}

/** A field name as the problem schema allows it: no control characters or line breaks, ≤ 512. */
export function printableField(field: string): string {
  return cut(
    field.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    512,
  );
}

export function problemBody(error: ProblemError, url: string, requestId: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: PROBLEM_TYPE_BASE + error.code,
    title: PROBLEM_TITLES[error.code] ?? error.code,
    status: error.status,
    detail: cut(error.detail.replace(CONTROL, ' '), 2000),
  };
  const instance = instanceOf(url);
  if (instance) body.instance = instance;
  body.code = error.code;
  body.request_id = requestId;
  if (error.errors) {
    body.errors = error.errors.slice(0, 100).map((e) => ({
      field: printableField(e.field),
      code: e.code,
      message: cut(e.message.replace(CONTROL, ' '), 500),
    }));
  }
  return body;
}

export const notFound = (what: string) => new ProblemError('not_found', `No ${what} in your account.`);
export const invalidState = (what: string, state: string, hint = '') =>
  new ProblemError('invalid_state', `The ${what} is ${state}${hint ? `; ${hint}` : ''}.`);
export const locked = (what: string) =>
  new ProblemError('resource_locked', `An action is running on the ${what}; retry when it finishes.`);
export const invalidField = (field: string, message: string, code = 'invalid_value') =>
  new ProblemError('validation_failed', 'The request has 1 invalid field.', [{ field, code, message }]);
