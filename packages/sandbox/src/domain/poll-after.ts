// How long a client should wait before polling a running action again (docs/design/actions.md#polling):
// a third of the action's age, within the bounds the document gives `getAction`'s `Retry-After`, so
// that a quick action is seen ending within seconds and a long one costs a poll every few seconds
// at most. Sent in whole seconds, rounded up.
import { readContract, responseFor } from '@vps-hosting/api/contract';
import { HEADERS, openapi } from '../document.js';

const POLLED = 'getAction';

function bounds(): { minimum: number; maximum: number } {
  const operation = readContract(openapi).operations.find((candidate) => candidate.operationId === POLLED);
  const header = operation
    ? responseFor(operation, 200)?.headers.find((h) => h.name.toLowerCase() === HEADERS.retryAfter.toLowerCase())
    : undefined;
  const schema = header?.schema?.resolved;
  if (typeof schema?.minimum !== 'number' || typeof schema.maximum !== 'number')
    throw new Error(`the document gives ${POLLED}'s 200 no ${HEADERS.retryAfter} with a minimum and a maximum`);
  return { minimum: schema.minimum, maximum: schema.maximum };
}

const { minimum, maximum } = bounds();

/** Seconds before the next poll of an action that has run for `ageMs`. */
export function pollAfterSeconds(ageMs: number): number {
  return Math.min(maximum, Math.max(minimum, Math.ceil(ageMs / 3_000)));
}

export const POLL_AFTER_BOUNDS = { minimum, maximum } as const;
