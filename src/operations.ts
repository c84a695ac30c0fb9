// `@vps-hosting/api/operations`: the table of the document's operations (src/operation-table.ts
// describes an entry) that the command-line tool and the MCP server derive their surfaces from.
export * from './operation-table.js';
export { OPERATIONS } from './generated/operations.js';
