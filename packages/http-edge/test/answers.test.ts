// src/answers.ts: the answers before any operation runs, as data. Statuses, codes and header names
// are checked against the document through the contract model, never copied from it.
import { type Contract, isRecord, loadContract } from '@vps-hosting/api/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOW_HEADER,
  bodyTooLargeAnswer,
  createRouter,
  EDGE_PROBLEM_STATUS,
  LOCATION_HEADER,
  parseErrorAnswer,
  readHead,
  type Router,
  routingAnswer,
  SLASH_REDIRECT_STATUS,
  unknownQueryAnswer,
  unknownQueryErrors,
} from '../src/index.js';

let contract: Contract;
let router: Router;
beforeAll(async () => {
  contract = await loadContract();
  router = createRouter(contract.paths);
});

const filled = (template: string, value = '1') => template.replace(/\{[^}]+\}/g, value);
/** The status of the document's named problem example of an error code. */
const documentedStatus = (code: string) =>
  contract.examples
    .map((example) => example.value)
    .find((value) => isRecord(value) && value.code === code && typeof value.status === 'number') as
    | { status: number }
    | undefined;

describe('answers before any operation runs', () => {
  it('gives each error code the status of its problem example in the document', () => {
    for (const [code, status] of Object.entries(EDGE_PROBLEM_STATUS)) {
      expect(documentedStatus(code)?.status, code).toBe(status);
    }
  });

  it('names headers the document declares (Allow, Location) ', () => {
    const declared = new Set(
      contract.operations.flatMap((op) => op.responses.flatMap((response) => response.headers.map((h) => h.name))),
    );
    const names = [...declared].map((name) => name.toLowerCase());
    expect(names).toContain(ALLOW_HEADER.toLowerCase());
    expect(names).toContain(LOCATION_HEADER.toLowerCase());
  });

  it('answers the routing of every path: 308 with Location, 405 with Allow, 404, nothing for an operation', () => {
    for (const path of contract.paths) {
      const concrete = filled(path.template);
      expect(routingAnswer(router.route('GET', `${concrete.slice(0, -1)}?a=b`), 'GET', concrete)).toEqual({
        kind: 'redirect',
        status: SLASH_REDIRECT_STATUS,
        headers: { [LOCATION_HEADER]: `${concrete}?a=b` },
      });
      const method = path.operations[0]!.method;
      expect(routingAnswer(router.route(method, concrete), method, concrete)).toBeUndefined();
      const refused = routingAnswer(router.route('TRACE', concrete), 'TRACE', concrete);
      expect(refused).toMatchObject({ kind: 'problem', code: 'method_not_allowed' });
      expect(refused?.headers[ALLOW_HEADER]).toBeTruthy();
    }
    const missing = `/no-such-thing${contract.paths[0]!.template}`;
    expect(routingAnswer(router.route('GET', missing), 'GET', missing)).toMatchObject({
      kind: 'problem',
      status: EDGE_PROBLEM_STATUS.not_found,
      headers: {},
    });
  });

  it('answers a malformed path 400 naming the parameter', () => {
    const path = contract.paths.find((candidate) => candidate.parameterNames.length === 1)!;
    const target = filled(path.template, '%C3%28');
    const answer = routingAnswer(router.route('GET', target), 'GET', target);
    expect(answer).toMatchObject({ kind: 'problem', code: 'validation_failed' });
    expect(answer?.kind === 'problem' && answer.errors?.[0]?.field).toBe(`path/${path.parameterNames[0]}`);
  });

  it('refuses a body over the limit and closes the connection', () => {
    expect(bodyTooLargeAnswer(1024 * 1024)).toMatchObject({ kind: 'problem', code: 'validation_failed', close: true });
  });

  it('names each unknown query parameter once, within the limit, and knows the documented ones', () => {
    const operation = contract.operations.find((op) => op.parameters.some((p) => p.in === 'query'))!;
    const known = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
    const documented = [...known][0]!;
    const errors = unknownQueryErrors([documented, 'zz_unknown', 'zz_unknown', '', 'a\u0001b'], known);
    expect(errors.map((error) => error.field)).toEqual(['query/zz_unknown', '', 'query/a%01b']);
    expect(unknownQueryErrors(['a', 'b', 'c'], known, 2)).toHaveLength(2);
    expect(unknownQueryAnswer([])).toBeUndefined();
    expect(unknownQueryAnswer(errors)).toMatchObject({ code: 'validation_failed', errors });
  });

  it("reads a refused request's head and names the header that broke it", () => {
    const raw = Buffer.from('GET /x/ HTTP/1.1\r\nAuthorization: Bearer t\r\nX-Test: a\u0001b\r\n\r\n', 'latin1');
    expect(readHead(raw)).toEqual({ target: '/x/', authorization: 'Bearer t', badHeader: 'X-Test' });
    expect(parseErrorAnswer('HPE_INVALID_HEADER_TOKEN', 'X-Test')).toMatchObject({
      code: 'validation_failed',
      close: true,
      errors: [{ field: 'header/X-Test' }],
    });
    expect(parseErrorAnswer('HPE_UNEXPECTED_CONTENT_LENGTH', undefined)).toMatchObject({
      errors: [{ field: 'header/Content-Length' }],
    });
    expect(parseErrorAnswer('HPE_HEADER_OVERFLOW', undefined)).toMatchObject({ errors: [{ field: '' }] });
  });
});
