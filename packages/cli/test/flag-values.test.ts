// Command-line strings to JSON values by the schema of the parameter or body field (taken from the
// table of operations): integers, booleans, arrays, objects, null; a bad value is a usage error.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { flagValue } from '../src/commands/flag-values.js';
import { UsageError } from '../src/run/exit-codes.js';

function schemaOf(operationId: string, name: string) {
  const operation = OPERATIONS.find((o) => o.operationId === operationId)!;
  const found =
    operation.parameters.find((p) => p.name === name) ?? operation.body?.fields.find((f) => f.name === name);
  if (!found) throw new Error(`${operationId} has no ${name}`);
  return found.schema;
}

describe('flag values', () => {
  it('reads integers and refuses what is not one', () => {
    const perPage = schemaOf('listServers', 'per_page');
    expect(flagValue('--per-page', perPage, '50')).toBe(50);
    for (const bad of ['fifty', '1.5', '']) expect(() => flagValue('--per-page', perPage, bad)).toThrow(UsageError);
  });

  it('reads booleans (a bare flag is true) and refuses other words', () => {
    const backups = schemaOf('createServer', 'backups');
    expect(flagValue('--backups', backups, true)).toBe(true);
    expect(flagValue('--backups', backups, 'false')).toBe(false);
    expect(flagValue('--backups', backups, 'yes')).toBe(true);
    expect(() => flagValue('--backups', backups, 'maybe')).toThrow(/--backups: expected true or false/);
  });

  it('reads arrays from repeated flags, commas or JSON', () => {
    const names = schemaOf('checkDomainAvailability', 'names');
    expect(flagValue('<names>', names, ['a.com', 'b.com,c.com'])).toEqual(['a.com', 'b.com', 'c.com']);
    expect(flagValue('<names>', names, ['["a.com"]'])).toEqual(['a.com']);
    const deletes = schemaOf('batchDnsRecords', 'deletes');
    expect(flagValue('--deletes', deletes, ['1003', '1004'])).toEqual([1003, 1004]);
    const patches = schemaOf('batchDnsRecords', 'patches');
    expect(flagValue('--patches', patches, ['[{"id":1,"ttl":300}]'])).toEqual([{ id: 1, ttl: 300 }]);
  });

  it('reads objects as JSON or key=value pairs, and refuses anything else', () => {
    const labels = schemaOf('createServer', 'labels');
    expect(flagValue('--labels', labels, 'env=prod,role=web')).toEqual({ env: 'prod', role: 'web' });
    expect(flagValue('--labels', labels, '{"env":"prod"}')).toEqual({ env: 'prod' });
    expect(() => flagValue('--labels', labels, 'prod')).toThrow(/key=value/);
    expect(() => flagValue('--labels', labels, '{not json')).toThrow(/not valid JSON/);
  });

  it('reads null where the schema allows it, and keeps strings as given', () => {
    const comment = schemaOf('updateDnsRecord', 'comment');
    expect(flagValue('--comment', comment, 'null')).toBeNull();
    expect(flagValue('--comment', comment, 'web front')).toBe('web front');
    expect(flagValue('--name', schemaOf('createServer', 'name'), 'null')).toBe('null');
  });
});
