// The table of operations (`@vps-hosting/api/operations`) against the bundled document it is read
// from: one entry per operation, each with the document's parameters, body fields and success answer.
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, OPERATIONS, SERVERS } from '@vps-hosting/api/operations';
import { RESPONSE_SCHEMAS } from '@vps-hosting/api/operations/schemas';
import document from '../../generated/openapi.json' with { type: 'json' };

type Doc = { [key: string]: any };
const doc = document as Doc;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function resolve(value: Doc): Doc {
  let current = value;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((node: Doc, key: string) => node[key], doc);
  }
  return current;
}

const documented = Object.entries(doc.paths as Doc).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    path,
    method,
    operation: item[method] as Doc,
    item: item as Doc,
  })),
);

describe('the table of operations', () => {
  it('has one entry per operation of the document, in its order', () => {
    expect(OPERATIONS.map((op) => `${op.method} ${op.path} ${op.operationId}`)).toEqual(
      documented.map(({ path, method, operation }) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
  });

  it.each(documented.map((entry) => [entry.operation.operationId as string, entry] as const))(
    '%s: parameters, body fields, scopes and success',
    (operationId, { operation, item }) => {
      const spec = OPERATIONS.find((op) => op.operationId === operationId)!;
      // An operation's parameter overrides the path's of the same name and location.
      const byKey = new Map<string, Doc>();
      for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(resolve))
        byKey.set(`${p.in}:${p.name}`, p);
      const parameters = [...byKey.values()].filter((p: Doc) => p.in !== 'cookie');
      expect(spec.parameters.map((p) => `${p.in}:${p.name}:${p.required}`).sort()).toEqual(
        parameters.map((p: Doc) => `${p.in}:${p.name}:${p.required === true}`).sort(),
      );
      expect(spec.scopes).toEqual(
        (operation.security ?? doc.security).flatMap((req: Doc) => Object.values(req).flat()),
      );
      expect(spec.tag).toBe(operation.tags[0]);
      const success = Object.keys(operation.responses)
        .filter((code) => code.startsWith('2'))
        .sort()[0];
      expect(spec.success.status).toBe(Number(success));
      if (!operation.requestBody) {
        expect(spec.body).toBeUndefined();
        return;
      }
      const schema = resolve(resolve(operation.requestBody).content['application/json'].schema);
      const variants: Doc[] = (schema.oneOf ?? [schema]).map(resolve);
      const writable = new Set(
        variants.flatMap((variant) =>
          Object.entries(variant.properties ?? {})
            .filter(([, field]) => !resolve(field as Doc).readOnly)
            .map(([name]) => name),
        ),
      );
      expect(new Set(spec.body!.fields.map((field) => field.name))).toEqual(writable);
      for (const field of spec.body!.fields) {
        const requiredEverywhere = variants
          .filter((v) => v.properties?.[field.name])
          .every((v) => (v.required ?? []).includes(field.name));
        expect(field.required, field.name).toBe(requiredEverywhere);
      }
    },
  );

  it('inlines every reference and leaves the examples out', () => {
    const text = JSON.stringify(OPERATIONS);
    expect(text).not.toContain('"$ref"');
    expect(text).not.toMatch(/"examples?":/);
  });

  it('marks a list by its page shape and names its items', () => {
    const lists = OPERATIONS.filter((op) => op.success.kind === 'list');
    expect(lists.length).toBeGreaterThan(0);
    for (const op of lists) {
      const schema = resolve(doc.components.schemas[op.success.schemaName!]);
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['data', 'meta', 'links']));
      expect(schema.properties.data.items.$ref).toBe(`#/components/schemas/${op.success.itemSchemaName}`);
    }
  });

  it("carries the document's servers, the first one's URL as the default API URL", () => {
    const urls = (doc.servers as Doc[]).map((server) =>
      (server.url as string).replace(/\{([^}]+)\}/g, (_, name: string) => server.variables[name].default),
    );
    expect(SERVERS.map((server) => server.url)).toEqual(urls);
    expect(SERVERS.map((server) => server.description)).toEqual((doc.servers as Doc[]).map((s) => s.description));
    expect(DEFAULT_API_URL).toBe(urls[0]!.replace(/\/+$/, ''));
  });

  it('has the schema of every component a success answer names, inlined, and no other', () => {
    const named = new Set(OPERATIONS.flatMap((op) => op.success.schemaName ?? []));
    expect(new Set(Object.keys(RESPONSE_SCHEMAS))).toEqual(named);
    for (const name of named) {
      const written = doc.components.schemas[name] as Doc;
      const schema = RESPONSE_SCHEMAS[name]!;
      expect(Object.keys(schema)).toEqual(
        expect.arrayContaining(Object.keys(written).filter((key) => key !== '$ref' && !key.startsWith('example'))),
      );
    }
    const text = JSON.stringify(RESPONSE_SCHEMAS);
    expect(text).not.toContain('"$ref"');
    expect(text).not.toMatch(/"examples?":/);
  });
});
