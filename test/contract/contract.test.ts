// The contract model (src/contract/) against the bundled document it reads: every expectation is
// derived from the document itself, walked here as plain JSON, never copied from it by hand.
import { describe, expect, it } from 'vitest';
import {
  atPointer,
  ContractError,
  isRecord,
  loadContract,
  PATH_ITEM_METHODS,
  readContract,
  refResolver,
  responseFor,
} from '@vps-hosting/api/contract';
import bundled from '../../generated/openapi.json' with { type: 'json' };

type Doc = { [key: string]: any };
const doc = bundled as Doc;
const contract = readContract(doc);

/** Every `$ref` of a value, with the JSON pointer of the object that holds it. */
function refsIn(value: unknown, pointer = ''): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsIn(item, `${pointer}/${index}`));
  if (!isRecord(value)) return [];
  const own = typeof value.$ref === 'string' ? [{ ref: value.$ref, at: pointer }] : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) =>
      refsIn(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`),
    ),
  ];
}

/** Follows $refs the plain way (the document has no chain longer than a few links). */
function deref(value: Doc): Doc {
  let current = value;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node: Doc, key: string) => node[key], doc);
  }
  return current;
}

const documented = Object.entries(doc.paths as Doc).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((key) => (PATH_ITEM_METHODS as readonly string[]).includes(key))
    .map((method) => ({ path, method, operation: item[method] as Doc, item: item as Doc })),
);

describe('the contract model of the bundled document', () => {
  it('has every operation of the document once, in its order', () => {
    expect(contract.operations.map((op) => `${op.method} ${op.path} ${op.operationId}`)).toEqual(
      documented.map(({ path, method, operation }) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    const ids = contract.operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of contract.operations) expect(contract.operation(op.operationId!)).toBe(op);
    expect(() => contract.operation('noSuchOperation')).toThrow(ContractError);
  });

  it('groups the operations by path template, in the document order', () => {
    expect(contract.paths.map((path) => path.template)).toEqual(Object.keys(doc.paths));
    for (const path of contract.paths) {
      expect(path.parameterNames).toEqual([...path.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
      expect(atPointer(doc, path.pointer)).toBe(doc.paths[path.template]);
    }
  });

  it('resolves every $ref of the document to the value its pointer names', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(100);
    const resolver = refResolver(doc);
    for (const { ref, at } of refs) {
      const located = resolver.locate({ $ref: ref }, at);
      expect(located.node, `${ref} at ${at}`).toBeDefined();
      expect(located.node).toBe(atPointer(doc, located.pointer));
    }
  });

  it('merges the path item parameters with the operation, the operation overriding by name and location', () => {
    const key = (p: Doc) => `${p.in}:${p.name}`;
    let overrides = 0;
    for (const { operation, item } of documented) {
      const op = contract.operation(operation.operationId);
      const shared = (item.parameters ?? []).map(deref);
      const own = (operation.parameters ?? []).map(deref);
      const expected = new Map<string, Doc>();
      for (const p of [...shared, ...own]) expected.set(key(p), p);
      expect(op.parameters.map(key)).toEqual([...expected.keys()]);
      for (const parameter of op.parameters) {
        expect(parameter.node).toBe(expected.get(key(parameter)));
        const overridden = own.some((p: Doc) => key(p) === key(parameter));
        expect(parameter.level).toBe(overridden ? 'operation' : 'path');
        if (overridden && shared.some((p: Doc) => key(p) === key(parameter))) overrides++;
      }
    }
    // The document has operations that override a parameter of their path (a test of nothing otherwise).
    expect(overrides).toBeGreaterThan(0);
  });

  it('keeps each schema as written, with the pointer a validator compiles it at', () => {
    let slots = 0;
    for (const op of contract.operations) {
      const media = [...(op.requestBody?.content ?? []), ...op.responses.flatMap((r) => r.content)];
      const schemas = [
        ...op.parameters.map((p) => p.schema),
        ...media.map((m) => m.schema),
        ...op.responses.flatMap((r) => r.headers.map((h) => h.schema)),
      ];
      for (const slot of schemas) {
        if (!slot) continue;
        slots++;
        expect(atPointer(doc, slot.pointer), slot.pointer).toBe(slot.schema);
        expect(slot.resolved).toBe(deref(slot.schema));
        if (slot.name) expect(slot.schema.$ref).toBe(`#/components/schemas/${slot.name}`);
      }
    }
    expect(slots).toBeGreaterThan(contract.operations.length);
  });

  it('reads request bodies and responses per media type, with their headers and named examples', () => {
    for (const { operation } of documented) {
      const op = contract.operation(operation.operationId);
      expect(op.responses.map((r) => r.status)).toEqual(Object.keys(operation.responses));
      for (const response of op.responses) {
        const written = deref(operation.responses[response.status]);
        expect(response.description).toBe(written.description);
        expect(response.headers.map((h) => h.name)).toEqual(Object.keys(written.headers ?? {}));
        expect(response.content.map((m) => m.mediaType)).toEqual(Object.keys(written.content ?? {}));
        for (const media of response.content) {
          const examples = Object.entries(written.content[media.mediaType].examples ?? {});
          expect(media.examples.map((e) => e.name)).toEqual(examples.map(([name]) => name));
          expect(media.examples.map((e) => e.value)).toEqual(examples.map(([, e]) => deref(e as Doc).value));
        }
      }
      if (!operation.requestBody) {
        expect(op.requestBody).toBeUndefined();
        continue;
      }
      const body = deref(operation.requestBody);
      expect(op.requestBody?.required).toBe(body.required === true);
      expect(op.requestBody?.content.map((m) => m.mediaType)).toEqual(Object.keys(body.content));
    }
  });

  it('finds the response of a status: its own, else default', () => {
    for (const op of contract.operations) {
      for (const response of op.responses) {
        if (/^\d{3}$/.test(response.status)) expect(responseFor(op, Number(response.status))).toBe(response);
      }
      const fallback = op.responses.find((r) => r.status === 'default');
      const unlisted = [100, 199, 299, 599].find((status) => !op.responses.some((r) => r.status === String(status)));
      if (unlisted !== undefined) expect(responseFor(op, unlisted)).toBe(fallback);
    }
  });

  it('takes the scopes from the security requirements in force', () => {
    for (const { operation } of documented) {
      const op = contract.operation(operation.operationId);
      const requirements: Doc[] = operation.security ?? doc.security ?? [];
      expect(op.security).toEqual(requirements);
      expect(op.scopes).toEqual([...new Set(requirements.flatMap((r) => Object.values(r).flat()))]);
      expect(op.secured).toBe(requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0));
    }
  });

  it('keeps the operation object, its tags, prose and x-* extensions', () => {
    for (const { operation } of documented) {
      const op = contract.operation(operation.operationId);
      expect(op.node).toBe(operation);
      expect(op.tags).toEqual(operation.tags ?? []);
      expect(op.summary).toBe(operation.summary);
      expect(op.description).toBe(operation.description);
      expect(op.deprecated).toBe(operation.deprecated === true);
      expect(op.extensions).toEqual(
        Object.fromEntries(Object.entries(operation).filter(([name]) => name.startsWith('x-'))),
      );
    }
  });

  it('reads the servers, the first one being the default API URL', () => {
    expect(contract.servers.map((s) => s.template)).toEqual(doc.servers.map((s: Doc) => s.url));
    const [first] = doc.servers as Doc[];
    const url = (first!.url as string).replace(
      /\{([^}]+)\}/g,
      (_, name: string) => first!.variables[name].default as string,
    );
    expect(contract.servers[0]?.url).toBe(url);
    expect(contract.defaultApiUrl).toBe(url.replace(/\/+$/, ''));
    expect(contract.defaultApiUrl).not.toMatch(/[{}]/);
  });

  it('matches a request path to its template, literal templates first', () => {
    for (const op of contract.operations) {
      const parameters = Object.fromEntries([...op.path.matchAll(/\{([^}]+)\}/g)].map((m, i) => [m[1], `v${i}-x`]));
      const pathname = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => parameters[name]!);
      const found = contract.match(op.method, pathname);
      expect(found?.operation, `${op.label} as ${pathname}`).toBe(op);
      expect(found?.parameters).toEqual(parameters);
    }
    // A template with a literal segment where another has a parameter wins over it.
    for (const path of contract.paths) {
      const literal = path.template.replace(/\{([^}]+)\}/g, 'v-x');
      expect(contract.match('GET', literal)?.path.template).toBe(path.template);
    }
    expect(contract.match('GET', '/no/such/path/')).toBeUndefined();
  });

  it('reads the components it is asked for: security schemes and named examples', () => {
    expect(Object.keys(contract.securitySchemes)).toEqual(Object.keys(doc.components.securitySchemes));
    expect(contract.examples.map((e) => e.name)).toEqual(Object.keys(doc.components.examples));
    for (const example of contract.examples)
      expect(example.value).toEqual(deref(doc.components.examples[example.name]).value);
  });

  it('loads the document the package ships', async () => {
    const shipped = await loadContract();
    expect(shipped.operations.map((op) => op.operationId)).toEqual(contract.operations.map((op) => op.operationId));
    expect(await loadContract()).toBe(shipped);
  });
});
