// The state-machines family against a faithful target (nothing fails) and against one planted fault
// per promise: the action a call answers, its Location, the resource's transitional and target
// states and its lock, the refusals' codes and precedence, progress, finished_at, error,
// Retry-After, a finished action changing, the action listings, backups, snapshots and domains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../src/index.js';
import {
  type Fault,
  failedChecks,
  type FaultyTarget,
  type ProxiedAnswer,
  type ProxiedRequest,
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

const JSON_OK = (answer: ProxiedAnswer) => (answer.headers['content-type'] ?? '').includes('json');
const path = (request: ProxiedRequest) => request.url.split('?')[0] ?? '';
const isAction = (request: ProxiedRequest) => /^\/api\/v1\/actions\/\d+\/$/.test(path(request));
const isServer = (request: ProxiedRequest) =>
  request.method === 'GET' && /^\/api\/v1\/servers\/\d+\/$/.test(path(request));

/** Runs one check with a fault planted; answers the failures' messages (with their exchanges). */
async function failuresOf(checkId: string, fault: Fault): Promise<{ report: RunReport; messages: string[] }> {
  target.plant(fault);
  try {
    const report = await target.run({ only: [checkId] });
    const result = report.results.find((r) => r.id === checkId);
    expect(result?.outcome, JSON.stringify(result?.failures.slice(0, 3))).toBe('failed');
    for (const failure of result?.failures ?? []) expect(failure.exchange ?? failure.contract).toBeDefined();
    return { report, messages: (result?.failures ?? []).map((f) => f.message) };
  } finally {
    target.plant(undefined);
  }
}

describe('state machines', () => {
  it('passes against the sandbox', { timeout: 60_000 }, async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['state-machines'] });
    expect(failedChecks(report)).toEqual({});
    const passed = report.results.filter((r) => r.outcome === 'passed').map((r) => r.id);
    expect(passed).toEqual(
      expect.arrayContaining([
        'state-machines.server-journey',
        'state-machines.backups-snapshots',
        'state-machines.domain-register-renew',
        'state-machines.listed-actions',
      ]),
    );
    // The API deletes no domain: the run's own (the domain check's) stays, named.
    expect(report.leftovers.filter((item) => !item.startsWith(`domain ${report.prefix}-dom`))).toEqual([]);
  });

  it('fails when an action path answers an action of another type, with its exchange', {
    timeout: 30_000,
  }, async () => {
    const { messages } = await failuresOf(
      'state-machines.domain-register-renew',
      rewriteJson(
        (request, answer) => request.method === 'POST' && request.url.includes('/renew/') && answer.status === 201,
        (body) => ({ ...body, type: 'register_domain' }),
      ),
    );
    expect(messages.join('\n')).toMatch(/answered an action of type "register_domain", expected renew_domain/);
  });

  it("fails when an action's Location is not the action's URL", { timeout: 30_000 }, async () => {
    const { messages } = await failuresOf('state-machines.domain-register-renew', async (request, forward) => {
      const answer = await forward(request);
      if (request.url.includes('/renew/') && answer.status === 201)
        answer.headers.location = answer.headers.location?.replace(/\/actions\/\d+\//, '/actions/') ?? '';
      return answer;
    });
    expect(messages.join('\n')).toMatch(/Location is .*expected the action's URL/);
  });

  it('fails when progress decreases, and when a finished action changes', { timeout: 30_000 }, async () => {
    const seen = new Map<string, number>();
    const succeeded = new Set<string>();
    const { messages } = await failuresOf(
      'state-machines.domain-register-renew',
      rewriteJson(
        (request, answer) => isAction(request) && JSON_OK(answer) && answer.status === 200,
        (body, request) => {
          const reads = (seen.get(request.url) ?? 0) + 1;
          seen.set(request.url, reads);
          if (body.status === 'running') return { ...body, progress: Math.max(1, 98 - reads * 10) };
          if (body.status === 'success' && succeeded.has(request.url))
            return { ...body, finished_at: '2030-01-01T00:00:00Z' };
          if (body.status === 'success') succeeded.add(request.url);
          return body;
        },
      ),
    );
    const all = messages.join('\n');
    expect(all).toMatch(/progress fell from/);
    expect(all).toMatch(/changed after it ended/);
  });

  it('fails when a succeeded action has no finished_at, or an error', { timeout: 30_000 }, async () => {
    const { messages } = await failuresOf(
      'state-machines.domain-register-renew',
      rewriteJson(
        (request, answer) => isAction(request) && JSON_OK(answer),
        (body) =>
          body.status === 'success' ? { ...body, finished_at: null, error: { code: 'x', message: 'y' } } : body,
      ),
    );
    const all = messages.join('\n');
    expect(all).toMatch(/has no finished_at/);
    expect(all).toMatch(/has an error/);
  });

  it('fails when Retry-After is missing while an action runs, or sent after it ended', {
    timeout: 30_000,
  }, async () => {
    const { messages } = await failuresOf('state-machines.domain-register-renew', async (request, forward) => {
      const answer = await forward(request);
      if (!isAction(request) || answer.status !== 200) return answer;
      const status = JSON.parse(answer.body.toString('utf8')).status;
      if (status === 'running' || status === 'pending') delete answer.headers['retry-after'];
      else answer.headers['retry-after'] = '2';
      return answer;
    });
    const all = messages.join('\n');
    expect(all).toMatch(/sends Retry-After: null, expected whole seconds from 2 to 15/);
    expect(all).toMatch(/has ended \(success\) but its GET sends Retry-After: 2/);
  });

  it('fails when a refusal while locked answers invalid_state (resource_locked wins), or a settled one another code', {
    timeout: 40_000,
  }, async () => {
    const { messages } = await failuresOf(
      'state-machines.server-journey',
      rewriteJson(
        (_request, answer) => answer.status === 400 && JSON_OK(answer),
        (body, request) =>
          body.code === 'resource_locked'
            ? { ...body, code: 'invalid_state' }
            : request.url.includes('/power-on/')
              ? { ...body, code: 'resource_locked' }
              : body,
      ),
    );
    const all = messages.join('\n');
    expect(all).toMatch(
      /in (provisioning|stopping|starting|rebooting|resizing|reinstalling|deleting), locked answered 400 invalid_state, expected 400 resource_locked/,
    );
    expect(all).toMatch(/powerOnServer in running answered 400 resource_locked, expected 400 invalid_state/);
  });

  it('fails when the server is not locked or in another state while its action runs, not in its target state after, or its actions are not listed', {
    timeout: 40_000,
  }, async () => {
    const { messages } = await failuresOf(
      'state-machines.server-journey',
      rewriteJson(
        (request, answer) =>
          request.method === 'GET' && request.url.includes('/servers/') && answer.status === 200 && JSON_OK(answer),
        (body, request) => {
          if (/\/servers\/\d+\/actions\/$/.test(path(request)))
            return { ...body, data: (body.data as unknown[]).slice(0, -1) };
          if (!isServer(request)) return body;
          if (body.status === 'rebooting') return { ...body, status: 'starting' };
          if (body.status === 'resizing') return { ...body, locked: false };
          if (body.status === 'stopped') return { ...body, locked: true };
          return body;
        },
      ),
    );
    const all = messages.join('\n');
    expect(all).toMatch(/the server was starting with locked true, expected rebooting and locked/);
    expect(all).toMatch(/the server was resizing with locked false, expected resizing and locked/);
    expect(all).toMatch(/action succeeded the server is stopped \(locked true\), expected stopped \(locked false\)/);
    expect(all).toMatch(/GET …\/servers\/\{server_id\}\/actions\/ does not list the server's actions/);
  });

  it('fails when a backup is not answered in creating, or a creating backup may be deleted', {
    timeout: 40_000,
  }, async () => {
    const { messages } = await failuresOf(
      'state-machines.backups-snapshots',
      rewriteJson(
        (request, answer) =>
          (request.method === 'POST' && /\/servers\/\d+\/backups\/$/.test(path(request)) && answer.status === 201) ||
          (request.method === 'DELETE' && /\/snapshots\/\d+\/$/.test(path(request)) && answer.status === 400),
        (body) => (body.code ? { ...body, code: 'resource_locked' } : { ...body, status: 'available' }),
      ),
    );
    const all = messages.join('\n');
    expect(all).toMatch(/createBackup answered a backup in available, expected creating/);
    expect(all).toMatch(
      /deleteSnapshot in (creating|restoring|deleting) answered 400 resource_locked, expected 400 invalid_state/,
    );
  });

  it('fails when a domain is answered active while registering, or renewing does not move expires_at', {
    timeout: 30_000,
  }, async () => {
    let expires: unknown;
    const { messages } = await failuresOf(
      'state-machines.domain-register-renew',
      rewriteJson(
        (request, answer) =>
          (request.method === 'POST'
            ? path(request) === '/api/v1/domains/'
            : /^\/api\/v1\/domains\/[^/]+\/$/.test(path(request))) &&
          answer.status < 300 &&
          JSON_OK(answer),
        (body, request) => {
          if (request.method === 'POST') return { ...body, status: 'active' };
          if (body.status !== 'active') return body;
          expires ??= body.expires_at;
          return { ...body, expires_at: expires };
        },
      ),
    );
    const all = messages.join('\n');
    expect(all).toMatch(/createDomain answered a domain in active, expected registering/);
    expect(all).toMatch(/after renewing for 2 years the domain is active and expires_at moved 0\.0 days/);
  });

  it("fails when a listed action's fields disagree with its state", { timeout: 30_000 }, async () => {
    const { messages } = await failuresOf(
      'state-machines.listed-actions',
      rewriteJson(
        (request, answer) => path(request) === '/api/v1/actions/' && answer.status === 200,
        (body) => ({
          ...body,
          data: (body.data as Record<string, unknown>[]).map((a) =>
            a.status === 'success' ? { ...a, progress: 99 } : a,
          ),
        }),
      ),
    );
    expect(messages.join('\n')).toMatch(/\(success\) has progress 99, expected 100/);
  });
});
