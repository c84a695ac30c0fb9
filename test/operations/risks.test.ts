// What a call risks and starts, as the table of operations carries it (docs/design/operation-meaning.md):
// the same as the bundled document says, and `risksOfCall` applying each condition to a body. The
// cases are derived from the table's own conditions, so every conditional risk the document gains is
// exercised here.
import { describe, expect, it } from 'vitest';
import {
  CONFIRMED_RISKS,
  OPERATIONS,
  type OperationSpec,
  type RiskSpec,
  risksOfCall,
  risksToConfirm,
} from '@vps-hosting/api/operations';
import document from '../../generated/openapi.json' with { type: 'json' };

type Doc = { [key: string]: any };
const operations = Object.values((document as Doc).paths as Doc).flatMap((item: Doc) =>
  ['get', 'post', 'put', 'patch', 'delete'].filter((method) => item[method]).map((method) => item[method] as Doc),
);

const conditional = OPERATIONS.flatMap((operation) =>
  operation.risks.filter((risk) => risk.when).map((risk) => [operation.operationId, operation, risk] as const),
);

describe('the table of operations says what each call risks and starts', () => {
  it.each(operations.map((operation) => [operation.operationId as string, operation] as const))(
    '%s: x-risk and x-starts as the document writes them',
    (operationId, operation) => {
      const entry = OPERATIONS.find((candidate) => candidate.operationId === operationId) as OperationSpec;
      expect(entry.risks).toEqual(operation['x-risk']);
      expect(entry.starts).toEqual(operation['x-starts']);
      expect(entry.extensions?.['x-risk']).toBeUndefined();
    },
  );

  it('has conditional risks to test (a batch with deletes, a policy that turns paid backups on)', () => {
    expect(conditional.length).toBeGreaterThan(0);
  });
});

describe('risksOfCall', () => {
  const unconditional = (operation: OperationSpec) => operation.risks.filter((risk) => !risk.when);

  it.each(OPERATIONS.map((operation) => [operation.operationId, operation] as const))(
    '%s: without a body to look at, every risk counts',
    (_id, operation) => {
      expect(risksOfCall(operation)).toEqual(operation.risks);
    },
  );

  it.each(conditional)('%s: a risk when %s', (_id, operation, risk) => {
    const when = risk.when as NonNullable<RiskSpec['when']>;
    const field = operation.body?.fields.find((candidate) => candidate.name === when.field);
    expect(field, `the body has ${when.field}`).toBeDefined();
    const others = (body: unknown) => risksOfCall(operation, body).filter((found) => found !== risk);
    if ('present' in when) {
      const sample = field?.schema.type === 'array' ? [1] : { any: 1 };
      const empty = field?.schema.type === 'array' ? [] : {};
      expect(risksOfCall(operation, { [when.field]: sample })).toContain(risk);
      expect(risksOfCall(operation, { [when.field]: empty })).not.toContain(risk);
      expect(risksOfCall(operation, {})).not.toContain(risk);
    } else {
      expect(risksOfCall(operation, { [when.field]: when.equals })).toContain(risk);
      const other = typeof when.equals === 'boolean' ? !when.equals : `not ${String(when.equals)}`;
      expect(risksOfCall(operation, { [when.field]: other })).not.toContain(risk);
      // Left out, the property counts as its default (none: the risk does not apply).
      const byDefault = field?.schema.default === when.equals;
      expect(risksOfCall(operation, {}).includes(risk)).toBe(byDefault);
    }
    // The unconditional risks apply whatever the body.
    expect(others({})).toEqual(expect.arrayContaining(unconditional(operation)));
  });

  it('applies a default to a property left out', () => {
    const operation: Pick<OperationSpec, 'risks' | 'body'> = {
      risks: [{ kind: 'paid', summary: 'Charges.', when: { field: 'enabled', equals: true } }],
      body: {
        required: false,
        schemaName: 'Policy',
        schema: {},
        fields: [{ name: 'enabled', required: false, description: '', schema: { type: 'boolean', default: true } }],
      },
    };
    expect(risksOfCall(operation, {})).toHaveLength(1);
    expect(risksOfCall(operation, { enabled: false })).toHaveLength(0);
  });
});

describe('risksToConfirm', () => {
  it('asks before what destroys, disrupts or costs, never for reading a secret alone', () => {
    expect([...CONFIRMED_RISKS].sort()).toEqual(['destructive', 'disruptive', 'paid']);
    const secretOnly = OPERATIONS.filter(
      (operation) => operation.risks.length > 0 && operation.risks.every((risk) => risk.kind === 'secret'),
    );
    expect(secretOnly.length).toBeGreaterThan(0);
    for (const operation of secretOnly) expect(risksToConfirm(operation)).toEqual([]);
  });

  it.each(OPERATIONS.map((operation) => [operation.operationId, operation] as const))(
    '%s: every risk of the call but a secret is confirmed',
    (_id, operation) => {
      expect(risksToConfirm(operation)).toEqual(risksOfCall(operation).filter((risk) => risk.kind !== 'secret'));
    },
  );
});
