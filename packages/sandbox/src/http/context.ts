import type { operations, paths } from '@vps-hosting/api/schema';
import type { Actions } from '../domain/actions.js';
import type { JsonText } from '../domain/list.js';
import type { Store } from '../store/store.js';
import type { CompiledOperation } from './validation.js';
import type { TargetPolicy } from '../webhooks/targets.js';

export interface SandboxConfig {
  /** Sandbox-clock milliseconds an asynchronous action takes. */
  actionMs: number;
  /** Requests per window and token. */
  rateLimit: number;
  /** Window length in sandbox-clock milliseconds. */
  rateWindowMs: number;
  /** Where webhooks may deliver: loopback, public addresses (hosted default) or anywhere (`--webhook-targets`). */
  webhookTargets: TargetPolicy;
}

/** An operation of a path (the document's webhooks are operations too, but nothing serves them). */
type PathOperation = {
  [P in keyof paths]: NonNullable<paths[P]['get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options']>;
}[keyof paths];

/** Every operation the sandbox serves, by operationId: those of the document's paths, in the
 *  generated types of `@vps-hosting/api/schema`. */
export type OperationId = {
  [Id in keyof operations]: operations[Id] extends PathOperation ? Id : never;
}[keyof operations];

/** A part of an operation's parameters (`path`, `query`, `header`), `{}` when it has none. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<never, never> : NonNullable<T>;

/** The operation's path, query and header parameters, validated and converted to their types
 *  (`page` and `per_page` always present: their defaults are applied). */
export type Params<Id extends OperationId> = Part<operations[Id]['parameters']['path']> &
  Part<operations[Id]['parameters']['query']> &
  Part<operations[Id]['parameters']['header']>;

/** The operation's JSON request body; `undefined` for an operation that takes none. */
export type RequestBody<Id extends OperationId> = [NonNullable<operations[Id]['requestBody']>] extends [never]
  ? undefined
  : NonNullable<operations[Id]['requestBody']> extends { content: { 'application/json': infer B } }
    ? B
    : never;

type Responses<Id extends OperationId> = operations[Id]['responses'];
/** The success statuses of an operation (the contract declares 200 or 201 for each). */
type SuccessStatus<Id extends OperationId> = Extract<keyof Responses<Id>, 200 | 201 | 202 | 203 | 204>;
type Content<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;

/** An answer of the operation: one of its success statuses with that status's body (as an object, or
 *  as its JSON text already written), and the `Location` the status declares (a 201's). */
export type Answer<Id extends OperationId> = {
  [S in SuccessStatus<Id>]: {
    status: S;
    body: Content<Responses<Id>[S]> | JsonText<Content<Responses<Id>[S]>>;
  } & (Responses<Id>[S] extends { headers: { Location: unknown } }
    ? { /** Absolute URL for the Location header. */ location: string }
    : { location?: undefined }) & {
      /** Seconds for the Retry-After header, on an answer whose document declares one (getAction's). */
      retryAfter?: number;
    };
}[SuccessStatus<Id>];

/** The success body of an operation (its first success status's). */
export type AnswerBody<Id extends OperationId> = Content<Responses<Id>[SuccessStatus<Id>]>;

/** The request's context, whatever its operation: what helpers serving several operations read. */
export interface RequestContext {
  op: CompiledOperation;
  account: number;
  /** Validated path, query and header parameters, converted to their types, defaults applied. */
  params: Readonly<Record<string, unknown>>;
  /** The request body, already validated against the operation's schema. */
  body: unknown;
  /** The raw query string as received (to keep filters in pagination links). */
  rawQuery: string;
  /** Path of the request, without query. */
  path: string;
  now: number;
  baseUrl: string;
  /** The resources, in the request's transaction. */
  store: Store;
  /** The action engine, in the request's transaction. */
  engine: Actions;
  config: SandboxConfig;
}

/** The request's context of one operation: its parameters and body typed by the operation. */
export type Ctx<Id extends OperationId> = Omit<RequestContext, 'params' | 'body'> & {
  params: Params<Id>;
  body: RequestBody<Id>;
};

/** What the route writes: a status, a body (an object, or its JSON text), a Location. */
export interface Reply {
  status: number;
  body: unknown;
  /** Absolute URL for the Location header. */
  location?: string | undefined;
  /** Seconds for the Retry-After header. */
  retryAfter?: number;
}

/** The handler of one operation: its parameters and body in, one of its success answers out. */
export type Handler<Id extends OperationId = OperationId> = (ctx: Ctx<Id>) => Promise<Answer<Id>>;

/** One handler per operation of the document, each typed by its own operation. */
export type Handlers = { [Id in OperationId]: Handler<Id> };
