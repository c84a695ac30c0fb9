// The typed surface of the client: openapi-fetch's method signatures over the generated `paths`,
// made exact (an unknown body field, query, path or header parameter, or init option does not
// compile), with `error` a `VpsApiError` instead of the parsed body.
import type {
  BodySerializer,
  ClientOptions,
  HeadersOptions,
  Middleware,
  ParseAs,
  ParseAsResponse,
  PathSerializer,
  QuerySerializer,
  QuerySerializerOptions,
} from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import type { VpsApiError } from './errors.js';

/** The methods the contract uses. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

type MediaType = `${string}/${string}`;

/** The paths that have an operation for `Method`. */
export type VpsPath<Method extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends { [K in Method]: unknown } ? P : never;
}[keyof paths];

// The same helper openapi-fetch uses (from openapi-typescript-helpers, which is not ours to import),
// for paginate's parameters. (The methods ask `{} extends T` instead: no mapped type per call.)
type RequiredKeysOfHelper<T> = { [K in keyof T]: {} extends Pick<T, K> ? never : K }[keyof T];
export type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;

/** The operation of a path and method (`paths[Path][Method]`, which openapi-fetch also indexes). */
type OperationOf<Path extends keyof paths, Method extends HttpMethod> = Extract<
  paths[Path][Method],
  Record<string | number, any>
>;

/**
 * What the operation's request takes: `params` (path, query, header), required exactly when one of
 * them is, and the `body`, required exactly when the operation requires one. The same rules as
 * openapi-fetch's `RequestOptions`, but over the generated types as they are: openapi-fetch also
 * walks every body through `Writable<>` (for `$Read` markers, which this schema does not emit), a
 * deep mapped copy of the body type per call. Together with `Readable<>` and the error bodies of
 * its `FetchResponse` (below), that was 42 % of the type instantiations of bench/typecheck.ts.
 */
type ParamsOption<Operation> = Operation extends { parameters: infer Params }
  ? {} extends Params
    ? { params?: Params }
    : { params: Params }
  : { params?: { query?: Record<string, unknown> } };
type BodyOption<Operation> = Operation extends { requestBody: { content: infer Content } }
  ? { body: Content[keyof Content & MediaType] }
  : Operation extends { requestBody?: { content: infer Content } }
    ? { body?: Content[keyof Content & MediaType] }
    : { body?: never };
/**
 * openapi-fetch's other options of one call: its `RequestOptions` besides `params` and `body`, and
 * `RequestInit` (`signal`, `cache`, …). Spelled out: `Omit<FetchOptions<…>, 'params' | 'body'>`
 * resolves openapi-fetch's whole option type first (about 500 type instantiations more).
 */
type CallOptions<Operation> = Omit<RequestInit, 'body' | 'headers'> & {
  baseUrl?: string;
  querySerializer?: QuerySerializer<Operation> | QuerySerializerOptions;
  bodySerializer?: BodySerializer<Operation>;
  pathSerializer?: PathSerializer;
  parseAs?: ParseAs;
  fetch?: ClientOptions['fetch'];
  headers?: HeadersOptions;
  middleware?: Middleware[];
};

/**
 * The `init` of `Method Path`: `params` (path, query, header), `body` and openapi-fetch's options
 * (`signal`, `headers`, `middleware`, …). Unlike openapi-fetch, the client does not infer `init` as
 * a type parameter of its own: the argument is checked against this type, so an object literal
 * with a key the operation does not declare is a compile error.
 */
export type VpsInit<Path extends keyof paths, Method extends HttpMethod> = InitOf<OperationOf<Path, Method>>;

/**
 * Distributive over operations: while a call's `Path` is still being inferred, TypeScript takes
 * `init`'s contextual type from the constraint (every path of the method), and one intersection
 * per operation is cheaper to build and to match than an intersection of three unions.
 */
type InitOf<Operation> = Operation extends unknown
  ? ParamsOption<Operation> & BodyOption<Operation> & CallOptions<Operation>
  : never;

/**
 * `init`, optional exactly when nothing in it is required: when neither `params` nor `body` is (the
 * other options never are). Asked of the operation, not of the whole `init` type: a conditional
 * over `RequiredKeysOf<VpsInit>` (options included) cost the first call of a consumer about 17,000
 * type instantiations more (bench/typecheck.ts).
 */
type InitRequired<Operation> =
  | (Operation extends { parameters: infer Params } ? ({} extends Params ? false : true) : false)
  | (Operation extends { requestBody: { content: unknown } } ? true : false);
type InitArgs<Path extends keyof paths, Method extends HttpMethod, As extends ParseAs> =
  true extends InitRequired<OperationOf<Path, Method>>
    ? [init: VpsInit<Path, Method> & { parseAs?: As }]
    : [init?: VpsInit<Path, Method> & { parseAs?: As }];

/** What openapi-fetch makes of `data` given `parseAs` (`json`, the default, keeps the typed body). */
type ParseOptions<As extends ParseAs> = ParseAs extends As ? {} : { parseAs: As };

/** Success statuses, as openapi-fetch counts them. */
type OkStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207 | '2XX';

/** The body of the operation's success responses (`never` when they have none), as declared. */
type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses & OkStatus]: Responses[Status] extends { content: infer Content }
        ? Content[keyof Content & MediaType]
        : never;
    }[keyof Responses & OkStatus]
  : never;

/**
 * openapi-fetch's result with every non-2xx `error` a `VpsApiError`, and `data` what `parseAs` makes
 * of the success body (openapi-fetch's `FetchResponse` also builds the error bodies' types, unused
 * here, and copies both through `Readable<>`, which this schema does not need).
 */
export type VpsResult<Operation extends Record<string | number, any>, Init = {}> =
  | { data: Exclude<ParseAsResponse<SuccessBody<Operation>, Init>, undefined>; error?: never; response: Response }
  | { data?: never; error: VpsApiError; response: Response };

/** `client.GET`, `client.POST`, … */
export type VpsMethod<Method extends HttpMethod> = <Path extends VpsPath<Method>, As extends ParseAs = ParseAs>(
  url: Path,
  ...init: InitArgs<Path, Method, As>
) => Promise<VpsResult<OperationOf<Path, Method>, ParseOptions<As>>>;

/** `client.request(method, path, init)` */
export type VpsRequestMethod = <Method extends HttpMethod, Path extends VpsPath<Method>, As extends ParseAs = ParseAs>(
  method: Method,
  url: Path,
  ...init: InitArgs<Path, Method, As>
) => Promise<VpsResult<OperationOf<Path, Method>, ParseOptions<As>>>;

/** The success body of `GET path`. */
export type GetData<Path extends VpsPath<'get'>> = NonNullable<SuccessBody<paths[Path]['get']>>;
