// The gate on our real bundle (generated/openapi.json) against itself taken as a release, in a
// temporary folder holding releases/ and CHANGELOG.md: the changes of the "Done when".
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isObject, type JsonObject } from '../../scripts/breaking/document.js';
import { readBundle, runGate } from '../../scripts/breaking/gate.js';
import { operationsOf } from '../../scripts/breaking/operations.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const bundleFile = path.join(repoRoot, 'generated/openapi.json');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder with the real bundle released as 1.0.0 (or no release) and a CHANGELOG. */
function releaseFolder({ released = true, unreleased = '- Nothing yet.' } = {}): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'breaking-gate-'));
  folders.push(folder);
  if (released) {
    fs.mkdirSync(path.join(folder, 'releases/1.0.0'), { recursive: true });
    fs.copyFileSync(bundleFile, path.join(folder, 'releases/1.0.0/openapi.json'));
  }
  fs.writeFileSync(
    path.join(folder, 'CHANGELOG.md'),
    `# Changelog\n\n## Unreleased\n\n${unreleased}\n\n## 1.0.0 - 2026-11-24\n\n- First.\n`,
  );
  return folder;
}

/** The "in …" line under the report line that starts with `change` (the operations it affects). */
function affected(report: string, change: string): string {
  const lines = report.split('\n');
  const index = lines.findIndex((line) => line.trim().startsWith(change));
  expect(index, `no line starting with ${change} in:\n${report}`).toBeGreaterThan(-1);
  return lines[index + 1] ?? '';
}

const current = (): JsonObject => readBundle(bundleFile);

/** The first operation whose JSON request body is a component schema with properties. */
function operationWithBodyComponent(document: JsonObject): { operationId: string; schema: JsonObject } {
  for (const operation of operationsOf(document).values()) {
    const body = operation.node.requestBody;
    const content = isObject(body) && isObject(body.content) ? body.content['application/json'] : undefined;
    const ref = isObject(content) && isObject(content.schema) ? content.schema.$ref : undefined;
    if (typeof ref !== 'string') continue;
    const schema = (document.components as { schemas: Record<string, JsonObject> }).schemas[ref.split('/').pop() ?? ''];
    if (schema && isObject(schema.properties) && typeof operation.node.operationId === 'string')
      return { operationId: operation.node.operationId, schema };
  }
  throw new Error('no operation with a component request body');
}

describe('breaking-change gate on generated/openapi.json', () => {
  it('says there is no release yet and passes when releases/ holds none', () => {
    const gate = runGate({ repoRoot: releaseFolder({ released: false }), current: current() });
    expect(gate.ok).toBe(true);
    expect(gate.lines.join('\n')).toMatch(/no release yet/);
  });

  it('passes with change class none when nothing changed', () => {
    const gate = runGate({ repoRoot: releaseFolder(), current: current() });
    expect(gate.ok).toBe(true);
    expect(gate.comparison?.changeClass).toBe('none');
  });

  it('fails naming every operation of a path item removed from the document', () => {
    const document = current();
    const paths = document.paths as Record<string, JsonObject>;
    const removedPath = Object.keys(paths)[0] ?? '';
    const removedIds = [...operationsOf({ paths: { [removedPath]: paths[removedPath] ?? {} } }).values()].map((op) =>
      String(op.node.operationId),
    );
    delete paths[removedPath];
    const gate = runGate({ repoRoot: releaseFolder(), current: document });
    expect(gate.ok).toBe(false);
    expect(removedIds.length).toBeGreaterThan(0);
    const report = gate.lines.join('\n');
    for (const id of removedIds) expect(affected(report, '✖ operation: operation removed')).toContain(`(${id})`);
  });

  it('fails naming the operation when its request body gets a new required property', () => {
    const document = current();
    const { operationId, schema } = operationWithBodyComponent(document);
    (schema.properties as JsonObject).gate_test_property = { type: 'string' };
    schema.required = [...(Array.isArray(schema.required) ? schema.required : []), 'gate_test_property'];
    const gate = runGate({ repoRoot: releaseFolder(), current: document });
    expect(gate.ok).toBe(false);
    expect(
      affected(gate.lines.join('\n'), '✖ request body application/json › gate_test_property: new required property'),
    ).toContain(`(${operationId})`);
  });

  it('passes (minor) when the request body gets a new optional property', () => {
    const document = current();
    const { schema } = operationWithBodyComponent(document);
    (schema.properties as JsonObject).gate_test_property = { type: 'string' };
    const gate = runGate({ repoRoot: releaseFolder(), current: document });
    expect(gate.lines.join('\n')).not.toMatch(/✖/);
    expect(gate.ok).toBe(true);
    expect(gate.comparison?.changeClass).toBe('minor');
  });

  it('fails on a change no rule classifies, naming it under what to do about it', () => {
    const document = current();
    document.jsonSchemaDialect = 'https://spec.openapis.org/oas/3.1/dialect/2024-11-10';
    const gate = runGate({ repoRoot: releaseFolder(), current: document });
    expect(gate.ok).toBe(false);
    const report = gate.lines.join('\n');
    expect(report).toMatch(
      /no rule classifies the change below \(counted as breaking\): add a rule to scripts\/breaking\//,
    );
    expect(affected(report, '✖ /jsonSchemaDialect: `jsonSchemaDialect` changed: no rule classifies it')).toContain(
      'document',
    );
  });

  it('asks the CHANGELOG to mention an added operation, by operationId or METHOD path', () => {
    const document = current();
    const paths = document.paths as Record<string, JsonObject>;
    const [firstPath, firstItem] = Object.entries(paths)[0] ?? ['', {}];
    const copy = structuredClone(firstItem);
    for (const operation of Object.values(copy))
      if (isObject(operation) && typeof operation.operationId === 'string') operation.operationId += 'Copy';
    const addedPath = `${firstPath}gate-test/`;
    paths[addedPath] = copy;
    const added = [...operationsOf({ paths: { [addedPath]: copy } }).values()];

    const silent = runGate({ repoRoot: releaseFolder(), current: document });
    expect(silent.ok).toBe(false);
    for (const operation of added)
      expect(silent.lines.join('\n')).toContain(
        `does not mention the added operation \`${String(operation.node.operationId)}\``,
      );

    const mentions = added.map((operation, index) =>
      index % 2 === 0
        ? `- \`${String(operation.node.operationId)}\``
        : `- ${operation.method.toUpperCase()} ${operation.path}`,
    );
    const told = runGate({ repoRoot: releaseFolder({ unreleased: mentions.join('\n') }), current: document });
    expect(told.lines.join('\n')).not.toMatch(/does not mention/);
    expect(told.ok).toBe(true);
  });

  it('asks the CHANGELOG to mention a deprecated operation', () => {
    const document = current();
    const operation = [...operationsOf(document).values()][0];
    if (!operation) throw new Error('no operation');
    operation.node.deprecated = true;
    const gate = runGate({ repoRoot: releaseFolder(), current: document });
    expect(gate.ok).toBe(false);
    expect(gate.lines.join('\n')).toContain(
      `does not mention the deprecation of \`${String(operation.node.operationId)}\``,
    );
    const told = runGate({
      repoRoot: releaseFolder({ unreleased: `- Deprecated \`${String(operation.node.operationId)}\`.` }),
      current: document,
    });
    expect(told.ok).toBe(true);
  });
});
