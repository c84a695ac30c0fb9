// The API as a test of waiting sees it: the sandbox behind a fetch that tells the polls of getAction
// apart, answers them without Retry-After (so the pauses are the wait policy's own, shortened), can
// move the sandbox's clock on before each, and can hold one poll unanswered until the server aborts it.
import type { FetchLike } from '@vps-hosting/api';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { ACTIONS_WAIT } from '../src/overlay.js';

const getAction = OPERATIONS.find((op) => op.operationId === ACTIONS_WAIT.operation)!;
const ACTION_PATH = new RegExp(`^${getAction.path.replace(/\{\w+\}/g, '\\d+')}$`);

/** The request polls an action (getAction, what the waiting calls). */
export const isPoll = (request: Request) => ACTION_PATH.test(new URL(request.url).pathname);

/** The sandbox's answer to a request, without its Retry-After when it is a success (a refusal keeps it). */
export async function answered(request: Request): Promise<Response> {
  const response = await fetch(request.url, { method: request.method, headers: request.headers });
  const headers = new Headers(response.headers);
  if (response.ok) headers.delete('retry-after');
  return new Response(await response.text(), { status: response.status, headers });
}

/**
 * A fetch that moves the sandbox's clock `seconds` on before each poll of getAction and answers the
 * poll as `answered` does: an action of 3 × `seconds` is seen at 33 %, 67 %, then 100 %, whatever
 * the machine's speed, after pauses of the wait policy's own (shortened by the test).
 */
export function steppingPolls(harness: { advance(seconds: number): Promise<void> }, seconds: number): FetchLike {
  return async (request) => {
    if (!isPoll(request)) return fetch(request);
    await harness.advance(seconds);
    return answered(request);
  };
}

/**
 * A fetch whose `hold`th poll of getAction never answers: it ends only when the server aborts it, as
 * it does when the call it serves is cancelled. The polls before it are answered.
 */
export function holdingPoll(hold: number) {
  const polls: Request[] = [];
  let reached!: () => void;
  const held = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const fetchLike: FetchLike = async (request) => {
    if (!isPoll(request)) return fetch(request);
    polls.push(request);
    if (polls.length < hold) return answered(request);
    reached();
    return new Promise<Response>((_, reject) => {
      const stop = () => reject(request.signal.reason);
      if (request.signal.aborted) stop();
      else request.signal.addEventListener('abort', stop, { once: true });
    });
  };
  /** Resolves once the held poll is aborted; rejects if that takes longer than `ms`. */
  const abortedWithin = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      const signal = polls[hold - 1]!.signal;
      const timer = setTimeout(() => reject(new Error(`the poll in flight was still running ${ms} ms later`)), ms);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      if (signal.aborted) done();
      else signal.addEventListener('abort', done, { once: true });
    });
  return { fetch: fetchLike, polls, held, abortedWithin };
}
