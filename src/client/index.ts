// The client's public surface.
export { createVpsClient, unwrap, DEFAULT_TIMEOUT_MS, type VpsClient, type VpsClientOptions } from './client.js';
export { warnOncePerOperation, type DeprecationHandler, type DeprecationNotice } from './deprecation.js';
export { VpsApiError, RequestTimeoutError, ActionFailedError, ActionTimeoutError, isProblem } from './errors.js';
export { HEADER } from './header-names.js';
export { paginate, type ListPath, type ListItem, type ListParams, type PaginateOptions } from './paginate.js';
export type { RateLimitState } from './rate-limit.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry-policy.js';
export type { FetchLike } from './transport.js';
export type { GetData, HttpMethod, VpsMethod, VpsPath, VpsRequestMethod, VpsResult } from './types.js';
export { waitForAction, type WaitForActionOptions } from './wait-for-action.js';
