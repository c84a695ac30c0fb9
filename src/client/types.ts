// The typed surface of the client: openapi-fetch's method signatures over the generated `paths`,
// made exact (an unknown body field, query, path or header parameter, or init option does not
// compile), with `error` a `VpsApiError` instead of the parsed body.
import type { FetchOptions, FetchResponse, ParseAs } from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import type { VpsApiError } from './errors.js';

/** The methods the contract uses. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

type MediaType = `${string}/${string}`;

/** The paths that have an operation for `Method`. */
export type VpsPath<Method extends HttpMethod> = { [P in keyof paths]: paths[P] extends { [K in Method]: unknown } ? P : never }[keyof paths];

// The same helper openapi-fetch uses (from openapi-typescript-helpers, which is not ours to import):
// the `init` argument is optional exactly when nothing in it is required.
type RequiredKeysOfHelper<T> = { [K in keyof T]: {} extends Pick<T, K> ? never : K }[keyof T];
export type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;

/** The operation of a path and method (`paths[Path][Method]`, which openapi-fetch also indexes). */
type OperationOf<Path extends keyof paths, Method extends HttpMethod> = Extract<paths[Path][Method], Record<string | number, any>>;

/**
 * The `init` of `Method Path`: `params` (path, query, header), `body` and openapi-fetch's options
 * (`signal`, `headers`, `middleware`, …). Unlike openapi-fetch, the client does not infer `init` as
 * a type parameter of its own: the argument is checked against this type, so an object literal
 * with a key the operation does not declare is a compile error.
 */
export type VpsInit<Path extends keyof paths, Method extends HttpMethod> = FetchOptions<OperationOf<Path, Method>>;

/** `init`, optional exactly when nothing in it is required; `parseAs` alone stays inferred. */
type InitArgs<Init, As extends ParseAs> = RequiredKeysOf<Init> extends never
  ? [init?: Init & { parseAs?: As }]
  : [init: Init & { parseAs?: As }];

/** What openapi-fetch makes of `data` given `parseAs` (`json`, the default, keeps the typed body). */
type ParseOptions<As extends ParseAs> = ParseAs extends As ? {} : { parseAs: As };

/**
 * openapi-fetch's result with every non-2xx `error` a `VpsApiError`. (Spelled out rather than mapped
 * over FetchResponse: a conditional type over that union resolves too early inside generic methods.)
 */
export type VpsResult<Operation extends Record<string | number, any>, Init = {}> =
  | { data: Exclude<FetchResponse<Operation, Init, MediaType>['data'], undefined>; error?: never; response: Response }
  | { data?: never; error: VpsApiError; response: Response };

/** `client.GET`, `client.POST`, … */
export type VpsMethod<Method extends HttpMethod> = <Path extends VpsPath<Method>, As extends ParseAs = ParseAs>(
  url: Path,
  ...init: InitArgs<VpsInit<Path, Method>, As>
) => Promise<VpsResult<OperationOf<Path, Method>, ParseOptions<As>>>;

/** `client.request(method, path, init)` */
export type VpsRequestMethod = <Method extends HttpMethod, Path extends VpsPath<Method>, As extends ParseAs = ParseAs>(
  method: Method,
  url: Path,
  ...init: InitArgs<VpsInit<Path, Method>, As>
) => Promise<VpsResult<OperationOf<Path, Method>, ParseOptions<As>>>;

/** The success body of `GET path`. */
export type GetData<Path extends VpsPath<'get'>> = NonNullable<FetchResponse<paths[Path]['get'], {}, MediaType>['data']>;
