// The contract as the kit reads it: the document shipped by @vps-hosting/api (its contract model and
// its table of operations), never a copy. Every path, status, header, scope and schema a check uses
// comes from here.
import {
  type Contract,
  type ContractOperation,
  type ContractResponse,
  loadContract,
  responseFor,
} from '@vps-hosting/api/contract';
import { OPERATIONS, type OperationSpec } from '@vps-hosting/api/operations';
import { SchemaValidator } from './schemas.js';

export type { ContractOperation, ContractResponse, OperationSpec };

export interface KitContract {
  model: Contract;
  /** Every operation of the document, in its order. */
  operations: readonly ContractOperation[];
  /** The table of operations' entry (scopes, success kind, starts, idempotency) by operationId. */
  spec(operationId: string): OperationSpec;
  operation(operationId: string): ContractOperation;
  /** The documented response of an operation for a status (the status, its range, else `default`). */
  response(operation: ContractOperation, status: number): ContractResponse | undefined;
  /** Headers every documented response of every operation declares (the rate-limit trio, the request id). */
  headersOnEveryResponse: readonly string[];
  /** The document's error codes (`ErrorCode`'s enum). */
  errorCodes: readonly string[];
  /** The status the document's problem examples give each error code. */
  statusOfCode(code: string): number | undefined;
  /** A component schema's pointer; throws when the document has none. */
  schemaPointer(name: string): string;
  schemas: SchemaValidator;
}

let loaded: Promise<KitContract> | undefined;

/** The document's contract, read once. */
export function kitContract(): Promise<KitContract> {
  loaded ??= loadContract().then(build);
  return loaded;
}

function build(model: Contract): KitContract {
  const specs = new Map(OPERATIONS.map((spec) => [spec.operationId, spec]));
  const schemas = model.document.components as { schemas: Record<string, { enum?: string[] }> };
  const errorCodes = schemas.schemas.ErrorCode?.enum ?? [];
  const codeStatus = new Map<string, number>();
  for (const example of model.examples) {
    const value = example.value as { code?: unknown; status?: unknown } | undefined;
    if (typeof value?.code === 'string' && typeof value.status === 'number' && !codeStatus.has(value.code))
      codeStatus.set(value.code, value.status);
  }
  return {
    model,
    operations: model.operations,
    spec(operationId) {
      const spec = specs.get(operationId);
      if (!spec) throw new Error(`the table of operations has no ${operationId}`);
      return spec;
    },
    operation: (operationId) => model.operation(operationId),
    response: responseFor,
    headersOnEveryResponse: headersDeclaredEverywhere(model.operations),
    errorCodes,
    statusOfCode: (code) => codeStatus.get(code),
    schemaPointer(name) {
      if (!schemas.schemas[name]) throw new Error(`the document has no schema ${name}`);
      return `/components/schemas/${name}`;
    },
    schemas: new SchemaValidator(model.document),
  };
}

function headersDeclaredEverywhere(operations: readonly ContractOperation[]): string[] {
  let common: Map<string, string> | undefined;
  for (const operation of operations) {
    for (const response of operation.responses) {
      const names = new Map(response.headers.map((header) => [header.name.toLowerCase(), header.name]));
      common = common ? new Map([...common].filter(([lower]) => names.has(lower))) : names;
    }
  }
  return [...(common?.values() ?? [])];
}
