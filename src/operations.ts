// `@vps-hosting/api/operations`: the table of the document's operations (src/operation-table.ts
// describes an entry) that the command-line tool and the MCP server derive their surfaces from, and
// the document's servers (the default API URL), so that neither needs to read the document itself.
export * from './operation-table.js';
export { CONFIRMED_RISKS, risksOfCall, risksToConfirm } from './operation-risks.js';
export { DEFAULT_API_URL, OPERATIONS, SERVERS } from './generated/operations.js';
