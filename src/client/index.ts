// The client's public surface.
export { createVpsClient, unwrap, DEFAULT_TIMEOUT_MS, type VpsClient, type VpsClientOptions } from './client.js';
export { warnOncePerOperation, type DeprecationHandler, type DeprecationNotice } from './deprecation.js';
export {
  VpsApiError,
  RequestTimeoutError,
  ActionFailedError,
  ActionTimeoutError,
  StartedActionNotFoundError,
  isProblem,
  WebhookError,
  WebhookPayloadError,
  WebhookSignatureError,
  WebhookTimestampError,
  WebhookTypeError,
} from './errors.js';
export { HEADER } from './header-names.js';
export { paginate, type ListPath, type ListItem, type ListParams, type PaginateOptions } from './paginate.js';
export type { RateLimitState } from './rate-limit.js';
export { describeRetry, warnOnRetry, type RetryHandler, type RetryNotice } from './retry-notice.js';
export { DEFAULT_RETRY, type RetryDelaySource, type RetryOptions, type RetryReason } from './retry-policy.js';
export type { FetchLike } from './transport.js';
export type { GetData, HttpMethod, VpsMethod, VpsPath, VpsRequestMethod, VpsResult } from './types.js';
export { waitForAction, type WaitForActionOptions } from './wait-for-action.js';
export { waitForStarted, type StartingOperation } from './wait-for-started.js';
export {
  verifyWebhook,
  isWebhookEventType,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  type VerifyWebhookOptions,
  type WebhookEvent,
  type WebhookEventData,
  type WebhookEventOf,
  type WebhookEventType,
  type WebhookHeaders,
} from './webhooks.js';
