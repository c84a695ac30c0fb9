// The command tree against the document: every operation of generated/openapi.json is a command,
// its arguments are the path parameters, and its flags are exactly its other parameters and body
// fields (plus the tool's own options); the overlay names only what exists.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Command } from 'commander';
import { mediaOf, readContract } from '@vps-hosting/api/contract';
import { OPERATIONS, risksToConfirm } from '@vps-hosting/api/operations';
import { buildProgram, TOOL_FLAGS } from '../src/commands/build-program.js';
import { commandSpecs, exampleLine, kebab } from '../src/commands/command-specs.js';
import {
  ACTION_READ,
  BODY_ARGUMENTS,
  COLUMNS,
  COMMAND_NAMES,
  COMPLETED_NAMES,
  CONTENT_COLUMN,
  CREATED_RESOURCE_ACTIONS,
  NAME_LOOKUPS,
  PAGE_PARAMETER,
} from '../src/commands/overlay.js';

type Json = Record<string, any>;
const doc: Json = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@vps-hosting/api/openapi.json'), 'utf8'),
);
const contract = readContract(doc);
const resolve = (node: unknown): Json => contract.resolver.resolve(node);

/** Every operation as the document writes it (the contract model's reading): parameters in force by
 *  location (an operation's own replaces the path item's), top-level body properties. */
const documented = contract.operations
  .filter((operation) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method))
  .map((operation) => {
    const parameters = operation.parameters;
    const media = operation.requestBody && mediaOf(operation.requestBody.content, 'application/json');
    const schema: Json = media?.schema?.resolved ?? {};
    const bodies: Json[] = schema.oneOf ? schema.oneOf.map(resolve) : [schema];
    const fields = new Set<string>(
      bodies.flatMap((b) =>
        Object.entries<Json>(b.properties ?? {})
          .filter(([, p]) => !resolve(p).readOnly)
          .map(([k]) => k),
      ),
    );
    return {
      operationId: operation.operationId as string,
      method: operation.method as string,
      path: operation.path,
      pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
      otherParams: parameters.filter((p) => p.in === 'query' || p.in === 'header').map((p) => p.name),
      fields: [...fields],
    };
  });

const program = buildProgram({ operations: OPERATIONS, run: async () => {}, addToolCommands: () => {} });

function find(words: readonly string[]): Command | undefined {
  let command: Command | undefined = program;
  for (const word of words) command = command?.commands.find((c) => c.name() === word);
  return command;
}

describe('the command tree', () => {
  it('has one command per operation of the document, all 72 of them, with distinct names', () => {
    expect(documented.length).toBe(72);
    const specs = commandSpecs(OPERATIONS);
    expect(specs.map((s) => s.operation.operationId).sort()).toEqual(documented.map((o) => o.operationId).sort());
    const names = specs.map((s) => s.words.join(' '));
    expect(new Set(names).size).toBe(names.length);
    for (const spec of specs) expect(find(spec.words), spec.words.join(' ')).toBeDefined();
  });

  it.each(documented)(
    '$operationId: arguments are its path parameters, flags its other parameters and body fields',
    (op) => {
      const spec = commandSpecs(OPERATIONS).find((s) => s.operation.operationId === op.operationId)!;
      expect([spec.operation.method, spec.operation.path]).toEqual([op.method, op.path]);
      const command = find(spec.words)!;
      const bodyArgument = BODY_ARGUMENTS[op.operationId];
      expect(command.registeredArguments.map((a) => a.name())).toEqual([
        ...op.pathParams,
        ...(bodyArgument ? [bodyArgument] : []),
      ]);
      const tool = new Set<string>([
        ...TOOL_FLAGS.all,
        ...(spec.operation.success.kind === 'list' ? TOOL_FLAGS.list : []),
        // Waiting only where the table says the call starts an action; --yes where some call asks.
        ...(spec.operation.starts ? TOOL_FLAGS.waits : []),
        ...(risksToConfirm(spec.operation).length > 0 ? TOOL_FLAGS.confirm : []),
      ]);
      const flags = command.options.map((o) => o.long!.slice(2)).filter((f) => !tool.has(f));
      const expected = [...op.otherParams, ...op.fields.filter((f) => f !== bodyArgument)].map(kebab);
      expect(flags.sort()).toEqual(expected.sort());
      expect(
        command.options
          .map((o) => o.long!.slice(2))
          .filter((f) => tool.has(f))
          .sort(),
      ).toEqual([...tool].sort());
    },
  );

  it("shows the summary, the scopes and an example in each command's help", () => {
    for (const spec of commandSpecs(OPERATIONS)) {
      const command = find(spec.words)!;
      let help = '';
      command.configureOutput({ writeOut: (text) => (help += text) });
      command.outputHelp();
      expect(help).toContain(spec.operation.summary);
      expect(help).toContain(`Scopes: ${spec.operation.scopes.join(', ') || 'none'}`);
      // The schema's example, or the document's once help is prepared (help-examples.test.ts), maybe after a summary.
      expect(help).toMatch(new RegExp(`Examples?:\\n(?:  # .*\\n)?  vps ${spec.words.join(' ')}`));
    }
  });

  it('gives an example of one variant for a body told apart by a property (DNS records by type)', () => {
    const specs = commandSpecs(OPERATIONS).filter((s) => s.operation.body?.discriminator);
    expect(specs.length).toBeGreaterThan(0);
    for (const spec of specs) {
      const { property, values } = spec.operation.body!.discriminator!;
      const example = exampleLine(spec);
      if (spec.flags.some((f) => f.name === property && f.required))
        expect(example).toContain(`--${kebab(property)} ${values[0]}`);
      for (const flag of spec.flags.filter((f) => f.variants && !f.variants.includes(values[0]!)))
        expect(example).not.toContain(`--${flag.flag} `);
    }
  });

  it('has an overlay that names only operations, fields and schema properties that exist', () => {
    const ids = new Set(documented.map((o) => o.operationId));
    for (const id of [...Object.keys(COMMAND_NAMES), ...Object.keys(BODY_ARGUMENTS), ...Object.values(NAME_LOOKUPS)])
      expect(ids).toContain(id);
    for (const [id, field] of Object.entries(BODY_ARGUMENTS))
      expect(documented.find((o) => o.operationId === id)!.fields).toContain(field);
    // A name is looked up with the list's `name` filter; completion offers the items' names.
    for (const id of [...Object.values(NAME_LOOKUPS), ...Object.values(COMPLETED_NAMES)]) {
      expect(documented.find((o) => o.operationId === id)!.otherParams, id).toContain('name');
    }
    for (const parameter of [...Object.keys(NAME_LOOKUPS), ...Object.keys(COMPLETED_NAMES)]) {
      expect(
        documented.some((o) => o.pathParams.includes(parameter)),
        parameter,
      ).toBe(true);
    }
    // Every list reads one page when asked for one; actions wait reads what getAction reads.
    for (const spec of commandSpecs(OPERATIONS).filter((s) => s.operation.success.kind === 'list')) {
      expect(documented.find((o) => o.operationId === spec.operation.operationId)!.otherParams).toContain(
        PAGE_PARAMETER,
      );
    }
    expect(OPERATIONS.find((o) => o.operationId === ACTION_READ)?.success.kind).toBe('action');
    const actions = documented.find((o) => o.operationId === CREATED_RESOURCE_ACTIONS.list)!;
    const { typeParameter, idParameter, sort } = CREATED_RESOURCE_ACTIONS;
    expect(actions.otherParams).toEqual(expect.arrayContaining([typeParameter, idParameter, sort.parameter]));
    const sortSchema = resolve(
      resolve(doc.paths[actions.path].get.parameters.find((p: Json) => resolve(p).name === sort.parameter)).schema,
    );
    expect(sortSchema.enum).toContain(sort.value);
    for (const [schemaName, columns] of Object.entries(COLUMNS)) {
      const schema = resolve(doc.components.schemas[schemaName]);
      const properties = new Set(
        [schema, ...(schema.oneOf ?? []).map(resolve)].flatMap((s: Json) => Object.keys(s.properties ?? {})),
      );
      for (const column of columns) {
        // The content column is one of items made of variants (DNS records by type).
        if (column === CONTENT_COLUMN) expect(schema.oneOf, `${schemaName}.${column}`).toBeDefined();
        else expect(properties, `${schemaName}.${column}`).toContain(column.split('.')[0]);
      }
    }
  });
});
