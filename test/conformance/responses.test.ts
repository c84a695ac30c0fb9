// Every documented response of every operation, made to happen, then checked: the status, the
// body against the schema, every declared header, and no violation reported by Prism.
// Against the mock, each is asked for with `Prefer: code=…, example=…` (once per named example);
// against a stateful target (CONFORMANCE_TARGET_URL, or the conformance-sandbox project), each is
// produced for real (support/stateful.ts). A response with a body but no named example fails, and
// so does an operation whose request cannot be built from examples: a new operation is covered, or
// the suite fails, the moment it is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsWith } from './support/checks.js';
import { pair, recordCoverage } from './support/coverage.js';
import { isObject, operations, type NamedExample, type Operation, type ResponseSpec } from './support/document.js';
import { RATE_LIMIT_LIMIT_HEADER, VIOLATIONS_HEADER } from './support/policy.js';
import { documentedPairs } from './support/report.js';
import { send, validRequest } from './support/requests.js';
import * as stateful from './support/stateful.js';
import { target } from './support/target.js';

interface ResponseCase {
  operation: Operation;
  response: ResponseSpec;
  /** The mock's named example, or the stateful variant (a path parameter for 404). */
  variant: string | undefined;
  example?: NamedExample;
}

const isSuccess = (status: string) => /^2\d\d$/.test(status);

const mockCases = (): ResponseCase[] =>
  operations().flatMap((operation) =>
    operation.responses.flatMap((response): ResponseCase[] => {
      const examples = response.content.flatMap((media) => media.examples);
      if (examples.length === 0) return [{ operation, response, variant: undefined }];
      return examples.map((example) => ({ operation, response, variant: `example ${example.name}`, example }));
    }),
  );

// `default` covers what a gateway or maintenance answers instead of the operation: the mock serves
// it (asked with the status of each named example), a stateful target has no way to produce it.
const isDefault = (status: string) => status === 'default';

// Against a stateful target: one case per pair, and for 404 one per path parameter.
const statefulCases = (): ResponseCase[] =>
  operations().flatMap((operation) =>
    operation.responses.flatMap((response): ResponseCase[] =>
      isDefault(response.status)
        ? []
        : response.status === '404'
          ? stateful
              .notFoundParameters(operation)
              .map((parameter) => ({ operation, response, variant: `${parameter.name} names nothing` }))
          : [{ operation, response, variant: undefined }],
    ),
  );

const cases = target().isMock ? mockCases() : statefulCases();
// A pair counts as exercised only when every one of its cases passed.
const casesOfPair = new Map<string, number>();
for (const { operation, response } of cases) {
  const key = pair(operation.operationId, response.status);
  casesOfPair.set(key, (casesOfPair.get(key) ?? 0) + 1);
}
const passedOfPair = new Map<string, number>();
const exercised = () => [...casesOfPair].filter(([key, count]) => passedOfPair.get(key) === count).map(([key]) => key);
const notes: string[] = [];
let examplesServed = 0;

const nameOf = ({ operation, response, variant }: ResponseCase) =>
  `${operation.operationId} ${response.status}${variant ? ` (${variant})` : ''}`;

function passed({ operation, response }: ResponseCase): void {
  const key = pair(operation.operationId, response.status);
  passedOfPair.set(key, (passedOfPair.get(key) ?? 0) + 1);
}

if (target().isMock) {
  describe.concurrent('every documented response, asked of the mock', () => {
    for (const testCase of cases) {
      const { operation, response, example } = testCase;
      it(nameOf(testCase), async () => {
        if (!example && response.content.length > 0) {
          throw new Error(`${operation.label} ${response.status} has a body but no named example: add one`);
        }
        const request = validRequest(operation);
        const status =
          isDefault(response.status) && isObject(example?.value) ? String(example.value.status) : response.status;
        request.headers.Prefer = `code=${status}${example ? `, example=${example.name}` : ''}`;
        const exchange = await send(request);
        expect(problemsWith(operation, response, exchange, { example })).toEqual([]);
        passed(testCase);
        if (example) examplesServed++;
      });
    }
  });
} else {
  const check = async (testCase: ResponseCase, produce: () => Promise<stateful.Produced>, invalidRequest = false) => {
    const { exchange, how } = await produce();
    expect(problemsWith(testCase.operation, testCase.response, exchange, { invalidRequest })).toEqual([]);
    // With Prism in proxy mode in front (conformance-sandbox), the proxy really checks the traffic:
    // it reports the missing credentials of a 401 case as a request violation.
    if (testCase.response.status === '401' && target().baseUrl !== target().serverUrl) {
      expect(exchange.headers.get(VIOLATIONS_HEADER), 'Prism in front reports the request violation').toContain(
        '"request"',
      );
    }
    passed(testCase);
    if (how && isSuccess(testCase.response.status)) notes.push(`${nameOf(testCase)}: ${how}`);
  };
  const ofStatus = (test: (status: string) => boolean) => cases.filter((c) => test(c.response.status));

  // Successes change state and each starts from a fresh one; the injected failure is global.
  // Both therefore run one at a time, before the concurrent rest.
  describe.sequential('every documented success, produced on fresh state', () => {
    for (const testCase of ofStatus(isSuccess)) {
      it(nameOf(testCase), () =>
        check(testCase, () => stateful.produceSuccess(testCase.operation, testCase.response.status)),
      );
    }
  });
  describe.sequential('every documented 500, injected', () => {
    for (const testCase of ofStatus((status) => status === '500')) {
      it(nameOf(testCase), () => check(testCase, () => stateful.produceInternalError(testCase.operation)));
    }
  });

  describe.concurrent('every documented client error, provoked', () => {
    let forbidden: stateful.ForbiddenTokens;
    let exhausted: Awaited<ReturnType<typeof stateful.exhaustedToken>>;
    beforeAll(async () => {
      forbidden = await stateful.forbiddenTokens();
      exhausted = await stateful.exhaustedToken(RATE_LIMIT_LIMIT_HEADER);
    });
    const producers: Record<string, (testCase: ResponseCase) => Promise<stateful.Produced>> = {
      '400': ({ operation }) => stateful.produceBadRequest(operation),
      '401': ({ operation }) => stateful.produceUnauthorized(operation),
      '403': ({ operation }) => stateful.produceForbidden(operation, forbidden),
      '404': ({ operation, variant }) => {
        const parameter = stateful.notFoundParameters(operation).find((p) => variant?.startsWith(`${p.name} `));
        return stateful.produceNotFound(operation, parameter!);
      },
      '429': ({ operation }) => stateful.produceRateLimited(operation, exhausted),
    };
    for (const testCase of ofStatus((status) => !isSuccess(status) && status !== '500')) {
      const produce = producers[testCase.response.status];
      it(nameOf(testCase), async () => {
        if (!produce)
          throw new Error(
            `no way to produce ${testCase.response.status} on a stateful target: add one to support/stateful.ts`,
          );
        // An invalid request (400) or one without credentials (401): Prism reports the request's
        // violations, which is what the case is; a violation of the response still fails.
        await check(testCase, () => produce(testCase), ['400', '401'].includes(testCase.response.status));
      });
    }
  });
}

describe('coverage', () => {
  it('exercises every documented operation × status', () => {
    const done = new Set(exercised());
    const producible = documentedPairs().filter((key) => target().isMock || !isDefault(key.split(' ')[1] ?? ''));
    const missing = producible.filter((key) => !done.has(key));
    expect(missing, 'operation × status pairs not exercised (see the failures above)').toEqual([]);
  });
});

afterAll(() => {
  const examples = cases.filter((c) => c.example).length;
  recordCoverage({
    kind: 'responses',
    exercised: exercised(),
    notes: target().isMock
      ? [
          `${cases.length} answers asked for with Prefer; named examples served and conforming: ${examplesServed} of ${examples}`,
        ]
      : [
          `${cases.length} answers produced on the stateful target; \`default\` (gateway, maintenance) is not producible here: edges.test.ts produces it as the 405 of a method the path lacks`,
          'successes that needed more than the examples:',
          ...notes.sort().map((n) => `  ${n}`),
        ],
  });
});
