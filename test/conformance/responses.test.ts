// Every documented response of every operation, made to happen with `Prefer: code=…, example=…`
// (once per named example): the status, the body against the schema, every declared header, and
// no violation reported by Prism. A response with a body but no named example fails, and so does
// an operation whose request cannot be built from examples: a new operation is covered, or the
// suite fails, the moment it is written.
import { afterAll, describe, expect, it } from 'vitest';
import { problemsWith } from './support/checks.js';
import { pair, recordCoverage } from './support/coverage.js';
import { operations, type NamedExample, type Operation, type ResponseSpec } from './support/document.js';
import { documentedPairs } from './support/report.js';
import { send, validRequest } from './support/requests.js';
import { target } from './support/target.js';

interface ResponseCase {
  operation: Operation;
  response: ResponseSpec;
  example: NamedExample | undefined;
}

const cases: ResponseCase[] = operations().flatMap((operation) =>
  operation.responses.flatMap((response): ResponseCase[] => {
    const examples = response.content.flatMap((media) => media.examples);
    if (examples.length === 0) return [{ operation, response, example: undefined }];
    return examples.map((example) => ({ operation, response, example }));
  }),
);
// A pair counts as exercised only when every one of its cases (one per named example) passed.
const casesOfPair = new Map<string, number>();
for (const { operation, response } of cases) {
  const key = pair(operation.operationId, response.status);
  casesOfPair.set(key, (casesOfPair.get(key) ?? 0) + 1);
}
const passedOfPair = new Map<string, number>();
const exercised = () => [...casesOfPair].filter(([key, count]) => passedOfPair.get(key) === count).map(([key]) => key);
let examplesServed = 0;

describe.concurrent('every documented response', () => {
  for (const { operation, response, example } of cases) {
    const name = `${operation.operationId} ${response.status}${example ? ` (example ${example.name})` : ''}`;
    it(name, async () => {
      if (!example && response.content.length > 0) {
        throw new Error(`${operation.label} ${response.status} has a body but no named example: add one`);
      }
      const request = validRequest(operation);
      request.headers.Prefer = `code=${response.status}${example ? `, example=${example.name}` : ''}`;
      const exchange = await send(request);
      const expectedExample = target().isMock ? example : undefined;
      expect(problemsWith(operation, response, exchange, { example: expectedExample })).toEqual([]);
      const key = pair(operation.operationId, response.status);
      passedOfPair.set(key, (passedOfPair.get(key) ?? 0) + 1);
      if (example) examplesServed++;
    });
  }
});

describe('coverage', () => {
  it('exercises every documented operation × status', () => {
    const done = new Set(exercised());
    const missing = documentedPairs().filter((key) => !done.has(key));
    expect(missing, 'operation × status pairs not exercised (see the failures above)').toEqual([]);
  });
});

afterAll(() => {
  const examples = cases.filter((c) => c.example).length;
  recordCoverage({
    kind: 'responses',
    exercised: exercised(),
    notes: [`${cases.length} answers asked for with Prefer; named examples served and conforming: ${examplesServed} of ${examples}`],
  });
});
