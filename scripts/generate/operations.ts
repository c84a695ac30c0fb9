// Generate step: the table of operations (src/operation-table.ts describes its shape), derived from
// the contract model of the bundled document (src/contract/table.ts), into src/generated/:
//   operations.ts        the document's servers, the default API URL and one entry per operation;
//   response-schemas.ts  the schema of each component a success answer names, inlined (the MCP
//                        server's output schemas), apart so that what loads the table alone (the
//                        `vps` tool at every start) does not parse them.
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  type JsonObject,
  operationTable,
  readContract,
  responseSchemas,
  serverTable,
} from '../../src/contract/index.js';

export const OPERATIONS_FILE = 'operations.ts';
export const RESPONSE_SCHEMAS_FILE = 'response-schemas.ts';

const DO_NOT_EDIT = `Generated from generated/openapi.json by scripts/generate/operations.ts. Do not edit: change
 * openapi/ and run \`npm run generate\`. The shapes are described in src/operation-table.ts.`;

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** Writes src/generated/operations.ts and response-schemas.ts from the bundled document; returns the files. */
export async function writeOperationTable(bundlePath: string, outDir: string): Promise<string[]> {
  const contract = readContract(JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as JsonObject);
  const operations = operationTable(contract);
  const servers = serverTable(contract);
  const table = [
    `/**\n * The servers and operations of the VPS Hosting Management API, one entry per operation.\n * ${DO_NOT_EDIT}\n */`,
    `import type { OperationSpec, ServerSpec } from '../operation-table.js';`,
    `/** The document's servers, their URL variables at their defaults. */\nexport const SERVERS: readonly ServerSpec[] = ${json(servers)};`,
    `/** The API's default URL: the first server's, without a trailing slash. */\nexport const DEFAULT_API_URL = ${json(contract.defaultApiUrl)};`,
    `/** One entry per operation, in the document's order. */\nexport const OPERATIONS: readonly OperationSpec[] = ${json(operations)};`,
  ];
  const schemas = [
    `/**\n * The schema of each component a success answer of the table of operations names (\`success.schemaName\`),\n * every \`$ref\` inlined and the examples left out.\n * ${DO_NOT_EDIT}\n */`,
    `import type { JsonSchema } from '../operation-table.js';`,
    `export const RESPONSE_SCHEMAS: Readonly<Record<string, JsonSchema>> = ${json(responseSchemas(contract, operations))};`,
  ];
  const files = [
    [path.join(outDir, OPERATIONS_FILE), table],
    [path.join(outDir, RESPONSE_SCHEMAS_FILE), schemas],
  ] as const;
  for (const [file, parts] of files) fs.writeFileSync(file, `${parts.join('\n\n')}\n`);
  return files.map(([file]) => file);
}
