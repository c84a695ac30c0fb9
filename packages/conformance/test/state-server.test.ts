// The server journey of the state-machines family (src/checks/state-server.ts) against planted faults
// of its resize refusals: once resized (its disk grown), a resize back to a plan with less disk, or to
// the plan it is on, is refused with 400 plan_unavailable (resizeServer's description). The family's
// other promises are tested in state-machines.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Fault,
  failedChecks,
  type FaultyTarget,
  rewriteJson,
  startFaultyTarget,
} from './support/faulty-target.js';

let target: FaultyTarget;
beforeAll(async () => {
  target = await startFaultyTarget();
});
afterAll(async () => {
  await target?.close();
});

const RESIZE = /^\/api\/v1\/servers\/\d+\/actions\/resize\/$/;
const CHECK = 'state-machines.server-journey';

/** Resize requests for `from` reach the target as requests for `to` once a resize has been accepted. */
function resizedInstead(from: (accepted: string) => string, to: string): Fault {
  let accepted: string | undefined;
  return async (request, forward) => {
    if (request.method !== 'POST' || !RESIZE.test(request.url)) return forward(request);
    const body = JSON.parse(request.body.toString('utf8')) as { plan: string };
    if (accepted !== undefined && body.plan === from(accepted))
      return forward({ ...request, body: Buffer.from(JSON.stringify({ ...body, plan: to })) });
    const answer = await forward(request);
    if (answer.status === 201) accepted ??= body.plan;
    return answer;
  };
}

async function failures(fault: Fault): Promise<string[]> {
  target.plant(fault);
  try {
    const report = await target.run({ only: [CHECK] });
    const result = report.results.find((r) => r.id === CHECK);
    expect(result?.outcome, JSON.stringify(failedChecks(report))).toBe('failed');
    for (const failure of result?.failures ?? []) expect(failure.exchange).toBeDefined();
    return (result?.failures ?? []).map((f) => f.message);
  } finally {
    target.plant(undefined);
  }
}

describe('state machines: the server journey’s resize refusals', () => {
  it('passes against the sandbox', { timeout: 30_000 }, async () => {
    target.plant(undefined);
    const report = await target.run({ only: [CHECK] });
    expect(failedChecks(report)).toEqual({});
  });

  // The example fleet's catalog: a server of vps-1c-1g (25 GB) is resized to vps-2c-4g (80 GB); the
  // refused resize back to vps-1c-1g reaches the sandbox as one to vps-4c-8g (160 GB), which it accepts.
  it('fails when a resize to a plan with less disk is accepted', { timeout: 30_000 }, async () => {
    const messages = await failures(resizedInstead(() => 'vps-1c-1g', 'vps-4c-8g'));
    expect(messages.join('\n')).toMatch(
      /resizeServer in stopped on \S+ \(\d+ GB\), back to \S+ \(\d+ GB\) answered 201, expected 400 plan_unavailable/,
    );
  });

  /** GETs of a server on a plan other than its first show `field` as it was on the first plan. */
  function keptAfterResize(field: string): Fault {
    const first = new Map<string, Record<string, unknown>>();
    return rewriteJson(
      (request, answer) =>
        request.method === 'GET' && /^\/api\/v1\/servers\/\d+\/$/.test(request.url) && answer.status === 200,
      (body, request) => {
        const seen = first.get(request.url);
        if (!seen) first.set(request.url, body);
        else if (seen.plan !== body.plan) return { ...body, [field]: seen[field] };
        return body;
      },
    );
  }

  it('fails when a resize keeps the old plan’s CPUs, or does not grow the disk', { timeout: 40_000 }, async () => {
    expect((await failures(keptAfterResize('vcpus'))).join('\n')).toMatch(
      /after the resize to \S+ the server's vcpus is \d+, the plan's \d+/,
    );
    expect((await failures(keptAfterResize('disk_gb'))).join('\n')).toMatch(
      /after the resize to \S+ the server's disk_gb is \d+, the plan's \d+ \(resize_disk: true grows/,
    );
  });

  it('fails when a resize to the plan the server is on is accepted', { timeout: 30_000 }, async () => {
    const messages = await failures(resizedInstead((accepted) => accepted, 'vps-4c-8g'));
    expect(messages.join('\n')).toMatch(
      /resizeServer in stopped on \S+, to the same plan answered 201, expected 400 plan_unavailable/,
    );
  });
});
