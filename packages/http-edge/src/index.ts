// @vps-hosting/http-edge: what the mock and the sandbox answer and send alike, from the bundled
// document, whatever operation a request reaches (or none): the browser policy (CORS), the request
// body limit, the deprecation headers, and the one route
// matcher of a request (routing.ts). The command-line
// parser of the products' commands is the `@vps-hosting/http-edge/cli` entry.
export { BODY_LIMIT_EXTENSION, bodyLimitOf, bodyTooLarge } from './body-limit.js';
export {
  CORS_HEADER,
  corsPolicy,
  isCorsHeader,
  isPreflight,
  PREFLIGHT_MAX_AGE_SECONDS,
  PREFLIGHT_STATUS,
  type CorsPolicy,
} from './cors.js';
export { isoDate } from './dates.js';
export {
  DEPRECATION_HEADER,
  deprecationHeaders,
  deprecationTable,
  deprecationTableOfFile,
  operationKey,
} from './deprecation-headers.js';
export {
  ALLOW_ORDER,
  createRouter,
  MAX_PARAM_LENGTH,
  type MalformedReason,
  type Router,
  type RouterOptions,
  type Routing,
  splitTarget,
} from './routing.js';
export {
  ALLOW_HEADER,
  bodyTooLargeAnswer,
  EDGE_PROBLEM_STATUS,
  type EdgeAnswer,
  type EdgeProblemCode,
  type FieldError,
  LOCATION_HEADER,
  malformedAnswer,
  parseErrorAnswer,
  printable,
  readHead,
  routingAnswer,
  SLASH_REDIRECT_STATUS,
  unknownQueryAnswer,
  unknownQueryErrors,
} from './answers.js';
