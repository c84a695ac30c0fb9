// The document's examples for each operation of the table of operations (`@vps-hosting/api/operations/examples`,
// shape in src/operation-examples.ts): each parameter's example (its `example`, else its first named
// example, else its schema's) and the request body's named examples with their summaries. What
// `npm run generate` writes into src/generated/operation-examples.ts; help derives its examples from it.
import type { OperationExamples, RequestExample } from '../operation-examples.js';
import type { OperationSpec } from '../operation-table.js';
import type { Contract } from './contract.js';
import { type ContractOperation, mediaOf } from './operations.js';

const JSON_MEDIA_TYPE = 'application/json';

function requestExamples(operation: ContractOperation): RequestExample[] {
  const media = operation.requestBody ? mediaOf(operation.requestBody.content, JSON_MEDIA_TYPE) : undefined;
  if (!media) return [];
  if (media.examples.length === 0)
    return media.example === undefined ? [] : [{ name: 'example', value: media.example }];
  return media.examples.map((example) => ({
    name: example.name,
    ...(example.summary !== undefined ? { summary: example.summary } : {}),
    value: example.value,
  }));
}

function examplesOf(operation: ContractOperation): OperationExamples {
  const parameters: OperationExamples['parameters'] = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || parameter.example === undefined) continue;
    parameters[parameter.in] = { ...parameters[parameter.in], [parameter.name]: parameter.example };
  }
  return { parameters, requests: requestExamples(operation) };
}

/** The examples of each operation of the table, by operationId, in the table's order. */
export function operationExamples(
  contract: Contract,
  table: readonly OperationSpec[],
): Record<string, OperationExamples> {
  return Object.fromEntries(
    table.map((entry) => [entry.operationId, examplesOf(contract.operation(entry.operationId))]),
  );
}
