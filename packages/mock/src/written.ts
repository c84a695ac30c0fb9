// An answer the shared edge decided (packages/http-edge/src/answers.ts), as the mock front writes
// it: a problem from the document's example of its code, with the headers every response carries
// (and the operation's, when there is one); a redirect with those headers and no body.
import type { EdgeAnswer } from '@vps-hosting/http-edge';
import { type Answer, emptyAnswer, problemAnswer } from './answers.js';
import type { MockContract, Operation } from './contract.js';

export function written(contract: MockContract, target: string, decided: EdgeAnswer, operation?: Operation): Answer {
  const extraHeaders = Object.entries(decided.headers);
  if (decided.kind === 'redirect') return emptyAnswer(contract, decided.status, extraHeaders);
  return problemAnswer(contract, {
    code: decided.code,
    target,
    detail: decided.detail,
    errors: decided.errors,
    operation,
    extraHeaders,
  });
}
