// @vps-hosting/mock: the stateless mock of the VPS Hosting Management API, in-process. `startMock`
// starts our front (the answers Prism cannot give: 308, 404, 405, malformed requests, CORS, the body
// limit, the deprecation headers) before a supervised Prism serving the document's examples; the
// `vps-mock` command (src/main.ts) is the same from the command line. Beside it, Prism as a child
// process of its own (`startPrism`: a mock, or a validating proxy in front of another server, as the
// repository's conformance suite and benchmarks run it) and a free loopback port for it.
export { apiDocument, firstCollectionPath, startMock, type MockOptions, type MockServer } from './server.js';
export { startPrism, type PrismLogLevel, type PrismOptions, type PrismProcess } from './prism.js';
export { freePort, LOOPBACK } from './ports.js';
