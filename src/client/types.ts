// The typed surface of the client: openapi-fetch's method signatures over the generated `paths`,
// with `error` a `VpsApiError` instead of the parsed body.
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../../generated/schema.js';
import type { VpsApiError } from './errors.js';

/** The methods the contract uses. */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

type MediaType = `${string}/${string}`;

/** The paths that have an operation for `Method`. */
export type VpsPath<Method extends HttpMethod> = { [P in keyof paths]: paths[P] extends { [K in Method]: unknown } ? P : never }[keyof paths];

// The same helpers openapi-fetch uses (from openapi-typescript-helpers, which is not ours to import):
// the `init` argument is optional exactly when nothing in it is required.
type RequiredKeysOfHelper<T> = { [K in keyof T]: {} extends Pick<T, K> ? never : K }[keyof T];
export type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
type InitParam<Init> = RequiredKeysOf<Init> extends never
  ? [(Init & { [key: string]: unknown })?]
  : [Init & { [key: string]: unknown }];

/**
 * openapi-fetch's result with every non-2xx `error` a `VpsApiError`. (Spelled out rather than mapped
 * over FetchResponse: a conditional type over that union resolves too early inside generic methods.)
 */
export type VpsResult<Operation extends Record<string | number, any>, Init> =
  | { data: Exclude<FetchResponse<Operation, Init, MediaType>['data'], undefined>; error?: never; response: Response }
  | { data?: never; error: VpsApiError; response: Response };

/** The operation of a path and method (`paths[Path][Method]`, which openapi-fetch also indexes). */
type OperationOf<Path extends keyof paths, Method extends HttpMethod> = Extract<paths[Path][Method], Record<string | number, any>>;

type WithApiError<Result> = Result extends { error?: never }
  ? Result
  : { data?: never; error: VpsApiError; response: Response };

/** `client.GET`, `client.POST`, … */
export type VpsMethod<Method extends HttpMethod> = <
  Path extends VpsPath<Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<VpsResult<OperationOf<Path, Method>, Init>>;

/** `client.request(method, path, init)` */
export type VpsRequestMethod = <
  Method extends HttpMethod,
  Path extends VpsPath<Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  method: Method,
  url: Path,
  ...init: InitParam<Init>
) => Promise<VpsResult<OperationOf<Path, Method>, Init>>;

/** The success body of `GET path`. */
export type GetData<Path extends VpsPath<'get'>> = NonNullable<FetchResponse<paths[Path]['get'], {}, MediaType>['data']>;
