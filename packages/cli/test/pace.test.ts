// `vps` waits at the pace the API asks (docs/design/actions.md#polling): through the client's
// waitForAction, each poll of the action comes no sooner than the previous answer's Retry-After, and
// without VPS_POLL_INTERVAL the first one no sooner than the client's first pause. Seen at a proxy
// that records when each request arrives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@vps-hosting/api/operations';
import { holdClock, startCliSandbox, startRecorder, vps, type CliSandbox } from './helpers.js';

// The sandbox's clock held, and moved on as answers pass the proxy, before the command reads them: the
// reboot's answer (pending) leaves the action half-way, the first poll's (running) at its end, so that
// the next poll finds it done. Two polls, however loaded the machine.
const ACTION_SECONDS = 3;
const actionPath = OPERATIONS.find((o) => o.operationId === 'getAction')!.path;
const isPoll = (path: string) => new RegExp(`^${actionPath.replace(/\{[^}]+\}/, '\\d+')}$`).test(path);

let sb: CliSandbox;
beforeAll(async () => {
  sb = await startCliSandbox({ actionSeconds: ACTION_SECONDS });
});
afterAll(async () => sb?.close());

describe('the pace of a wait', { timeout: 60_000 }, () => {
  it("polls no sooner than each answer's Retry-After asks, a few polls for a few seconds' action", async () => {
    const release = await holdClock(sb);
    let polled = 0;
    const recorder = await startRecorder(sb.sandbox.url, {
      beforeAnswer: async ({ method, path }) => {
        if (method === 'POST') await sb.advance(ACTION_SECONDS / 2);
        else if (isPoll(path) && polled++ === 0) await sb.advance(ACTION_SECONDS);
      },
    });
    try {
      const { VPS_POLL_INTERVAL: _, ...env } = sb.env;
      const reboot = await vps(['servers', 'reboot', '42', '--yes', '-o', 'json'], {
        env: { ...env, VPS_API_URL: recorder.url },
      });
      expect(reboot.code, reboot.stderr).toBe(0);
      expect(JSON.parse(reboot.stdout)).toMatchObject({ status: 'success' });
      const started = recorder.requests.find((r) => r.method === 'POST')!;
      const polls = recorder.requests.filter((r) => r.method === 'GET' && isPoll(r.path));
      expect(polls.length).toBeGreaterThan(1);
      // A poll a second (the CLI's pace before) would be about ACTION_SECONDS of them.
      expect(polls.length).toBeLessThanOrEqual(Math.ceil(ACTION_SECONDS / 2));
      expect(polls[0]!.at - started.at).toBeGreaterThanOrEqual(1_900); // the client's first pause, 2 s
      for (let i = 1; i < polls.length; i++) {
        const asked = Number(polls[i - 1]!.retryAfter);
        expect(asked).toBeGreaterThan(0);
        expect(polls[i]!.at - polls[i - 1]!.at).toBeGreaterThanOrEqual(asked * 1000 - 100);
      }
    } finally {
      await release();
      await recorder.close();
    }
  });
});
