// src/routing.ts: the one route matcher of the mock and the sandbox. Every path and method comes
// from the document through the contract model; nothing here is copied from it.
import { type Contract, loadContract } from '@vps-hosting/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALLOW_ORDER, createRouter, MAX_PARAM_LENGTH, type Router, splitTarget } from '../src/index.js';

let contract: Contract;
let router: Router;

beforeAll(async () => {
  contract = await loadContract();
  router = createRouter(contract.paths);
});

/** A concrete path of a template: each parameter filled with `value`. */
const filled = (template: string, value = '1') => template.replace(/\{[^}]+\}/g, value);

describe('createRouter', () => {
  it('routes every operation of the document to itself, with its parameters as sent', () => {
    for (const operation of contract.operations) {
      const routing = router.route(operation.method, `${filled(operation.path, 'x%20y')}?a=1`);
      expect(routing.kind, operation.label).toBe('operation');
      if (routing.kind !== 'operation') continue;
      expect(routing.operation.method).toBe(operation.method);
      const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((found) => found[1]);
      expect(Object.keys(routing.parameters).sort()).toEqual(names.sort());
      for (const value of Object.values(routing.parameters)) expect(value).toBe('x%20y');
    }
  });

  it('prefers a literal template over a templated one, as the contract model orders them', () => {
    for (const path of contract.paths) {
      const method = path.operations[0]?.method;
      if (method === undefined) continue;
      const routing = router.route(method, filled(path.template));
      expect(routing.kind).toBe('operation');
      if (routing.kind !== 'operation') continue;
      // The template chosen has no more parameters than the one the path was filled from.
      expect(routing.path.parameterNames.length).toBeLessThanOrEqual(path.parameterNames.length);
    }
  });

  it('redirects a document path without its final slash to the slash form, keeping the query', () => {
    for (const path of contract.paths) {
      const concrete = filled(path.template);
      expect(router.route('GET', concrete.slice(0, -1))).toEqual({ kind: 'redirect', location: concrete });
      expect(router.route('POST', `${concrete.slice(0, -1)}?page=2&x`)).toEqual({
        kind: 'redirect',
        location: `${concrete}?page=2&x`,
      });
    }
  });

  it('answers no such path for a path of no template, with or without the slash', () => {
    const first = contract.paths[0]!.template;
    expect(router.route('GET', `/no-such-thing${first}`)).toEqual({ kind: 'not_found' });
    expect(router.route('GET', `/no-such-thing${first.slice(0, -1)}`)).toEqual({ kind: 'not_found' });
    expect(router.route('GET', 'no-leading-slash/')).toEqual({ kind: 'not_found' });
  });

  it('answers method_not_allowed with the methods of every matching template, in Allow order', () => {
    const probes = ['HEAD', 'OPTIONS', 'TRACE', 'CONNECT', ...ALLOW_ORDER];
    for (const path of contract.paths) {
      const concrete = filled(path.template);
      const matching = contract.paths.filter((other) => other.pattern.test(concrete));
      const offered = new Set<string>(matching.flatMap((other) => other.operations.map((op) => op.method)));
      const allow = ALLOW_ORDER.filter((method) => offered.has(method));
      for (const method of probes.filter((name) => !offered.has(name))) {
        expect(router.route(method, concrete), `${method} ${concrete}`).toEqual({ kind: 'method_not_allowed', allow });
      }
    }
  });

  it('compares literal segments decoded, and matches a parameter only on a non-empty segment', () => {
    const path = contract.paths.find((candidate) => candidate.parameterNames.length === 1)!;
    const concrete = filled(path.template);
    const encoded = concrete.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
    expect(router.route(path.operations[0]!.method, encoded).kind).toBe('operation');
    expect(router.route(path.operations[0]!.method, filled(path.template, '')).kind).not.toBe('operation');
  });

  it('finds a path malformed: a percent-encoding that is not UTF-8, a segment over the limit', () => {
    const path = contract.paths.find((candidate) => candidate.parameterNames.length === 1)!;
    const name = path.parameterNames[0]!;
    const method = path.operations[0]!.method;
    expect(router.route(method, filled(path.template, '%C3%28'))).toEqual({
      kind: 'malformed_path',
      reason: 'undecodable',
      field: `path/${name}`,
    });
    expect(router.route(method, filled(path.template, 'a'.repeat(MAX_PARAM_LENGTH + 1)))).toEqual({
      kind: 'malformed_path',
      reason: 'too_long',
      field: `path/${name}`,
    });
    expect(router.route(method, filled(path.template, 'a'.repeat(MAX_PARAM_LENGTH))).kind).toBe('operation');
    expect(router.malformedPath(`/%FF${path.template}`)).toEqual({
      kind: 'malformed_path',
      reason: 'undecodable',
      field: '',
    });
    const unlimited = createRouter(contract.paths, { maxSegmentLength: Number.POSITIVE_INFINITY });
    expect(unlimited.route(method, filled(path.template, 'a'.repeat(MAX_PARAM_LENGTH + 1))).kind).toBe('operation');
  });
});

describe('splitTarget', () => {
  it('splits origin and absolute forms, dropping the origin and a fragment', () => {
    expect(splitTarget('/a/b/?x=1')).toEqual({ path: '/a/b/', query: 'x=1' });
    expect(splitTarget('/a/b/')).toEqual({ path: '/a/b/', query: undefined });
    expect(splitTarget('http://example.com:80/a/?q#frag')).toEqual({ path: '/a/', query: 'q' });
    expect(splitTarget('http://example.com')).toEqual({ path: '/', query: undefined });
    expect(splitTarget('/a/#frag')).toEqual({ path: '/a/', query: undefined });
  });
});
