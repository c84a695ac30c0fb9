// `@vps-hosting/api/contract`: the contract model, one reading of the bundled OpenAPI document
// (contract.ts), and the table of operations derived from it (table.ts) with its examples (examples.ts).
export { type Contract, type ContractPath, readContract } from './contract.js';
export { operationExamples } from './examples.js';
export { type InlineOptions, inlineSchema } from './inline.js';
export { extensionsOf, isRecord, type Json, type JsonObject } from './json.js';
export { loadContract } from './load.js';
export {
  type ContractHeader,
  type ContractMedia,
  type ContractOperation,
  type ContractParameter,
  type ContractRequestBody,
  type ContractResponse,
  type HttpMethodName,
  mediaOf,
  type NamedExample,
  PATH_ITEM_METHODS,
  type ParameterLocation,
  type PathItemMethod,
  responseFor,
  type SchemaSlot,
} from './operations.js';
export { matchTemplate, routingOrder, type TemplateMatcher, templateMatcher } from './paths.js';
export {
  atPointer,
  ContractError,
  componentName,
  escapePointerToken,
  type Located,
  pointerOf,
  type RefResolver,
  refResolver,
  unescapePointerToken,
} from './refs.js';
export { type ContractServer, defaultApiUrlOf, readServers, type ServerVariable } from './servers.js';
export { operationTable, responseSchemas, serverTable } from './table.js';
