// @vps-hosting/http-edge/fastify: the edge of the mock and the sandbox as a Fastify plugin
// (plugin.ts), and the raw HTTP/1.1 writer of answers that have no request object (raw-http.ts).
export {
  createHttpEdge,
  type EdgeHooks,
  type EdgeServerOptions,
  type Gated,
  type HttpEdge,
  type HttpEdgeOptions,
  type RawSource,
  type RoutedOperation,
} from './plugin.js';
export { type RawResponse, rawHttp } from './raw-http.js';
