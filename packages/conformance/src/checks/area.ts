// The area of an operation (its first tag, lower case): what `--only` and the summary group by.
import type { ContractOperation } from '@vps-hosting/api/contract';

export function areaOf(operation: ContractOperation): string {
  return (operation.tags[0] ?? 'api').toLowerCase();
}

/** The documented example of each path parameter of an operation (values that match its schema). */
export function examplePath(operation: ContractOperation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    if (parameter.example === undefined)
      throw new Error(`${operation.label}: path parameter ${parameter.name} has no example`);
    values[parameter.name] = String(parameter.example);
  }
  return values;
}
