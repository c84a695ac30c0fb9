// Waiting that respects the rate limit, measured against the sandbox (docs/design/actions.md#polling):
// a client that polls a running action when its Retry-After says (the sandbox clock moved by exactly
// that much between polls, so no test waits) sees a 60-second action end within 15 polls, and over
// any five minutes of a long action spends at most a fifth of the rate limit the answers announce.
import { afterEach, describe, expect, it } from 'vitest';
import { POLL_AFTER_BOUNDS } from '../src/domain/poll-after.js';
import { readContract } from '@vps-hosting/api/contract';
import { HEADERS, openapi } from '../src/document.js';
import { type Harness, startHarness } from './helpers.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The document's first example body of createServer. */
function createServerExample(): unknown {
  const operation = readContract(openapi).operations.find((candidate) => candidate.operationId === 'createServer');
  const example = operation?.requestBody?.content[0]?.examples[0]?.value;
  expect(example, 'createServer has an example body').toBeDefined();
  return example;
}

/** Creates a server and polls its create action as its Retry-After says; answers each poll's time (sandbox seconds). */
async function pollUntilDone(harness: Harness, limitPolls: number) {
  const created = await harness.op('createServer', {}, { body: createServerExample() });
  expect(created.status).toBe(201);
  const actions = await harness.op('listActions', {}, { query: `resource_type=server&resource_id=${created.body.id}` });
  const action = actions.body.data[0];
  expect(action).toBeDefined();
  const polls: Array<{ at: number; retryAfter: number | undefined; limit: number }> = [];
  let at = 0;
  for (let count = 0; count < limitPolls; count++) {
    const answer = await harness.op('getAction', { action_id: action.id });
    expect(answer.status).toBe(200);
    const header = answer.headers.get(HEADERS.retryAfter);
    const retryAfter = header === null ? undefined : Number(header);
    polls.push({ at, retryAfter, limit: Number(answer.headers.get(HEADERS.limit)) });
    if (answer.body.status === 'success' || answer.body.status === 'error') return polls;
    expect(retryAfter, 'a running action says when to poll again').toBeDefined();
    await harness.advance(retryAfter as number);
    at += retryAfter as number;
  }
  throw new Error(`still running after ${limitPolls} polls`);
}

describe("getAction's Retry-After", () => {
  it('a 60-second action ends within 15 polls, each pause within the documented bounds', async () => {
    h = await startHarness({ actionSeconds: 60 });
    const polls = await pollUntilDone(h, 100);
    expect(polls.length).toBeLessThanOrEqual(15);
    const running = polls.slice(0, -1);
    for (const poll of running) {
      expect(poll.retryAfter).toBeGreaterThanOrEqual(POLL_AFTER_BOUNDS.minimum);
      expect(poll.retryAfter).toBeLessThanOrEqual(POLL_AFTER_BOUNDS.maximum);
    }
    // Sent while it runs, not once it has ended; a quick start is polled quickly.
    expect(polls.at(-1)?.retryAfter).toBeUndefined();
    expect(polls[0]?.retryAfter).toBe(POLL_AFTER_BOUNDS.minimum);
  });

  it('a long action costs at most a fifth of the rate limit in any five minutes', async () => {
    h = await startHarness({ actionSeconds: 1_800 });
    const polls = await pollUntilDone(h, 1_000);
    const windowSeconds = 300;
    const limit = polls[0]?.limit as number;
    expect(limit).toBeGreaterThan(0);
    let most = 0;
    for (const poll of polls)
      most = Math.max(most, polls.filter((other) => other.at >= poll.at && other.at < poll.at + windowSeconds).length);
    expect(most).toBeLessThanOrEqual(limit / 5);
  });
});
