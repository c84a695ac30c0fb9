// An operation that answers a document kept as one text (a DNS zone file): the PUT of the same path
// replaces the resource with a body of a single string field and answers the same schema as the GET.
// That field of the answer is the document; `vps` prints it raw (-o json and yaml keep the API's shape).
import type { OperationSpec } from '@vps-hosting/api/operations';
import { schemaTypes } from './command-specs.js';

/** The answer's field holding the document, when `operation` answers one (`zone_file`), else undefined. */
export function documentField(operation: OperationSpec, operations: readonly OperationSpec[]): string | undefined {
  const schemaName = operation.success.schemaName;
  if (operation.success.kind !== 'resource' || schemaName === undefined) return undefined;
  const replace = operations.find(
    (o) => o.path === operation.path && o.method === 'PUT' && o.success.schemaName === schemaName,
  );
  const fields = replace?.body?.fields ?? [];
  if (fields.length !== 1 || !fields[0]!.required) return undefined;
  const types = schemaTypes(fields[0]!.schema);
  return types.length === 1 && types[0] === 'string' ? fields[0]!.name : undefined;
}
