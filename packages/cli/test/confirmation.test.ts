// What `vps` asks before, for every operation of the table (no list of operations here): each command
// is run in-process without a terminal and without --yes, with argument values built from the
// operation's schemas (values they accept) and a fetch that records what would reach the API. It is refused (exit 2,
// naming each risk's summary) with no write sent exactly when `risksToConfirm` says so for the body
// the arguments make; operations whose risk depends on the body are run both ways (each condition
// met alone, and none met). With --yes the refused ones go out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonSchema, OPERATIONS, type OperationSpec, risksToConfirm } from '@vps-hosting/api/operations';
import { cliTreatment } from '@vps-hosting/cli/commands';
import { commandSpec, schemaTypes } from '../src/commands/command-specs.js';
import { main } from '../src/main.js';
import { EXIT } from '../src/run/exit-codes.js';
import { allowedValues, schemaProblems } from '../src/run/schema-check.js';

/** Strings to try for a string schema: the first its pattern, format and length accept is used. */
const CANDIDATES = [
  'sample',
  'example.com',
  'ns1.example.com',
  'ns2.example.com',
  'mail.example.com.',
  'ns1.example.com.',
  '203.0.113.10',
  '2001:db8::10',
  'admin@example.com',
  'https://example.com/hooks/vps',
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIsample sample',
  '+1.5555550100',
  'US',
  '2026-01-01T00:00:00Z',
  'sample-code-1234',
  'Sample-Code-1234!',
];

/** A JSON value the schema accepts (the command checks every value before sending: run/validate-flags.ts). */
function sampleValue(schema: JsonSchema, nth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) return sampleValue(alternatives.find((a) => a.type !== 'null') ?? alternatives[0]!, nth);
  const values = allowedValues(schema);
  if (values?.length) return values[nth % values.length];
  const types = schemaTypes(schema);
  if (types.includes('integer') || types.includes('number'))
    return Math.max(typeof schema.minimum === 'number' ? schema.minimum : 1, 1) + nth;
  if (types.includes('boolean')) return true;
  if (types.includes('array')) {
    const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 1);
    return Array.from({ length: count }, (_, i) => sampleValue((schema.items ?? {}) as JsonSchema, i));
  }
  if (types.includes('object')) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = (schema.required ?? []) as string[];
    if (Object.keys(properties).length === 0) return { sample: 'value' };
    // The required properties, then others until minProperties is met.
    const atLeast = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
    const names = [...required, ...Object.keys(properties).filter((n) => !required.includes(n))];
    const chosen = names.slice(0, Math.max(required.length, atLeast));
    return Object.fromEntries(chosen.map((name) => [name, sampleValue(properties[name] ?? {})]));
  }
  const fitting = CANDIDATES.filter((c) => schemaProblems(schema, c, '').length === 0);
  return fitting[nth % Math.max(fitting.length, 1)] ?? 'sample';
}

/** The command-line words of a value: JSON for arrays and objects, the plain text otherwise. */
const word = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A value of the field's schema that does not equal `value` (the other boolean, another enum value). */
function otherThan(schema: JsonSchema, value: unknown): unknown {
  if (typeof value === 'boolean') return !value;
  const other = (schema.enum as unknown[] | undefined)?.find((v) => v !== value && v !== null);
  if (other === undefined) throw new Error(`no value other than ${word(value)} to build`);
  return other;
}

interface Case {
  label: string;
  args: string[];
  /** The request body the arguments make, as the test means it. */
  body: Record<string, unknown> | undefined;
}

/** The command with every path argument and body field filled, and the condition fields as told. */
function commandCase(operation: OperationSpec, conditions: Record<string, unknown>, label: string): Case {
  const spec = commandSpec(operation);
  const args = [...spec.words];
  for (const argument of spec.arguments.filter((a) => a.in === 'path')) args.push(word(sampleValue(argument.schema)));
  const body: Record<string, unknown> = {};
  const discriminator = operation.body?.discriminator;
  // A body told apart by a property: the fields of its first variant only (the others are refused).
  const variant = discriminator?.values[0];
  for (const field of operation.body?.fields ?? [])
    if (variant === undefined || !field.variants || field.variants.includes(variant))
      body[field.name] = sampleValue(field.schema);
  if (discriminator) body[discriminator.property] = discriminator.values[0];
  for (const [field, value] of Object.entries(conditions)) {
    if (value === undefined) delete body[field];
    else body[field] = value;
  }
  for (const argument of spec.arguments.filter((a) => a.in === 'body')) {
    const value = body[argument.name];
    if (Array.isArray(value)) args.push(...value.map(word));
  }
  for (const flag of spec.flags) {
    const value = flag.in === 'body' ? body[flag.name] : flag.required ? sampleValue(flag.schema) : undefined;
    if (value !== undefined) args.push(`--${flag.flag}`, word(value));
  }
  return { label: `${label}: vps ${args.join(' ')}`, args, body: operation.body ? body : undefined };
}

/** One case for an operation that risks the same whatever its body; for one whose body decides, one per
 *  condition met alone and one with none met. */
function casesOf(operation: OperationSpec): Case[] {
  const conditional = operation.risks.filter((risk) => risk.when);
  if (conditional.length === 0) return [commandCase(operation, {}, operation.operationId)];
  const field = (name: string) => operation.body!.fields.find((f) => f.name === name)!;
  const unmet: Record<string, unknown> = {};
  for (const { when } of conditional)
    unmet[when!.field] = 'present' in when! ? undefined : otherThan(field(when!.field).schema, when!.equals);
  const cases = [commandCase(operation, unmet, `${operation.operationId}, no condition met`)];
  for (const { when } of conditional) {
    const met = 'present' in when! ? sampleValue(field(when!.field).schema) : when!.equals;
    cases.push(commandCase(operation, { ...unmet, [when!.field]: met }, `${operation.operationId}, ${when!.field}`));
  }
  return cases;
}

const cases = OPERATIONS.flatMap((operation) => casesOf(operation).map((c) => ({ operation, ...c })));

interface Sent {
  method: string;
  url: string;
}

/** Runs `vps args…` in-process with its output captured; every request answered 404 and recorded. */
async function run(args: string[]): Promise<{ code: number; stderr: string; sent: Sent[] }> {
  const sent: Sent[] = [];
  let stderr = '';
  const { fetch: realFetch } = globalThis;
  const { write: realStdout } = process.stdout;
  const { write: realStderr } = process.stderr;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ method: request.method, url: request.url });
    const problem = { type: 'about:blank', title: 'Not found', status: 404, code: 'not_found', detail: 'stub' };
    return new Response(JSON.stringify(problem), {
      status: 404,
      headers: { 'content-type': 'application/problem+json' },
    });
  }) as typeof fetch;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += chunk.toString();
    return true;
  }) as typeof process.stderr.write;
  try {
    return { code: await main(args), stderr, sent };
  } finally {
    globalThis.fetch = realFetch;
    process.stdout.write = realStdout;
    process.stderr.write = realStderr;
  }
}

const ENV = { VPS_TOKEN: 'stub-token', VPS_API_URL: 'http://127.0.0.1:9', XDG_CONFIG_HOME: '' };
const saved = Object.fromEntries(Object.keys(ENV).map((name) => [name, process.env[name]]));
const stdinTTY = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY');
beforeAll(() => {
  Object.assign(process.env, { ...ENV, XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'vps-confirm-')) });
  // No terminal, whatever runs the tests: the command must refuse rather than ask.
  Object.defineProperty(process.stdin, 'isTTY', { value: undefined, configurable: true });
});
afterAll(() => {
  rmSync(process.env.XDG_CONFIG_HOME!, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  if (stdinTTY) Object.defineProperty(process.stdin, 'isTTY', stdinTTY);
  else delete (process.stdin as { isTTY?: boolean }).isTTY;
});

describe('what vps asks before: every operation of the table', () => {
  it('runs every operation, each condition both ways', () => {
    expect(new Set(cases.map((c) => c.operation.operationId)).size).toBe(OPERATIONS.length);
    const conditional = OPERATIONS.filter((o) => o.risks.some((r) => r.when && risksToConfirm(o).includes(r)));
    expect(conditional.length).toBeGreaterThan(0);
    for (const operation of conditional) {
      const asks = cases
        .filter((c) => c.operation === operation)
        .map((c) => risksToConfirm(operation, c.body).length > 0);
      expect(asks, operation.operationId).toContain(true);
      expect(asks, operation.operationId).toContain(false);
    }
  });

  it.each(cases)('$label', async ({ operation, args, body }) => {
    const expected = risksToConfirm(operation, body);
    expect(cliTreatment(operation.operationId, body).confirms).toEqual(expected);
    const result = await run(args);
    const writes = result.sent.filter((s) => s.method !== 'GET');
    if (expected.length > 0) {
      expect(result.code, result.stderr).toBe(EXIT.usage);
      expect(result.stderr).toMatch(/refusing to .* without confirmation/);
      for (const risk of expected) expect(result.stderr).toContain(risk.summary);
      expect(writes).toEqual([]);
      const confirmed = await run([...args, '--yes']);
      expect(confirmed.sent.map((s) => s.method)).toContain(operation.method);
    } else {
      expect(result.stderr).not.toMatch(/refusing/);
      expect(result.sent.map((s) => s.method)).toContain(operation.method);
      expect(result.code, result.stderr).toBe(EXIT.notFound);
    }
  });
});
