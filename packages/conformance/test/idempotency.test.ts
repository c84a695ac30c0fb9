// The idempotency family against a faithful target (nothing fails) and against one planted fault per
// promise: each fault is a way a server could get idempotency keys wrong, played by the proxy in front
// of the sandbox, and the kit must fail on it with the exchange that shows it.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kitContract } from '../src/contract/document.js';
import { exercisedOperations } from '../src/checks/idempotency.js';
import type { RunReport } from '../src/index.js';
import {
  type Fault,
  type FaultyTarget,
  type ProxiedAnswer,
  type ProxiedRequest,
  startFaultyTarget,
} from './support/faulty-target.js';

let target: FaultyTarget;
beforeAll(async () => {
  target = await startFaultyTarget({ actionSeconds: 0.3 });
});
afterAll(async () => {
  await target?.close();
});

const keyOf = (request: ProxiedRequest) => request.headers['idempotency-key'] as string | undefined;
const isPost = (request: ProxiedRequest, path: RegExp) =>
  request.method === 'POST' && path.test(request.url.split('?')[0] ?? '');

/** The failures of a check, which must have failed, each message with whether it carries an exchange. */
function failuresOf(report: RunReport, id: string): { message: string; exchange: boolean }[] {
  const result = report.results.find((r) => r.id === id);
  expect(result, `no check ${id}`).toBeDefined();
  expect(result?.outcome, `${id} should have failed`).toBe('failed');
  return (result?.failures ?? []).map((f) => ({ message: f.message, exchange: f.exchange !== undefined }));
}

/** A server whose key store forgets the key of some requests: such a request is run again, as new. */
function forgets(select: (request: ProxiedRequest, firstAnswer: ProxiedAnswer | undefined) => boolean): Fault {
  const first = new Map<string, ProxiedAnswer>();
  return async (request, forward) => {
    const key = keyOf(request);
    if (!key) return forward(request);
    const seen = first.get(key);
    if (seen && select(request, seen)) {
      const fresh = { ...request, headers: { ...request.headers, 'idempotency-key': `${key}-again${Math.random()}` } };
      return forward(fresh);
    }
    const answer = await forward(request);
    if (!seen) first.set(key, answer);
    return answer;
  };
}

/** A key store that answers the first answer for a key whatever the request (the fingerprint ignores it). */
function ignoresRequest(path: RegExp, by: (request: ProxiedRequest) => string = () => ''): Fault {
  const stored = new Map<string, ProxiedAnswer>();
  return async (request, forward) => {
    const key = keyOf(request);
    if (!key || !isPost(request, path)) return forward(request);
    const entry = `${by(request)} ${key}`;
    const seen = stored.get(entry);
    if (seen) return seen;
    const answer = await forward(request);
    stored.set(entry, answer);
    return answer;
  };
}

describe('idempotency', () => {
  it('every operation that takes an Idempotency-Key is exercised by some check', async () => {
    const contract = await kitContract();
    const keyed = contract.operations
      .map((op) => op.operationId as string)
      .filter((id) => contract.spec(id).acceptsIdempotencyKey);
    const exercised = exercisedOperations(contract);
    expect(keyed.filter((id) => !exercised.has(id))).toEqual([]);
  });

  it("passes against the sandbox, leaving nothing behind but the run's domain", async () => {
    target.plant(undefined);
    const report = await target.run({ only: ['idempotency'] });
    const failed = report.results
      .filter((r) => r.outcome === 'failed')
      .map((r) => `${r.id}: ${r.failures[0]?.message}`);
    expect(failed).toEqual([]);
    expect(report.results.filter((r) => r.outcome === 'not-exercised').map((r) => `${r.id}: ${r.reason}`)).toEqual([]);
    expect(report.results.length).toBeGreaterThanOrEqual(15);
    // The API cannot delete a domain: the run's one domain stays (docs/design/conformance-kit.md).
    expect(report.leftovers.filter((l) => !l.startsWith('domain '))).toEqual([]);
  }, 120_000);

  it('fails when a repeat of a create is run again (the key forgotten)', async () => {
    target.plant(forgets((request) => isPost(request, /\/dns\/zones\/$/)));
    const report = await target.run({ only: ['idempotency.replay.createDnsZone'] });
    const failures = failuresOf(report, 'idempotency.replay.createDnsZone');
    expect(
      failures.some((f) => f.exchange && /the repeat .* answered 400, the first answer was 201/.test(f.message)),
    ).toBe(true);
  });

  it('fails when a repeated power action starts again', async () => {
    target.plant(forgets((request) => isPost(request, /\/actions\/reboot\/$/)));
    const report = await target.run({ only: ['idempotency.replay.server-actions'] });
    const failures = failuresOf(report, 'idempotency.replay.server-actions');
    expect(failures.some((f) => f.exchange && f.message.startsWith('rebootServer: the repeat'))).toBe(true);
  });

  it('fails when the key is not compared with the body and path (the first answer replayed for another request)', async () => {
    target.plant(ignoresRequest(/\/records\/$/));
    const report = await target.run({ only: ['idempotency.replay.createDnsRecord'] });
    const failures = failuresOf(report, 'idempotency.replay.createDnsRecord');
    expect(failures.filter((f) => f.exchange && /expected 400 idempotency_key_reused/.test(f.message))).toHaveLength(2);
  });

  it('fails when a business error is not remembered (run again once its cause is gone)', async () => {
    target.plant(forgets((request, first) => isPost(request, /\/dns\/zones\/$/) && first?.status === 400));
    const report = await target.run({ only: ['idempotency.replay.createDnsZone'] });
    const failures = failuresOf(report, 'idempotency.replay.createDnsZone');
    expect(
      failures.some((f) => f.exchange && /refused create after its cause was deleted .* answered 201/.test(f.message)),
    ).toBe(true);
  });

  it('fails when a replay drops Location', async () => {
    const seen = new Set<string>();
    target.plant(async (request, forward) => {
      const answer = await forward(request);
      const key = keyOf(request);
      if (key && isPost(request, /\/webhooks\/$/)) {
        if (seen.has(key)) delete answer.headers.location;
        seen.add(key);
      }
      return answer;
    });
    const report = await target.run({ only: ['idempotency.replay.webhooks'] });
    const failures = failuresOf(report, 'idempotency.replay.webhooks');
    expect(failures.some((f) => f.exchange && /createWebhook: the repeat .*: location is null/.test(f.message))).toBe(
      true,
    );
  });

  it('fails when a replay answers the resource as it is now rather than the first answer', async () => {
    target.plant(async (request, forward) => {
      const answer = await forward(request);
      if (!isPost(request, /\/dns\/zones\/$/) || answer.status !== 201) return answer;
      const body = JSON.parse(answer.body.toString('utf8')) as { name: string };
      const now = await forward({
        ...request,
        method: 'GET',
        url: `/api/v1/dns/zones/${body.name}/`,
        body: Buffer.alloc(0),
      });
      return now.status === 200 ? { ...answer, body: now.body } : answer;
    });
    const report = await target.run({ only: ['idempotency.replay.createDnsZone'] });
    const failures = failuresOf(report, 'idempotency.replay.createDnsZone');
    expect(
      failures.some(
        (f) => f.exchange && /after the zone changed .* answered another body: records_count/.test(f.message),
      ),
    ).toBe(true);
  });

  it("fails when keys are the token's rather than the account's", async () => {
    target.plant(async (request, forward) => {
      const key = keyOf(request);
      if (!key) return forward(request);
      const token = createHash('sha256').update(String(request.headers.authorization)).digest('hex').slice(0, 8);
      return forward({ ...request, headers: { ...request.headers, 'idempotency-key': `${key}.${token}` } });
    });
    const report = await target.run({ only: ['idempotency.shared-by-tokens.searchDomains'] });
    const failures = failuresOf(report, 'idempotency.shared-by-tokens.searchDomains');
    expect(
      failures.some(
        (f) => f.exchange && /read token answered 200, expected 400 idempotency_key_reused/.test(f.message),
      ),
    ).toBe(true);
  });

  it('fails when keys are global rather than per account', async () => {
    // One key store for every account: a second account's request replays (or is refused for) the first's key.
    target.plant(ignoresRequest(/\/dns\/zones\/$/));
    const report = await target.run({ only: ['idempotency.per-account.createDnsZone'] });
    const failures = failuresOf(report, 'idempotency.per-account.createDnsZone');
    expect(failures.some((f) => f.exchange && /keys are per account/.test(f.message))).toBe(true);
  });

  it('fails when a key longer than the schema allows is accepted', async () => {
    target.plant(async (request, forward) => {
      const key = keyOf(request);
      if (!key || key.length <= 255) return forward(request);
      return forward({ ...request, headers: { ...request.headers, 'idempotency-key': key.slice(0, 255) } });
    });
    const report = await target.run({ only: ['idempotency.key-bounds.searchDomains'] });
    const failures = failuresOf(report, 'idempotency.key-bounds.searchDomains');
    expect(failures.some((f) => f.exchange && /searchDomains answered 200, expected 400/.test(f.message))).toBe(true);
  });
});
