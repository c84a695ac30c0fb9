// $ref resolution and inlining on small documents made for the purpose: broken and looping chains,
// a schema that contains itself, siblings of a $ref.
import { describe, expect, it } from 'vitest';
import { ContractError, inlineSchema, readContract, refResolver } from '@vps-hosting/api/contract';

describe('$ref resolution', () => {
  it('follows a chain of references and says where it ends', () => {
    const document = { components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { type: 'string' } } } };
    const located = refResolver(document).locate({ $ref: '#/components/schemas/A' }, '/somewhere');
    expect(located).toEqual({ node: { type: 'string' }, pointer: '/components/schemas/B' });
  });

  it('ends a looping chain with a ContractError instead of running forever', () => {
    const document = {
      components: { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } } },
    };
    expect(() => refResolver(document).resolve({ $ref: '#/components/schemas/A' })).toThrow(/cycle/);
    expect(() => refResolver(document).resolve({ $ref: '#/components/schemas/A' })).toThrow(ContractError);
  });

  it('refuses a broken or remote reference', () => {
    const resolver = refResolver({ components: {} });
    expect(() => resolver.resolve({ $ref: '#/components/schemas/Missing' })).toThrow(/points at nothing/);
    expect(() => resolver.resolve({ $ref: 'other.yaml#/Thing' })).toThrow(/only local/);
  });

  it('unescapes ~0 and ~1 in pointers', () => {
    const document = { paths: { '/a/{id}/': { 'x~y': 1 } } };
    expect(refResolver(document).locate({ $ref: '#/paths/~1a~1{id}~1/x~0y' }).node).toBe(1);
    expect(refResolver(document).locate({ $ref: '#/paths/~1a~1%7Bid%7D~1/x~0y' }).node).toBe(1);
  });
});

describe('inlining a schema', () => {
  const tree = {
    components: {
      schemas: {
        Node: {
          type: 'object',
          properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
          example: { children: [] },
        },
        Named: { $ref: '#/components/schemas/Node', description: 'A node with a name.' },
      },
    },
  };

  it('terminates on a schema that contains itself, leaving the inner $ref', () => {
    const inlined = inlineSchema({ $ref: '#/components/schemas/Node' }, refResolver(tree));
    expect(inlined).toEqual({
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
      example: { children: [] },
    });
  });

  it('refuses one when asked to, and drops examples when asked to', () => {
    const resolver = refResolver(tree);
    expect(() => inlineSchema({ $ref: '#/components/schemas/Node' }, resolver, { onCycle: 'throw' })).toThrow(
      ContractError,
    );
    const flat = inlineSchema(
      { type: 'object', example: 1, properties: { a: { examples: [1], type: 'integer' } } },
      resolver,
      {
        dropExamples: true,
      },
    );
    expect(flat).toEqual({ type: 'object', properties: { a: { type: 'integer' } } });
  });

  it("lets a $ref's siblings win over its target", () => {
    const inlined = inlineSchema({ $ref: '#/components/schemas/Named' }, refResolver(tree));
    expect(inlined.description).toBe('A node with a name.');
    expect(inlined.type).toBe('object');
  });
});

describe('a document made for the purpose', () => {
  const document = {
    openapi: '3.1.0',
    servers: [{ url: 'https://{region}.example.test/', variables: { region: { default: 'eu' } } }],
    security: [{ bearer: ['things:read'] }],
    components: {
      parameters: {
        Id: { name: 'id', in: 'path', required: true, description: 'Shared.', schema: { type: 'integer' } },
      },
    },
    paths: {
      '/things/{id}/': {
        parameters: [
          { $ref: '#/components/parameters/Id' },
          { name: 'trace', in: 'header', schema: { type: 'string' } },
        ],
        get: {
          operationId: 'getThing',
          parameters: [{ name: 'id', in: 'path', required: true, description: 'Own.', schema: { type: 'string' } }],
          responses: { '200': { description: 'OK' } },
        },
        delete: {
          operationId: 'deleteThing',
          security: [{}, { bearer: ['things:write'] }],
          deprecated: true,
          'x-sunset': '2030-01-01',
          'x-deprecated-since': '2029-01-01',
          'x-anything': { kept: true },
          externalDocs: { url: 'https://example.test/migrate' },
          responses: { default: { description: 'Whatever' } },
        },
      },
    },
  };
  const contract = readContract(document);

  it('overrides a path parameter in place, and keeps the others', () => {
    const get = contract.operation('getThing');
    expect(get.parameters.map((p) => [p.in, p.name, p.description, p.level])).toEqual([
      ['path', 'id', 'Own.', 'operation'],
      ['header', 'trace', undefined, 'path'],
    ]);
    expect(get.parameters[0]?.pointer).toBe('/paths/~1things~1{id}~1/get/parameters/0');
    expect(contract.operation('deleteThing').parameters[0]?.pointer).toBe('/components/parameters/Id');
  });

  it('reads security in force, deprecation and extensions', () => {
    const get = contract.operation('getThing');
    expect(get.scopes).toEqual(['things:read']);
    expect(get.secured).toBe(true);
    const del = contract.operation('deleteThing');
    expect(del.scopes).toEqual(['things:write']);
    expect(del.secured).toBe(false);
    expect(del).toMatchObject({
      deprecated: true,
      sunset: '2030-01-01',
      deprecatedSince: '2029-01-01',
      externalDocs: { url: 'https://example.test/migrate' },
    });
    expect(del.extensions).toEqual({
      'x-sunset': '2030-01-01',
      'x-deprecated-since': '2029-01-01',
      'x-anything': { kept: true },
    });
  });

  it('fills the server variables and drops the trailing slash of the default URL', () => {
    expect(contract.servers[0]?.url).toBe('https://eu.example.test/');
    expect(contract.defaultApiUrl).toBe('https://eu.example.test');
    expect(() => readContract({ servers: [{ url: 'https://{nope}/' }] })).toThrow(ContractError);
  });
});
