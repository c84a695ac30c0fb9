// `@vps-hosting/api/operations/examples`: the document's examples for each operation of the table of
// operations (`OPERATION_EXAMPLES[op.operationId]`): each parameter's example and the request body's
// named examples. An entry of its own, like the response schemas, so that what needs the table alone
// does not load them (the `vps` tool reads them only to write help).
import type { ParameterSpec } from './operation-table.js';

/** Where a parameter goes (a cookie parameter is not in the table). */
export type ExampleParameterPlace = ParameterSpec['in'];

/** A named example of a request body, as the document writes it. */
export interface RequestExample {
  /** Its key in the body's `examples` (`build_01`); `example` for a body's single unnamed example. */
  name: string;
  /** Its one-line summary, when written. */
  summary?: string;
  /** The request body. */
  value: unknown;
}

export interface OperationExamples {
  /** Each parameter's example by place and name (`{ path: { server_id: 42 } }`); a place without any is left out. */
  parameters: Partial<Record<ExampleParameterPlace, Record<string, unknown>>>;
  /** The request body's named examples, in the document's order; none for an operation without a body. */
  requests: RequestExample[];
}

export { OPERATION_EXAMPLES } from './generated/operation-examples.js';
