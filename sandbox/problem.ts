// RFC 9457 problem documents; titles, statuses and the type base come from the document's examples.
import { PROBLEM_STATUS, PROBLEM_TITLES, PROBLEM_TYPE_BASE } from './document.js';

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

export function problemBody(error: ProblemError, instance: string, requestId: string): Record<string, unknown> {
  const body: Record<string, unknown> = {
    type: PROBLEM_TYPE_BASE + error.code,
    title: PROBLEM_TITLES[error.code] ?? error.code,
    status: error.status,
    detail: error.detail,
    instance: instance.slice(0, 2048),
    code: error.code,
    request_id: requestId,
  };
  if (error.errors) body.errors = error.errors.slice(0, 100);
  return body;
}

export const notFound = (what: string) => new ProblemError('not_found', `No ${what} in your account.`);
export const invalidState = (what: string, state: string, hint = '') =>
  new ProblemError('invalid_state', `The ${what} is ${state}${hint ? `; ${hint}` : ''}.`);
export const locked = (what: string) =>
  new ProblemError('resource_locked', `An action is running on the ${what}; retry when it finishes.`);
export const invalidField = (field: string, message: string, code = 'invalid_value') =>
  new ProblemError('validation_failed', 'The request has 1 invalid field.', [{ field, code, message }]);
