// Generate step: the document's examples for each operation of the table (src/operation-examples.ts
// describes them), from the contract model (src/contract/examples.ts), into
// src/generated/operation-examples.ts: apart from the table, so that only help loads them. One line
// per operation.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type JsonObject, operationExamples, operationTable, readContract } from '../../src/contract/index.js';

export const OPERATION_EXAMPLES_FILE = 'operation-examples.ts';

/** Writes src/generated/operation-examples.ts from the bundled document; returns the file. */
export async function writeOperationExamples(bundlePath: string, outDir: string): Promise<string[]> {
  const contract = readContract(JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as JsonObject);
  const examples = operationExamples(contract, operationTable(contract));
  const entries = Object.entries(examples).map(([id, value]) => `  ${JSON.stringify(id)}: ${JSON.stringify(value)},`);
  const text = [
    [
      '/**',
      " * The document's examples for each operation of the table of operations: each parameter's and the request",
      " * body's named ones. Generated from generated/openapi.json by scripts/generate/operation-examples.ts. Do",
      ' * not edit: change openapi/ and run `npm run generate`. Their shape is described in src/operation-examples.ts.',
      ' */',
    ].join('\n'),
    `import type { OperationExamples } from '../operation-examples.js';`,
    `export const OPERATION_EXAMPLES: Readonly<Record<string, OperationExamples>> = {\n${entries.join('\n')}\n};`,
  ];
  const file = path.join(outDir, OPERATION_EXAMPLES_FILE);
  fs.writeFileSync(file, `${text.join('\n\n')}\n`);
  return [file];
}
