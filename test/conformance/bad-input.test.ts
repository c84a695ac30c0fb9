// Invalid input answers the operation's documented 400 with a problem document: for every
// operation with a JSON body, a body with a required field missing, with an unknown field, with a
// field of the wrong type, malformed JSON, and another media type; for every parameter, a value
// past each bound of its schema (maximum, minimum, enum, length, pattern, format, type). The
// inputs come from invalid-inputs.ts, which derives them from the schemas and examples.
import { afterAll, describe, expect, it } from 'vitest';
import { documentedResponse, problemsWith } from './support/checks.js';
import { pair, recordCoverage } from './support/coverage.js';
import { operations } from './support/document.js';
import { BODY_KINDS, invalidBodies, invalidParameterValues } from './support/invalid-inputs.js';
import { PROBLEM_MEDIA_TYPE } from './support/policy.js';
import { send, validRequest, withParameter, type Exchange } from './support/requests.js';

const BAD_REQUEST = '400';
const exercised = new Set<string>();
const notes: string[] = [];
let bodyCases = 0;
let parameterCases = 0;

function expectBadRequest(operationId: string, exchange: Exchange): void {
  const operation = operations().find((candidate) => candidate.operationId === operationId)!;
  const response = documentedResponse(operation, BAD_REQUEST);
  expect(response.content.map((media) => media.mediaType)).toContain(PROBLEM_MEDIA_TYPE);
  expect(problemsWith(operation, response, exchange, { invalidRequest: true })).toEqual([]);
  exercised.add(pair(operationId, BAD_REQUEST));
}

describe.concurrent('invalid bodies answer 400', () => {
  for (const operation of operations().filter((candidate) => candidate.requestBody)) {
    // A body without examples cannot be broken on purpose: that is a failure, not a skip.
    let plan: ReturnType<typeof invalidBodies>;
    try {
      plan = invalidBodies(operation);
    } catch (error) {
      it(`${operation.operationId}: its body can be derived from the document`, () => {
        throw error;
      });
      continue;
    }
    for (const skipped of plan.notApplicable)
      notes.push(`${operation.operationId}: no case "${skipped.kind}": ${skipped.reason}`);
    for (const invalid of plan.cases) {
      bodyCases++;
      it(`${operation.operationId} with ${invalid.kind} (${invalid.detail})`, async () => {
        const request = validRequest(operation);
        request.headers['Content-Type'] = invalid.contentType;
        request.body = invalid.body;
        // Prism in proxy mode answers malformed JSON itself (its own error): it goes to the server.
        expectBadRequest(operation.operationId, await send(request, { direct: invalid.kind === BODY_KINDS.malformed }));
      });
    }
  }
});

describe.concurrent('parameters out of their schema answer 400', () => {
  for (const operation of operations()) {
    for (const parameter of operation.parameters) {
      for (const invalid of invalidParameterValues(parameter)) {
        parameterCases++;
        it(`${operation.operationId} with ${parameter.in} ${parameter.name} breaking ${invalid.keyword} (${invalid.raw.slice(0, 40)})`, async () => {
          const request = withParameter(operation, validRequest(operation), parameter, invalid.raw);
          expectBadRequest(operation.operationId, await send(request));
        });
      }
    }
  }
});

afterAll(() => {
  const withBody = operations().filter((operation) => operation.requestBody).length;
  recordCoverage({
    kind: 'bad input',
    exercised: [...exercised],
    notes: [
      `${bodyCases} invalid bodies for ${withBody} operations with a body; ${parameterCases} invalid parameter values`,
      ...notes,
    ],
  });
});
