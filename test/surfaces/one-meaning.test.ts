// One meaning, two surfaces (docs/design/operation-meaning.md): for every operation of the table, and
// for each conditional risk with a body that meets its condition and one that does not, `vps` and
// `vps-mcp` ask about exactly the risks `risksToConfirm` names, and wait exactly for the operations
// that start an action. Each surface takes its decisions through the treatment compared here, and its
// own walk over every operation proves that the runtime obeys it (packages/cli/test/confirmation.test.ts:
// refused without --yes and nothing written; packages/mcp/test/confirm-conditions.test.ts and
// meaning.test.ts: refused without confirm and nothing sent, the tools' hints and arguments).
import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationSpec, type RiskSpec, risksToConfirm } from '@vps-hosting/api/operations';
import { cliTreatment } from '@vps-hosting/cli/commands';
import { mcpTreatment } from '@vps-hosting/mcp/treatment';

/** Bodies that meet, and do not meet, each condition of the operation's risks. */
function conditionBodies(operation: OperationSpec): [string, Record<string, unknown>][] {
  return operation.risks.flatMap((risk: RiskSpec): [string, Record<string, unknown>][] => {
    if (!risk.when) return [];
    const { field } = risk.when;
    if ('present' in risk.when) {
      const schema = operation.body?.fields.find((candidate) => candidate.name === field)?.schema;
      const sample = schema?.type === 'array' ? [{}] : { any: 1 };
      return [
        [`${field} sent`, { [field]: sample }],
        [`${field} left out`, {}],
      ];
    }
    const other = typeof risk.when.equals === 'boolean' ? !risk.when.equals : null;
    return [
      [`${field} = ${JSON.stringify(risk.when.equals)}`, { [field]: risk.when.equals }],
      [`${field} = ${JSON.stringify(other)}`, { [field]: other }],
    ];
  });
}

const cases = OPERATIONS.flatMap((operation) => [
  [operation.operationId, 'body not known', operation, undefined] as const,
  ...conditionBodies(operation).map(([label, body]) => [operation.operationId, label, operation, body] as const),
]);

describe('vps and vps-mcp give every operation the meaning the document gives it', () => {
  it('has conditional cases to walk', () => {
    expect(cases.length).toBeGreaterThan(OPERATIONS.length);
  });

  it.each(cases)('%s (%s)', (operationId, _label, operation, body) => {
    const expected = {
      confirms: risksToConfirm(operation, body),
      waits: operation.starts !== undefined,
    };
    expect(cliTreatment(operationId, body), 'vps').toEqual(expected);
    expect(mcpTreatment(operationId, body), 'vps-mcp').toEqual(expected);
  });
});
