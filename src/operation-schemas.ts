// `@vps-hosting/api/operations/schemas`: the schema of each component a success answer of the table
// of operations names, inlined (`RESPONSE_SCHEMAS[op.success.schemaName]`). An entry of its own, so
// that what needs the table alone does not load them.
export type { JsonSchema } from './operation-table.js';
export { RESPONSE_SCHEMAS } from './generated/response-schemas.js';
