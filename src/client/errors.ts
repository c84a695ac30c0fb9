// The errors the client surfaces. None of them carries the request's headers, so the token never
// ends up in an error message, a log line or a serialized error.
import type { Action, ActionError, ErrorCode, FieldError, Problem } from '../../generated/schema.js';
import { HEADER } from './header-names.js';
import { retryAfterMs } from './rate-limit.js';

/**
 * A non-2xx response. `problem` is the RFC 9457 problem document the API sends with every error
 * (`undefined` only when a proxy or gateway answered with something else; `body` then holds it).
 */
export class VpsApiError extends Error {
  override readonly name = 'VpsApiError';
  /** The operation that failed, as `METHOD /path/template/`. */
  readonly operation: string;
  /** The HTTP status of the response. */
  readonly status: number;
  /** The problem document, when the body was one. */
  readonly problem: Problem | undefined;
  /** The stable error code (`problem.code`): branch on this. */
  readonly code: ErrorCode | undefined;
  /** What went wrong, for people (`problem.detail`). */
  readonly detail: string | undefined;
  /** For `validation_failed`: one entry per invalid field (`problem.errors`), otherwise empty. */
  readonly fieldErrors: readonly FieldError[];
  /** The request id to quote to support (`problem.request_id`, else the `X-Request-Id` header). */
  readonly requestId: string | undefined;
  /**
   * How many seconds the answer asks to wait before trying again (its `Retry-After`, sent with a 429
   * and with a 503 for maintenance; an HTTP date counted from now), else `undefined`. A 429 the
   * client did not wait for (longer than `retry.maxRateLimitWaitMs`) says here when to come back.
   */
  readonly retryAfter: number | undefined;
  /** The parsed body as received (the problem document, or text when it was not JSON). */
  readonly body: unknown;
  /** The response; its body has already been read. Not enumerable, to keep logs short. */
  declare readonly response: Response;

  constructor(operation: string, response: Response, body: unknown) {
    const problem = isProblem(body) ? body : undefined;
    const requestId = problem?.request_id ?? response.headers.get(HEADER.requestId) ?? undefined;
    const summary = problem ? `${problem.code}: ${problem.detail}` : response.statusText || 'no problem document';
    super(`${operation} failed with ${response.status} ${summary}${requestId ? ` (request ${requestId})` : ''}`);
    this.operation = operation;
    this.status = response.status;
    this.problem = problem;
    this.code = problem?.code;
    this.detail = problem?.detail;
    this.fieldErrors = problem?.errors ?? [];
    this.requestId = requestId;
    const wait = retryAfterMs(response.headers, Date.now());
    this.retryAfter = wait === undefined ? undefined : Math.ceil(wait / 1000);
    this.body = body;
    Object.defineProperty(this, 'response', { value: response, enumerable: false });
  }
}

/**
 * The shape check behind `VpsApiError.problem`: a JSON object with a numeric `status` and a string
 * `code` (both required by the contract's `Problem`; test/client/header-names.test.ts checks that).
 */
export function isProblem(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const { status, code } = body as Record<string, unknown>;
  return typeof status === 'number' && typeof code === 'string';
}

/** One attempt took longer than `timeoutMs` (thrown once retries, if any, are used up). */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`${operation} timed out after ${timeoutMs} ms`);
  }
}

/** The action reached `error`; `actionError` says why. */
export class ActionFailedError extends Error {
  override readonly name = 'ActionFailedError';
  readonly actionError: ActionError | null;
  constructor(readonly action: Action) {
    const why = action.error ? `${action.error.code}: ${action.error.message}` : 'no reason given';
    super(`Action ${action.id} (${action.type}) failed: ${why}`);
    this.actionError = action.error;
  }
}

/** The action was still `pending` or `running` when `waitForAction`'s time ran out. */
export class ActionTimeoutError extends Error {
  override readonly name = 'ActionTimeoutError';
  constructor(
    readonly actionId: number,
    readonly timeoutMs: number,
    /** The last state seen, if any poll succeeded. */
    readonly lastSeen: Action | undefined,
  ) {
    const where = lastSeen ? `still ${lastSeen.status} at ${lastSeen.progress}%` : 'not read yet';
    super(`Action ${actionId} ${where} after ${timeoutMs} ms`);
  }
}

/**
 * `waitForStarted` after a create: the API lists no action of the type the call starts on the
 * resource it answered. The work may still go on: the resource's `status` says where it stands.
 */
export class StartedActionNotFoundError extends Error {
  override readonly name = 'StartedActionNotFoundError';
  constructor(
    /** The action type the call starts (`create_server`). */
    readonly actionType: string,
    /** The resource the call answered: its type (`server`) and id as in its path (`"42"`, `"example.com"`). */
    readonly resource: { readonly type: string; readonly id: string },
  ) {
    super(`No ${actionType} action is listed for ${resource.type} ${resource.id}`);
  }
}

/**
 * A webhook delivery that `verifyWebhook` refused. Answer it with a 4xx (nothing in it can be
 * trusted), except a `WebhookTypeError`: see there.
 */
export class WebhookError extends Error {
  override readonly name: string = 'WebhookError';
}

/**
 * The delivery is not authentic: a Standard Webhooks header is missing or malformed, no signature
 * matches the body under any of the secrets, or a secret given is not a usable `whsec_` secret.
 */
export class WebhookSignatureError extends WebhookError {
  override readonly name = 'WebhookSignatureError';
}

/** The signed `webhook-timestamp` is more than 5 minutes older or newer than the receiver's clock. */
export class WebhookTimestampError extends WebhookError {
  override readonly name = 'WebhookTimestampError';
  constructor(
    /** The delivery's `webhook-timestamp`, in Unix seconds. */
    readonly timestamp: number,
    /** The receiver's clock when it checked, in Unix seconds. */
    readonly now: number,
    /** The largest difference accepted, in seconds. */
    readonly toleranceSeconds: number,
  ) {
    const skew = timestamp - now;
    super(
      `webhook-timestamp ${timestamp} is ${Math.abs(skew)} s ${skew < 0 ? 'older' : 'newer'} than the receiver's clock (${now}); ` +
        `at most ${toleranceSeconds} s either way is accepted`,
    );
  }
}

/**
 * The body is not UTF-8 text (checked before the signature, which covers text), or it is authentic
 * but not JSON in the event envelope's shape (`{ id, type, created_at, data }`).
 */
export class WebhookPayloadError extends WebhookError {
  override readonly name = 'WebhookPayloadError';
}

/**
 * The delivery is authentic, but its `type` is not one this version of the package knows: most
 * likely an event type added to the API after it. `event` is the verified envelope. Acknowledge it
 * (2xx) if you do not need it, or upgrade the package: a 4xx only makes the sender retry.
 */
export class WebhookTypeError extends WebhookError {
  override readonly name = 'WebhookTypeError';
  constructor(
    readonly eventType: string,
    readonly event: { readonly id: string; readonly type: string; readonly created_at: string; readonly data: unknown },
  ) {
    super(`webhook event ${event.id} has type ${JSON.stringify(eventType)}, which the API's document does not define`);
  }
}
