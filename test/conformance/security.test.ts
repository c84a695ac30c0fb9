// Every operation that requires a bearer token, sent without a valid Authorization header: none,
// the scheme without a token, a token without the scheme, and another scheme (Basic). Each must
// answer the operation's documented 401: a problem document with the declared headers
// (WWW-Authenticate among them), and no response violation reported by Prism.
import { afterAll, describe, expect, it } from 'vitest';
import { documentedResponse, problemsWith } from './support/checks.js';
import { pair, recordCoverage } from './support/coverage.js';
import { operations } from './support/document.js';
import { PROBLEM_MEDIA_TYPE } from './support/policy.js';
import { send, validRequest } from './support/requests.js';
import { target } from './support/target.js';

const UNAUTHORIZED = '401';

/** The Authorization headers to try; undefined means no header at all. */
function badAuthorizations(token: string): { name: string; value: string | undefined }[] {
  return [
    { name: 'no Authorization header', value: undefined },
    { name: 'the Bearer scheme without a token', value: 'Bearer' },
    { name: 'a token without a scheme', value: token },
    { name: 'the Basic scheme', value: `Basic ${Buffer.from(`user:${token}`).toString('base64')}` },
  ];
}

// Operations that require authentication: a security requirement, none of them empty ({}).
const secured = operations().filter(
  (operation) =>
    operation.security.length > 0 && operation.security.every((requirement) => Object.keys(requirement).length > 0),
);
const exercised = new Set<string>();
let sent = 0;

const BAD_AUTHORIZATIONS = badAuthorizations(target().token);

describe.concurrent('requests without a valid bearer token answer 401', () => {
  for (const operation of secured) {
    for (const bad of BAD_AUTHORIZATIONS) {
      it(`${operation.operationId} with ${bad.name}`, async () => {
        const response = documentedResponse(operation, UNAUTHORIZED);
        expect(response.content.map((media) => media.mediaType)).toContain(PROBLEM_MEDIA_TYPE);
        const request = validRequest(operation);
        delete request.headers.Authorization;
        if (bad.value !== undefined) request.headers.Authorization = bad.value;
        const exchange = await send(request);
        sent++;
        expect(problemsWith(operation, response, exchange, { invalidRequest: true })).toEqual([]);
        exercised.add(pair(operation.operationId, UNAUTHORIZED));
      });
    }
  }
});

afterAll(() => {
  const kinds = BAD_AUTHORIZATIONS.length;
  recordCoverage({
    kind: 'security',
    exercised: [...exercised],
    notes: [
      `${secured.length} of ${operations().length} operations need a token; ${kinds} bad Authorization headers each: ${sent} requests`,
    ],
  });
});
